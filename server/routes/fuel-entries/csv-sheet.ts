import { LANGUAGES } from '../../../contract/languages';
import { messages } from '../../../contract/messages';
import { fuelEntryInput, type FuelEntry, type FuelEntryInput } from '../../../contract/schemas/fuel-entry';
import { formerWords, fuelEntryLabels, maintenanceLabels, yesNoNames } from '../../../contract/vocabulary';
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
import {
  checkHistoryRows,
  historyKeys,
  createdByColumn,
  notesColumn,
  plateColumn,
  type HistoryKeys,
  type HistoryLookups,
} from '../../csv/vehicle-history';
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
  plateColumn(
    label('vehicle_license_plate'),
    LANGUAGES.map((language) => maintenanceLabels[language].vehicle_license_plate),
  ),
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
  {
    field: 'station',
    labels: label('station'),
    aliases: formerWords.fuelEntryLabels.station,
    write: (row) => writeText(row.station),
    read: readText,
  },
  notesColumn(label('notes')),
  createdByColumn(label('created_by_username')),
];

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
/** An entry as the import stores it: its odometer judged (flagged) as any reading's. */
export type ImportedFuelEntry = FuelEntryInput & { flagged: boolean };

export const fuelEntrySheet: SheetCheck<HistoryKeys, HistoryLookups, ImportedFuelEntry> = {
  resource: 'fuel-entries',
  columns: fuelEntryColumns as readonly CsvColumn<never>[],
  keysOf: (sheet) => historyKeys(sheet, 'filled_on'),
  check(sheet, lookups) {
    const { inputs, unchanged, plateOf } = checkHistoryRows(sheet, lookups, {
      withoutVehicle,
      schema: fuelEntryInput,
      keyOf: fuelEntryKey,
      readingOf: (input) => ({ day: input.filled_on, totalKm: input.odometer }),
      dayField: 'filled_on',
    });
    return {
      inputs,
      unchanged,
      preview: ({ vehicle_id, ...input }) => ({ ...input, vehicle_license_plate: plateOf.get(vehicle_id) }),
    };
  },
};
