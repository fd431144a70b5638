import {
  judgeReading,
  meterContextOf,
  readingDayProblem,
  readingWindow,
  withReading,
  type MeterHistory,
} from '../../../contract/meter-log';
import { messages } from '../../../contract/messages';
import { meterReadingInput, type MeterReadingInput } from '../../../contract/schemas/meter-reading';
import { meterReadingLabels } from '../../../contract/vocabulary';
import { labelsOf, readDay, readNumber, writeDay, writeInteger, type CsvColumn } from '../../csv/columns';
import { plateKey } from '../../csv/sheet';
import type { SheetCheck } from '../../csv/sheet-check';
import { notesColumn, plateColumn, type VehicleByPlate } from '../../csv/vehicle-history';

/*
 * The file of meter readings (docs/fleet-health.md, The meter log; docs/csv.md), and what the import
 * makes of it in its worker thread: plate, date, the odometer as it showed, and optionally engine
 * hours and notes, in any of the three languages. Each row is judged by the very rule a reading typed
 * in is (contract/meter-log.ts), against its vehicle's readings and the file's earlier ones: nothing
 * here reaches the database; csv.ts looks up the vehicles and their readings, and writes.
 */

interface MeterReadingRow extends Record<string, unknown> {
  read_on: string;
  vehicle_license_plate: string;
  km: number;
  engine_hours: number | null;
  notes: string | null;
}

const meterReadingColumns: readonly CsvColumn<MeterReadingRow>[] = [
  plateColumn(labelsOf(meterReadingLabels, 'vehicle_license_plate')),
  {
    field: 'read_on',
    labels: labelsOf(meterReadingLabels, 'read_on'),
    write: (row, c) => writeDay(row.read_on, c),
    read: readDay,
    required: true,
  },
  { field: 'km', labels: labelsOf(meterReadingLabels, 'km'), write: (row) => writeInteger(row.km), read: readNumber, required: true },
  {
    field: 'engine_hours',
    labels: labelsOf(meterReadingLabels, 'engine_hours'),
    write: (row) => writeInteger(row.engine_hours),
    read: readNumber,
  },
  notesColumn(labelsOf(meterReadingLabels, 'notes')),
];

interface MeterLookups {
  byPlate: Map<string, VehicleByPlate>;
  /** The readings of those vehicles from every source, by vehicle id. */
  histories: Map<string, MeterHistory>;
  /** The company's day: no reading may be dated after it. */
  today: string;
}

/** The id a reading of the file goes by in its vehicle's history until it is stored. */
const FROM_FILE = 'row:';

/** A row as the import stores it: judged, with its total and flag. */
export type ImportedReading = MeterReadingInput & { total_km: number; flagged: boolean };

export const meterReadingSheet: SheetCheck<{ plates: string[] }, MeterLookups, ImportedReading> = {
  resource: 'meter-readings',
  columns: meterReadingColumns,
  keysOf: (sheet) => ({ plates: [...new Set(sheet.rows.map((row) => plateKey(row.values.vehicle_license_plate)).filter(Boolean))] }),
  check(sheet, { byPlate, histories, today }) {
    const candidates: Array<{ row: number; input: MeterReadingInput; cells: Record<string, string> }> = [];
    for (const row of sheet.rows) {
      const plate = plateKey(row.values.vehicle_license_plate);
      const vehicle = byPlate.get(plate);
      if (plate && !vehicle)
        sheet.addIssue(row.row, 'vehicle_license_plate', messages.importUnknownVehicle, row.cells.vehicle_license_plate);
      const { vehicle_license_plate: _plate, ...values } = row.values;
      const input = sheet.validate(
        row,
        meterReadingInput,
        { ...values, vehicle_id: vehicle?.id, source: 'import', replacement: false },
        { vehicle_id: 'vehicle_license_plate' },
      );
      if (input) candidates.push({ row: row.row, input, cells: row.cells });
    }

    // In the order they were read, day by day, as if typed in one after the other; a reading that
    // Fleet holds already as it is (the same file imported again) is skipped, once for each it holds.
    candidates.sort((a, b) => (a.input.read_on < b.input.read_on ? -1 : a.input.read_on > b.input.read_on ? 1 : a.row - b.row));
    const known = new Map(histories);
    const matched = new Set<string>();
    const judged: Array<{ row: number; input: ImportedReading }> = [];
    let unchanged = 0;
    for (const { row, input, cells } of candidates) {
      const history = known.get(input.vehicle_id)!;
      const engineHours = input.engine_hours ?? null;
      const same = history.readings.find(
        (reading) =>
          !reading.id.startsWith(FROM_FILE) &&
          !matched.has(reading.id) &&
          reading.km === input.km &&
          reading.day === input.read_on &&
          reading.engineHours === engineHours &&
          !reading.replacement,
      );
      if (same) {
        matched.add(same.id);
        unchanged += 1;
        continue;
      }
      const dayProblem = readingDayProblem(input.read_on, readingWindow(history, today));
      if (dayProblem) {
        sheet.addIssue(row, 'read_on', dayProblem, cells.read_on);
        continue;
      }
      const verdict = judgeReading(
        { read_on: input.read_on, km: input.km, engine_hours: engineHours, replacement: false },
        meterContextOf(history, input.read_on),
      );
      for (const error of verdict.errors) sheet.addIssue(row, error.field, error.message, cells[error.field]);
      if (verdict.errors.length) continue;
      judged.push({ row, input: { ...input, total_km: verdict.totalKm, flagged: verdict.flagged } });
      known.set(
        input.vehicle_id,
        withReading(
          history,
          {
            id: `${FROM_FILE}${row}`,
            day: input.read_on,
            totalKm: verdict.totalKm,
            km: input.km,
            engineHours,
            replacement: false,
            flagged: verdict.flagged,
          },
          verdict,
        ),
      );
    }
    const plateOf = new Map([...byPlate.values()].map((vehicle) => [vehicle.id, vehicle.plate]));
    return {
      // Shown and created in the file's order.
      inputs: judged.sort((a, b) => a.row - b.row).map(({ input }) => input),
      unchanged,
      preview: (input) => ({
        vehicle_license_plate: plateOf.get(input.vehicle_id),
        read_on: input.read_on,
        km: input.km,
        total_km: input.total_km,
        engine_hours: input.engine_hours ?? null,
        flagged: input.flagged,
        notes: input.notes,
      }),
    };
  },
};
