import { and, eq, inArray } from 'drizzle-orm';
import type { MeterHistory } from '../../contract/meter-log';
import { DEFAULT_TIME_ZONE, todayIn } from '../../contract/time-zones';
import type { Actor } from '../actor';
import type { Executor } from '../db/client';
import { allOf } from '../db/lists';
import { lookUpInBatches } from '../db/lookups';
import { companies, vehicles } from '../db/schema';
import { meterHistories } from '../health/meter-log';
import { vehicleVisible } from '../scope/scope';
import type { VehicleByPlate } from './vehicle-history';

/*
 * What the imports of a vehicle's history (maintenance records, fuel entries, meter readings) look up
 * on the main thread (docs/csv.md): the vehicles their plates name, and what their readings are
 * judged against. vehicle-history.ts checks the rows with these answers, in the worker thread.
 */

/**
 * The company's active vehicles with these plates that the caller sees; another company's plates
 * never match. A real import then locks them until it commits (lockVehicles).
 */
export async function activeVehiclesByPlate(
  tx: Executor,
  actor: Actor,
  companyId: string,
  plates: string[],
  lock: boolean,
): Promise<Map<string, VehicleByPlate>> {
  // Stored as normalPlate writes them (migration 0008): compared as they are, the plate index answers.
  const plate = vehicles.licensePlate;
  const found = await lookUpInBatches(plates, (batch) =>
    tx
      .select({ id: vehicles.id, plate })
      .from(vehicles)
      .where(
        allOf(
          and(eq(vehicles.companyId, companyId), eq(vehicles.isActive, true)),
          inArray(plate, batch),
          vehicleVisible(actor, vehicles.id, vehicles.companyId),
        ),
      ),
  );
  const usable = lock ? await lockVehicles(tx, found) : found;
  return new Map(usable.map((vehicle) => [vehicle.plate, vehicle]));
}

/**
 * What a file's readings are judged against (server/csv/vehicle-history.ts): the readings of the
 * vehicles found, from every source, and the company's day.
 */
export async function readingLookups(
  tx: Executor,
  companyId: string,
  byPlate: Map<string, VehicleByPlate>,
  now: Date,
): Promise<{ histories: Map<string, MeterHistory>; today: string }> {
  const [company] = await tx.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, companyId));
  const histories = await meterHistories(
    tx,
    companyId,
    [...byPlate.values()].map((vehicle) => vehicle.id),
  );
  return { histories, today: todayIn(company?.timeZone ?? DEFAULT_TIME_ZONE, now) };
}

/**
 * Locks the vehicles a real import records work on, so that none is archived before it commits and
 * other records of the same vehicles wait their turn. In id order across all the batches, so that two
 * imports of the same vehicles queue rather than deadlock (a uuid's text sorts as PostgreSQL sorts the
 * uuid). A vehicle archived since it was found is no longer active, and drops out.
 */
async function lockVehicles(tx: Executor, found: VehicleByPlate[]): Promise<VehicleByPlate[]> {
  const ids = found.map((vehicle) => vehicle.id).sort();
  const locked = await lookUpInBatches(ids, (batch) =>
    tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(inArray(vehicles.id, batch), eq(vehicles.isActive, true)))
      .orderBy(vehicles.id)
      .for('no key update'),
  );
  const lockedIds = new Set(locked.map((vehicle) => vehicle.id));
  return found.filter((vehicle) => lockedIds.has(vehicle.id));
}
