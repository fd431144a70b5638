import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema';
import { isoFromTimestamptz } from './timestamps';

export type Database = NodePgDatabase<typeof schema>;
/** A transaction handle; repositories take `Database | Transaction` so they compose inside one. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

// Calendar dates stay 'yyyy-MM-dd' strings: turning them into Date objects would shift them by the
// server's time zone. Timestamps leave as ISO 8601, which is what the API promises.
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.DATE) return (value: string) => value;
    if (oid === pg.types.builtins.TIMESTAMPTZ) return isoFromTimestamptz;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/**
 * An idle pooled connection that the server ends (a restart, a failover, an administrator) emits an
 * error on the pool; unheard, it would crash the process. The pool drops that connection and opens a
 * new one when needed, so the error is only reported.
 */
export function createPool(connectionString: string, max = 10, onIdleError: (error: Error) => void = () => undefined) {
  const pool = new pg.Pool({ connectionString, max, types, application_name: 'fleet' });
  pool.on('error', onIdleError);
  return pool;
}

export function createDatabase(pool: pg.Pool): Database {
  return drizzle(pool, { schema });
}
