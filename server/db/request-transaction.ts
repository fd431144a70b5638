import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Role } from '../../contract/roles';
import type { Actor } from '../actor';
import type { Database, Transaction } from './client';

/**
 * Every signed-in request runs in one transaction of its own, as the role fleet_app, which the
 * row-level security policies of migration 0006 confine to the caller's company. The first round
 * trip begins it, takes the role and runs the signed-in check (request_actor, which sets the company
 * the policies read); the request's statements follow on the same connection; the last one commits,
 * or rolls back when the request failed.
 */
export interface RequestTransaction {
  actor: Actor;
  /** The request's statements, on its connection, inside its transaction. */
  db: Transaction;
  /** Commits (or rolls back) and gives the connection back; harmless twice. */
  end(outcome: 'commit' | 'rollback'): Promise<void>;
  /** Set once the route's handler has begun: from then on, only the answer ends the transaction. */
  handled?: boolean;
}

/** The role the policies bind; a member of no other, it cannot bypass them. */
export const REQUEST_ROLE = 'fleet_app';

// The ids come from a verified access token; they go into the statement as text, so only ids go in.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ActorRow {
  id: string;
  username: string;
  role: Role;
  company_id: string | null;
  branch_ids: string[];
}

const actorOf = (row: ActorRow): Actor => ({
  id: row.id,
  username: row.username,
  role: row.role,
  companyId: row.company_id,
  branchIds: row.branch_ids,
});

/**
 * The signed-in check alone, outside any transaction, on a connection given back at once: for a request
 * whose body is still to come (server/plugins/authentication.ts). Undefined as beginRequestTransaction's.
 */
export async function readRequestActor(pool: pg.Pool, employeeId: string, sessionId: string): Promise<Actor | undefined> {
  if (!UUID.test(employeeId) || !UUID.test(sessionId)) return undefined;
  const { rows } = await pool.query<ActorRow>('select * from request_actor($1, $2)', [employeeId, sessionId]);
  return rows[0] && actorOf(rows[0]);
}

/**
 * Begins the request's transaction for the employee of a verified access token: undefined, with the
 * connection given back, when the session has ended or the employee cannot sign in. One statement
 * text of three, so one round trip: node-postgres sends parameters only with a single statement.
 */
export async function beginRequestTransaction(
  pool: pg.Pool,
  database: Database,
  employeeId: string,
  sessionId: string,
): Promise<RequestTransaction | undefined> {
  if (!UUID.test(employeeId) || !UUID.test(sessionId)) return undefined;
  const client = await pool.connect();
  let open = true;
  const end = async (outcome: 'commit' | 'rollback') => {
    if (!open) return;
    open = false;
    try {
      await client.query(outcome);
      client.release();
    } catch (error) {
      // A connection that cannot end its transaction is not given to anyone else.
      client.release(error as Error);
      if (outcome === 'commit') throw error;
    }
  };
  try {
    const results = (await client.query(
      `begin; set local role ${REQUEST_ROLE}; select * from request_actor('${employeeId}', '${sessionId}')`,
    )) as unknown as pg.QueryResult[];
    const row = results[2]?.rows[0] as ActorRow | undefined;
    if (!row) {
      await end('rollback');
      return undefined;
    }
    return { actor: actorOf(row), db: transactionOn(client, database), end };
  } catch (error) {
    await end('rollback').catch(() => undefined);
    throw error;
  }
}

/**
 * For a transaction of the request's on a connection of its own (a CSV export's cursor): the same
 * role, and the company request_actor() gave the request.
 */
async function actAs(client: pg.PoolClient, actor: Actor): Promise<void> {
  await client.query(`set local role ${REQUEST_ROLE}`);
  await client.query(`select set_config('fleet.company', $1, true)`, [actor.role === 'superadmin' ? '*' : actor.companyId]);
}

/** A connection of its own, in a read-only transaction as the request's actor (readOnlyAs). */
interface ReadOnlyConnection {
  client: pg.PoolClient;
  /** False once closed: the connection may already serve another request. */
  readonly open: boolean;
  /** Commits, unless closed for an error, and gives the connection back; once, however often called. */
  close(error?: Error): Promise<void>;
}

/**
 * A read-only transaction on a connection of its own as the actor, for an answer that outlives the
 * request's own transaction (a CSV export's cursor, an attachment's download): repeatable read, under
 * the same row-level security as the request it serves (migration 0006). A failed connection is
 * dropped rather than reused.
 */
export async function readOnlyAs(pool: pg.Pool, actor: Actor): Promise<ReadOnlyConnection> {
  const client = await pool.connect();
  let open = true;
  const close = async (error?: Error) => {
    if (!open) return;
    open = false;
    let failed = error;
    // Queued behind a query still under way, if any.
    if (!failed) await client.query('commit').catch((commitFailed: Error) => (failed = commitFailed));
    client.release(failed);
  };
  try {
    await client.query('begin transaction isolation level repeatable read read only');
    await actAs(client, actor);
  } catch (error) {
    await close(error as Error);
    throw error;
  }
  return {
    client,
    get open() {
      return open;
    },
    close,
  };
}

const dialect = new PgDialect();

/**
 * A drizzle transaction over a connection whose transaction has already begun: what drizzle's own
 * `transaction()` hands its callback, without the callback, since the request's transaction spans
 * hooks, not one function. A repository that opens a transaction of its own in it gets a savepoint.
 */
function transactionOn(client: pg.PoolClient, database: Database): Transaction {
  const relations = { fullSchema: database._.fullSchema, schema: database._.schema!, tableNamesMap: database._.tableNamesMap };
  const session = new NodePgSession(client, dialect, relations, {});
  return new NodePgTransaction(dialect, session, relations) as unknown as Transaction;
}

/**
 * Runs `work` in the transaction with its connection's own rights, then takes the request's role
 * again: for what belongs to no company and so lies outside the policies, the reminder queue's jobs
 * (pg-boss's schema, which the request's role may not write). A new critical issue queues its email
 * and webhook calls in the request's transaction (server/reminders/schedule.ts, deliver), so that
 * they go out exactly when it commits. Outside a request's transaction (the reminder check), the work
 * just runs.
 */
export async function withOwnRights<T>(tx: Transaction, work: () => Promise<T>): Promise<T> {
  const {
    rows: [current],
  } = await tx.execute<{ role: string }>(sql`select current_user as role`);
  if (current?.role !== REQUEST_ROLE) return work();
  await tx.execute(sql`set local role none`);
  try {
    return await work();
  } finally {
    await tx.execute(sql.raw(`set local role ${REQUEST_ROLE}`));
  }
}
