import { and, between, eq, inArray, sql } from 'drizzle-orm';
import type { ImportResult } from '../../../contract/schemas/imports';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { vehicles } from '../../db/schema';
import { activeVehiclesByPlate, readingLookups } from '../../csv/vehicle-lookups';
import { runImport } from '../../csv/import';
import { lookUpInBatches } from '../../db/lookups';
import type { ImportUpload } from '../../csv/upload';
import { chunksOf } from '../../../contract/chunks';
import { advanceVehicles, advancesOf } from '../../health/vehicle-advances';
import { allOf } from '../../db/lists';
import { vehicleVisible } from '../../scope/scope';
import { recordKey } from './csv-sheet';
import type { HistoryKeys, HistoryLookups } from '../../csv/vehicle-history';
import type { SheetCheck } from '../../csv/sheet-check';
import { recordedWork, recordValues, type MaintenanceKind, type RecordInput } from './records';
import type { MaintenanceDateField } from '../../../contract/schemas/maintenance';

type KindInput<Field extends MaintenanceDateField> = RecordInput & Record<Field, string>;

/**
 * POST /api/<maintenance>/import: records for the active vehicles that the caller sees in their
 * company (a superadmin names it), found by plate. The file is read and checked in the import's
 * worker thread (csv-sheet.ts); here the database finds the vehicles, and the records that are in
 * Fleet already (those rows are skipped). A dry run checks; otherwise every new record is created in
 * one transaction with its vehicle kept current, or none is.
 */
export function importMaintenance<Field extends MaintenanceDateField, Input extends KindInput<Field> & { flagged: boolean }>(
  db: Executor,
  actor: Actor,
  upload: ImportUpload,
  now: Date,
  sheet: SheetCheck<HistoryKeys, HistoryLookups, Input>,
  kind: MaintenanceKind<Field>,
): Promise<ImportResult> {
  return runImport(db, actor, upload, {
    sheet,
    lookup: async (tx, keys, companyId, lock) => {
      const byPlate = await activeVehiclesByPlate(tx, actor, companyId, keys.plates, lock);
      return {
        byPlate,
        recorded: await recordedAlready(tx, actor, companyId, kind, keys),
        ...(await readingLookups(tx, companyId, byPlate, now)),
      };
    },
    // The resource's checks passed these inputs with the kind's own date field (csv-sheet.ts).
    create: (tx, inputs, companyId) => insertRecords(tx, actor, companyId, kind, inputs),
  });
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
