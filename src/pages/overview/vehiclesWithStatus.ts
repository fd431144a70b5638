import type { DueStatus } from '../../../contract/due-rules';

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
