import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../server/auth/refresh-tokens';
import { beginRequestTransaction, REQUEST_ROLE, type RequestTransaction } from '../../server/db/request-transaction';
import { generalMaintenances, vehicles } from '../../server/db/schema';
import { runMigrations } from '../../server/db/migrate';
import { makeEmployee, makeWorld, type World } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';

/*
 * Isolation in depth (docs/architecture.md, Request path): every signed-in request runs in a transaction as fleet_app, which
 * PostgreSQL's row-level security confines to the caller's company (migration 0006). Fleet's queries
 * filter by company themselves; these tests write queries that forget to, and the database still
 * answers only the caller's rows.
 */

let t: TestApp;
let world: World;

beforeAll(async () => {
  t = await startTestApp();
  world = await makeWorld(t.db);
});
afterAll(() => t.close());

/** A request's transaction as the server begins it, for an employee with a live session. */
async function requestOf(employeeId: string): Promise<RequestTransaction> {
  const { sessionId } = await startSession(t.db, employeeId);
  const transaction = await beginRequestTransaction(t.pool, t.db, employeeId, sessionId);
  if (!transaction) throw new Error('the signed-in check found nobody');
  return transaction;
}

async function inRequest<T>(employeeId: string, work: (request: RequestTransaction) => Promise<T>): Promise<T> {
  const request = await requestOf(employeeId);
  try {
    return await work(request);
  } finally {
    await request.end('rollback');
  }
}

const companiesIn = async (request: RequestTransaction, table: string, column = 'company_id') =>
  (
    await request.db.execute<{ company: string | null }>(
      sql`select distinct ${sql.identifier(column)}::text as company from ${sql.identifier(table)}`,
    )
  ).rows
    .map((row) => row.company)
    .sort();

/** Every table of the schema with a company_id: the tenant tables. */
async function tenantTables(): Promise<string[]> {
  const { rows } = await t.pool.query<{ table_name: string }>(`
    select c.table_name from information_schema.columns c join information_schema.tables tb using (table_schema, table_name)
     where c.table_schema = 'public' and c.column_name = 'company_id' and tb.table_type = 'BASE TABLE' order by 1`);
  return rows.map((row) => row.table_name);
}

describe('a query written without the company filter', () => {
  it("still returns only the caller's rows, in every tenant table", async () => {
    await inRequest(world.people.admin.id, async (request) => {
      for (const table of await tenantTables()) {
        const seen = await companiesIn(request, table);
        // Superadmins (no company) are readable by name; nothing of company B is.
        expect(
          seen.filter((company) => company !== null),
          table,
        ).toEqual(seen.length ? [world.companyA.id] : []);
      }
      expect(await companiesIn(request, 'companies', 'id')).toEqual([world.companyA.id]);
    });
  });

  it('through drizzle, as the repositories build their queries: a select of all vehicles, all records', async () => {
    await inRequest(world.people.adminB.id, async (request) => {
      const everyVehicle = await request.db.select({ companyId: vehicles.companyId }).from(vehicles);
      expect(everyVehicle.length).toBe(2);
      expect(new Set(everyVehicle.map((row) => row.companyId))).toEqual(new Set([world.companyB.id]));
      const everyRecord = await request.db.select({ companyId: generalMaintenances.companyId }).from(generalMaintenances);
      expect(everyRecord.map((row) => row.companyId)).toEqual([world.companyB.id]);
    });
  });

  it("changes only the caller's rows, and cannot write a row into another company", async () => {
    await inRequest(world.people.admin.id, async (request) => {
      const { rowCount } = await request.db.execute(sql`update vehicles set notes = 'touched by A'`);
      expect(rowCount).toBe(2);
      await expect(
        request.db.execute(sql`insert into branches (company_id, name) values (${world.companyB.id}, 'Smuggled')`),
      ).rejects.toMatchObject({ cause: { code: '42501' } });
    });
    const { rows } = await t.pool.query(`select count(*)::int as n from vehicles where notes = 'touched by A'`);
    expect(rows[0].n).toBe(0); // rolled back, and never B's
  });

  it("a superadmin's request sees every company", async () => {
    await inRequest(world.people.superadmin.id, async (request) => {
      expect(await companiesIn(request, 'vehicles')).toEqual([world.companyA.id, world.companyB.id].sort());
    });
  });

  it("a moderator's request is held to their company too (their branches are Fleet's own conditions)", async () => {
    const moderatorB = await makeEmployee(t.db, { role: 'moderator', companyId: world.companyB.id, branchIds: [world.branches.b1.id] });
    await inRequest(moderatorB.id, async (request) => {
      expect(await companiesIn(request, 'general_maintenances')).toEqual([world.companyB.id]);
    });
  });
});

describe('the role the requests run as', () => {
  it('is fleet_app, which is no superuser and cannot bypass row-level security', async () => {
    await inRequest(world.people.admin.id, async (request) => {
      const {
        rows: [who],
      } = await request.db.execute<{ name: string }>(sql`select current_user as name`);
      expect(who!.name).toBe(REQUEST_ROLE);
    });
    const {
      rows: [role],
    } = await t.pool.query(`select rolsuper, rolbypassrls, rolcanlogin from pg_roles where rolname = $1`, [REQUEST_ROLE]);
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false, rolcanlogin: false });
  });

  it('sees nothing when no signed-in check has named a company', async () => {
    const client = await t.pool.connect();
    try {
      await client.query(`begin; set local role ${REQUEST_ROLE}`);
      expect((await client.query('select count(*)::int as n from vehicles')).rows[0].n).toBe(0);
      expect((await client.query('select count(*)::int as n from companies')).rows[0].n).toBe(0);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('is not allowed near the sessions, refresh tokens and sign-in failures', async () => {
    // One request each: a refused statement ends the transaction it ran in.
    for (const table of ['sessions', 'refresh_tokens', 'login_failures']) {
      await inRequest(world.people.superadmin.id, async (request) => {
        await expect(request.db.execute(sql`select 1 from ${sql.identifier(table)} limit 1`), table).rejects.toMatchObject({
          cause: { code: '42501' },
        });
      });
    }
  });
});

describe('every tenant table', () => {
  it('has row-level security on, a policy for fleet_app, and fleet_app may use it: a new table without them fails here', async () => {
    const tables = await tenantTables();
    expect(tables.length).toBeGreaterThanOrEqual(15);
    const { rows } = await t.pool.query<{ relname: string; relrowsecurity: boolean; policies: number; usable: boolean }>(
      `
      select c.relname, c.relrowsecurity,
             (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname and '${REQUEST_ROLE}' = any(p.roles)) as policies,
             has_table_privilege('${REQUEST_ROLE}', c.oid, 'select') as usable
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relname = any($1)`,
      [[...tables, 'companies']],
    );
    for (const row of rows)
      expect({ table: row.relname, ...row }, row.relname).toMatchObject({
        relrowsecurity: true,
        usable: true,
        policies: expect.any(Number),
      });
    expect(rows.every((row) => row.policies > 0)).toBe(true);
    expect(rows.length).toBe(tables.length + 1);
  });
});

describe('a tenant table added later', () => {
  it('comes under row-level security, keeps its versions and its history when the migrations run, without a line of its own', async () => {
    await t.pool.query(`create table fuel_logs (id serial primary key, company_id uuid not null, litres numeric not null,
      version integer not null default 1, updated_at timestamptz not null default now())`);
    await t.pool.query('insert into fuel_logs (company_id, litres) values ($1, 40), ($2, 55)', [world.companyA.id, world.companyB.id]);
    await runMigrations(t.pool);
    await inRequest(world.people.admin.id, async (request) => {
      expect(await companiesIn(request, 'fuel_logs')).toEqual([world.companyA.id]);
      // ... and, with a version beside its updated_at, raises it with each change.
      const {
        rows: [changed],
      } = await request.db.execute<{ version: number }>(sql`update fuel_logs set litres = 41 returning version`);
      expect(changed!.version).toBe(2);
      // ... and its change is in the history, by whom, with its field before and after (docs/history.md).
      const {
        rows: [entry],
      } = await request.db.execute<{ entity: string; actor_id: string; changes: Record<string, unknown[]> }>(
        sql`select entity, actor_id, changes from history where entity = 'fuel_logs' order by id desc limit 1`,
      );
      expect(entry).toEqual({ entity: 'fuel_logs', actor_id: world.people.admin.id, changes: { litres: [40, 41] } });
    });
  });
});
