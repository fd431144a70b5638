import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { startTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let staticDir: string;

beforeAll(async () => {
  staticDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fleet-dist-'));
  await fs.mkdir(path.join(staticDir, 'assets'));
  await fs.writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Fleet</title><div id="root"></div>');
  await fs.writeFile(path.join(staticDir, 'assets', 'app-abc123.js'), 'console.log("fleet")\n//# sourceMappingURL=app-abc123.js.map');
  await fs.writeFile(path.join(staticDir, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
  await fs.copyFile(path.resolve(import.meta.dirname, '../../public/robots.txt'), path.join(staticDir, 'robots.txt'));
  t = await startTestApp({ staticDir });
});
afterAll(async () => {
  await t.close();
  await fs.rm(staticDir, { recursive: true, force: true });
});

describe('the built browser app', () => {
  it('is served at / and at every client-side route', async () => {
    for (const url of ['/', '/sign-in', '/dashboard/vehicles', '/dashboard/vehicles/123/details']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a long cache life', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toContain('immutable');
  });

  it('keeps its source maps to itself, and answers a missing asset 404, not with the app', async () => {
    for (const url of ['/assets/app-abc123.js.map', '/assets/gone-123.js']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body).not.toContain('<div id="root">');
    }
  });

  it('has a robots.txt that lets search engines see the sign-in page and nothing else', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toMatch(/^User-agent: \*$/m);
    expect(answer.body).toMatch(/^Allow: \/\$$/m);
    expect(answer.body).toMatch(/^Disallow: \/$/m);
  });

  it('never answers an unknown API path with the app: JSON 404', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: 'Not found' });
  });
});

describe('OpenAPI', () => {
  it('documents every resource at /api/docs/json, from the same schemas', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(answer.statusCode).toBe(200);
    const spec = answer.json();
    expect(spec.openapi).toMatch(/^3\./);
    for (const route of [
      '/api/auth/login',
      '/api/companies',
      '/api/branches/{id}',
      '/api/employees',
      '/api/vehicles',
      '/api/general-maintenances',
      '/api/mandatory-maintenances/{id}',
    ]) {
      expect(Object.keys(spec.paths), route).toContain(route);
    }
    // The sign-in body is a shared component (docs/api.md), named as the type provider names a request's.
    const loginBody = spec.paths['/api/auth/login'].post.requestBody.content['application/json'].schema;
    expect(loginBody).toEqual({ $ref: '#/components/schemas/CredentialsInput' });
    expect(spec.components.schemas.CredentialsInput.required).toEqual(['username', 'password']);
  });

  it('serves the documentation page', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('swagger');
  });
});

describe('security headers', () => {
  it('are set on every answer', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/' });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('over plain HTTP ask for no upgrade to HTTPS, which would break the page on a network address, and pin no HTTPS', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/' });
    expect(answer.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it('behind HTTPS (a PUBLIC_URL of https://) ask for both', async () => {
    const app = await buildApp({ pool: t.pool, jwtSecret: 'x'.repeat(40), publicUrl: 'https://fleet.example.com' });
    try {
      const answer = await app.inject({ method: 'GET', url: '/' });
      expect(answer.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await app.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('finishes a request in flight, then closes', async () => {
    const own = await startTestApp({});
    // A route that is slow on purpose stands for any request caught by the shutdown.
    const app = await buildApp({ pool: own.pool, jwtSecret: 'x'.repeat(40) });
    // The close waits until the request has reached the route: a fixed 50 ms was too short on a busy CI
    // machine, which closed before the request connected (ECONNRESET).
    let arrived!: () => void;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    app.get('/slow', async () => {
      arrived();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { finished: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const inFlight = fetch(`http://127.0.0.1:${port}/slow`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await reached;
    await app.close();
    expect(await inFlight).toEqual({ status: 200, body: { finished: true } });
    await expect(fetch(`http://127.0.0.1:${port}/slow`)).rejects.toThrow();
    await own.close();
  });
});
