import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../server/db/client';
import { signIn } from './support/client';
import { makeBranch, makeCompany, makeEmployee, makeVehicle, PASSWORD } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Every write of a maintenance record takes its vehicle's lock before it touches the monthly sums
 * (migration 0002's triggers), so that two of them never wait for each other. Found by the soak
 * (bench/soak.ts): a record being created held its vehicle and waited for the sums, while a
 * correction of another record of that vehicle held the sums and waited for the vehicle to move it
 * forward; PostgreSQL ended one of them as a deadlock, a 500.
 */
let t: TestApp;
let observer: pg.Pool;
beforeAll(async () => {
  t = await startTestApp();
  observer = createPool(t.databaseUrl, 2);
});
afterAll(async () => {
  await observer.end();
  await t.close();
});

/** Waits until some statement of this database other than `except`'s waits for a lock. */
async function untilSomeoneWaits(except: number) {
  for (let tries = 0; tries < 500; tries++) {
    const { rows } = await observer.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> $1`,
      [except],
    );
    if (rows[0]!.waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no statement came to wait for a lock');
}

describe.each([
  { path: '/api/general-maintenances', table: 'general_maintenances', date: 'service_date', type: 'Oil change' },
  { path: '/api/mandatory-maintenances', table: 'mandatory_maintenances', date: 'finished_on', type: 'Registration' },
])('$path', ({ path, table, date, type }) => {
  it('a correction that moves the vehicle forward and a new record of it both go through', { timeout: 30_000 }, async () => {
    const company = await makeCompany(t.db);
    const branch = await makeBranch(t.db, company.id);
    const admin = await makeEmployee(t.db, { role: 'admin', companyId: company.id });
    const vehicle = await makeVehicle(t.db, company.id, [branch.id], { mileage: 50_000 });
    const as = await signIn(t.app, admin.username!, PASSWORD);
    const body = { service_type: type, [date]: '2026-06-01', cost: 45.5, mileage: 50_100, notes: null, vehicle_id: vehicle.id };
    const created = await as.post(path, body);
    expect(created.status).toBe(201);
    // The vehicle's reading set back (as an edit with a stale reading does), so that correcting the
    // record moves it forward again.
    await t.db.execute(sql`update vehicles set mileage = 50000 where id = ${vehicle.id}`);

    // A new record of the same vehicle, as the API writes one: its vehicle locked first.
    const other = await observer.connect();
    try {
      await other.query('begin');
      const pid = (await other.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      await other.query('select 1 from vehicles where id = $1 for no key update', [vehicle.id]);
      const correction = as.put(`${path}/${String(created.body.data.id)}`, { ...body, cost: 55.5, version: created.body.data.version });
      await untilSomeoneWaits(pid);
      // The same month as the corrected record: the same rows of the sums.
      const inserted = other
        .query(
          `insert into ${table} (company_id, vehicle_id, service_type, ${date}, cost, mileage) values ($1, $2, $3, '2026-06-15', 10, 50050)`,
          [company.id, vehicle.id, type],
        )
        .then(
          () => 'inserted',
          (error: Error) => error.message,
        );
      expect(await Promise.race([inserted, new Promise((resolve) => setTimeout(() => resolve('still waiting'), 3_000))])).toBe('inserted');
      await other.query('commit');
      const answer = await correction;
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    } finally {
      await other.query('rollback').catch(() => undefined);
      other.release();
    }
    const {
      rows: [sums],
    } = await t.db.execute<{ records: number; mileage: number }>(sql`
      select (select sum(general_records + mandatory_records)::int from vehicle_monthly_costs where vehicle_id = ${vehicle.id}) as records,
             (select mileage from vehicles where id = ${vehicle.id}) as mileage`);
    expect(sums).toEqual({ records: 2, mileage: 50_100 });
  });
});
