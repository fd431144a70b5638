import type pg from 'pg';

/**
 * Tables that change without anyone's records changing: sign-in bookkeeping (a refused sign-in is
 * counted, a session started or ended) and the overview's caches, which a read may fill.
 */
const NOT_RECORDS = new Set([
  'sessions',
  'refresh_tokens',
  'login_failures',
  'overview_snapshots',
  'twelve_month_periods',
  'twelve_month_costs',
]);

/** Per table of records: its row count and a hash of all its rows, so that any change shows. */
export type Fingerprint = Record<string, string>;

/**
 * Every table of the database's public schema is in it unless listed above, so a table added later
 * is watched without anyone adding it here.
 */
export async function fingerprint(pool: pg.Pool): Promise<Fingerprint> {
  const watched = await watchedTables(pool);
  const { rows } = await pool.query<{ name: string; print: string }>(
    watched
      .map(
        (name) =>
          `select '${name}' as name, count(*) || ':' || md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as print from public."${name}" t`,
      )
      .join(' union all '),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
}

/** The schema does not change while a test file runs: its tables are listed once per database. */
const tablesOf = new WeakMap<pg.Pool, Promise<string[]>>();

function watchedTables(pool: pg.Pool): Promise<string[]> {
  let tables = tablesOf.get(pool);
  if (!tables) {
    tables = pool
      .query<{ name: string }>(
        `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      )
      .then(({ rows }) => rows.map((row) => row.name).filter((name) => !NOT_RECORDS.has(name)));
    tablesOf.set(pool, tables);
  }
  return tables;
}
