import type { z } from 'zod';
import { LANGUAGES, type Language } from '../../contract/languages';
import { MAX_IMPORT_ROWS, messages } from '../../contract/messages';
import { withoutSoftHyphens } from '../../contract/vocabulary';
import { normalPlate } from '../../contract/schemas/vehicle';
import type { ImportIssue } from '../../contract/schemas/imports';
import { badRequest } from '../errors';
import { normalHeader, readDay, type CsvColumn, type CsvContext } from './columns';
import { CSV_CONVENTIONS, type CsvConvention } from './conventions';
import { readCsv } from './read';
import { slashOrderOf } from './values';

/** One data row of an import, its cells read into the values the contract's schema checks. */
export interface SheetRow {
  row: number;
  values: Record<string, unknown>;
  /** The cell text by field, for the issues to quote. */
  cells: Record<string, string>;
}

/**
 * A CSV file read against a resource's columns: its headers matched in any language, its cells read
 * in the file's convention, and every problem found so far, by row and column.
 */
export class Sheet {
  readonly rows: SheetRow[] = [];
  readonly issues: ImportIssue[] = [];
  readonly ignoredColumns: string[] = [];
  private readonly headers = new Map<string, string>();
  private readonly positions = new Map<string, number>();
  /** `row:field` of every issue, so a cell is blamed once, for its first fault. */
  private readonly blamed = new Set<string>();
  private readonly faultyRows = new Set<number>();

  constructor(content: Buffer, columns: readonly CsvColumn<never>[]) {
    const file = readCsv(content);
    if (file.records.length > MAX_IMPORT_ROWS) throw badRequest(messages.importTooManyRows);

    const { matched, language } = matchHeaders(file.header, columns);
    const missing = columns.filter((column) => column.required && !matched.some((match) => match.column === column));
    if (missing.length > 0) {
      const errors = missing.map((column) => ({
        field: withoutSoftHyphens(column.labels[language]),
        message: messages.importMissingColumn,
      }));
      throw badRequest(messages.importMissingColumn, errors);
    }
    // The file's dates with slashes, all of them, show whether the day or the month comes first.
    const dateColumns = matched.filter((match) => match.column.read === readDay).map((match) => match.index);
    const context: CsvContext = {
      language,
      convention: conventionOf(file.delimiter, language),
      slashOrder: slashOrderOf(file.records.flatMap((record) => dateColumns.map((index) => record.cells[index] ?? ''))),
    };

    file.header.forEach((header, index) => {
      const match = matched.find((candidate) => candidate.index === index);
      if (!match?.column.read) {
        if (header) this.ignoredColumns.push(header);
      } else {
        this.headers.set(match.column.field, header);
        this.positions.set(header, index);
      }
    });

    for (const record of file.records) {
      const values: Record<string, unknown> = {};
      const cells: Record<string, string> = {};
      for (const { column, index } of matched) {
        if (!column.read) continue;
        const cell = record.cells[index] ?? '';
        cells[column.field] = cell;
        const read = column.read(cell, context);
        if ('error' in read) this.addIssue(record.row, column.field, read.error, cell);
        else values[column.field] = read.value;
      }
      this.rows.push({ row: record.row, values, cells });
    }
  }

  /** The file's own header for a field, for the issues to name the column as the user sees it. */
  headerOf(field: string): string | null {
    return this.headers.get(field) ?? null;
  }

  addIssue(row: number, field: string | null, message: string, value?: string) {
    this.blamed.add(`${row}:${field}`);
    this.faultyRows.add(row);
    this.issues.push({ row, column: field === null ? null : (this.headerOf(field) ?? field), value: value ?? null, message });
  }

  /** Every issue, as the file reads: by row, then left to right (a whole-row issue first). */
  sortedIssues(): ImportIssue[] {
    const position = (issue: ImportIssue) => (issue.column === null ? -1 : (this.positions.get(issue.column) ?? Number.MAX_SAFE_INTEGER));
    return [...this.issues].sort((a, b) => a.row - b.row || position(a) - position(b));
  }

  hasIssues(row: number): boolean {
    return this.faultyRows.has(row);
  }

  /**
   * Checks a row with the contract's schema, the very one the add dialog and the API use, and files
   * each of its messages under the column it concerns (`columnOf` names it for fields that come from
   * another column, e.g. a vehicle id found by its plate), unless that cell is blamed already.
   * Answers the input when the row has no issue at all.
   */
  validate<Schema extends z.ZodType>(
    row: SheetRow,
    schema: Schema,
    input: Record<string, unknown>,
    columnOf: Record<string, string> = {},
  ): z.output<Schema> | undefined {
    const result = schema.safeParse(input);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '');
        const column = columnOf[field] ?? field;
        if (!this.blamed.has(`${row.row}:${column}`)) this.addIssue(row.row, column, issue.message, row.cells[column]);
      }
    }
    return result.success && !this.hasIssues(row.row) ? result.data : undefined;
  }
}

function matchHeaders(header: string[], columns: readonly CsvColumn<never>[]) {
  const votes: Record<Language, number> = { en: 0, de: 0, al: 0 };
  const matched: { column: CsvColumn<never>; index: number }[] = [];
  header.forEach((text, index) => {
    const name = normalHeader(text);
    if (!name) return;
    const column = columns.find(
      (candidate) =>
        normalHeader(candidate.field) === name ||
        LANGUAGES.some((language) => normalHeader(candidate.labels[language]) === name) ||
        candidate.aliases?.some((alias) => normalHeader(alias) === name),
    );
    if (!column) return;
    for (const language of LANGUAGES) if (normalHeader(column.labels[language]) === name) votes[language] += 1;
    if (matched.some((match) => match.column === column)) {
      throw badRequest(messages.importColumnTwice, [{ field: text, message: messages.importColumnTwice }]);
    }
    matched.push({ column, index });
  });
  // The language most headers are written in; English when they are API field names.
  const language = LANGUAGES.reduce((best, candidate) => (votes[candidate] > votes[best] ? candidate : best), 'en' as Language);
  return { matched, language };
}

/**
 * The delimiter tells the decimal separator: `;` files write decimal commas, `,` files decimal
 * points (a comma there would split the field). A tab says nothing, so the headers' language decides.
 */
function conventionOf(delimiter: CsvConvention['delimiter'], language: Language): CsvConvention {
  if (delimiter === ';') return { delimiter, decimal: ',' };
  if (delimiter === ',') return { delimiter, decimal: '.' };
  return { delimiter, decimal: CSV_CONVENTIONS[language].decimal };
}

/** A plate cell as plates are stored and compared (contract's normalPlate); empty when there is none. */
export const plateKey = (value: unknown) => normalPlate(String(value ?? ''));
