import type { z } from 'zod';
import { messages } from '../../../contract/messages';
import { vehicleInput, type Vehicle } from '../../../contract/schemas/vehicle';
import { dueStatusNames, vehicleLabels, vehicleTypeNames, type VehicleLabels } from '../../../contract/vocabulary';
import { labelsOf, readDay, readNamed, readNumber, readText, writeDay, writeInteger, writeText, type CsvColumn } from '../../csv/columns';
import { plateKey, type Sheet, type SheetRow } from '../../csv/sheet';
import type { SheetCheck } from '../../csv/sheet-check';

/*
 * The vehicles file, and what the import makes of it in its worker thread (server/csv/sheet-check.ts):
 * nothing here reaches the database; csv.ts looks up what the rows need.
 */

export type VehicleInput = z.output<typeof vehicleInput>;

const column = (field: keyof VehicleLabels, spec: Omit<CsvColumn<Vehicle>, 'field' | 'labels'>): CsvColumn<Vehicle> => ({
  field,
  labels: labelsOf(vehicleLabels, field),
  ...spec,
});

/** Branch names as the table shows them: joined by a comma. */
const BRANCH_SEPARATOR = ', ';

/**
 * The vehicles file: the table's columns in the table's order. Statuses, next dates and the creator
 * are exported for reading and left alone by the import, which takes everything a vehicle is made of.
 */
export const VEHICLE_COLUMNS: readonly CsvColumn<Vehicle>[] = [
  column('license_plate', { write: (v) => v.license_plate, read: readText, required: true }),
  column('model', { write: (v) => v.model, read: readText, required: true }),
  column('mileage', { write: (v) => writeInteger(v.mileage), read: readNumber, required: true }),
  column('type', { write: (v, c) => vehicleTypeNames[c.language][v.type], read: readNamed(vehicleTypeNames), required: true }),
  column('legislation_status', { write: (v, c) => dueStatusNames[c.language][v.legislation_status] }),
  column('service_status', { write: (v, c) => dueStatusNames[c.language][v.service_status] }),
  column('last_legislation_control', { write: (v) => writeDay(v.last_legislation_control), read: readDay, required: true }),
  column('legislation_control_interval', { write: (v) => writeInteger(v.legislation_control_interval), read: readNumber, required: true }),
  column('next_legislation_control', { write: (v) => writeDay(v.next_legislation_control) }),
  column('last_service_date', { write: (v) => writeDay(v.last_service_date), read: readDay, required: true }),
  column('last_service_mileage', { write: (v) => writeInteger(v.last_service_mileage), read: readNumber }),
  column('mandatory_service_interval', { write: (v) => writeInteger(v.mandatory_service_interval), read: readNumber, required: true }),
  column('mandatory_service_interval_km', {
    write: (v) => writeInteger(v.mandatory_service_interval_km),
    read: readNumber,
    required: true,
  }),
  column('next_service_date', { write: (v) => writeDay(v.next_service_date) }),
  column('next_service_km', { write: (v) => writeInteger(v.next_service_km) }),
  column('notes', { write: (v) => writeText(v.notes), read: readText }),
  column('created_by', { write: (v) => writeText(v.created_by_username) }),
  column('branches', { write: (v) => v.branches.map((branch) => branch.name).join(BRANCH_SEPARATOR), read: readText, required: true }),
];

export interface BranchByName {
  id: string;
  name: string;
}

/** What the rows of a vehicles file need from the database. */
interface VehicleLookups {
  /** The branches of the company that the caller sees, by name in lower case. */
  branchesByName: Map<string, BranchByName>;
  /** Those of the file's plates that an active vehicle of the company has already. */
  taken: Set<string>;
}

/**
 * New vehicles for one company: a plate neither active in the company nor twice in the file, and
 * branches the caller sees, found by name. The keys are the file's plates.
 */
export const vehicleSheet: SheetCheck<string[], VehicleLookups, VehicleInput> = {
  columns: VEHICLE_COLUMNS,
  keysOf: (sheet) => [...new Set(sheet.rows.map((row) => plateKey(row.values.license_plate)).filter(Boolean))],
  check(sheet, { branchesByName, taken }) {
    const platesInFile = new Set<string>();
    const inputs: VehicleInput[] = [];
    for (const row of sheet.rows) {
      const plate = plateKey(row.values.license_plate);
      if (plate) {
        if (platesInFile.has(plate)) sheet.addIssue(row.row, 'license_plate', messages.importDuplicatePlate, row.cells.license_plate);
        else if (taken.has(plate)) sheet.addIssue(row.row, 'license_plate', messages.plateTaken, row.cells.license_plate);
        platesInFile.add(plate);
      }
      const branchIds = branchIdsOf(sheet, row, branchesByName);
      const input = sheet.validate(row, vehicleInput, { ...row.values, branches: branchIds });
      if (input) inputs.push(input);
    }
    const branchName = new Map([...branchesByName.values()].map((branch) => [branch.id, branch.name]));
    return {
      inputs,
      preview: (input) => ({
        license_plate: input.license_plate,
        model: input.model,
        type: input.type,
        mileage: input.mileage,
        last_legislation_control: input.last_legislation_control,
        last_service_date: input.last_service_date,
        branches: input.branches.map((id) => branchName.get(id)),
      }),
    };
  },
};

/**
 * The branch names of a cell, as the export joins them (`Tiranë, Durrës`). A name may itself hold a
 * comma, so pieces are joined again until they make a known name. Unknown names are an issue each.
 */
function branchIdsOf(sheet: Sheet, row: SheetRow, byName: Map<string, BranchByName>): string[] {
  const cell = row.cells.branches ?? '';
  if (cell.trim() === '') return [];
  const whole = byName.get(cell.trim().toLowerCase());
  if (whole) return [whole.id];
  const ids: string[] = [];
  let pending = '';
  for (const piece of cell.split(',')) {
    pending = pending ? `${pending},${piece}` : piece;
    const branch = byName.get(pending.trim().toLowerCase());
    if (branch) {
      ids.push(branch.id);
      pending = '';
    }
  }
  if (pending.trim() !== '') {
    for (const name of pending
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      sheet.addIssue(row.row, 'branches', messages.importUnknownBranch, name);
    }
  }
  return ids;
}
