import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_LOGO_PIXELS, messages } from '../../contract/messages';
import { companies, logoFiles } from '../../server/db/schema';
import type { Client } from './support/client';
import { makeCompany } from './support/fixtures';
import { GIF, HUGE_PNG, JPEG, PNG, TEXT_AS_PNG, WEBP, logoPart, pngDeclaring } from './support/images';
import { worldTest } from './support/world';

const { t, world, as } = await worldTest();

const logoCount = async () => (await t.db.select({ n: count() }).from(logoFiles))[0]!.n;
const companyCount = async () => (await t.db.select({ n: count() }).from(companies))[0]!.n;

describe('a superadmin manages companies', () => {
  it('creates one from JSON and reads it back', async () => {
    const created = await as.superadmin.post('/api/companies', {
      name: 'Tirana Transit',
      email: 'Office@Tirana-Transit.al',
      address: 'Rruga e Kavajës 10',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Tirana Transit',
      email: 'office@tirana-transit.al',
      address: 'Rruga e Kavajës 10',
      logo: null,
    });
    const read = await as.superadmin.get(`/api/companies/${created.body.data.id}`);
    expect(read.body.data).toEqual(created.body.data);
  });

  it('stamps records with ISO 8601 times', async () => {
    const created = await as.superadmin.post('/api/companies', { name: 'Clockwork', email: 'time@clock.example' });
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
    expect(created.body.data.createdAt).toMatch(iso);
    expect(created.body.data.updatedAt).toMatch(iso);
    expect(Math.abs(Date.parse(created.body.data.createdAt) - Date.now())).toBeLessThan(60_000);
  });

  it('creates one with a logo from a multipart form and serves the logo at the path in the record', async () => {
    const created = await as.superadmin.multipart(
      'POST',
      '/api/companies',
      { name: 'Berlin Busse', email: 'info@busse.de', address: '' },
      logoPart(PNG),
    );
    expect(created.status).toBe(201);
    expect(created.body.data.logo).toMatch(/^\/api\/logos\/[0-9a-f-]{36}$/);
    expect(created.body.data.address).toBeNull();
    const logo = await as.superadmin.get(created.body.data.logo);
    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.raw.equals(PNG)).toBe(true);
    expect(logo.headers['cache-control']).toContain('max-age=31536000');
    const etag = String(logo.headers.etag);
    const again = await as.superadmin.send('GET', created.body.data.logo, undefined, { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('accepts JPEG and WebP logos, checked by content', async () => {
    for (const [content, type] of [
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const) {
      const created = await as.superadmin.multipart(
        'POST',
        '/api/companies',
        { name: `Logo ${type}`, email: 'x@y.example' },
        logoPart(content, 'upload.bin', 'application/octet-stream'),
      );
      expect(created.status).toBe(201);
      expect((await as.superadmin.get(created.body.data.logo)).headers['content-type']).toBe(type);
    }
  });

  it('replaces a logo, and the old one is gone', async () => {
    const created = await as.superadmin.multipart('POST', '/api/companies', { name: 'Replace Me', email: 'r@m.example' }, logoPart(PNG));
    const updated = await as.superadmin.editMultipart(
      `/api/companies/${created.body.data.id}`,
      { name: 'Replace Me', email: 'r@m.example' },
      logoPart(JPEG, 'new.jpg', 'image/jpeg'),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data.logo).not.toBe(created.body.data.logo);
    expect((await as.superadmin.get(created.body.data.logo)).status).toBe(404);
    const removed = await as.superadmin.editMultipart(`/api/companies/${created.body.data.id}`, {
      name: 'Replace Me',
      email: 'r@m.example',
      logo: '',
    });
    expect(removed.body.data.logo).toBeNull();
    expect((await as.superadmin.get(updated.body.data.logo)).status).toBe(404);
  });

  it('keeps the logo when an update says nothing about it', async () => {
    const created = await as.superadmin.multipart('POST', '/api/companies', { name: 'Keep Logo', email: 'k@l.example' }, logoPart(PNG));
    const updated = await as.superadmin.edit(`/api/companies/${created.body.data.id}`, {
      name: 'Keep Logo GmbH',
      email: 'k@l.example',
      logo: created.body.data.logo,
    });
    expect(updated.body.data).toMatchObject({ name: 'Keep Logo GmbH', logo: created.body.data.logo });
  });

  it('lists with paging, search, sort and ids', async () => {
    const page = await as.superadmin.get('/api/companies?page=1&limit=2&sort=name&order=desc');
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(2);
    expect(page.body.totalCount).toBe(await companyCount());
    expect(page.body.totalPages).toBe(Math.ceil(page.body.totalCount / 2));
    const names = page.body.data.map((c: { name: string }) => c.name);
    expect([...names].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase()))).toEqual(names);
    const search = await as.superadmin.get('/api/companies?q=tirana');
    expect(search.body.data.map((c: { name: string }) => c.name)).toEqual(['Tirana Transit']);
    const byIds = await as.superadmin.get(`/api/companies?ids=${world.companyA.id},${world.companyB.id}`);
    expect(byIds.body.totalCount).toBe(2);
  });

  it('rejects page sizes outside 1–100', async () => {
    expect((await as.superadmin.get('/api/companies?limit=0')).status).toBe(400);
    expect((await as.superadmin.get('/api/companies?limit=101')).status).toBe(400);
    expect((await as.superadmin.get('/api/companies?limit=100')).status).toBe(200);
  });

  it('deletes a company with nothing in it', async () => {
    const empty = await makeCompany(t.db);
    const deleted = await as.superadmin.delete(`/api/companies/${empty.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.id).toBe(empty.id);
    expect((await as.superadmin.get(`/api/companies/${empty.id}`)).status).toBe(404);
  });

  it('refuses with 409 to delete a company that still has data, and says what depends on it', async () => {
    const answer = await as.superadmin.delete(`/api/companies/${world.companyB.id}`);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('This company cannot be deleted: it still has 2 branches, 1 employee and 2 vehicles');
    expect((await as.superadmin.get(`/api/companies/${world.companyB.id}`)).status).toBe(200);
  });

  it('answers 404 for an unknown company', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await as.superadmin.get(`/api/companies/${unknown}`)).status).toBe(404);
    expect((await as.superadmin.edit(`/api/companies/${unknown}`, { name: 'x', email: 'x@y.example' })).status).toBe(404);
    expect((await as.superadmin.delete(`/api/companies/${unknown}`)).status).toBe(404);
    expect((await as.superadmin.get('/api/companies/not-a-uuid')).status).toBe(400);
  });
});

describe('company validation (docs/screens.md, Validation)', () => {
  it('requires name and email', async () => {
    const answer = await as.superadmin.post('/api/companies', { address: 'somewhere' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { field: 'name', message: messages.required },
      { field: 'email', message: messages.required },
    ]);
    expect(answer.body.message).toBe(messages.required);
  });

  it('checks the email', async () => {
    const answer = await as.superadmin.multipart('POST', '/api/companies', { name: 'Bad Mail', email: 'not-an-email' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'email', message: messages.validEmail }]);
  });

  it('refuses a second company of the same name with 409', async () => {
    const answer = await as.superadmin.post('/api/companies', { name: world.companyA.name.toUpperCase(), email: 'dup@x.example' });
    expect(answer.status).toBe(409);
    expect(answer.body.errors).toEqual([{ field: 'name', message: 'A company with this name already exists' }]);
  });
});

describe('logo rejects store nothing', () => {
  it('answers 413 for a logo over 2 MB', async () => {
    const [logos, before] = [await logoCount(), await companyCount()];
    const answer = await as.superadmin.multipart('POST', '/api/companies', { name: 'Too Big', email: 'big@x.example' }, logoPart(HUGE_PNG));
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe(messages.logoTooLarge);
    expect([await logoCount(), await companyCount()]).toEqual([logos, before]);
  });

  it('answers 415 for a file that is not PNG, JPEG or WebP, whatever its name and declared type', async () => {
    const [logos, before] = [await logoCount(), await companyCount()];
    for (const content of [TEXT_AS_PNG, GIF]) {
      const answer = await as.superadmin.multipart(
        'POST',
        '/api/companies',
        { name: 'Wrong Type', email: 'w@x.example' },
        logoPart(content, 'logo.png', 'image/png'),
      );
      expect(answer.status).toBe(415);
      expect(answer.body.message).toBe(messages.logoType);
    }
    expect([await logoCount(), await companyCount()]).toEqual([logos, before]);
  });

  it('answers 400 for an image bomb: a 300 KB PNG declaring 50,000 × 50,000 pixels', async () => {
    const [logos, before] = [await logoCount(), await companyCount()];
    for (const [width, height] of [
      [50_000, 50_000],
      [MAX_LOGO_PIXELS + 1, 10],
      [10, MAX_LOGO_PIXELS + 1],
    ] as const) {
      const answer = await as.superadmin.multipart(
        'POST',
        '/api/companies',
        { name: 'Bomb', email: 'b@x.example' },
        logoPart(pngDeclaring(width, height)),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(messages.logoDimensions);
    }
    expect([await logoCount(), await companyCount()]).toEqual([logos, before]);
    const atTheLimit = await as.superadmin.multipart(
      'POST',
      '/api/companies',
      { name: 'Wide Logo', email: 'w@x.example' },
      logoPart(pngDeclaring(MAX_LOGO_PIXELS, 64)),
    );
    expect(atTheLimit.status, JSON.stringify(atTheLimit.body)).toBe(201);
  });

  it('leaves an existing company and its logo untouched when a replacement is rejected', async () => {
    const created = await as.superadmin.multipart('POST', '/api/companies', { name: 'Untouched', email: 'u@x.example' }, logoPart(PNG));
    const answer = await as.superadmin.editMultipart(
      `/api/companies/${created.body.data.id}`,
      { name: 'Renamed', email: 'u@x.example' },
      logoPart(TEXT_AS_PNG),
    );
    expect(answer.status).toBe(415);
    const read = await as.superadmin.get(`/api/companies/${created.body.data.id}`);
    expect(read.body.data).toMatchObject({ name: 'Untouched', logo: created.body.data.logo });
  });
});

describe('only a superadmin may touch companies', () => {
  const others = ['admin', 'moderator', 'user'] as const;
  it.each(others)('%s gets 403 on every company action', async (role) => {
    const client: Client = as[role];
    const id = world.companyA.id;
    const answers = await Promise.all([
      client.get('/api/companies'),
      client.get(`/api/companies/${id}`),
      client.post('/api/companies', { name: 'Nope', email: 'n@x.example' }),
      client.edit(`/api/companies/${id}`, { name: 'Nope', email: 'n@x.example' }),
      client.delete(`/api/companies/${id}`),
    ]);
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403, 403]);
    const [row] = await t.db.select().from(companies).where(eq(companies.id, id));
    expect(row!.name).toBe(world.companyA.name);
  });
});
