import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { HISTORY_ENTITIES } from '../../contract/history';
import type { HistoryEntry } from '../../contract/schemas/history';
import { seedDemoData } from '../../server/demo/seed';
import { inspectionFormCreate, send } from './support/valid-requests';
import { Client } from './support/client';
import { worldTest } from './support/world';

/*
 * Who changed what, and when (docs/history.md): PostgreSQL writes a history entry for every change of
 * every tenant table, in the same transaction; the API reads it, by company, branch and record, and
 * nobody can change it.
 */

const { t, world, as } = await worldTest();

const entries = (answer: { body: { data: unknown } }) => answer.body.data as HistoryEntry[];

/** The tenant tables there are (a company_id, and the companies), and those declared exempt. */
async function tenantTables() {
  const { rows } = await t.pool.query<{ name: string; exempt: boolean; triggers: number }>(`
    select c.relname as name,
           c.relname in (select name from history_exempt_tables()) as exempt,
           (select count(*)::int from pg_trigger tr where tr.tgrelid = c.oid and tr.tgname like c.relname || '_history_%') as triggers
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')
       and (c.relname = 'companies' or exists (select from pg_attribute a where a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped))
     order by 1`);
  return rows;
}

describe('every tenant table is kept, or exempt with a reason', () => {
  it('has its three triggers and its place in contract/history.ts, unless declared exempt', async () => {
    const tables = await tenantTables();
    const kept = tables.filter((table) => !table.exempt);
    // A new tenant table fails here until it is named in HISTORY_ENTITIES (or exempt in history.sql).
    expect(kept.map((table) => table.name).sort()).toEqual(Object.keys(HISTORY_ENTITIES).sort());
    for (const table of kept) expect(table.triggers, table.name).toBe(3);
    for (const table of tables.filter((candidate) => candidate.exempt)) expect(table.triggers, table.name).toBe(0);
    const { rows: reasons } = await t.pool.query<{ reason: string }>('select reason from history_exempt_tables()');
    for (const { reason } of reasons) expect(reason.length).toBeGreaterThan(10);
  });
});

/**
 * Each kept table, one after another, in a transaction of the request's role acting as company A's
 * admin (the settings request_actor() sets): a row of it deleted, put back, and changed, and each
 * change found in the history with its fields; then rolled back. The demo-like rows come from the
 * world and from what the API makes below.
 */
describe('a history entry for each kind of change of each table', async () => {
  // The demo's two companies hold a row of nearly every table; a few more are made here as people make them.
  await seedDemoData(t.db, new Date());
  await as.admin.post('/api/me/calendar', {});
  await as.admin.post(`/api/employees/${world.people.user.id}/invitation`, {});
  const reading = await as.admin.post('/api/meter-readings', { vehicle_id: world.vehicles.a1.id, read_on: '2026-06-01', km: 990_000 });
  expect(reading.status, JSON.stringify(reading.body)).toBe(201);
  const form = await send(as.admin, 'POST', '/api/inspection-forms', inspectionFormCreate(world.companyA.id));
  expect(form.status, JSON.stringify(form.body)).toBe(201);
  // The rest as the database holds them: a file's bytes and a secret are no concern of this test.
  const file = `'a.pdf', 'application/pdf', 3, 'abc', '\\x616263'::bytea`;
  await t.pool.query(`
    insert into webhooks (company_id, url, secret) values ('${world.companyA.id}', 'https://example.com/hook', 'whsec_x');
    insert into notification_preferences (employee_id, company_id, in_app, email) values ('${world.people.admin.id}', '${world.companyA.id}', true, false);
    insert into invitations (company_id, employee_id, token_hash, expires_at)
      select company_id, id, 'hash', now() + interval '1 day' from employees where id = '${world.people.user.id}';
    insert into document_attachments (company_id, document_id, file_name, mime_type, byte_size, sha256, content)
      select company_id, id, ${file} from documents limit 1;
    insert into work_order_attachments (company_id, work_order_id, file_name, mime_type, byte_size, sha256, content)
      select company_id, id, ${file} from work_orders limit 1;
    insert into inspection_photos (company_id, inspection_id, file_name, mime_type, byte_size, sha256, content)
      select company_id, id, ${file} from inspections limit 1;
    insert into work_order_comments (company_id, work_order_id, body, author_id, author_name)
      select company_id, id, 'Parts ordered', '${world.people.admin.id}', 'admin' from work_orders limit 1;
    insert into logo_files (company_id, mime_type, byte_size, sha256, content) values ('${world.companyA.id}', 'image/png', 3, 'abc', '\\x616263'::bytea);`);
  // A branch and a vehicle nothing else holds on to, which can be deleted.
  const spare = (await as.admin.post('/api/branches', { name: 'Spare yard' })).body.data as { id: string };
  await as.admin.post('/api/vehicles', {
    license_plate: 'HIST 001',
    model: 'Caddy',
    type: 'van',
    mileage: 1000,
    branches: [spare.id],
    last_legislation_control: '2026-01-10',
    legislation_control_interval: 12,
    last_service_date: '2026-01-10',
    mandatory_service_interval: 12,
  });

  const tables = (await tenantTables()).filter((table) => !table.exempt).map((table) => table.name);

  it.each(tables)('%s', async (table) => {
    const client = await t.pool.connect();
    try {
      await client.query('begin');
      const { rows: keys } = await client.query<{ name: string }>(
        `select a.attname as name from pg_index i cross join lateral unnest(i.indkey) k(n)
           join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.n
          where i.indrelid = $1::regclass and i.indisprimary`,
        [table],
      );
      // The newest rows first: those made above, which nothing else holds on to.
      const order = (await client.query(`select from pg_attribute where attrelid = $1::regclass and attname = 'created_at'`, [table]))
        .rowCount
        ? 'order by created_at desc'
        : '';
      const { rows: candidates } = await client.query<{ row: Record<string, unknown> }>(
        `select to_jsonb(r) as row from ${table} r ${order} limit 20`,
      );
      expect(candidates.length, `no row of ${table} to change`).toBeGreaterThan(0);
      await client.query(`set local role fleet_app`);
      // Acting as a superadmin (every company) who is company A's admin in name: the entries say who.
      await client.query(
        `select set_config('fleet.company', '*', true), set_config('fleet.actor', $1, true), set_config('fleet.actor_name', $2, true)`,
        [world.people.admin.id, world.people.admin.username],
      );
      const match = () => keys.map((key, index) => `${key.name} = ($${index + 1})`).join(' and ');
      const keyValues = (row: Record<string, unknown>) => keys.map((key) => row[key.name]);
      const latest = async (since: number) =>
        (
          await client.query<{
            action: string;
            entity: string;
            actor_id: string;
            source: string;
            changes: Record<string, [unknown, unknown]>;
          }>('select action, entity, actor_id, source, changes from history where id > $1 and entity = $2 order by id', [since, table])
        ).rows;
      const { rows: written } = await client.query<{ name: string }>(
        `select attname as name from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
        [table],
      );
      const columnList = written.map((column) => `"${column.name}"`).join(', ');
      const putBack = (row: Record<string, unknown>) =>
        client.query(`insert into ${table} (${columnList}) select ${columnList} from jsonb_populate_record(null::${table}, $1)`, [row]);
      const mark = async () => Number((await client.query<{ id: string }>('select coalesce(max(id), 0) as id from history')).rows[0]!.id);

      // Deleted and put back: the first row that can go (a row others hold on to cannot).
      let deleted: Record<string, unknown> | undefined;
      for (const { row } of candidates) {
        await client.query('savepoint attempt');
        try {
          await client.query(`delete from ${table} where ${match()}`, keyValues(row));
          deleted = row;
          break;
        } catch {
          await client.query('rollback to savepoint attempt');
        }
      }
      if (table !== 'companies') expect(deleted, `no row of ${table} could be deleted`).toBeDefined();
      if (deleted) {
        const before = await mark();
        await putBack(deleted);
        const [created] = await latest(before);
        expect(created).toMatchObject({ action: 'create', actor_id: world.people.admin.id, source: 'app' });
        expect(Object.keys(created!.changes).length).toBeGreaterThan(0);
        for (const [before] of Object.values(created!.changes)) expect(before).toBeNull();
        expect(JSON.stringify(created!.changes)).not.toMatch(/password_hash|token_hash|token_seed|"secret"|"content"/);
        const again = await mark();
        await client.query(`delete from ${table} where ${match()}`, keyValues(deleted));
        const [gone] = await latest(again);
        expect(gone).toMatchObject({ action: 'delete', actor_id: world.people.admin.id });
        for (const [, after] of Object.values(gone!.changes)) expect(after).toBeNull();
        await putBack(deleted);
      }

      // Changed: the first column beyond the keys that takes a new value; an update that changes nothing records nothing.
      const row = deleted ?? candidates[0]!.row;
      const same = await mark();
      await client.query(`update ${table} set ${keys[0]!.name} = ${keys[0]!.name} where ${match()}`, keyValues(row));
      expect(await latest(same)).toEqual([]);
      const { rows: columns } = await client.query<{ name: string; type: string }>(
        `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type from pg_attribute a
          where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
            and not a.attname = any(history_hidden_columns($1::text)) and a.attname not like '%\\_id' and a.attname <> 'code'
          order by a.attnum`,
        [table],
      );
      const changes: Record<string, string> = {
        text: `coalesce(%s, '') || ' (changed)'`,
        integer: '%s + 1',
        boolean: 'not %s',
        numeric: '%s + 1',
      };
      let changed: string | undefined;
      for (const column of columns) {
        const change = changes[column.type];
        if (!change) continue;
        await client.query('savepoint attempt');
        try {
          const result = await client.query(
            `update ${table} set "${column.name}" = ${change.replaceAll('%s', `"${column.name}"`)} where ${match()}`,
            keyValues(row),
          );
          if (result.rowCount === 1) {
            changed = column.name;
            break;
          }
        } catch {
          await client.query('rollback to savepoint attempt');
        }
      }
      // A link table (a vehicle's branch, a work order's issue) has nothing but its keys: it is made and deleted, never changed.
      if (changed) {
        const [entry] = (await latest(same)).filter((candidate) => candidate.action !== 'create' && candidate.action !== 'delete');
        expect(entry, `${table}.${changed}`).toBeDefined();
        expect(Object.keys(entry!.changes)).toContain(changed);
        const [before, after] = entry!.changes[changed]!;
        expect(after).not.toEqual(before);
      } else {
        expect(columns.filter((column) => changes[column.type]).map((column) => column.name)).toEqual([]);
      }
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});

describe('through the API', () => {
  it("records a vehicle's changed mileage with who and when, shown on its history and the company's", async () => {
    const before = (await as.admin.get(`/api/vehicles/${world.vehicles.a2.id}`)).body.data as Record<string, unknown> & {
      branches: Array<{ id: string }>;
    };
    const edited = await as.admin.put(`/api/vehicles/${world.vehicles.a2.id}`, {
      ...before,
      branches: before.branches.map((branch) => branch.id),
      mileage: 9_999_999,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const history = await as.admin.get(`/api/vehicles/${world.vehicles.a2.id}/history`);
    expect(history.status).toBe(200);
    // The vehicle's own change (its new reading may come with it, as an entry of its own).
    const latest = entries(history).find((entry) => entry.entity === 'vehicles');
    expect(latest).toMatchObject({
      action: 'update',
      entity: 'vehicles',
      entity_id: world.vehicles.a2.id,
      record: { entity: 'vehicles', id: world.vehicles.a2.id },
      vehicle_id: world.vehicles.a2.id,
      actor: { id: world.people.admin.id, username: world.people.admin.username },
      source: 'app',
    });
    expect(latest!.changes.mileage).toEqual([before.mileage, 9_999_999]);
    // Its branch stayed: the edit neither took it away nor added it again.
    expect(entries(history).filter((entry) => entry.at === latest!.at && entry.entity === 'vehicle_branches')).toEqual([]);
    expect(Date.now() - Date.parse(latest!.at)).toBeLessThan(60_000);
    const company = entries(await as.admin.get(`/api/history?vehicleId=${world.vehicles.a2.id}&entity=vehicles`));
    expect(company.find((entry) => entry.entity === 'vehicles')!.id).toBe(latest!.id);
    const byActor = entries(await as.admin.get(`/api/history?actorId=${world.people.admin.id}&limit=100`));
    expect(byActor.map((entry) => entry.id)).toContain(latest!.id);
  });

  it('archives and restores a vehicle as such, and a work order shows its lines', async () => {
    const vehicle = world.vehicles.a2;
    expect((await as.admin.delete(`/api/vehicles/${vehicle.id}`)).status).toBe(200);
    expect((await as.admin.post(`/api/vehicles/${vehicle.id}/restore`, {})).status).toBe(200);
    const actions = entries(await as.admin.get(`/api/vehicles/${vehicle.id}/history`)).map((entry) => entry.action);
    expect(actions.slice(0, 2)).toEqual(['restore', 'archive']);
  });

  it('filters by days in the company zone, and refuses what it does not know', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(entries(await as.admin.get(`/api/history?from=2000-01-01&to=2000-12-31`))).toEqual([]);
    expect((await as.admin.get(`/api/history?from=${today}&limit=1`)).body.totalCount).toBeGreaterThan(0);
    expect((await as.admin.get('/api/history?entity=passwords')).status).toBe(400);
    expect((await as.admin.get('/api/history?from=yesterday')).status).toBe(400);
    expect((await as.admin.get('/api/history?vehicleId=nope')).status).toBe(400);
  });

  it("keeps each company's and branch's history to those who see it", async () => {
    // Another company's vehicle: 404 on its history and through ?vehicleId=.
    expect((await as.admin.get(`/api/vehicles/${world.vehicles.b1.id}/history`)).status).toBe(404);
    expect((await as.admin.get(`/api/history?vehicleId=${world.vehicles.b1.id}`)).status).toBe(404);
    expect((await as.admin.get(`/api/history/export.csv?vehicleId=${world.vehicles.b1.id}`)).status).toBe(404);
    // Another branch's vehicle, to the moderator of A1.
    expect((await as.moderator.get(`/api/vehicles/${world.vehicles.a2.id}/history`)).status).toBe(404);
    expect((await as.moderator.get(`/api/history?vehicleId=${world.vehicles.a2.id}`)).status).toBe(404);
    const seen = entries(await as.moderator.get('/api/history?limit=100'));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((entry) => entry.vehicle_id !== world.vehicles.a2.id)).toBe(true);
    expect(entries(await as.adminB.get('/api/history?limit=100')).every((entry) => entry.vehicle_id !== world.vehicles.a1.id)).toBe(true);
    // Users read no history; a superadmin reads every company's.
    expect((await as.user.get('/api/history')).status).toBe(403);
    expect((await as.user.get(`/api/vehicles/${world.vehicles.a1.id}/history`)).status).toBe(403);
    const all = entries(await as.superadmin.get(`/api/history?vehicleId=${world.vehicles.b1.id}&limit=100`));
    expect((await as.superadmin.get(`/api/vehicles/${world.vehicles.b1.id}/history`)).status).toBe(200);
    expect(all.every((entry) => entry.vehicle_id === world.vehicles.b1.id)).toBe(true);
  });

  it('exports the filtered history as CSV in the language asked for', async () => {
    const answer = await as.admin.get(`/api/history/export.csv?vehicleId=${world.vehicles.a2.id}&lang=de`);
    expect(answer.status).toBe(200);
    const text = answer.raw.toString('utf8');
    expect(text).toContain('Wann;Wer;Was;Woran;Fahrzeug;Eintrag;Änderungen');
    expect(text).toContain('mileage: ');
    expect(text).toContain(world.people.admin.username);
    expect(text).toContain('Archiviert');
  });

  it('names the person who signs up with their link, and Fleet for the demo it seeded', async () => {
    const made = await as.admin.post('/api/employees', {
      email: 'history.driver@fleet.example',
      username: 'history.driver',
      role: 'user',
      branches: [world.branches.a1.id],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const invite = new URL(made.body.invitation.link as string, 'http://fleet.example').searchParams.get('invite')!;
    const signedUp = await new Client(t.app).post('/api/auth/register', {
      username: 'history.driver@fleet.example',
      password: 'a long enough password',
      confirmPassword: 'a long enough password',
      invite,
    });
    expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(201);
    const [used] = entries(await as.admin.get(`/api/employees/${made.body.data.id}/history`)).filter(
      (entry) => entry.entity === 'invitations' && entry.action === 'update',
    );
    expect(used).toMatchObject({ actor: { id: made.body.data.id, username: 'history.driver' }, source: 'app' });
    expect(Object.keys(used!.changes)).toEqual(['used_at']);
    const { rows } = await t.pool.query<{ source: string }>(
      `select distinct source from history h join companies c on c.id = h.company_id
        where c.id not in ($1, $2) and h.at = (select min(at) from history where company_id = c.id)`,
      [world.companyA.id, world.companyB.id],
    );
    expect(rows.map((row) => row.source)).toEqual(['system']);
  });

  it('goes with its company when a superadmin deletes it', async () => {
    const made = await as.superadmin.post('/api/companies', { name: 'Short-lived Haulage', email: 'office@short.example' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.id as string;
    expect(entries(await as.superadmin.get(`/api/companies/${id}/history`))).toHaveLength(1);
    expect((await as.superadmin.delete(`/api/companies/${id}`)).status).toBe(200);
    const { rows } = await t.pool.query<{ n: number }>('select count(*)::int as n from history where company_id = $1', [id]);
    expect(rows[0]!.n).toBe(0);
  });

  it('counts a long history up to 10,000, and says there is more', async () => {
    // Ten thousand and one vendors in one statement: one trigger call, ten thousand and one entries.
    await t.pool.query(`insert into vendors (company_id, name) select $1, 'Vendor ' || n from generate_series(1, 10001) as n`, [
      world.companyB.id,
    ]);
    const long = await as.adminB.get('/api/history?entity=vendors&limit=25');
    expect(long.body).toMatchObject({ totalCount: 10_001, totalPages: 401 });
    expect(entries(long)).toHaveLength(25);
    expect(entries(long).every((entry) => entry.entity === 'vendors' && entry.action === 'create' && entry.source === 'database')).toBe(
      true,
    );
  });

  it('offers no way to change or delete history', async () => {
    expect((await as.admin.delete('/api/history')).status).toBe(404);
    expect((await as.admin.put('/api/history', {})).status).toBe(404);
    expect((await as.admin.post('/api/history', {})).status).toBe(404);
  });
});

describe('kept by the database', () => {
  const psql = (sql: string) =>
    execFileSync('psql', [t.databaseUrl, '-v', 'ON_ERROR_STOP=1', '-Atc', sql], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const psqlFails = (sql: string) => {
    try {
      psql(sql);
    } catch (error) {
      return String((error as { stderr?: string }).stderr);
    }
    throw new Error(`psql ran: ${sql}`);
  };

  it('records a write made with psql, as the application, with no actor', async () => {
    const vehicle = world.vehicles.a1;
    psql(
      `set role fleet_app; select set_config('fleet.company', '${world.companyA.id}', false); update vehicles set notes = 'Typed in psql' where id = '${vehicle.id}'`,
    );
    const answer = await as.admin.get(`/api/vehicles/${vehicle.id}/history`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [latest] = entries(answer);
    expect(latest).toMatchObject({ action: 'update', actor: null, source: 'database' });
    expect(latest!.changes.notes![1]).toBe('Typed in psql');
    // And as the database's owner, which the app signs in as.
    psql(`update vehicles set notes = 'Typed by the owner' where id = '${vehicle.id}'`);
    const [owner] = entries(await as.admin.get(`/api/vehicles/${vehicle.id}/history`));
    expect(owner).toMatchObject({ actor: null, source: 'database', changes: { notes: ['Typed in psql', 'Typed by the owner'] } });
  });

  it("the application's role cannot change or delete history, nor can its owner", async () => {
    expect(
      psqlFails(`set role fleet_app; select set_config('fleet.company', '${world.companyA.id}', false); delete from history`),
    ).toContain('permission denied');
    expect(
      psqlFails(
        `set role fleet_app; select set_config('fleet.company', '${world.companyA.id}', false); update history set action = 'create'`,
      ),
    ).toContain('permission denied');
    expect(
      psqlFails(
        `set role fleet_app; insert into history (company_id, source, action, entity, entity_id, record_entity, record_id, changes) values ('${world.companyA.id}', 'app', 'create', 'vehicles', gen_random_uuid(), 'vehicles', gen_random_uuid(), '{}')`,
      ),
    ).toContain('permission denied');
    expect(psqlFails('delete from history')).toContain('history is kept as it was written');
    expect(psqlFails("update history set action = 'create'")).toContain('history is kept as it was written');
  });

  it("forgets what is older than a company's retention, and nothing of a company that keeps it forever", async () => {
    const { companyA, companyB } = world;
    const counts = async () =>
      (await t.pool.query<{ company_id: string; n: number }>('select company_id, count(*)::int as n from history group by 1')).rows;
    const before = await counts();
    const settings = (await as.admin.get(`/api/companies/${companyA.id}/settings`)).body.data as {
      version: number;
      due_soon_days: number;
      due_soon_km: number;
      history_retention_days: number | null;
    };
    expect(settings.history_retention_days).toBeNull();
    const refused = await as.admin.put(`/api/companies/${companyA.id}/settings`, { ...settings, history_retention_days: 5 });
    expect(refused.status).toBe(400);
    const saved = await as.admin.put(`/api/companies/${companyA.id}/settings`, { ...settings, history_retention_days: 30 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Thirty-one days on, company A's entries are past its thirty days; company B keeps all of its own.
    const later = new Date(Date.now() + 31 * 86_400_000);
    const { rows } = await t.pool.query<{ forgotten: string }>('select forget_history($1) as forgotten', [later]);
    expect(Number(rows[0]!.forgotten)).toBeGreaterThan(0);
    const after = await counts();
    const ofCompany = (rows: typeof before, id: string) => rows.find((row) => row.company_id === id)?.n ?? 0;
    // Every entry of company A is past it, the change of the settings too.
    expect(ofCompany(after, companyA.id)).toBe(0);
    expect(ofCompany(after, companyB.id)).toBe(ofCompany(before, companyB.id));
  });
});
