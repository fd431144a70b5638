import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useSignedInUser } from '../../authProvider/useSignedInUser';
import { randomUuid } from '../../dataProvider/randomUuid';
import { translateContractMessage } from '../../i18n/contractMessages';
import { http } from '../../providers';
import type { OutboxEntry, OutboxKind } from '../../outbox/entry';
import { sendWaiting } from '../../outbox/send';
import { rewrite } from '../../outbox/store';

/** Each kind's resource, whose field names the form shows. */
const RESOURCE_OF: Record<OutboxKind, string> = { inspection: 'inspections', issue: 'issues', fuel: 'fuel', reading: 'meter-readings' };

/** What a person may correct: the record's own values, not the ids it belongs to nor an inspection's answers. */
const correctable = ([field, value]: [string, unknown]) =>
  !field.endsWith('_id') && (typeof value === 'string' || typeof value === 'number' || value === null);

/**
 * Corrects a record the server refused (docs/yard.md, Offline): its values as it was made, the server's
 * message at each field it named, and on save it goes back in line with a new Idempotency-Key (another
 * body is another request) and is sent at once.
 */
export function CorrectDialog({ entry, onClose }: { entry: OutboxEntry; onClose: () => void }) {
  const translate = useTranslate();
  const employeeId = useSignedInUser()?.id;
  const fields = Object.entries(entry.body).filter(correctable);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map(([field, value]) => [field, value === null ? '' : String(value)])),
  );
  const messageOf = (field: string) => entry.refused?.fields.find((refused) => refused.field === field)?.message;

  const save = async () => {
    const body = { ...entry.body };
    for (const [field, original] of fields) {
      const text = values[field]!.trim();
      // A number stays a number; one left empty or not a number goes as typed, for the server to say why.
      body[field] = typeof original === 'number' && text !== '' && Number.isFinite(Number(text)) ? Number(text) : text === '' ? null : text;
    }
    const { refused: _refused, ...rest } = entry;
    await rewrite({ ...rest, body, key: randomUuid() });
    onClose();
    if (employeeId && navigator.onLine) await sendWaiting(http, employeeId);
  };

  const resource = RESOURCE_OF[entry.kind];
  return (
    <Dialog open onClose={onClose} aria-labelledby="outbox-correct-title" fullWidth maxWidth="sm">
      <DialogTitle id="outbox-correct-title">
        {translate('fleet.outbox.correct_title', { what: translate(`fleet.outbox.kinds.${entry.kind}`), plate: entry.plate })}
      </DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          {fields.map(([field]) => {
            const message = messageOf(field);
            return (
              <TextField
                key={field}
                label={translate(`resources.${resource}.fields.${field}`, { _: field })}
                value={values[field]}
                onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
                error={message !== undefined}
                helperText={message ? translateContractMessage(translate, message) : undefined}
                size="small"
                fullWidth
              />
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()}>
          {translate('fleet.outbox.send_again')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
