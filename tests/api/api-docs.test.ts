import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from './support/test-app';

/*
 * /api/docs tells a client every answer a route can give (docs/architecture.md, Errors): each route
 * declares its failures beside its success, as server/routes/failures.ts describes them.
 */

const t = await startTestApp();
afterAll(() => t.close());

interface Operation {
  security?: unknown[];
  responses: Record<string, { description?: string }>;
}

const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([method]) => method !== 'head')
    .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, path, operation })),
);
const signedIn = operations.filter(({ path }) => !path.startsWith('/api/auth/') || path === '/api/auth/me');

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
