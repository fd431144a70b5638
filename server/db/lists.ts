import { and, sql, type SQL } from 'drizzle-orm';
import type { SearchCandidates } from './search';

interface Page {
  page: number;
  limit: number;
}

/** The list answer of docs/architecture.md, Lists: the page's rows, the total, and how many pages there are. */
export function pageOf<Row>(rows: Row[], totalCount: number, { limit }: Page) {
  return { data: rows, totalCount, totalPages: Math.ceil(totalCount / limit) };
}

export const offsetOf = ({ page, limit }: Page) => (page - 1) * limit;

/** Joins the conditions that apply; undefined ones (no filter, no scope) drop out. */
export function allOf(...conditions: Array<SQL | undefined>): SQL | undefined {
  return and(...conditions.filter((condition): condition is SQL => condition !== undefined));
}

/** `q` as an ILIKE pattern that finds it anywhere: % and _ in it match themselves. */
export const searchPattern = (q: string) => `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * `q` as a case-insensitive substring of any of the columns. `candidates`, for a table with a
 * trigram index, finds the rows the index holds for it (server/db/search.ts); the columns decide.
 */
export function matchesSearch(q: string | undefined, columns: SQL[], candidates?: SearchCandidates): SQL | undefined {
  if (!q) return undefined;
  const pattern = searchPattern(q);
  const inAnyColumn = sql`(${sql.join(
    columns.map((column) => sql`${column} ilike ${pattern}`),
    sql` or `,
  )})`;
  return candidates ? sql`(${candidates(pattern)} and ${inAnyColumn})` : inAnyColumn;
}

export function idIn(column: SQL, ids: string[] | undefined): SQL | undefined {
  if (!ids) return undefined;
  return sql`${column} = any(${`{${ids.join(',')}}`}::uuid[])`;
}

/** A sortable column; `nullable` ones keep their empty values last in either order. */
export interface SortColumn {
  column: SQL;
  nullable?: boolean;
}

/**
 * A whitelisted sort column in the asked order, with the id as tie-breaker so pages never overlap.
 * A column that is never empty is sorted plainly, so that an index read forwards or backwards gives
 * the order (PostgreSQL will not use an index for `desc nulls last` on an ascending one).
 */
export function orderBy({ column, nullable }: SortColumn, order: 'asc' | 'desc', id: SQL): SQL {
  const nulls = nullable ? sql` nulls last` : sql``;
  return order === 'desc' ? sql`${column} desc${nulls}, ${id} desc` : sql`${column} asc${nulls}, ${id} asc`;
}

/** A value's place in its list, for orders that follow the words' meaning rather than their spelling: critical above low. */
export const rankIn = (column: SQL, values: readonly string[]) =>
  sql`array_position(array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[], ${column})`;
