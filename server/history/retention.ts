import { sql } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Executor } from '../db/client';

/*
 * A company's history retention (docs/history.md, Kept safe): each day, the entries older than the
 * days a company keeps are forgotten (forget_history, server/db/functions/history.sql); a company that
 * keeps them forever, the default, loses none. On the job queue beside the reminders, so that one
 * instance runs it, and a day missed while none ran is run by the next to start.
 */

/** The pg-boss queue, and its schedule: once a day, in the quiet of the night in Europe. */
export const HISTORY_RETENTION = 'history-retention';
const DAILY = '17 2 * * *';

/** Forgets what each company's retention says is past at `now`; answers how many entries went. */
export async function forgetHistory(db: Executor, now: Date): Promise<number> {
  const { rows } = await db.execute<{ forgotten: string }>(sql`select forget_history(${now.toISOString()}::timestamptz) as forgotten`);
  return Number(rows[0]!.forgotten);
}

export async function keepHistoryRetention(
  boss: PgBoss,
  db: Executor,
  options: { now: () => Date; pollSeconds: number; onForgotten?: (count: number) => void },
): Promise<void> {
  await boss.createQueue(HISTORY_RETENTION, { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 3600 });
  await boss.schedule(HISTORY_RETENTION, DAILY, {}, { tz: 'UTC', missed: 'once' });
  await boss.work(HISTORY_RETENTION, { pollingIntervalSeconds: options.pollSeconds }, async () => {
    options.onForgotten?.(await forgetHistory(db, options.now()));
  });
}
