import type { z } from 'zod';
import { messages, DUPLICATE_NAMES } from '../../../contract/messages';
import { partInput, type Part } from '../../../contract/schemas/part';
import { partLabels } from '../../../contract/vocabulary';
import { labelsOf, readNumber, readText, writeMoney, writeText, type CsvColumn, type CsvContext } from '../../csv/columns';
import type { Sheet } from '../../csv/sheet';
import type { SheetCheck } from '../../csv/sheet-check';
import { formatNumber } from '../../csv/values';

/*
 * The parts catalogue's CSV file (docs/csv.md): the export writes the list's columns in its order and
 * filters, what the branches the reader sees hold, and the reorder level; numbers in the file's language.
 * The import (csv.ts) takes the same file back, and checks it here, in its worker thread
 * (server/csv/sheet-check.ts): nothing here reaches the database.
 */

export type PartInput = z.output<typeof partInput>;

const label = (field: keyof (typeof partLabels)['en']) => labelsOf(partLabels, field);

/** A quantity: whole as a whole number, else with its hundredths. */
const writeQuantity = (value: number | null, context: CsvContext) =>
  value === null ? '' : formatNumber(value, Number.isInteger(value) ? 0 : 2, context.convention);

/**
 * On hand is exported for reading and left alone by the import: the stock moves only by its changes
 * (docs/work-orders.md). The preferred vendor is written and read by its name.
 */
export const partCsvColumns: readonly CsvColumn<Part>[] = [
  { field: 'number', labels: label('number'), write: (row) => row.number, read: readText, required: true },
  { field: 'name', labels: label('name'), write: (row) => row.name, read: readText, required: true },
  { field: 'on_hand', labels: label('on_hand'), write: (row, c) => writeQuantity(row.on_hand, c) },
  { field: 'unit', labels: label('unit'), write: (row) => row.unit, read: readText, required: true },
  {
    field: 'unit_cost',
    labels: label('unit_cost'),
    write: (row, c) => (row.unit_cost === null ? '' : writeMoney(row.unit_cost, c)),
    read: readNumber,
  },
  {
    field: 'preferred_vendor_name',
    labels: label('preferred_vendor_name'),
    write: (row) => writeText(row.preferred_vendor_name),
    read: readText,
  },
  { field: 'reorder_level', labels: label('reorder_level'), write: (row, c) => writeQuantity(row.reorder_level, c), read: readNumber },
  { field: 'notes', labels: label('notes'), write: (row) => writeText(row.notes), read: readText },
];

/** A part number as the company's unique index compares them: in any case. */
export const partNumberKey = (value: unknown) =>
  String(value ?? '')
    .trim()
    .toLowerCase();
/** A vendor's name as the import finds it: in any case, without the spaces around it. */
export const vendorNameKey = (value: unknown) =>
  String(value ?? '')
    .trim()
    .toLowerCase();

/** The fields of a part that an import row gives it, as Fleet holds them: a row with the same is unchanged. */
export type PartValues = Pick<Part, 'number' | 'name' | 'unit' | 'unit_cost' | 'preferred_vendor_id' | 'reorder_level' | 'notes'>;

/** What a parts file's rows look up: their numbers, and the vendors they name (both as keys, in lower case). */
interface PartKeys {
  numbers: string[];
  vendors: string[];
}

/** What the database says about them. */
interface PartLookups {
  /** The company's vendors with the file's names, by name in lower case: their ids (more than one: the name is ambiguous). */
  vendorsByName: Map<string, { ids: string[]; name: string }>;
  /** Those of the file's numbers that a part of the company has already (in any case), with its values. */
  taken: Map<string, PartValues>;
}

/**
 * New parts for one company's catalogue: a number neither in the catalogue (in any case) nor twice in
 * the file, and a preferred vendor of the company, found by name (empty: none). A row of a part that is
 * in Fleet already exactly as the row has it (an export imported again) is unchanged and skipped; one
 * with other values is refused, since the import adds parts and changes none.
 */
export const partSheet: SheetCheck<PartKeys, PartLookups, PartInput> = {
  resource: 'parts',
  columns: partCsvColumns as readonly CsvColumn<never>[],
  keysOf: (sheet) => ({
    numbers: [...new Set(sheet.rows.map((row) => partNumberKey(row.values.number)).filter(Boolean))],
    vendors: [...new Set(sheet.rows.map((row) => vendorNameKey(row.values.preferred_vendor_name)).filter(Boolean))],
  }),
  check(sheet, { vendorsByName, taken }) {
    const numbersInFile = new Set<string>();
    const inputs: PartInput[] = [];
    let unchanged = 0;
    for (const row of sheet.rows) {
      const number = partNumberKey(row.values.number);
      const twice = number !== '' && numbersInFile.has(number);
      if (twice) sheet.addIssue(row.row, 'number', messages.importDuplicatePartNumber, row.cells.number);
      numbersInFile.add(number);
      const input = sheet.validate(
        row,
        partInput,
        { ...row.values, preferred_vendor_id: vendorOf(sheet, row.row, row.cells.preferred_vendor_name, vendorsByName) },
        { preferred_vendor_id: 'preferred_vendor_name' },
      );
      const existing = twice ? undefined : taken.get(number);
      if (existing === undefined) {
        if (input) inputs.push(input);
      } else if (input && samePart(input, existing)) {
        unchanged += 1;
      } else {
        // A valid row that differs is a change; of a faulty row only the number is known.
        const message = input ? messages.importPartChanged : messages.duplicate(DUPLICATE_NAMES.part_number);
        sheet.addIssue(row.row, 'number', message, row.cells.number);
      }
    }
    const vendorName = new Map([...vendorsByName.values()].flatMap((vendor) => vendor.ids.map((id) => [id, vendor.name] as const)));
    return {
      inputs,
      unchanged,
      preview: (input) => ({
        number: input.number,
        name: input.name,
        unit: input.unit,
        unit_cost: input.unit_cost ?? null,
        preferred_vendor_name: input.preferred_vendor_id ? (vendorName.get(input.preferred_vendor_id) ?? null) : null,
        reorder_level: input.reorder_level ?? null,
        notes: input.notes,
      }),
    };
  },
};

/** The id of the vendor a cell names; none for an empty cell. A name no vendor, or several, has is an issue of the row. */
function vendorOf(sheet: Sheet, row: number, cell: string | undefined, byName: PartLookups['vendorsByName']): string | null {
  const name = vendorNameKey(cell);
  if (name === '') return null;
  const vendor = byName.get(name);
  if (!vendor) sheet.addIssue(row, 'preferred_vendor_name', messages.importUnknownVendor, cell);
  else if (vendor.ids.length > 1) sheet.addIssue(row, 'preferred_vendor_name', messages.importVendorAmbiguous, cell);
  return vendor?.ids.length === 1 ? vendor.ids[0]! : null;
}

/** Every field of the row as the part has it; amounts to the hundredth, as they are stored. */
function samePart(input: PartInput, existing: PartValues): boolean {
  const hundredths = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(value * 100));
  return (
    input.number === existing.number &&
    input.name === existing.name &&
    input.unit === existing.unit &&
    hundredths(input.unit_cost) === hundredths(existing.unit_cost) &&
    input.preferred_vendor_id === existing.preferred_vendor_id &&
    hundredths(input.reorder_level) === hundredths(existing.reorder_level) &&
    input.notes === existing.notes
  );
}
