import type { z } from 'zod';
import { flagsInDayOrder, readingDayProblem, readingWindow, type MeterHistory } from '../../contract/meter-log';
import { messages } from '../../contract/messages';
import { LANGUAGES, type Language } from '../../contract/languages';
import { vehicleLabels } from '../../contract/vocabulary';
import { readText, writeText, type CsvColumn } from './columns';
import { plateKey, type Sheet } from './sheet';

/*
 * What the imports of a vehicle's history have in common (docs/csv.md): maintenance records and fuel
 * entries are rows of a vehicle named by its plate, on a day. The file's plates and days are looked up
 * in the database (import.ts), and a row that is in Fleet already, an export imported again, is
 * skipped as unchanged, as many times as Fleet holds it. The odometer each row carries is a reading
 * of the meter log, judged as one typed in (contract/meter-log.ts): its day within the vehicle's
 * reading window, and flagged when it implies an impossible pace, in day order with the file's rows.
 */

/**
 * The column that names a row's vehicle by its plate. A vehicles file's plate header is understood
 * too, and the other headers given (a maintenance file's, in a fuel file).
 */
export function plateColumn<Row extends { vehicle_license_plate: string }>(
  labels: Record<Language, string>,
  otherHeaders: readonly string[] = [],
): CsvColumn<Row> {
  return {
    field: 'vehicle_license_plate',
    labels,
    aliases: ['license_plate', ...LANGUAGES.map((language) => vehicleLabels[language].license_plate), ...otherHeaders],
    write: (row) => row.vehicle_license_plate,
    read: readText,
    required: true,
  };
}

/** A row's notes, free text. */
export const notesColumn = <Row extends { notes: string | null }>(labels: Record<Language, string>): CsvColumn<Row> => ({
  field: 'notes',
  labels,
  write: (row) => writeText(row.notes),
  read: readText,
});

/** Who wrote a record: exported only, the server sets it. */
export const createdByColumn = <Row extends { created_by_username: string | null }>(labels: Record<Language, string>): CsvColumn<Row> => ({
  field: 'created_by_username',
  labels,
  write: (row) => writeText(row.created_by_username),
});

/** An active vehicle the caller sees, found by its plate as plates are compared (upper case). */
export interface VehicleByPlate {
  id: string;
  plate: string;
}

/** The file's plates, and the days its rows span (ISO, so they sort as days), for the rows in Fleet already. */
export interface HistoryKeys {
  plates: string[];
  from?: string;
  to?: string;
}

/** What the rows of a vehicle's history need from the database. */
export interface HistoryLookups {
  /** The active vehicles the caller sees, by plate. */
  byPlate: Map<string, VehicleByPlate>;
  /** The rows of the kind in Fleet already on the vehicles of those plates that the caller sees, archived or not, counted by their key. */
  recorded: Map<string, number>;
  /** Those vehicles' readings from every source, by vehicle id. */
  histories: Map<string, MeterHistory>;
  /** The company's day: no reading may be dated after it. */
  today: string;
}

/** The file's plates and the span of its days, read from the column `dayField`. */
export function historyKeys(sheet: Sheet, dayField: string): HistoryKeys {
  const days = sheet.rows.map((row) => row.values[dayField]).filter((day): day is string => typeof day === 'string' && day !== '');
  days.sort();
  return {
    plates: [...new Set(sheet.rows.map((row) => plateKey(row.values.vehicle_license_plate)).filter(Boolean))],
    from: days[0],
    to: days.at(-1),
  };
}

/**
 * Every row checked: one in Fleet already (by `keyOf` its plate and its values without the vehicle)
 * counts as unchanged; any other names a vehicle the caller may record on, and passes `schema`.
 * Answers the inputs of the rows to create, and each vehicle's plate for the dry run's preview.
 */
export function checkHistoryRows<Values, Input extends { vehicle_id: string }>(
  sheet: Sheet,
  { byPlate, recorded, histories, today }: HistoryLookups,
  rules: {
    withoutVehicle: z.ZodType<Values>;
    schema: z.ZodType<Input>;
    keyOf: (plate: string, values: Values) => string;
    /** The reading the row carries, and the column of its day. */
    readingOf: (input: Input) => { day: string; totalKm: number };
    dayField: string;
  },
): { inputs: Array<Input & { flagged: boolean }>; unchanged: number; plateOf: Map<string, string> } {
  const inputs: Input[] = [];
  const left = new Map(recorded);
  let unchanged = 0;
  for (const row of sheet.rows) {
    const plate = plateKey(row.values.vehicle_license_plate);
    const { vehicle_license_plate: _plate, ...values } = row.values;
    const known = plate && !sheet.hasIssues(row.row) ? rules.withoutVehicle.safeParse(values) : undefined;
    if (known?.success) {
      const key = rules.keyOf(plate, known.data);
      const times = left.get(key) ?? 0;
      if (times > 0) {
        left.set(key, times - 1);
        unchanged += 1;
        continue;
      }
    }
    const vehicle = byPlate.get(plate);
    if (plate && !vehicle) sheet.addIssue(row.row, 'vehicle_license_plate', messages.importUnknownVehicle, row.cells.vehicle_license_plate);
    const input = sheet.validate(row, rules.schema, { ...values, vehicle_id: vehicle?.id }, { vehicle_id: 'vehicle_license_plate' });
    if (!input) continue;
    const history = histories.get(input.vehicle_id);
    const problem = history && readingDayProblem(rules.readingOf(input).day, readingWindow(history, today));
    if (problem) sheet.addIssue(row.row, rules.dayField, problem, row.cells[rules.dayField]);
    else inputs.push(input);
  }
  const flags = flagsInDayOrder(
    histories,
    inputs.map((input) => ({ vehicleId: input.vehicle_id, ...rules.readingOf(input) })),
  );
  const plateOf = new Map([...byPlate.values()].map((vehicle) => [vehicle.id, vehicle.plate]));
  return { inputs: inputs.map((input, index) => ({ ...input, flagged: flags[index]! })), unchanged, plateOf };
}
