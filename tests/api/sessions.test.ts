import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { buildApp } from '../../server/app';
import { refreshTokens, sessions } from '../../server/db/schema';
import { Client, signIn } from './support/client';
import { makeEmployee, makeWorld, PASSWORD, type World } from './support/fixtures';
import { TEST_JWT_SECRET, startTestApp, type TestApp } from './support/test-app';

/*
 * An access token lives as long as its session (docs/security.md, Attacks and their answers): after sign-out or a stolen refresh token's
 * return it used to read /api/auth/me for up to 15 minutes. Two tabs refreshing at once used to sign
 * the user out. And all of it holds across two servers on one database.
 */

let t: TestApp;
let world: World;
let second: FastifyInstance;

beforeAll(async () => {
  t = await startTestApp();
  world = await makeWorld(t.db);
  // A second server on the same database, as a second instance behind a load balancer.
  second = await buildApp({ pool: t.pool, jwtSecret: TEST_JWT_SECRET });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await t.close();
});

/** A client of `app` holding `client`'s cookies: the same browser, answered by another server. */
function sameBrowserOn(app: FastifyInstance, client: Client): Client {
  const other = new Client(app);
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
}

/** Only the access token, as a copy of the cookie or a Bearer header would carry it. */
function holdingOnly(accessToken: string, app: FastifyInstance = t.app): Client {
  const client = new Client(app);
  client.cookies.set('access_token', accessToken);
  return client;
}

const person = () => makeEmployee(t.db, { role: 'user', companyId: world.companyA.id, branchIds: [world.branches.a1.id] });

describe('an access token dies with its session', () => {
  it('after sign-out, the old access token is refused at once', async () => {
    const someone = await person();
    const client = await signIn(t.app, someone.username, PASSWORD);
    const copied = client.cookies.get('access_token')!;
    expect((await holdingOnly(copied).get('/api/auth/me')).status).toBe(200);
    expect((await client.post('/api/auth/log-out')).status).toBe(200);
    const after = await holdingOnly(copied).get('/api/auth/me');
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(messages.invalidToken);
  });

  it('sign-out with only the access token (an API client) ends its session too', async () => {
    const someone = await person();
    const token = (await signIn(t.app, someone.username, PASSWORD)).cookies.get('access_token')!;
    const bearer = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/log-out', headers: bearer })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer })).statusCode).toBe(401);
  });

  it("when a stolen refresh token comes back after its grace, the session ends: the holder's access token too", async () => {
    const someone = await person();
    const holder = await signIn(t.app, someone.username, PASSWORD);
    const stolen = holder.cookies.get('refresh_token')!;
    expect((await holder.post('/api/auth/refresh-token')).status).toBe(200);
    await t.db
      .update(refreshTokens)
      .set({ usedAt: sql`now() - interval '1 minute'` })
      .where(and(eq(refreshTokens.employeeId, someone.id), isNotNull(refreshTokens.usedAt)));

    const thief = new Client(t.app);
    thief.cookies.set('refresh_token', stolen);
    expect((await thief.post('/api/auth/refresh-token')).status).toBe(401);
    expect((await holder.get('/api/auth/me')).status).toBe(401);
    expect((await holder.post('/api/auth/refresh-token')).status).toBe(401);
  });

  it('other sessions of the same person go on', async () => {
    const someone = await person();
    const laptop = await signIn(t.app, someone.username, PASSWORD);
    const phone = await signIn(t.app, someone.username, PASSWORD);
    expect((await laptop.post('/api/auth/log-out')).status).toBe(200);
    expect((await phone.get('/api/auth/me')).status).toBe(200);
  });

  it('a token that names no session (issued before sessions) answers `jwt expired`, so the browser refreshes once', async () => {
    const someone = await person();
    const client = await signIn(t.app, someone.username, PASSWORD);
    const jwt = await import('jsonwebtoken');
    const legacy = jwt.default.sign({}, TEST_JWT_SECRET, { algorithm: 'HS256', subject: someone.id, expiresIn: 60 });
    client.cookies.set('access_token', legacy);
    const answer = await client.get('/api/auth/me');
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(messages.jwtExpired);
    expect((await client.post('/api/auth/refresh-token')).status).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });
});

describe('two tabs refreshing at once', () => {
  it('both get a token of their own and stay signed in', async () => {
    const someone = await person();
    const first = await signIn(t.app, someone.username, PASSWORD);
    const secondTab = sameBrowserOn(t.app, first);
    const [a, b] = await Promise.all([first.post('/api/auth/refresh-token'), secondTab.post('/api/auth/refresh-token')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(first.cookies.get('refresh_token')).not.toBe(secondTab.cookies.get('refresh_token'));
    for (const tab of [first, secondTab]) {
      expect((await tab.get('/api/auth/me')).status).toBe(200);
      expect((await tab.post('/api/auth/refresh-token')).status).toBe(200);
    }
    const [session] = await t.db.select().from(sessions).where(eq(sessions.employeeId, someone.id));
    expect(session!.revokedAt).toBeNull();
  });
});

describe('two servers on one database', () => {
  it('sign in on one, refresh on the other, sign out on one: the other refuses the session', async () => {
    const someone = await person();
    const onFirst = await signIn(t.app, someone.username, PASSWORD);
    const onSecond = sameBrowserOn(second, onFirst);
    expect((await onSecond.post('/api/auth/refresh-token')).status).toBe(200);
    expect((await onSecond.get('/api/auth/me')).status).toBe(200);
    const backOnFirst = sameBrowserOn(t.app, onSecond);
    expect((await backOnFirst.post('/api/auth/log-out')).status).toBe(200);
    expect((await onSecond.get('/api/auth/me')).status).toBe(401);
    expect((await onSecond.post('/api/auth/refresh-token')).status).toBe(401);
  });

  it('the sign-in throttle counts failures on both', async () => {
    const someone = await person();
    for (let attempt = 0; attempt < 5; attempt++) {
      const app = attempt % 2 ? second : t.app;
      expect((await new Client(app).post('/api/auth/login', { username: someone.username, password: `guess ${attempt}` })).status).toBe(
        401,
      );
    }
    for (const app of [t.app, second]) {
      expect((await new Client(app).post('/api/auth/login', { username: someone.username, password: PASSWORD })).status).toBe(429);
    }
  });
});
