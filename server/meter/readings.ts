import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { MeterHistory, MeterHistoryReading } from '../../contract/meter-log';
import type { Executor } from '../db/client';
import { lookUpInBatches } from '../csv/lookups';

/**
 * Where a vehicle's odometer readings live (docs/fleet-health.md, The meter log): the maintenance
 * records' mileages, the fuel entries' odometers and the meter readings' totals, every one in the
 * vehicle's km. contract/meter-log.ts judges a new reading by them; the km forecast reads the same
 * (refresh_km_forecast, migration 0017).
 */

interface HistoryRow extends Record<string, unknown> {
  vehicle_id: string;
  id: string;
  day: string;
  total_km: number;
  km: number | null;
  engine_hours: number | null;
  replacement: boolean;
  flagged: boolean;
}

/**
 * The histories of a company's vehicles, a batch of vehicles per statement: each with its mileage,
 * its offset, and its readings from every source in the order they were taken (by day, then as they
 * were recorded). A vehicle that is not there has none.
 */
export async function meterHistories(tx: Executor, companyId: string, vehicleIds: readonly string[]): Promise<Map<string, MeterHistory>> {
  const histories = new Map<string, MeterHistory>();
  await lookUpInBatches(vehicleIds, async (batch) => {
    const ids = sql`${`{${batch.join(',')}}`}::uuid[]`;
    const own = sql`company_id = ${companyId} and vehicle_id = any(${ids})`;
    const { rows: vehicles } = await tx.execute<{ id: string; mileage: number; meter_offset: number }>(
      sql`select id, mileage, meter_offset from vehicles where company_id = ${companyId} and id = any(${ids})`,
    );
    for (const vehicle of vehicles)
      histories.set(vehicle.id, { mileage: vehicle.mileage, meterOffset: vehicle.meter_offset, readings: [] });
    const { rows } = await tx.execute<HistoryRow>(sql`
      select vehicle_id, id, day, total_km, km, engine_hours, replacement, flagged from (
        select vehicle_id, id, service_date as day, mileage as total_km, null::integer as km, null::float8 as engine_hours,
               false as replacement, false as flagged, created_at from general_maintenances where ${own}
        union all select vehicle_id, id, finished_on, mileage, null, null, false, false, created_at from mandatory_maintenances where ${own}
        union all select vehicle_id, id, filled_on, odometer, null, null, false, false, created_at from fuel_entries where ${own}
        union all select vehicle_id, id, read_on, total_km, km, engine_hours::float8, replacement, flagged, created_at from meter_readings where ${own}
      ) as readings order by vehicle_id, day, created_at, id`);
    for (const row of rows) histories.get(row.vehicle_id)?.readings.push(readingOf(row));
    return [];
  });
  return histories;
}

const readingOf = (row: HistoryRow): MeterHistoryReading => ({
  id: row.id,
  day: row.day,
  totalKm: row.total_km,
  km: row.km,
  engineHours: row.engine_hours,
  replacement: row.replacement,
  flagged: row.flagged,
});

/** One vehicle's history; the caller holds the vehicle's lock, so that no reading comes between. */
export async function meterHistory(tx: Executor, vehicle: { id: string; companyId: string }): Promise<MeterHistory> {
  return (await meterHistories(tx, vehicle.companyId, [vehicle.id])).get(vehicle.id)!;
}

/**
 * The meter offset in effect on `day`, in SQL for the meter log's rows: the vehicle's own (the latest
 * replacement's) unless a replacement comes after that day, else that of the latest replacement on or
 * before it, 0 before the first. As contract/meter-log.ts meterContextOf works it out.
 */
export function offsetOn(companyId: SQLWrapper, vehicleId: SQLWrapper, day: SQLWrapper, vehicleOffset: SQLWrapper): SQL {
  const replacements = sql`from meter_readings o where o.company_id = ${companyId} and o.vehicle_id = ${vehicleId} and o.replacement`;
  return sql`(case when exists (select 1 ${replacements} and o.read_on > ${day})
    then coalesce((select o.total_km - o.km ${replacements} and o.read_on <= ${day} order by o.read_on desc, o.created_at desc limit 1), 0)
    else ${vehicleOffset} end)`;
}
