import { Column, is } from 'drizzle-orm';
import pg from 'pg';
import type { Actor } from '../actor';
import { readOnlyAs } from '../db/request-transaction';

/** A drizzle select, as its list builds it, without paging. */
export interface ListQuery {
  toSQL(): { sql: string; params: unknown[] };
}

/** A list read through a cursor (openListCursor). */
interface ListCursor<Row> {
  /** Rows a fetch asks for: a fetch that brings fewer was the last. */
  batchSize: number;
  /**
   * Fetches the next batch and hands each row to `onRow` as it arrives; answers how many came. The
   * rows are not gathered into the driver's result first: gathered, they ended up in V8's old
   * generation, and the server grew by about 100 MB during a 200,000-row export before a full
   * collection; handed on one at a time, each is garbage at once, and memory stays flat. A row that
   * `onRow` fails on fails the fetch.
   */
  fetch(onRow: (row: Row) => void): Promise<number>;
  /**
   * Ends the cursor and gives its connection back (dropped after a failure). Harmless twice, and
   * never fails: a connection that cannot end its transaction is dropped too.
   */
  close(error?: Error): Promise<void>;
}

/**
 * Rows a fetch: few enough that a batch is a moment's work for the event loop, many enough that the
 * round trips to the database cost little beside the rows.
 */
export const EXPORT_BATCH = 2_000;

/**
 * Runs a list's own query through a server-side cursor, in a read-only transaction on a connection of
 * its own, as the request's actor, so that an export of any length holds a batch of rows at most, not the list. The rows are
 * the list's rows: `fields` is the same selection object the query was built from, in the same order
 * (drizzle selects the fields in the order of their keys), and stored columns are decoded as drizzle
 * decodes them. The reader closes the cursor when the rows run out, fail, or are no longer wanted.
 */
export async function openListCursor<Row>(
  pool: pg.Pool,
  actor: Actor,
  query: ListQuery,
  fields: Record<string, unknown>,
  batchSize = EXPORT_BATCH,
): Promise<ListCursor<Row>> {
  const { sql: text, params } = query.toSQL();
  const decodeRow = rowDecoder<Row>(fields);
  const { client, close } = await readOnlyAs(pool, actor);
  try {
    await client.query({ text: `declare list_export no scroll cursor for ${text}`, values: params as unknown[] });
  } catch (error) {
    await close(error as Error);
    throw error;
  }

  // Values in the selection's order: column names may repeat (two tables' ids).
  const fetchNext: pg.QueryArrayConfig = { text: `fetch ${batchSize} from list_export`, rowMode: 'array' };
  const fetch = (onRow: (row: Row) => void) =>
    new Promise<number>((resolve, reject) => {
      let count = 0;
      let failed: unknown;
      const rows = client.query(new pg.Query(fetchNext));
      rows.on('row', (values: unknown[]) => {
        if (failed) return;
        count += 1;
        try {
          onRow(decodeRow(values));
        } catch (error) {
          // Thrown here it would break the driver's reading of the connection; the fetch fails instead.
          failed = error;
        }
      });
      rows.once('error', reject);
      rows.once('end', () => (failed ? reject(failed) : resolve(count)));
    });

  return { batchSize, fetch, close };
}

/** A row of values, in the selection's order, as the object drizzle would make of it. */
function rowDecoder<Row>(fields: Record<string, unknown>): (values: unknown[]) => Row {
  const keys = Object.keys(fields);
  const decoders = keys.map((key) => {
    const field = fields[key];
    return is(field, Column) ? (value: unknown) => (value === null ? null : field.mapFromDriverValue(value)) : undefined;
  });
  return (values) => {
    const row: Record<string, unknown> = {};
    for (let index = 0; index < keys.length; index++) {
      const decode = decoders[index];
      row[keys[index]!] = decode ? decode(values[index]) : values[index];
    }
    return row as Row;
  };
}
