import type { WorkOrder } from '../../../contract/schemas/work-order';
import {
  issuePriorityNames,
  mandatoryServiceTypeNames,
  workOrderLabels,
  workOrderRecordKindNames,
  workOrderStatusNames,
} from '../../../contract/vocabulary';
import type { MandatoryServiceType } from '../../../contract/mandatory-service-types';
import { labelsOf, writeDay, writeInteger, writeMoney, writeText, type CsvColumn } from '../../csv/columns';

/*
 * The work orders' CSV file (docs/csv.md, Export): exported only, in the list's order and filters, one
 * row per work order with its totals by kind; names (status, priority, record, a mandatory service
 * type) in the file's language.
 */

const label = (field: keyof (typeof workOrderLabels)['en']) => labelsOf(workOrderLabels, field);

export const workOrderCsvColumns: readonly CsvColumn<WorkOrder>[] = [
  { field: 'issued_on', labels: label('issued_on'), write: (row, c) => writeDay(row.issued_on, c) },
  { field: 'vehicle_license_plate', labels: label('vehicle_license_plate'), write: (row) => row.vehicle_license_plate },
  { field: 'title', labels: label('title'), write: (row) => row.title },
  { field: 'status', labels: label('status'), write: (row, c) => workOrderStatusNames[c.language][row.status] },
  { field: 'priority', labels: label('priority'), write: (row, c) => issuePriorityNames[c.language][row.priority] },
  { field: 'record_kind', labels: label('record_kind'), write: (row, c) => workOrderRecordKindNames[c.language][row.record_kind] },
  {
    field: 'service_type',
    labels: label('service_type'),
    write: (row, c) =>
      row.record_kind === 'mandatory'
        ? (mandatoryServiceTypeNames[c.language][row.service_type as MandatoryServiceType] ?? row.service_type)
        : row.service_type,
  },
  { field: 'vendor_name', labels: label('vendor_name'), write: (row) => writeText(row.vendor_name) },
  { field: 'assignee_name', labels: label('assignee_name'), write: (row) => writeText(row.assignee_name) },
  { field: 'due_on', labels: label('due_on'), write: (row, c) => writeDay(row.due_on, c) },
  { field: 'started_on', labels: label('started_on'), write: (row, c) => writeDay(row.started_on, c) },
  { field: 'completed_on', labels: label('completed_on'), write: (row, c) => writeDay(row.completed_on, c) },
  { field: 'odometer', labels: label('odometer'), write: (row) => writeInteger(row.odometer) },
  { field: 'labour_cost', labels: label('labour_cost'), write: (row, c) => writeMoney(row.labour_cost, c) },
  { field: 'parts_cost', labels: label('parts_cost'), write: (row, c) => writeMoney(row.parts_cost, c) },
  { field: 'other_cost', labels: label('other_cost'), write: (row, c) => writeMoney(row.other_cost, c) },
  { field: 'total_cost', labels: label('total_cost'), write: (row, c) => writeMoney(row.total_cost, c) },
  { field: 'notes', labels: label('notes'), write: (row) => writeText(row.notes) },
];
