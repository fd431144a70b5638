import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { LANGUAGES } from '../../contract/languages';
import { messages } from '../../contract/messages';
import type { ImportResult } from '../../contract/schemas/imports';
import {
  generalMaintenanceDateLabel, maintenanceLabels, mandatoryMaintenanceDateLabel, mandatoryServiceTypeNames, vehicleLabels,
} from '../../contract/vocabulary';
import type { Actor } from '../auth/actor';
import type { Database, Executor } from '../db/client';
import { vehicles } from '../db/schema';
import { labelsOf, readDay, readNamed, readNumber, readText, writeDay, writeInteger, writeMoney, writeText, type CsvColumn } from '../csv/columns';
import { plateKey, runImport } from '../csv/import';
import type { ImportUpload } from '../csv/upload';
import { chunksOf } from '../db/chunks';
import { advanceVehicles, advancesOf } from '../health/vehicle-advances';
import { allOf } from '../scope/lists';
import { vehicleVisible } from '../scope/scope';
import { recordedWork, recordValues, type DateField, type MaintenanceKind, type RecordInput } from './records';

/** A maintenance row as the API answers it, with its date under the kind's own field. */
export type MaintenanceRow = Omit<RecordInput, 'notes'> & { notes: string | null; vehicle_license_plate: string; created_by_username: string | null } & Record<string, unknown>;

/**
 * The CSV file of a maintenance list: the table's columns in the table's order. Mandatory service
 * types are written in the file's language (`Zulassung`) and read in any; the plate finds the vehicle.
 */
export function maintenanceColumns<Field extends DateField>(kind: MaintenanceKind<Field>): readonly CsvColumn<MaintenanceRow>[] {
  const dateLabels = kind.date.field === 'service_date' ? labelsOf(generalMaintenanceDateLabel, 'service_date') : labelsOf(mandatoryMaintenanceDateLabel, 'finished_on');
  const serviceType: Pick<CsvColumn<MaintenanceRow>, 'write' | 'read'> = kind.mandatory
    ? { write: (row, c) => mandatoryServiceTypeNames[c.language][row.service_type as 'Registration' | 'Service'] ?? row.service_type, read: readNamed(mandatoryServiceTypeNames) }
    : { write: (row) => row.service_type, read: readText };
  return [
    { field: 'service_type', labels: labelsOf(maintenanceLabels, 'service_type'), ...serviceType, required: true },
    { field: kind.date.field, labels: dateLabels, write: (row) => writeDay(row[kind.date.field] as string), read: readDay, required: true },
    { field: 'cost', labels: labelsOf(maintenanceLabels, 'cost'), write: (row, c) => writeMoney(row.cost, c), read: readNumber, required: true },
    { field: 'mileage', labels: labelsOf(maintenanceLabels, 'mileage'), write: (row) => writeInteger(row.mileage), read: readNumber, required: true },
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
    { field: 'created_by_username', labels: labelsOf(maintenanceLabels, 'created_by_username'), write: (row) => writeText(row.created_by_username) },
  ];
}

interface VehicleByPlate {
  id: string;
  plate: string;
}

/**
 * POST /api/<maintenance>/import: records for the active vehicles that the caller sees in their
 * company (a superadmin names it), found by plate. A dry run checks; otherwise every record is
 * created in one transaction with its vehicle kept current, or none is.
 */
export function importMaintenance<Field extends DateField, Input extends RecordInput & Record<Field, string>>(
  db: Database, actor: Actor, upload: ImportUpload, kind: MaintenanceKind<Field>, schema: z.ZodType<Input>,
): Promise<ImportResult> {
  return runImport<Input>(db, actor, upload, maintenanceColumns(kind), async (tx, sheet, companyId, lock) => {
    const plates = [...new Set(sheet.rows.map((row) => plateKey(row.values.vehicle_license_plate)).filter(Boolean))];
    const byPlate = await activeVehiclesByPlate(tx, actor, companyId, plates, lock);
    const inputs: Input[] = [];
    for (const row of sheet.rows) {
      const plate = plateKey(row.values.vehicle_license_plate);
      const vehicle = byPlate.get(plate);
      if (plate && !vehicle) sheet.addIssue(row.row, 'vehicle_license_plate', messages.importUnknownVehicle, row.cells.vehicle_license_plate);
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
      create: (rows) => insertRecords(tx, actor, companyId, kind, rows),
    };
  });
}

/**
 * The company's active vehicles with these plates that the caller sees; another company's plates
 * never match. For a real import they are locked, in id order, so that none is archived meanwhile
 * and other records of the same vehicles wait their turn.
 */
async function activeVehiclesByPlate(tx: Executor, actor: Actor, companyId: string, plates: string[], lock: boolean): Promise<Map<string, VehicleByPlate>> {
  if (plates.length === 0) return new Map();
  const query = tx.select({ id: vehicles.id, plate: sql<string>`upper(${vehicles.licensePlate})` }).from(vehicles)
    .where(allOf(
      and(eq(vehicles.companyId, companyId), eq(vehicles.isActive, true)),
      inArray(sql`upper(${vehicles.licensePlate})`, plates),
      vehicleVisible(actor, vehicles.id, vehicles.companyId),
    ))
    .orderBy(vehicles.id);
  const rows = lock ? await query.for('no key update') : await query;
  return new Map(rows.map((vehicle) => [vehicle.plate, vehicle]));
}

/** Records a statement: eight parameters each. */
const CHUNK = 500;

async function insertRecords<Field extends DateField, Input extends RecordInput & Record<Field, string>>(
  tx: Executor, actor: Actor, companyId: string, kind: MaintenanceKind<Field>, inputs: Input[],
): Promise<number> {
  for (const chunk of chunksOf(inputs, CHUNK)) {
    await tx.insert(kind.table).values(chunk.map((input) => ({ ...recordValues(kind, input, companyId), createdBy: actor.id })));
  }
  // Each vehicle moves forward once, to where its records take it, as if they came one by one.
  await advanceVehicles(tx, companyId, advancesOf(inputs.map((input) => ({ vehicleId: input.vehicle_id, work: recordedWork(kind, input) }))));
  return inputs.length;
}
