import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * The rows a search may find, by a table's trigram index: database functions of migration 0008, which
 * look above the row-level security policies (where an index cannot serve ILIKE) but only within the
 * request's company. The list's own conditions then decide among the candidates (lists.ts matchesSearch).
 */
export type SearchCandidates = (pattern: string) => SQL;

const candidatesOf =
  (lookup: string) =>
  (id: SQLWrapper): SearchCandidates =>
  (pattern) =>
    sql`${id} = any(array(select ${sql.raw(lookup)}(${pattern})))`;

export const vehicleCandidates = candidatesOf('vehicles_matching');
export const generalMaintenanceCandidates = candidatesOf('general_maintenances_matching');
export const mandatoryMaintenanceCandidates = candidatesOf('mandatory_maintenances_matching');
export const fuelEntryCandidates = candidatesOf('fuel_entries_matching');
