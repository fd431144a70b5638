import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type pg from 'pg';
import type { Language } from '../../contract/languages';
import { withoutSoftHyphens } from '../../contract/vocabulary';
import { type CsvColumn, type CsvContext } from './columns';
import { BOM, CSV_CONVENTIONS } from './conventions';
import { openListCursor, type ListQuery } from './list-cursor';
import { csvRecord } from './write';

export interface CsvExport<Stored, Row> {
  pool: pg.Pool;
  /** The list's query, filtered and sorted as the list is, without paging. */
  query: ListQuery;
  /** The selection the query was built from. */
  fields: Record<string, unknown>;
  /** Turns a stored row into the row the API answers (e.g. with its fleet health). */
  toRow: (stored: Stored) => Row;
  columns: readonly CsvColumn<Row>[];
  language: Language;
  /** e.g. `vehicles-2026-11-23.csv` */
  filename: string;
}

/**
 * Sends a whole list as a CSV file, streamed from the database a batch at a time: no row limit, and
 * memory that does not grow with the list. UTF-8 with a byte order mark, headers in the language
 * asked for, and that language's delimiter and decimal separator (conventions.ts).
 */
export async function sendCsv<Stored, Row>(reply: FastifyReply, spec: CsvExport<Stored, Row>) {
  const context: CsvContext = { language: spec.language, convention: CSV_CONVENTIONS[spec.language] };
  const { delimiter } = context.convention;
  const cursor = await openListCursor<Stored>(spec.pool, spec.query, spec.fields);
  const header = csvRecord(spec.columns.map((column) => withoutSoftHyphens(column.labels[spec.language])), delimiter);

  async function* text(): AsyncGenerator<string> {
    yield BOM + header;
    for await (const batch of cursor.batches) {
      yield batch.map((stored) => {
        const row = spec.toRow(stored);
        return csvRecord(spec.columns.map((column) => column.write(row, context)), delimiter);
      }).join('');
    }
  }

  const body = Readable.from(text());
  // Finished or cut short, the download gives its connection back.
  body.on('close', () => void cursor.close());
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${spec.filename}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
