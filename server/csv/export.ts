import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type pg from 'pg';
import type { Language } from '../../contract/languages';
import type { Actor } from '../actor';
import { withoutSoftHyphens } from '../../contract/vocabulary';
import { type CsvColumn, type CsvContext } from './columns';
import { BOM, CSV_CONVENTIONS } from './conventions';
import { openListCursor, type ListQuery } from './list-cursor';
import { csvRecord } from './write';

interface CsvExport<Stored, Row> {
  pool: pg.Pool;
  /** Whose export it is: the cursor reads under their company's row-level security. */
  actor: Actor;
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

/** A batch of rows written as CSV records, and whether it was the list's last. */
interface Written {
  text: string;
  last: boolean;
}

/** How long a download may take nothing from its socket before it is cut off. */
const EXPORT_STALL_MS = 60_000;

/**
 * Sends a whole list as a CSV file, streamed from the database a batch at a time: no row limit, and
 * memory that does not grow with the list. UTF-8 with a byte order mark, headers in the language
 * asked for, and that language's delimiter and decimal separator (conventions.ts).
 *
 * Each row is written as it arrives from the database (list-cursor.ts). The next batch is fetched
 * and written while the one before goes out, so that PostgreSQL and the event loop work at the same
 * time rather than in turn; the stream asks for it only as the client takes what was sent, so a slow
 * download holds a batch or two, not the list.
 */
export async function sendCsv<Stored, Row>(reply: FastifyReply, spec: CsvExport<Stored, Row>) {
  const context: CsvContext = { language: spec.language, convention: CSV_CONVENTIONS[spec.language] };
  const { delimiter } = context.convention;
  const cursor = await openListCursor<Stored>(spec.pool, spec.actor, spec.query, spec.fields);
  const header = csvRecord(
    spec.columns.map((column) => withoutSoftHyphens(column.labels[spec.language])),
    delimiter,
  );

  const writeBatch = async (): Promise<Written> => {
    let text = '';
    const count = await cursor.fetch((stored) => {
      const row = spec.toRow(stored);
      text += csvRecord(
        spec.columns.map((column) => column.write(row, context)),
        delimiter,
      );
    });
    return { text, last: count < cursor.batchSize };
  };

  // The first batch is read before anything is sent, so that a failing query still answers with an error.
  let first: Written;
  try {
    first = await writeBatch();
  } catch (error) {
    await cursor.close(error as Error);
    throw error;
  }

  async function* text(): AsyncGenerator<string> {
    try {
      let batch = first;
      let chunk = BOM + header + batch.text;
      while (!batch.last) {
        const next = writeBatch();
        // A download cut short leaves it under way; its failure then has no one to tell.
        next.catch(() => undefined);
        yield chunk;
        batch = await next;
        chunk = batch.text;
      }
      yield chunk;
      await cursor.close();
    } catch (error) {
      await cursor.close(error as Error);
      throw error;
    }
  }

  const body = Readable.from(text());
  // Finished or cut short, the download gives its connection back; so does an answer that never sent it.
  body.on('close', () => void cursor.close());
  reply.raw.once('close', () => void cursor.close());
  // A client that stops reading without going away would hold the connection for as long as it liked.
  reply.raw.setTimeout(EXPORT_STALL_MS, () => reply.raw.destroy());
  return csvHeaders(reply, spec.filename).send(body);
}

/** The headers of a CSV download, for a HEAD too. */
export const csvHeaders = (reply: FastifyReply, filename: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store');
