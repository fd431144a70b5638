import { memo, useId, useRef, useState } from 'react';
import { Box, Button, Chip, CircularProgress, FormHelperText, InputAdornment, Paper, TextField, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import ReportIcon from '@mui/icons-material/ReportProblemOutlined';
import CameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslate } from 'ra-core';
import { useLanguage } from '../../../i18n/useLanguage';
import { rangeText } from '../../inspection-forms/itemRange';
import { isFailed, readValue, type Answer, type FillItem, type TakenPhoto } from './answers';
import { scalePhoto } from './scalePhoto';

interface ItemRowProps {
  item: FillItem;
  answer: Answer;
  /** Why it cannot be sent yet, in words; shown under it once Send was pressed, or the server said so. */
  error?: string;
  disabled: boolean;
  onChange: (itemId: string, change: Partial<Answer>) => void;
  /** An answer given by a tap (OK): the screen moves on to the next item. */
  onAnswered: (itemId: string) => void;
  /** Where the screen puts the focus when it moves on to this item. */
  focusRef: (itemId: string, element: HTMLElement | null) => void;
}

/**
 * One item of the form, as a large row for a thumb (docs/screens.md, Fill an inspection): pass/fail as
 * two big buttons, a number on the phone's number pad judged against its range as it is typed, a text
 * as a text. A defect opens its note and, when the item asks for one, "Take photo".
 */
export const ItemRow = memo(function ItemRow({ item, answer, error, disabled, onChange, onAnswered, focusRef }: ItemRowProps) {
  const translate = useTranslate();
  const language = useLanguage();
  const labelId = useId();
  const errorId = useId();
  const failed = isFailed(item, answer);
  const range = item.kind === 'number' ? rangeText(item, language, translate) : undefined;
  const answeredOk =
    (item.kind === 'pass_fail' && answer.passed === true) || (item.kind === 'number' && !failed && readValue(answer.value) !== undefined);
  const accent = failed ? 'error.main' : answeredOk ? 'success.main' : 'divider';
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={labelId}
      sx={{ p: { xs: 1.5, sm: 2 }, borderLeft: 4, borderLeftColor: accent, scrollMarginTop: 72, scrollMarginBottom: 96 }}
      data-item={item.id}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
        <Typography id={labelId} sx={{ fontWeight: 600, fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
          {item.label}
        </Typography>
        {item.critical && (
          <Chip size="small" color="error" label={translate('resources.inspections.fill.critical')} sx={{ fontWeight: 600 }} />
        )}
      </Box>
      {(item.hint || range) && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          {[item.hint, range && translate('resources.inspections.fill.range', { range })].filter(Boolean).join(' · ')}
        </Typography>
      )}
      <Box sx={{ mt: 1.5 }}>
        {item.kind === 'pass_fail' && (
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
            {/* OK on the right, under a right thumb; Defect first in reading order, as on the screen. */}
            <Button
              variant={answer.passed === false ? 'contained' : 'outlined'}
              color="error"
              size="large"
              startIcon={<ReportIcon />}
              aria-pressed={answer.passed === false}
              aria-describedby={error ? errorId : undefined}
              disabled={disabled}
              onClick={() => onChange(item.id, { passed: false })}
              sx={BIG_BUTTON}
            >
              {translate('resources.inspections.fill.defect')}
            </Button>
            <Button
              ref={(element) => focusRef(item.id, element)}
              variant={answer.passed === true ? 'contained' : 'outlined'}
              color="success"
              size="large"
              startIcon={<CheckIcon />}
              aria-pressed={answer.passed === true}
              aria-describedby={error ? errorId : undefined}
              disabled={disabled}
              onClick={() => {
                onChange(item.id, { passed: true });
                onAnswered(item.id);
              }}
              sx={BIG_BUTTON}
            >
              {translate('resources.inspections.fill.ok')}
            </Button>
          </Box>
        )}
        {item.kind === 'number' && (
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
            <TextField
              inputRef={(element: HTMLElement | null) => focusRef(item.id, element)}
              label={translate('resources.inspections.fill.value')}
              value={answer.value}
              onChange={(event) => onChange(item.id, { value: event.target.value })}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  onAnswered(item.id);
                }
              }}
              disabled={disabled}
              error={Boolean(error)}
              fullWidth
              slotProps={{
                htmlInput: {
                  inputMode: 'decimal',
                  enterKeyHint: 'next',
                  autoComplete: 'off',
                  'aria-labelledby': `${labelId} ${labelId}-value`,
                  'aria-describedby': error ? errorId : undefined,
                },
                inputLabel: { id: `${labelId}-value` },
                input: item.unit ? { endAdornment: <InputAdornment position="end">{item.unit}</InputAdornment> } : undefined,
              }}
              sx={{ maxWidth: 260 }}
            />
            {answeredOk && <Chip color="success" variant="outlined" label={translate('resources.inspections.fill.ok')} sx={{ mt: 1.5 }} />}
            {failed && <Chip color="error" label={translate('resources.inspections.fill.defect')} sx={{ mt: 1.5, fontWeight: 600 }} />}
          </Box>
        )}
        {item.kind === 'number' && readValue(answer.value) !== undefined && !Number.isNaN(readValue(answer.value)) && (
          <Typography variant="body2" color={failed ? 'error' : 'text.secondary'} sx={{ mt: 0.5 }}>
            {translate(failed ? 'resources.inspections.fill.value_defect' : 'resources.inspections.fill.value_ok')}
          </Typography>
        )}
        {item.kind === 'text' && (
          <TextField
            label={translate('resources.inspections.fill.text')}
            value={answer.text}
            onChange={(event) => onChange(item.id, { text: event.target.value })}
            disabled={disabled}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { 'aria-labelledby': `${labelId} ${labelId}-text` }, inputLabel: { id: `${labelId}-text` } }}
          />
        )}
      </Box>
      {failed && (
        <Box sx={{ mt: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <TextField
            label={translate('resources.inspections.fill.note')}
            helperText={translate('resources.inspections.fill.note_hint')}
            value={answer.note}
            onChange={(event) => onChange(item.id, { note: event.target.value })}
            disabled={disabled}
            multiline
            minRows={2}
            fullWidth
          />
          {item.photo_on_fail && (
            <PhotoTaker
              label={item.label}
              photo={answer.photo}
              disabled={disabled}
              describedBy={error ? errorId : undefined}
              onPhoto={(photo) => onChange(item.id, { photo })}
            />
          )}
        </Box>
      )}
      {error && (
        <FormHelperText id={errorId} error sx={{ mt: 1, fontSize: '0.875rem' }}>
          {error}
        </FormHelperText>
      )}
    </Paper>
  );
});

/** Thumb-sized: two of them share a phone's width, each at least 56 px high. */
const BIG_BUTTON = { minHeight: 56, fontSize: '1.05rem', fontWeight: 600 } as const;

/**
 * "Take photo": the phone's camera (`capture="environment"`, the back camera), the photo scaled in the
 * browser before it is kept; a thumbnail of it, with "Take another photo" and "Remove photo".
 */
function PhotoTaker({
  label,
  photo,
  disabled,
  describedBy,
  onPhoto,
}: {
  label: string;
  photo?: TakenPhoto;
  disabled: boolean;
  describedBy?: string;
  onPhoto: (photo: TakenPhoto | undefined) => void;
}) {
  const translate = useTranslate();
  const picker = useRef<HTMLInputElement>(null);
  const [scaling, setScaling] = useState(false);
  const [unreadable, setUnreadable] = useState(false);

  const take = async (file: File | undefined) => {
    if (!file) return;
    setScaling(true);
    setUnreadable(false);
    try {
      const blob = await scalePhoto(file);
      if (!blob) {
        setUnreadable(true);
        return;
      }
      if (photo) URL.revokeObjectURL(photo.url);
      onPhoto({ blob, url: URL.createObjectURL(blob) });
    } finally {
      setScaling(false);
    }
  };

  const remove = () => {
    if (photo) URL.revokeObjectURL(photo.url);
    onPhoto(undefined);
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      {photo && (
        <Box
          component="img"
          src={photo.url}
          alt={translate('resources.inspections.fill.photo_of', { label })}
          sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      )}
      <Button
        variant={photo ? 'outlined' : 'contained'}
        size="large"
        startIcon={scaling ? <CircularProgress size={18} color="inherit" /> : <CameraIcon />}
        disabled={disabled || scaling}
        aria-describedby={describedBy}
        onClick={() => picker.current?.click()}
        sx={{ minHeight: 48 }}
      >
        {translate(photo ? 'resources.inspections.fill.retake_photo' : 'resources.inspections.fill.take_photo')}
      </Button>
      {photo && (
        <Button color="error" startIcon={<DeleteIcon />} disabled={disabled} onClick={remove} sx={{ minHeight: 48 }}>
          {translate('resources.inspections.fill.remove_photo')}
        </Button>
      )}
      <input
        ref={picker}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        aria-label={translate('resources.inspections.fill.take_photo')}
        onChange={(event) => {
          void take(event.target.files?.[0]);
          // The same photo chosen again is a change too.
          event.target.value = '';
        }}
      />
      {unreadable && (
        <FormHelperText error sx={{ flexBasis: '100%', m: 0 }}>
          {translate('resources.inspections.fill.photo_unreadable')}
        </FormHelperText>
      )}
    </Box>
  );
}
