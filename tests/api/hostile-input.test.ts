import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { buildApp } from '../../server/app';
import { branches, vehicles } from '../../server/db/schema';
import { Client } from './support/client';
import { PNG, logoPart } from './support/images';
import { expectFailure } from './support/maintenance-suite';
import { PASSWORD } from './support/fixtures';
import { TEST_JWT_SECRET, middayUtc } from './support/test-app';
import { worldTest } from './support/world';
import { upload } from './csv/support';

/*
 * The inputs an attack pass answered with a 500 (docs/security.md, Attacks and their answers): a NUL character anywhere, multipart bodies
 * the parser cannot read, a company that is not an id. Each is the sender's mistake and answers 4xx
 * with a JSON message; nothing it names is changed.
 */

const { t, world, as } = await worldTest({ now: () => middayUtc('2026-06-15') });

const countOf = async (table: typeof branches | typeof vehicles) => (await t.db.select({ n: count() }).from(table))[0]!.n;

const LISTS = [
  '/api/companies',
  '/api/branches',
  '/api/employees',
  '/api/vehicles',
  '/api/general-maintenances',
  '/api/mandatory-maintenances',
];

describe('a NUL character', () => {
  it.each(LISTS)('in the search of %s answers 400, field q', async (list) => {
    const client = list === '/api/companies' ? as.superadmin : as.admin;
    expectFailure(await client.get(`${list}?q=Gol%00f`), 400, messages.nulCharacter, 'q');
  });

  it('in a sign-in answers 400 before anyone is signed in, and is not counted as a failed attempt', async () => {
    const anonymous = new Client(t.app);
    expectFailure(
      await anonymous.post('/api/auth/login', { username: `${world.people.admin.username}\u0000`, password: 'x' }),
      400,
      messages.nulCharacter,
      'username',
    );
    for (let attempt = 0; attempt < 6; attempt++) {
      expectFailure(
        await anonymous.post('/api/auth/login', { username: world.people.admin.username, password: `pass\u0000word${attempt}` }),
        400,
        messages.nulCharacter,
        'password',
      );
    }
    expect((await anonymous.post('/api/auth/login', { username: world.people.admin.username, password: PASSWORD })).status).toBe(200);
  });

  it('in a JSON value answers 400 with its field, and the vehicle stays as it was', async () => {
    const before = await as.admin.get(`/api/vehicles/${world.vehicles.a1.id}`);
    const answer = await as.admin.edit(`/api/vehicles/${world.vehicles.a1.id}`, { ...before.body.data, notes: 'tyres\u0000changed' });
    expectFailure(answer, 400, messages.nulCharacter, 'notes');
    expect((await as.admin.get(`/api/vehicles/${world.vehicles.a1.id}`)).body.data).toEqual(before.body.data);
  });

  it('in a JSON key, however deep, answers 400', async () => {
    const answer = await as.admin.post('/api/general-maintenances', {
      vehicle_id: world.vehicles.a1.id,
      extra: { deeper: { 'k\u0000': 1 } },
    });
    expectFailure(answer, 400, messages.nulCharacter, 'extra.deeper.k\u0000');
  });

  it('in the query of the API docs answers 400 with { message, errors } as everywhere', async () => {
    const answer = await new Client(t.app).get('/api/docs/json?q=%00');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: messages.nulCharacter, errors: [{ field: 'q', message: messages.nulCharacter }] });
  });

  it('in a path parameter answers 400', async () => {
    expect((await as.admin.get('/api/vehicles/%00')).status).toBe(400);
  });

  it('in a multipart field answers 400 and creates nothing', async () => {
    const before = await countOf(branches);
    expectFailure(
      await as.admin.multipart('POST', '/api/branches', { name: 'Port\u0000' }, logoPart(PNG)),
      400,
      messages.nulCharacter,
      'name',
    );
    expect(await countOf(branches)).toBe(before);
  });

  it("in an import's form field answers 400", async () => {
    const file = 'Service type,Last service date,Cost,Mileage,Notes,Vehicle\n';
    expectFailure(
      await upload(as.admin, '/api/general-maintenances/import', file, { dryRun: 'tr\u0000ue' }),
      400,
      messages.nulCharacter,
      'dryRun',
    );
  });
});

describe('multipart bodies the parser cannot read', () => {
  const boundary = 'fleet-broken';
  const broken: Record<string, { type: string; body: string }> = {
    'no boundary': { type: 'multipart/form-data', body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nPort\r\n--x--\r\n' },
    'a part cut off': {
      type: `multipart/form-data; boundary=${boundary}`,
      body: `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nPo`,
    },
    'a header with no end': {
      type: `multipart/form-data; boundary=${boundary}`,
      body: `--${boundary}\r\nContent-Disposition: form-data; name="name"`,
    },
    'no parts at all': { type: `multipart/form-data; boundary=${boundary}`, body: 'just text' },
  };

  it.each(Object.keys(broken))('%s: a branch answers 4xx with a message, and nothing is created', async (name) => {
    const before = await countOf(branches);
    const answer = await as.admin.send('POST', '/api/branches', broken[name]!.body, { 'content-type': broken[name]!.type });
    expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(typeof answer.body.message).toBe('string');
    expect(await countOf(branches)).toBe(before);
  });

  it.each(Object.keys(broken))('%s: an import answers 4xx with a message, and nothing is imported', async (name) => {
    const before = await countOf(vehicles);
    const answer = await as.admin.send('POST', '/api/vehicles/import', broken[name]!.body, { 'content-type': broken[name]!.type });
    expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(typeof answer.body.message).toBe('string');
    expect(await countOf(vehicles)).toBe(before);
  });

  it('a part cut off says the body is not valid', async () => {
    const answer = await as.admin.send('POST', '/api/branches', broken['a part cut off']!.body, {
      'content-type': broken['a part cut off']!.type,
    });
    expectFailure(answer, 400, messages.malformedBody);
  });
});

describe('a multipart body where the route reads none', () => {
  const boundary = 'fleet-unread';
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="notes"\r\n\r\nfrom a form\r\n--${boundary}--\r\n`;
  const type = `multipart/form-data; boundary=${boundary}`;

  const routes: Array<[string, string]> = [
    ['DELETE', `/api/vehicles/${world.vehicles.a2.id}`],
    ['PUT', `/api/vehicles/${world.vehicles.a1.id}`],
    ['POST', '/api/general-maintenances'],
    ['POST', `/api/employees/${world.people.user.id}/invitation`],
  ];

  it.each(routes)('%s %s answers without a 500, and changes nothing it should not', async (method, url) => {
    const vehiclesBefore = await countOf(vehicles);
    const answer = await as.admin.send(method, url, body, { 'content-type': type });
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
    if (answer.status >= 400) expect(typeof answer.body.message).toBe('string');
    if (method === 'PUT' || method === 'POST') expect(answer.status).toBeGreaterThanOrEqual(400);
    if (method !== 'DELETE') expect(await countOf(vehicles)).toBe(vehiclesBefore);
  });
});

describe('a path the router cannot read', () => {
  // Fastify's router answered these in a shape of its own: { error, code, message, statusCode }.
  it.each(['/api/vehicles/%', '/api/vehicles/%zz', '/api/companies/%E2%82/settings'])('%s answers 400 with { message }', async (url) => {
    const answer = await as.admin.get(url);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: messages.malformedUrl });
  });

  it('an id longer than the router takes answers 414 with { message }', async () => {
    const answer = await as.admin.delete(`/api/vehicles/${'a'.repeat(101)}`);
    expect(answer.status).toBe(414);
    expect(answer.body).toEqual({ message: messages.malformedUrl });
  });
});

describe('a company that is not an id', () => {
  it.each(['not-a-uuid', "1' or '1'='1", '00000000-0000-0000-0000-00000000000Z'])(
    "%s on a superadmin's import answers 400, field company_id",
    async (companyId) => {
      const file =
        'License plate,Model,Mileage,Type,Last legislation control,Legislation control interval,Last service date,Obligatory service interval,Obligatory service interval in km,Notes,Branches\n';
      expectFailure(
        await upload(as.superadmin, '/api/vehicles/import?dryRun=true', file, { companyId }),
        400,
        messages.validId,
        'company_id',
      );
    },
  );

  it("on a superadmin's create answers 400 too", async () => {
    expectFailure(
      await as.superadmin.multipart('POST', '/api/branches', { name: 'Anywhere', company_id: 'nope' }),
      400,
      messages.validId,
      'company_id',
    );
  });
});

describe('a value the database refuses', () => {
  it('answers 400 with a message, not 500, whatever check missed it', async () => {
    // A route that hands PostgreSQL a value it cannot take, as a missed check would.
    const app = await buildApp({ pool: t.pool, jwtSecret: TEST_JWT_SECRET });
    app.get('/api/test/refused', async () => (await t.pool.query('select $1::uuid as id', ['not-an-id'])).rows);
    try {
      const answer = await app.inject({ method: 'GET', url: '/api/test/refused' });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: messages.validationFailed });
    } finally {
      await app.close();
    }
  });
});
