import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { invitations } from '../../server/db/schema';
import { Client, type Answer } from './support/client';
import { makeWorld, signInAll, type World } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';

/** The invitation flow of docs/product.md, Invitations and sign-up, end to end through the real endpoints. */

const PUBLIC_URL = 'https://fleet.example';
const NEW_PASSWORD = 'a long new password';

let t: TestApp;
let world: World;
let admin: Client;

beforeAll(async () => {
  t = await startTestApp({ publicUrl: PUBLIC_URL });
  world = await makeWorld(t.db);
  ({ admin } = await signInAll(t.app, world));
});
afterAll(() => t.close());

let counter = 0;
/** The admin adds an employee, as in the dialog; answers the employee and the token of its link. */
async function invite() {
  const username = `driver${++counter}`;
  const email = `${username}@haulage.example`;
  const answer = await admin.post('/api/employees', { email, username, role: 'user', branches: [world.branches.a1.id] });
  expect(answer.status).toBe(201);
  return {
    id: answer.body.data.id as string,
    username,
    email,
    link: answer.body.invitation.link as string,
    token: tokenOf(answer.body.invitation.link),
  };
}

const tokenOf = (link: string) => new URL(link).searchParams.get('invite')!;

const register = (body: Record<string, unknown>) => new Client(t.app).post('/api/auth/register', body);
const signUp = (email: string, invite: string) =>
  register({ username: email, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, invite });
const login = (username: string, password = NEW_PASSWORD) => new Client(t.app).post('/api/auth/login', { username, password });

function expectFailure(answer: Answer, status: number, message: string, field?: string) {
  expect(answer.status).toBe(status);
  expect(answer.body.message).toBe(message);
  if (field) expect(answer.body.errors).toContainEqual({ field, message });
}

describe('invitation flow', () => {
  it('creating an employee yields a sign-up link on the public URL, valid for 7 days', async () => {
    const answer = await admin.post('/api/employees', { email: 'new.driver@haulage.example', username: 'new.driver' });
    expect(answer.status).toBe(201);
    expect(answer.body.invitation.link).toMatch(/^https:\/\/fleet\.example\/sign-up\?invite=[\w-]{20,}$/);
    const days = (Date.parse(answer.body.invitation.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
  });

  it('the invited employee signs up with the link, then signs in with username or email', async () => {
    const employee = await invite();
    expectFailure(await login(employee.username, 'any password'), 401, messages.invalidCredentials);

    const client = new Client(t.app);
    const answer = await client.post('/api/auth/register', {
      username: employee.email,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      invite: employee.token,
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ id: employee.id, username: employee.username, email: employee.email, role: 'user' });
    // Sign-up signs in at once.
    expect((await client.get('/api/auth/me')).body.data.id).toBe(employee.id);

    expect((await login(employee.username)).status).toBe(200);
    expect((await login(employee.email)).status).toBe(200);
    expect((await admin.get(`/api/employees/${employee.id}`)).body.data.signed_up).toBe(true);
  });

  it('a link works once', async () => {
    const employee = await invite();
    expect((await signUp(employee.email, employee.token)).status).toBe(201);
    expectFailure(await signUp(employee.email, employee.token), 400, messages.inviteUsed, 'invite');
  });

  it('an expired link is refused and changes nothing', async () => {
    const employee = await invite();
    await t.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(invitations.employeeId, employee.id));
    expectFailure(await signUp(employee.email, employee.token), 400, messages.inviteExpired, 'invite');
    expectFailure(await login(employee.email), 401, messages.invalidCredentials);
    expect((await admin.get(`/api/employees/${employee.id}`)).body.data.signed_up).toBe(false);

    // The way out: the admin issues a new link.
    const reissued = await admin.post(`/api/employees/${employee.id}/invitation`);
    expect(reissued.status).toBe(200);
    expect((await signUp(employee.email, tokenOf(reissued.body.data.link))).status).toBe(201);
  });

  it('re-issuing voids the earlier link', async () => {
    const employee = await invite();
    const reissued = await admin.post(`/api/employees/${employee.id}/invitation`);
    expect(reissued.status).toBe(200);
    expect(reissued.body.data.link).toMatch(/^https:\/\/fleet\.example\/sign-up\?invite=/);
    expect(reissued.body.data.link).not.toBe(employee.link);

    expectFailure(await signUp(employee.email, employee.token), 400, messages.inviteInvalid, 'invite');
    expect((await signUp(employee.email, tokenOf(reissued.body.data.link))).status).toBe(201);
  });

  it('re-issuing after sign-up answers 409', async () => {
    const employee = await invite();
    expect((await signUp(employee.email, employee.token)).status).toBe(201);
    expectFailure(await admin.post(`/api/employees/${employee.id}/invitation`), 409, messages.alreadySignedUp);
  });
});

describe('sign-up refusals leave the employee unable to sign in', () => {
  let employee: Awaited<ReturnType<typeof invite>>;
  beforeAll(async () => {
    employee = await invite();
  });

  it('needs the email of the invitation', async () => {
    expectFailure(await signUp('someone.else@haulage.example', employee.token), 400, messages.inviteEmailMismatch, 'username');
  });

  it('needs an invitation', async () => {
    expectFailure(
      await register({ username: employee.email, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
      400,
      messages.inviteRequired,
      'invite',
    );
    expectFailure(await signUp(employee.email, ''), 400, messages.inviteRequired, 'invite');
  });

  it('refuses an unknown token', async () => {
    expectFailure(await signUp(employee.email, 'not-a-real-token'), 400, messages.inviteInvalid, 'invite');
  });

  it('needs a password of at least 8 characters', async () => {
    const answer = await register({ username: employee.email, password: 'short', confirmPassword: 'short', invite: employee.token });
    expectFailure(answer, 400, messages.passwordLength, 'password');
  });

  it('needs the confirmation to match', async () => {
    const answer = await register({
      username: employee.email,
      password: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}!`,
      invite: employee.token,
    });
    expectFailure(answer, 400, messages.passwordsDiffer, 'confirmPassword');
  });

  it('after all of them, the employee still cannot sign in and the link still works', async () => {
    expectFailure(await login(employee.email), 401, messages.invalidCredentials);
    expect((await signUp(employee.email, employee.token)).status).toBe(201);
  });
});

describe('what a sign-up link invites (GET /api/auth/invitation)', () => {
  const invited = (token: string) => new Client(t.app).get(`/api/auth/invitation?invite=${encodeURIComponent(token)}`);

  it('answers the invited email to anyone holding the link, signed in or not', async () => {
    const employee = await invite();
    const answer = await invited(employee.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { email: employee.email } });
  });

  it('refuses a link the sign-up would refuse, with the same reasons', async () => {
    expectFailure(await invited('not-a-real-token'), 400, messages.inviteInvalid, 'invite');
    expectFailure(await new Client(t.app).get('/api/auth/invitation'), 400, messages.inviteRequired, 'invite');

    const used = await invite();
    expect((await signUp(used.email, used.token)).status).toBe(201);
    expectFailure(await invited(used.token), 400, messages.inviteUsed, 'invite');

    const expired = await invite();
    await t.db
      .update(invitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(invitations.employeeId, expired.id));
    expectFailure(await invited(expired.token), 400, messages.inviteExpired, 'invite');

    const voided = await invite();
    expect((await admin.post(`/api/employees/${voided.id}/invitation`)).status).toBe(200);
    expectFailure(await invited(voided.token), 400, messages.inviteInvalid, 'invite');
  });
});
