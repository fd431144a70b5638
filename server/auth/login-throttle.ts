import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { loginFailures } from '../db/schema';

export interface ThrottleSettings {
  maxFailures: number;
  windowMinutes: number;
}

/**
 * Failed sign-ins are counted per username and per address in PostgreSQL, so that the limit holds
 * however many instances run. An address gets ten times a username's allowance (offices share one).
 */
const subjects = (username: string, address: string) => ({ user: `user:${username.toLowerCase()}`, address: `ip:${address}` });

export async function isThrottled(db: Executor, settings: ThrottleSettings, username: string, address: string): Promise<boolean> {
  const { user, address: ip } = subjects(username, address);
  const result = await db.execute<{ user_failures: number; address_failures: number }>(sql`
    select count(*) filter (where subject = ${user})::int as user_failures,
           count(*) filter (where subject = ${ip})::int as address_failures
      from ${loginFailures}
     where subject in (${user}, ${ip}) and failed_at > now() - make_interval(mins => ${settings.windowMinutes})`);
  const counts = result.rows[0]!;
  return counts.user_failures >= settings.maxFailures || counts.address_failures >= settings.maxFailures * 10;
}

export async function recordFailure(db: Executor, settings: ThrottleSettings, username: string, address: string) {
  const { user, address: ip } = subjects(username, address);
  await db.insert(loginFailures).values([{ subject: user }, { subject: ip }]);
  // Old failures no longer count; dropping them here keeps the table small without a scheduler.
  await db.execute(sql`delete from ${loginFailures} where subject in (${user}, ${ip}) and failed_at <= now() - make_interval(mins => ${settings.windowMinutes})`);
}

export async function clearFailures(db: Executor, username: string) {
  await db.execute(sql`delete from ${loginFailures} where subject = ${`user:${username.toLowerCase()}`}`);
}
