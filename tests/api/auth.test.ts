import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from './support/client';
import { makeWorld, PASSWORD, type World } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let world: World;

beforeAll(async () => {
  t = await startTestApp();
  world = await makeWorld(t.db);
});
afterAll(() => t.close());

describe('sign in', () => {
  it('answers { data: user } with role, company_id and branches', async () => {
    const client = new Client(t.app);
    const answer = await client.post('/api/auth/login', { username: world.people.moderator.username, password: PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: world.people.moderator.id,
      username: world.people.moderator.username,
      role: 'moderator',
      company_id: world.companyA.id,
      branches: [{ id: world.branches.a1.id, name: 'North' }],
    });
    expect(client.cookies.has('access_token')).toBe(true);
    expect(client.cookies.has('refresh_token')).toBe(true);
  });
});
