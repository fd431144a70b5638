import type { DueStatus } from '../../../contract/due-rules';

/** The vehicles list filtered to one status, the most urgent first: where the overview's counts lead. */
export function vehiclesWithStatus(status?: DueStatus): string {
  const params = new URLSearchParams({ sort: 'next_due', order: 'ASC', page: '1' });
  if (status) params.set('filter', JSON.stringify({ due: status }));
  return `/dashboard/vehicles?${params}`;
}
