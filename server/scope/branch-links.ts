import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Vehicles and employees belong to branches through a link table each (vehicle_branches,
 * employee_branches), the same in shape: company, owner, branch.
 */
export const BRANCH_LINKS = {
  employee: { table: sql.raw('employee_branches'), owner: sql.raw('employee_id') },
  vehicle: { table: sql.raw('vehicle_branches'), owner: sql.raw('vehicle_id') },
} as const;

export type AssignedKind = keyof typeof BRANCH_LINKS;

/** The ids as a uuid[] parameter. */
export function uuidList(ids: readonly string[]): SQL {
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}

/** The owner is linked to one of `branches` (a branch id, or a list as `any(…)` takes it). */
export function linkedToBranch(kind: AssignedKind, ownerId: SQLWrapper, companyId: SQLWrapper, branches: string | readonly string[]): SQL {
  const { table, owner } = BRANCH_LINKS[kind];
  const branch = typeof branches === 'string' ? sql`link.branch_id = ${branches}` : sql`link.branch_id = any(${uuidList(branches)})`;
  return sql`exists (select 1 from ${table} link where link.company_id = ${companyId} and link.${owner} = ${ownerId} and ${branch})`;
}
