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
 * A connection the database ends (a restart, a crash, a failover, an administrator) emits an error
 * on its client; unheard, it ends the process. The pool hears it for idle connections and drops
 * them; a connection checked out by a request, between two of its statements, has only the listener
 * added here, and the request's next statement fails and answers 503 (server/plugins/errors.ts).
 * Either way the pool opens new connections when the database is back. A connection that cannot be
 * made within CONNECT_TIMEOUT_MS fails the request rather than holding it.
 */
const CONNECT_TIMEOUT_MS = 5_000;

export function createPool(connectionString: string, max = 10, onConnectionError: (error: Error) => void = () => undefined) {
  const pool = new pg.Pool({ connectionString, max, types, application_name: 'fleet', connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => client.on('error', onConnectionError));
  return pool;
}

export function createDatabase(pool: pg.Pool): Database {
  return drizzle(pool, { schema });
}
