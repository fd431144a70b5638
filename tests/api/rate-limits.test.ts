import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { signIn } from './support/client';
import { PASSWORD, makeCompany, makeEmployee } from './support/fixtures';
import { apiRoutes } from './support/route-table';
import { startTestApp, type TestApp } from './support/test-app';

/*
 * server/plugins/rate-limits.ts: every API route counts a caller's requests a minute, a signed-in
 * session apart from a client address without one, and answers 429 past the limit, with the headers
 * that say how many are left and when to come back. Here the limit is 8 a minute (2 without a session).
 */

const PER_MINUTE = 8;
let t: TestApp;
let username: string;

beforeAll(async () => {
  t = await startTestApp({ requestsPerMinute: PER_MINUTE });
  const company = await makeCompany(t.db);
  username = (await makeEmployee(t.db, { role: 'admin', companyId: company.id })).username;
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('a signed-in session makes its share of requests, then is answered 429 with Retry-After, and another session is not', async () => {
    const admin = await signIn(t.app, username, PASSWORD);
    const remaining: string[] = [];
    for (let request = 0; request < PER_MINUTE; request++) {
      const answer = await admin.get('/api/vehicles?page=1&limit=10');
      expect(answer.status).toBe(200);
      expect(answer.headers['x-ratelimit-limit']).toBe(String(PER_MINUTE));
      remaining.push(String(answer.headers['x-ratelimit-remaining']));
    }
    expect(remaining.at(-1)).toBe('0');
    const refused = await admin.get('/api/vehicles?page=1&limit=10');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: messages.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // The same person signed in again is another session, with its own count.
    const again = await signIn(t.app, username, PASSWORD);
    expect((await again.get('/api/vehicles?page=1&limit=10')).status).toBe(200);
  });

  it('a caller without a session gets a quarter of it per address, and another address its own', async () => {
    const ask = (address: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', remoteAddress: address });
    expect((await ask('192.0.2.10')).statusCode).toBe(401);
    expect((await ask('192.0.2.10')).statusCode).toBe(401);
    const refused = await ask('192.0.2.10');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: messages.tooManyRequests });
    expect((await ask('192.0.2.11')).statusCode).toBe(401);
  });

  it('a token that is not ours counts as no session: it gets no share of its own', async () => {
    const answers = [];
    for (const headers of [
      { cookie: 'access_token=eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.forged' },
      { authorization: 'Bearer not-a-token' },
      { cookie: 'access_token=also-not-ours' },
    ]) {
      answers.push(await t.app.inject({ method: 'GET', url: '/api/vehicles', headers, remoteAddress: '192.0.2.30' }));
    }
    expect(answers.map((answer) => answer.headers['x-ratelimit-limit'])).toEqual(['2', '2', '2']);
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 429]);
  });

  it('health checks are not counted, however many a balancer sends', async () => {
    for (let request = 0; request < 3 * PER_MINUTE; request++) {
      const answer = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '192.0.2.20' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });
});

describe('every API route', () => {
  let open: TestApp;
  beforeAll(async () => {
    open = await startTestApp({ requestsPerMinute: 1_000_000 });
  });
  afterAll(() => open.close());

  it('is counted, the health check alone excepted', async () => {
    const uncounted: string[] = [];
    for (const route of await apiRoutes()) {
      if (route.path === '/api/health') continue;
      const url = route.path.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000').replace('/*', '/x');
      const answer = await open.app.inject({ method: route.method as 'GET', url });
      if (answer.headers['x-ratelimit-limit'] === undefined) uncounted.push(route.key);
    }
    expect(uncounted).toEqual([]);
  });
});
