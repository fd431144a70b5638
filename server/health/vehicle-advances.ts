import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/** What a maintenance record tells about its vehicle. */
export interface RecordedWork {
  /** Mandatory records say which kind of work; general ones only read the odometer. */
  mandatoryType?: 'Registration' | 'Service';
  /** The day the work was done (yyyy-MM-dd). */
  date: string;
  mileage: number;
}

/**
 * product.md, "Fleet health": recording maintenance keeps the vehicle current. A `Registration`
 * advances the last legislation control, a `Service` the last service date and its odometer mark,
 * and any record with a higher reading the vehicle's mileage. Everything only ever moves forward, so
 * back-filling an old record changes nothing current, and a lower reading never lowers the vehicle.
 *
 * It is one UPDATE in the record's own transaction. Each value is computed from the row as it stands
 * when the update takes its lock, so records saved at the same moment both count, whatever the order.
 * A service on the same day as the last one moves the mark up to its reading (the same service, its
 * reading now known); an earlier one changes nothing.
 */
export async function keepVehicleCurrent(tx: Executor, vehicle: { id: string; companyId: string }, work: RecordedWork): Promise<void> {
  const day = sql`${work.date}::date`;
  const reading = sql`${work.mileage}::integer`;
  const isRegistration = work.mandatoryType === 'Registration';
  const isService = work.mandatoryType === 'Service';
  const serviceForward = isService
    ? sql`(${day} > last_service_date or (${day} = last_service_date and (last_service_mileage is null or last_service_mileage < ${reading})))`
    : sql`false`;
  const legislationForward = isRegistration ? sql`${day} > last_legislation_control` : sql`false`;
  await tx.execute(sql`
    update vehicles set
      mileage = greatest(mileage, ${reading}),
      last_legislation_control = case when ${legislationForward} then ${day} else last_legislation_control end,
      last_service_mileage = case when ${serviceForward} then ${reading} else last_service_mileage end,
      last_service_date = case when ${serviceForward} then ${day} else last_service_date end,
      updated_at = now()
    where company_id = ${vehicle.companyId} and id = ${vehicle.id}
      and (mileage < ${reading} or ${legislationForward} or ${serviceForward})`);
}
