import type { HistoryEntry } from '../../../contract/schemas/history';
import { historyActionNames, historyActorNames, historyEntityNames, historyLabels } from '../../../contract/vocabulary';
import { labelsOf, type CsvColumn } from '../../csv/columns';

/*
 * The history's CSV file (docs/history.md, docs/csv.md): exported only, newest first, one row per
 * change with its fields as `field: before → after`, the values as stored (the file is for an
 * auditor's search, and stays exact), names in the file's language.
 */

const label = (field: keyof (typeof historyLabels)['en']) => labelsOf(historyLabels, field);

const valueText = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

export const historyCsvColumns: readonly CsvColumn<HistoryEntry>[] = [
  { field: 'at', labels: label('at'), write: (row) => row.at },
  {
    field: 'actor',
    labels: label('actor'),
    write: (row, c) => row.actor?.username ?? historyActorNames[c.language][row.source === 'system' ? 'system' : 'database'],
  },
  { field: 'action', labels: label('action'), write: (row, c) => historyActionNames[c.language][row.action] },
  { field: 'entity', labels: label('entity'), write: (row, c) => historyEntityNames[c.language][row.entity] },
  { field: 'vehicle_license_plate', labels: label('vehicle_license_plate'), write: (row) => row.vehicle_license_plate ?? '' },
  { field: 'record_id', labels: label('record_id'), write: (row) => row.record.id },
  {
    field: 'changes',
    labels: label('changes'),
    write: (row) =>
      Object.entries(row.changes)
        .map(([field, [before, after]]) => `${field}: ${valueText(before)} → ${valueText(after)}`)
        .join('; '),
  },
];
