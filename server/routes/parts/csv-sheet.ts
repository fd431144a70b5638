import type { Part } from '../../../contract/schemas/part';
import { partLabels } from '../../../contract/vocabulary';
import { labelsOf, writeMoney, writeText, type CsvColumn, type CsvContext } from '../../csv/columns';
import { formatNumber } from '../../csv/values';

/*
 * The parts catalogue's CSV file (docs/csv.md, Export): the list's columns in its order and filters,
 * what the branches the reader sees hold, and the reorder level; numbers in the file's language.
 */

const label = (field: keyof (typeof partLabels)['en']) => labelsOf(partLabels, field);

/** A quantity: whole as a whole number, else with its hundredths. */
const writeQuantity = (value: number | null, context: CsvContext) =>
  value === null ? '' : formatNumber(value, Number.isInteger(value) ? 0 : 2, context.convention);

export const partCsvColumns: readonly CsvColumn<Part>[] = [
  { field: 'number', labels: label('number'), write: (row) => row.number },
  { field: 'name', labels: label('name'), write: (row) => row.name },
  { field: 'on_hand', labels: label('on_hand'), write: (row, c) => writeQuantity(row.on_hand, c) },
  { field: 'unit', labels: label('unit'), write: (row) => row.unit },
  { field: 'unit_cost', labels: label('unit_cost'), write: (row, c) => (row.unit_cost === null ? '' : writeMoney(row.unit_cost, c)) },
  { field: 'preferred_vendor_name', labels: label('preferred_vendor_name'), write: (row) => writeText(row.preferred_vendor_name) },
  { field: 'reorder_level', labels: label('reorder_level'), write: (row, c) => writeQuantity(row.reorder_level, c) },
  { field: 'notes', labels: label('notes'), write: (row) => writeText(row.notes) },
];
