import type { TranslateFunction } from 'ra-core';
import { formatNumber } from '../../../contract/formats';
import type { Language } from '../../../contract/languages';

/** A number as it was written, with as many decimals, in the language's separators: 1.6 → "1,6" in German. */
export function formatReading(value: number, language: Language): string {
  const decimals = (String(value).split('.')[1] ?? '').length;
  return formatNumber(value, language, Math.min(decimals, 6));
}

interface Range {
  unit: string | null;
  min: number | null;
  max: number | null;
}

/** A number item's allowed range in words: "1.6–10 mm", "at least 2 bar", or undefined when it has none. */
export function rangeText(item: Range, language: Language, translate: TranslateFunction): string | undefined {
  const withUnit = (value: number) => (item.unit ? `${formatReading(value, language)} ${item.unit}` : formatReading(value, language));
  if (item.min !== null && item.max !== null) {
    const range = `${formatReading(item.min, language)}–${formatReading(item.max, language)}`;
    return item.unit ? `${range} ${item.unit}` : range;
  }
  if (item.min !== null) return translate('resources.inspections.fill.range_from', { min: withUnit(item.min) });
  if (item.max !== null) return translate('resources.inspections.fill.range_to', { max: withUnit(item.max) });
  return undefined;
}

/** Whether a value read passes its item: within the range, both ends included. */
export function withinRange(value: number, item: Range): boolean {
  return (item.min === null || value >= item.min) && (item.max === null || value <= item.max);
}
