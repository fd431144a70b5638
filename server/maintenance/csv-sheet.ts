import type { z } from 'zod';
import { LANGUAGES } from '../../contract/languages';
import { messages } from '../../contract/messages';
import { generalMaintenanceInput, mandatoryMaintenanceInput, type MaintenanceDateField } from '../../contract/schemas/maintenance';
import {
  generalMaintenanceDateLabel,
  maintenanceLabels,
  mandatoryMaintenanceDateLabel,
  mandatoryServiceTypeNames,
  vehicleLabels,
} from '../../contract/vocabulary';
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
} from '../csv/columns';
import { plateKey } from '../csv/sheet';
import type { SheetCheck } from '../csv/sheet-check';
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
 * types are written in the file's language (`Zulassung`) and read in any; the plate finds the vehicle.
 */
export function maintenanceColumns<Field extends MaintenanceDateField>(kind: RecordFile<Field>): readonly CsvColumn<MaintenanceRow>[] {
  const dateLabels =
    kind.date.field === 'service_date'
      ? labelsOf(generalMaintenanceDateLabel, 'service_date')
      : labelsOf(mandatoryMaintenanceDateLabel, 'finished_on');
  const serviceType: Pick<CsvColumn<MaintenanceRow>, 'write' | 'read'> = kind.mandatory
    ? {
        write: (row, c) => mandatoryServiceTypeNames[c.language][row.service_type as 'Registration' | 'Service'] ?? row.service_type,
        read: readNamed(mandatoryServiceTypeNames),
      }
    : { write: (row) => row.service_type, read: readText };
  return [
    { field: 'service_type', labels: labelsOf(maintenanceLabels, 'service_type'), ...serviceType, required: true },
    { field: kind.date.field, labels: dateLabels, write: (row) => writeDay(row[kind.date.field] as string), read: readDay, required: true },
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
    { field: 'notes', labels: labelsOf(maintenanceLabels, 'notes'), write: (row) => writeText(row.notes), read: readText },
    {
      field: 'vehicle_license_plate',
      labels: labelsOf(maintenanceLabels, 'vehicle_license_plate'),
      // A vehicles file's plate header is understood here too.
      aliases: ['license_plate', ...LANGUAGES.map((language) => vehicleLabels[language].license_plate)],
      write: (row) => row.vehicle_license_plate,
      read: readText,
      required: true,
    },
    {
      field: 'created_by_username',
      labels: labelsOf(maintenanceLabels, 'created_by_username'),
      write: (row) => writeText(row.created_by_username),
    },
  ];
}

/** An active vehicle the caller sees, found by its plate as plates are compared (upper case). */
export interface VehicleByPlate {
  id: string;
  plate: string;
}

/** Records for the vehicles found by plate; the keys are the file's plates, the lookups the vehicles by plate. */
function recordSheet<Field extends MaintenanceDateField, Input extends RecordInput & Record<Field, string>>(
  kind: RecordFile<Field>,
  schema: z.ZodType<Input>,
): SheetCheck<string[], Map<string, VehicleByPlate>, Input> {
  return {
    columns: maintenanceColumns(kind),
    keysOf: (sheet) => [...new Set(sheet.rows.map((row) => plateKey(row.values.vehicle_license_plate)).filter(Boolean))],
    check(sheet, byPlate) {
      const inputs: Input[] = [];
      for (const row of sheet.rows) {
        const plate = plateKey(row.values.vehicle_license_plate);
        const vehicle = byPlate.get(plate);
        if (plate && !vehicle)
          sheet.addIssue(row.row, 'vehicle_license_plate', messages.importUnknownVehicle, row.cells.vehicle_license_plate);
        const { vehicle_license_plate: _plate, ...values } = row.values;
        const input = sheet.validate(row, schema, { ...values, vehicle_id: vehicle?.id }, { vehicle_id: 'vehicle_license_plate' });
        if (input) inputs.push(input);
      }
      const plateOf = new Map([...byPlate.values()].map((vehicle) => [vehicle.id, vehicle.plate]));
      return {
        inputs,
        preview: (input) => ({
          service_type: input.service_type,
          [kind.date.field]: input[kind.date.field],
          cost: input.cost,
          mileage: input.mileage,
          notes: input.notes,
          vehicle_license_plate: plateOf.get(input.vehicle_id),
        }),
      };
    },
  };
}

export const generalMaintenanceSheet = recordSheet({ date: { field: 'service_date' }, mandatory: false }, generalMaintenanceInput);
export const mandatoryMaintenanceSheet = recordSheet({ date: { field: 'finished_on' }, mandatory: true }, mandatoryMaintenanceInput);
