import { generalMaintenanceSheet, mandatoryMaintenanceSheet } from '../maintenance/csv-sheet';
import { vehicleSheet } from '../routes/vehicles/csv-sheet';
import { fuelEntrySheet } from '../routes/fuel-entries/csv-sheet';
import { meterReadingSheet } from '../meter/csv-sheet';

/**
 * Each importing resource's checks, by name: a task for the import's worker thread names the
 * resource (import-worker.ts), since functions do not cross threads.
 */
export const IMPORT_CHECKS = {
  vehicles: vehicleSheet,
  'general-maintenances': generalMaintenanceSheet,
  'mandatory-maintenances': mandatoryMaintenanceSheet,
  'fuel-entries': fuelEntrySheet,
  'meter-readings': meterReadingSheet,
};

export type ImportResource = keyof typeof IMPORT_CHECKS;
type CheckOf<R extends ImportResource> = (typeof IMPORT_CHECKS)[R];
/** What the file's rows of R need the database for (e.g. its plates). */
export type KeysOf<R extends ImportResource> = ReturnType<CheckOf<R>['keysOf']>;
/** What the database answered about those keys. */
export type LookupsOf<R extends ImportResource> = Parameters<CheckOf<R>['check']>[1];
/** A row of R that passed every check, as its resource creates it. */
export type InputOf<R extends ImportResource> = ReturnType<CheckOf<R>['check']>['inputs'][number];
