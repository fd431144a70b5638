import { checkImport, type ImportAnswer, type ImportTask } from './csv/import-task';
import type { SheetCheck } from './csv/sheet-check';
import { generalMaintenanceSheet, mandatoryMaintenanceSheet } from './routes/maintenance/csv-sheet';
import { vehicleSheet } from './routes/vehicles/csv-sheet';
import { fuelEntrySheet } from './routes/fuel-entries/csv-sheet';
import { meterReadingSheet } from './routes/meter-readings/csv-sheet';
import { partSheet } from './routes/parts/csv-sheet';

/*
 * The program a CSV import's worker thread runs (server/csv/import-pool.ts names this file): like
 * main.ts, it stands above everything it uses. A task names its resource, since functions do not
 * cross threads; here each importing resource's checks are found by that name.
 */

const SHEETS = [vehicleSheet, generalMaintenanceSheet, mandatoryMaintenanceSheet, fuelEntrySheet, meterReadingSheet, partSheet];
// The lookups arrive untyped across the thread; each sheet is given those its main thread made for it.
const IMPORT_CHECKS = new Map(SHEETS.map((sheet) => [sheet.resource, sheet as unknown as SheetCheck<unknown, unknown, unknown>]));

export default function importWorker(task: ImportTask): Promise<ImportAnswer> {
  const check = IMPORT_CHECKS.get(task.resource);
  if (!check) throw new Error(`No CSV import checks for ${task.resource}: add them to server/import-worker.ts`);
  return checkImport(check, task);
}
