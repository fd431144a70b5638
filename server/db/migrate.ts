import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any constant will do, as long as every instance uses the same one: "fleet" in ASCII.
const MIGRATION_LOCK = 0x666c656574;

/**
 * Runs after every run of the migrations: a table that a migration added comes under row-level
 * security, keeps its versions and its history (server/db/functions/row-level-security.sql,
 * versions.sql and history.sql).
 */
export const AFTER_MIGRATIONS = 'select secure_tenant_tables(), keep_versions(), keep_history()';

/**
 * Applies the committed SQL migrations. The session-level advisory lock makes a second instance that
 * starts at the same moment wait, then find nothing left to do, instead of migrating twice.
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
      await client.query(AFTER_MIGRATIONS);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
