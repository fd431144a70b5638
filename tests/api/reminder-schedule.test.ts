import { eq, sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../contract/due-rules';
import { todayIn } from '../../contract/time-zones';
import { createDatabase, createPool, type Database } from '../../server/db/client';
import { companies, reminders } from '../../server/db/schema';
import type { CheckResult } from '../../server/reminders/check';
import { REMINDER_CHECK, Reminders } from '../../server/reminders/schedule';
import { makeBranch, makeCompany, makeVehicle } from './support/fixtures';
import { createTestDatabase } from './support/test-app';
import { until } from './support/until';

/*
 * The daily check on pg-boss (server/reminders/schedule.ts): each company's schedule at its send hour
 * in its zone, kept in PostgreSQL, and a check that fell due while no instance ran is run once by the
 * next one to start. Real pg-boss on the test's database, with its looks for due work shortened.
 */
const FAST = { cronSeconds: 1, pollSeconds: 0.5 };

let databaseUrl: string;
let pool: pg.Pool;
let db: Database;
const running: Reminders[] = [];

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  pool = createPool(databaseUrl, 4);
  db = createDatabase(pool);
});
afterAll(async () => {
  for (const reminders of running) await reminders.stop();
  await pool.end();
});

/** An instance's reminders, and every check it ran. */
async function startInstance() {
  const checks: CheckResult[] = [];
  const instance = await Reminders.start({ databaseUrl, db, intervals: FAST, onChecked: (result) => checks.push(result) });
  running.push(instance);
  return {
    instance,
    checks,
    async stop() {
      await instance.stop();
      running.splice(running.indexOf(instance), 1);
    },
  };
}

/** pg-boss's own view of the schedules, read by a client that runs nothing. */
async function schedulesOf(companyId: string) {
  const reader = new PgBoss({ connectionString: databaseUrl, schema: 'fleet_jobs', supervise: false, schedule: false, migrate: false });
  await reader.start();
  try {
    return await reader.getSchedules(REMINDER_CHECK, companyId);
  } finally {
    await reader.stop({ graceful: false });
  }
}

/** A company whose one vehicle's legislation control falls due in five days, as of the real today. */
async function companyWithSomethingDue(timeZone: string, sendHour: number) {
  const company = await makeCompany(db);
  await db.update(companies).set({ timeZone, sendHour }).where(eq(companies.id, company.id));
  const branch = await makeBranch(db, company.id, 'North');
  const dueOn = addDays(todayIn(timeZone), 5);
  const vehicle = await makeVehicle(db, company.id, [branch.id], {
    lastLegislationControl: addMonths(dueOn, -12),
    lastServiceMileage: 45_000,
  });
  return { company, vehicle };
}

describe('the daily reminder check', { timeout: 90_000 }, () => {
  it('is scheduled for every company at its send hour in its zone, and follows a change of them', async () => {
    const { company } = await companyWithSomethingDue('Europe/Tirane', 7);
    const one = await startInstance();
    try {
      expect(await schedulesOf(company.id)).toMatchObject([
        { cron: '0 7 * * *', timezone: 'Europe/Tirane', data: { companyId: company.id } },
      ]);
      await one.instance.scheduleCompany(company.id, { timeZone: 'Asia/Tokyo', sendHour: 18 });
      expect(await schedulesOf(company.id)).toMatchObject([{ cron: '0 18 * * *', timezone: 'Asia/Tokyo' }]);
    } finally {
      await one.stop();
    }
  });

  it('at a start, writes only the schedules that differ and drops those of companies that are gone', async () => {
    const { company } = await companyWithSomethingDue('UTC', 9);
    const gone = await makeCompany(db);
    const first = await startInstance();
    await first.stop();
    const [before] = await schedulesOf(company.id);
    expect(await schedulesOf(gone.id)).toHaveLength(1);
    // While every instance is down, one company goes.
    await db.delete(companies).where(eq(companies.id, gone.id));
    const second = await startInstance();
    try {
      expect(await schedulesOf(gone.id)).toEqual([]);
      const [after] = await schedulesOf(company.id);
      expect(after!.updatedOn).toEqual(before!.updatedOn);
    } finally {
      await second.stop();
    }
  });

  it('runs a check put on the queue, on whichever instance is running', async () => {
    const { company, vehicle } = await companyWithSomethingDue('UTC', 7);
    const one = await startInstance();
    try {
      await one.instance.checkNow(company.id);
      await until('the check', () => one.checks.find((check) => check.companyId === company.id));
      const raised = await db.select().from(reminders).where(eq(reminders.vehicleId, vehicle.id));
      expect(raised.map(({ item, status }) => `${item} ${status}`)).toEqual(['legislation soon']);
    } finally {
      await one.stop();
    }
  });

  it('that fell due while no instance ran is run once by the next to start', async () => {
    const first = await startInstance();
    await first.stop();
    // Every instance was down for two days, over the send hour: the last look for due schedules was
    // then, and this company's schedule was there before it.
    const sendHour = (new Date().getUTCHours() + 12) % 24;
    const { company, vehicle } = await companyWithSomethingDue('UTC', sendHour);
    const second = await startInstance();
    await second.stop();
    await db.execute(sql`update fleet_jobs.version set cron_on = now() - interval '2 days'`);
    await db.execute(sql`update fleet_jobs.schedule set created_on = now() - interval '3 days' where key = ${company.id}`);

    const third = await startInstance();
    try {
      await until('the missed check', () => third.checks.find((check) => check.companyId === company.id));
      const raised = await db.select().from(reminders).where(eq(reminders.vehicleId, vehicle.id));
      expect(raised.map(({ item, status }) => `${item} ${status}`)).toEqual(['legislation soon']);
      // Once: the next looks find nothing more owed.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(third.checks.filter((check) => check.companyId === company.id)).toHaveLength(1);
    } finally {
      await third.stop();
    }
  });
});
