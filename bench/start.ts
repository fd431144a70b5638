import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../server/net';
import { PROJECT_ROOT, waitForAnswer } from './processes';
import { machine, ms, type Figure, type Report } from './report';

/*
 * `npm run bench:start`: how long `npm start` takes until GET /api/health answers, on an empty data
 * folder (create the embedded PostgreSQL, migrate, seed the demo) and on an existing one. It runs the
 * very command a newcomer types, npm included, with the browser app already built once.
 */

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timeStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, FLEET_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group, so that the stop reaches npm, the shell and Fleet alike.
    detached: true,
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    return await waitForAnswer(`http://127.0.0.1:${port}/api/health`, child, () => stderr);
  } finally {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      process.kill(-child.pid!, 'SIGTERM');
    });
  }
}

export async function benchStart(options: { quick: boolean; log: (line: string) => void }): Promise<Report> {
  const { quick, log } = options;
  const startedAt = new Date().toISOString();
  const runs = quick ? 1 : 3;
  const empty: number[] = [];
  const existing: number[] = [];
  // `npm start` builds the app and the server when their sources changed since the last build. The
  // figures are for starts with both built, so whatever is out of date is built first, untimed.
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: PROJECT_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let run = 0; run < runs; run++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-bench-start-'));
    // Run as root, the embedded PostgreSQL runs as the OS user postgres, which must reach its folder.
    fs.chmodSync(dataDir, 0o755);
    try {
      empty.push(await timeStart(dataDir));
      existing.push(await timeStart(dataDir));
      log(`start ${run + 1}: empty folder ${ms(empty.at(-1)!)}, existing ${ms(existing.at(-1)!)}`);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const figures: Figure[] = [
    {
      name: '`npm start` to first answer, empty data folder (median)',
      value: ms(median(empty)),
      target: '≤ 5 s',
      met: quick ? undefined : median(empty) <= 5_000,
      data: { runs: empty },
    },
    {
      name: '`npm start` to first answer, existing data folder (median)',
      value: ms(median(existing)),
      target: '≤ 1.5 s',
      met: quick ? undefined : median(existing) <= 1_500,
      data: { runs: existing },
    },
  ];
  return { suite: 'start', quick, startedAt, machine: machine(), figures };
}
