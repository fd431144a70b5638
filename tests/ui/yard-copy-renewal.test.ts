import { describe, expect, it } from 'vitest';
import type { HttpClient } from '../../src/dataProvider/httpClient';
import { renewYardCopy, YARD_COPY_RENEW_AFTER_MS, YARD_COPY_VEHICLES } from '../../src/layout/yard/renewYardCopy';
import { forgetKeptReads, readYardCopy } from '../../src/sw/yardCopy';

/*
 * The page's side of the yard copy (src/layout/yard/renewYardCopy.ts) against fake-indexeddb: it reads
 * the person's vehicles page by page up to its limit and the forms in use, keeps them for that person,
 * reads nothing again while the copy is theirs and fresh, and keeps nothing for someone who signed out
 * meanwhile. The server is a stand-in answering pages of a fleet of any size.
 */

const T0 = Date.parse('2026-11-29T08:00:00Z');

function server(fleetSize: number) {
  const asked: string[] = [];
  const http = (async (path: string, request?: { query?: Record<string, string> }) => {
    const query = request?.query ?? {};
    asked.push(`${path}?${new URLSearchParams(query).toString()}`);
    const page = Number(query.page);
    const limit = Number(query.limit);
    const total = path === '/api/vehicles' ? fleetSize : 2;
    const from = (page - 1) * limit;
    const data = Array.from({ length: Math.max(0, Math.min(limit, total - from)) }, (_, i) => ({
      id: `${path.endsWith('vehicles') ? 'v' : 'f'}${from + i}`,
      name: `form ${from + i}`,
    }));
    return { data, totalCount: total, totalPages: Math.ceil(total / limit) };
  }) as unknown as HttpClient;
  return { http, asked };
}

describe('the yard copy is renewed', () => {
  it('whole for a branch’s fleet: every vehicle, page by page, and the forms in use, for the person', async () => {
    const { http, asked } = server(230);
    await renewYardCopy(
      http,
      'p1',
      () => 'p1',
      () => T0,
    );
    const copy = await readYardCopy();
    expect(copy).toMatchObject({ personId: 'p1', keptAt: T0 });
    expect(copy!.vehicles).toHaveLength(230);
    expect(copy!.forms).toHaveLength(2);
    expect(asked).toEqual([
      '/api/vehicles?sort=license_plate&order=asc&page=1&limit=100',
      '/api/inspection-forms?active=true&sort=name&order=asc&page=1&limit=100',
      '/api/vehicles?sort=license_plate&order=asc&page=2&limit=100',
      '/api/vehicles?sort=license_plate&order=asc&page=3&limit=100',
    ]);
  });

  it(`up to ${YARD_COPY_VEHICLES} vehicles of an admin’s large fleet, by plate`, async () => {
    const { http, asked } = server(100_000);
    await renewYardCopy(
      http,
      'admin',
      () => 'admin',
      () => T0,
    );
    expect((await readYardCopy())!.vehicles).toHaveLength(YARD_COPY_VEHICLES);
    expect(asked.filter((address) => address.startsWith('/api/vehicles'))).toHaveLength(YARD_COPY_VEHICLES / 100);
  });

  it('not again while the copy is the person’s and fresh; again when it is old or another’s', async () => {
    const { http, asked } = server(5);
    await renewYardCopy(
      http,
      'p1',
      () => 'p1',
      () => T0,
    );
    const once = asked.length;
    await renewYardCopy(
      http,
      'p1',
      () => 'p1',
      () => T0 + YARD_COPY_RENEW_AFTER_MS - 1,
    );
    expect(asked).toHaveLength(once);
    await renewYardCopy(
      http,
      'p1',
      () => 'p1',
      () => T0 + YARD_COPY_RENEW_AFTER_MS,
    );
    expect(asked).toHaveLength(2 * once);
    expect((await readYardCopy())!.keptAt).toBe(T0 + YARD_COPY_RENEW_AFTER_MS);
    await renewYardCopy(
      http,
      'p2',
      () => 'p2',
      () => T0 + YARD_COPY_RENEW_AFTER_MS + 1,
    );
    expect(asked).toHaveLength(3 * once);
    expect((await readYardCopy())!.personId).toBe('p2');
  });

  it('not at all for someone who signed out while it was read, and a failed read leaves the copy as it was', async () => {
    const { http } = server(5);
    await renewYardCopy(
      http,
      'p1',
      () => undefined,
      () => T0,
    );
    expect(await readYardCopy()).toBeUndefined();

    await renewYardCopy(
      http,
      'p1',
      () => 'p1',
      () => T0,
    );
    const failing = (async () => {
      throw new Error('offline');
    }) as unknown as HttpClient;
    await expect(
      renewYardCopy(
        failing,
        'p1',
        () => 'p1',
        () => T0 + YARD_COPY_RENEW_AFTER_MS,
      ),
    ).rejects.toThrow('offline');
    expect((await readYardCopy())!.keptAt).toBe(T0);
  });

  it('forgotten by signing out', async () => {
    const { http } = server(5);
    await renewYardCopy(
      http,
      'p1',
      () => 'p1',
      () => T0,
    );
    await forgetKeptReads();
    expect(await readYardCopy()).toBeUndefined();
  });
});
