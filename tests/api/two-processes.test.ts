import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { createDatabase, createPool, type Database } from '../../server/db/client';
import { CLEANUP_TIMEOUT_MS, START_TIMEOUT_MS, startFleet, stopAllFleets, type RunningFleet } from './support/fleet-process';
import { HttpClient, signInOver } from './support/http-client';
import { makeBranch, makeCompany, makeEmployee, makeVehicle, PASSWORD } from './support/fixtures';
import { eq } from 'drizzle-orm';
import { addDays, addMonths } from '../../contract/due-rules';
import { todayIn } from '../../contract/time-zones';
import { reminders } from '../../server/db/schema';
import { TEST_JWT_SECRET, createTestDatabase } from './support/test-app';

/*
 * Two Fleet processes on one database, as two instances behind a load balancer (docs/scaling.md, Many instances, one database): real OS
 * processes started as production starts them, with DATABASE_URL and one JWT_SECRET, each with its
 * own memory. Sessions and sign-in failures live in PostgreSQL, so both agree on them.
 * tests/api/sessions.test.ts holds the same in one process, with more cases.
 */

let pool: pg.Pool;
let db: Database;
let one: RunningFleet;
let other: RunningFleet;

beforeAll(async () => {
  const databaseUrl = await createTestDatabase();
  pool = createPool(databaseUrl, 2);
  db = createDatabase(pool);
  const env = { DATABASE_URL: databaseUrl, JWT_SECRET: TEST_JWT_SECRET, FLEET_DEMO_DATA: '0' };
  [one, other] = await Promise.all([startFleet(undefined, env), startFleet(undefined, env)]);
}, START_TIMEOUT_MS * 2);
afterAll(async () => {
  await stopAllFleets();
  await pool.end();
}, CLEANUP_TIMEOUT_MS);

async function person() {
  const company = await makeCompany(db);
  return makeEmployee(db, { role: 'user', companyId: company.id });
}

describe('two Fleet processes on one database', () => {
  it('sign in on one, refresh on the other, sign out on one: the other refuses the access token and the refresh', async () => {
    const someone = await person();
    const onOne = await signInOver(one.url, someone.username, PASSWORD);

    const onOther = onOne.on(other.url);
    expect((await onOther.post('/api/auth/refresh-token')).status).toBe(200);
    expect((await onOther.get('/api/auth/me')).body.data).toMatchObject({ username: someone.username });
    const accessToken = onOther.cookies.get('access_token')!;
    expect(onOther.cookies.get('refresh_token')).not.toBe(onOne.cookies.get('refresh_token'));

    // The same browser, sent back to the first process by the balancer, signs out there.
    expect((await onOther.on(one.url).post('/api/auth/log-out')).status).toBe(200);

    const me = await onOther.get('/api/auth/me');
    expect(me.status).toBe(401);
    expect(me.body.message).toBe(messages.invalidToken);
    const bearer = await fetch(`${other.url}/api/auth/me`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(bearer.status).toBe(401);
    expect((await onOther.post('/api/auth/refresh-token')).status).toBe(401);
    // Over on the first process too, whichever of the session's tokens is shown.
    expect((await onOne.get('/api/auth/me')).status).toBe(401);
    expect((await onOne.post('/api/auth/refresh-token')).status).toBe(401);
  });

  it('the sign-in throttle counts the failures sent to both', async () => {
    const someone = await person();
    for (let attempt = 0; attempt < 5; attempt++) {
      const fleet = attempt % 2 ? other : one;
      const answer = await new HttpClient(fleet.url).post('/api/auth/login', { username: someone.username, password: `guess ${attempt}` });
      expect(answer.status).toBe(401);
    }
    for (const fleet of [one, other]) {
      const answer = await new HttpClient(fleet.url).post('/api/auth/login', { username: someone.username, password: PASSWORD });
      expect(answer.status).toBe(429);
    }
  });

  it('a reminder is raised once per change, however often both run the check at the same moment', async () => {
    const company = await makeCompany(db);
    const branch = await makeBranch(db, company.id, 'North');
    const admin = await makeEmployee(db, { role: 'admin', companyId: company.id });
    // Due in 5, 6 and 7 days (the processes' own clock and the company's zone, UTC): each due soon.
    const today = todayIn('UTC');
    const vehicles = await Promise.all(
      [5, 6, 7].map((days) =>
        makeVehicle(db, company.id, [branch.id], {
          lastLegislationControl: addMonths(addDays(today, days), -12),
          lastServiceMileage: 45_000,
        }),
      ),
    );
    const onOne = await signInOver(one.url, admin.username, PASSWORD);
    const onOther = onOne.on(other.url);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => (index % 2 ? onOther : onOne).post('/api/notifications/run')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const raised = answers.reduce((sum, answer) => sum + (answer.body.data.count as number), 0);
    expect(raised).toBe(3);
    const rows = await db.select({ vehicleId: reminders.vehicleId }).from(reminders).where(eq(reminders.companyId, company.id));
    expect(rows.map((row) => row.vehicleId).sort()).toEqual(vehicles.map((vehicle) => vehicle.id).sort());
    // The admin's inbox, read on either process, holds each once.
    expect((await onOther.get('/api/notifications?limit=100')).body.totalCount).toBe(3);
  });
});
