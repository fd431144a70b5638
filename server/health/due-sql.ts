import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { DUE_STATUSES, type DueStatus } from '../../contract/due-rules';
import { companies, vehicles } from '../db/schema';

/**
 * The due rules of contract/due-rules.ts as SQL expressions, for what must happen inside PostgreSQL:
 * filtering the vehicles list by status, sorting it by what is due first, and counting the overview,
 * without loading rows into the server. tests/api/due-sql.test.ts runs the contract's table of cases
 * through these expressions and demands the very same answers.
 *
 * Statuses are ranks here (0 ok, 1 due soon, 2 overdue) so that "the worst of" is `greatest`.
 */
export const DUE_RANK = Object.fromEntries(DUE_STATUSES.map((status, rank) => [status, rank])) as Record<DueStatus, number>;

/** Where the expressions read a vehicle's fields and its company's thresholds. */
export interface DueSources {
  mileage: SQLWrapper;
  lastLegislationControl: SQLWrapper;
  legislationControlInterval: SQLWrapper;
  lastServiceDate: SQLWrapper;
  lastServiceMileage: SQLWrapper;
  mandatoryServiceInterval: SQLWrapper;
  mandatoryServiceIntervalKm: SQLWrapper;
  dueSoonDays: SQLWrapper;
  dueSoonKm: SQLWrapper;
}

/** The vehicles table joined with its company. */
export const VEHICLE_DUE_SOURCES: DueSources = {
  mileage: vehicles.mileage,
  lastLegislationControl: vehicles.lastLegislationControl,
  legislationControlInterval: vehicles.legislationControlInterval,
  lastServiceDate: vehicles.lastServiceDate,
  lastServiceMileage: vehicles.lastServiceMileage,
  mandatoryServiceInterval: vehicles.mandatoryServiceInterval,
  mandatoryServiceIntervalKm: vehicles.mandatoryServiceIntervalKm,
  dueSoonDays: companies.dueSoonDays,
  dueSoonKm: companies.dueSoonKm,
};

export interface DueExpressions {
  nextLegislationControl: SQL<string | null>;
  nextServiceDate: SQL<string | null>;
  nextServiceKm: SQL<number | null>;
  legislationRank: SQL<number>;
  serviceRank: SQL<number>;
  /** The vehicle's most urgent item. */
  vehicleRank: SQL<number>;
  /** The earlier of the two next dates. */
  nextDueDate: SQL<string | null>;
}

export function dueExpressions(today: string, c: DueSources = VEHICLE_DUE_SOURCES): DueExpressions {
  const day = sql`${today}::date`;
  // Calendar months, the last day of a shorter month when the day does not exist: as addMonths.
  const plusMonths = (date: SQLWrapper, months: SQLWrapper) =>
    sql<string | null>`(case when ${months} > 0 then (${date} + make_interval(months => ${months}))::date end)`;
  const nextLegislationControl = plusMonths(c.lastLegislationControl, c.legislationControlInterval);
  const nextServiceDate = plusMonths(c.lastServiceDate, c.mandatoryServiceInterval);
  const nextServiceKm = sql<number | null>`(case when ${c.mandatoryServiceIntervalKm} > 0 then ${c.lastServiceMileage} + ${c.mandatoryServiceIntervalKm} end)`;

  // Ranks as constants in the statement, not parameters: they are the same in every query.
  const [ok, soon, overdue] = DUE_STATUSES.map((status) => sql.raw(String(DUE_RANK[status])));
  const dateRank = (due: SQL) =>
    sql<number>`(case when ${due} is null then ${ok} when ${due} < ${day} then ${overdue} when ${due} <= ${day} + ${c.dueSoonDays} then ${soon} else ${ok} end)`;
  const kmRank = sql<number>`(case when ${nextServiceKm} is null then ${ok} when ${c.mileage} > ${nextServiceKm} then ${overdue}
    when ${c.mileage} >= ${nextServiceKm} - ${c.dueSoonKm} then ${soon} else ${ok} end)`;

  const legislationRank = dateRank(nextLegislationControl);
  const serviceRank = sql<number>`greatest(${dateRank(nextServiceDate)}, ${kmRank})`;
  return {
    nextLegislationControl,
    nextServiceDate,
    nextServiceKm,
    legislationRank,
    serviceRank,
    vehicleRank: sql<number>`greatest(${legislationRank}, ${serviceRank})`,
    // least() skips nulls: a vehicle without one interval is due at the other.
    nextDueDate: sql<string | null>`least(${nextLegislationControl}, ${nextServiceDate})`,
  };
}

/**
 * "Most urgent first": the worse status first, then the earlier date. Descending turns it around
 * (ok and furthest first). Vehicles with nothing ever due stay last either way, as empty values do
 * in every other sort; ties go by id.
 */
export function urgencyOrder(rank: SQL, date: SQL, order: 'asc' | 'desc', id: SQLWrapper): SQL {
  return order === 'asc'
    ? sql`${rank} desc, ${date} asc nulls last, ${id} asc`
    : sql`(${rank} = ${sql.raw(String(DUE_RANK.ok))} and ${date} is null), ${rank} asc, ${date} desc nulls last, ${id} desc`;
}
