import type { DueStatus } from '../../../contract/due-rules';
import type { IssuePriority } from '../../../contract/inspections';
import { issues } from '../../resourceDefinitions/issues';

/** The vehicles list filtered to one status, the most urgent first: where the overview's counts lead. */
export function vehiclesWithStatus(status?: DueStatus): string {
  const params = new URLSearchParams({ sort: 'next_due', order: 'ASC', page: '1' });
  if (status) params.set('filter', JSON.stringify({ due: status }));
  return `/dashboard/vehicles?${params}`;
}

/** The documents list filtered to the documents that have expired or expire soon: where the documents' counts lead. */
export function documentsExpiring(status: Exclude<DueStatus, 'ok'>): string {
  const params = new URLSearchParams({ sort: 'expires_on', order: 'ASC', page: '1', filter: JSON.stringify({ expires: status }) });
  return `/dashboard/documents?${params}`;
}

/** The issues list with the open ones (open and in progress), of one priority when given, the newest first: where the yard's counts lead. */
export function openIssues(priority?: IssuePriority): string {
  const filter: Record<string, string> = { status: 'open_any' };
  if (priority) filter.priority = priority;
  const params = new URLSearchParams({ sort: 'createdAt', order: 'DESC', page: '1', filter: JSON.stringify(filter) });
  return `/dashboard/${issues.name}?${params}`;
}

/** The vehicles list filtered to those out of service, by plate: where the yard's "Show all" leads. */
export function vehiclesOutOfService(): string {
  const params = new URLSearchParams({ sort: 'license_plate', order: 'ASC', page: '1', filter: JSON.stringify({ inService: false }) });
  return `/dashboard/vehicles?${params}`;
}
