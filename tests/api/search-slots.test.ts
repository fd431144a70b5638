import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { signIn } from './support/client';
import { makeWorld, PASSWORD, type World } from './support/fixtures';
import { listenOnPool, startTestApp, type ListeningApp, type TestApp } from './support/test-app';

/*
 * Searches take at most half the pool (server/db/search-slots.ts). The soak's first minute found why:
 * its people all searched at once, the searches held every connection for seconds, and pages and
 * sign-ins that waited more than 5 s for one answered 503. Here the searches are made to wait on a
 * lock for as long as the test likes, on a pool of two connections: one may serve searches.
 */

let t: TestApp;
let world: World;
let fleet: ListeningApp;
let pool: pg.Pool;
let base: string;
let cookie: string;

beforeAll(async () => {
  t = await startTestApp();
  world = await makeWorld(t.db);
  fleet = await listenOnPool(t.databaseUrl, 2);
  ({ pool, base } = fleet);
  cookie = (await signIn(t.app, world.people.admin.username, PASSWORD)).cookieHeader;
});

afterAll(async () => {
  await fleet.close();
  await t.close();
});

const get = (path: string) => fetch(`${base}${path}`, { headers: { cookie } });

/** How many of this test database's statements wait for a lock. */
async function waitingOnLock(): Promise<number> {
  const { rows } = await t.pool.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return rows[0]!.n;
}

/** Until `count` of them wait for the lock on vehicles. */
async function untilWaitingOnLock(count: number) {
  for (let tries = 0; tries < 400; tries++) {
    if ((await waitingOnLock()) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`fewer than ${count} statements waited on the lock`);
}

describe('a burst of searches', () => {
  it('leaves a connection for every other request, and each search is answered in its turn', async () => {
    const locker = await t.pool.connect();
    let searches: Array<Promise<Response>> = [];
    try {
      await locker.query('begin');
      await locker.query('lock table vehicles in access exclusive mode');
      searches = ['AB', 'CD', 'EF'].map((q) => get(`/api/vehicles?q=${q}`));
      await untilWaitingOnLock(1);
      // Give the other two searches every chance to take a connection, as they would without slots.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await waitingOnLock()).toBe(1);
      expect(pool.waitingCount).toBe(0);

      // Without the slots the pool would have none left, and this would wait 5 s and answer 503.
      const started = Date.now();
      const employees = await get('/api/employees');
      expect(employees.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(4_000);
    } finally {
      await locker.query('commit');
      locker.release();
    }
    const answers = await Promise.all(searches);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    for (const answer of answers) expect(await answer.json()).toMatchObject({ data: expect.any(Array) });
  });

  it('keeps its slot while a CSV export of it is read, on a connection of its own', async () => {
    const locker = await t.pool.connect();
    let exported: Promise<Response> | undefined;
    let search: Promise<Response> | undefined;
    try {
      await locker.query('begin');
      await locker.query('lock table vehicles in access exclusive mode');
      // The export gives its request's connection back and reads the search through a cursor on another.
      exported = get('/api/vehicles/export.csv?q=AB&lang=en');
      await untilWaitingOnLock(1);
      // The slot is the export's until its answer has gone: this search waits for it, in memory.
      search = get('/api/vehicles?q=CD');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await waitingOnLock()).toBe(1);
      const started = Date.now();
      expect((await get('/api/employees')).status).toBe(200);
      expect(Date.now() - started).toBeLessThan(4_000);
    } finally {
      await locker.query('commit');
      locker.release();
    }
    const csv = await exported;
    expect(csv.status).toBe(200);
    await csv.text();
    expect((await search!).status).toBe(200);
  });

  it('gives its slot back when the search fails or is refused', async () => {
    // A session that has ended is refused (401) after the slot was taken; a bad sort (400) after its
    // transaction began.
    const ended = await signIn(t.app, world.people.admin.username, PASSWORD);
    expect((await ended.post('/api/auth/log-out')).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const refused = await fetch(`${base}/api/vehicles?q=AB`, { headers: { cookie: ended.cookieHeader } });
      expect(refused.status).toBe(401);
    }
    for (let i = 0; i < 3; i++) expect((await get('/api/vehicles?q=AB&sort=nonsense')).status).toBe(400);
    // One slot on this pool: had any of them kept it, this search would never be answered.
    const answer = await Promise.race([
      get('/api/vehicles?q=AB'),
      new Promise<'stuck'>((resolve) => setTimeout(() => resolve('stuck'), 10_000)),
    ]);
    expect(answer === 'stuck' ? answer : answer.status).toBe(200);
  });
});
