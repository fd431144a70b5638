import { and, sql, type SQL } from 'drizzle-orm';

export interface Page {
  page: number;
  limit: number;
}

/** The list answer of architecture.md: the page's rows, the total, and how many pages there are. */
export function pageOf<Row>(rows: Row[], totalCount: number, { limit }: Page) {
  return { data: rows, totalCount, totalPages: Math.ceil(totalCount / limit) };
}

export const offsetOf = ({ page, limit }: Page) => (page - 1) * limit;

/** Joins the conditions that apply; undefined ones (no filter, no scope) drop out. */
export function allOf(...conditions: Array<SQL | undefined>): SQL | undefined {
  return and(...conditions.filter((condition): condition is SQL => condition !== undefined));
}

/** `q` as a case-insensitive substring of any of the columns; % and _ in it match themselves. */
export function matchesSearch(q: string | undefined, columns: SQL[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql`(${sql.join(columns.map((column) => sql`${column} ilike ${pattern}`), sql` or `)})`;
}

export function idIn(column: SQL, ids: string[] | undefined): SQL | undefined {
  if (!ids) return undefined;
  return sql`${column} = any(${`{${ids.join(',')}}`}::uuid[])`;
}

/** A whitelisted sort column in the asked order, with the id as tie-breaker so pages never overlap. */
export function orderBy(column: SQL, order: 'asc' | 'desc', id: SQL): SQL {
  return order === 'desc' ? sql`${column} desc nulls last, ${id} desc` : sql`${column} asc nulls last, ${id} asc`;
}
