import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../server/db/client';
import { appliedRecord, functionFiles, unappliedChanges } from '../../server/db/function-files';
import { AFTER_MIGRATIONS } from '../../server/db/migrate';
import { createTestDatabase } from './support/test-app';

/*
 * server/db/functions is the database's logic in one current place (docs/architecture.md, Layout):
 * the migrated database's functions and triggers must be what its files define, each defined by one
 * of them, and every file must be in the migrations as it is now (`npm run db:functions` makes the
 * migration). One copy of the migrated database is read as the migrations left it; a second loses
 * every function and trigger and gets them back from the files alone, then is read the same way.
 */

// Fleet's functions: those of the schema public that no extension (pg_trgm, btree_gin) brought.
const FLEET_FUNCTIONS = `
  from pg_proc p
 where p.pronamespace = 'public'::regnamespace
   and not exists (select from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`;
const FLEET_TRIGGERS = `
  from pg_trigger t join pg_class c on c.oid = t.tgrelid
 where c.relnamespace = 'public'::regnamespace and not t.tgisinternal`;

/**
 * Each function and trigger by name, with its definition as PostgreSQL prints it back (so that the
 * files' layout does not count), a function's grants and a disabled trigger included.
 */
async function definitions(pool: pg.Pool): Promise<Record<string, string>> {
  const { rows } = await pool.query<{ name: string; definition: string }>(`
    select 'function ' || p.oid::regprocedure as name,
           pg_get_functiondef(p.oid) || coalesce(' -- granted ' || p.proacl::text, '') as definition ${FLEET_FUNCTIONS}
    union all
    select 'trigger ' || t.tgname || ' on ' || t.tgrelid::regclass,
           pg_get_triggerdef(t.oid) || case t.tgenabled when 'D' then ' -- disabled' else '' end ${FLEET_TRIGGERS}`);
  return Object.fromEntries(rows.map((row) => [row.name, row.definition]));
}

let migratedPool: pg.Pool;
let rebuiltPool: pg.Pool;
let migrated: Record<string, string>;
let rebuilt: Record<string, string>;

beforeAll(async () => {
  migratedPool = createPool(await createTestDatabase(), 1);
  rebuiltPool = createPool(await createTestDatabase(), 1);
  migrated = await definitions(migratedPool);

  // The triggers first, then the functions; cascade takes the row-level security policies that call
  // them too, which AFTER_MIGRATIONS makes again (this copy is only read).
  const { rows: drops } = await rebuiltPool.query<{ statement: string }>(`
    select format('drop trigger %I on %s', t.tgname, t.tgrelid::regclass) as statement ${FLEET_TRIGGERS}
    union all
    select format('drop function %s cascade', p.oid::regprocedure) ${FLEET_FUNCTIONS}`);
  for (const { statement } of drops) await rebuiltPool.query(statement);
  for (const file of await functionFiles()) {
    await rebuiltPool.query(file.sql).catch((error: Error) => {
      throw new Error(`server/db/functions/${file.name}: ${error.message}`);
    });
  }
  // As after every run of the migrations (server/db/migrate.ts): keep_versions makes the tables' version triggers.
  await rebuiltPool.query(AFTER_MIGRATIONS);
  rebuilt = await definitions(rebuiltPool);
});

afterAll(async () => {
  await migratedPool?.end();
  await rebuiltPool?.end();
});

describe('server/db/functions', () => {
  it('defines every function and trigger of the migrated database', () => {
    // They were read at all: an empty reading would let every test here pass.
    expect(Object.keys(migrated)).toEqual(
      expect.arrayContaining(['function refresh_km_forecast(uuid[],uuid[])', 'trigger fuel_entries_km_added on fuel_entries']),
    );
    const undefinedByFiles = Object.keys(migrated).filter((name) => !(name in rebuilt));
    expect(undefinedByFiles, 'made by a migration but by no file of server/db/functions: add it to the file of its idea').toEqual([]);
  });

  it('defines them as the migrations left them', () => {
    // Only those that differ, so that the failure names them; one that no migration made differs from nothing.
    const differing = Object.keys(rebuilt).filter((name) => rebuilt[name] !== migrated[name]);
    const of = (found: Record<string, string>) => Object.fromEntries(differing.map((name) => [name, found[name]]));
    expect(
      of(rebuilt),
      `${differing.join('; ')}: the files say otherwise than the migrated database; run \`npm run db:functions\``,
    ).toEqual(of(migrated));
  });

  it('is in the migrations as it is now (server/db/functions/applied.json)', async () => {
    const { changed, removed } = unappliedChanges(await functionFiles(), await appliedRecord());
    expect(
      changed.map((file) => file.name),
      'changed since the latest migration that carried them: run `npm run db:functions` to make the migration',
    ).toEqual([]);
    expect(removed, 'gone from server/db/functions: run `npm run db:functions`').toEqual([]);
  });
});
