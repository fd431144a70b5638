import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../../../server/net';

/*
 * The real process, as `npm start` runs it: server/main.ts in a child process, with its own
 * embedded PostgreSQL in a data folder of the test's, or on DATABASE_URL. A start takes a few
 * seconds (the first one on a folder runs initdb and seeds the demo), hence the generous timeouts.
 * A test file that starts Fleets calls `afterAll(stopAllFleets, CLEANUP_TIMEOUT_MS)`.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;
export const CLEANUP_TIMEOUT_MS = 60_000;

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface RunningFleet {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<Exit>;
  /** How it ended, once it has. */
  exit: () => Exit | undefined;
}

const running = new Set<RunningFleet>();
const dataDirs: string[] = [];

/** Whatever a failed test left running: stopped the way an operator would, then the folders removed. */
export async function stopAllFleets() {
  for (const fleet of running) {
    fleet.child.kill('SIGTERM');
    const exit = await Promise.race([fleet.exited, sleep(STOP_TIMEOUT_MS).then(() => undefined)]);
    if (!exit) fleet.child.kill('SIGKILL');
  }
  running.clear();
  for (const dir of dataDirs.splice(0)) {
    await stopLeftPostgres(path.join(dir, 'data'));
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** A PostgreSQL that a killed Fleet left running on a test's folder, which no later start stopped. */
async function stopLeftPostgres(dataDir: string) {
  const { pid } = await embeddedPostmaster(dataDir).catch(() => ({ pid: 0 }));
  if (!(pid > 0) || !(await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).includes('postgres')) return;
  process.kill(pid, 'SIGQUIT');
  for (let waited = 0; waited < STOP_TIMEOUT_MS && isAlive(pid); waited += 100) await sleep(100);
}

/** A fresh FLEET_DATA_DIR, removed by stopAllFleets. */
export async function newDataDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fleet-process-'));
  // The embedded PostgreSQL runs as the OS user postgres when we are root: it must reach the folder.
  await fs.chmod(dir, 0o755);
  dataDirs.push(dir);
  return path.join(dir, 'data');
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The environment of a child: ours, less anything that would point it at another database. */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', ...extra };
  for (const name of ['DATABASE_URL', 'JWT_SECRET', 'PUBLIC_URL', 'TRUST_PROXY', 'FLEET_SUPERADMIN_PASSWORD', 'FLEET_DATA_DIR']) {
    if (!(name in extra)) delete env[name];
  }
  if (!('FLEET_DEMO_DATA' in extra)) delete env.FLEET_DEMO_DATA;
  return env;
}

export function spawnScript(script: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  let exit: Exit | undefined;
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve((exit = { code, signal }))));
  return { child, output: () => output, exited, exit: () => exit };
}

/**
 * Starts server/main.ts and waits until GET /api/health answers 200 and it has printed its banner. With a data folder it runs on
 * its embedded PostgreSQL there; without one, `extra` gives DATABASE_URL and JWT_SECRET.
 */
export async function startFleet(dataDir: string | undefined, extra: Record<string, string> = {}): Promise<RunningFleet> {
  const port = await freePort();
  const env = childEnv({ ...(dataDir && { FLEET_DATA_DIR: dataDir }), PORT: String(port), HOST: '127.0.0.1', ...extra });
  const fleet: RunningFleet = { ...spawnScript('server/main.ts', [], env), url: `http://127.0.0.1:${port}` };
  running.add(fleet);

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const exit = fleet.exit();
    if (exit) throw new Error(`Fleet exited during start (code ${exit.code}):\n${fleet.output()}`);
    const healthy = await fetch(`${fleet.url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    // Its own banner too: the free port may have gone to another test's Fleet before this one
    // listened, and that one's health is not this one's.
    if (healthy && fleet.output().includes('Fleet is running at')) return fleet;
    await sleep(200);
  }
  throw new Error(`Fleet did not listen within ${START_TIMEOUT_MS} ms:\n${fleet.output()}`);
}

/** Sends `signal` and waits for the process to end; SIGKILL ends it as the OOM killer would. */
export async function stopFleet(fleet: RunningFleet, signal: NodeJS.Signals = 'SIGTERM'): Promise<Exit> {
  fleet.child.kill(signal);
  const exit = await Promise.race([fleet.exited, sleep(STOP_TIMEOUT_MS).then(() => undefined)]);
  if (!exit) throw new Error(`Fleet did not stop within ${STOP_TIMEOUT_MS} ms after ${signal}:\n${fleet.output()}`);
  running.delete(fleet);
  return exit;
}

/** The PostgreSQL that a running Fleet started: its postmaster pid and port, from postmaster.pid. */
export async function embeddedPostmaster(dataDir: string) {
  const lines = (await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

export function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Runs queries on the embedded PostgreSQL of a running Fleet, as its superuser. */
export async function withEmbeddedDatabase<T>(dataDir: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
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

export async function fileExists(file: string) {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
