import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../actor';
import { atomically } from '../db/atomically';
import type { Executor } from '../db/client';
import { allOf } from '../db/lists';
import { assertCurrentVersion } from '../errors';
import { lockActiveVehicle, lockVehicleOf } from '../health/active-vehicle';
import { applyCarriedReading, judgeEditedReading, judgeNewReading, type CarriedReading } from '../health/record-reading';
import type { VehicleRecordFilters, VehicleRecordKind } from './vehicle-record-kind';
import type { RecordQueries } from './vehicle-record-queries';

/*
 * Adding, correcting and deleting a kind of vehicle record. A record goes only on an active vehicle
 * the caller sees, and each write keeps its vehicle current in the same transaction, its reading
 * judged as any (server/health/record-reading.ts); the vehicles are locked before the records, in
 * the same order by every writer.
 */

export function recordWrites<Row, Filters extends VehicleRecordFilters, Input extends { vehicle_id: string }>(
  kind: VehicleRecordKind<Filters, Input>,
  { missing, visible, find }: RecordQueries<Row, Filters, Input>,
) {
  const { table } = kind;

  /** The record's reading as stored, locked with its record. */
  async function lockedReading(tx: Executor, actor: Actor, id: string) {
    const [current] = await tx
      .select({
        vehicleId: table.vehicleId,
        companyId: table.companyId,
        day: kind.day,
        totalKm: kind.reading,
        flagged: table.flagged,
        version: table.version,
      })
      .from(table)
      .where(allOf(eq(table.id, id), visible(actor)))
      .for('update');
    if (!current) throw missing();
    return current as CarriedReading & { version: number };
  }

  /** The record's reading once written, and the work it tells its vehicle. */
  const carried = (input: Input, vehicle: { id: string; companyId: string }, flagged: boolean) => {
    const work = kind.work(input);
    return { vehicleId: vehicle.id, companyId: vehicle.companyId, day: work.date, totalKm: work.mileage, flagged, work };
  };

  return {
    /** A new record on an active vehicle the caller sees (server/health/active-vehicle.ts). */
    create(db: Executor, actor: Actor, input: Input, now: Date): Promise<Row> {
      return atomically(db, async (tx) => {
        const vehicle = await lockActiveVehicle(tx, actor, input.vehicle_id, kind.notActive);
        const { date, mileage } = kind.work(input);
        const flagged = await judgeNewReading(tx, vehicle, { day: date, totalKm: mileage }, now, kind.dayField);
        const [created] = await tx
          .insert(table)
          .values({ ...kind.values(input, vehicle.companyId), flagged, createdBy: actor.id })
          .returning({ id: table.id });
        await applyCarriedReading(tx, null, carried(input, vehicle, flagged));
        return find(tx, actor, (created as { id: string }).id);
      });
    },

    /** A record may keep its archived vehicle, but may move only to an active one the caller sees. */
    update(db: Executor, actor: Actor, id: string, input: Input & { version: number; flagged?: boolean }, now: Date): Promise<Row> {
      return atomically(db, async (tx) => {
        const before = await lockedReading(tx, actor, id);
        assertCurrentVersion(before.version, input.version);
        // The vehicle the record ends on is locked before the record is written, as for a new record:
        // the sums its triggers write then come after the vehicle in every writer, and a correction
        // that moves the vehicle forward cannot hold them while a new record holds the vehicle.
        const sameVehicle = input.vehicle_id === before.vehicleId;
        const vehicle = sameVehicle
          ? await lockVehicleOf(tx, { id: before.vehicleId, companyId: before.companyId })
          : await lockActiveVehicle(tx, actor, input.vehicle_id, kind.notActive);
        // The vehicle a counted reading leaves may go back to its next highest one: it waits its turn too.
        if (!sameVehicle && !before.flagged) await lockVehicleOf(tx, { id: before.vehicleId, companyId: before.companyId });
        const { date, mileage } = kind.work(input);
        const edit = { id, before, day: date, totalKm: mileage, requested: input.flagged };
        const flagged = await judgeEditedReading(tx, actor, vehicle, edit, now, kind.dayField);
        await tx
          .update(table)
          .set({ ...kind.values(input, vehicle.companyId), flagged, updatedAt: sql`now()` })
          .where(eq(table.id, id));
        // A corrected record moves its vehicle forward, or back only when its reading was the one that moved it (docs/fleet-health.md).
        await applyCarriedReading(tx, before, carried(input, vehicle, flagged));
        return find(tx, actor, id);
      });
    },

    /**
     * A real delete: the record is the history itself, nothing hangs off it. Its vehicle's dates stay;
     * its mileage goes back only when this record's reading was the one that moved it.
     */
    delete(db: Executor, actor: Actor, id: string): Promise<Row> {
      return atomically(db, async (tx) => {
        const before = await lockedReading(tx, actor, id);
        await lockVehicleOf(tx, { id: before.vehicleId, companyId: before.companyId });
        const record = await find(tx, actor, id);
        await tx.delete(table).where(eq(table.id, id));
        await applyCarriedReading(tx, before, null);
        return record;
      });
    },
  };
}
