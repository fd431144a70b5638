import type { Issue } from '../../../contract/schemas/issue';
import { issueLabels, issuePriorityNames, issueSourceNames, issueStatusNames } from '../../../contract/vocabulary';
import { labelsOf, writeDay, writeInteger, writeText, type CsvColumn } from '../../csv/columns';

/*
 * The issues' CSV file (docs/csv.md, Export): exported only, in the list's order and filters. Names
 * (priority, status, where it came from) in the file's language, days as the company counts them.
 */

/** An issue as exported: its row, and the days it was reported and resolved on in its company's zone. */
export type ExportedIssue = Issue & { created_on: string; resolved_on: string | null };

const label = (field: keyof (typeof issueLabels)['en']) => labelsOf(issueLabels, field);

export const issueCsvColumns: readonly CsvColumn<ExportedIssue>[] = [
  { field: 'created_on', labels: label('created_on'), write: (row, c) => writeDay(row.created_on, c) },
  { field: 'vehicle_license_plate', labels: label('vehicle_license_plate'), write: (row) => row.vehicle_license_plate },
  { field: 'title', labels: label('title'), write: (row) => row.title },
  { field: 'description', labels: label('description'), write: (row) => writeText(row.description) },
  { field: 'priority', labels: label('priority'), write: (row, c) => issuePriorityNames[c.language][row.priority] },
  { field: 'status', labels: label('status'), write: (row, c) => issueStatusNames[c.language][row.status] },
  { field: 'assignee_name', labels: label('assignee_name'), write: (row) => writeText(row.assignee_name) },
  { field: 'due_on', labels: label('due_on'), write: (row, c) => writeDay(row.due_on, c) },
  { field: 'odometer', labels: label('odometer'), write: (row) => writeInteger(row.odometer) },
  { field: 'source', labels: label('source'), write: (row, c) => issueSourceNames[c.language][row.source] },
  { field: 'reported_by_name', labels: label('reported_by_name'), write: (row) => writeText(row.reported_by_name) },
  { field: 'resolved_on', labels: label('resolved_on'), write: (row, c) => writeDay(row.resolved_on, c) },
  { field: 'comment_count', labels: label('comment_count'), write: (row) => writeInteger(row.comment_count) },
];
