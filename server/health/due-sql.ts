import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { DUE_STATUSES, type DueStatus, type DueThresholds } from '../../contract/due-rules';
import { companies, vehicles } from '../db/schema';

/**
 * The due rules of contract/due-rules.ts in SQL, for what must happen inside PostgreSQL: filtering
 * the vehicles list by status, sorting it by what is due first, and counting the overview, without
 * loading rows into the server. A vehicle's next dates, its next service reading and the km left
 * until it are stored with it (generated columns, server/db/schema.ts), so what remains here is
 * comparing them with today and the company's thresholds. tests/api/due-sql.test.ts runs the
 * contract's table of cases through the stored columns and these expressions and demands the very
 * same answers.
 *
 * Statuses are ranks here (0 ok, 1 due soon, 2 overdue) so that "the worst of" is `greatest`.
 */
const DUE_RANK = Object.fromEntries(DUE_STATUSES.map((status, rank) => [status, rank])) as Record<DueStatus, number>;

/** Where the expressions read a vehicle's stored due values, its company's thresholds and its company's today. */
export interface DueSources {
  today: SQLWrapper;
  nextLegislationControl: SQLWrapper;
  nextServiceDate: SQLWrapper;
  serviceKmLeft: SQLWrapper;
  /** The km forecast's day of the next service (contract/km-forecast.ts); null without one. */
  serviceKmForecast: SQLWrapper;
  /** The earliest expiry of the vehicle's due documents (contract/document-expiry.ts); null without one. */
  documentsExpireOn: SQLWrapper;
  /** The earliest of the next dates and that expiry. */
  nextDueDate: SQLWrapper;
  dueSoonDays: SQLWrapper;
  dueSoonKm: SQLWrapper;
}

/**
 * The calendar day it is at `now` in each vehicle's company (contract/time-zones.ts): a superadmin's
 * list across companies counts each vehicle from its own company's midnight.
 */
const todayInCompanies = (now: Date): SQL => sql`((${now.toISOString()}::timestamptz at time zone ${companies.timeZone})::date)`;

/** The vehicles table joined with its company, at `now`. */
export const vehiclesWithCompanies = (now: Date): DueSources => ({
  today: todayInCompanies(now),
  nextLegislationControl: vehicles.nextLegislationControl,
  nextServiceDate: vehicles.nextServiceDate,
  serviceKmLeft: vehicles.serviceKmLeft,
  serviceKmForecast: vehicles.serviceKmForecast,
  documentsExpireOn: vehicles.documentsExpireOn,
  nextDueDate: vehicles.nextDueDate,
  dueSoonDays: companies.dueSoonDays,
  dueSoonKm: companies.dueSoonKm,
});

/**
 * The vehicles' sources with one company's thresholds and today as constants: with them the bounds of
 * "due soon" are known before the query runs, so the indexes on the next dates and the km left find
 * the vehicles (joined from the companies row, they would be read for every vehicle of the company).
 */
export function vehicleDueSources(company: (DueThresholds & { today: string }) | null, now: Date): DueSources {
  if (!company) return vehiclesWithCompanies(now);
  return {
    ...vehiclesWithCompanies(now),
    today: sql`${company.today}::date`,
    dueSoonDays: sql`${company.due_soon_days}::integer`,
    dueSoonKm: sql`${company.due_soon_km}::integer`,
  };
}

export interface DueExpressions {
  legislationRank: SQL<number>;
  serviceRank: SQL<number>;
  documentsRank: SQL<number>;
  /** The vehicle's most urgent item. */
  vehicleRank: SQL<number>;
  /**
   * "The vehicle's status is …", written so that an index on the next due date or on the km left
   * finds the vehicles (the rank above would be worked out for every vehicle of the company).
   */
  hasStatus: Record<DueStatus, SQL>;
}

export function dueExpressions(c: DueSources): DueExpressions {
  const day = c.today;
  const soonUntil = sql`(${day} + ${c.dueSoonDays})`;
  // Ranks as constants in the statement, not parameters: they are the same in every query.
  const [ok, soon, overdue] = DUE_STATUSES.map((status) => sql.raw(String(DUE_RANK[status])));
  const dateRank = (due: SQLWrapper) =>
    sql<number>`(case when ${due} < ${day} then ${overdue} when ${due} <= ${soonUntil} then ${soon} else ${ok} end)`;
  const kmRank = sql<number>`(case when ${c.serviceKmLeft} < 0 then ${overdue} when ${c.serviceKmLeft} <= ${c.dueSoonKm} then ${soon} else ${ok} end)`;
  // A forecast day makes an item due soon at most, never overdue (contract/due-rules.ts, forecastStatus).
  const forecastRank = sql<number>`(case when ${c.serviceKmForecast} <= ${soonUntil} then ${soon} else ${ok} end)`;
  const legislationRank = dateRank(c.nextLegislationControl);
  const serviceRank = sql<number>`greatest(${dateRank(c.nextServiceDate)}, ${kmRank}, ${forecastRank})`;
  const documentsRank = dateRank(c.documentsExpireOn);

  // Overdue: a date (the documents' expiry among them) before today or fewer than 0 km left. Due soon: not overdue, and a date within the
  // company's days or the km left within its km. A missing date or reading counts for nothing.
  const notOverdue = sql`(${c.nextDueDate} >= ${day} or ${c.nextDueDate} is null) and (${c.serviceKmLeft} >= 0 or ${c.serviceKmLeft} is null)`;
  return {
    legislationRank,
    serviceRank,
    documentsRank,
    vehicleRank: sql<number>`greatest(${legislationRank}, ${serviceRank}, ${documentsRank})`,
    hasStatus: {
      overdue: sql`(${c.nextDueDate} < ${day} or ${c.serviceKmLeft} < 0)`,
      soon: sql`((${c.nextDueDate} <= ${soonUntil} or ${c.serviceKmLeft} <= ${c.dueSoonKm} or ${c.serviceKmForecast} <= ${soonUntil}) and ${notOverdue})`,
      ok: sql`((${c.nextDueDate} > ${soonUntil} or ${c.nextDueDate} is null) and (${c.serviceKmLeft} > ${c.dueSoonKm} or ${c.serviceKmLeft} is null)
               and (${c.serviceKmForecast} > ${soonUntil} or ${c.serviceKmForecast} is null))`,
    },
  };
}

/**
 * "Most urgent first": the worse status first, then the earlier date. Descending turns it around
 * (ok and furthest first). Vehicles with nothing ever due stay last either way, as empty values do
 * in every other sort; ties go by id.
 */
export function urgencyOrder(rank: SQL, date: SQLWrapper, order: 'asc' | 'desc', id: SQLWrapper): SQL {
  return order === 'asc'
    ? sql`${rank} desc, ${date} asc nulls last, ${id} asc`
    : sql`(${rank} = ${sql.raw(String(DUE_RANK.ok))} and ${date} is null), ${rank} asc, ${date} desc nulls last, ${id} desc`;
}
