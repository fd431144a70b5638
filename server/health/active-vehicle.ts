import { eq } from 'drizzle-orm';
import { messages } from '../../contract/messages';
import type { Actor } from '../auth/actor';
import type { Executor } from '../db/client';
import { vehicles } from '../db/schema';
import { allOf } from '../db/lists';
import { badRequest } from '../errors';
import { vehicleVisible } from '../scope/scope';

/**
 * New work (a maintenance record, a fuel entry, a meter reading) goes only on an active vehicle the
 * caller sees (docs/product.md, Archive and restore: archived ones leave the forms). The lock keeps
 * the vehicle from being archived before the transaction commits, and queues the records, entries
 * and readings of one vehicle, which each move it forward, one after the other.
 *
 * `notActive` is the sentence for an archived vehicle, which names what could not be recorded.
 */
export async function lockActiveVehicle(tx: Executor, actor: Actor, vehicleId: string, notActive: string) {
  const [vehicle] = await tx
    .select({ id: vehicles.id, companyId: vehicles.companyId, isActive: vehicles.isActive })
    .from(vehicles)
    .where(allOf(eq(vehicles.id, vehicleId), vehicleVisible(actor, vehicles.id, vehicles.companyId)))
    .for('no key update');
  if (!vehicle) {
    const message = messages.notFound('Vehicle');
    throw badRequest(message, [{ field: 'vehicle_id', message }]);
  }
  if (!vehicle.isActive) throw badRequest(notActive, [{ field: 'vehicle_id', message: notActive }]);
  return { id: vehicle.id, companyId: vehicle.companyId };
}
