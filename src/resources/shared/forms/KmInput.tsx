import { TextInput } from 'react-admin';
import { InputAdornment } from '@mui/material';

/** An odometer reading in whole km (a record's mileage, a fill's odometer, a reading): the number pad on a phone. */
export function KmInput({ source, helperText }: { source: string; helperText?: string }) {
  return (
    <TextInput
      source={source}
      isRequired
      helperText={helperText}
      slotProps={{
        htmlInput: { inputMode: 'numeric' },
        input: { endAdornment: <InputAdornment position="end">km</InputAdornment> },
      }}
    />
  );
}
