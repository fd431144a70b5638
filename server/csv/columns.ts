import { LANGUAGES, type Language } from '../../contract/languages';
import { messages } from '../../contract/messages';
import { CSV_CONVENTIONS, type CsvConvention } from './conventions';
import { withoutSoftHyphens } from '../../contract/vocabulary';
import { formatNumber, isSlashDate, parseDay, parseNumber, type SlashOrder } from './values';

/**
 * One column of a resource's CSV file: its header in each language, how a row's value is written,
 * and, for the columns an import takes, how a cell is read. The export writes the columns in this
 * order; the import finds them by header in any of the three languages (or by API field name), in
 * any order, and leaves computed columns such as statuses and next dates alone.
 */
export interface CsvColumn<Row> {
  /** The API field the column holds; also accepted as its header. */
  field: string;
  labels: Record<Language, string>;
  /** More headers the import accepts for it. */
  aliases?: readonly string[];
  write(row: Row, context: CsvContext): string;
  /** Undefined: the column is exported only (computed, or set by the server). */
  read?: CellReader;
  /** The import cannot do without it. */
  required?: boolean;
}

export interface CsvContext {
  language: Language;
  convention: CsvConvention;
  /** On import, the order of the file's dates with slashes, where the file shows one (values.ts, slashOrderOf). */
  slashOrder?: SlashOrder;
}

type CellValue = { value: unknown } | { error: string };
type CellReader = (cell: string, context: CsvContext) => CellValue;

/** A header as people type it: case, spaces and the soft hyphens of German labels do not matter. */
export const normalHeader = (header: string) => withoutSoftHyphens(header).replace(/\s+/g, ' ').trim().toLowerCase();

/** One label of a per-language vocabulary (contract/vocabulary.ts) in every language. */
export function labelsOf<Labels, Key extends keyof Labels>(
  vocabulary: Record<Language, Labels & Record<Key, string>>,
  key: Key,
): Record<Language, string> {
  return { en: vocabulary.en[key], de: vocabulary.de[key], al: vocabulary.al[key] };
}

// Readers. An empty cell is passed on empty: the schema then says "required", or stores null.

export const readText: CellReader = (cell) => ({ value: cell });

export const readNumber: CellReader = (cell, { convention }) => {
  if (cell.trim() === '') return { value: '' };
  const value = parseNumber(cell, convention);
  return value === undefined ? { error: messages.validNumber } : { value };
};

export const readDay: CellReader = (cell, { slashOrder }) => {
  if (cell.trim() === '') return { value: '' };
  const day = parseDay(cell, slashOrder);
  if (day !== undefined) return { value: day };
  // A real day in some order, but the file does not say which.
  const undecided = !slashOrder && isSlashDate(cell) && (parseDay(cell, 'day-first') ?? parseDay(cell, 'month-first')) !== undefined;
  return { error: undecided ? messages.importSlashDate : messages.validDay };
};

/**
 * A name shown in any language (e.g. `Lkw`, `Kamion`, `Truck`) or the stored value (`truck`), or a
 * name an earlier version of Fleet wrote (contract/vocabulary.ts, formerWords: `Zulassung`).
 */
export function readNamed<Value extends string>(
  names: Record<Language, Record<Value, string>>,
  formerNames: Partial<Record<Value, readonly string[]>> = {},
): CellReader {
  const byName = new Map<string, Value>();
  for (const language of LANGUAGES) {
    for (const [value, name] of Object.entries(names[language]) as [Value, string][]) {
      byName.set(name.toLowerCase(), value);
      byName.set(value.toLowerCase(), value);
    }
  }
  for (const [value, former] of Object.entries(formerNames) as [Value, readonly string[]][]) {
    for (const name of former) byName.set(name.toLowerCase(), value);
  }
  // Unknown names go on as written, and the schema answers with its own message.
  return (cell) => ({ value: byName.get(cell.trim().toLowerCase()) ?? cell });
}

// Writers

export const writeText = (value: string | null | undefined) => value ?? '';
export const writeInteger = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
export const writeMoney = (value: number | string, context: CsvContext) => formatNumber(value, 2, context.convention);
/** A stored day in the form the language's files write dates (conventions.ts): yyyy-MM-dd; empty for no date. */
export function writeDay(day: string | null, context: CsvContext): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  if (!match) return '';
  const [, year, month, date] = match;
  switch (CSV_CONVENTIONS[context.language].day) {
    case 'yyyy-MM-dd':
      return `${year}-${month}-${date}`;
  }
}
