import { and, count, desc, eq, gte, ne, sql } from 'drizzle-orm';
import {
  flagAfterEdit,
  judgeReading,
  mayClearMeterFlag,
  mayReplaceMeter,
  meterContextOf,
  readingDayProblem,
  readingWindow,
  type MeterFieldError,
} from '../../../contract/meter-log';
import { todayIn } from '../../../contract/time-zones';
import { messages } from '../../../contract/messages';
import type { MeterReading, MeterReadingInput, MeterReadingUpdate } from '../../../contract/schemas/meter-reading';
import type { Actor } from '../../actor';
import type { Executor, Transaction } from '../../db/client';
import { atomically } from '../../db/atomically';
import { allOf } from '../../db/lists';
import { employees, meterReadings, vehicles } from '../../db/schema';
import { assertCurrentVersion, badRequest, conflict, forbidden, notFound } from '../../errors';
import { keepVehicleCurrent } from '../../health/vehicle-advances';
import { lockActiveVehicle, lockVehicleOf } from '../../health/active-vehicle';
import { meterHistory, settleMileage } from '../../health/meter-log';
import { vehicleVisible } from '../../scope/scope';

/**
 * Readings of their own (typed in or imported), the meter log's only records that are changed here:
 * docs/fleet-health.md, The meter log. contract/meter-log.ts decides; this reads what it decides by
 * and writes what it says, with the vehicle locked, so that readings of one vehicle are judged one
 * after the other. A reading that counts moves its vehicle's mileage forward as a maintenance record
 * does; a flagged one waits for its review.
 */

const missing = () => notFound(messages.notFound('Meter reading'));

const visible = (actor: Actor) => vehicleVisible(actor, meterReadings.vehicleId, meterReadings.companyId);

const columns = {
  id: meterReadings.id,
  vehicle_id: meterReadings.vehicleId,
  vehicle_license_plate: vehicles.licensePlate,
  company_id: meterReadings.companyId,
  read_on: meterReadings.readOn,
  km: meterReadings.km,
  total_km: meterReadings.totalKm,
  engine_hours: meterReadings.engineHours,
  source: meterReadings.source,
  replacement: meterReadings.replacement,
  flagged: meterReadings.flagged,
  notes: meterReadings.notes,
  created_by: meterReadings.createdBy,
  created_by_username: employees.username,
  version: meterReadings.version,
  createdAt: meterReadings.createdAt,
  updatedAt: meterReadings.updatedAt,
};

/** The form's field a refusal of the rule is shown under: a reading's own, or the field another form reads the odometer in. */
type FieldOf = (field: MeterFieldError['field']) => string;
const ownFields: FieldOf = (field) => field;

function refused(errors: MeterFieldError[], fieldOf: FieldOf = ownFields) {
  const named = errors.map((error) => ({ field: fieldOf(error.field), message: error.message }));
  return badRequest(named[0]!.message, named);
}

export async function findMeterReading(db: Executor, actor: Actor, id: string): Promise<MeterReading> {
  const [row] = await db
    .select(columns)
    .from(meterReadings)
    .innerJoin(vehicles, and(eq(vehicles.companyId, meterReadings.companyId), eq(vehicles.id, meterReadings.vehicleId)))
    .leftJoin(employees, eq(employees.id, meterReadings.createdBy))
    .where(allOf(eq(meterReadings.id, id), visible(actor)));
  if (!row) throw missing();
  return row;
}

/** What a stored reading does to its vehicle: a replacement sets the offset, a reading that counts moves the mileage on. */
async function applyToVehicle(
  tx: Transaction,
  vehicle: { id: string; companyId: string },
  reading: { readOn: string; totalKm: number; flagged: boolean },
  newOffset: number | null,
) {
  if (newOffset !== null) {
    await tx
      .update(vehicles)
      .set({ meterOffset: newOffset, updatedAt: sql`now()` })
      .where(and(eq(vehicles.companyId, vehicle.companyId), eq(vehicles.id, vehicle.id)));
  }
  if (!reading.flagged) await keepVehicleCurrent(tx, vehicle, { date: reading.readOn, mileage: reading.totalKm });
}

/**
 * A reading stored as contract/meter-log.ts judges it, and what it does to its vehicle: the one rule
 * every reading typed in follows, whether through POST /api/meter-readings or as an inspection's
 * odometer (server/routes/inspections/create.ts), which names its refusals by its own field (`fieldOf`).
 */
export async function recordMeterReading(
  tx: Transaction,
  actor: Actor,
  input: MeterReadingInput,
  now: Date,
  fieldOf: FieldOf = ownFields,
): Promise<string> {
  // A new meter restarts the vehicle's km from another number: reviewed work (contract/meter-log.ts).
  if (input.replacement && !mayReplaceMeter(actor.role)) throw forbidden(messages.forbidden);
  const vehicle = await lockActiveVehicle(tx, actor, input.vehicle_id, messages.noActiveVehicleForReadings);
  const engineHours = input.engine_hours ?? null;
  const history = await meterHistory(tx, vehicle);
  const dayProblem =
    readingDayProblem(input.read_on, readingWindow(history, todayIn(vehicle.timeZone, now))) ??
    (input.replacement && history.readings.some((reading) => reading.replacement && reading.day === input.read_on)
      ? messages.replacementTwiceADay
      : null);
  if (dayProblem) throw refused([{ field: 'read_on', message: dayProblem }], fieldOf);
  const context = meterContextOf(history, input.read_on);
  const verdict = judgeReading(
    { read_on: input.read_on, km: input.km, engine_hours: engineHours, replacement: input.replacement },
    context,
  );
  if (verdict.errors.length) throw refused(verdict.errors, fieldOf);
  const [created] = await tx
    .insert(meterReadings)
    .values({
      companyId: vehicle.companyId,
      vehicleId: vehicle.id,
      readOn: input.read_on,
      km: input.km,
      totalKm: verdict.totalKm,
      engineHours,
      source: input.source,
      replacement: input.replacement,
      flagged: verdict.flagged,
      notes: input.notes,
      createdBy: actor.id,
    })
    .returning({ id: meterReadings.id });
  await applyToVehicle(tx, vehicle, { readOn: input.read_on, totalKm: verdict.totalKm, flagged: verdict.flagged }, verdict.newOffset);
  return created!.id;
}

export function createMeterReading(db: Executor, actor: Actor, input: MeterReadingInput, now: Date): Promise<MeterReading> {
  return atomically(db, async (tx) => findMeterReading(tx, actor, await recordMeterReading(tx, actor, input, now)));
}

/** The vehicle's readings of its own taken on a replacement's meter: on or after its day. */
async function readingsAfter(tx: Executor, replacement: { id: string; companyId: string; vehicleId: string; readOn: string }) {
  const [counted] = await tx
    .select({ value: count() })
    .from(meterReadings)
    .where(
      and(
        eq(meterReadings.companyId, replacement.companyId),
        eq(meterReadings.vehicleId, replacement.vehicleId),
        gte(meterReadings.readOn, replacement.readOn),
        ne(meterReadings.id, replacement.id),
      ),
    );
  return counted!.value;
}

/** The vehicle's offset is that of its latest replacement, 0 without one. */
async function restoreOffset(tx: Transaction, vehicle: { companyId: string; vehicleId: string }) {
  const [latest] = await tx
    .select({ offset: sql<number>`${meterReadings.totalKm} - ${meterReadings.km}` })
    .from(meterReadings)
    .where(
      and(
        eq(meterReadings.companyId, vehicle.companyId),
        eq(meterReadings.vehicleId, vehicle.vehicleId),
        eq(meterReadings.replacement, true),
      ),
    )
    .orderBy(desc(meterReadings.readOn), desc(meterReadings.createdAt))
    .limit(1);
  await tx
    .update(vehicles)
    .set({ meterOffset: latest?.offset ?? 0, updatedAt: sql`now()` })
    .where(
      and(eq(vehicles.companyId, vehicle.companyId), eq(vehicles.id, vehicle.vehicleId), ne(vehicles.meterOffset, latest?.offset ?? 0)),
    );
}

async function lockedReading(tx: Executor, actor: Actor, id: string) {
  const [current] = await tx
    .select({
      id: meterReadings.id,
      companyId: meterReadings.companyId,
      vehicleId: meterReadings.vehicleId,
      readOn: meterReadings.readOn,
      km: meterReadings.km,
      totalKm: meterReadings.totalKm,
      engineHours: meterReadings.engineHours,
      replacement: meterReadings.replacement,
      flagged: meterReadings.flagged,
      version: meterReadings.version,
    })
    .from(meterReadings)
    .where(allOf(eq(meterReadings.id, id), visible(actor)))
    .for('update');
  if (!current) throw missing();
  return current;
}

/**
 * An edit of the reading, its engine hours, notes or flag, under the rule a new reading meets: what
 * changed is judged against the vehicle's other readings. A replacement's reading may change only
 * while no reading counts from it. The vehicle is never moved back (docs/fleet-health.md).
 */
export function updateMeterReading(db: Executor, actor: Actor, id: string, input: MeterReadingUpdate): Promise<MeterReading> {
  return atomically(db, async (tx) => {
    const current = await lockedReading(tx, actor, id);
    assertCurrentVersion(current.version, input.version);
    const vehicle = await lockVehicleOf(tx, { id: current.vehicleId, companyId: current.companyId });

    const engineHours = input.engine_hours === undefined ? current.engineHours : input.engine_hours;
    const kmChanged = input.km !== current.km;
    const hoursChanged = engineHours !== current.engineHours;
    let totalKm = current.totalKm;
    let newOffset: number | null = null;
    let implausible = false;
    if (current.replacement) {
      if (kmChanged) {
        const later = await readingsAfter(tx, current);
        if (later > 0) throw conflict(messages.replacementInUse(later), [{ field: 'km', message: messages.replacementInUse(later) }]);
        newOffset = current.totalKm - input.km;
      }
    } else if (kmChanged || hoursChanged) {
      const context = meterContextOf(await meterHistory(tx, vehicle), current.readOn, id);
      // The mileage this very reading set is no bar to correcting it.
      const judged = judgeReading(
        { read_on: current.readOn, km: input.km, engine_hours: engineHours, replacement: false },
        context.mileage === current.totalKm && !current.flagged ? { ...context, mileage: 0 } : context,
      );
      // Only what the edit changed is held to the others: an untouched value stays as it was accepted.
      const errors = judged.errors.filter((error) => (error.field === 'km' ? kmChanged : hoursChanged));
      if (errors.length) throw refused(errors);
      if (kmChanged) {
        totalKm = judged.totalKm;
        implausible = judged.flagged;
      }
    }
    const flag = flagAfterEdit({ stored: current.flagged, requested: input.flagged, readingChanged: kmChanged, implausible });
    if (flag.clears && !mayClearMeterFlag(actor.role)) throw forbidden(messages.forbidden);

    await tx
      .update(meterReadings)
      .set({ km: input.km, totalKm, engineHours, notes: input.notes, flagged: flag.flagged, updatedAt: sql`now()` })
      .where(eq(meterReadings.id, id));
    // A reading that set the mileage and now counts lower, or not at all, gives the vehicle back its next highest.
    if (!current.flagged && (flag.flagged || totalKm < current.totalKm)) await settleMileage(tx, vehicle, current.totalKm);
    // A replacement's reading changes only while nothing counts from it: it is the vehicle's latest.
    await applyToVehicle(tx, vehicle, { readOn: current.readOn, totalKm, flagged: flag.flagged }, newOffset);
    return findMeterReading(tx, actor, id);
  });
}

/**
 * A real delete. A replacement goes only while no reading counts from it, and its vehicle's offset
 * goes back to the replacement before it; a reading that set the vehicle's mileage gives it back the
 * next highest that counts (docs/fleet-health.md, The meter log).
 */
export function deleteMeterReading(db: Executor, actor: Actor, id: string): Promise<MeterReading> {
  return atomically(db, async (tx) => {
    const current = await lockedReading(tx, actor, id);
    const vehicle = await lockVehicleOf(tx, { id: current.vehicleId, companyId: current.companyId });
    const reading = await findMeterReading(tx, actor, id);
    if (current.replacement) {
      const later = await readingsAfter(tx, current);
      if (later > 0) throw conflict(messages.replacementInUse(later));
    }
    await tx.delete(meterReadings).where(eq(meterReadings.id, id));
    if (current.replacement) await restoreOffset(tx, current);
    if (!current.flagged) await settleMileage(tx, vehicle, current.totalKm);
    return reading;
  });
}
