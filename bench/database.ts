import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createPool } from '../server/db/client';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../server/db/embedded';
import { runMigrations } from '../server/db/migrate';
import { FULL_SIZE, generateFleet, type FleetSize, type GeneratedFleet } from './data';

/**
 * The benchmark's database: a fresh embedded PostgreSQL in a temporary folder (the default, what
 * `npm start` runs on), or a database of its own on the server at BENCH_DATABASE_URL. With
 * BENCH_KEEP=1 that database stays after the run, and the next run on the same server and size
 * reuses it instead of generating the fleet again (it still runs Fleet's migrations first).
 */
export interface BenchDatabase {
  url: string;
  /** "embedded PostgreSQL 18.x" or "PostgreSQL 15.x at 127.0.0.1:5432". */
  server: string;
  fleet: GeneratedFleet;
  reused: boolean;
  close(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** `name` is the database's name on that server: the benchmark's own unless a suite that writes (the soak) keeps its fleet apart. */
export async function openBenchDatabase(
  size: FleetSize,
  log: (line: string) => void,
  name = size === FULL_SIZE ? 'fleet_bench' : 'fleet_bench_quick',
): Promise<BenchDatabase> {
  const keep = process.env.BENCH_KEEP === '1';
  let embedded: EmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  let serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fleet-bench-'));
    // Run as root, the embedded PostgreSQL runs as the OS user postgres, which must reach its folder.
    await fs.chmod(dataDir, 0o755);
    embedded = await startEmbeddedDatabase(dataDir, () => undefined);
    serverUrl = embedded.url;
  }
  const admin = createPool(serverUrl, 1);
  const version = (await admin.query<{ server_version: string }>('show server_version')).rows[0]!.server_version;
  const server = embedded ? `embedded PostgreSQL ${version}` : `PostgreSQL ${version} at ${new URL(serverUrl).host}`;
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  const url = withDatabase(serverUrl, name);

  let fleet: GeneratedFleet | undefined;
  if (exists && keep) fleet = await readKeptFleet(url);
  if (!fleet && exists) await admin.query(`drop database ${name} with (force)`);
  const reused = Boolean(fleet);
  if (!fleet) {
    await admin.query(`create database ${name}`);
    const pool = createPool(url, 2);
    try {
      await runMigrations(pool);
      log(`generating the fleet (${size.vehicles.toLocaleString('en')} vehicles) in ${server}…`);
      fleet = await generateFleet(pool, size);
      await pool.query('create table bench_fleet (fleet jsonb not null)');
      await pool.query('insert into bench_fleet values ($1)', [JSON.stringify(fleet)]);
    } finally {
      await pool.end();
    }
  } else {
    log(`reusing the fleet kept in ${name} (BENCH_KEEP=1)`);
    // The last run's writes (records, and the vehicles they moved forward) left pages that index-only
    // scans must visit again; vacuumed, a kept fleet starts each run as a fresh one does.
    const pool = createPool(url, 1);
    try {
      await runMigrations(pool);
      await pool.query('vacuum (analyze)');
    } finally {
      await pool.end();
    }
  }

  return {
    url,
    server,
    fleet: fleet!,
    reused,
    async close() {
      if (!keep) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await embedded?.stop();
      if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function readKeptFleet(url: string): Promise<GeneratedFleet | undefined> {
  const pool = createPool(url, 1);
  try {
    const { rows } = await pool.query<{ fleet: GeneratedFleet }>('select fleet from bench_fleet');
    return rows[0]?.fleet;
  } catch {
    return undefined;
  } finally {
    await pool.end();
  }
}
