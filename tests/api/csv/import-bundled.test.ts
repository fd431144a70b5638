import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import { freePort } from '../../../server/net';
import { workerModule } from '../../../server/worker-module';
import { SERVER_WORKERS } from '../../../scripts/builds.mjs';
import { bundleServer } from '../../../scripts/server-bundle.mjs';
import { makeBranch, makeCompany, makeEmployee, PASSWORD } from '../support/fixtures';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../support/test-app';

/*
 * npm start runs the server as one JavaScript bundle, and the import's worker as a bundle of its own
 * beside it (scripts/server-bundle.mjs, server/worker-module.ts). This bundles the server into a
 * folder of its own, runs it on a test database as npm start would, and imports through it.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let t: TestApp;
let folder: string;
let server: ChildProcess | undefined;
let url: string;
let cookie: string;

beforeAll(async () => {
  t = await startTestApp();
  const company = await makeCompany(t.db);
  await makeBranch(t.db, company.id, 'Depot');
  const person = await makeEmployee(t.db, { role: 'admin', companyId: company.id });

  // Inside the project, as npm start's bundle is, so that the packages it leaves out are found.
  const cache = path.join(ROOT, 'node_modules', '.cache');
  await fs.mkdir(cache, { recursive: true });
  folder = await fs.mkdtemp(path.join(cache, 'fleet-bundle-test-'));
  await bundleServer({ root: ROOT, programs: ['server/main.ts'], workers: SERVER_WORKERS, outdir: folder });
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [path.join(folder, 'main.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: t.databaseUrl,
      JWT_SECRET: TEST_JWT_SECRET,
      PORT: String(port),
      HOST: '127.0.0.1',
      FLEET_DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null || Date.now() > deadline)
      throw new Error(`the bundled server did not start (exit code ${server.exitCode})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const signedIn = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: person.username, password: PASSWORD }),
  });
  expect(signedIn.status).toBe(200);
  cookie = signedIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await fs.rm(folder, { recursive: true, force: true });
  await t.close();
}, 30_000);

async function dryRun(file: string | Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'vehicles.csv');
  const answer = await fetch(`${url}/api/vehicles/import?dryRun=true`, { method: 'POST', headers: { cookie }, body: form });
  return { status: answer.status, body: await answer.json() };
}

describe('the import in the server bundle', () => {
  it('bundles the worker beside the server', async () => {
    expect((await fs.readdir(folder)).filter((name) => name.endsWith('.mjs')).sort()).toEqual(['import-worker.mjs', 'main.mjs']);
  });

  it('reads and checks a file in the bundled worker, and refuses one it cannot read', async () => {
    const header =
      'License plate,Model,Mileage,Type,Last legislation control,Legislation control interval,Last service date,Obligatory service interval,Obligatory service interval in km,Branches\n';
    const rows = Array.from({ length: 1_000 }, (_, n) => `B ${n},Golf,1000,car,01.01.2026,12,01.01.2026,12,15000,Depot\n`).join('');
    const checked = await dryRun(`${header}${rows}B 0,Golf,-1,car,01.01.2026,12,01.01.2026,12,15000,Nowhere\n`);
    expect(checked.status).toBe(200);
    expect(checked.body.data).toMatchObject({ dry_run: true, rows: 1_001, valid_rows: 1_000, created: 0 });
    expect(checked.body.data.errors).toEqual([
      { row: 1002, column: 'License plate', value: 'B 0', message: messages.importDuplicatePlate },
      { row: 1002, column: 'Mileage', value: '-1', message: messages.mileageMin },
      { row: 1002, column: 'Branches', value: 'Nowhere', message: messages.importUnknownBranch },
    ]);
    const refused = await dryRun(new Uint8Array([0x41, 0x00, 0x42]));
    expect(refused).toEqual({ status: 400, body: { message: messages.importNotCsv } });
  });
});

describe("where a worker thread's module is", () => {
  const source = new URL('file:///project/server/import-worker.ts');
  const bundled = globalThis as { FLEET_SERVER_BUNDLE?: string };

  it("in the bundle: the worker's own bundle beside it, run as it is", () => {
    bundled.FLEET_SERVER_BUNDLE = 'file:///cache/server/main.mjs';
    try {
      expect(workerModule(source)).toEqual({ filename: '/cache/server/import-worker.mjs' });
    } finally {
      delete bundled.FLEET_SERVER_BUNDLE;
    }
  });

  it('from the sources: the TypeScript file, through tsx', () => {
    const module = workerModule(source);
    expect(module.filename).toBe('/project/server/import-worker.ts');
    expect(module.execArgv?.slice(-2)).toEqual(['--import', expect.stringMatching(/^file:.*\/node_modules\/tsx\/dist\/loader\.mjs$/)]);
  });
});
