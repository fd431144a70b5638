import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { createPool } from '../../server/db/client';
import { runMigrations } from '../../server/db/migrate';
import { withDatabase } from './support/global-setup';

describe('migrations', () => {
  it('run once even when two instances start together on an empty database', async () => {
    const adminUrl = inject('adminDatabaseUrl');
    const database = `fleet_t_${inject('runId')}_mig_${randomBytes(3).toString('hex')}`;
    const admin = createPool(adminUrl, 1);
    await admin.query(`create database ${database}`);
    const first = createPool(withDatabase(adminUrl, database), 2);
    const second = createPool(withDatabase(adminUrl, database), 2);
    try {
      // Without the advisory lock both would create the same tables and one would fail.
      await Promise.all([runMigrations(first), runMigrations(second), runMigrations(first)]);
      const applied = await first.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      const journal = await import('../../server/db/migrations/meta/_journal.json', { with: { type: 'json' } });
      expect(applied.rows[0].n).toBe(journal.default.entries.length);
      const tables = await first.query(`select count(*)::int as n from information_schema.tables where table_schema = 'public'`);
      expect(tables.rows[0].n).toBeGreaterThanOrEqual(12);
    } finally {
      await first.end();
      await second.end();
      await admin.query(`drop database ${database} with (force)`);
      await admin.end();
    }
  });
});
