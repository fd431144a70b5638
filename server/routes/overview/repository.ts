import { sql, type SQL } from 'drizzle-orm';
import { addMonths, DUE_STATUSES } from '../../../contract/due-rules';
import { COST_MONTHS, COSTLIEST_VEHICLES, DUE_LIST_LENGTH, type DueEntry, type MonthlyCost, type Overview, type VehicleCost } from '../../../contract/schemas/overview';
import type { Actor } from '../../auth/actor';
import type { Database } from '../../db/client';
import { companies, generalMaintenances, mandatoryMaintenances, vehicles } from '../../db/schema';
import { DUE_RANK, dueExpressions } from '../../health/due-sql';
import { allOf } from '../../scope/lists';
import { vehicleVisible } from '../../scope/scope';
import { findCompanySettings } from '../company-settings/repository';

/*
 * The overview's numbers, each one query that PostgreSQL answers with counts and sums: no vehicle or
 * record is loaded into the server. Every query is scoped like the lists (company, the caller's
 * branches, the selected branch).
 */

export async function fleetOverview(db: Database, actor: Actor, branchId: string | undefined, today: string): Promise<Overview> {
  const visible = vehicleVisible(actor, vehicles.id, vehicles.companyId, branchId);
  const [counts, due, monthly, costliest, thresholds] = await Promise.all([
    vehicleCounts(db, visible, today),
    dueEntries(db, visible, today),
    monthlyCosts(db, visible, today),
    costliestVehicles(db, visible, today),
    actor.companyId ? findCompanySettings(db, actor, actor.companyId) : null,
  ]);
  return { vehicles: counts, due, monthly_costs: monthly, costliest_vehicles: costliest, thresholds };
}

/** Vehicles with their company's thresholds; `activeIn` keeps the active ones in scope. */
const vehiclesWithCompany = sql`${vehicles} join ${companies} on ${companies.id} = ${vehicles.companyId}`;
const activeIn = (visible: SQL | undefined) => allOf(sql`${vehicles.isActive}`, visible);

/** Active vehicles by their most urgent status. */
async function vehicleCounts(db: Database, visible: SQL | undefined, today: string): Promise<Overview['vehicles']> {
  const { vehicleRank } = dueExpressions(today);
  const { rows: [row] } = await db.execute<Overview['vehicles']>(sql`
    select count(*)::int as total,
           count(*) filter (where ${vehicleRank} = ${DUE_RANK.ok})::int as ok,
           count(*) filter (where ${vehicleRank} = ${DUE_RANK.soon})::int as soon,
           count(*) filter (where ${vehicleRank} = ${DUE_RANK.overdue})::int as overdue
      from ${vehiclesWithCompany}
     where ${activeIn(visible)}`);
  return row!;
}

/** Every legislation control and service that is due soon or overdue, the most urgent first. */
async function dueEntries(db: Database, visible: SQL | undefined, today: string): Promise<Overview['due']> {
  const due = dueExpressions(today);
  const { rows } = await db.execute<Omit<DueEntry, 'status'> & { rank: number; total: number }>(sql`
    select ${vehicles.id} as vehicle_id, ${vehicles.licensePlate} as license_plate, ${vehicles.model} as model,
           ${vehicles.mileage} as mileage, entry.item, entry.rank, entry.due_date, entry.due_km,
           count(*) over ()::int as total
      from ${vehiclesWithCompany}
     cross join lateral (values
       ('legislation', ${due.legislationRank}, ${due.nextLegislationControl}, null::integer),
       ('service', ${due.serviceRank}, ${due.nextServiceDate}, ${due.nextServiceKm})
     ) as entry(item, rank, due_date, due_km)
     where ${activeIn(visible)} and entry.rank > 0
    order by entry.rank desc, entry.due_date asc nulls last, ${vehicles.licensePlate}, entry.item
    limit ${DUE_LIST_LENGTH}`);
  return {
    entries: rows.map(({ rank, total: _total, ...entry }) => ({ ...entry, status: DUE_STATUSES[rank]! })),
    totalCount: rows[0]?.total ?? 0,
  };
}

/** The first day of the oldest month shown and of the month after this one: costs fall between them. */
function costWindow(today: string) {
  const thisMonth = `${today.slice(0, 7)}-01`;
  return { from: addMonths(thisMonth, -(COST_MONTHS - 1)), until: addMonths(thisMonth, 1) };
}

/** Both kinds of records in the window, with their vehicle, as one set. */
function recordsInWindow(visible: SQL | undefined, today: string) {
  const { from, until } = costWindow(today);
  const kind = (table: typeof generalMaintenances | typeof mandatoryMaintenances, date: SQL, name: string) => sql`
    select ${table.vehicleId} as vehicle_id, ${date} as day, ${table.cost} as cost, ${name} as kind
      from ${table} join ${vehicles} on ${vehicles.companyId} = ${table.companyId} and ${vehicles.id} = ${table.vehicleId}
     where ${allOf(sql`${date} >= ${from}::date and ${date} < ${until}::date`, visible)}`;
  return sql`(${kind(generalMaintenances, sql`${generalMaintenances.serviceDate}`, 'general')}
    union all ${kind(mandatoryMaintenances, sql`${mandatoryMaintenances.finishedOn}`, 'mandatory')}) as record`;
}

/** General and mandatory costs per month for the last 12 months, oldest first, months without records at 0. */
async function monthlyCosts(db: Database, visible: SQL | undefined, today: string): Promise<MonthlyCost[]> {
  const { from } = costWindow(today);
  // Summed per month first, then set against the 12 months: the records are grouped once, not sorted.
  const { rows } = await db.execute<MonthlyCost>(sql`
    with spent as (
      select date_trunc('month', record.day)::date as start,
             round(sum(record.cost) filter (where record.kind = 'general'), 2) as general,
             round(sum(record.cost) filter (where record.kind = 'mandatory'), 2) as mandatory
        from ${recordsInWindow(visible, today)}
       group by 1
    )
    select to_char(month.start, 'YYYY-MM') as month,
           coalesce(spent.general, 0)::float8 as general,
           coalesce(spent.mandatory, 0)::float8 as mandatory
      from generate_series(${from}::date, ${from}::date + interval '${sql.raw(String(COST_MONTHS - 1))} months', interval '1 month') as month(start)
      left join spent on spent.start = month.start::date
     order by month.start`);
  return rows;
}

/** The ten vehicles that cost most in the same 12 months, archived ones included. */
async function costliestVehicles(db: Database, visible: SQL | undefined, today: string): Promise<VehicleCost[]> {
  const { rows } = await db.execute<VehicleCost>(sql`
    select ${vehicles.id} as vehicle_id, ${vehicles.licensePlate} as license_plate, ${vehicles.model} as model, ${vehicles.isActive} as is_active,
           spent.general, spent.mandatory, spent.total
      from (
        select record.vehicle_id,
               coalesce(round(sum(record.cost) filter (where record.kind = 'general'), 2), 0)::float8 as general,
               coalesce(round(sum(record.cost) filter (where record.kind = 'mandatory'), 2), 0)::float8 as mandatory,
               round(sum(record.cost), 2)::float8 as total
          from ${recordsInWindow(visible, today)}
         group by record.vehicle_id
         order by total desc, record.vehicle_id
         limit ${COSTLIEST_VEHICLES}
      ) as spent
      join ${vehicles} on ${vehicles.id} = spent.vehicle_id
     order by spent.total desc, ${vehicles.licensePlate}`);
  return rows;
}
