import type { z } from 'zod';
import { messages } from '../../../contract/messages';
import { vehicleInput, type Vehicle } from '../../../contract/schemas/vehicle';
import { dueStatusNames, formerWords, vehicleLabels, vehicleTypeNames, type VehicleLabels } from '../../../contract/vocabulary';
import { labelsOf, readDay, readNamed, readNumber, readText, writeDay, writeInteger, writeText, type CsvColumn } from '../../csv/columns';
import { plateKey, type Sheet, type SheetRow } from '../../csv/sheet';
import type { SheetCheck } from '../../csv/sheet-check';

/*
 * The vehicles file, and what the import makes of it in its worker thread (server/csv/sheet-check.ts):
 * nothing here reaches the database; csv.ts looks up what the rows need.
 */

export type VehicleInput = z.output<typeof vehicleInput>;

/** A column by its field, under the table's label in each language and the headers Fleet wrote before (formerWords). */
const column = (field: keyof VehicleLabels, spec: Omit<CsvColumn<Vehicle>, 'field' | 'labels'>): CsvColumn<Vehicle> => {
  const former = formerWords.vehicleLabels[field];
  return { field, labels: labelsOf(vehicleLabels, field), ...(former && { aliases: former }), ...spec };
};

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
  column('type', {
    write: (v, c) => vehicleTypeNames[c.language][v.type],
    read: readNamed(vehicleTypeNames, formerWords.vehicleTypeNames),
    required: true,
  }),
  column('legislation_status', { write: (v, c) => dueStatusNames[c.language][v.legislation_status] }),
  column('service_status', { write: (v, c) => dueStatusNames[c.language][v.service_status] }),
  column('last_legislation_control', { write: (v, c) => writeDay(v.last_legislation_control, c), read: readDay, required: true }),
  column('legislation_control_interval', { write: (v) => writeInteger(v.legislation_control_interval), read: readNumber, required: true }),
  column('next_legislation_control', { write: (v, c) => writeDay(v.next_legislation_control, c) }),
  column('last_service_date', { write: (v, c) => writeDay(v.last_service_date, c), read: readDay, required: true }),
  column('last_service_mileage', { write: (v) => writeInteger(v.last_service_mileage), read: readNumber }),
  column('mandatory_service_interval', { write: (v) => writeInteger(v.mandatory_service_interval), read: readNumber, required: true }),
  column('mandatory_service_interval_km', {
    write: (v) => writeInteger(v.mandatory_service_interval_km),
    read: readNumber,
    required: true,
  }),
  column('next_service_date', { write: (v, c) => writeDay(v.next_service_date, c) }),
  column('next_service_km', { write: (v) => writeInteger(v.next_service_km) }),
  column('notes', { write: (v) => writeText(v.notes), read: readText }),
  column('created_by', { write: (v) => writeText(v.created_by_username) }),
  column('branches', { write: (v) => v.branches.map((branch) => branch.name).join(BRANCH_SEPARATOR), read: readText, required: true }),
];

export interface BranchByName {
  id: string;
  name: string;
}

/** The fields of a vehicle that an import row gives it, as Fleet holds them: a row with the same is unchanged. */
export type VehicleValues = Omit<VehicleInput, 'license_plate' | 'company_id' | 'last_service_mileage'> & {
  last_service_mileage: number | null;
};

/** What the rows of a vehicles file need from the database. */
interface VehicleLookups {
  /** The branches of the company that the caller sees, by name in lower case. */
  branchesByName: Map<string, BranchByName>;
  /**
   * Those of the file's plates that an active vehicle of the company has already: with its values
   * (and the branches the caller sees) when the caller sees it, else null.
   */
  taken: Map<string, VehicleValues | null>;
}

/**
 * New vehicles for one company: a plate neither active in the company nor twice in the file, and
 * branches the caller sees, found by name. A row of a vehicle that is in Fleet already exactly as the
 * row has it (an export imported again) is unchanged and skipped; one with other values is refused,
 * since the import adds vehicles and changes none. The keys are the file's plates.
 */
export const vehicleSheet: SheetCheck<string[], VehicleLookups, VehicleInput> = {
  resource: 'vehicles',
  columns: VEHICLE_COLUMNS,
  keysOf: (sheet) => [...new Set(sheet.rows.map((row) => plateKey(row.values.license_plate)).filter(Boolean))],
  check(sheet, { branchesByName, taken }) {
    const platesInFile = new Set<string>();
    const inputs: VehicleInput[] = [];
    let unchanged = 0;
    for (const row of sheet.rows) {
      const plate = plateKey(row.values.license_plate);
      const twice = plate !== '' && platesInFile.has(plate);
      if (twice) sheet.addIssue(row.row, 'license_plate', messages.importDuplicatePlate, row.cells.license_plate);
      platesInFile.add(plate);
      const branchIds = branchIdsOf(sheet, row, branchesByName);
      const input = sheet.validate(row, vehicleInput, { ...row.values, branches: branchIds });
      const existing = twice ? undefined : taken.get(plate);
      if (existing === undefined) {
        if (input) inputs.push(input);
      } else if (input && existing && sameVehicle(input, existing)) {
        unchanged += 1;
      } else {
        // A valid row that differs is a change; of a faulty row, or a vehicle the caller does not see, only the plate is known.
        const message = input && existing ? messages.importVehicleChanged : messages.plateTaken;
        sheet.addIssue(row.row, 'license_plate', message, row.cells.license_plate);
      }
    }
    const branchName = new Map([...branchesByName.values()].map((branch) => [branch.id, branch.name]));
    return {
      inputs,
      unchanged,
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

/** Every field of the row as the vehicle has it; branches in any order. */
function sameVehicle(input: VehicleInput, existing: VehicleValues): boolean {
  const branches = (ids: string[]) => [...ids].sort().join(' ');
  return (
    branches(input.branches) === branches(existing.branches) &&
    input.model === existing.model &&
    input.mileage === existing.mileage &&
    input.type === existing.type &&
    input.last_legislation_control === existing.last_legislation_control &&
    input.legislation_control_interval === existing.legislation_control_interval &&
    input.last_service_date === existing.last_service_date &&
    (input.last_service_mileage ?? null) === existing.last_service_mileage &&
    input.mandatory_service_interval === existing.mandatory_service_interval &&
    input.mandatory_service_interval_km === existing.mandatory_service_interval_km &&
    input.notes === existing.notes
  );
}

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
