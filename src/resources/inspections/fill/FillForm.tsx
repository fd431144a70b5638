import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Alert, AlertTitle, Box, Button, InputAdornment, LinearProgress, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { HttpError, useBasename, useDataProvider, useTranslate, type RaRecord } from 'ra-core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { formatKilometres } from '../../../../contract/formats';
import { messages } from '../../../../contract/messages';
import type { FormSectionRow } from '../../../../contract/schemas/inspection-form';
import { inspectionInput, type Inspection } from '../../../../contract/schemas/inspection';
import type { FleetDataProvider } from '../../../dataProvider';
import { failedCallBody } from '../../../dataProvider/failedCall';
import { translateContractMessage } from '../../../i18n/contractMessages';
import { useLanguage } from '../../../i18n/useLanguage';
import { showToast } from '../../../layout/notifications/toasts';
import { errorText } from '../../../layout/notifications/errorText';
import { inspectionShowPath } from '../../../resourceDefinitions/inspections';
import { UnsavedChangesDialog } from '../../shared/dialogs/UnsavedChangesDialog';
import { randomUuid } from '../../../dataProvider/randomUuid';
import { isUnreachable, keepForLater } from '../../../outbox/keepCreates';
import type { OutboxPhoto } from '../../../outbox/entry';
import { http } from '../../../providers';
import { useSignedInUser } from '../../../authProvider/useSignedInUser';
import {
  isAnswered,
  isFailed,
  needsAnswer,
  problemOf,
  resultsOf,
  unansweredPassFail,
  NO_ANSWER,
  type Answer,
  type FillItem,
  type Problem,
} from './answers';
import { FillHeading } from './FillHeading';
import { ItemRow } from './ItemRow';
import { AllOkButton } from './AllOkButton';

interface FillFormProps {
  vehicle: RaRecord;
  /** The form as it is now: its current version is the one answered. */
  form: RaRecord;
  onLeave: () => void;
}

type Phase =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'photos'; sent: Inspection; n: number; total: number }
  | { kind: 'photos_failed'; sent: Inspection; failed: string[] };

/** Where the server's message about a result sits: `results.3.value` is the fourth item sent. */
const RESULT_FIELD = /^results\.(\d+)(?:\.|$)/;

/**
 * The inspection as it is filled in: the odometer, each item, a note, and Send, which stays at the foot of
 * a phone's screen. An OK moves on to the next item that still needs an answer, so that a form whose
 * items all pass takes one tap an item and Send, or one "All OK" a section and Send (docs/screens.md,
 * Fill an inspection). Sent once with a key made when the screen opened (a retry after a lost answer
 * makes nothing twice), then its photos.
 */
export function FillForm({ vehicle, form, onLeave }: FillFormProps) {
  const translate = useTranslate();
  const language = useLanguage();
  const navigate = useNavigate();
  const basename = useBasename();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const sections = useMemo(() => (form.sections ?? []) as FormSectionRow[], [form.sections]);
  const items = useMemo<FillItem[]>(() => sections.flatMap((section) => section.items), [sections]);
  const [idempotencyKey] = useState(randomUuid);
  const employeeId = useSignedInUser()?.id;
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const answersRef = useRef(answers);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [odometer, setOdometer] = useState('');
  const [note, setNote] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ odometer?: string; note?: string }>({});
  const [tried, setTried] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const [asking, setAsking] = useState(false);
  const focusTargets = useRef(new Map<string, HTMLElement>());
  const sendButton = useRef<HTMLButtonElement>(null);

  // The thumbnails' addresses are given back when the screen goes.
  useEffect(
    () => () => {
      for (const answer of Object.values(answersRef.current)) if (answer.photo) URL.revokeObjectURL(answer.photo.url);
    },
    [],
  );

  const change = useCallback((itemId: string, change: Partial<Answer>) => {
    const next = { ...answersRef.current, [itemId]: { ...(answersRef.current[itemId] ?? NO_ANSWER), ...change } };
    answersRef.current = next;
    setAnswers(next);
    setErrors((shown) => {
      if (!(itemId in shown)) return shown;
      const { [itemId]: _, ...rest } = shown;
      return rest;
    });
  }, []);

  const focusRef = useCallback((itemId: string, element: HTMLElement | null) => {
    if (element) focusTargets.current.set(itemId, element);
    else focusTargets.current.delete(itemId);
  }, []);

  const bringIntoView = useCallback((itemId: string) => {
    const target = focusTargets.current.get(itemId);
    if (!target) return;
    target.focus({ preventScroll: true });
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.closest('[data-item]')?.scrollIntoView?.({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
  }, []);

  // On to the first item still open from `start` on (round to the top); when none is, to Send.
  const moveOn = useCallback(
    (start: number) => {
      const open = (item: FillItem) => needsAnswer(item) && !isAnswered(item, answersRef.current[item.id]);
      const next = items.slice(start).find(open) ?? items.slice(0, start).find(open);
      if (next) bringIntoView(next.id);
      else {
        sendButton.current?.focus({ preventScroll: true });
        sendButton.current?.scrollIntoView?.({ block: 'nearest' });
      }
    },
    [items, bringIntoView],
  );

  // After an OK (or Enter on a number), the next item still open.
  const answered = useCallback((itemId: string) => moveOn(items.findIndex((item) => item.id === itemId) + 1), [items, moveOn]);

  // A section's "All OK": its open pass/fail items OK, then on to what is still open.
  const allOk = useCallback(
    (section: FormSectionRow) => {
      for (const item of unansweredPassFail(section.items, answersRef.current)) change(item.id, { passed: true });
      // A number of this section may still be open: it comes first.
      const first = items.findIndex((item) => item.id === section.items[0]?.id);
      moveOn(Math.max(0, first));
    },
    [items, change, moveOn],
  );

  const mustAnswer = items.filter(needsAnswer);
  const answeredCount = mustAnswer.filter((item) => isAnswered(item, answers[item.id])).length;
  const problemText = (problem: Problem) =>
    problem === 'valid_number'
      ? translateContractMessage(translate, messages.validNumber)
      : translate(`resources.inspections.fill.${problem}`);

  const finish = (sent: Inspection) => {
    const plate = String(vehicle.license_plate);
    showToast({
      title:
        sent.failed_count === 0
          ? translate('resources.inspections.result.passed')
          : translate('resources.inspections.result.defects', { smart_count: sent.failed_count }),
      description: sent.critical_failed ? translate('resources.inspections.result.out_of_service', { plate }) : undefined,
      variant: sent.critical_failed ? 'destructive' : 'success',
    });
    // The vehicle's open issues and service, the lists and the overview have changed.
    void queryClient.invalidateQueries();
    navigate(inspectionShowPath(basename, sent.id), { replace: true });
  };

  /** Sends the photos of failed items (those named, or all), each with its item; what fails can be sent again. */
  const sendPhotos = async (sent: Inspection, only?: string[]) => {
    const taken = items.filter((item) => {
      const answer = answersRef.current[item.id];
      return answer?.photo && isFailed(item, answer) && (only === undefined || only.includes(item.id));
    });
    const failed: string[] = [];
    let unreachable = false;
    for (const [index, item] of taken.entries()) {
      setPhase({ kind: 'photos', sent, n: index + 1, total: taken.length });
      try {
        await dataProvider.addInspectionPhoto(sent.id, answersRef.current[item.id]!.photo!.blob, `${item.id}.jpg`, item.id);
      } catch (error) {
        console.error(error);
        failed.push(item.id);
        unreachable ||= isUnreachable(error);
      }
    }
    // The connection went with the inspection in: its photos wait in the outbox, sent to it when it returns.
    if (failed.length && unreachable && employeeId) {
      // Without IndexedDB they stay on screen, to be sent again from there (photos_failed).
      const kept = await keepForLater(http, {
        kind: 'inspection',
        key: idempotencyKey,
        employeeId,
        body: {},
        plate: String(vehicle.license_plate),
        sentId: String(sent.id),
        photos: photosOf(failed),
      }).then(
        () => true,
        () => false,
      );
      if (kept) failed.length = 0;
    }
    if (failed.length) setPhase({ kind: 'photos_failed', sent, failed });
    else finish(sent);
  };

  /** The photos of these items, as the outbox keeps them. */
  const photosOf = (itemIds: string[]): OutboxPhoto[] =>
    itemIds.map((itemId) => ({ itemId, blob: answersRef.current[itemId]!.photo!.blob, name: `${itemId}.jpg`, sent: false }));

  const send = async () => {
    if (phase.kind !== 'editing') return;
    setTried(true);
    const problems: Record<string, string> = {};
    for (const item of items) {
      const problem = problemOf(item, answersRef.current[item.id]);
      if (problem) problems[item.id] = problemText(problem);
    }
    const results = resultsOf(items, answersRef.current);
    const body = {
      vehicle_id: String(vehicle.id),
      form_id: String(form.id),
      results,
      ...(odometer.trim() ? { odometer: odometer.trim() } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    // The contract's own check, as the server makes it (the odometer, the note, each answer's length).
    const checked = inspectionInput.safeParse(body);
    const fields: { odometer?: string; note?: string } = {};
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const [field, index] = issue.path;
        const message = translateContractMessage(translate, issue.message);
        if (field === 'odometer' || field === 'note') fields[field] ??= message;
        else if (field === 'results' && typeof index === 'number') problems[results[index]!.item_id] ??= message;
      }
    }
    setErrors(problems);
    setFieldErrors(fields);
    const firstItem = items.find((item) => item.id in problems);
    if (fields.odometer || fields.note || firstItem || !checked.success) {
      if (firstItem) bringIntoView(firstItem.id);
      return;
    }
    setPhase({ kind: 'sending' });
    let sent: Inspection;
    try {
      sent = await dataProvider.sendInspection({ ...body, odometer: checked.data.odometer ?? undefined } as never, idempotencyKey);
    } catch (error) {
      // No connection (a yard, a basement): the inspection and its photos wait on this device (docs/yard.md, Offline).
      if (isUnreachable(error) && employeeId) {
        const withPhotos = items.filter((item) => answersRef.current[item.id]?.photo && isFailed(item, answersRef.current[item.id]));
        const kept = await keepForLater(http, {
          kind: 'inspection',
          key: idempotencyKey,
          employeeId,
          body: { ...body, odometer: checked.data.odometer ?? undefined },
          plate: String(vehicle.license_plate),
          photos: photosOf(withPhotos.map((item) => item.id)),
        }).then(
          () => true,
          // No IndexedDB here (some private windows): the form stays, to be sent again with the same key.
          () => false,
        );
        if (kept) {
          showToast({ title: translate('fleet.outbox.kept'), description: translate('fleet.outbox.kept_description'), variant: 'success' });
          onLeave();
          return;
        }
      }
      showServerRefusal(
        error,
        results.map((result) => result.item_id),
      );
      setPhase({ kind: 'editing' });
      return;
    }
    await sendPhotos(sent);
  };

  /** The server's messages at their items and fields (400), and a toast that says why in any case. */
  const showServerRefusal = (error: unknown, sentIds: string[]) => {
    const atItems: Record<string, string> = {};
    const atFields: { odometer?: string; note?: string } = {};
    if (error instanceof HttpError && error.status < 500) {
      for (const { field, message } of failedCallBody(error)?.errors ?? []) {
        const text = translateContractMessage(translate, message);
        const index = RESULT_FIELD.exec(field ?? '')?.[1];
        if (index !== undefined && sentIds[Number(index)]) atItems[sentIds[Number(index)]!] ??= text;
        else if (field === 'odometer' || field === 'note') atFields[field] ??= text;
      }
    }
    setErrors(atItems);
    setFieldErrors(atFields);
    showToast({
      title: translate('resources.inspections.toasts.error_add'),
      description: errorText(error, translate),
      variant: 'destructive',
    });
    const firstItem = items.find((item) => item.id in atItems);
    if (firstItem) bringIntoView(firstItem.id);
  };

  const busy = phase.kind !== 'editing';
  const touched = Object.keys(answers).length > 0 || odometer !== '' || note !== '';
  const leave = () => (touched && phase.kind === 'editing' ? setAsking(true) : onLeave());
  const openCount = Object.keys(errors).length;
  const mileage = typeof vehicle.mileage === 'number' ? formatKilometres(vehicle.mileage, language) : undefined;

  return (
    <>
      <FillHeading onBack={leave} form={form} vehicle={vehicle} />
      <Box sx={{ maxWidth: 760 }}>
        <TextField
          label={translate('resources.inspections.fill.odometer')}
          value={odometer}
          onChange={(event) => {
            setOdometer(event.target.value);
            setFieldErrors(({ odometer: _, ...rest }) => rest);
          }}
          error={Boolean(fieldErrors.odometer)}
          helperText={
            fieldErrors.odometer ??
            (mileage
              ? translate('resources.inspections.fill.odometer_hint', { km: mileage })
              : translate('resources.inspections.fill.odometer_none'))
          }
          disabled={busy}
          slotProps={{
            htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
            input: { endAdornment: <InputAdornment position="end">km</InputAdornment> },
          }}
          sx={{ mb: 2, width: { xs: '100%', sm: 280 } }}
        />
        {sections.map((section, sectionIndex) => (
          <Box key={sectionIndex} component="section" aria-labelledby={`fill-section-${sectionIndex}`} sx={{ mb: 3 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
              <Typography id={`fill-section-${sectionIndex}`} variant="h6" component="h3">
                {section.title}
              </Typography>
              {section.items.some((item) => item.kind === 'pass_fail') && (
                <AllOkButton
                  section={section.title}
                  open={unansweredPassFail(section.items, answers).length}
                  disabled={busy}
                  onClick={() => allOk(section)}
                />
              )}
            </Box>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
              {section.items.map((item) => (
                <ItemRow
                  key={item.id}
                  item={item}
                  answer={answers[item.id] ?? NO_ANSWER}
                  error={errors[item.id]}
                  disabled={busy}
                  onChange={change}
                  onAnswered={answered}
                  focusRef={focusRef}
                />
              ))}
            </Box>
          </Box>
        ))}
        <TextField
          label={translate('resources.inspections.fill.general_note')}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            setFieldErrors(({ note: _, ...rest }) => rest);
          }}
          error={Boolean(fieldErrors.note)}
          helperText={fieldErrors.note}
          disabled={busy}
          multiline
          minRows={2}
          fullWidth
        />
      </Box>
      {phase.kind === 'photos_failed' && (
        <Alert
          severity="warning"
          sx={{ mt: 2, maxWidth: 760 }}
          action={
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
              <Button color="inherit" size="small" onClick={() => void sendPhotos(phase.sent, phase.failed)}>
                {translate('resources.inspections.fill.retry_photos')}
              </Button>
              <Button color="inherit" size="small" onClick={() => finish(phase.sent)}>
                {translate('resources.inspections.fill.skip_photos')}
              </Button>
            </Box>
          }
        >
          <AlertTitle>{translate('resources.inspections.fill.photos_failed', { smart_count: phase.failed.length })}</AlertTitle>
        </Alert>
      )}
      <SendBar
        sendButton={sendButton}
        answered={answeredCount}
        total={mustAnswer.length}
        openCount={tried ? openCount : 0}
        phase={phase}
        onSend={() => void send()}
      />
      <UnsavedChangesDialog
        open={asking}
        onKeepEditing={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          onLeave();
        }}
      />
    </>
  );
}

/**
 * Send, at the foot of the screen while the items scroll beneath it: in a thumb's reach on a phone,
 * with how many items are answered, and while sending, how far it is.
 */
function SendBar({
  sendButton,
  answered,
  total,
  openCount,
  phase,
  onSend,
}: {
  sendButton: RefObject<HTMLButtonElement | null>;
  answered: number;
  total: number;
  openCount: number;
  phase: Phase;
  onSend: () => void;
}) {
  const translate = useTranslate();
  const status =
    phase.kind === 'sending'
      ? translate('resources.inspections.fill.sending')
      : phase.kind === 'photos'
        ? translate('resources.inspections.fill.sending_photos', { n: phase.n, total: phase.total })
        : undefined;
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 3,
        mt: 3,
        maxWidth: 760,
        px: 2,
        pt: 1.5,
        pb: 'calc(12px + env(safe-area-inset-bottom, 0px))',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {(phase.kind === 'sending' || phase.kind === 'photos') && (
        <LinearProgress aria-label={status} sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box sx={{ flex: 1, minWidth: 0 }} aria-live="polite">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {status ?? translate('resources.inspections.fill.progress', { answered, total })}
          </Typography>
          {openCount > 0 && (
            <Typography variant="body2" color="error">
              {translate('resources.inspections.fill.open_items', { smart_count: openCount })}
            </Typography>
          )}
        </Box>
        <Button
          ref={sendButton}
          variant="contained"
          size="large"
          endIcon={<SendIcon />}
          disabled={phase.kind !== 'editing'}
          onClick={onSend}
          sx={{ minHeight: 52, minWidth: { xs: 140, sm: 160 }, fontSize: '1.05rem', fontWeight: 700 }}
        >
          {phase.kind === 'editing' || phase.kind === 'photos_failed'
            ? translate('resources.inspections.fill.send')
            : translate('resources.inspections.fill.sending')}
        </Button>
      </Box>
    </Box>
  );
}
