import { LANGUAGES } from '../../../contract/languages';
import { messages } from '../../../contract/messages';
import { fuelEntryInput, type FuelEntry, type FuelEntryInput } from '../../../contract/schemas/fuel-entry';
import { fuelEntryLabels, maintenanceLabels, vehicleLabels, yesNoNames } from '../../../contract/vocabulary';
import { ENERGY_UNITS, type EnergyUnit } from '../../../contract/fuel';
import {
  labelsOf,
  readDay,
  readNamed,
  readNumber,
  readText,
  writeDay,
  writeInteger,
  writeMoney,
  writeText,
  type CsvColumn,
  type CsvContext,
} from '../../csv/columns';
import { formatNumber } from '../../csv/values';
import { plateKey } from '../../csv/sheet';
import type { SheetCheck } from '../../csv/sheet-check';

/*
 * The fuel entries' CSV file (docs/csv.md), and what the import makes of it in its worker thread
 * (server/csv/sheet-check.ts): nothing here reaches the database; csv.ts looks up the vehicles and
 * the entries in Fleet already.
 */

/** Yes and no in any language (`Ja`, `Po`), or as the API writes them (`true`); empty is the API's default, a full tank. */
const readYesNo = (cell: string) => {
  const text = cell.trim().toLowerCase();
  if (text === '') return { value: undefined };
  for (const language of LANGUAGES) {
    if (text === yesNoNames[language].yes.toLowerCase()) return { value: true };
    if (text === yesNoNames[language].no.toLowerCase()) return { value: false };
  }
  if (text === 'true') return { value: true };
  if (text === 'false') return { value: false };
  return { error: messages.importYesOrNo };
};

const writeQuantity = (value: number | null, context: CsvContext) => (value === null ? '' : formatNumber(value, 2, context.convention));

const label = (field: keyof (typeof fuelEntryLabels)['en']) => labelsOf(fuelEntryLabels, field);

/** `l` and `kWh`, the same in every language, read in any case. */
const unitNames = Object.fromEntries(ENERGY_UNITS.map((unit) => [unit, unit])) as Record<EnergyUnit, string>;
const units = { en: unitNames, de: unitNames, al: unitNames };

export const fuelEntryColumns: readonly CsvColumn<FuelEntry>[] = [
  { field: 'filled_on', labels: label('filled_on'), write: (row, c) => writeDay(row.filled_on, c), read: readDay, required: true },
  {
    field: 'vehicle_license_plate',
    labels: label('vehicle_license_plate'),
    // A vehicles file's plate header, and a maintenance file's, are understood here too.
    aliases: [
      'license_plate',
      ...LANGUAGES.flatMap((language) => [vehicleLabels[language].license_plate, maintenanceLabels[language].vehicle_license_plate]),
    ],
    write: (row) => row.vehicle_license_plate,
    read: readText,
    required: true,
  },
  { field: 'odometer', labels: label('odometer'), write: (row) => writeInteger(row.odometer), read: readNumber, required: true },
  {
    field: 'quantity',
    labels: label('quantity'),
    write: (row, c) => writeQuantity(row.quantity, c),
    read: readNumber,
    required: true,
  },
  { field: 'unit', labels: label('unit'), write: (row) => row.unit, read: readNamed(units), required: true },
  {
    field: 'full',
    labels: label('full'),
    write: (row, c) => yesNoNames[c.language][row.full ? 'yes' : 'no'],
    read: readYesNo,
  },
  { field: 'adblue_litres', labels: label('adblue_litres'), write: (row, c) => writeQuantity(row.adblue_litres, c), read: readNumber },
  { field: 'cost', labels: label('cost'), write: (row, c) => writeMoney(row.cost, c), read: readNumber, required: true },
  { field: 'station', labels: label('station'), write: (row) => writeText(row.station), read: readText },
  { field: 'notes', labels: label('notes'), write: (row) => writeText(row.notes), read: readText },
  { field: 'created_by_username', labels: label('created_by_username'), write: (row) => writeText(row.created_by_username) },
];

/** An active vehicle the caller sees, found by its plate as plates are compared (upper case). */
export interface VehicleByPlate {
  id: string;
  plate: string;
}

/** The file's plates, and the days its entries span (ISO, so they sort as days), for the entries in Fleet already. */
export interface FuelEntryKeys {
  plates: string[];
  from?: string;
  to?: string;
}

interface FuelEntryLookups {
  /** The active vehicles the caller sees, by plate. */
  byPlate: Map<string, VehicleByPlate>;
  /** The entries in Fleet already on the vehicles of those plates that the caller sees, archived or not, counted by fuelEntryKey. */
  recorded: Map<string, number>;
}

/** What an entry says, as one text: a row and a stored entry with the same one are the same entry. */
export function fuelEntryKey(plate: string, entry: Omit<FuelEntryInput, 'vehicle_id'>): string {
  const hundredths = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(value * 100));
  return JSON.stringify([
    plate,
    entry.filled_on,
    entry.odometer,
    hundredths(entry.quantity),
    entry.unit,
    entry.full,
    hundredths(entry.adblue_litres),
    hundredths(entry.cost),
    entry.station ?? null,
    entry.notes ?? null,
  ]);
}

const withoutVehicle = fuelEntryInput.omit({ vehicle_id: true });

/**
 * Entries for the vehicles found by plate. A row whose entry is in Fleet already (same vehicle and
 * every value; an export imported again) is unchanged and skipped, even on an archived vehicle, as
 * many times as Fleet holds it.
 */
export const fuelEntrySheet: SheetCheck<FuelEntryKeys, FuelEntryLookups, FuelEntryInput> = {
  columns: fuelEntryColumns as readonly CsvColumn<never>[],
  keysOf(sheet) {
    const days = sheet.rows.map((row) => row.values.filled_on).filter((day): day is string => typeof day === 'string' && day !== '');
    days.sort();
    return {
      plates: [...new Set(sheet.rows.map((row) => plateKey(row.values.vehicle_license_plate)).filter(Boolean))],
      from: days[0],
      to: days.at(-1),
    };
  },
  check(sheet, { byPlate, recorded }) {
    const inputs: FuelEntryInput[] = [];
    const left = new Map(recorded);
    let unchanged = 0;
    for (const row of sheet.rows) {
      const plate = plateKey(row.values.vehicle_license_plate);
      const { vehicle_license_plate: _plate, ...values } = row.values;
      const entry = plate && !sheet.hasIssues(row.row) ? withoutVehicle.safeParse(values) : undefined;
      if (entry?.success) {
        const key = fuelEntryKey(plate, entry.data);
        const times = left.get(key) ?? 0;
        if (times > 0) {
          left.set(key, times - 1);
          unchanged += 1;
          continue;
        }
      }
      const vehicle = byPlate.get(plate);
      if (plate && !vehicle)
        sheet.addIssue(row.row, 'vehicle_license_plate', messages.importUnknownVehicle, row.cells.vehicle_license_plate);
      const input = sheet.validate(row, fuelEntryInput, { ...values, vehicle_id: vehicle?.id }, { vehicle_id: 'vehicle_license_plate' });
      if (input) inputs.push(input);
    }
    const plateOf = new Map([...byPlate.values()].map((vehicle) => [vehicle.id, vehicle.plate]));
    return {
      inputs,
      unchanged,
      preview: ({ vehicle_id, ...input }) => ({ ...input, vehicle_license_plate: plateOf.get(vehicle_id) }),
    };
  },
};
