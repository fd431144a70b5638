import {
  flagAfterEdit,
  isImplausible,
  mayClearMeterFlag,
  meterContextOf,
  readingDayProblem,
  readingWindow,
} from '../../contract/meter-log';
import { messages } from '../../contract/messages';
import { todayIn } from '../../contract/time-zones';
import type { Actor } from '../actor';
import type { Executor } from '../db/client';
import { badRequest, forbidden } from '../errors';
import type { LockedVehicle } from './active-vehicle';
import { keepVehicleCurrent, type RecordedWork } from './vehicle-advances';
import { meterHistory, settleMileage } from './meter-log';

/*
 * The odometer a maintenance record or a fuel entry carries is a reading of the meter log like any
 * other (docs/fleet-health.md, The meter log), judged alike: its day must lie within the vehicle's
 * reading window, and a reading that implies an impossible pace is stored flagged, waiting for review,
 * so that one typo cannot move the vehicle's mileage (contract/meter-log.ts). Unlike a reading of its
 * own, a record may carry a lower reading: it fills in history.
 */

/** A record's reading as stored: on which vehicle, its day and total, and whether it waits for review. */
export interface CarriedReading {
  vehicleId: string;
  companyId: string;
  day: string;
  totalKm: number;
  flagged: boolean;
}

/**
 * The flag of a new record's reading, on its vehicle, locked: refused with a 400 on `dayField` when
 * the day lies outside the window, else flagged when implausible.
 */
export async function judgeNewReading(
  tx: Executor,
  vehicle: LockedVehicle,
  reading: { day: string; totalKm: number },
  now: Date,
  dayField: string,
): Promise<boolean> {
  const history = await meterHistory(tx, vehicle);
  const problem = readingDayProblem(reading.day, readingWindow(history, todayIn(vehicle.timeZone, now)));
  if (problem) throw badRequest(problem, [{ field: dayField, message: problem }]);
  return isImplausible(meterContextOf(history, reading.day), reading.day, reading.totalKm);
}

/**
 * The flag of an edited record's reading (`id`), on the vehicle it ends on, locked. A changed reading
 * is judged as a new one, against the vehicle's others; `requested` (the body's `flagged`) sets or
 * clears the flag as a meter reading's does, and only those who review readings may clear one.
 */
export async function judgeEditedReading(
  tx: Executor,
  actor: Actor,
  vehicle: LockedVehicle,
  edit: { id: string; before: CarriedReading; day: string; totalKm: number; requested: boolean | undefined },
  now: Date,
  dayField: string,
): Promise<boolean> {
  const { before } = edit;
  const changed = edit.day !== before.day || edit.totalKm !== before.totalKm || vehicle.id !== before.vehicleId;
  let implausible = false;
  if (changed) {
    const history = await meterHistory(tx, vehicle);
    const problem = readingDayProblem(edit.day, readingWindow(history, todayIn(vehicle.timeZone, now)));
    if (problem) throw badRequest(problem, [{ field: dayField, message: problem }]);
    implausible = isImplausible(meterContextOf(history, edit.day, edit.id), edit.day, edit.totalKm);
  }
  const flag = flagAfterEdit({ stored: before.flagged, requested: edit.requested, readingChanged: changed, implausible });
  if (flag.clears && !mayClearMeterFlag(actor.role)) throw forbidden(messages.forbidden);
  return flag.flagged;
}

/**
 * What a record's reading, once written, does to its vehicles: a reading that counted and no longer
 * does at its total (deleted, lowered, flagged, moved to another vehicle) gives its vehicle back the
 * mileage of the highest reading that still counts (settleMileage); the reading as it now stands moves
 * its vehicle forward as any work does (keepVehicleCurrent), a flagged one only by its day.
 */
export async function applyCarriedReading(
  tx: Executor,
  before: CarriedReading | null,
  after: (CarriedReading & { work: RecordedWork }) | null,
): Promise<void> {
  if (before && !before.flagged) {
    const gone = !after || after.vehicleId !== before.vehicleId || after.flagged || after.totalKm < before.totalKm;
    if (gone) await settleMileage(tx, { id: before.vehicleId, companyId: before.companyId }, before.totalKm);
  }
  if (after) await keepVehicleCurrent(tx, { id: after.vehicleId, companyId: after.companyId }, { ...after.work, flagged: after.flagged });
}
