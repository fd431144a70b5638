import { eq } from 'drizzle-orm';
import { messages } from '../../contract/messages';
import type { Actor } from '../actor';
import type { Executor } from '../db/client';
import { companies, vehicles } from '../db/schema';
import { allOf } from '../db/lists';
import { badRequest } from '../errors';
import { vehicleVisible } from '../scope/scope';

/** A vehicle locked for work on it, with its company's time zone, in which its days are counted. */
export interface LockedVehicle {
  id: string;
  companyId: string;
  timeZone: string;
}

const lockedColumns = { id: vehicles.id, companyId: vehicles.companyId, isActive: vehicles.isActive, timeZone: companies.timeZone };

/**
 * New work (a maintenance record, a fuel entry, a meter reading) goes only on an active vehicle the
 * caller sees (docs/product.md, Archive and restore: archived ones leave the forms). The lock keeps
 * the vehicle from being archived before the transaction commits, and queues the records, entries
 * and readings of one vehicle, which each move it forward, one after the other.
 *
 * `notActive` is the sentence for an archived vehicle, which names what could not be recorded.
 */
export async function lockActiveVehicle(tx: Executor, actor: Actor, vehicleId: string, notActive: string): Promise<LockedVehicle> {
  const [vehicle] = await tx
    .select(lockedColumns)
    .from(vehicles)
    .innerJoin(companies, eq(companies.id, vehicles.companyId))
    .where(allOf(eq(vehicles.id, vehicleId), vehicleVisible(actor, vehicles.id, vehicles.companyId)))
    .for('no key update', { of: vehicles });
  if (!vehicle) {
    const message = messages.notFound('Vehicle');
    throw badRequest(message, [{ field: 'vehicle_id', message }]);
  }
  if (!vehicle.isActive) throw badRequest(notActive, [{ field: 'vehicle_id', message: notActive }]);
  return { id: vehicle.id, companyId: vehicle.companyId, timeZone: vehicle.timeZone };
}

/**
 * The vehicle a stored record or reading is on, locked as lockActiveVehicle locks a new one's, archived
 * or not: a correction or a delete that moves its mileage queues behind the vehicle's other work.
 */
export async function lockVehicleOf(tx: Executor, vehicle: { id: string; companyId: string }): Promise<LockedVehicle> {
  const [locked] = await tx
    .select(lockedColumns)
    .from(vehicles)
    .innerJoin(companies, eq(companies.id, vehicles.companyId))
    .where(allOf(eq(vehicles.companyId, vehicle.companyId), eq(vehicles.id, vehicle.id)))
    .for('no key update', { of: vehicles });
  return { id: vehicle.id, companyId: vehicle.companyId, timeZone: locked!.timeZone };
}
