import type { Identifier } from 'ra-core';
import type { HistoryEntity } from '../../contract/history';
import type { Language } from '../../contract/languages';
import type { HistoryEntry } from '../../contract/schemas/history';
import { buildUrl, type HttpClient } from './httpClient';
import { apiPathOf } from './apiResources';

/** A page of history as every list answers it, newest first. */
interface HistoryPage {
  data: HistoryEntry[];
  totalCount: number;
  totalPages: number;
}

/** The company-wide history's filters (GET /api/history): what kind of thing, which vehicle, who, from and to (yyyy-MM-dd). */
export interface HistoryFilters {
  entity?: HistoryEntity;
  vehicleId?: string;
  actorId?: string;
  from?: string;
  to?: string;
}

/**
 * Who changed what, and when (docs/history.md): one record's history, with its parts' (a work order's
 * lines), the company's, and the company's as CSV. Through the one HTTP client, so that they share its
 * session refresh.
 */
export function historyCalls(http: HttpClient) {
  return {
    /** `resource` is the screen's name (`employee`), as every react-admin call takes it. */
    async getRecordHistory(resource: string, recordId: Identifier, page: number, limit: number): Promise<HistoryPage> {
      return http<HistoryPage>(`${apiPathOf(resource)}/${recordId}/history`, { query: { page, limit } });
    },

    async getHistory(filters: HistoryFilters, page: number, limit: number): Promise<HistoryPage> {
      return http<HistoryPage>('/api/history', { query: { ...filters, page, limit } });
    },

    /** As every list's export: the session made fresh first, then the browser fetches (and streams) the file itself. */
    async downloadHistoryCsv(filters: HistoryFilters, language: Language): Promise<void> {
      await http('/api/auth/me');
      const link = document.createElement('a');
      link.href = buildUrl('/api/history/export.csv', { ...filters, lang: language });
      link.download = '';
      document.body.append(link);
      link.click();
      link.remove();
    },
  };
}
