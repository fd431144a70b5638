import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/net';
import {
  CLEANUP_TIMEOUT_MS,
  START_TIMEOUT_MS,
  childEnv,
  embeddedPostmaster,
  fileExists,
  isAlive,
  newDataDir,
  sleep,
  spawnScript,
  startFleet,
  stopAllFleets,
  stopFleet,
  withEmbeddedDatabase,
} from './support/fleet-process';
import { HttpClient } from './support/http-client';
import { VEHICLES_BEHIND_THEIR_RECORDS } from './support/kept-sums';

/*
 * The real process, as `npm start` runs it: server/main.ts with its own embedded PostgreSQL in a
 * fresh data folder (tests/api/support/fleet-process.ts). These tests need no shared test database.
 */

// Two starts of up to START_TIMEOUT_MS each, and the checks between them.
const TEST_TIMEOUT_MS = 360_000;

afterAll(stopAllFleets, CLEANUP_TIMEOUT_MS);

/** Signs in and answers the status, the body, and the client holding the session's cookies. */
async function signIn(fleet: { url: string }, username: string, password: string) {
  const client = new HttpClient(fleet.url);
  const answer = await client.post('/api/auth/login', { username, password });
  return { status: answer.status, body: answer.body, client };
}

describe('the Fleet process (server/main.ts)', () => {
  it(
    'seeds the demo on first start, stops cleanly on SIGTERM and keeps its data across restarts',
    async () => {
      const dataDir = await newDataDir();

      const first = await startFleet(dataDir);
      expect(first.output()).toContain('Demo sign-ins (password demo1234)');
      const postmaster = await embeddedPostmaster(dataDir);
      expect(isAlive(postmaster.pid)).toBe(true);

      const admin = await signIn(first, 'admin', 'demo1234');
      expect(admin.status).toBe(200);
      expect(admin.body.data).toMatchObject({ username: 'admin', role: 'admin' });

      const superadmin = await signIn(first, 'superadmin', 'demo1234');
      expect(superadmin.status).toBe(200);
      const companies = await superadmin.client.get('/api/companies?page=1&limit=10');
      expect(companies.status).toBe(200);
      expect(companies.body.totalCount).toBe(2);
      expect(companies.body.data).toHaveLength(2);

      const vehicles = await admin.client.get('/api/vehicles?page=1&limit=100');
      expect(vehicles.status).toBe(200);
      expect(vehicles.body.totalCount).toBeGreaterThan(15);

      // The demo is believable: its shape, and records that agree with their vehicles.
      const demo = await withEmbeddedDatabase(dataDir, async (client) => {
        const one = async (query: string) => (await client.query(query)).rows[0];
        return {
          shape: await one(`select
            (select count(*) from companies where logo_id is not null)::int as companies_with_logo,
            (select min(n) from (select count(*) filter (where logo_id is not null)::int as n from branches group by company_id) b) as min_branches_with_logo,
            (select count(*) from vehicles)::int as vehicles,
            (select count(distinct type) from vehicles)::int as vehicle_types,
            (select count(*) from vehicles where not is_active)::int as archived,
            (select count(*) from (select vehicle_id from vehicle_branches group by vehicle_id having count(*) > 1) v)::int as in_two_branches,
            (select count(*) from general_maintenances)::int as general,
            (select count(*) from mandatory_maintenances)::int as mandatory,
            (select count(distinct role) from employees)::int as roles,
            (select count(*) from employees where password_hash is null)::int as invited`),
          behind: await one(VEHICLES_BEHIND_THEIR_RECORDS),
          outsideTwoYears: (
            await one(`select count(*)::int as n from mandatory_maintenances
           where finished_on > current_date + 1 or finished_on < current_date - 732`)
          ).n,
          scope: (
            await client.query(`select e.username, array_agg(b.name order by b.name) as branches from employees e
            join employee_branches eb on eb.employee_id = e.id join branches b on b.id = eb.branch_id
           where e.username in ('moderator', 'user') group by e.username order by e.username`)
          ).rows,
        };
      });
      expect(demo.shape).toMatchObject({ companies_with_logo: 2, vehicle_types: 3, roles: 4 });
      expect(demo.shape.min_branches_with_logo).toBeGreaterThanOrEqual(3);
      expect(demo.shape.vehicles).toBeGreaterThanOrEqual(35);
      expect(demo.shape.archived).toBeGreaterThanOrEqual(2);
      expect(demo.shape.in_two_branches).toBeGreaterThanOrEqual(2);
      expect(demo.shape.general).toBeGreaterThan(40);
      expect(demo.shape.general + demo.shape.mandatory).toBeGreaterThanOrEqual(180);
      expect(demo.shape.invited).toBeGreaterThan(0);
      expect(demo.behind).toEqual({ above_vehicle_mileage: 0, stale_service: 0, stale_registration: 0 });
      expect(demo.outsideTwoYears).toBe(0);
      expect(demo.scope).toEqual([
        { username: 'moderator', branches: ['Tiranë'] },
        { username: 'user', branches: ['Durrës'] },
      ]);

      const exit = await stopFleet(first, 'SIGTERM');
      expect(exit).toEqual({ code: 0, signal: null });
      // The embedded PostgreSQL stopped with it: no postmaster left on this data folder.
      expect(await fileExists(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
      expect(isAlive(postmaster.pid)).toBe(false);

      const second = await startFleet(dataDir);
      expect(second.output()).not.toContain('Demo data seeded');
      // The JWT secret is kept in the data folder, so a session from before the restart still works.
      const again = await superadmin.client.on(second.url).get('/api/companies?page=1&limit=10');
      expect(again.status).toBe(200);
      expect(again.body.totalCount).toBe(2);
      expect((await signIn(second, 'admin', 'demo1234')).status).toBe(200);

      expect(await stopFleet(second, 'SIGINT')).toEqual({ code: 0, signal: null });
      expect(await fileExists(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'starts empty with FLEET_DEMO_DATA=0, and create-superadmin bootstraps it',
    async () => {
      const dataDir = await newDataDir();

      const empty = await startFleet(dataDir, { FLEET_DEMO_DATA: '0' });
      expect(empty.output()).not.toContain('Demo sign-ins');
      expect((await signIn(empty, 'admin', 'demo1234')).status).toBe(401);
      const counts = await withEmbeddedDatabase(
        dataDir,
        async (client) =>
          (
            await client.query(
              'select (select count(*) from companies)::int as companies, (select count(*) from employees)::int as employees',
            )
          ).rows[0],
      );
      expect(counts).toEqual({ companies: 0, employees: 0 });
      expect(await stopFleet(empty)).toEqual({ code: 0, signal: null });

      // The production bootstrap, on the same (stopped) embedded database.
      const env = childEnv({ FLEET_DATA_DIR: dataDir, FLEET_SUPERADMIN_PASSWORD: 'correct horse battery' });
      const created = spawnScript('server/scripts/create-superadmin.ts', ['--username', 'ops', '--email', 'ops@example.com'], env);
      expect(await created.exited, created.output()).toEqual({ code: 0, signal: null });
      expect(created.output()).toContain('Superadmin "ops"');

      const duplicate = spawnScript('server/scripts/create-superadmin.ts', ['--username', 'OPS', '--email', 'other@example.com'], env);
      expect((await duplicate.exited).code).toBe(1);
      expect(duplicate.output()).toContain('already exists');

      const tooShort = spawnScript(
        'server/scripts/create-superadmin.ts',
        ['--username', 'ops2', '--email', 'ops2@example.com'],
        childEnv({ FLEET_DATA_DIR: dataDir, FLEET_SUPERADMIN_PASSWORD: 'short' }),
      );
      expect((await tooShort.exited).code).toBe(1);
      expect(tooShort.output()).toContain('at least 8 characters');

      // Demo data is on by default, but a database that has an employee is never seeded.
      const bootstrapped = await startFleet(dataDir);
      const ops = await signIn(bootstrapped, 'ops@example.com', 'correct horse battery');
      expect(ops.status).toBe(200);
      expect(ops.body.data).toMatchObject({ username: 'ops', role: 'superadmin' });
      const companies = await ops.client.get('/api/companies?page=1&limit=10');
      expect(companies.body.totalCount).toBe(0);
      expect(await stopFleet(bootstrapped)).toEqual({ code: 0, signal: null });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'starts again after it was killed: the PostgreSQL it left running is stopped first, without a hand',
    async () => {
      const dataDir = await newDataDir();
      const first = await startFleet(dataDir, { FLEET_DEMO_DATA: '0' });
      const { pid } = await embeddedPostmaster(dataDir);
      await stopFleet(first, 'SIGKILL');
      // As the attack pass found: the PostgreSQL runs on without its Fleet.
      expect(isAlive(pid)).toBe(true);

      const second = await startFleet(dataDir, { FLEET_DEMO_DATA: '0' });
      expect(isAlive(pid)).toBe(false);
      expect(second.output()).toContain('stopped the embedded PostgreSQL that a Fleet which did not stop had left running');
      expect((await embeddedPostmaster(dataDir)).pid).not.toBe(pid);
      expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
      expect(await stopFleet(second)).toEqual({ code: 0, signal: null });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'a second Fleet on the data folder of a running one stops with a message and leaves the first alone',
    async () => {
      const dataDir = await newDataDir();
      const first = await startFleet(dataDir, { FLEET_DEMO_DATA: '0' });
      const { pid } = await embeddedPostmaster(dataDir);
      const port = await freePort();
      const second = spawnScript(
        'server/main.ts',
        [],
        childEnv({ FLEET_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', FLEET_DEMO_DATA: '0' }),
      );
      const exit = await Promise.race([second.exited, sleep(START_TIMEOUT_MS).then(() => undefined)]);
      expect(exit?.code).not.toBe(0);
      expect(second.output()).toContain('Another Fleet');
      expect(isAlive(pid)).toBe(true);
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
      expect(await stopFleet(first)).toEqual({ code: 0, signal: null });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'with demo accounts and no HOST it listens on this machine only; HOST=0.0.0.0 serves the network, with a warning',
    async () => {
      const dataDir = await newDataDir();
      const local = await startFleet(dataDir, { HOST: '' });
      expect(local.output()).toContain('(on this machine only');
      expect(local.output()).not.toContain('WARNING');
      const address = networkAddress();
      if (address) expect(await connects(address, new URL(local.url).port)).toBe(false);
      expect(await stopFleet(local)).toEqual({ code: 0, signal: null });

      const everywhere = await startFleet(dataDir, { HOST: '0.0.0.0' });
      expect(everywhere.output()).toContain('WARNING: Fleet listens on 0.0.0.0');
      if (address) expect(await connects(address, new URL(everywhere.url).port)).toBe(true);
      expect(await stopFleet(everywhere)).toEqual({ code: 0, signal: null });
    },
    TEST_TIMEOUT_MS,
  );
});

describe('its logs', () => {
  it(
    'are JSON when its output is no terminal, and lines for people with LOG_FORMAT=pretty (as in a terminal)',
    async () => {
      const dataDir = await newDataDir();
      const json = await startFleet(dataDir, { LOG_LEVEL: 'info', FLEET_DEMO_DATA: '0' });
      const line = json
        .output()
        .split('\n')
        .find((text) => text.includes('starting the embedded PostgreSQL'));
      expect(JSON.parse(line!)).toMatchObject({ level: 30, msg: 'starting the embedded PostgreSQL' });
      expect(await stopFleet(json)).toEqual({ code: 0, signal: null });

      const pretty = await startFleet(dataDir, { LOG_LEVEL: 'info', FLEET_DEMO_DATA: '0', LOG_FORMAT: 'pretty' });
      await expect.poll(() => pretty.output()).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: starting the embedded PostgreSQL$/m);
      expect(pretty.output()).not.toMatch(/^\{"level"/m);
      expect(await stopFleet(pretty)).toEqual({ code: 0, signal: null });
    },
    TEST_TIMEOUT_MS,
  );
});

/** An address of this machine that other machines reach it at, if it has one. */
function networkAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
}

function connects(host: string, port: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port: Number(port) });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
