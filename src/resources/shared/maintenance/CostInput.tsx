import { TextInput } from 'react-admin';
import { InputAdornment } from '@mui/material';
import { useLocaleState } from 'ra-core';
import { LANGUAGE_TAGS, type Locale } from '../../../i18n';

function useDecimalSeparator(): string {
  const [locale] = useLocaleState();
  const tag = LANGUAGE_TAGS[locale as Locale] ?? 'en';
  return new Intl.NumberFormat(tag).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/**
 * A cost in euros, written with the language's decimal separator (product.md "Formats"): a German or
 * Albanian user reads and types 240,50. The form holds it with a point, as the contract reads
 * numbers, so the check and the value sent are the same in every language. It is a text field that
 * the contract turns into a number, so that anything else gets "Please enter a valid number".
 */
export function CostInput() {
  const separator = useDecimalSeparator();
  return (
    <TextInput
      source="cost"
      isRequired
      format={(value: unknown) => (value === null || value === undefined ? '' : String(value).replace('.', separator))}
      parse={(text: string) => text.replace(',', '.')}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
      }}
    />
  );
}
