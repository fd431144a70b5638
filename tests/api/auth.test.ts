import { Writable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { employees, refreshTokens } from '../../server/db/schema';
import { loggerOptions } from '../../server/logging';
import { Client, signIn } from './support/client';
import { makeEmployee, makeWorld, PASSWORD, type World } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let world: World;
const logLines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await startTestApp({ logger: { ...loggerOptions('debug'), stream } as never });
  world = await makeWorld(t.db);
});
afterAll(() => t.close());

const login = (client: Client, username: string, password: string) => client.post('/api/auth/login', { username, password });

describe('sign in', () => {
  it('answers { data: user } with role, company_id and branches, and sets the session cookies', async () => {
    const client = new Client(t.app);
    const answer = await login(client, world.people.moderator.username, PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      id: world.people.moderator.id,
      username: world.people.moderator.username,
      email: world.people.moderator.email,
      first_name: 'Test',
      last_name: 'moderator',
      role: 'moderator',
      company_id: world.companyA.id,
      time_zone: 'UTC',
      branches: [{ id: world.branches.a1.id, name: 'North' }],
    });
    expect(client.cookies.has('access_token')).toBe(true);
    expect(client.cookies.has('refresh_token')).toBe(true);
  });

  it('keeps both cookies httpOnly and SameSite=Strict, the refresh one only for /api/auth', async () => {
    const answer = await login(new Client(t.app), world.people.admin.username, PASSWORD);
    const cookies = ([] as string[]).concat(answer.headers['set-cookie'] as string[]);
    const access = cookies.find((c) => c.startsWith('access_token='))!;
    const refresh = cookies.find((c) => c.startsWith('refresh_token='))!;
    expect(access).toMatch(/HttpOnly/);
    expect(access).toMatch(/SameSite=Strict/);
    expect(access).toMatch(/Path=\//);
    expect(refresh).toMatch(/HttpOnly/);
    expect(refresh).toMatch(/Path=\/api\/auth/);
  });

  it('accepts the email instead of the username, in any case', async () => {
    const answer = await login(new Client(t.app), world.people.admin.email.toUpperCase(), PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body.data.username).toBe(world.people.admin.username);
  });

  it('says only `Invalid username or password`, whatever was wrong', async () => {
    const pending = await makeEmployee(t.db, { role: 'user', companyId: world.companyA.id, signedUp: false });
    const wrongPassword = await login(new Client(t.app), world.people.user.username, 'wrong password');
    const unknownUser = await login(new Client(t.app), 'nobody-at-all', PASSWORD);
    const notSignedUp = await login(new Client(t.app), pending.username, PASSWORD);
    for (const answer of [wrongPassword, unknownUser, notSignedUp]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: messages.invalidCredentials });
    }
  });

  it('requires both fields, with the spec message', async () => {
    const answer = await new Client(t.app).post('/api/auth/login', { username: ' ' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'username', message: messages.required },
        { field: 'password', message: messages.required },
      ]),
    );
  });

  it('throttles repeated failures with 429, even when the password is finally right', async () => {
    const victim = await makeEmployee(t.db, { role: 'user', companyId: world.companyA.id });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(new Client(t.app), victim.username, 'guess ' + attempt)).status).toBe(401);
    }
    const blocked = await login(new Client(t.app), victim.username, PASSWORD);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(messages.tooManyAttempts);
    // Another person is not locked out by someone else's failures.
    expect((await login(new Client(t.app), world.people.userA2.username, PASSWORD)).status).toBe(200);
  });
});

describe('the access token', () => {
  it('lets /me answer the signed-in user', async () => {
    const client = await signIn(t.app, world.people.user.username, PASSWORD);
    const answer = await client.get('/api/auth/me');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: world.people.user.id, role: 'user' });
  });

  it('is required: without it the API answers 401', async () => {
    const answer = await new Client(t.app).get('/api/auth/me');
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(messages.notSignedIn);
  });

  it('answers 401 `jwt expired` once expired, which is what makes the browser refresh', async () => {
    const client = new Client(t.app);
    client.cookies.set('access_token', t.app.accessTokens.sign(world.people.admin.id, randomUUID(), -5));
    const answer = await client.get('/api/branches');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: 'jwt expired' });
  });

  it('rejects a token signed with another secret', async () => {
    const client = new Client(t.app);
    const [header, payload] = t.app.accessTokens.sign(world.people.admin.id, randomUUID()).split('.');
    client.cookies.set('access_token', `${header}.${payload}.forgedsignature`);
    const answer = await client.get('/api/auth/me');
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(messages.invalidToken);
  });

  it('also works as a Bearer header, for API clients', async () => {
    const token = (await signIn(t.app, world.people.admin.username, PASSWORD)).cookies.get('access_token')!;
    const answer = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(answer.statusCode).toBe(200);
  });

  it('stops working at once when the employee is deleted', async () => {
    const leaver = await makeEmployee(t.db, { role: 'user', companyId: world.companyA.id });
    const client = await signIn(t.app, leaver.username, PASSWORD);
    await t.db.delete(employees).where(eq(employees.id, leaver.id));
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });
});

describe('refresh', () => {
  it('rotates the refresh token on every use and issues a new access token', async () => {
    const client = await signIn(t.app, world.people.admin.username, PASSWORD);
    const firstRefresh = client.cookies.get('refresh_token');
    client.cookies.set('access_token', t.app.accessTokens.sign(world.people.admin.id, randomUUID(), -5));
    const answer = await client.post('/api/auth/refresh-token');
    expect(answer.status).toBe(200);
    expect(answer.body.data.id).toBe(world.people.admin.id);
    expect(client.cookies.get('refresh_token')).not.toBe(firstRefresh);
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  it('revokes the whole family when an old refresh token comes back', async () => {
    const client = await signIn(t.app, world.people.admin.username, PASSWORD);
    const stolen = client.cookies.get('refresh_token')!;
    expect((await client.post('/api/auth/refresh-token')).status).toBe(200);
    const current = client.cookies.get('refresh_token')!;
    // Past the grace window in which a second tab may still present it.
    await t.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '1 minute'` })
      .where(and(eq(refreshTokens.employeeId, world.people.admin.id), isNotNull(refreshTokens.usedAt)));

    const thief = new Client(t.app);
    thief.cookies.set('refresh_token', stolen);
    const replay = await thief.post('/api/auth/refresh-token');
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe(messages.refreshInvalid);

    // The rightful holder's newer token is dead too: the family is gone.
    const victim = new Client(t.app);
    victim.cookies.set('refresh_token', current);
    expect((await victim.post('/api/auth/refresh-token')).status).toBe(401);
    const family = await t.db.select().from(refreshTokens).where(eq(refreshTokens.employeeId, world.people.admin.id));
    const revoked = family.filter((token) => token.revokedAt !== null);
    expect(revoked.length).toBeGreaterThanOrEqual(2);
  });

  it('answers 401 without a refresh token, or with an unknown one', async () => {
    expect((await new Client(t.app).post('/api/auth/refresh-token')).status).toBe(401);
    const client = new Client(t.app);
    client.cookies.set('refresh_token', 'made-up');
    expect((await client.post('/api/auth/refresh-token')).status).toBe(401);
  });
});

describe('sign out', () => {
  it('is a POST: a GET, which any other site could make with an image, signs no one out', async () => {
    const client = await signIn(t.app, world.people.user.username, PASSWORD);
    expect((await client.get('/api/auth/log-out')).status).toBe(404);
    expect(client.cookies.has('refresh_token')).toBe(true);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await client.post('/api/auth/refresh-token')).status).toBe(200);
  });

  it('clears the cookies and revokes the session, so its refresh token no longer works', async () => {
    const client = await signIn(t.app, world.people.user.username, PASSWORD);
    const refresh = client.cookies.get('refresh_token')!;
    const answer = await client.post('/api/auth/log-out');
    expect(answer.status).toBe(200);
    expect(client.cookies.has('access_token')).toBe(false);
    expect(client.cookies.has('refresh_token')).toBe(false);
    const replay = new Client(t.app);
    replay.cookies.set('refresh_token', refresh);
    expect((await replay.post('/api/auth/refresh-token')).status).toBe(401);
  });
});

describe('logs', () => {
  it('never contain a password, a token or a cookie', async () => {
    const client = await signIn(t.app, world.people.admin.username, PASSWORD);
    await client.post('/api/auth/refresh-token');
    await client.get('/api/vehicles');
    await t.app.inject({ method: 'GET', url: '/sign-up?invite=secret-invite-token' });
    const written = logLines.join('');
    expect(written).toContain('incoming request');
    expect(written).not.toContain(PASSWORD);
    expect(written).not.toContain('secret-invite-token');
    for (const value of client.cookies.values()) expect(written).not.toContain(value);
  });
});
