import { describe, expect, it } from 'vitest';
import { PNG, logoPart } from './support/images';
import { PASSWORD, makeWorld } from './support/fixtures';
import { startTestApp } from './support/test-app';
import { worldTest } from './support/world';

/*
 * Issue 29 (docs/security.md), row 2: on a shared computer, the browser keeps no signed-in answer on
 * its disk; row 5: behind a TLS proxy, the session's cookies are Secure whenever PUBLIC_URL is https://,
 * whatever the proxy tells (TRUST_PROXY unset).
 */

const { t, world, as } = await worldTest();

describe('row 2: answers under /api are not kept by browsers or proxies', () => {
  it.each(['/api/auth/me', '/api/employees?limit=1', '/api/documents?limit=1', '/api/vehicles?limit=1', '/api/overview'])(
    '%s answers Cache-Control: no-store',
    async (url) => {
      const answer = await as.admin.get(url);
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
    },
  );

  it('so do failures, and a sign-in', async () => {
    expect((await as.user.get('/api/companies')).headers['cache-control']).toBe('no-store');
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: world.people.admin.username, password: PASSWORD },
    });
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });

  it('a logo keeps its own caching: private, and the same bytes for a year', async () => {
    const created = await as.admin.multipart('POST', '/api/branches', { name: 'Logo kept' }, logoPart(PNG));
    const logo = await as.admin.get(created.body.data.logo);
    expect(logo.headers['cache-control']).toBe('private, max-age=31536000, immutable');
  });
});

describe('row 5: Secure cookies behind a TLS proxy', () => {
  it('with PUBLIC_URL https:// and TRUST_PROXY unset, the session cookies are Secure though the request came as http', async () => {
    const behindProxy = await startTestApp({ publicUrl: 'https://fleet.example.com' });
    try {
      const world = await makeWorld(behindProxy.db);
      const answer = await behindProxy.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: 'https://fleet.example.com', 'x-forwarded-proto': 'https' },
        payload: { username: world.people.admin.username, password: PASSWORD },
      });
      expect(answer.statusCode).toBe(200);
      const cookies = [answer.headers['set-cookie']].flat() as string[];
      expect(cookies).toHaveLength(2);
      for (const cookie of cookies) expect(cookie).toMatch(/; Secure/);
    } finally {
      await behindProxy.close();
    }
  });

  it('over plain http with no https PUBLIC_URL they are not (a demo on a laptop)', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: world.people.admin.username, password: PASSWORD },
    });
    const cookies = [answer.headers['set-cookie']].flat() as string[];
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).not.toMatch(/Secure/);
  });
});
