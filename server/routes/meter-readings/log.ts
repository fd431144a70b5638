import { sql, type SQL } from 'drizzle-orm';
import type { MeterSource } from '../../../contract/meter';
import type { MeterLogEntry, MeterLogQuery } from '../../../contract/schemas/meter-reading';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { allOf, matchesSearch, offsetOf, pageOf } from '../../db/lists';
import { vehicleCandidates } from '../../db/search';
import { offsetOn } from '../../health/meter-log';
import { inCompany, vehicleVisible, visibleBranchIds } from '../../scope/scope';

/**
 * GET /api/meter-readings, the meter log (docs/fleet-health.md, The meter log): every odometer
 * reading of the vehicles the caller sees, in one history: readings of their own, maintenance records
 * and fuel entries. Each source is read through its own company-leading indexes (by vehicle, or by
 * day across the company), and PostgreSQL merges them in the page's order; only the page's rows are
 * then joined to their vehicle, and only those of other sources have their shown km worked out.
 */

interface Source {
  /** The sources it holds: a table of readings holds two. */
  holds: readonly MeterSource[];
  /** The table, aliased `x`. */
  from: SQL;
  day: SQL;
  total: SQL;
  /** The log row's columns after the day and the total, as in the union's first branch. */
  rest: SQL;
}

const SOURCES: readonly Source[] = [
  {
    holds: ['manual', 'import'],
    from: sql`meter_readings x`,
    day: sql`x.read_on`,
    total: sql`x.total_km`,
    rest: sql`x.km, x.engine_hours::float8, x.source, x.replacement, x.flagged, x.notes, null::uuid`,
  },
  {
    holds: ['general-maintenance'],
    from: sql`general_maintenances x`,
    day: sql`x.service_date`,
    total: sql`x.mileage`,
    rest: sql`null::integer, null::float8, 'general-maintenance', false, x.flagged, x.notes, x.id`,
  },
  {
    holds: ['mandatory-maintenance'],
    from: sql`mandatory_maintenances x`,
    day: sql`x.finished_on`,
    total: sql`x.mileage`,
    rest: sql`null::integer, null::float8, 'mandatory-maintenance', false, x.flagged, x.notes, x.id`,
  },
  {
    holds: ['fuel'],
    from: sql`fuel_entries x`,
    day: sql`x.filled_on`,
    total: sql`x.odometer`,
    rest: sql`null::integer, null::float8, 'fuel', false, x.flagged, x.notes, x.id`,
  },
];

const OWN = SOURCES[0]!;

type LogFilters = Omit<MeterLogQuery, 'page' | 'limit'>;

/** The vehicles whose plate holds `q`, within the caller's company (the plate's trigram index finds them). */
function plateSearch(actor: Actor, q: string): SQL {
  return sql`entries.vehicle_id = any(array(
    select plates.id from vehicles plates
     where ${allOf(inCompany(actor, sql`plates.company_id`), matchesSearch(q, [sql`plates.license_plate`], vehicleCandidates(sql`plates.id`)))}))`;
}

/** What a source's own rows are asked: false when the filters leave nothing of it. */
function ownConditions(source: Source, query: LogFilters): SQL | undefined | false {
  if (query.source && !source.holds.includes(query.source)) return false;
  // Every source's readings may wait for review (docs/fleet-health.md, The meter log).
  const flagged = query.flagged !== undefined ? sql`x.flagged = ${query.flagged}` : undefined;
  if (source !== OWN) return flagged;
  return allOf(query.source ? sql`x.source = ${query.source}` : undefined, flagged);
}

/**
 * What every source is asked, said of the union as a whole: PostgreSQL hands each condition down to
 * every source, and only a company said so (not inside each source) lets it see that each source's
 * index on (company, day, id) or (company, vehicle, day) gives the order, and merge the sources'
 * indexes instead of sorting every reading of the company.
 */
const commonConditions = (actor: Actor, query: LogFilters) =>
  allOf(
    vehicleVisible(actor, sql`entries.vehicle_id`, sql`entries.company_id`, query.branchId),
    query.vehicleId ? sql`entries.vehicle_id = ${query.vehicleId}` : undefined,
    query.dateFrom ? sql`entries.read_on >= ${query.dateFrom}::date` : undefined,
    query.dateTo ? sql`entries.read_on <= ${query.dateTo}::date` : undefined,
    query.ids ? sql`entries.id = any(${`{${query.ids.join(',')}}`}::uuid[])` : undefined,
    query.q ? plateSearch(actor, query.q) : undefined,
  );

const where = (conditions: SQL | undefined) => (conditions ? sql`where ${conditions}` : sql``);

/** The readings of the sources the filters leave, as one table `entries`; undefined when they leave none. */
function entries(query: LogFilters): SQL | undefined {
  const branches = SOURCES.flatMap((source) => {
    const conditions = ownConditions(source, query);
    if (conditions === false) return [];
    return [
      sql`select x.id, x.company_id, x.vehicle_id, ${source.day}, ${source.total}, ${source.rest} from ${source.from} ${where(conditions)}`,
    ];
  });
  if (branches.length === 0) return undefined;
  return sql`(${sql.join(branches, sql` union all `)})
    as entries (id, company_id, vehicle_id, read_on, total_km, km, engine_hours, source, replacement, flagged, notes, record_id)`;
}

/**
 * The order of the page: by day (the default) or by total, then by id, so that pages never overlap.
 * By day, the sources' indexes give the order; by total it is sorted.
 */
function order(query: LogFilters, prefix: SQL): SQL {
  const direction = query.order === 'desc' ? sql`desc` : sql`asc`;
  const keys = query.sort === 'total_km' ? ['total_km', 'id'] : ['read_on', 'id'];
  return sql.join(
    keys.map((key) => sql`${prefix}${sql.identifier(key)} ${direction}`),
    sql`, `,
  );
}

/** The monthly counts the database keeps of the other sources' records (migrations 0002 and 0018). */
const KEPT_COUNTS: Partial<Record<MeterSource, SQL>> = {
  'general-maintenance': sql`general_records`,
  'mandatory-maintenance': sql`mandatory_records`,
  fuel: sql`fuel_entries`,
};

/**
 * How many readings the log holds. Narrowed to a vehicle, days, ids or a search, they are counted;
 * otherwise the records and fuel entries are summed from the monthly counts the database keeps (as
 * the maintenance lists' totals are), and only the readings of their own are counted.
 */
async function total(db: Executor, actor: Actor, query: LogFilters, from: SQL, conditions: SQL): Promise<number> {
  // The kept counts count every record, flagged or not: a list by flag is counted (flagged ones through their partial indexes).
  if (query.vehicleId || query.dateFrom || query.dateTo || query.ids || query.q || query.flagged !== undefined) {
    const { rows } = await db.execute<{ count: number }>(sql`select count(*)::int as count from ${from} ${conditions}`);
    return rows[0]!.count;
  }
  const kept = SOURCES.filter((source) => source !== OWN && ownConditions(source, query) !== false).map(
    (source) => KEPT_COUNTS[source.holds[0]!]!,
  );
  const own = ownConditions(OWN, query);
  const counts: SQL[] = [];
  if (own !== false) {
    counts.push(
      sql`(select count(*) from meter_readings x ${where(allOf(own, vehicleVisible(actor, sql`x.vehicle_id`, sql`x.company_id`, query.branchId)))})`,
    );
  }
  if (kept.length) {
    const summed = sql.join(kept, sql` + `);
    counts.push(
      !query.branchId && !visibleBranchIds(actor)
        ? sql`(select coalesce(sum(${summed}), 0) from company_monthly_costs s ${where(inCompany(actor, sql`s.company_id`))})`
        : sql`(select coalesce(sum(${summed}), 0) from vehicle_monthly_costs s
                ${where(vehicleVisible(actor, sql`s.vehicle_id`, sql`s.company_id`, query.branchId))})`,
    );
  }
  const { rows } = await db.execute<{ count: number }>(sql`select (${sql.join(counts, sql` + `)})::int as count`);
  return rows[0]!.count;
}

export async function meterLog(db: Executor, actor: Actor, query: MeterLogQuery) {
  const from = entries(query);
  if (!from) return pageOf([] as MeterLogEntry[], 0, query);
  const conditions = where(commonConditions(actor, query));
  const page = db.execute<MeterLogEntry>(sql`
    select log.id, log.vehicle_id, v.license_plate as vehicle_license_plate, log.company_id, log.read_on,
           coalesce(log.km, log.total_km - ${offsetOn(sql`log.company_id`, sql`log.vehicle_id`, sql`log.read_on`, sql`v.meter_offset`)}) as km,
           log.total_km, log.engine_hours, log.source, log.replacement, log.flagged, log.notes, log.record_id
      from (select * from ${from} ${conditions}
             order by ${order(query, sql`entries.`)} limit ${query.limit} offset ${offsetOf(query)}) as log
      join vehicles v on v.company_id = log.company_id and v.id = log.vehicle_id
     order by ${order(query, sql`log.`)}`);
  const [rows, totalCount] = await Promise.all([page, total(db, actor, query, from, conditions)]);
  return pageOf(rows.rows, totalCount, query);
}
