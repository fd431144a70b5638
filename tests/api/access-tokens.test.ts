import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { branches, employees } from '../../server/db/schema';
import { makeEmployee, makeWorld, PASSWORD, type World } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';

/*
 * API clients that are not a browser (docs/api.md, Signing in): POST /api/auth/token answers an
 * access token for `Authorization: Bearer …`, under the sign-in throttle of POST /login. The token is
 * the cookie's: verified the same way, ended by a sign-out, and a write sent with it alone needs no
 * same-origin check (docs/security.md), while one that also carries the session's cookies keeps it.
 */

let t: TestApp;
let world: World;

beforeAll(async () => {
  t = await startTestApp({ loginThrottle: { maxFailures: 3, windowMinutes: 15 } });
  world = await makeWorld(t.db);
});
afterAll(() => t.close());

const EVIL = 'https://evil.example';

function askForToken(username: string, password: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/auth/token', remoteAddress, payload: { username, password } });
}

async function tokenOf(username: string) {
  const answer = await askForToken(username, PASSWORD);
  expect(answer.statusCode).toBe(200);
  return answer.json<{ access_token: string }>().access_token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const branchCount = async () => (await t.db.select({ n: count() }).from(branches))[0]!.n;

describe('POST /api/auth/token', () => {
  it('answers a Bearer access token for valid credentials, and sets no cookie', async () => {
    const answer = await askForToken(world.people.admin.username, PASSWORD);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 900 });
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('takes the email as the username, as sign-in does', async () => {
    expect((await askForToken(world.people.user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('answers 401 for a wrong password and 400 for a missing one', async () => {
    const wrong = await askForToken(world.people.moderator.username, 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(messages.invalidCredentials);
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { username: world.people.moderator.username } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'password', message: messages.required }]);
  });
});

describe('a Bearer access token', () => {
  it('is valid: the API answers the signed-in employee, in their scope', async () => {
    const token = await tokenOf(world.people.user.username);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ id: world.people.user.id, role: 'user' });
    const vehicles = await t.app.inject({ method: 'GET', url: '/api/vehicles', headers: bearer(token) });
    expect(vehicles.json().data.map((vehicle: { id: string }) => vehicle.id)).toEqual([world.vehicles.a1.id]);
  });

  it('expired: 401 `jwt expired`', async () => {
    const expired = t.app.accessTokens.sign(world.people.admin.id, randomUUID(), -5);
    const answer = await t.app.inject({ method: 'GET', url: '/api/branches', headers: bearer(expired) });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ message: messages.jwtExpired });
  });

  it('with a wrong signature: 401', async () => {
    const [header, payload] = (await tokenOf(world.people.admin.username)).split('.');
    const answer = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(`${header}.${payload}.forgedsignature`) });
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toBe(messages.invalidToken);
  });

  it('signed with another algorithm than HS256 (here none): 401', async () => {
    const [, payload] = (await tokenOf(world.people.admin.username)).split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const answer = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(`${none}.${payload}.`) });
    expect(answer.statusCode).toBe(401);
  });

  it('ends with a sign-out that sends it', async () => {
    const token = await tokenOf(world.people.moderator.username);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/log-out', headers: bearer(token) })).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it('ends when the employee is deleted', async () => {
    const leaver = await makeEmployee(t.db, { role: 'user', companyId: world.companyA.id });
    const token = await tokenOf(leaver.username);
    await t.db.delete(employees).where(eq(employees.id, leaver.id));
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('the same-origin check', () => {
  it('is not needed by a write sent with a Bearer token alone: no browser adds the header by itself', async () => {
    const token = await tokenOf(world.people.admin.username);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/branches',
      headers: { ...bearer(token), origin: EVIL, 'sec-fetch-site': 'cross-site' },
      payload: { name: `Branch ${randomUUID().slice(0, 8)}` },
    });
    expect(answer.statusCode).toBe(201);
  });

  it("still guards a write that carries the session's cookie beside a Bearer header", async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: world.people.admin.username, password: PASSWORD },
    });
    const cookie = login.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    const before = await branchCount();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/branches',
      headers: { cookie, ...bearer('anything'), origin: EVIL },
      payload: { name: 'Evil' },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toBe(messages.crossSite);
    expect(await branchCount()).toBe(before);
  });
});

describe('the sign-in throttle', () => {
  it('counts failures of /token and /login together, then answers 429 with Retry-After, the right password included', async () => {
    const person = await makeEmployee(t.db, { role: 'user', companyId: world.companyA.id });
    const address = '198.51.100.23';
    expect((await askForToken(person.username, 'guess 1', address)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: address,
      payload: { username: person.username, password: 'guess 2' },
    });
    expect(login.statusCode).toBe(401);
    expect((await askForToken(person.username, 'guess 3', address)).statusCode).toBe(401);
    const refused = await askForToken(person.username, PASSWORD, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(messages.tooManyAttempts);
    expect(refused.headers['retry-after']).toBe(String(15 * 60));
    // Another address is not locked out.
    expect((await askForToken(person.username, PASSWORD, '192.0.2.44')).statusCode).toBe(200);
  });
});
