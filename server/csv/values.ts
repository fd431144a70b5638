import { isIsoDate } from '../../contract/schemas/fields';
import type { CsvConvention } from './conventions';

/**
 * Numbers and dates in a CSV file, in the file's own convention (conventions.ts). Written without
 * thousands separators and with a fixed number of decimals, so that spreadsheets take them as numbers;
 * read back strictly, so that a value is never guessed: `1.234` is one thousand two hundred and
 * thirty-four in a German file and one point two three four in an English one, and anything that
 * fits neither reading is refused with the row and column rather than imported wrong.
 */

export function formatNumber(value: number | string, decimals: number, convention: CsvConvention): string {
  const fixed = Number(value).toFixed(decimals);
  return convention.decimal === ',' ? fixed.replace('.', ',') : fixed;
}

/** A number written in the convention, with or without thousands separators, with an optional € or km after it. */
export function parseNumber(text: string, convention: CsvConvention): number | undefined {
  const value = text
    .trim()
    .replace(/\s*(€|eur|km)$/i, '')
    .replace(/[\s\u00A0\u202F]/g, '');
  const decimal = convention.decimal === ',' ? ',' : '\\.';
  const group = convention.decimal === ',' ? '\\.' : ',';
  const plain = new RegExp(`^-?\\d+(${decimal}\\d+)?$`);
  const grouped = new RegExp(`^-?\\d{1,3}(${group}\\d{3})+(${decimal}\\d+)?$`);
  if (!plain.test(value) && !grouped.test(value)) return undefined;
  const normal = convention.decimal === ',' ? value.replaceAll('.', '').replace(',', '.') : value.replaceAll(',', '');
  const number = Number(normal);
  return Number.isFinite(number) ? number : undefined;
}

/** dd.MM.yyyy (also d.M.yyyy) or yyyy-MM-dd, as a real calendar day; two-digit years are refused. */
export function parseDay(text: string): string | undefined {
  const value = text.trim();
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  const iso = dotted ? `${dotted[3]}-${dotted[2]!.padStart(2, '0')}-${dotted[1]!.padStart(2, '0')}` : value;
  return isIsoDate(iso) ? iso : undefined;
}
