import type { GetListParams } from 'ra-core';
import type { Language } from '../../contract/languages';
import type { ImportResult } from '../../contract/schemas/imports';
import { buildUrl, type HttpClient } from './httpClient';
import { apiPathOf } from './apiResources';
import { listQuery } from './listQuery';

/** A CSV import carries a file of up to 5 MB and checks every row: it may take longer than 5 s. */
export const IMPORT_TIMEOUT_MS = 60_000;

interface ImportOptions {
  dryRun: boolean;
  /** A superadmin imports into the company they name. */
  companyId?: string;
}

/** A resource's CSV files: importing one (checked first, as a dry run) and downloading a list as one. */
export function csvCalls(http: HttpClient) {
  return {
    async importCsv(resource: string, file: File, options: ImportOptions): Promise<ImportResult> {
      const form = new FormData();
      if (options.companyId) form.append('companyId', options.companyId);
      form.append('file', file);
      const answer = await http<{ data: ImportResult }>(`${apiPathOf(resource)}/import`, {
        method: 'POST',
        query: { dryRun: options.dryRun ? 'true' : undefined },
        body: form,
        timeoutMs: IMPORT_TIMEOUT_MS,
      });
      return answer.data;
    },

    /**
     * Starts the download of a list as CSV: the list's filters and sort and the sidebar's branch, in
     * the user's language. The browser fetches the file itself (it streams, however long), so the
     * session is made fresh first, through the client's single refresh.
     */
    async downloadCsv(resource: string, params: Pick<GetListParams, 'filter' | 'sort'>, language: Language): Promise<void> {
      await http('/api/auth/me');
      const link = document.createElement('a');
      link.href = buildUrl(`${apiPathOf(resource)}/export.csv`, { ...listQuery(resource, params), lang: language });
      link.download = '';
      document.body.append(link);
      link.click();
      link.remove();
    },
  };
}
