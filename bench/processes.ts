import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../server/net';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A server process the benchmark started: its address, its pid (for its memory), and how to stop it. */
export interface ServerProcess {
  url: string;
  pid: number;
  /** Resident memory in MB, from /proc. */
  rssMb(): number;
  stop(): Promise<void>;
  /** What it wrote to stderr, for a failure's message. */
  errors(): string;
}

export const BENCH_JWT_SECRET = 'bench-jwt-secret-that-is-long-enough-0123456789abcdef';

/** Fleet as production runs it (`npm start` without its build step), on the given database. */
export async function startFleet(databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  return spawnServer(
    fleetCommand(),
    {
      DATABASE_URL: databaseUrl,
      JWT_SECRET: BENCH_JWT_SECRET,
      PORT: String(port),
      HOST: '127.0.0.1',
      FLEET_DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The load comes from a few sessions at thousands of requests a second: far above what a person
      // makes. The limiter still counts every request, so its cost is measured; it just never refuses.
      RATE_LIMIT_PER_MINUTE: '1000000000',
      ...env,
    },
    `http://127.0.0.1:${port}`,
  );
}

/** How `npm start` runs the server, without npm in between (package.json "start": builds what is out of date, then serves). */
function fleetCommand(): string[] {
  return [process.execPath, path.join(PROJECT_ROOT, 'scripts/start.mjs')];
}

/** The no-framework floor (bench/floor.ts), replaying the statements captured from Fleet. */
export async function startFloor(databaseUrl: string, statementsFile: string): Promise<ServerProcess> {
  const port = await freePort();
  return spawnServer(
    [process.execPath, '--import', 'tsx', path.join(PROJECT_ROOT, 'bench/floor.ts'), statementsFile],
    {
      DATABASE_URL: databaseUrl,
      PORT: String(port),
    },
    `http://127.0.0.1:${port}`,
  );
}

async function spawnServer(
  command: string[],
  env: Record<string, string>,
  url: string,
  healthPath = '/api/health',
): Promise<ServerProcess> {
  const child = spawn(command[0]!, command.slice(1), {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  await waitForAnswer(`${url}${healthPath}`, child, () => stderr);
  return {
    url,
    pid: child.pid!,
    rssMb: () => rssMb(child.pid!),
    stop: () => stopProcess(child),
    errors: () => stderr,
  };
}

/** Polls until the URL answers 200; fails at once if the process exits first. */
export async function waitForAnswer(url: string, child: ChildProcess, stderr: () => string, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  let exited: number | null = null;
  child.once('exit', (code) => (exited = code ?? -1));
  while (performance.now() - started < timeoutMs) {
    if (exited !== null) throw new Error(`${url}: the process exited with ${exited}\n${stderr()}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url}: no answer within ${timeoutMs / 1000} s\n${stderr()}`);
}

export function rssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
