import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generalMaintenances } from '../../../server/db/schema';
import { makeBranch, makeCompany, makeEmployee, makeVehicle, PASSWORD } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * A download cut short must give its database connection back: the pool has 5, so a leak would
 * leave the API without connections after a few abandoned exports.
 */
let t: TestApp;
let base: string;
let cookie: string;

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const company = await makeCompany(t.db);
  const branch = await makeBranch(t.db, company.id);
  const person = await makeEmployee(t.db, { role: 'admin', companyId: company.id });
  const vehicle = await makeVehicle(t.db, company.id, [branch.id]);
  const rows = Array.from({ length: 30_000 }, (_, index) => ({
    companyId: company.id,
    vehicleId: vehicle.id,
    serviceType: `A long enough service description, number ${index}`,
    serviceDate: '2026-01-01',
    cost: 1,
    mileage: index,
  }));
  for (let start = 0; start < rows.length; start += 5_000) await t.db.insert(generalMaintenances).values(rows.slice(start, start + 5_000));
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: person.username, password: PASSWORD }),
  });
  cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}, 60_000);
afterAll(() => t.close());

it('an export the client stops reading gives its connection back to the pool', async () => {
  for (let attempt = 0; attempt < 8; attempt++) {
    const abort = new AbortController();
    const response = await fetch(`${base}/api/general-maintenances/export.csv`, { headers: { cookie }, signal: abort.signal });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    await reader.read();
    abort.abort();
  }
  // Every connection is idle again, and the API answers.
  await expect.poll(() => t.pool.totalCount - t.pool.idleCount, { timeout: 5_000 }).toBe(0);
  const list = await fetch(`${base}/api/general-maintenances?limit=1`, { headers: { cookie } });
  expect((await list.json()).totalCount).toBe(30_000);
  const whole = await fetch(`${base}/api/general-maintenances/export.csv`, { headers: { cookie } });
  expect((await whole.text()).split('\r\n').length).toBe(30_002);
});
