import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/net';

/*
 * The real process, as `npm start` runs it: server/main.ts with its own embedded PostgreSQL in a
 * fresh data folder. These tests need no shared test database; each start takes a few seconds
 * (the first one runs initdb), hence the generous timeouts.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
const TEST_TIMEOUT_MS = 180_000;

interface Exit { code: number | null; signal: NodeJS.Signals | null }

interface RunningFleet {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<Exit>;
}

const running = new Set<RunningFleet>();
const dataDirs: string[] = [];

afterAll(async () => {
  // Whatever a failed test left running: stop it the way an operator would, then clean up.
  for (const fleet of running) {
    fleet.child.kill('SIGTERM');
    const exit = await Promise.race([fleet.exited, sleep(STOP_TIMEOUT_MS).then(() => undefined)]);
    if (!exit) fleet.child.kill('SIGKILL');
  }
  for (const dir of dataDirs) await fs.rm(dir, { recursive: true, force: true });
}, 60_000);

async function newDataDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fleet-process-'));
  // The embedded PostgreSQL runs as the OS user postgres when we are root: it must reach the folder.
  await fs.chmod(dir, 0o755);
  dataDirs.push(dir);
  return path.join(dir, 'data');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The environment of a child: ours, less anything that would point it at another database. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', ...extra };
  for (const name of ['DATABASE_URL', 'JWT_SECRET', 'PUBLIC_URL', 'TRUST_PROXY', 'FLEET_SUPERADMIN_PASSWORD']) {
    if (!(name in extra)) delete env[name];
  }
  if (!('FLEET_DEMO_DATA' in extra)) delete env.FLEET_DEMO_DATA;
  return env;
}

function spawnScript(script: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, output: () => output, exited };
}

async function startFleet(dataDir: string, extra: Record<string, string> = {}): Promise<RunningFleet> {
  const port = await freePort();
  const env = childEnv({ FLEET_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ...extra });
  const fleet: RunningFleet = { ...spawnScript('server/main.ts', [], env), url: `http://127.0.0.1:${port}` };
  running.add(fleet);

  let exit: Exit | undefined;
  void fleet.exited.then((value) => (exit = value));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exit) throw new Error(`Fleet exited during start (code ${exit.code}):\n${fleet.output()}`);
    const healthy = await fetch(`${fleet.url}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return fleet;
    await sleep(200);
  }
  throw new Error(`Fleet did not listen within ${START_TIMEOUT_MS} ms:\n${fleet.output()}`);
}

async function stopFleet(fleet: RunningFleet, signal: NodeJS.Signals = 'SIGTERM'): Promise<Exit> {
  fleet.child.kill(signal);
  const exit = await Promise.race([fleet.exited, sleep(STOP_TIMEOUT_MS).then(() => undefined)]);
  if (!exit) throw new Error(`Fleet did not stop within ${STOP_TIMEOUT_MS} ms after ${signal}:\n${fleet.output()}`);
  running.delete(fleet);
  return exit;
}

/** The PostgreSQL that a running Fleet started: its postmaster pid and port, from postmaster.pid. */
async function embeddedPostmaster(dataDir: string) {
  const lines = (await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Runs queries on the embedded PostgreSQL of a running Fleet, as its superuser. */
async function withEmbeddedDatabase<T>(dataDir: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const { port } = await embeddedPostmaster(dataDir);
  const password = (await fs.readFile(path.join(dataDir, 'db-password'), 'utf8')).trim();
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'fleet' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function fileExists(file: string) {
  return fs.access(file).then(() => true, () => false);
}

/** Signs in and answers the status, the body, and the cookies to send on later requests. */
async function signIn(fleet: RunningFleet, username: string, password: string) {
  const response = await fetch(`${fleet.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  return { status: response.status, body: (await response.json()) as any, cookie };
}

async function getJson(fleet: RunningFleet, url: string, cookie: string) {
  const response = await fetch(`${fleet.url}${url}`, { headers: { cookie } });
  return { status: response.status, body: (await response.json()) as any };
}

describe('the Fleet process (server/main.ts)', () => {
  it('seeds the demo on first start, stops cleanly on SIGTERM and keeps its data across restarts', async () => {
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
    const companies = await getJson(first, '/api/companies?page=1&limit=10', superadmin.cookie);
    expect(companies.status).toBe(200);
    expect(companies.body.totalCount).toBe(2);
    expect(companies.body.data).toHaveLength(2);

    const vehicles = await getJson(first, '/api/vehicles?page=1&limit=100', admin.cookie);
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
        incoherent: await one(`select
            (select count(*) from vehicles v where exists (
               select 1 from general_maintenances g where g.vehicle_id = v.id and g.mileage > v.mileage) or exists (
               select 1 from mandatory_maintenances m where m.vehicle_id = v.id and m.mileage > v.mileage))::int as above_vehicle_mileage,
            (select count(*) from vehicles v where v.last_service_date < (
               select max(finished_on) from mandatory_maintenances m where m.vehicle_id = v.id and m.service_type = 'Service'))::int as stale_service,
            (select count(*) from vehicles v where v.last_legislation_control < (
               select max(finished_on) from mandatory_maintenances m where m.vehicle_id = v.id and m.service_type = 'Registration'))::int as stale_registration,
            (select count(*) from mandatory_maintenances where finished_on > current_date + 1 or finished_on < current_date - 732)::int as outside_two_years`),
        scope: (await client.query(`select e.username, array_agg(b.name order by b.name) as branches from employees e
            join employee_branches eb on eb.employee_id = e.id join branches b on b.id = eb.branch_id
           where e.username in ('moderator', 'user') group by e.username order by e.username`)).rows,
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
    expect(demo.incoherent).toEqual({ above_vehicle_mileage: 0, stale_service: 0, stale_registration: 0, outside_two_years: 0 });
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
    const again = await getJson(second, '/api/companies?page=1&limit=10', superadmin.cookie);
    expect(again.status).toBe(200);
    expect(again.body.totalCount).toBe(2);
    expect((await signIn(second, 'admin', 'demo1234')).status).toBe(200);

    expect(await stopFleet(second, 'SIGINT')).toEqual({ code: 0, signal: null });
    expect(await fileExists(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  }, TEST_TIMEOUT_MS);

  it('starts empty with FLEET_DEMO_DATA=0, and create-superadmin bootstraps it', async () => {
    const dataDir = await newDataDir();

    const empty = await startFleet(dataDir, { FLEET_DEMO_DATA: '0' });
    expect(empty.output()).not.toContain('Demo sign-ins');
    expect((await signIn(empty, 'admin', 'demo1234')).status).toBe(401);
    const counts = await withEmbeddedDatabase(dataDir, async (client) => (await client.query(
      'select (select count(*) from companies)::int as companies, (select count(*) from employees)::int as employees')).rows[0]);
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

    const tooShort = spawnScript('server/scripts/create-superadmin.ts', ['--username', 'ops2', '--email', 'ops2@example.com'],
      childEnv({ FLEET_DATA_DIR: dataDir, FLEET_SUPERADMIN_PASSWORD: 'short' }));
    expect((await tooShort.exited).code).toBe(1);
    expect(tooShort.output()).toContain('at least 8 characters');

    // Demo data is on by default, but a database that has an employee is never seeded.
    const bootstrapped = await startFleet(dataDir);
    const ops = await signIn(bootstrapped, 'ops@example.com', 'correct horse battery');
    expect(ops.status).toBe(200);
    expect(ops.body.data).toMatchObject({ username: 'ops', role: 'superadmin' });
    const companies = await getJson(bootstrapped, '/api/companies?page=1&limit=10', ops.cookie);
    expect(companies.body.totalCount).toBe(0);
    expect(await stopFleet(bootstrapped)).toEqual({ code: 0, signal: null });
  }, TEST_TIMEOUT_MS);

  it('starts again after it was killed: the PostgreSQL it left running is stopped first, without a hand', async () => {
    const dataDir = await newDataDir();
    const first = await startFleet(dataDir, { FLEET_DEMO_DATA: '0' });
    const { pid } = await embeddedPostmaster(dataDir);
    first.child.kill('SIGKILL');
    await first.exited;
    running.delete(first);
    // As the attack pass found: the PostgreSQL runs on without its Fleet.
    expect(isAlive(pid)).toBe(true);

    const second = await startFleet(dataDir, { FLEET_DEMO_DATA: '0' });
    expect(isAlive(pid)).toBe(false);
    expect(second.output()).toContain('stopped the embedded PostgreSQL that a Fleet which did not stop had left running');
    expect((await embeddedPostmaster(dataDir)).pid).not.toBe(pid);
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    expect(await stopFleet(second)).toEqual({ code: 0, signal: null });
  }, TEST_TIMEOUT_MS);

  it('a second Fleet on the data folder of a running one stops with a message and leaves the first alone', async () => {
    const dataDir = await newDataDir();
    const first = await startFleet(dataDir, { FLEET_DEMO_DATA: '0' });
    const { pid } = await embeddedPostmaster(dataDir);
    const port = await freePort();
    const second = spawnScript('server/main.ts', [], childEnv({ FLEET_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', FLEET_DEMO_DATA: '0' }));
    const exit = await Promise.race([second.exited, sleep(START_TIMEOUT_MS).then(() => undefined)]);
    expect(exit?.code).not.toBe(0);
    expect(second.output()).toContain('Another Fleet');
    expect(isAlive(pid)).toBe(true);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    expect(await stopFleet(first)).toEqual({ code: 0, signal: null });
  }, TEST_TIMEOUT_MS);
});
