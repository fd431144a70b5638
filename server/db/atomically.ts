import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from './client';

/**
 * Runs `work` all or nothing. A signed-in request is one transaction already
 * (server/db/request-transaction.ts), and its failure rolls all of it back, so the work joins it;
 * anywhere else (a script, the seed) it gets a transaction of its own. A savepoint inside the
 * request's transaction would cost two more round trips for nothing: no caller goes on after a
 * failed piece of work.
 */
export function atomically<T>(db: Executor, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return is(db, PgTransaction) ? work(db as Transaction) : db.transaction(work);
}
