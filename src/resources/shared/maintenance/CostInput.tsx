import type { ReactNode } from 'react';
import { TextInput } from 'react-admin';
import { InputAdornment } from '@mui/material';
import { NUMBER_SEPARATORS } from '../../../../contract/formats';
import { useLanguage } from '../../../i18n/useLanguage';

/**
 * A cost in euros, written with the language's decimal separator (docs/product.md, Formats): a German or
 * Albanian user reads and types 240,50. The form holds it with a point, as the contract reads
 * numbers, so the check and the value sent are the same in every language. It is a text field that
 * the contract turns into a number, so that anything else gets "Please enter a valid number".
 */
export function CostInput({ isRequired = true, helperText }: { isRequired?: boolean; helperText?: ReactNode }) {
  const separator = NUMBER_SEPARATORS[useLanguage()].decimal;
  return (
    <TextInput
      source="cost"
      isRequired={isRequired}
      helperText={helperText}
      format={(value: unknown) => (value === null || value === undefined ? '' : String(value).replace('.', separator))}
      parse={(text: string) => text.replace(',', '.')}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
      }}
    />
  );
}
