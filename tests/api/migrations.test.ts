import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { describe, expect, inject, it } from 'vitest';
import { createPool } from '../../server/db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '../../server/db/migrate';
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

describe('migration 0001 (fleet health)', () => {
  it('gives existing vehicles the odometer of the Service on their last service date, never above their mileage', async () => {
    const adminUrl = inject('adminDatabaseUrl');
    const database = `fleet_t_${inject('runId')}_mig_${randomBytes(3).toString('hex')}`;
    const admin = createPool(adminUrl, 1);
    await admin.query(`create database ${database}`);
    const pool = createPool(withDatabase(adminUrl, database), 2);
    // The migrations as they stood before fleet health: only the first one.
    const before = await fs.mkdtemp(path.join(os.tmpdir(), 'fleet-migrations-'));
    try {
      await fs.cp(MIGRATIONS_FOLDER, before, { recursive: true });
      const journalPath = path.join(before, 'meta', '_journal.json');
      const journal = JSON.parse(await fs.readFile(journalPath, 'utf8'));
      await fs.writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, 1) }));
      await migrate(drizzle(pool), { migrationsFolder: before });

      const {
        rows: [company],
      } = await pool.query(`insert into companies (name, email) values ('Old', 'old@fleet.example') returning id`);
      const vehicle = async (plate: string, mileage: number, lastService: string) =>
        (
          await pool.query(
            `
        insert into vehicles (company_id, license_plate, model, mileage, type, last_legislation_control, legislation_control_interval,
                              last_service_date, mandatory_service_interval, mandatory_service_interval_km)
        values ($1, $2, 'Actros', $3, 'truck', '2026-01-01', 12, $4, 12, 15000) returning id`,
            [company.id, plate, mileage, lastService],
          )
        ).rows[0].id as string;
      const service = (vehicleId: string, day: string, mileage: number, type = 'Service') =>
        pool.query(
          `
        insert into mandatory_maintenances (company_id, vehicle_id, service_type, finished_on, cost, mileage) values ($1, $2, $3, $4, 100, $5)`,
          [company.id, vehicleId, type, day, mileage],
        );
      const matching = await vehicle('M-1', 50_000, '2026-03-01');
      await service(matching, '2026-03-01', 44_000);
      await service(matching, '2026-03-01', 45_000);
      await service(matching, '2025-03-01', 30_000);
      const withoutRecord = await vehicle('M-2', 50_000, '2026-03-01');
      await service(withoutRecord, '2025-03-01', 30_000);
      await service(withoutRecord, '2026-03-01', 49_000, 'Registration');
      const aheadOfMileage = await vehicle('M-3', 40_000, '2026-03-01');
      await service(aheadOfMileage, '2026-03-01', 41_000);

      await runMigrations(pool);
      const marks = Object.fromEntries(
        (await pool.query(`select license_plate, last_service_mileage from vehicles`)).rows.map((row) => [
          row.license_plate,
          row.last_service_mileage,
        ]),
      );
      expect(marks).toEqual({ 'M-1': 45_000, 'M-2': null, 'M-3': 40_000 });
      const {
        rows: [settings],
      } = await pool.query(`select due_soon_days, due_soon_km from companies`);
      expect(settings).toEqual({ due_soon_days: 30, due_soon_km: 1_000 });
    } finally {
      await fs.rm(before, { recursive: true, force: true });
      await pool.end();
      await admin.query(`drop database ${database} with (force)`);
      await admin.end();
    }
  });
});

describe('migration 0002 (fast lists)', () => {
  it('sums the records that exist already into the monthly costs, and stores the due dates', async () => {
    const adminUrl = inject('adminDatabaseUrl');
    const database = `fleet_t_${inject('runId')}_mig_${randomBytes(3).toString('hex')}`;
    const admin = createPool(adminUrl, 1);
    await admin.query(`create database ${database}`);
    const pool = createPool(withDatabase(adminUrl, database), 2);
    const before = await fs.mkdtemp(path.join(os.tmpdir(), 'fleet-migrations-'));
    try {
      await fs.cp(MIGRATIONS_FOLDER, before, { recursive: true });
      const journalPath = path.join(before, 'meta', '_journal.json');
      const journal = JSON.parse(await fs.readFile(journalPath, 'utf8'));
      await fs.writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, 2) }));
      await migrate(drizzle(pool), { migrationsFolder: before });

      const {
        rows: [company],
      } = await pool.query(`insert into companies (name, email) values ('Old', 'old@fleet.example') returning id`);
      const {
        rows: [vehicle],
      } = await pool.query(
        `
        insert into vehicles (company_id, license_plate, model, mileage, type, last_legislation_control, legislation_control_interval,
                              last_service_date, mandatory_service_interval, mandatory_service_interval_km, last_service_mileage)
        values ($1, 'OLD-1', 'Actros', 50000, 'truck', '2026-01-31', 1, '2026-03-01', 12, 15000, 45000) returning id`,
        [company.id],
      );
      for (const [day, cost] of [
        ['2026-05-10', 100],
        ['2026-05-31', 20.5],
        ['2026-06-01', 7],
      ] as const) {
        await pool.query(
          `insert into general_maintenances (company_id, vehicle_id, service_type, service_date, cost, mileage)
                          values ($1, $2, 'Oil change', $3, $4, 50000)`,
          [company.id, vehicle.id, day, cost],
        );
      }
      await pool.query(
        `insert into mandatory_maintenances (company_id, vehicle_id, service_type, finished_on, cost, mileage)
                        values ($1, $2, 'Service', '2026-05-02', 300, 45000)`,
        [company.id, vehicle.id],
      );

      await runMigrations(pool);
      const { rows: months } = await pool.query(
        `
        select month::text, general_cost::float8, mandatory_cost::float8, general_records, mandatory_records
          from vehicle_monthly_costs where vehicle_id = $1 order by month`,
        [vehicle.id],
      );
      expect(months).toEqual([
        { month: '2026-05-01', general_cost: 120.5, mandatory_cost: 300, general_records: 2, mandatory_records: 1 },
        { month: '2026-06-01', general_cost: 7, mandatory_cost: 0, general_records: 1, mandatory_records: 0 },
      ]);
      const { rows: companyMonths } = await pool.query(
        `select month::text, general_records, mandatory_records from company_monthly_costs order by month`,
      );
      expect(companyMonths).toEqual([
        { month: '2026-05-01', general_records: 2, mandatory_records: 1 },
        { month: '2026-06-01', general_records: 1, mandatory_records: 0 },
      ]);
      // A month added to the last day of January ends on the last day of February, as the contract's rules say.
      const {
        rows: [due],
      } = await pool.query(
        `select next_legislation_control::text, next_service_date::text, next_service_km, service_km_left, next_due_date::text from vehicles`,
      );
      expect(due).toEqual({
        next_legislation_control: '2026-02-28',
        next_service_date: '2027-03-01',
        next_service_km: 60_000,
        service_km_left: 10_000,
        next_due_date: '2026-02-28',
      });
      // From now on the triggers keep the sums.
      await pool.query(`delete from general_maintenances where service_date = '2026-06-01'`);
      const {
        rows: [june],
      } = await pool.query(`select general_records from company_monthly_costs where month = '2026-06-01'`);
      expect(june.general_records).toBe(0);
    } finally {
      await fs.rm(before, { recursive: true, force: true });
      await pool.end();
      await admin.query(`drop database ${database} with (force)`);
      await admin.end();
    }
  });
});

describe('migration 0004 (sessions)', () => {
  it('makes each refresh-token family a session, ended where its tokens were revoked', async () => {
    const adminUrl = inject('adminDatabaseUrl');
    const database = `fleet_t_${inject('runId')}_mig_${randomBytes(3).toString('hex')}`;
    const admin = createPool(adminUrl, 1);
    await admin.query(`create database ${database}`);
    const pool = createPool(withDatabase(adminUrl, database), 2);
    const before = await fs.mkdtemp(path.join(os.tmpdir(), 'fleet-migrations-'));
    try {
      await fs.cp(MIGRATIONS_FOLDER, before, { recursive: true });
      const journalPath = path.join(before, 'meta', '_journal.json');
      const journal = JSON.parse(await fs.readFile(journalPath, 'utf8'));
      await fs.writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, 4) }));
      await migrate(drizzle(pool), { migrationsFolder: before });

      const {
        rows: [employee],
      } = await pool.query(
        `insert into employees (email, username, role, password_hash) values ('s@fleet.example', 'old.sessions', 'superadmin', 'x') returning id`,
      );
      const live = '00000000-0000-4000-8000-000000000001';
      const ended = '00000000-0000-4000-8000-000000000002';
      for (const [family, hash, revoked] of [
        [live, 'a', false],
        [live, 'b', false],
        [ended, 'c', true],
        [ended, 'd', true],
      ] as const) {
        await pool.query(
          `insert into refresh_tokens (employee_id, family_id, token_hash, expires_at, revoked_at)
                          values ($1, $2, $3, now() + interval '30 days', ${revoked ? 'now()' : 'null'})`,
          [employee.id, family, hash],
        );
      }

      await runMigrations(pool);
      const { rows } = await pool.query(`select id, employee_id, revoked_at is not null as ended from sessions order by id`);
      expect(rows).toEqual([
        { id: live, employee_id: employee.id, ended: false },
        { id: ended, employee_id: employee.id, ended: true },
      ]);
      // From now on a token belongs to a session that exists.
      await expect(
        pool.query(
          `insert into refresh_tokens (employee_id, family_id, token_hash, expires_at) values ($1, gen_random_uuid(), 'e', now())`,
          [employee.id],
        ),
      ).rejects.toThrow(/foreign key/);
    } finally {
      await fs.rm(before, { recursive: true, force: true });
      await pool.end();
      await admin.query(`drop database ${database} with (force)`);
      await admin.end();
    }
  });
});
