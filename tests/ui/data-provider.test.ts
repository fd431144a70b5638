import { describe, expect, it, vi } from 'vitest';
import { MAX_PAGE_SIZE } from '../../contract/schemas/common';
import { createDataProvider, listQuery } from '../../src/dataProvider/index';
import { apiPathOf, apiResources, followsBranchSelector } from '../../src/dataProvider/apiResources';
import { createHttpClient, type FleetRequest, type HttpClient } from '../../src/dataProvider/httpClient';
import { writeSelectedBranch } from '../../src/dataProvider/selectedBranch';
import { RESOURCES } from '../../src/resources';

/*
 * The data provider against a fake HTTP client: each test reads back the path and request that
 * react-admin's calls turn into, and the client answers as the API does.
 */

type Call = [path: string, request?: FleetRequest];

function fakeHttp(answer: (path: string, request?: FleetRequest) => unknown = () => ({ data: { id: 'r1' } })) {
  const http = vi.fn(async (path: string, request?: FleetRequest): Promise<unknown> => answer(path, request));
  return { http, provider: createDataProvider(http as unknown as HttpClient) };
}

function onlyCall(http: ReturnType<typeof fakeHttp>['http']): Call {
  expect(http).toHaveBeenCalledTimes(1);
  return http.mock.calls[0] as Call;
}

const listAnswer = { data: [{ id: 'r1' }, { id: 'r2' }], totalCount: 42, totalPages: 5 };
const defaultList = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

/** The spec's screens and the API paths behind them (docs/screens.md, Routes and access). */
const PATHS = [
  ['companies', '/api/companies'],
  ['branches', '/api/branches'],
  ['vehicles', '/api/vehicles'],
  ['employee', '/api/employees'],
  ['mandatory-maintenance', '/api/mandatory-maintenances'],
  ['voluntary-maintenance', '/api/general-maintenances'],
] as const;

const BRANCH_SCOPED = ['vehicles', 'employee', 'mandatory-maintenance', 'voluntary-maintenance'] as const;
const ABOVE_BRANCHES = ['companies', 'branches'] as const;

describe('resources and their API paths', () => {
  it('knows the six screens of the spec, each resource of src/resources/index.ts, and each at its API resource', () => {
    expect(Object.keys(apiResources)).toEqual(expect.arrayContaining(PATHS.map(([resource]) => resource)));
    expect(Object.keys(apiResources).sort()).toEqual(RESOURCES.map((resource) => resource.name).sort());
    for (const resource of RESOURCES) expect(apiPathOf(resource.name)).toBe(`/api/${resource.api}`);
  });

  it.each(PATHS)('%s lives at %s', async (resource, path) => {
    expect(apiPathOf(resource)).toBe(path);
    const { http, provider } = fakeHttp(() => listAnswer);
    await provider.getList(resource, defaultList);
    expect(onlyCall(http)[0]).toBe(path);
  });

  it('refuses a resource it does not know rather than guessing a path', () => {
    expect(() => apiPathOf('trucks')).toThrow('Unknown resource: trucks');
  });
});

describe('the query of a list', () => {
  it('sends the pagination as page and limit', () => {
    expect(listQuery('companies', { pagination: { page: 3, perPage: 25 } })).toEqual({ page: 3, limit: 25 });
  });

  it.each([
    ['ASC', 'asc'],
    ['DESC', 'desc'],
  ] as const)('sends the sort field as sort and the order %s as %s', (order, sent) => {
    expect(listQuery('companies', { sort: { field: 'name', order } })).toEqual({ sort: 'name', order: sent });
  });

  it("sends no sort for react-admin's default sort by id (the API's own order)", () => {
    expect(listQuery('companies', { sort: { field: 'id', order: 'DESC' } })).toEqual({});
  });

  it('passes every filter through as it is', () => {
    const filter = { q: 'truck', type: 'truck', vehicleId: 'v7', isActive: true };
    expect(listQuery('companies', { filter })).toEqual(filter);
  });

  it.each(BRANCH_SCOPED)('sends the branch chosen in the sidebar as branchId for %s', (resource) => {
    writeSelectedBranch('b1');
    expect(listQuery(resource, { filter: {} }).branchId).toBe('b1');
  });

  it.each(ABOVE_BRANCHES)('does not send the chosen branch for %s', (resource) => {
    writeSelectedBranch('b1');
    expect(listQuery(resource, { filter: {} })).not.toHaveProperty('branchId');
  });

  it.each(BRANCH_SCOPED)('lets a branchId filter of %s win over the branch chosen in the sidebar', (resource) => {
    writeSelectedBranch('b1');
    expect(listQuery(resource, { filter: { branchId: 'b2' } }).branchId).toBe('b2');
  });

  it.each(BRANCH_SCOPED)("sends no branch for %s when the filter says branchId null (one vehicle's records)", (resource) => {
    writeSelectedBranch('b1');
    expect(listQuery(resource, { filter: { vehicleId: 'v7', branchId: null } })).toEqual({ vehicleId: 'v7' });
  });

  it('sends no branch when all branches are chosen', async () => {
    writeSelectedBranch('');
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(listAnswer)));
    await createDataProvider(createHttpClient({ fetch })).getList('vehicles', defaultList);
    expect(fetch).toHaveBeenCalledWith('/api/vehicles?page=1&limit=10', expect.anything());
  });

  it('is what getList sends', async () => {
    writeSelectedBranch('b1');
    const { http, provider } = fakeHttp(() => listAnswer);
    await provider.getList('vehicles', {
      pagination: { page: 2, perPage: 50 },
      sort: { field: 'license_plate', order: 'DESC' },
      filter: { q: 'AB', type: 'car' },
    });
    expect(onlyCall(http)).toEqual([
      '/api/vehicles',
      { query: { page: 2, limit: 50, sort: 'license_plate', order: 'desc', q: 'AB', type: 'car', branchId: 'b1' } },
    ]);
  });
});

describe('reading', () => {
  it('getList answers the rows as data and totalCount as total', async () => {
    const { provider } = fakeHttp(() => listAnswer);
    await expect(provider.getList('companies', defaultList)).resolves.toEqual({ data: listAnswer.data, total: 42 });
  });

  it('getOne asks for the record at its path', async () => {
    const { http, provider } = fakeHttp(() => ({ data: { id: 'e1', username: 'ana' } }));
    await expect(provider.getOne('employee', { id: 'e1' })).resolves.toEqual({ data: { id: 'e1', username: 'ana' } });
    expect(onlyCall(http)).toEqual(['/api/employees/e1']);
  });

  it('getMany asks for the ids in one list call, joined with commas in the URL', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(listAnswer)));
    const provider = createDataProvider(createHttpClient({ fetch }));
    await expect(provider.getMany('branches', { ids: ['b1', 'b2', 'b3'] })).resolves.toEqual({ data: listAnswer.data });

    expect(fetch).toHaveBeenCalledTimes(1);
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://fleet.test');
    expect(url.pathname).toBe('/api/branches');
    expect(url.searchParams.get('ids')).toBe('b1,b2,b3');
  });

  it('getMany asks for at most a page of ids per call and joins the answers', async () => {
    const ids = Array.from({ length: MAX_PAGE_SIZE + 20 }, (_, index) => `v${index}`);
    const { http, provider } = fakeHttp((_, request) => ({
      data: (request?.query?.ids as string[]).map((id) => ({ id })),
      totalCount: 0,
    }));
    const answer = await provider.getMany('vehicles', { ids });

    expect(http).toHaveBeenCalledTimes(2);
    expect(http.mock.calls.map(([, request]) => (request?.query?.ids as string[]).length)).toEqual([MAX_PAGE_SIZE, 20]);
    expect(http.mock.calls.every(([, request]) => request?.query?.limit === MAX_PAGE_SIZE)).toBe(true);
    expect(answer.data.map((record) => record.id)).toEqual(ids);
  });

  it('getManyReference is a list filtered by the target', async () => {
    const { http, provider } = fakeHttp(() => listAnswer);
    const answer = await provider.getManyReference('mandatory-maintenance', {
      target: 'vehicleId',
      id: 'v7',
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'finished_on', order: 'DESC' },
      filter: { q: 'oil' },
    });

    expect(answer).toEqual({ data: listAnswer.data, total: 42 });
    expect(onlyCall(http)).toEqual([
      '/api/mandatory-maintenances',
      { query: { page: 1, limit: 25, sort: 'finished_on', order: 'desc', q: 'oil', vehicleId: 'v7', branchId: '' } },
    ]);
  });
});

describe('writing', () => {
  it('create POSTs the record as JSON to the resource path', async () => {
    const { http, provider } = fakeHttp(() => ({ data: { id: 'v1', license_plate: 'AB-1' } }));
    const data = { license_plate: 'AB-1', model: 'Transit', mileage: 10, type: 'car' };
    await expect(provider.create('vehicles', { data })).resolves.toEqual({ data: { id: 'v1', license_plate: 'AB-1' } });
    expect(onlyCall(http)).toEqual(['/api/vehicles', { method: 'POST', body: data }]);
  });

  it("update PUTs the record to the record's path", async () => {
    const { http, provider } = fakeHttp(() => ({ data: { id: 'g1', cost: 5 } }));
    const data = { id: 'g1', cost: 5 };
    await expect(provider.update('voluntary-maintenance', { id: 'g1', data, previousData: { id: 'g1' } })).resolves.toEqual({
      data: { id: 'g1', cost: 5 },
    });
    expect(onlyCall(http)).toEqual(['/api/general-maintenances/g1', { method: 'PUT', body: data }]);
  });

  it("delete sends DELETE to the record's path", async () => {
    const { http, provider } = fakeHttp(() => ({ data: { id: 'e1' } }));
    await expect(provider.delete('employee', { id: 'e1' })).resolves.toEqual({ data: { id: 'e1' } });
    expect(onlyCall(http)).toEqual(['/api/employees/e1', { method: 'DELETE' }]);
  });

  it('updateMany PUTs the same change to each record', async () => {
    const { http, provider } = fakeHttp();
    await expect(provider.updateMany('vehicles', { ids: ['v1', 'v2'], data: { mileage: 9 } })).resolves.toEqual({ data: ['v1', 'v2'] });
    expect(http.mock.calls).toEqual([
      ['/api/vehicles/v1', { method: 'PUT', body: { mileage: 9 } }],
      ['/api/vehicles/v2', { method: 'PUT', body: { mileage: 9 } }],
    ]);
  });

  it('deleteMany sends DELETE for each record', async () => {
    const { http, provider } = fakeHttp();
    await expect(provider.deleteMany('branches', { ids: ['b1', 'b2'] })).resolves.toEqual({ data: ['b1', 'b2'] });
    expect(http.mock.calls).toEqual([
      ['/api/branches/b1', { method: 'DELETE' }],
      ['/api/branches/b2', { method: 'DELETE' }],
    ]);
  });
});

describe('logos', () => {
  const newLogo = () => ({ rawFile: new File(['\x89PNG fake image'], 'logo.png', { type: 'image/png' }) });

  function formOf(call: Call): FormData {
    const body = call[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    return body as FormData;
  }

  async function expectLogoFile(form: FormData) {
    const logo = form.get('logo');
    expect(logo).toBeInstanceOf(File);
    expect((logo as File).name).toBe('logo.png');
    expect((logo as File).type).toBe('image/png');
    expect(await (logo as File).text()).toBe('\x89PNG fake image');
    expect(form.getAll('logo')).toHaveLength(1);
  }

  it('a company created with a newly chosen logo is sent as multipart: the file in logo, every other field as text', async () => {
    const { http, provider } = fakeHttp();
    await provider.create('companies', { data: { name: 'Acme', address: 'Main St 1', email: 'info@acme.test', logo: newLogo() } });

    const call = onlyCall(http);
    expect(call[0]).toBe('/api/companies');
    expect(call[1]?.method).toBe('POST');
    const form = formOf(call);
    await expectLogoFile(form);
    expect(form.get('name')).toBe('Acme');
    expect(form.get('address')).toBe('Main St 1');
    expect(form.get('email')).toBe('info@acme.test');
    expect([...form.keys()].sort()).toEqual(['address', 'email', 'logo', 'name']);
  });

  it('a branch created with a newly chosen logo is sent as multipart too', async () => {
    const { http, provider } = fakeHttp();
    await provider.create('branches', { data: { name: 'North', company_id: 'c1', logo: newLogo() } });

    const call = onlyCall(http);
    expect(call[0]).toBe('/api/branches');
    const form = formOf(call);
    await expectLogoFile(form);
    expect(form.get('name')).toBe('North');
    expect(form.get('company_id')).toBe('c1');
  });

  it('an update with a newly chosen logo is sent as multipart to the record', async () => {
    const { http, provider } = fakeHttp();
    await provider.update('companies', { id: 'c1', data: { id: 'c1', name: 'Acme', logo: newLogo() }, previousData: { id: 'c1' } });

    const call = onlyCall(http);
    expect(call[0]).toBe('/api/companies/c1');
    expect(call[1]?.method).toBe('PUT');
    await expectLogoFile(formOf(call));
  });

  it('an update that keeps the stored logo path stays JSON', async () => {
    const { http, provider } = fakeHttp();
    const data = { id: 'c1', name: 'Acme', logo: '/uploads/logos/c1.png' };
    await provider.update('companies', { id: 'c1', data, previousData: { id: 'c1' } });
    expect(onlyCall(http)).toEqual(['/api/companies/c1', { method: 'PUT', body: data }]);
  });

  it('an update that removes the logo (null) stays JSON', async () => {
    const { http, provider } = fakeHttp();
    const data = { id: 'b1', name: 'North', logo: null };
    await provider.update('branches', { id: 'b1', data, previousData: { id: 'b1' } });
    expect(onlyCall(http)).toEqual(['/api/branches/b1', { method: 'PUT', body: data }]);
  });

  it('a create without a logo stays JSON', async () => {
    const { http, provider } = fakeHttp();
    await provider.create('companies', { data: { name: 'Acme' } });
    expect(onlyCall(http)).toEqual(['/api/companies', { method: 'POST', body: { name: 'Acme' } }]);
  });
});

describe('which lists follow the branch selector', () => {
  it('is exactly the vehicles, employees and both maintenance lists', () => {
    expect(PATHS.map(([resource]) => resource).filter(followsBranchSelector)).toEqual([...BRANCH_SCOPED]);
  });
});
