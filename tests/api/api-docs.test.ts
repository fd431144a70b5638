import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from './support/test-app';

/*
 * /api/docs tells a client every answer a route can give (docs/architecture.md, Errors): each route
 * declares its failures beside its success, as server/api-docs/failures.ts describes them. And it is a
 * document a client can be generated from (docs/api.md): an operationId per operation, every body
 * declared (the multipart ones with their files), shared components, and both ways to sign in.
 */

const t = await startTestApp();
afterAll(() => t.close());

interface Schema {
  type?: string;
  format?: string;
  $ref?: string;
  properties?: Record<string, Schema>;
  required?: string[];
}

interface Operation {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: Schema }>; headers?: Record<string, unknown> }>;
}

const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
  paths: Record<string, Record<string, Operation>>;
  security: Array<Record<string, string[]>>;
  components: {
    schemas: Record<string, Schema>;
    securitySchemes: Record<string, { type: string; scheme?: string; in?: string; name?: string }>;
  };
};
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([method]) => method !== 'head')
    .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, path, operation })),
);
// Beyond signing in, a route needs none only where its address is the credential (a calendar feed).
const signedIn = operations.filter(
  ({ path, operation }) => (!path.startsWith('/api/auth/') || path === '/api/auth/me') && operation.security?.length !== 0,
);

describe('the API documentation', () => {
  it('lists every route family', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(signedIn.map((entry) => [entry.name, entry] as const))(
    '%s declares what a signed-in route may fail with',
    (_name, { path, operation }) => {
      const statuses = Object.keys(operation.responses);
      expect(statuses).toEqual(expect.arrayContaining(['401', '503']));
      if (path !== '/api/auth/me') expect(statuses).toEqual(expect.arrayContaining(['400', '403']));
      if (path.includes('{id}')) expect(statuses).toContain('404');
      for (const status of statuses.filter((code) => Number(code) >= 400)) expect(operation.responses[status]!.description).toBeTruthy();
    },
  );

  it('an update says it may answer 409 when the record changed', () => {
    const updates = operations.filter(({ name }) => name.startsWith('PUT '));
    expect(updates.length).toBeGreaterThanOrEqual(7);
    for (const { name, operation } of updates) expect(Object.keys(operation.responses), name).toContain('409');
  });
});

describe('a document a client can be generated from', () => {
  it('names every operation: a unique, readable operationId', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    for (const [index, id] of ids.entries()) expect(id, operations[index]!.name).toMatch(/^[a-z][A-Za-z]+$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining(['listVehicles', 'createVehicle', 'importVehicles', 'getCompanySettings', 'createAccessToken']),
    );
  });

  it('writes no path with a trailing slash', () => {
    for (const path of Object.keys(doc.paths)) expect(path).not.toMatch(/.\/$/);
  });

  it('answers every failure as the shared Error component, and every operation may fail with 500', () => {
    for (const { name, operation } of operations) {
      expect(Object.keys(operation.responses), name).toContain('500');
      for (const [status, answer] of Object.entries(operation.responses).filter(([code]) => Number(code) >= 400))
        expect(answer.content, `${name} ${status}`).toEqual({ 'application/json': { schema: { $ref: '#/components/schemas/Error' } } });
    }
  });

  it('says every operation may answer 429, and every answer carries the rate-limit headers Fleet sends', () => {
    for (const { name, operation } of operations) {
      expect(Object.keys(operation.responses), name).toContain('429');
      expect(Object.keys(operation.responses['429']!.headers ?? {}), name).toContain('Retry-After');
      for (const [status, answer] of Object.entries(operation.responses))
        expect(Object.keys(answer.headers ?? {}), `${name} ${status}`).toEqual(
          expect.arrayContaining(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']),
        );
    }
  });

  it('shares the records as components', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'Error',
        'Company',
        'Branch',
        'Employee',
        'Vehicle',
        'GeneralMaintenance',
        'MandatoryMaintenance',
        'Overview',
      ]),
    );
    const vehicle = doc.paths['/api/vehicles/{id}']!.get!.responses['200']!.content!['application/json']!.schema;
    expect(vehicle.properties!.data).toEqual({ $ref: '#/components/schemas/Vehicle' });
  });

  it('declares the body of every create and update, the multipart ones with their files', () => {
    for (const { name, operation } of operations.filter(({ name }) => /^(POST|PUT) /.test(name) && !name.includes('/auth/'))) {
      // Actions on a record, not creates or updates: they take no body.
      if (/\/(restore|invitation|read|read-all|run|calendar|test-email|test)$/.test(name)) continue;
      expect(operation.requestBody, name).toBeDefined();
    }
    for (const resource of ['companies', 'branches']) {
      for (const operation of [doc.paths[`/api/${resource}`]!.post!, doc.paths[`/api/${resource}/{id}`]!.put!]) {
        const form = operation.requestBody!.content['multipart/form-data']!.schema;
        expect(form.properties!.logo).toMatchObject({ type: 'string', format: 'binary' });
        expect(operation.requestBody!.content['application/json']).toBeDefined();
      }
    }
  });

  it('declares what an import reads: the file, and dryRun and companyId as fields or in the query', () => {
    for (const resource of ['vehicles', 'general-maintenances', 'mandatory-maintenances']) {
      const operation = doc.paths[`/api/${resource}/import`]!.post!;
      const form = operation.requestBody!.content['multipart/form-data']!.schema;
      expect(form.properties!.file).toMatchObject({ type: 'string', format: 'binary' });
      expect(form.required).toEqual(['file']);
      expect(Object.keys(form.properties!)).toEqual(expect.arrayContaining(['dryRun', 'companyId']));
      expect(operation.parameters!.filter((parameter) => parameter.in === 'query').map(({ name }) => name)).toEqual([
        'dryRun',
        'companyId',
      ]);
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '201']));
    }
  });

  it('declares both ways to sign in, the cookie and a Bearer token, and which routes need none', () => {
    expect(doc.components.securitySchemes.cookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'access_token' });
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toEqual([{ cookie: [] }, { bearer: [] }]);
    const open = operations.filter(({ operation }) => operation.security?.length === 0).map(({ name }) => name);
    expect(open.sort()).toEqual(
      [
        'GET /api/auth/invitation',
        'GET /api/calendar/{file}',
        'POST /api/auth/log-out',
        'POST /api/auth/login',
        'POST /api/auth/register',
        'POST /api/auth/token',
      ].sort(),
    );
  });
});
