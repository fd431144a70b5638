import type { z } from 'zod';
import { generalMaintenanceInput, mandatoryMaintenanceInput, type MaintenanceDateField } from '../../../contract/schemas/maintenance';
import {
  formerWords,
  generalMaintenanceDateLabel,
  maintenanceLabels,
  mandatoryMaintenanceDateLabel,
  mandatoryServiceTypeNames,
} from '../../../contract/vocabulary';
import { labelsOf, readDay, readNamed, readNumber, readText, writeDay, writeInteger, writeMoney, type CsvColumn } from '../../csv/columns';
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
import type { MaintenanceKind, RecordInput } from './records';

/*
 * The file of each kind of maintenance, and what the import makes of it in its worker thread
 * (server/csv/sheet-check.ts): nothing here reaches the database; csv.ts looks up the vehicles.
 */

/** A maintenance row as the API answers it, with its date under the kind's own field. */
export type MaintenanceRow = Omit<RecordInput, 'notes'> & {
  notes: string | null;
  vehicle_license_plate: string;
  created_by_username: string | null;
} & Record<string, unknown>;

/** What the files of the two kinds differ in: the date's field, and the mandatory kind's service types. */
type RecordFile<Field extends MaintenanceDateField> = Pick<MaintenanceKind<Field>, 'mandatory'> & {
  date: Pick<MaintenanceKind<Field>['date'], 'field'>;
};

/**
 * The CSV file of a maintenance list: the table's columns in the table's order. Mandatory service
 * types are written in the file's language (`Hauptuntersuchung (HU)`) and read in any, and in the words Fleet
 * wrote before (`Zulassung`); the plate finds the vehicle.
 */
export function maintenanceColumns<Field extends MaintenanceDateField>(kind: RecordFile<Field>): readonly CsvColumn<MaintenanceRow>[] {
  const dateLabels =
    kind.date.field === 'service_date'
      ? labelsOf(generalMaintenanceDateLabel, 'service_date')
      : labelsOf(mandatoryMaintenanceDateLabel, 'finished_on');
  const serviceType: Pick<CsvColumn<MaintenanceRow>, 'write' | 'read'> = kind.mandatory
    ? {
        write: (row, c) => mandatoryServiceTypeNames[c.language][row.service_type as 'Registration' | 'Service'] ?? row.service_type,
        read: readNamed(mandatoryServiceTypeNames, formerWords.mandatoryServiceTypeNames),
      }
    : { write: (row) => row.service_type, read: readText };
  return [
    { field: 'service_type', labels: labelsOf(maintenanceLabels, 'service_type'), ...serviceType, required: true },
    {
      field: kind.date.field,
      labels: dateLabels,
      write: (row, c) => writeDay(row[kind.date.field] as string, c),
      read: readDay,
      required: true,
    },
    {
      field: 'cost',
      labels: labelsOf(maintenanceLabels, 'cost'),
      write: (row, c) => writeMoney(row.cost, c),
      read: readNumber,
      required: true,
    },
    {
      field: 'mileage',
      labels: labelsOf(maintenanceLabels, 'mileage'),
      write: (row) => writeInteger(row.mileage),
      read: readNumber,
      required: true,
    },
    notesColumn(labelsOf(maintenanceLabels, 'notes')),
    plateColumn(labelsOf(maintenanceLabels, 'vehicle_license_plate')),
    createdByColumn(labelsOf(maintenanceLabels, 'created_by_username')),
  ];
}

/** A record's work as one text: a row and a stored record with the same one are the same record. */
export function recordKey(
  plate: string,
  record: { service_type: string; day: string; cost: number; mileage: number; notes: string | null },
): string {
  return JSON.stringify([plate, record.service_type, record.day, Math.round(record.cost * 100), record.mileage, record.notes ?? null]);
}

/**
 * Records for the vehicles found by plate. A row whose record is in Fleet already (same vehicle,
 * type, date, cost, mileage and notes; an export imported again) is unchanged and skipped, even on
 * an archived vehicle, as many times as Fleet holds it.
 */
function recordSheet<Field extends MaintenanceDateField, Input extends RecordInput & Record<Field, string>>(
  resource: 'general-maintenances' | 'mandatory-maintenances',
  kind: RecordFile<Field>,
  schema: z.ZodType<Input>,
  withoutVehicle: z.ZodType<Omit<RecordInput, 'vehicle_id'> & Record<Field, string>>,
): SheetCheck<HistoryKeys, HistoryLookups, Input & { flagged: boolean }> {
  return {
    resource,
    columns: maintenanceColumns(kind),
    keysOf: (sheet) => historyKeys(sheet, kind.date.field),
    check(sheet, lookups) {
      const { inputs, unchanged, plateOf } = checkHistoryRows(sheet, lookups, {
        withoutVehicle,
        schema,
        keyOf: (plate, record) => recordKey(plate, { ...record, day: record[kind.date.field] }),
        readingOf: (input) => ({ day: input[kind.date.field], totalKm: input.mileage }),
        dayField: kind.date.field,
      });
      return {
        inputs,
        unchanged,
        preview: (input) => ({
          service_type: input.service_type,
          [kind.date.field]: input[kind.date.field],
          cost: input.cost,
          mileage: input.mileage,
          flagged: input.flagged,
          notes: input.notes,
          vehicle_license_plate: plateOf.get(input.vehicle_id),
        }),
      };
    },
  };
}

export const generalMaintenanceSheet = recordSheet(
  'general-maintenances',
  { date: { field: 'service_date' }, mandatory: false },
  generalMaintenanceInput,
  generalMaintenanceInput.omit({ vehicle_id: true }),
);
export const mandatoryMaintenanceSheet = recordSheet(
  'mandatory-maintenances',
  { date: { field: 'finished_on' }, mandatory: true },
  mandatoryMaintenanceInput,
  mandatoryMaintenanceInput.omit({ vehicle_id: true }),
);
