import { sql, type SQL } from 'drizzle-orm';
import { addMonths, DUE_STATUSES } from '../../../contract/due-rules';
import { DEFAULT_TIME_ZONE, todayIn } from '../../../contract/time-zones';
import {
  COST_MONTHS,
  COSTLIEST_VEHICLES,
  DUE_LIST_LENGTH,
  OUT_OF_SERVICE_SHOWN,
  type DueEntry,
  type MonthlyCost,
  type MonthlyDowntime,
  type Overview,
  type OutOfServiceVehicle,
  type VehicleCost,
  type Yard,
} from '../../../contract/schemas/overview';
import type { IssuePriority } from '../../../contract/inspections';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import {
  companies,
  companyMonthlyCosts,
  documents,
  employees,
  inspectionForms,
  issues,
  twelveMonthCosts,
  vehicleMonthlyCosts,
  vehicles,
  workOrders,
} from '../../db/schema';
import { downtimeByMonth, downtimePeriods } from '../../health/downtime-sql';
import { holder, holderName } from '../../reminders/subject';
import { documentVisible } from '../documents/scope';
import { dueExpressions, vehicleDueSources, type DueExpressions, type DueSources } from '../../health/due-sql';
import { endsPeriod, owesInspection } from '../../health/inspection-due-sql';
import { allOf } from '../../db/lists';
import { inCompany, vehicleVisible, visibleBranchIds } from '../../scope/scope';
import { findCompanySettings } from '../company-settings/repository';

/*
 * The overview's numbers, each a query that PostgreSQL answers from indexes and from the sums it keeps
 * as records are written (server/db/schema.ts, "Maintenance costs and counts"): no vehicle or record
 * is loaded into the server, and the whole of a large company costs about what a branch does. Every
 * query is scoped like the lists (company, the caller's branches, the selected branch).
 */

export async function fleetOverview(db: Executor, actor: Actor, branchId: string | undefined, now: Date): Promise<Overview> {
  // The thresholds and the company's today first: as constants in the queries below they let the
  // indexes find what is due. A superadmin across companies has none of their own; each vehicle's
  // company's apply, and the months of costs are UTC's.
  const thresholds = actor.companyId ? await findCompanySettings(db, actor, actor.companyId) : null;
  const today = todayIn(thresholds?.time_zone ?? DEFAULT_TIME_ZONE, now);
  const sources = vehicleDueSources(thresholds && { ...thresholds, today }, now);
  const scope: Scope = {
    actor,
    branchId,
    wholeCompanies: !branchId && !visibleBranchIds(actor),
    due: dueExpressions(sources),
    sources,
    zone: thresholds ? sql`${thresholds.time_zone}::text` : sql`${companies.timeZone}`,
  };
  const [counts, dueDocumentCounts, due, monthly, costliest, yard, downtime] = await Promise.all([
    vehicleCounts(db, scope),
    documentCounts(db, scope),
    dueEntries(db, scope),
    monthlyCosts(db, scope, today),
    costliestVehicles(db, scope, today),
    yardOf(db, scope),
    monthlyDowntime(db, scope, today, now),
  ]);
  return {
    vehicles: counts,
    documents: dueDocumentCounts,
    due,
    monthly_costs: monthly,
    costliest_vehicles: costliest,
    downtime,
    yard,
    thresholds,
  };
}

interface Scope {
  actor: Actor;
  branchId: string | undefined;
  /** Every branch of the caller's company (every company, for a superadmin): the company-wide sums apply. */
  wholeCompanies: boolean;
  /** The due rules in SQL with the scope's thresholds, and where they read them. */
  due: DueExpressions;
  sources: DueSources;
  /** The time zone of the vehicles' company: the caller's company's as a constant, else each vehicle's company's (joined). */
  zone: SQL;
}

const activeVehiclesIn = ({ actor, branchId }: Scope) =>
  sql`${vehicles} join ${companies} on ${companies.id} = ${vehicles.companyId}
   where ${allOf(sql`${vehicles.isActive}`, vehicleVisible(actor, vehicles.id, vehicles.companyId, branchId))}`;

/** Active vehicles by their most urgent status: three counts, each read from an index. */
async function vehicleCounts(db: Executor, scope: Scope): Promise<Overview['vehicles']> {
  const { hasStatus } = scope.due;
  const vehiclesIn = activeVehiclesIn(scope);
  const {
    rows: [row],
  } = await db.execute<{ total: number; soon: number; overdue: number }>(sql`
    select (select count(*) from ${vehiclesIn})::int as total,
           (select count(*) from ${vehiclesIn} and ${hasStatus.soon})::int as soon,
           (select count(*) from ${vehiclesIn} and ${hasStatus.overdue})::int as overdue`);
  const { total, soon, overdue } = row!;
  return { total, ok: total - soon - overdue, soon, overdue };
}

/**
 * The documents that fall due (contract/document-expiry.ts) in the scope: an active vehicle's and an
 * employee's, as the documents list shows them to the caller, with their rank (1 due soon, 2 expired).
 * Read from the expiry index: only documents expiring within the "due soon" days are looked at.
 */
function dueDocuments(scope: Scope): SQL {
  const { today, dueSoonDays } = scope.sources;
  return sql`
    select ${vehicles.id} as vehicle_id, ${vehicles.licensePlate} as license_plate, ${vehicles.model} as model, ${vehicles.mileage} as mileage,
           ${documents.id} as document_id, ${documents.kind}::text as document_kind, ${holder.id} as employee_id, ${holderName} as employee_name,
           'document' as item, case when ${documents.expiresOn} < ${today} then 2 else 1 end as rank, ${documents.expiresOn} as due_date,
           null::integer as due_km
      from ${documents}
      -- A superadmin's today and days are each company's own (vehicleDueSources).
      join ${companies} on ${companies.id} = ${documents.companyId}
      left join ${vehicles} on ${vehicles.companyId} = ${documents.companyId} and ${vehicles.id} = ${documents.vehicleId}
      left join ${employees} as ${holder} on ${holder.companyId} = ${documents.companyId} and ${holder.id} = ${documents.employeeId}
     where ${allOf(
       documentVisible(
         scope.actor,
         { vehicleId: documents.vehicleId, employeeId: documents.employeeId, companyId: documents.companyId },
         scope.branchId,
       ),
       sql`${documents.expiresOn} <= ${today} + ${dueSoonDays}`,
       sql`document_is_due(${documents})`,
       sql`(${vehicles.isActive} or ${documents.employeeId} is not null)`,
     )}`;
}

/** How many documents in the scope expire soon, and how many have expired. */
async function documentCounts(db: Executor, scope: Scope): Promise<Overview['documents']> {
  const {
    rows: [row],
  } = await db.execute<{ soon: number; overdue: number }>(sql`
    select count(*) filter (where due_document.rank = 1)::int as soon, count(*) filter (where due_document.rank = 2)::int as overdue
      from (${dueDocuments(scope)}) as due_document`);
  return row!;
}

/**
 * Every legislation control, service and document that is due soon or overdue, the most urgent first. Only
 * the vehicles with something due are read: the indexes on the next dates and the km left find them.
 */
async function dueEntries(db: Executor, scope: Scope): Promise<Overview['due']> {
  const { legislationRank, serviceRank } = scope.due;
  const vehiclesIn = activeVehiclesIn(scope);
  const soonUntil = sql`${scope.sources.today} + ${scope.sources.dueSoonDays}`;
  const noDocument = sql`null::uuid as document_id, null::text as document_kind, null::uuid as employee_id, null::text as employee_name`;
  const { rows } = await db.execute<Omit<DueEntry, 'status'> & { rank: number; total: number }>(sql`
    select entry.*, count(*) over ()::int as total
      from (
        select ${vehicles.id} as vehicle_id, ${vehicles.licensePlate} as license_plate, ${vehicles.model} as model, ${vehicles.mileage} as mileage,
               ${noDocument}, 'legislation' as item, ${legislationRank} as rank, ${vehicles.nextLegislationControl} as due_date, null::integer as due_km
          from ${vehiclesIn} and ${vehicles.nextLegislationControl} <= ${soonUntil}
        union all
        select ${vehicles.id}, ${vehicles.licensePlate}, ${vehicles.model}, ${vehicles.mileage}, ${noDocument},
               'service', ${serviceRank}, ${vehicles.nextServiceDate}, ${vehicles.nextServiceKm}
          from ${vehiclesIn} and (${vehicles.nextServiceDate} <= ${soonUntil} or ${vehicles.serviceKmLeft} <= ${scope.sources.dueSoonKm})
        union all
        ${dueDocuments(scope)}
      ) as entry
    order by entry.rank desc, entry.due_date asc nulls last, coalesce(entry.license_plate, entry.employee_name), entry.item, entry.document_id
    limit ${DUE_LIST_LENGTH}`);
  return {
    entries: rows.map(({ rank, total: _total, ...entry }) => ({ ...entry, status: DUE_STATUSES[rank]! })),
    totalCount: rows[0]?.total ?? 0,
  };
}

/** The first days of the oldest and the newest of the twelve months shown (this one is the newest). */
function costMonths(today: string) {
  const last = `${today.slice(0, 7)}-01`;
  return { first: addMonths(last, -(COST_MONTHS - 1)), last };
}

/**
 * General, mandatory and fuel costs per month for the last 12 months, oldest first, months without
 * records at 0: the company's monthly sums, or for a branch the sums of its vehicles.
 */
async function monthlyCosts(db: Executor, scope: Scope, today: string): Promise<MonthlyCost[]> {
  const { first, last } = costMonths(today);
  const sums = scope.wholeCompanies
    ? sql`select ${companyMonthlyCosts.month} as month, ${companyMonthlyCosts.generalCost} as general, ${companyMonthlyCosts.mandatoryCost} as mandatory,
                 ${companyMonthlyCosts.fuelCost} as fuel
            from ${companyMonthlyCosts} where ${allOf(inCompany(scope.actor, companyMonthlyCosts.companyId), sql`${companyMonthlyCosts.month} between ${first}::date and ${last}::date`)}`
    : sql`select ${vehicleMonthlyCosts.month} as month, ${vehicleMonthlyCosts.generalCost} as general, ${vehicleMonthlyCosts.mandatoryCost} as mandatory,
                 ${vehicleMonthlyCosts.fuelCost} as fuel
            from ${vehicleMonthlyCosts}
           where ${allOf(vehicleVisible(scope.actor, vehicleMonthlyCosts.vehicleId, vehicleMonthlyCosts.companyId, scope.branchId), sql`${vehicleMonthlyCosts.month} between ${first}::date and ${last}::date`)}`;
  const { rows } = await db.execute<MonthlyCost>(sql`
    with spent as (
      select sums.month, round(sum(sums.general), 2) as general, round(sum(sums.mandatory), 2) as mandatory,
             round(sum(sums.fuel), 2) as fuel
        from (${sums}) as sums
       group by sums.month
    ), split as (
      select date_trunc('month', done.day)::date as month, sum(done.labour) as labour, sum(done.parts) as parts, sum(done.other) as other
        from (${workOrderCosts(scope, first, last)}) as done
       group by 1
    )
    select to_char(month.start, 'YYYY-MM') as month,
           coalesce(spent.general, 0)::float8 as general,
           coalesce(spent.mandatory, 0)::float8 as mandatory,
           coalesce(spent.fuel, 0)::float8 as fuel,
           coalesce(split.labour, 0)::float8 as labour,
           coalesce(split.parts, 0)::float8 as parts,
           coalesce(split.other, 0)::float8 as other
      from generate_series(${first}::date, ${last}::date, interval '1 month') as month(start)
      left join spent on spent.month = month.start::date
      left join split on split.month = month.start::date
     order by month.start`);
  return rows;
}

/**
 * The ten vehicles that cost most in the same 12 months, maintenance and fuel together, archived ones
 * included. For whole companies
 * these are the first rows of the twelve-month sums (summed again by the database when a new month
 * has begun); for a branch, its vehicles' monthly sums.
 */
async function costliestVehicles(db: Executor, scope: Scope, today: string): Promise<VehicleCost[]> {
  const { first, last } = costMonths(today);
  let spent: SQL;
  if (scope.wholeCompanies) {
    const inScope = inCompany(scope.actor, companies.id);
    await db.execute(
      sql`select twelve_month_costs_for(${companies.id}, ${last}::date) from ${companies} ${inScope ? sql`where ${inScope}` : sql``}`,
    );
    // The ten of each company, then the ten of those: each company's are the first entries of its index.
    spent = sql`
      select costs.* from ${companies} cross join lateral (
        select ${twelveMonthCosts.vehicleId} as vehicle_id, ${twelveMonthCosts.generalCost}::float8 as general,
               ${twelveMonthCosts.mandatoryCost}::float8 as mandatory, ${twelveMonthCosts.fuelCost}::float8 as fuel,
               ${twelveMonthCosts.totalCost}::float8 as total
          from ${twelveMonthCosts}
         where ${twelveMonthCosts.companyId} = ${companies.id} and ${twelveMonthCosts.records} > 0
         order by ${twelveMonthCosts.totalCost} desc, ${twelveMonthCosts.vehicleId}
         limit ${COSTLIEST_VEHICLES}
      ) as costs
      ${inScope ? sql`where ${inScope}` : sql``}`;
  } else {
    spent = sql`
      select ${vehicleMonthlyCosts.vehicleId} as vehicle_id,
             round(sum(${vehicleMonthlyCosts.generalCost}), 2)::float8 as general,
             round(sum(${vehicleMonthlyCosts.mandatoryCost}), 2)::float8 as mandatory,
             round(sum(${vehicleMonthlyCosts.fuelCost}), 2)::float8 as fuel,
             round(sum(${vehicleMonthlyCosts.generalCost} + ${vehicleMonthlyCosts.mandatoryCost} + ${vehicleMonthlyCosts.fuelCost}), 2)::float8 as total
        from ${vehicleMonthlyCosts}
       where ${allOf(vehicleVisible(scope.actor, vehicleMonthlyCosts.vehicleId, vehicleMonthlyCosts.companyId, scope.branchId), sql`${vehicleMonthlyCosts.month} between ${first}::date and ${last}::date`)}
       group by ${vehicleMonthlyCosts.vehicleId}
      having sum(${vehicleMonthlyCosts.generalRecords} + ${vehicleMonthlyCosts.mandatoryRecords} + ${vehicleMonthlyCosts.fuelEntries}) > 0`;
  }
  // Each of the ten with what work orders stand behind of its maintenance, found by its records of the
  // months (their vehicle's index), in the same statement.
  const records = (table: 'general_maintenances' | 'mandatory_maintenances', day: 'service_date' | 'finished_on') => sql`
    select record.company_id, record.work_order_id from ${sql.identifier(table)} as record
     where record.company_id = ${vehicles.companyId} and record.vehicle_id = top.vehicle_id and record.work_order_id is not null
       and record.${sql.identifier(day)} >= ${first}::date and record.${sql.identifier(day)} < (${last}::date + interval '1 month')`;
  const { rows } = await db.execute<VehicleCost>(sql`
    select ${vehicles.id} as vehicle_id, ${vehicles.licensePlate} as license_plate, ${vehicles.model} as model, ${vehicles.isActive} as is_active,
           top.general, top.mandatory, top.fuel, top.total,
           coalesce(split.labour, 0)::float8 as labour, coalesce(split.parts, 0)::float8 as parts, coalesce(split.other, 0)::float8 as other
      from (select * from (${spent}) as spent order by spent.total desc, spent.vehicle_id limit ${COSTLIEST_VEHICLES}) as top
      join ${vehicles} on ${vehicles.id} = top.vehicle_id
      left join lateral (
        select sum(${workOrders.labourCost}) as labour, sum(${workOrders.partsCost}) as parts, sum(${workOrders.otherCost}) as other
          from (${records('general_maintenances', 'service_date')} union all ${records('mandatory_maintenances', 'finished_on')}) as record
          join ${workOrders} on ${workOrders.companyId} = record.company_id and ${workOrders.id} = record.work_order_id
      ) as split on true
     order by top.total desc, ${vehicles.licensePlate}`);
  return rows;
}

/**
 * The maintenance records of the months [first, last] that a work order stands behind, in the scope:
 * each record's vehicle and day, and its work order's labour, parts and other (docs/work-orders.md,
 * Costs). Found through the records' link to their work order, which few records have.
 */
function workOrderCosts(scope: Scope, first: string, last: string): SQL {
  const records = (table: 'general_maintenances' | 'mandatory_maintenances', day: 'service_date' | 'finished_on') => sql`
    select record.company_id, record.vehicle_id, record.work_order_id, record.${sql.identifier(day)} as day
      from ${sql.identifier(table)} as record
     where record.work_order_id is not null
       and record.${sql.identifier(day)} >= ${first}::date and record.${sql.identifier(day)} < (${last}::date + interval '1 month')`;
  return sql`
    select record.vehicle_id, record.day, ${workOrders.labourCost} as labour, ${workOrders.partsCost} as parts, ${workOrders.otherCost} as other
      from (${records('general_maintenances', 'service_date')} union all ${records('mandatory_maintenances', 'finished_on')}) as record
      join ${workOrders} on ${workOrders.companyId} = record.company_id and ${workOrders.id} = record.work_order_id
     where ${allOf(vehicleVisible(scope.actor, sql`record.vehicle_id`, sql`record.company_id`, scope.branchId)) ?? sql`true`}`;
}

/** Hours out of service per month of the same 12 months, of the vehicles in the scope (docs/work-orders.md, Downtime). */
async function monthlyDowntime(db: Executor, scope: Scope, today: string, now: Date): Promise<MonthlyDowntime[]> {
  const { first, last } = costMonths(today);
  const zone = scope.actor.companyId ? scope.zone : sql`'UTC'`;
  const from = sql`(${first}::date::timestamp at time zone ${zone})`;
  const to = sql`((${last}::date + interval '1 month')::timestamp at time zone ${zone})`;
  const where = vehicleVisible(scope.actor, sql`issue.vehicle_id`, sql`issue.company_id`, scope.branchId);
  const { rows } = await db.execute<MonthlyDowntime>(downtimeByMonth(downtimePeriods(where, from, to, now), first, last, zone));
  return rows;
}

/** Days before today that the overview counts missed inspections on (today is still going). */
const MISSED_DAYS = 7;

/**
 * The yard (docs/inspections.md, Reminders and the overview), for the active vehicles in the scope:
 * their open issues (open or in progress) by priority; the vehicles out of service (an open critical
 * issue), how many and the first of them by plate; and the inspections missed on the last 7 days
 * before today: each period of a form that ended on one of those days (a day of a daily form, a week
 * on its Sunday, a month on its last day) without an inspection of a vehicle that owed it
 * (server/health/inspection-due-sql.ts), as the vehicles and forms are now.
 */
async function yardOf(db: Executor, scope: Scope): Promise<Yard> {
  const { actor, branchId } = scope;
  const vehiclesIn = activeVehiclesIn(scope);
  const asked = sql`(${scope.sources.today} - back.days)`;
  const [issueCounts, outOfService, missed] = await Promise.all([
    db.execute<{ priority: IssuePriority; open: number }>(sql`
      select ${issues.priority} as priority, count(*)::int as open
        from ${issues}
        join ${vehicles} on ${vehicles.companyId} = ${issues.companyId} and ${vehicles.id} = ${issues.vehicleId}
       where ${allOf(
         sql`${vehicles.isActive}`,
         vehicleVisible(actor, issues.vehicleId, issues.companyId, branchId),
         sql`${issues.status} in ('open', 'in_progress')`,
       )}
       group by ${issues.priority}`),
    db.execute<OutOfServiceVehicle & { total: number }>(sql`
      select ${vehicles.id} as vehicle_id, ${vehicles.licensePlate} as license_plate, ${vehicles.model} as model,
             ${vehicles.openCriticalIssues} as critical_issues, count(*) over ()::int as total
        from ${vehiclesIn} and ${vehicles.openCriticalIssues} > 0
       order by ${vehicles.licensePlate}, ${vehicles.id}
       limit ${OUT_OF_SERVICE_SHOWN}`),
    db.execute<{ missed: number }>(sql`
      select count(*)::int as missed
        from ${vehicles}
        join ${companies} on ${companies.id} = ${vehicles.companyId}
        join ${inspectionForms} on ${inspectionForms.companyId} = ${vehicles.companyId}
        cross join generate_series(1, ${MISSED_DAYS}) as back(days)
       where ${allOf(sql`${vehicles.isActive}`, vehicleVisible(actor, vehicles.id, vehicles.companyId, branchId))}
         and ${endsPeriod(asked)} and ${owesInspection(asked, scope.zone)}`),
  ]);
  const open = { low: 0, medium: 0, high: 0, critical: 0 };
  for (const row of issueCounts.rows) open[row.priority] = row.open;
  return {
    open_issues: open,
    out_of_service: {
      total: outOfService.rows[0]?.total ?? 0,
      vehicles: outOfService.rows.map(({ total: _total, ...vehicle }) => vehicle),
    },
    inspections_missed: missed.rows[0]?.missed ?? 0,
  };
}
