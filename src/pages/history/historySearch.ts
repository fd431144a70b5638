import { useSearchParams } from 'react-router-dom';
import { HISTORY_ENTITIES, type HistoryEntity } from '../../../contract/history';
import type { HistoryFilters } from '../../dataProvider/historyCalls';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isEntity = (value: string | null): value is HistoryEntity => value !== null && Object.hasOwn(HISTORY_ENTITIES, value);

/**
 * The History screen's filters and page live in its address (`?vehicleId=…&from=2026-11-01&page=2`),
 * so that a vehicle's History tab links to its records' changes, and a reload or a shared link shows
 * the same page. A day not yet typed whole is left out rather than refused.
 */
export function useHistorySearch(): { filters: HistoryFilters; page: number; change: (filters: HistoryFilters, page?: number) => void } {
  const [params, setParams] = useSearchParams();
  const text = (name: string) => params.get(name) || undefined;
  const day = (name: string) => (DAY.test(params.get(name) ?? '') ? params.get(name)! : undefined);
  const entity = params.get('entity');
  const filters: HistoryFilters = {
    entity: isEntity(entity) ? entity : undefined,
    vehicleId: text('vehicleId'),
    actorId: text('actorId'),
    from: day('from'),
    to: day('to'),
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const change = (next: HistoryFilters, nextPage = 1) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (typeof value === 'string' && value !== '') search.set(key, value);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search, { replace: true });
  };
  return { filters, page, change };
}
