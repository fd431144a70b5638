import type { ReactNode } from 'react';
import { DecimalInput } from '../forms/DecimalInput';

/**
 * A cost in euros, written with the language's decimal separator (docs/product.md, Formats): a German or
 * Albanian user reads and types 240,50. The form holds it with a point, as the contract reads
 * numbers, so the check and the value sent are the same in every language. It is a text field that
 * the contract turns into a number, so that anything else gets "Please enter a valid number".
 */
export function CostInput({ isRequired = true, helperText }: { isRequired?: boolean; helperText?: ReactNode }) {
  return <DecimalInput source="cost" isRequired={isRequired} helperText={helperText} unit="€" />;
}
