import type { ImportResult } from '../../../contract/schemas/imports';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { chunksOf } from '../../../contract/chunks';
import { runImport } from '../../csv/import';
import type { ImportUpload } from '../../csv/upload';
import { meterReadings } from '../../db/schema';
import { advanceVehicles, advancesOf } from '../../health/vehicle-advances';
import { activeVehiclesByPlate, readingLookups } from '../../csv/vehicle-lookups';
import { meterReadingSheet, type ImportedReading } from './csv-sheet';

/**
 * POST /api/meter-readings/import: readings of the active vehicles that the caller sees in their
 * company (a superadmin names it), found by plate, stored with source `import`. The worker thread
 * reads the file and judges each row by the meter log's rule against its vehicle's readings, which
 * are looked up here (csv-sheet.ts); a real import locks the vehicles first, so that the readings it
 * was judged against are still all there when it writes. Every row is created, or none.
 */
export function importMeterReadings(db: Executor, actor: Actor, upload: ImportUpload, now: Date): Promise<ImportResult> {
  return runImport(db, actor, upload, {
    sheet: meterReadingSheet,
    lookup: async (tx, keys, companyId, lock) => {
      const byPlate = await activeVehiclesByPlate(tx, actor, companyId, keys.plates, lock);
      return { byPlate, ...(await readingLookups(tx, companyId, byPlate, now)) };
    },
    create: (tx, inputs, companyId) => insertReadings(tx, actor, companyId, inputs),
  });
}

/** Readings a statement: ten parameters each. */
const CHUNK = 500;

async function insertReadings(tx: Executor, actor: Actor, companyId: string, inputs: ImportedReading[]): Promise<number> {
  for (const chunk of chunksOf(inputs, CHUNK)) {
    await tx.insert(meterReadings).values(
      chunk.map((input) => ({
        companyId,
        vehicleId: input.vehicle_id,
        readOn: input.read_on,
        km: input.km,
        totalKm: input.total_km,
        engineHours: input.engine_hours ?? null,
        source: 'import' as const,
        flagged: input.flagged,
        notes: input.notes,
        createdBy: actor.id,
      })),
    );
  }
  // Each vehicle moves on once, to its highest reading that counts, as if they came one by one.
  await advanceVehicles(
    tx,
    companyId,
    advancesOf(
      inputs
        .filter((input) => !input.flagged)
        .map((input) => ({ vehicleId: input.vehicle_id, work: { date: input.read_on, mileage: input.total_km } })),
    ),
  );
  return inputs.length;
}
