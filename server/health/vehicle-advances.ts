import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { chunksOf } from '../../contract/chunks';

/** What a maintenance record tells about its vehicle. */
export interface RecordedWork {
  /** Mandatory records say which kind of work; general ones only read the odometer. */
  mandatoryType?: 'Registration' | 'Service';
  /** The day the work was done (yyyy-MM-dd). */
  date: string;
  mileage: number;
  /**
   * The reading waits for review (contract/meter-log.ts): it moves no mileage and marks no service
   * reading, while the work's day still counts (a Service then has no known reading, until cleared).
   */
  flagged?: boolean;
}

/** Where a vehicle's records take it: the highest reading, the latest Registration and the latest Service. */
interface VehicleAdvance {
  vehicleId: string;
  /** The highest reading that counts; null when none does. */
  reading: number | null;
  registration?: string;
  /** The latest by day, then by reading; a flagged one's reading is not known. */
  service?: { date: string; mileage: number | null };
}

/**
 * docs/fleet-health.md, Maintenance keeps vehicles current: recording maintenance keeps the vehicle current. A `Registration`
 * advances the last legislation control, a `Service` the last service date and its odometer mark,
 * and any record with a higher reading the vehicle's mileage. Everything only ever moves forward, so
 * back-filling an old record changes nothing current, and a lower reading never lowers the vehicle.
 * A service on the same day as the last one moves the mark up to its reading (the same service, its
 * reading now known); an earlier one changes nothing.
 */
export function keepVehicleCurrent(tx: Executor, vehicle: { id: string; companyId: string }, work: RecordedWork): Promise<void> {
  return advanceVehicles(tx, vehicle.companyId, advancesOf([{ vehicleId: vehicle.id, work }]));
}

/**
 * Each vehicle's records folded into one advance. Since every value only keeps the greater one,
 * applying the fold gives the same vehicle as applying the records one by one, in any order.
 */
export function advancesOf(records: { vehicleId: string; work: RecordedWork }[]): VehicleAdvance[] {
  const byVehicle = new Map<string, VehicleAdvance>();
  for (const { vehicleId, work } of records) {
    const advance: VehicleAdvance = byVehicle.get(vehicleId) ?? { vehicleId, reading: null };
    const reading = work.flagged ? null : work.mileage;
    if (reading !== null) advance.reading = Math.max(advance.reading ?? reading, reading);
    if (work.mandatoryType === 'Registration' && (!advance.registration || work.date > advance.registration))
      advance.registration = work.date;
    const service = advance.service;
    if (
      work.mandatoryType === 'Service' &&
      (!service ||
        work.date > service.date ||
        (work.date === service.date && reading !== null && (service.mileage === null || reading > service.mileage)))
    ) {
      advance.service = { date: work.date, mileage: reading };
    }
    byVehicle.set(vehicleId, advance);
  }
  return [...byVehicle.values()];
}

/** Rows a statement: five parameters each, far below PostgreSQL's limit of 65,535. */
const CHUNK = 1_000;

/**
 * Moves vehicles of one company forward, in the caller's transaction: one UPDATE per thousand
 * vehicles. Each value is computed from the row as it stands when the update takes its lock, so
 * records saved at the same moment by others all count too. A vehicle that nothing moves is not
 * touched, not even its updatedAt.
 */
export async function advanceVehicles(tx: Executor, companyId: string, advances: VehicleAdvance[]): Promise<void> {
  for (const chunk of chunksOf(advances, CHUNK)) {
    const rows = chunk.map(
      (advance) =>
        sql`(${advance.vehicleId}::uuid, ${advance.reading}::integer, ${advance.registration ?? null}::date, ${advance.service?.date ?? null}::date, ${advance.service?.mileage ?? null}::integer)`,
    );
    const serviceForward = sql`(a.service_date > v.last_service_date
      or (a.service_date = v.last_service_date and (v.last_service_mileage is null or v.last_service_mileage < a.service_reading)))`;
    await tx.execute(sql`
      update vehicles as v set
        mileage = greatest(v.mileage, a.reading),
        last_legislation_control = case when a.registration > v.last_legislation_control then a.registration else v.last_legislation_control end,
        last_service_mileage = case when ${serviceForward} then a.service_reading else v.last_service_mileage end,
        last_service_date = case when ${serviceForward} then a.service_date else v.last_service_date end,
        updated_at = now()
      from (values ${sql.join(rows, sql`, `)}) as a(vehicle_id, reading, registration, service_date, service_reading)
      where v.company_id = ${companyId} and v.id = a.vehicle_id
        and (v.mileage < a.reading or a.registration > v.last_legislation_control or ${serviceForward})`);
  }
}
