import { and, count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { fuelEntries, idempotencyKeys, inspectionPhotos, issues, meterReadings } from '../../server/db/schema';
import { requestHash } from '../../server/routes/idempotency';
import type { Answer, Client } from './support/client';
import { makeVehicle } from './support/fixtures';
import { JPEG, PNG } from './support/images';
import { makeForm, makeInspection } from './support/inspections';
import { middayUtc } from './support/test-app';
import { worldTest } from './support/world';

/*
 * Idempotency-Key on every create a phone's outbox sends again (docs/api.md, Idempotency-Key): a fuel
 * entry, a meter reading, an issue and an inspection's photo, on a real PostgreSQL. Sent again, at
 * once or later, the same key answers the first answer and makes one row; with another body, or to
 * another route, it is refused (422); a refused request keeps no key; a key is its sender's. The
 * inspection itself is held to the same in inspections.test.ts. Today is 15 June 2026.
 */

const { t, world, as } = await worldTest({ now: () => middayUtc('2026-06-15') });

/** Where one test's records go: a vehicle of its own in company A's branch North (the moderator's and the user's), and for photos an inspection of it. */
interface Place {
  vehicleId: string;
  inspectionId: string;
}

/** What a test sends: the body a phone first sends, another body under the same key, and one the route refuses once it runs. */
type Variant = 'first' | 'other' | 'refused';

interface Kind {
  path: (place: Place) => string;
  send(client: Client, place: Place, variant: Variant, key: string): Promise<Answer>;
  /** The rows the place holds of this kind. */
  rows(place: Place): Promise<number>;
}

const form = await makeForm(as.admin, { name: 'Yard check' });

async function newPlace(): Promise<Place> {
  const vehicle = await makeVehicle(t.db, world.companyA.id, [world.branches.a1.id], { type: 'bus' });
  // Every item passed: the inspection raises no issue of its own.
  const inspection = await makeInspection(as.admin, vehicle.id, form.id);
  return { vehicleId: vehicle.id, inspectionId: inspection.id };
}

const rowsOf = async (table: typeof fuelEntries | typeof meterReadings | typeof issues, place: Place) =>
  (await t.db.select({ value: count() }).from(table).where(eq(table.vehicleId, place.vehicleId)))[0]!.value;

const json = (client: Client, url: string, body: Record<string, unknown>, key: string) =>
  client.send('POST', url, body, { 'idempotency-key': key, 'content-type': 'application/json' });

/** A vehicle of company B: a body naming it passes the schema and is refused by the route (4xx) after the key is claimed. */
const elsewhere = world.vehicles.b1.id;

const KINDS: Record<string, Kind> = {
  'a fuel entry': {
    path: () => '/api/fuel-entries',
    send: (client, place, variant, key) =>
      json(
        client,
        '/api/fuel-entries',
        {
          filled_on: '2026-06-10',
          quantity: 52.3,
          unit: 'l',
          cost: 84.99,
          odometer: 50_400,
          full: true,
          station: variant === 'other' ? 'Shell Durrës' : 'OMV Tiranë',
          vehicle_id: variant === 'refused' ? elsewhere : place.vehicleId,
        },
        key,
      ),
    rows: (place) => rowsOf(fuelEntries, place),
  },
  'a meter reading': {
    path: () => '/api/meter-readings',
    send: (client, place, variant, key) =>
      json(
        client,
        '/api/meter-readings',
        // Lower than the vehicle's 50,000 km: refused by the meter log's rule.
        { vehicle_id: place.vehicleId, read_on: '2026-06-10', km: { first: 50_400, other: 50_500, refused: 1 }[variant] },
        key,
      ),
    rows: (place) => rowsOf(meterReadings, place),
  },
  'an issue': {
    path: () => '/api/issues',
    send: (client, place, variant, key) =>
      json(
        client,
        '/api/issues',
        {
          vehicle_id: variant === 'refused' ? elsewhere : place.vehicleId,
          title: variant === 'other' ? 'Wipers smear' : 'Brake pedal feels soft',
          priority: 'high',
        },
        key,
      ),
    rows: (place) => rowsOf(issues, place),
  },
  'an inspection photo': {
    path: (place) => `/api/inspections/${place.inspectionId}/photos`,
    send: (client, place, variant, key) =>
      client.multipart(
        'POST',
        `/api/inspections/${place.inspectionId}/photos`,
        // An item the inspection does not have: refused once the photo is read.
        { item_id: variant === 'refused' ? 'wipers' : 'tread' },
        { field: 'file', filename: 'tread.jpg', contentType: 'image/jpeg', content: variant === 'other' ? PNG : JPEG },
        { 'idempotency-key': key },
      ),
    rows: async (place) =>
      (await t.db.select({ value: count() }).from(inspectionPhotos).where(eq(inspectionPhotos.inspectionId, place.inspectionId)))[0]!.value,
  },
};

const kept = (employeeId: string, key: string) =>
  t.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.employeeId, employeeId), eq(idempotencyKeys.key, key)));

describe.each(Object.entries(KINDS))('%s with an Idempotency-Key', (name, kind) => {
  // Each kind's keys of its own: the same key sent to another route is refused (one key, one route, below).
  const send = (client: Client, place: Place, variant: Variant, key: string) => kind.send(client, place, variant, `${key} ${name}`);

  it('sent twice, answers the first answer (201, the same id) and makes one row', async () => {
    const place = await newPlace();
    const first = await send(as.user, place, 'first', 'outbox-0001');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await send(as.user, place, 'first', 'outbox-0001');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await kind.rows(place)).toBe(1);
  });

  it('sent twice at the same moment, both answer the same record, and one row is made', async () => {
    const place = await newPlace();
    const [one, two] = await Promise.all([send(as.user, place, 'first', 'at-once-0002'), send(as.user, place, 'first', 'at-once-0002')]);
    expect([one.status, two.status], JSON.stringify([one.body, two.body])).toEqual([201, 201]);
    expect(two.body.data.id).toBe(one.body.data.id);
    expect(two.body).toEqual(one.body);
    expect(await kind.rows(place)).toBe(1);
    const [row] = await kept(world.people.user.id, `at-once-0002 ${name}`);
    expect(row).toMatchObject({ status: 201 });
  });

  it('with another body, is refused (422) by its field, and makes nothing', async () => {
    const place = await newPlace();
    expect((await send(as.user, place, 'first', 'reused-0003')).status).toBe(201);
    const other = await send(as.user, place, 'other', 'reused-0003');
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      message: messages.idempotencyKeyReused,
      errors: [{ field: 'idempotency-key', message: messages.idempotencyKeyReused }],
    });
    expect(await kind.rows(place)).toBe(1);
  });

  it('a refused request (4xx) keeps no key: the same key with the body put right then makes the record', async () => {
    const place = await newPlace();
    const refused = await send(as.user, place, 'refused', 'put-right-0004');
    expect(refused.status, JSON.stringify(refused.body)).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(await kept(world.people.user.id, `put-right-0004 ${name}`)).toEqual([]);
    const right = await send(as.user, place, 'first', 'put-right-0004');
    expect(right.status, JSON.stringify(right.body)).toBe(201);
    expect(await kind.rows(place)).toBe(1);
  });

  it('is its sender’s: another person’s same key makes a record of its own', async () => {
    const place = await newPlace();
    const mine = await send(as.user, place, 'first', 'shared-text-0005');
    const theirs = await send(as.moderator, place, 'first', 'shared-text-0005');
    expect([mine.status, theirs.status], JSON.stringify(theirs.body)).toEqual([201, 201]);
    expect(theirs.body.data.id).not.toBe(mine.body.data.id);
    expect(await kind.rows(place)).toBe(2);
  });

  it('refuses a key that is empty, too long or holds a control character (400), by its field, and makes nothing', async () => {
    const place = await newPlace();
    for (const key of ['', 'k'.repeat(201), 'tab\there', 'bell\u0007']) {
      const answer = await kind.send(as.user, place, 'first', key);
      expect(answer.status, JSON.stringify(key)).toBe(400);
      expect(answer.body).toEqual({
        message: messages.idempotencyKey,
        errors: [{ field: 'idempotency-key', message: messages.idempotencyKey }],
      });
    }
    expect(await kind.rows(place)).toBe(0);
    expect((await kind.send(as.user, place, 'first', `${name} `.padEnd(200, 'k'))).status).toBe(201);
  });
});

describe('one key, one route', () => {
  it('a key sent to another route is refused (422) as another body is, never answered with the other route’s record', async () => {
    const place = await newPlace();
    const names = Object.keys(KINDS);
    expect((await KINDS['a fuel entry']!.send(as.user, place, 'first', 'across-0006')).status).toBe(201);
    for (const name of names.filter((other) => other !== 'a fuel entry')) {
      const answer = await KINDS[name]!.send(as.user, place, 'first', 'across-0006');
      expect(answer.status, name).toBe(422);
      expect(answer.body.message).toBe(messages.idempotencyKeyReused);
      expect(await KINDS[name]!.rows(place), name).toBe(0);
    }
  });

  it('hashes the route with what is sent: the same body to another route is another request; a trailing slash is the same route', () => {
    // Fleet's create bodies differ from route to route anyway; a request of the shape Fastify hands over shows the rule itself.
    const request = (method: string, url: string) => ({ method, routeOptions: { url }, params: {} }) as unknown as FastifyRequest;
    const body = { vehicle_id: world.vehicles.a1.id };
    expect(requestHash(request('POST', '/api/issues'), body)).not.toBe(requestHash(request('POST', '/api/fuel-entries'), body));
    expect(requestHash(request('POST', '/api/issues'), body)).not.toBe(requestHash(request('PUT', '/api/issues'), body));
    expect(requestHash(request('POST', '/api/issues/'), body)).toBe(requestHash(request('POST', '/api/issues'), body));
  });

  it('the same photo under the same key on another inspection is refused (422): the inspection is part of the request', async () => {
    const one = await newPlace();
    const two = await newPlace();
    const photo = KINDS['an inspection photo']!;
    expect((await photo.send(as.user, one, 'first', 'photo-0007')).status).toBe(201);
    expect((await photo.send(as.user, two, 'first', 'photo-0007')).status).toBe(422);
    expect(await photo.rows(two)).toBe(0);
  });

  it('a photo sent again under another file name is the same photo: its item and its bytes make it so', async () => {
    const place = await newPlace();
    const send = (filename: string) =>
      as.user.multipart(
        'POST',
        `/api/inspections/${place.inspectionId}/photos`,
        { item_id: 'tread' },
        { field: 'file', filename, contentType: 'image/jpeg', content: JPEG },
        { 'idempotency-key': 'renamed-0008' },
      );
    const first = await send('IMG_0001.jpg');
    const again = await send('tread (1).jpg');
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    expect(await KINDS['an inspection photo']!.rows(place)).toBe(1);
  });

  it('without a key, a create is made each time it is sent', async () => {
    const place = await newPlace();
    for (const title of ['Horn', 'Horn'])
      expect((await as.user.post('/api/issues', { vehicle_id: place.vehicleId, title })).status).toBe(201);
    expect(await KINDS['an issue']!.rows(place)).toBe(2);
  });
});

const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
  paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }>; responses: Record<string, unknown> }>>;
};

describe('/api/docs', () => {
  it.each(['/api/fuel-entries', '/api/meter-readings', '/api/issues', '/api/inspections', '/api/inspections/{id}/photos'])(
    'POST %s declares the Idempotency-Key header and its 422',
    (path) => {
      const operation = doc.paths[path]!.post!;
      expect(operation.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'idempotency-key', in: 'header' })]));
      expect(Object.keys(operation.responses)).toContain('422');
    },
  );
});
