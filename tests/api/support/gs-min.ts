import type { TestProject } from 'vitest/node';
import { createPool } from '../../../server/db/client';
import { runMigrations } from '../../../server/db/migrate';
export default async function setup(project: TestProject) {
  const admin = createPool(process.env.TEST_DATABASE_URL!, 2);
  await admin.query('drop database if exists zz_gs');
  await admin.query('create database zz_gs');
  const t = createPool('postgres://postgres@127.0.0.1:5432/zz_gs', 2);
  await runMigrations(t);
  await t.end();
  project.provide('adminDatabaseUrl', 'x');
  return async () => { await admin.query('drop database zz_gs with (force)'); await admin.end(); };
}
