import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { createPool } from '../../../server/db/client';
import { runMigrations } from '../../../server/db/migrate';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../../server/db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
    runId: string;
  }
}

/**
 * Runs once per `npm test`: the tests' PostgreSQL is TEST_DATABASE_URL when given, else an embedded
 * one in a temporary folder. A template database gets the migrations once; every test file then
 * clones it (tests/api/support/test-app.ts), which takes a fraction of a second.
 */
export default async function setup(project: TestProject) {
  const runId = randomBytes(4).toString('hex');
  let embedded: EmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fleet-test-'));
    await fs.chmod(dataDir, 0o755);
    embedded = await startEmbeddedDatabase(dataDir, () => undefined);
    adminUrl = embedded.url;
  }

  const templateDatabase = `fleet_tpl_${runId}`;
  const admin = createPool(adminUrl, 2);
  await admin.query(`create database ${templateDatabase}`);
  const template = createPool(withDatabase(adminUrl, templateDatabase), 2);
  await runMigrations(template);
  await template.end();

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);
  project.provide('runId', runId);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1 or datname = $2`, [
      `fleet_t_${runId}_%`,
      templateDatabase,
    ]);
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.end();
    await embedded?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
