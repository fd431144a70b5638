// @ts-check
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fingerprint } from './fingerprint.mjs';
import { bundleServer } from './server-bundle.mjs';

/*
 * What `npm start` runs is built from the sources once, and again only when they change: the browser
 * app (Vite, into dist/) and the server (one JavaScript bundle, server-bundle.mjs). Each build leaves a
 * stamp with the fingerprint of its inputs; a start compares the stamps with the sources as they are
 * now (a few milliseconds) and builds only what is missing or out of date.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The built server and the builds' lock, beside dist/ (the browser app) and ignored by git like it:
 * a production install copies both and needs none of the tools that made them.
 */
const BUILD = path.join(ROOT, 'build');
const SERVER_FOLDER = path.join(BUILD, 'server');
/** The server's programs, each run by `node scripts/start.mjs <program>`: the server itself and its commands. */
export const SERVER_PROGRAMS = {
  main: 'server/main.ts',
  'create-superadmin': 'server/scripts/create-superadmin.ts',
};
/** The modules the server runs in worker threads: each is bundled beside the server (server/worker-module.ts). */
export const SERVER_WORKERS = ['server/import-worker.ts'];

/** Where the bundle of a server program is. @param {keyof typeof SERVER_PROGRAMS} program */
export const serverBundle = (program) => path.join(SERVER_FOLDER, `${program}.mjs`);

/**
 * @typedef {object} Build
 * @property {string} name What it is, for the log.
 * @property {readonly string[]} inputs Files and folders (relative to ROOT) the output is made from.
 * @property {readonly string[]} also Anything else the output depends on.
 * @property {string} output A file that every complete build has.
 * @property {string} stamp Where the fingerprint of the inputs of the build in place is kept.
 * @property {() => Promise<void>} run
 */

/** Every build also depends on the installed packages and on how it is built. */
const TOOLING = ['package-lock.json', 'tsconfig.json', 'scripts'];

/** @type {Build} */
export const browserApp = {
  name: 'the browser app',
  inputs: ['src', 'contract', 'public', 'index.html', 'vite.config.ts', ...TOOLING],
  also: [],
  output: path.join(ROOT, 'dist', 'index.html'),
  // Inside dist/, so that it goes whenever dist/ is emptied or rebuilt by another command. The server
  // never sends it: dotfiles are not among the files it serves (server/plugins/browser-app.ts).
  stamp: path.join(ROOT, 'dist', '.fleet-build.json'),
  run: () => runVite(['build', '--logLevel', 'warn']),
};

/** @type {Build} */
export const server = {
  name: 'the server',
  inputs: ['server', 'contract', ...TOOLING],
  // The bundle holds the paths of its sources (server-bundle.mjs), so a moved project rebuilds it.
  also: [ROOT],
  output: serverBundle('main'),
  stamp: path.join(SERVER_FOLDER, 'stamp.json'),
  run: () => bundleServer({ root: ROOT, programs: Object.values(SERVER_PROGRAMS), workers: SERVER_WORKERS, outdir: SERVER_FOLDER }),
};

/** Whether Vite and esbuild are installed: in a clone after `npm install`, not in a production install. */
export function hasBuildTools() {
  try {
    import.meta.resolve('vite');
    import.meta.resolve('esbuild');
    return true;
  } catch {
    return false;
  }
}

/**
 * Builds whichever of `builds` is missing or older than its sources. Starts that find work to do
 * take turns on a lock, and each checks again once it holds it, so two starts at the same moment
 * never build into the same folder at once, and the second one finds the first one's build.
 *
 * @param {readonly Build[]} builds
 * @param {{ force?: boolean, log?: (line: string) => void }} [options]
 * @returns {Promise<string[]>} the names of what was built
 */
export async function ensureBuilt(builds, { force = false, log = () => undefined } = {}) {
  if (!force && (await Promise.all(builds.map(isCurrent))).every(Boolean)) return [];

  await fs.mkdir(BUILD, { recursive: true });
  const lockfile = await import('proper-lockfile');
  const release = await lockfile.lock(BUILD, {
    lockfilePath: path.join(BUILD, 'build.lock'),
    // A holder refreshes the lock every few seconds; one that died leaves it stale after 30 s.
    stale: 30_000,
    retries: { retries: 300, factor: 1, minTimeout: 500, maxTimeout: 500 },
  });
  /** @type {string[]} */
  const built = [];
  try {
    for (const build of builds) {
      const [inputs, stamp, present] = await Promise.all([fingerprintOf(build), stampOf(build), exists(build.output)]);
      if (!force && present && stamp === inputs) continue;
      const why = force
        ? 'asked for'
        : !present
          ? 'not built yet'
          : stamp === undefined
            ? 'built without a record of its sources'
            : 'its sources changed';
      log(`Building ${build.name} (${why})…`);
      const started = performance.now();
      await build.run();
      await fs.writeFile(build.stamp, JSON.stringify({ inputs }) + '\n');
      log(`Built ${build.name} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
      built.push(build.name);
    }
  } finally {
    await release();
  }
  return built;
}

/**
 * @param {Build} build
 * @returns {Promise<boolean>}
 */
async function isCurrent(build) {
  const [stamp, inputs, present] = await Promise.all([stampOf(build), fingerprintOf(build), exists(build.output)]);
  return present && stamp === inputs;
}

/**
 * @param {Build} build
 * @returns {Promise<string>}
 */
function fingerprintOf(build) {
  return fingerprint(ROOT, build.inputs, build.also);
}

/**
 * The fingerprint the build in place was made from; undefined when there is none.
 *
 * @param {Build} build
 * @returns {Promise<string | undefined>}
 */
async function stampOf(build) {
  try {
    return JSON.parse(await fs.readFile(build.stamp, 'utf8')).inputs;
  } catch {
    return undefined;
  }
}

/** @param {string} file */
async function exists(file) {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Runs the project's Vite in a process of its own, so that none of its memory stays with the server.
 *
 * @param {string[]} args
 * @returns {Promise<void>}
 */
function runVite(args) {
  // The package exports no path to its command: it is found through its package.json.
  const manifest = createRequire(import.meta.url).resolve('vite/package.json');
  const vite = path.join(path.dirname(manifest), JSON.parse(readFileSync(manifest, 'utf8')).bin.vite);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite, ...args], { cwd: ROOT, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`vite ${args.join(' ')} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}
