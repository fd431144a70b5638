import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { branches } from '../../server/db/schema';
import { PNG, logoPart } from './support/images';
import { expectFailure } from './support/maintenance-suite';
import { makeWorld, signInAll } from './support/fixtures';
import { startTestApp, type TestApp, middayUtc } from './support/test-app';
import { worldTest } from './support/world';

/*
 * Writes from another site's page (docs/security.md, Attacks and their answers: with `Origin: https://evil.example`, POST, multipart and
 * DELETE succeeded on SameSite alone) answer 403 and change nothing; Fleet's own pages and API
 * clients, which send no Origin, write as before. Invitation links never follow the Host header.
 */

const HOST = 'fleet.example:8080';
const OWN = `http://${HOST}`;
const EVIL = 'https://evil.example';

const { t, world, as } = await worldTest({ now: () => middayUtc('2026-06-15') });

const branchCount = async () => (await t.db.select({ n: count() }).from(branches))[0]!.n;

describe('writes from another site', () => {
  it.each([
    ['an Origin of another site', { host: HOST, origin: EVIL }],
    ['an Origin on another port', { host: HOST, origin: 'http://fleet.example:9090' }],
    ['the Origin "null" of a sandboxed frame', { host: HOST, origin: 'null' }],
    ['no Origin but Sec-Fetch-Site: cross-site', { host: HOST, 'sec-fetch-site': 'cross-site' }],
  ])('%s: JSON, multipart and DELETE answer 403 and change nothing', async (_, headers) => {
    const before = await branchCount();
    expectFailure(
      await as.admin.send('POST', '/api/branches', JSON.stringify({ name: 'Evil JSON' }), {
        ...headers,
        'content-type': 'application/json',
      }),
      403,
      messages.crossSite,
    );
    const boundary = 'evil';
    const form = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nEvil Form\r\n--${boundary}--\r\n`;
    expectFailure(
      await as.admin.send('POST', '/api/branches', form, { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }),
      403,
      messages.crossSite,
    );
    expectFailure(await as.admin.send('DELETE', `/api/vehicles/${world.vehicles.a2.id}`, undefined, headers), 403, messages.crossSite);
    expectFailure(await as.admin.send('POST', '/api/auth/log-out', undefined, headers), 403, messages.crossSite);
    expect(await branchCount()).toBe(before);
    expect((await as.admin.get(`/api/vehicles/${world.vehicles.a2.id}`)).status).toBe(200);
    expect((await as.admin.get('/api/auth/me')).status).toBe(200);
  });

  it('reads from another site are answered as always (the browser keeps them from that site)', async () => {
    expect((await as.admin.send('GET', '/api/vehicles', undefined, { host: HOST, origin: EVIL })).status).toBe(200);
  });
});

describe('writes from Fleet itself and from API clients', () => {
  it('a page of Fleet names its own origin and writes', async () => {
    const created = await as.admin.multipart('POST', '/api/branches', { name: 'Own Page' }, logoPart(PNG));
    expect(created.status).toBe(201);
    const answer = await as.admin.send('POST', '/api/branches', JSON.stringify({ name: 'Own Origin' }), {
      host: HOST,
      origin: OWN,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  });

  it('an API client sends no Origin and writes', async () => {
    const answer = await as.admin.send('POST', '/api/branches', JSON.stringify({ name: 'No Origin' }), {
      host: HOST,
      'content-type': 'application/json',
    });
    expect(answer.status).toBe(201);
  });
});

describe('with PUBLIC_URL', () => {
  let pinned: TestApp;
  let admin: Awaited<ReturnType<typeof signInAll>>['admin'];
  beforeAll(async () => {
    pinned = await startTestApp({ publicUrl: 'https://fleet.example.com' });
    const pinnedWorld = await makeWorld(pinned.db);
    admin = (await signInAll(pinned.app, pinnedWorld)).admin;
  });
  afterAll(() => pinned.close());

  it('writes come only from that origin, whatever the Host header says', async () => {
    const json = { 'content-type': 'application/json' };
    expect(
      (
        await admin.send('POST', '/api/branches', JSON.stringify({ name: 'Pinned' }), {
          ...json,
          host: 'fleet.example.com',
          origin: 'https://fleet.example.com',
        })
      ).status,
    ).toBe(201);
    expectFailure(
      await admin.send('POST', '/api/branches', JSON.stringify({ name: 'Evil Host' }), {
        ...json,
        host: 'evil.example',
        origin: 'http://evil.example',
      }),
      403,
      messages.crossSite,
    );
  });

  it('invitation links start with it, whatever the Host header says', async () => {
    const answer = await admin.send(
      'POST',
      '/api/employees',
      JSON.stringify({
        first_name: 'Ina',
        last_name: 'Link',
        username: 'ina.pinned',
        email: 'ina.pinned@example.com',
        phone_number: '',
        role: 'user',
        branches: [(await admin.get('/api/branches')).body.data[0].id],
      }),
      { 'content-type': 'application/json', host: 'evil.example' },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.invitation.link).toMatch(/^https:\/\/fleet\.example\.com\/sign-up\?invite=[\w-]+$/);
  });
});

describe('invitation links without PUBLIC_URL', () => {
  it('are a path the browser completes, never built from the Host header', async () => {
    const answer = await as.admin.send(
      'POST',
      '/api/employees',
      JSON.stringify({
        first_name: 'Ida',
        last_name: 'Link',
        username: 'ida.link',
        email: 'ida.link@example.com',
        phone_number: '',
        role: 'user',
        branches: [world.branches.a1.id],
      }),
      { 'content-type': 'application/json', host: 'evil.example' },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.invitation.link).toMatch(/^\/sign-up\?invite=[\w-]+$/);
    const reissued = await as.admin.send('POST', `/api/employees/${answer.body.data.id}/invitation`, undefined, { host: 'evil.example' });
    expect(reissued.status, JSON.stringify(reissued.body)).toBe(200);
    expect(reissued.body.data.link).toMatch(/^\/sign-up\?invite=[\w-]+$/);
  });
});
