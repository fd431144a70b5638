import type { ReactNode } from 'react';
import { Checkbox, FormControlLabel, FormHelperText, Box } from '@mui/material';
import { FieldTitle, useInput, useTranslate } from 'ra-core';

interface CheckboxInputProps {
  source: string;
  label?: string;
  /** A sentence under the box that says what ticking it means. */
  helperText?: ReactNode;
}

/**
 * A yes-or-no field of a form as a checkbox with its label beside it (react-admin has only the switch,
 * which reads as "on or off" rather than "this is so"): a full tank, a replaced meter. Its explanation
 * is tied to the box (aria-describedby), so a screen reader says it with the label.
 */
export function CheckboxInput({ source, label, helperText }: CheckboxInputProps) {
  const translate = useTranslate();
  const { id, field, fieldState } = useInput({ source, type: 'checkbox' });
  const helpId = `${id}-help`;
  const error = fieldState.error?.message;
  return (
    <Box sx={{ mt: 0.5, mb: 1 }}>
      <FormControlLabel
        control={
          <Checkbox
            id={id}
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, 'aria-describedby': helperText || error ? helpId : undefined } }}
          />
        }
        label={<FieldTitle label={label} source={source} />}
      />
      {(helperText || error) && (
        <FormHelperText id={helpId} error={Boolean(error)} sx={{ mt: -0.5, ml: 4 }}>
          {error ? translate(error, { _: error }) : helperText}
        </FormHelperText>
      )}
    </Box>
  );
}
