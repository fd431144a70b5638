import { and, between, eq, inArray, sql } from 'drizzle-orm';
import type { ImportResult } from '../../../contract/schemas/imports';
import { chunksOf } from '../../../contract/chunks';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { fuelEntries, vehicles } from '../../db/schema';
import { allOf } from '../../db/lists';
import { runImport } from '../../csv/import';
import { lookUpInBatches } from '../../db/lookups';
import type { ImportUpload } from '../../csv/upload';
import { advanceVehicles, advancesOf } from '../../health/vehicle-advances';
import { vehicleVisible } from '../../scope/scope';
import { fuelEntryKey, fuelEntrySheet, type ImportedFuelEntry } from './csv-sheet';
import type { HistoryKeys } from '../../csv/vehicle-history';
import { activeVehiclesByPlate, readingLookups } from '../../csv/vehicle-lookups';
import { fuelEntryValues, fuelWork } from './repository';

/**
 * POST /api/fuel-entries/import: entries for the active vehicles that the caller sees in their
 * company (a superadmin names it), found by plate, as maintenance records are imported
 * (server/routes/maintenance/csv.ts). The file is read and checked in the import's worker thread
 * (csv-sheet.ts); here the database finds the vehicles and the entries in Fleet already (those rows
 * are skipped). A dry run checks; otherwise every new entry is created in one transaction with its
 * vehicle's mileage moved forward, or none is.
 */
export function importFuelEntries(db: Executor, actor: Actor, upload: ImportUpload, now: Date): Promise<ImportResult> {
  return runImport(db, actor, upload, {
    sheet: fuelEntrySheet,
    lookup: async (tx, keys, companyId, lock) => {
      const byPlate = await activeVehiclesByPlate(tx, actor, companyId, keys.plates, lock);
      return {
        byPlate,
        recorded: await recordedAlready(tx, actor, companyId, keys),
        ...(await readingLookups(tx, companyId, byPlate, now)),
      };
    },
    create: (tx, inputs, companyId) => insertEntries(tx, actor, companyId, inputs),
  });
}

/**
 * The entries in Fleet already on vehicles with the file's plates, archived or not, that the caller
 * sees, within the days the file spans, counted by what they say (fuelEntryKey).
 */
async function recordedAlready(tx: Executor, actor: Actor, companyId: string, { plates, from, to }: HistoryKeys) {
  const recorded = new Map<string, number>();
  if (!from || !to) return recorded;
  const found = await lookUpInBatches(plates, (batch) =>
    tx
      .select({
        plate: vehicles.licensePlate,
        filled_on: sql<string>`to_char(${fuelEntries.filledOn}, 'YYYY-MM-DD')`,
        odometer: fuelEntries.odometer,
        quantity: fuelEntries.quantity,
        unit: fuelEntries.unit,
        full: fuelEntries.full,
        adblue_litres: fuelEntries.adblueLitres,
        cost: fuelEntries.cost,
        station: fuelEntries.station,
        notes: fuelEntries.notes,
      })
      .from(fuelEntries)
      .innerJoin(vehicles, and(eq(vehicles.companyId, fuelEntries.companyId), eq(vehicles.id, fuelEntries.vehicleId)))
      .where(
        allOf(
          eq(fuelEntries.companyId, companyId),
          inArray(vehicles.licensePlate, batch),
          between(fuelEntries.filledOn, from, to),
          vehicleVisible(actor, fuelEntries.vehicleId, fuelEntries.companyId),
        ),
      ),
  );
  for (const { plate, ...entry } of found) {
    const key = fuelEntryKey(plate, entry);
    recorded.set(key, (recorded.get(key) ?? 0) + 1);
  }
  return recorded;
}

/** Entries a statement: twelve parameters each. */
const CHUNK = 400;

async function insertEntries(tx: Executor, actor: Actor, companyId: string, inputs: ImportedFuelEntry[]): Promise<number> {
  for (const chunk of chunksOf(inputs, CHUNK)) {
    await tx
      .insert(fuelEntries)
      .values(chunk.map((input) => ({ ...fuelEntryValues(input, companyId), flagged: input.flagged, createdBy: actor.id })));
  }
  // Each vehicle moves forward once, to its highest reading that counts, as if the entries came one by one.
  await advanceVehicles(
    tx,
    companyId,
    advancesOf(inputs.map((input) => ({ vehicleId: input.vehicle_id, work: { ...fuelWork(input), flagged: input.flagged } }))),
  );
  return inputs.length;
}
