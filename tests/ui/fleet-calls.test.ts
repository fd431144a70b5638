import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/dataProvider/index';
import { IMPORT_TIMEOUT_MS } from '../../src/dataProvider/fleetCalls';
import type { FleetRequest, HttpClient } from '../../src/dataProvider/httpClient';
import { writeSelectedBranch } from '../../src/dataProvider/selectedBranch';

/* Fleet's own calls (overview, thresholds, CSV files) against a fake HTTP client. */

const BRANCH = '00000000-0000-4000-8000-0000000000b1';

function fakeHttp(answer: unknown = { data: {} }) {
  const http = vi.fn(async (_path: string, _request?: FleetRequest): Promise<unknown> => answer);
  return { http, provider: createDataProvider(http as unknown as HttpClient) };
}

afterEach(() => writeSelectedBranch(''));

describe('the overview and the thresholds', () => {
  it("asks for the overview of the sidebar's branch", async () => {
    writeSelectedBranch(BRANCH);
    const { http, provider } = fakeHttp({ data: { vehicles: { total: 1 } } });
    expect(await provider.getOverview()).toEqual({ vehicles: { total: 1 } });
    expect(http).toHaveBeenCalledWith('/api/overview', { query: { branchId: BRANCH } });
  });

  it("reads and changes a company's thresholds", async () => {
    const { http, provider } = fakeHttp({ data: { company_id: 'c1', due_soon_days: 30, due_soon_km: 1000 } });
    await provider.getCompanySettings('c1');
    expect(http).toHaveBeenLastCalledWith('/api/companies/c1/settings');
    const settings = { due_soon_days: 45, due_soon_km: 2000, time_zone: 'Europe/Tirane', send_hour: 7, version: 3 };
    await provider.updateCompanySettings('c1', settings);
    expect(http).toHaveBeenLastCalledWith('/api/companies/c1/settings', {
      method: 'PUT',
      body: settings,
    });
  });
});

describe('CSV files', () => {
  it('sends an import as multipart with the file, dryRun in the query and a longer timeout', async () => {
    const { http, provider } = fakeHttp({ data: { dry_run: true, rows: 1 } });
    const file = new File(['a,b\n1,2\n'], 'fleet.csv', { type: 'text/csv' });
    expect(await provider.importCsv('voluntary-maintenance', file, { dryRun: true, companyId: 'c1' })).toEqual({ dry_run: true, rows: 1 });
    const [path, request] = http.mock.calls[0]!;
    expect(path).toBe('/api/general-maintenances/import');
    expect(request).toMatchObject({ method: 'POST', query: { dryRun: 'true' }, timeoutMs: IMPORT_TIMEOUT_MS });
    const form = request!.body as FormData;
    expect(form.get('file')).toBeInstanceOf(File);
    expect((form.get('file') as File).name).toBe('fleet.csv');
    expect(form.get('companyId')).toBe('c1');
    await provider.importCsv('vehicles', file, { dryRun: false });
    expect(http.mock.calls[1]![1]).toMatchObject({ query: { dryRun: undefined } });
    expect((http.mock.calls[1]![1]!.body as FormData).has('companyId')).toBe(false);
  });

  it("downloads the list with its filters, sort, the sidebar's branch and the language, after making the session fresh", async () => {
    writeSelectedBranch(BRANCH);
    const { http, provider } = fakeHttp();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href')!);
    });
    await provider.downloadCsv(
      'vehicles',
      { filter: { q: 'AA 1', due: 'overdue', type: '' }, sort: { field: 'next_due', order: 'DESC' } },
      'de',
    );
    expect(http).toHaveBeenCalledWith('/api/auth/me');
    expect(clicked).toHaveLength(1);
    const url = new URL(clicked[0]!, 'http://fleet.test');
    expect(url.pathname).toBe('/api/vehicles/export.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'AA 1',
      due: 'overdue',
      sort: 'next_due',
      order: 'desc',
      branchId: BRANCH,
      lang: 'de',
    });
    // No paging: the whole list.
    expect(url.searchParams.has('page')).toBe(false);
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
  });

  it('does not start a download when the session cannot be made fresh', async () => {
    const http = vi.fn(async () => {
      throw new Error('Your session has ended. Please sign in again.');
    });
    const provider = createDataProvider(http as unknown as HttpClient);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    await expect(provider.downloadCsv('vehicles', { filter: {}, sort: { field: 'id', order: 'ASC' } }, 'en')).rejects.toThrow(
      'Your session has ended',
    );
    expect(click).not.toHaveBeenCalled();
    click.mockRestore();
  });
});
