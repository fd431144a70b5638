import { isIsoDate } from '../../contract/schemas/fields';
import type { CsvConvention } from './conventions';

/**
 * Numbers and dates in a CSV file, in the file's own convention (conventions.ts). Written without
 * thousands separators and with a fixed number of decimals, so that spreadsheets take them as numbers;
 * read back strictly, so that a value is never guessed: `1.234` is one thousand two hundred and
 * thirty-four in a German file and one point two three four in an English one, and anything that
 * fits neither reading is refused with the row and column rather than imported wrong. Dates likewise:
 * every form that spreadsheets write back is read, and a date whose order the file leaves open is
 * refused (docs/csv.md, Spreadsheets).
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

/**
 * Two-digit years, as spreadsheets write them back (LibreOffice's German short date is dd.MM.yy):
 * 00–68 are 2000–2068 and 69–99 are 1969–1999, the window of POSIX's strptime `%y` (also C's, Go's
 * and Python's). Every date Fleet imports (a control, a service, a record) lies well inside it.
 */
export function fullYear(twoDigits: number): number {
  return twoDigits <= 68 ? 2000 + twoDigits : 1900 + twoDigits;
}

/**
 * Which comes first in a date written with slashes. US spreadsheets write month first (7/8/2026 is
 * 8 July), British ones day first (8 July is 8/7/2026), so the file must tell (slashOrderOf).
 */
export type SlashOrder = 'day-first' | 'month-first';

const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/;
const SLASHED = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** yyyy-MM-dd of a year, month and day as written, when that is a real calendar day. */
function calendarDay(year: string, month: string, day: string): string | undefined {
  const fullYearText = year.length === 2 ? String(fullYear(Number(year))) : year;
  const iso = `${fullYearText}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : undefined;
}

/** True when the text is a date with slashes, whose order the file decides. */
export const isSlashDate = (text: string) => SLASHED.test(text.trim());

/**
 * A day as spreadsheets write it back, as a real calendar day (yyyy-MM-dd); impossible days (31.02.)
 * are refused.
 * - yyyy-MM-dd (also yyyy-M-d), as Fleet exports it and LibreOffice keeps it;
 * - d.M.yyyy and d.M.yy, day first, as German and Albanian spreadsheets write it (dd.MM.yy is
 *   LibreOffice's German short date);
 * - d/M/yyyy or M/d/yyyy (also with two-digit years), as English spreadsheets write it, in the order
 *   the file shows (slashOrderOf); without one, such a date is not read.
 */
export function parseDay(text: string, slashOrder?: SlashOrder): string | undefined {
  const value = text.trim();
  const iso = ISO.exec(value);
  if (iso) return calendarDay(iso[1]!, iso[2]!, iso[3]!);
  const dotted = DOTTED.exec(value);
  if (dotted) return calendarDay(dotted[3]!, dotted[2]!, dotted[1]!);
  const slashed = SLASHED.exec(value);
  if (slashed && slashOrder) {
    const [, first, second, year] = slashed as unknown as [string, string, string, string];
    return slashOrder === 'day-first' ? calendarDay(year, second, first) : calendarDay(year, first, second);
  }
  return undefined;
}

/**
 * The order of a file's dates with slashes: the one in which every one of them is a real day. When
 * both orders fit them all (no day after the 12th) or neither does (they mix the two), the file does
 * not say, and its slash dates are refused rather than guessed.
 */
export function slashOrderOf(cells: Iterable<string>): SlashOrder | undefined {
  let dayFirst = true;
  let monthFirst = true;
  let any = false;
  for (const cell of cells) {
    if (!isSlashDate(cell)) continue;
    const asDayFirst = parseDay(cell, 'day-first') !== undefined;
    const asMonthFirst = parseDay(cell, 'month-first') !== undefined;
    // A date that is no day in either order (13/13/2026) says nothing; it is refused on its own.
    if (!asDayFirst && !asMonthFirst) continue;
    any = true;
    dayFirst &&= asDayFirst;
    monthFirst &&= asMonthFirst;
  }
  if (!any || dayFirst === monthFirst) return undefined;
  return dayFirst ? 'day-first' : 'month-first';
}
