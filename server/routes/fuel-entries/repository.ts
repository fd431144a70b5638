import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { messages } from '../../../contract/messages';
import type { FuelEntry, FuelEntryInput, fuelEntryListQuery } from '../../../contract/schemas/fuel-entry';
import { fuelEntries, vehicles } from '../../db/schema';
import { fuelEntryCandidates } from '../../db/search';
import type { RecordedWork } from '../../health/vehicle-advances';
import { vehicleRecords } from '../vehicle-records';

/*
 * Fuel entries (docs/fuel.md): a filling or a charge of a vehicle, a record of its vehicle as
 * maintenance records are (server/routes/vehicle-records.ts): visible exactly when its vehicle is, in
 * its vehicle's company, its odometer moving the vehicle's mileage forward in the same transaction; the
 * database adds its cost to the monthly sums (migration 0018).
 */

/** A list's filters and order; the CSV export takes them without the paging. */
type FuelEntryFilters = Omit<z.output<typeof fuelEntryListQuery>, 'page' | 'limit'>;

/** The stored columns of an input; its company is always its vehicle's. */
export function fuelEntryValues(input: FuelEntryInput, companyId: string) {
  return {
    companyId,
    vehicleId: input.vehicle_id,
    filledOn: input.filled_on,
    quantity: input.quantity,
    unit: input.unit,
    adblueLitres: input.adblue_litres ?? null,
    cost: input.cost,
    odometer: input.odometer,
    full: input.full,
    station: input.station,
    notes: input.notes,
  };
}

/** A fuel entry reads the odometer: it moves the vehicle's mileage forward as any record does (docs/fleet-health.md). */
export const fuelWork = (input: FuelEntryInput): RecordedWork => ({ date: input.filled_on, mileage: input.odometer });

export const fuelEntryRecords = vehicleRecords<FuelEntry, FuelEntryFilters, FuelEntryInput>({
  table: fuelEntries,
  entity: 'Fuel entry',
  notActive: messages.noActiveVehicleForFuel,
  values: fuelEntryValues,
  work: fuelWork,
  reading: fuelEntries.odometer,
  dayField: 'filled_on',
  columns: {
    id: fuelEntries.id,
    filled_on: fuelEntries.filledOn,
    quantity: fuelEntries.quantity,
    unit: fuelEntries.unit,
    adblue_litres: fuelEntries.adblueLitres,
    cost: fuelEntries.cost,
    odometer: fuelEntries.odometer,
    flagged: fuelEntries.flagged,
    full: fuelEntries.full,
    station: fuelEntries.station,
    notes: fuelEntries.notes,
    version: fuelEntries.version,
    createdAt: fuelEntries.createdAt,
    updatedAt: fuelEntries.updatedAt,
  },
  sortable: {
    filled_on: { column: sql`${fuelEntries.filledOn}` },
    quantity: { column: sql`${fuelEntries.quantity}` },
    cost: { column: sql`${fuelEntries.cost}` },
    odometer: { column: sql`${fuelEntries.odometer}` },
    vehicle_license_plate: { column: sql`${vehicles.licensePlate}` },
    createdAt: { column: sql`${fuelEntries.createdAt}` },
    updatedAt: { column: sql`${fuelEntries.updatedAt}` },
  },
  defaultSort: 'filled_on',
  day: fuelEntries.filledOn,
  // `q` in the station and the notes, as in the vehicle's plate.
  searchText: [sql`coalesce(${fuelEntries.station}, '')`, sql`coalesce(${fuelEntries.notes}, '')`],
  candidates: fuelEntryCandidates,
  filters: (query) => [query.unit ? sql`${fuelEntries.unit} = ${query.unit}` : undefined],
  narrowed: (query) => query.unit !== undefined,
  counted: 'fuelEntries',
});
