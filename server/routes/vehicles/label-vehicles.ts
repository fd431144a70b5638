import { eq, sql } from 'drizzle-orm';
import { messages } from '../../../contract/messages';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { allOf, idIn } from '../../db/lists';
import { companies, vehicles } from '../../db/schema';
import { notFound } from '../../errors';
import { vehicleVisible } from '../../scope/scope';

/** What a vehicle's QR label shows (server/labels/sheet.ts), and the code its address carries. */
interface LabelledVehicle {
  plate: string;
  model: string;
  company: string;
  code: string;
}

/**
 * The vehicles named, each once, by plate: those the caller sees, archived ones too, as GET /:id
 * finds them. One the caller does not see answers 404 as an unknown one does, so that a sheet never
 * tells which ids exist elsewhere, and never leaves out a label the caller asked for.
 */
export async function vehiclesForLabels(db: Executor, actor: Actor, ids: readonly string[]): Promise<LabelledVehicle[]> {
  const wanted = [...new Set(ids)];
  const rows = await db
    .select({ plate: vehicles.licensePlate, model: vehicles.model, company: companies.name, code: vehicles.code })
    .from(vehicles)
    .innerJoin(companies, eq(companies.id, vehicles.companyId))
    .where(allOf(vehicleVisible(actor, vehicles.id, vehicles.companyId), idIn(sql`${vehicles.id}`, wanted)))
    .orderBy(vehicles.licensePlate, vehicles.id);
  if (rows.length !== wanted.length) throw notFound(messages.notFound('Vehicle'));
  return rows;
}
