import { PgBoss } from 'pg-boss';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase, createPool, type Database } from '../../server/db/client';
import { HISTORY_RETENTION, forgetHistory } from '../../server/history/retention';
import { Reminders } from '../../server/reminders/schedule';
import { makeBranch, makeCompany, makeVehicle } from './support/fixtures';
import { createTestDatabase } from './support/test-app';
import { until } from './support/until';

/*
 * The history's retention as a job (server/history/retention.ts): scheduled daily on the queue the
 * reminders use, and run, it forgets what is past each company's days and nothing of a company that
 * keeps its history forever. Real pg-boss on the test's database, with its looks shortened.
 */

let databaseUrl: string;
let pool: pg.Pool;
let db: Database;
let reminders: Reminders | undefined;

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  pool = createPool(databaseUrl, 4);
  db = createDatabase(pool);
});
afterAll(async () => {
  await reminders?.stop();
  await pool.end();
});

const entriesOf = async (companyId: string) =>
  Number((await pool.query<{ n: string }>('select count(*) as n from history where company_id = $1', [companyId])).rows[0]!.n);

it("runs daily on the job queue and forgets only what is past a company's retention", async () => {
  const keeping = await makeCompany(db);
  const forgetting = await makeCompany(db);
  for (const company of [keeping, forgetting]) await makeVehicle(db, company.id, [(await makeBranch(db, company.id))!.id]);
  await pool.query('update companies set history_retention_days = 30 where id = $1', [forgetting.id]);
  const kept = await entriesOf(keeping.id);
  expect(kept).toBeGreaterThan(0);
  expect(await entriesOf(forgetting.id)).toBeGreaterThan(0);

  // Today nothing is past thirty days.
  expect(await forgetHistory(db, new Date())).toBe(0);

  // Forty days on, as the job sees it: the second company's entries go, the first's stay.
  const later = new Date(Date.now() + 40 * 86_400_000);
  reminders = await Reminders.start({ databaseUrl, db, intervals: { cronSeconds: 1, pollSeconds: 0.5 }, now: () => later });
  const reader = new PgBoss({ connectionString: databaseUrl, schema: 'fleet_jobs', supervise: false, schedule: false, migrate: false });
  await reader.start();
  try {
    const [schedule] = await reader.getSchedules(HISTORY_RETENTION);
    expect(schedule).toMatchObject({ name: HISTORY_RETENTION, timezone: 'UTC' });
    expect(schedule!.cron).toMatch(/^\d+ \d+ \* \* \*$/);
    await reader.send(HISTORY_RETENTION, {});
  } finally {
    await reader.stop({ graceful: false });
  }
  await until("the retention job to forget the second company's entries", async () =>
    (await entriesOf(forgetting.id)) === 0 ? true : undefined,
  );
  expect(await entriesOf(keeping.id)).toBe(kept);
});
