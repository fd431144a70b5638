import type { ReactNode } from 'react';
import { TextInput } from 'react-admin';
import { InputAdornment } from '@mui/material';
import { NUMBER_SEPARATORS } from '../../../../contract/formats';
import { useLanguage } from '../../../i18n/useLanguage';

interface DecimalInputProps {
  source: string;
  label?: string;
  isRequired?: boolean;
  /** The unit after the number (h for engine hours). */
  unit?: ReactNode;
  helperText?: ReactNode;
}

/**
 * A number with decimals written with the language's decimal separator (docs/product.md, Formats), as
 * CostInput does for money: a German user types 52,3. The form holds it with a point, as the contract
 * reads numbers, so the check and the value sent are the same in every language; anything that is no
 * number gets the contract's "Please enter a valid number".
 */
export function DecimalInput({ source, label, isRequired, unit, helperText }: DecimalInputProps) {
  const separator = NUMBER_SEPARATORS[useLanguage()].decimal;
  return (
    <TextInput
      source={source}
      label={label}
      isRequired={isRequired}
      helperText={helperText}
      format={(value: unknown) => (value === null || value === undefined ? '' : String(value).replace('.', separator))}
      parse={(text: string) => text.replace(',', '.')}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
    />
  );
}
