import { and, between, eq, inArray, sql } from 'drizzle-orm';
import type { ImportResult } from '../../contract/schemas/imports';
import type { Actor } from '../auth/actor';
import type { Executor } from '../db/client';
import { companies, vehicles } from '../db/schema';
import type { MeterHistory } from '../../contract/meter-log';
import { DEFAULT_TIME_ZONE, todayIn } from '../../contract/time-zones';
import { meterHistories } from '../meter/readings';
import { runImport } from '../csv/import';
import { lookUpInBatches } from '../csv/lookups';
import type { ImportUpload } from '../csv/upload';
import { chunksOf } from '../../contract/chunks';
import { advanceVehicles, advancesOf } from '../health/vehicle-advances';
import { allOf } from '../db/lists';
import { vehicleVisible } from '../scope/scope';
import { recordKey } from './csv-sheet';
import type { HistoryKeys, VehicleByPlate } from '../csv/vehicle-history';
import { recordedWork, recordValues, type MaintenanceKind, type RecordInput } from './records';
import type { MaintenanceDateField } from '../../contract/schemas/maintenance';

type KindInput<Field extends MaintenanceDateField> = RecordInput & Record<Field, string>;

/**
 * POST /api/<maintenance>/import: records for the active vehicles that the caller sees in their
 * company (a superadmin names it), found by plate. The file is read and checked in the import's
 * worker thread (csv-sheet.ts); here the database finds the vehicles, and the records that are in
 * Fleet already (those rows are skipped). A dry run checks; otherwise every new record is created in
 * one transaction with its vehicle kept current, or none is.
 */
export function importMaintenance<Field extends MaintenanceDateField>(
  db: Executor,
  actor: Actor,
  upload: ImportUpload,
  now: Date,
  resource: 'general-maintenances' | 'mandatory-maintenances',
  kind: MaintenanceKind<Field>,
): Promise<ImportResult> {
  return runImport(db, actor, upload, {
    resource,
    lookup: async (tx, keys, companyId, lock) => {
      const byPlate = await activeVehiclesByPlate(tx, actor, companyId, keys.plates, lock);
      return {
        byPlate,
        recorded: await recordedAlready(tx, actor, companyId, kind, keys),
        ...(await readingLookups(tx, companyId, byPlate, now)),
      };
    },
    // The resource's checks passed these inputs with the kind's own date field (csv-sheet.ts).
    create: (tx, inputs, companyId) => insertRecords(tx, actor, companyId, kind, inputs as Array<KindInput<Field> & { flagged: boolean }>),
  });
}

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
 * The kind's records in Fleet already on vehicles with the file's plates, archived or not, that the
 * caller sees, within the days the file spans, counted by their work (recordKey): the rows that
 * match them are skipped.
 */
async function recordedAlready<Field extends MaintenanceDateField>(
  tx: Executor,
  actor: Actor,
  companyId: string,
  kind: MaintenanceKind<Field>,
  { plates, from, to }: HistoryKeys,
): Promise<Map<string, number>> {
  const recorded = new Map<string, number>();
  if (!from || !to) return recorded;
  const { table } = kind;
  const found = await lookUpInBatches(plates, (batch) =>
    tx
      .select({
        plate: vehicles.licensePlate,
        service_type: sql<string>`${table.serviceType}::text`,
        day: sql<string>`to_char(${kind.date.column}, 'YYYY-MM-DD')`,
        cost: table.cost,
        mileage: table.mileage,
        notes: table.notes,
      })
      .from(table)
      .innerJoin(vehicles, and(eq(vehicles.companyId, table.companyId), eq(vehicles.id, table.vehicleId)))
      .where(
        allOf(
          eq(table.companyId, companyId),
          inArray(vehicles.licensePlate, batch),
          between(kind.date.column, from, to),
          vehicleVisible(actor, table.vehicleId, table.companyId),
        ),
      ),
  );
  for (const record of found) {
    const key = recordKey(record.plate, record);
    recorded.set(key, (recorded.get(key) ?? 0) + 1);
  }
  return recorded;
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

/** Records a statement: eight parameters each. */
const CHUNK = 500;

async function insertRecords<Field extends MaintenanceDateField>(
  tx: Executor,
  actor: Actor,
  companyId: string,
  kind: MaintenanceKind<Field>,
  inputs: Array<KindInput<Field> & { flagged: boolean }>,
): Promise<number> {
  for (const chunk of chunksOf(inputs, CHUNK)) {
    await tx
      .insert(kind.table)
      .values(chunk.map((input) => ({ ...recordValues(kind, input, companyId), flagged: input.flagged, createdBy: actor.id })));
  }
  // Each vehicle moves forward once, to where its records take it, as if they came one by one.
  await advanceVehicles(
    tx,
    companyId,
    advancesOf(inputs.map((input) => ({ vehicleId: input.vehicle_id, work: { ...recordedWork(kind, input), flagged: input.flagged } }))),
  );
  return inputs.length;
}
