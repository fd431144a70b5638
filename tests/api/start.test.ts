import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/net';

/*
 * `npm start` builds the browser app and the server once, and again only when their sources change
 * (scripts/builds.mjs). These tests run the real command in a copy of the project, so that they can
 * change its sources without touching the real ones: the copy has its own sources, dist/ and build
 * cache, and reaches the project's installed packages through links. Builds take seconds on a busy
 * machine, hence the generous timeouts.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const COPIED = [
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
const START_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 20_000;
const TEST_TIMEOUT_MS = 600_000;

let project: string;
let dataDir: string;
const running = new Set<ChildProcess>();

/** A copy of the project whose node_modules links to each installed package, without their build cache. */
async function copyProject(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fleet-start-'));
  // The embedded PostgreSQL runs as the OS user postgres when we are root: it must reach the folder.
  await fs.chmod(dir, 0o755);
  for (const entry of COPIED) await fs.cp(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  await fs.mkdir(path.join(dir, 'node_modules'));
  for (const name of await fs.readdir(path.join(ROOT, 'node_modules'))) {
    if (name === '.cache') continue;
    await fs.symlink(path.join(ROOT, 'node_modules', name), path.join(dir, 'node_modules', name));
  }
  return dir;
}

beforeAll(async () => {
  project = await copyProject();
  dataDir = path.join(project, 'data');
}, 120_000);

afterAll(async () => {
  for (const child of running) await stop(child).catch(() => child.kill('SIGKILL'));
  await fs.rm(project, { recursive: true, force: true });
}, 60_000);

interface Started {
  url: string;
  child: ChildProcess;
  output: () => string;
}

/** The environment of a command in the copy: its own data folder, and nothing that points at another database. */
function copyEnv(port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, FLEET_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  for (const name of ['DATABASE_URL', 'JWT_SECRET', 'PUBLIC_URL', 'FLEET_STATIC_DIR', 'FLEET_DEMO_DATA']) delete env[name];
  return env;
}

/** `npm start` in the copy, as a person types it, until GET /api/health answers. */
function npmStart(): Promise<Started> {
  return npmRun(['start']);
}

/** An npm script in the copy (`npm start`, `npm run dev`, …), until GET /api/health answers on the port it is given. */
async function npmRun(script: string[], port?: number, extra: NodeJS.ProcessEnv = {}): Promise<Started> {
  const listening = port ?? (await freePort());
  const env = copyEnv(listening);
  // Its own process group, so that a stop reaches npm, the shell and Fleet alike.
  const child = spawn('npm', ['--silent', ...script], {
    cwd: project,
    env: { ...env, ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${listening}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm ${script.join(' ')} exited with ${child.exitCode}:\n${output}`);
    if (
      await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { url, child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`npm ${script.join(' ')} did not answer within ${START_TIMEOUT_MS} ms:\n${output}`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    await Promise.race([
      exited,
      new Promise((_, reject) => setTimeout(() => reject(new Error('npm start did not stop')), STOP_TIMEOUT_MS)),
    ]);
  }
  running.delete(child);
}

/** When each build output was last written. */
async function buildTimes() {
  const mtime = async (file: string) => (await fs.stat(path.join(project, file))).mtimeMs;
  return {
    app: await mtime('dist/index.html'),
    appStamp: await mtime('dist/.fleet-build.json'),
    server: await mtime('build/server/main.mjs'),
    serverStamp: await mtime('build/server/stamp.json'),
  };
}

/** The app's script as the server sends it to a browser, decompressed. */
async function servedScript(url: string): Promise<string> {
  const html = await (await fetch(`${url}/`)).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script, html).toBeDefined();
  // fetch decodes brotli itself; the header shows how it travelled.
  const response = await fetch(`${url}${script}`, { headers: { 'accept-encoding': 'br' } });
  expect(response.headers.get('content-encoding')).toBe('br');
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  return Buffer.from(await response.arrayBuffer()).toString();
}

async function appendTo(file: string, text: string) {
  await fs.appendFile(path.join(project, file), text);
}

describe('npm start', () => {
  it(
    'builds the app and the server on the first start, then not again until a source changes',
    async () => {
      const first = await npmStart();
      expect(first.output()).toContain('Building the browser app (not built yet)');
      expect(first.output()).toContain('Building the server (not built yet)');
      // The build wrote brotli and gzip copies, which the server sends as they are.
      const assets = await fs.readdir(path.join(project, 'dist', 'assets'));
      expect(assets.some((name) => name.endsWith('.js.br'))).toBe(true);
      expect(assets.some((name) => name.endsWith('.js.gz'))).toBe(true);
      expect(await servedScript(first.url)).not.toContain('start-test-marker');
      await stop(first.child);
      const built = await buildTimes();

      // Nothing changed: the second start builds nothing.
      const second = await npmStart();
      expect(second.output()).not.toContain('Building');
      expect(await buildTimes()).toEqual(built);
      await stop(second.child);

      // A source of the browser app changed: the app is built again, and only the app.
      await appendTo('src/main.tsx', "\nconsole.info('start-test-marker');\n");
      const third = await npmStart();
      expect(third.output()).toContain('Building the browser app (its sources changed)');
      expect(third.output()).not.toContain('Building the server');
      expect(await servedScript(third.url)).toContain('start-test-marker');
      await stop(third.child);
      const rebuilt = await buildTimes();
      expect(rebuilt.app).toBeGreaterThan(built.app);
      expect(rebuilt.server).toBe(built.server);

      // A rule both sides share changed: both are built again, and the server answers with it.
      const messages = path.join(project, 'contract', 'messages.ts');
      const source = await fs.readFile(messages, 'utf8');
      expect(source).toContain("routeNotFound: 'Not found'");
      await fs.writeFile(messages, source.replace("routeNotFound: 'Not found'", "routeNotFound: 'Nothing here'"));
      const fourth = await npmStart();
      expect(fourth.output()).toContain('Building the browser app (its sources changed)');
      expect(fourth.output()).toContain('Building the server (its sources changed)');
      const notFound = await fetch(`${fourth.url}/api/no-such-thing`);
      expect(await notFound.json()).toEqual({ message: 'Nothing here' });
      await stop(fourth.child);

      // And once more, unchanged: nothing is built.
      const fifth = await npmStart();
      expect(fifth.output()).not.toContain('Building');
      await stop(fifth.child);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'builds again when the build was removed',
    async () => {
      await fs.rm(path.join(project, 'dist'), { recursive: true, force: true });
      const started = await npmStart();
      expect(started.output()).toContain('Building the browser app (not built yet)');
      expect(started.output()).not.toContain('Building the server');
      expect((await fetch(`${started.url}/sign-in`)).status).toBe(200);
      await stop(started.child);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'npm run dev:web passes /api on to wherever npm run dev listens, without being told its port',
    async () => {
      const api = await npmRun(['run', 'dev']);
      const apiPort = new URL(api.url).port;
      // dev:web is given no port of the API's: it reads where npm run dev said it listens.
      const webPort = await freePort();
      const web = await npmRun(['run', 'dev:web', '--', '--port', String(webPort), '--strictPort', '--host', '127.0.0.1'], webPort, {
        PORT: '',
      }).catch(async (error) => {
        await stop(api.child);
        throw error;
      });
      const health = await fetch(`${web.url}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
      expect(JSON.parse(await fs.readFile(path.join(project, 'build', 'dev-api.json'), 'utf8'))).toEqual({
        url: `http://127.0.0.1:${apiPort}`,
      });
      await stop(web.child);
      await stop(api.child);
    },
    TEST_TIMEOUT_MS,
  );
  it(
    'without the build tools, as a production install, it runs the build it was given, and says what to do when there is none',
    async () => {
      // The copy's links to Vite and esbuild go, as `npm ci --omit=dev` leaves them out.
      for (const tool of ['vite', 'esbuild']) await fs.rm(path.join(project, 'node_modules', tool));
      await appendTo('src/main.tsx', "\nconsole.info('changed after the build');\n");
      const started = await npmStart();
      expect(started.output()).not.toContain('Building');
      expect(await servedScript(started.url)).not.toContain('changed after the build');
      await stop(started.child);

      await fs.rm(path.join(project, 'build'), { recursive: true, force: true });
      const failed = spawn('npm', ['start', '--silent'], { cwd: project, env: copyEnv(await freePort()), stdio: 'pipe' });
      let output = '';
      failed.stderr!.on('data', (chunk) => (output += chunk));
      const code = await new Promise((resolve) => failed.once('exit', resolve));
      expect(code).toBe(1);
      expect(output).toContain('the server not built, and the build tools (the dev dependencies) are not installed');
    },
    TEST_TIMEOUT_MS,
  );
});
