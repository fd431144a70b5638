import { eq, sql } from 'drizzle-orm';
import { addMonths } from '../../../contract/due-rules';
import { messages } from '../../../contract/messages';
import { COST_MONTHS, type MonthlyDowntime } from '../../../contract/schemas/overview';
import type { VehicleDowntime } from '../../../contract/schemas/vehicle';
import { todayIn } from '../../../contract/time-zones';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { allOf } from '../../db/lists';
import { companies, vehicles } from '../../db/schema';
import { notFound } from '../../errors';
import { downtimeByMonth, downtimePeriods } from '../../health/downtime-sql';
import { vehicleVisible } from '../../scope/scope';

/** The latest periods a vehicle's details list; its months count all of them. */
const PERIODS_SHOWN = 10;

/**
 * A vehicle's time out of service (docs/work-orders.md, Downtime): its periods, latest first, and its
 * hours in each of the last 12 months of its company's calendar, this one included.
 */
export async function vehicleDowntime(db: Executor, actor: Actor, id: string, now: Date): Promise<VehicleDowntime> {
  const [vehicle] = await db
    .select({ id: vehicles.id, companyId: vehicles.companyId, timeZone: companies.timeZone })
    .from(vehicles)
    .innerJoin(companies, eq(companies.id, vehicles.companyId))
    .where(allOf(eq(vehicles.id, id), vehicleVisible(actor, vehicles.id, vehicles.companyId)));
  if (!vehicle) throw notFound(messages.notFound('Vehicle'));
  const last = `${todayIn(vehicle.timeZone, now).slice(0, 7)}-01`;
  const first = addMonths(last, -(COST_MONTHS - 1));
  const zone = sql`${vehicle.timeZone}::text`;
  const own = sql`issue.company_id = ${vehicle.companyId} and issue.vehicle_id = ${vehicle.id}`;
  // Every period, however long ago: the latest are listed, and the one still open says since when.
  const periods = downtimePeriods(own, sql`'-infinity'::timestamptz`, sql`'infinity'::timestamptz`, now);
  const { rows: listed } = await db.execute<{ started_at: string; ended_at: string | null; hours: number }>(sql`
    select to_json(period.started_at)#>>'{}' as started_at, case when period.open then null else to_json(period.ended_at)#>>'{}' end as ended_at,
           round((extract(epoch from period.ended_at - period.started_at) / 3600)::numeric, 1)::float8 as hours
      from (${periods}) as period
     order by period.started_at desc
     limit ${PERIODS_SHOWN}`);
  const { rows: months } = await db.execute<MonthlyDowntime>(downtimeByMonth(periods, first, last, zone));
  const open = listed.find((period) => period.ended_at === null);
  return {
    out_of_service_since: open?.started_at ?? null,
    hours_12_months: Math.round(months.reduce((sum, month) => sum + month.hours * 10, 0)) / 10,
    periods: listed,
    months,
  };
}
