import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/*
 * Who the history says made a change (docs/history.md; server/db/functions/history.sql,
 * history_actor). A signed-in request is its employee, set by request_actor(); these are the writes
 * outside one, which would otherwise read as a change made outside the app.
 */

/** Fleet's own work (the demo it seeds): the history says "Fleet". */
export async function actAsFleet(tx: Executor): Promise<void> {
  await tx.execute(sql`select set_config('fleet.actor', 'system', true)`);
}

/** A person acting before they are signed in (accepting their sign-up link): the history names them. */
export async function actAsEmployee(tx: Executor, employeeId: string): Promise<void> {
  await tx.execute(sql`
    select set_config('fleet.actor', id::text, true), set_config('fleet.actor_name', username, true)
      from employees where id = ${employeeId}`);
}
