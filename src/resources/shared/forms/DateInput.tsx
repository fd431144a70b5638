import { lazy, Suspense } from 'react';
import { TextField } from '@mui/material';
import { FieldTitle } from 'ra-core';
import type { DateInputProps } from './DatePickerInput';

/*
 * The date picker library is the largest part of a form: it is loaded when a date is first shown (a dialog
 * opens, a maintenance list shows its date filters), not with every list that has an add button.
 */
const DatePickerInput = lazy(() => import('./DatePickerInput'));

/**
 * A date as people read it (docs/product.md, Formats): typed as dd.MM.yyyy in every language, or chosen in a
 * calendar in the user's language, and held in the form as the API takes it, yyyy-MM-dd.
 */
export function DateInput(props: DateInputProps) {
  return (
    <Suspense fallback={<Loading {...props} />}>
      <DatePickerInput {...props} />
    </Suspense>
  );
}

/** The field as it will look, for the moment the picker loads. */
function Loading({ source, label, isRequired, size = 'small', sx, helperText }: DateInputProps) {
  return (
    <TextField
      disabled
      variant="filled"
      margin="dense"
      size={size}
      fullWidth
      sx={sx}
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      helperText={helperText === false ? undefined : ' '}
    />
  );
}
