import { Column, is } from 'drizzle-orm';
import type pg from 'pg';

/** A drizzle select, as its list builds it, without paging. */
export interface ListQuery {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * Runs a list's own query through a server-side cursor and hands its rows out a batch at a time, so
 * an export of any length holds one batch in memory, not the list. The rows are the list's rows:
 * `fields` is the same selection object the query was built from, in the same order (drizzle selects
 * the fields in the order of their keys), and stored columns are decoded as drizzle decodes them.
 *
 * The cursor lives in a read-only transaction on a connection of its own. The batches end it when
 * they run out or fail; `close()` ends it whenever the reader gives up (a download cut short), even
 * before the first batch was asked for. Closing twice is harmless.
 */
export async function openListCursor<Row>(pool: pg.Pool, query: ListQuery, fields: Record<string, unknown>, batchSize = 500) {
  const { sql: text, params } = query.toSQL();
  const keys = Object.keys(fields);
  const decoders = keys.map((key) => {
    const field = fields[key];
    return is(field, Column) ? (value: unknown) => (value === null ? null : field.mapFromDriverValue(value)) : (value: unknown) => value;
  });
  const client = await pool.connect();
  let open = true;
  const close = async (error?: Error) => {
    if (!open) return;
    open = false;
    try {
      if (!error) await client.query('commit');
    } finally {
      // A failed connection is dropped rather than reused.
      client.release(error);
    }
  };
  try {
    await client.query('begin transaction isolation level repeatable read read only');
    await client.query({ text: `declare list_export no scroll cursor for ${text}`, values: params as unknown[] });
  } catch (error) {
    await close(error as Error);
    throw error;
  }

  const fetchBatch = async (): Promise<Row[]> => {
    const { rows } = await client.query<unknown[]>({ text: `fetch ${batchSize} from list_export`, rowMode: 'array' });
    return rows.map((values) => Object.fromEntries(keys.map((key, index) => [key, decoders[index]!(values[index])])) as Row);
  };

  // The first batch is read before anything is sent, so that a failing query still answers with an error.
  let first: Row[];
  try {
    first = await fetchBatch();
  } catch (error) {
    await close(error as Error);
    throw error;
  }

  async function* batches(): AsyncGenerator<Row[]> {
    try {
      let batch = first;
      while (batch.length > 0) {
        yield batch;
        if (batch.length < batchSize) break;
        batch = await fetchBatch();
      }
      await close();
    } catch (error) {
      await close(error as Error);
      throw error;
    }
  }
  return { batches: batches(), close: () => close() };
}
