import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { MeterHistory, MeterHistoryReading } from '../../contract/meter-log';
import type { Executor } from '../db/client';
import { lookUpInBatches } from '../db/lookups';

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
    const { rows: vehicles } = await tx.execute<VehicleRow>(
      sql`select id, mileage, meter_offset, entered_mileage, entered_mileage_on, to_char(created_at, 'YYYY-MM-DD') as added_on
            from vehicles where company_id = ${companyId} and id = any(${ids})`,
    );
    for (const vehicle of vehicles) histories.set(vehicle.id, historyOf(vehicle));
    const { rows } = await tx.execute<HistoryRow>(sql`
      select vehicle_id, id, day, total_km, km, engine_hours, replacement, flagged from (
        select vehicle_id, id, service_date as day, mileage as total_km, null::integer as km, null::float8 as engine_hours,
               false as replacement, flagged, created_at from general_maintenances where ${own}
        union all select vehicle_id, id, finished_on, mileage, null, null, false, flagged, created_at from mandatory_maintenances where ${own}
        union all select vehicle_id, id, filled_on, odometer, null, null, false, flagged, created_at from fuel_entries where ${own}
        union all select vehicle_id, id, read_on, total_km, km, engine_hours::float8, replacement, flagged, created_at from meter_readings where ${own}
      ) as readings order by vehicle_id, day, created_at, id`);
    for (const row of rows) histories.get(row.vehicle_id)?.readings.push(readingOf(row));
    return [];
  });
  return histories;
}

interface VehicleRow extends Record<string, unknown> {
  id: string;
  mileage: number;
  meter_offset: number;
  entered_mileage: number | null;
  entered_mileage_on: string | null;
  added_on: string;
}

const historyOf = (vehicle: VehicleRow): MeterHistory => ({
  mileage: vehicle.mileage,
  meterOffset: vehicle.meter_offset,
  entered:
    vehicle.entered_mileage === null || vehicle.entered_mileage_on === null
      ? null
      : { day: vehicle.entered_mileage_on, totalKm: vehicle.entered_mileage },
  addedOn: vehicle.added_on,
  readings: [],
});

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

/** The vehicle's readings that count, from every source, as one SQL list of totals. */
const countedTotals = (companyId: string, vehicleId: string) => {
  const own = sql`company_id = ${companyId} and vehicle_id = ${vehicleId} and not flagged`;
  return sql`select mileage as total_km from general_maintenances where ${own}
    union all select mileage from mandatory_maintenances where ${own}
    union all select odometer from fuel_entries where ${own}
    union all select total_km from meter_readings where ${own}`;
};

/**
 * A reading that counted no longer does at `totalKm` (deleted, corrected, flagged or moved to another
 * vehicle): when it was the one that set the vehicle's mileage, the mileage goes back to the highest
 * reading that still counts, or to what the vehicle's own form set if that is more
 * (docs/fleet-health.md, The meter log). The mark of the last service never stays above the mileage.
 * A vehicle another reading holds at its mileage is not touched. The caller holds the vehicle's lock.
 */
export async function settleMileage(tx: Executor, vehicle: { id: string; companyId: string }, totalKm: number): Promise<void> {
  // A vehicle whose form never said (rows written around the app) keeps its mileage as its least.
  await tx.execute(sql`
    update vehicles v set mileage = s.mileage, last_service_mileage = least(v.last_service_mileage, s.mileage), updated_at = now()
      from (select greatest(coalesce(w.entered_mileage, w.mileage),
                            (select coalesce(max(total_km), 0) from (${countedTotals(vehicle.companyId, vehicle.id)}) as counted)) as mileage
              from vehicles w where w.company_id = ${vehicle.companyId} and w.id = ${vehicle.id}) as s
     where v.company_id = ${vehicle.companyId} and v.id = ${vehicle.id} and v.mileage = ${totalKm} and s.mileage < v.mileage`);
}

/** The vehicle's highest reading that counts, from every source; 0 without one. */
export async function highestCountedReading(tx: Executor, vehicle: { id: string; companyId: string }): Promise<number> {
  const {
    rows: [row],
  } = await tx.execute<{ highest: number }>(
    sql`select coalesce(max(total_km), 0) as highest from (${countedTotals(vehicle.companyId, vehicle.id)}) as counted`,
  );
  return row!.highest;
}
