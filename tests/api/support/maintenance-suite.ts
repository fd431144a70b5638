import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type NotFoundName } from '../../../contract/messages';
import { MAX_PAGE_SIZE } from '../../../contract/schemas/common';
import type { Database } from '../../../server/db/client';
import { Client, signIn, type Answer } from './client';
import { makeBranch, makeCompany, makeEmployee, makeVehicle, makeWorld, PASSWORD, signInAll, type World } from './fixtures';
import { startTestApp, type TestApp } from './test-app';

/**
 * General and mandatory maintenance behave alike (one server module serves both), so one suite tests
 * both; each test file runs it with its kind and adds what is the kind's own.
 */

interface RecordFields {
  serviceType?: string;
  date?: string;
  cost?: number;
  mileage?: number;
  notes?: string | null;
}

interface MaintenanceCase {
  path: '/api/general-maintenances' | '/api/mandatory-maintenances';
  /** As the 404 names it. */
  entity: NotFoundName;
  dateField: 'service_date' | 'finished_on';
  /** Two valid service types; the first is the default of `body`. */
  serviceTypes: [string, string];
  /** The world's fixture records of this kind. */
  fixtures(world: World): { a1: { id: string }; a2: { id: string }; b1: { id: string } };
  /** Inserts a record directly, as the fixtures do. */
  make(db: Database, vehicle: { id: string; companyId: string }, fields?: RecordFields): Promise<{ id: string }>;
}

interface SuiteContext {
  t: TestApp;
  world: World;
  as: Awaited<ReturnType<typeof signInAll>>;
  /** A valid body, as the add dialog sends it. */
  body(vehicleId: string, overrides?: Record<string, unknown>): Record<string, unknown>;
}

export function expectFailure(answer: Answer, status: number, message: string, field?: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.message).toBe(message);
  if (field) expect(answer.body.errors).toContainEqual({ field, message });
}

export const idsOf = (answer: Answer): string[] => answer.body.data.map((row: { id: string }) => row.id);

export function maintenanceSuite(kind: MaintenanceCase): SuiteContext {
  const { path, entity, dateField } = kind;
  const notFound = messages.notFound(entity);
  const body = (vehicleId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
    service_type: kind.serviceTypes[0],
    [dateField]: '2026-06-01',
    cost: 45.5,
    mileage: 60_000,
    notes: 'Done at the depot',
    vehicle_id: vehicleId,
    ...overrides,
  });
  // Filled in by beforeAll; the test files read it inside their tests.
  const ctx = { body } as Partial<SuiteContext> as SuiteContext;

  beforeAll(async () => {
    ctx.t = await startTestApp();
    ctx.world = await makeWorld(ctx.t.db);
    ctx.as = await signInAll(ctx.t.app, ctx.world);
  });
  afterAll(() => ctx.t.close());

  describe(`${path}: rows and the success paths`, () => {
    it('GET /:id answers the row of the contract', async () => {
      const { world, as } = ctx;
      const answer = await as.admin.get(`${path}/${kind.fixtures(world).a1.id}`);
      expect(answer.status).toBe(200);
      const { rows } = await ctx.t.pool.query(`select * from ${path.slice(5).replace('-', '_')} where id = $1`, [
        kind.fixtures(world).a1.id,
      ]);
      const stored = rows[0];
      expect(answer.body).toEqual({
        data: {
          id: stored.id,
          service_type: stored.service_type,
          [dateField]: stored[dateField],
          cost: Number(stored.cost),
          mileage: stored.mileage,
          flagged: false,
          // Entered by hand: no work order stands behind it (docs/work-orders.md).
          work_order_id: null,
          notes: null,
          vehicle_id: world.vehicles.a1.id,
          vehicle_license_plate: world.vehicles.a1.licensePlate,
          company_id: world.companyA.id,
          created_by: null,
          created_by_username: null,
          version: 1,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      });
      expect(typeof answer.body.data.cost).toBe('number');
    });

    it("POST creates the record in its vehicle's company: 201 with the creator and the plate", async () => {
      const { world, as } = ctx;
      const created = await as.moderator.post(path, body(world.vehicles.a1.id));
      expect(created.status).toBe(201);
      expect(created.body.data).toEqual({
        id: expect.any(String),
        service_type: kind.serviceTypes[0],
        [dateField]: '2026-06-01',
        cost: 45.5,
        mileage: 60_000,
        flagged: false,
        work_order_id: null,
        notes: 'Done at the depot',
        vehicle_id: world.vehicles.a1.id,
        vehicle_license_plate: world.vehicles.a1.licensePlate,
        company_id: world.companyA.id,
        created_by: world.people.moderator.id,
        created_by_username: world.people.moderator.username,
        version: 1,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect((await as.admin.get(`${path}/${created.body.data.id}`)).body).toEqual(created.body);
    });

    it('cost keeps two decimals and may be 0 (warranty work)', async () => {
      const { world, as } = ctx;
      expect((await as.admin.post(path, body(world.vehicles.a1.id, { cost: '19.90' }))).body.data.cost).toBe(19.9);
      expect((await as.admin.post(path, body(world.vehicles.a1.id, { cost: 1234567.89 }))).body.data.cost).toBe(1234567.89);
      expect((await as.admin.post(path, body(world.vehicles.a1.id, { cost: 0 }))).body.data.cost).toBe(0);
      expectFailure(await as.admin.post(path, body(world.vehicles.a1.id, { cost: 19.999 })), 400, messages.costDecimals, 'cost');
    });

    it('PUT replaces the record', async () => {
      const { world, as } = ctx;
      const created = await as.admin.post(path, body(world.vehicles.a1.id));
      const id = created.body.data.id;
      const answer = await as.user.edit(
        `${path}/${id}`,
        body(world.vehicles.a1.id, {
          service_type: kind.serviceTypes[1],
          [dateField]: '2026-07-15',
          cost: 99.99,
          mileage: 61_000,
          notes: null,
        }),
      );
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        id,
        service_type: kind.serviceTypes[1],
        [dateField]: '2026-07-15',
        cost: 99.99,
        mileage: 61_000,
        notes: null,
        created_by: world.people.admin.id,
        created_by_username: world.people.admin.username,
      });
      expect(answer.body.data.updatedAt > created.body.data.updatedAt).toBe(true);
      expect((await as.admin.get(`${path}/${id}`)).body).toEqual(answer.body);
    });

    it('DELETE removes the record for real: 200 { data }, then it is not found', async () => {
      const { world, as } = ctx;
      const created = await as.admin.post(path, body(world.vehicles.a1.id));
      const id = created.body.data.id;
      const answer = await as.moderator.delete(`${path}/${id}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(created.body);
      expectFailure(await as.admin.get(`${path}/${id}`), 404, notFound);
      expect(idsOf(await as.admin.get(`${path}?ids=${id}`))).toEqual([]);
      expectFailure(await as.admin.delete(`${path}/${id}`), 404, notFound);
    });
  });

  describe(`${path}: validation`, () => {
    const post = (overrides: Record<string, unknown>) => ctx.as.admin.post(path, body(ctx.world.vehicles.a1.id, overrides));

    for (const field of ['service_type', dateField, 'cost', 'mileage', 'vehicle_id']) {
      it(`${field} is required (missing, null or empty)`, async () => {
        for (const value of [undefined, null, '']) expectFailure(await post({ [field]: value }), 400, messages.required, field);
      });
    }

    it('cost and mileage must be numbers of 0 or greater', async () => {
      expectFailure(await post({ cost: -0.01 }), 400, messages.costMin, 'cost');
      expectFailure(await post({ cost: 'twelve' }), 400, messages.validNumber, 'cost');
      expectFailure(await post({ mileage: -1 }), 400, messages.mileageMin, 'mileage');
      expectFailure(await post({ mileage: '12km' }), 400, messages.validNumber, 'mileage');
      expectFailure(await post({ mileage: 1.5 }), 400, messages.wholeNumber, 'mileage');
    });

    it('the same rules hold on PUT', async () => {
      const id = kind.fixtures(ctx.world).a1.id;
      const put = (overrides: Record<string, unknown>) => ctx.as.admin.edit(`${path}/${id}`, body(ctx.world.vehicles.a1.id, overrides));
      expectFailure(await put({ cost: -5 }), 400, messages.costMin, 'cost');
      expectFailure(await put({ cost: 'abc' }), 400, messages.validNumber, 'cost');
      expectFailure(await put({ [dateField]: undefined }), 400, messages.required, dateField);
    });

    it('the date must be a real calendar day written yyyy-MM-dd', async () => {
      expectFailure(await post({ [dateField]: '2026-02-30' }), 400, messages.validDate, dateField);
      expectFailure(await post({ [dateField]: '10.05.2026' }), 400, messages.validDate, dateField);
    });

    it('vehicle_id must be an id', async () => {
      expectFailure(await post({ vehicle_id: 'van-7' }), 400, messages.validId, 'vehicle_id');
    });

    it('numbers written as strings are accepted; notes are optional', async () => {
      const answer = await post({ cost: '45.50', mileage: '70000', notes: undefined });
      expect(answer.status).toBe(201);
      expect(answer.body.data).toMatchObject({ cost: 45.5, mileage: 70_000, notes: null });
    });
  });

  describe(`${path}: the vehicle`, () => {
    const vehicleNotFound = {
      message: messages.notFound('Vehicle'),
      errors: [{ field: 'vehicle_id', message: messages.notFound('Vehicle') }],
    };

    it('must be a vehicle the caller sees', async () => {
      const { world, as } = ctx;
      const cases: Array<[Client, string]> = [
        [as.admin, world.vehicles.b1.id],
        [as.adminB, world.vehicles.a1.id],
        [as.admin, randomUUID()],
        [as.moderator, world.vehicles.a2.id],
        [as.user, world.vehicles.a2.id],
        [as.userA2, world.vehicles.a1.id],
      ];
      for (const [client, vehicleId] of cases) {
        const answer = await client.post(path, body(vehicleId));
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual(vehicleNotFound);
      }
    });

    it('must be active to get new records', async () => {
      const archived = await makeVehicle(ctx.t.db, ctx.world.companyA.id, [ctx.world.branches.a1.id], { isActive: false });
      expectFailure(await ctx.as.admin.post(path, body(archived.id)), 400, messages.noActiveVehicle, 'vehicle_id');
      expectFailure(await ctx.as.user.post(path, body(archived.id)), 400, messages.noActiveVehicle, 'vehicle_id');
    });

    it('gives the record its company, also for a superadmin', async () => {
      const answer = await ctx.as.superadmin.post(path, body(ctx.world.vehicles.b1.id));
      expect(answer.status).toBe(201);
      expect(answer.body.data).toMatchObject({
        company_id: ctx.world.companyB.id,
        vehicle_license_plate: ctx.world.vehicles.b1.licensePlate,
      });
    });

    it('an update may keep an archived vehicle, but may move only to an active one the caller sees', async () => {
      const { t, world, as } = ctx;
      const vehicle = await makeVehicle(t.db, world.companyA.id, [world.branches.a1.id]);
      const record = await kind.make(t.db, vehicle);
      expect((await as.admin.delete(`/api/vehicles/${vehicle.id}`)).status).toBe(200);
      // The history of an archived vehicle stays readable and correctable.
      expect((await as.user.get(`${path}/${record.id}`)).status).toBe(200);
      expect(idsOf(await as.user.get(`${path}?vehicleId=${vehicle.id}`))).toEqual([record.id]);
      const kept = await as.user.edit(`${path}/${record.id}`, body(vehicle.id, { cost: 12 }));
      expect(kept.status).toBe(200);
      expect(kept.body.data).toMatchObject({ vehicle_id: vehicle.id, cost: 12 });

      const otherArchived = await makeVehicle(t.db, world.companyA.id, [world.branches.a1.id], { isActive: false });
      expectFailure(await as.admin.edit(`${path}/${record.id}`, body(otherArchived.id)), 400, messages.noActiveVehicle, 'vehicle_id');
      for (const [client, vehicleId] of [
        [as.admin, world.vehicles.b1.id],
        [as.moderator, world.vehicles.a2.id],
      ] as const) {
        const answer = await client.edit(`${path}/${record.id}`, body(vehicleId));
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual(vehicleNotFound);
      }
      const moved = await as.moderator.edit(`${path}/${record.id}`, body(world.vehicles.a1.id));
      expect(moved.status).toBe(200);
      expect(moved.body.data).toMatchObject({ vehicle_id: world.vehicles.a1.id, vehicle_license_plate: world.vehicles.a1.licensePlate });
    });

    it("a superadmin moving a record to another company's vehicle moves it to that company", async () => {
      const { t, world, as } = ctx;
      const record = await kind.make(t.db, world.vehicles.a2);
      const moved = await as.superadmin.edit(`${path}/${record.id}`, body(world.vehicles.b2.id));
      expect(moved.status).toBe(200);
      expect(moved.body.data.company_id).toBe(world.companyB.id);
      expectFailure(await as.admin.get(`${path}/${record.id}`), 404, notFound);
    });
  });

  describe(`${path}: the role matrix`, () => {
    type Person = 'superadmin' | 'admin' | 'moderator' | 'user';
    // docs/product.md, Roles and scope: users create and edit maintenance but do not delete it; every other role does all.
    const allowed: Record<Person, string[]> = {
      superadmin: ['list', 'show', 'create', 'edit', 'delete'],
      admin: ['list', 'show', 'create', 'edit', 'delete'],
      moderator: ['list', 'show', 'create', 'edit', 'delete'],
      user: ['list', 'show', 'create', 'edit'],
    };
    const success = { list: 200, show: 200, create: 201, edit: 200, delete: 200 };

    for (const person of Object.keys(allowed) as Person[]) {
      it(`${person}: ${allowed[person].join(', ')}`, async () => {
        const { t, world, as } = ctx;
        const client = as[person];
        const target = await kind.make(t.db, world.vehicles.a1);
        const answers = {
          list: await client.get(path),
          show: await client.get(`${path}/${kind.fixtures(world).a1.id}`),
          create: await client.post(path, body(world.vehicles.a1.id)),
          edit: await client.edit(`${path}/${target.id}`, body(world.vehicles.a1.id, { cost: 1 })),
          delete: await client.delete(`${path}/${target.id}`),
        };
        for (const [action, answer] of Object.entries(answers)) {
          if (allowed[person].includes(action)) expect(answer.status, `${person} ${action}`).toBe(success[action as keyof typeof success]);
          else expectFailure(answer, 403, messages.forbidden);
        }
        if (!allowed[person].includes('delete')) expect((await as.admin.get(`${path}/${target.id}`)).status).toBe(200);
      });
    }

    it('without a session every call answers 401', async () => {
      const anonymous = new Client(ctx.t.app);
      const id = kind.fixtures(ctx.world).a1.id;
      for (const answer of [
        await anonymous.get(path),
        await anonymous.get(`${path}/${id}`),
        await anonymous.post(path, {}),
        await anonymous.edit(`${path}/${id}`, {}),
        await anonymous.delete(`${path}/${id}`),
      ])
        expectFailure(answer, 401, messages.notSignedIn);
    });
  });

  describe(`${path}: company and branch scope`, () => {
    it("another company's records are not found on get, update and delete", async () => {
      const { world, as } = ctx;
      const theirs = kind.fixtures(world).b1.id;
      expectFailure(await as.admin.get(`${path}/${theirs}`), 404, notFound);
      expectFailure(await as.admin.edit(`${path}/${theirs}`, body(world.vehicles.a1.id)), 404, notFound);
      expectFailure(await as.admin.delete(`${path}/${theirs}`), 404, notFound);
      expectFailure(await as.adminB.get(`${path}/${kind.fixtures(world).a1.id}`), 404, notFound);
      expectFailure(await as.admin.get(`${path}/${randomUUID()}`), 404, notFound);
      expect((await as.superadmin.get(`${path}/${theirs}`)).status).toBe(200);
    });

    it('and never appear in lists, also by ids=, q= or vehicleId=', async () => {
      const { world, as } = ctx;
      const theirs = kind.fixtures(world).b1.id;
      const list = await as.admin.get(`${path}?limit=100`);
      expect(idsOf(list)).not.toContain(theirs);
      expect(list.body.data.every((row: { company_id: string }) => row.company_id === world.companyA.id)).toBe(true);
      expect((await as.admin.get(`${path}?ids=${theirs}`)).body).toEqual({ data: [], totalCount: 0, totalPages: 0 });
      expect(idsOf(await as.admin.get(`${path}?q=${world.vehicles.b1.licensePlate}`))).toEqual([]);
      expect(idsOf(await as.admin.get(`${path}?vehicleId=${world.vehicles.b1.id}`))).toEqual([]);
      expect(idsOf(await as.superadmin.get(`${path}?limit=100`))).toEqual(expect.arrayContaining([theirs, kind.fixtures(world).a1.id]));
    });

    it("a moderator and a user see only the records of their branch's vehicles", async () => {
      const { world, as } = ctx;
      const { a1, a2 } = kind.fixtures(world);
      for (const client of [as.moderator, as.user]) {
        const ids = idsOf(await client.get(`${path}?limit=100`));
        expect(ids).toContain(a1.id);
        expect(ids).not.toContain(a2.id);
        expect(idsOf(await client.get(`${path}?ids=${a2.id}`))).toEqual([]);
        expect(idsOf(await client.get(`${path}?vehicleId=${world.vehicles.a2.id}`))).toEqual([]);
        expect(idsOf(await client.get(`${path}?q=${world.vehicles.a2.licensePlate}`))).toEqual([]);
        expectFailure(await client.get(`${path}/${a2.id}`), 404, notFound);
        expectFailure(await client.edit(`${path}/${a2.id}`, body(world.vehicles.a1.id)), 404, notFound);
      }
      expectFailure(await as.moderator.delete(`${path}/${a2.id}`), 404, notFound);
      const ids = idsOf(await as.userA2.get(`${path}?limit=100`));
      expect(ids).toContain(a2.id);
      expect(ids).not.toContain(a1.id);
    });

    it("branchId narrows to the records of that branch's vehicles", async () => {
      const { world, as } = ctx;
      const { a1, a2 } = kind.fixtures(world);
      const south = idsOf(await as.admin.get(`${path}?branchId=${world.branches.a2.id}&limit=100`));
      expect(south).toContain(a2.id);
      expect(south).not.toContain(a1.id);
      const north = idsOf(await as.moderator.get(`${path}?branchId=${world.branches.a1.id}&limit=100`));
      expect(north).toContain(a1.id);
      expect(idsOf(await as.moderator.get(`${path}?branchId=${world.branches.a2.id}&limit=100`))).not.toContain(a2.id);
    });
  });

  describe(`${path}: filters, search, sort and pages`, () => {
    const records: Record<string, string> = {};
    const tenant = {} as { client: Client; north: { id: string }; south: { id: string }; vNorth: { id: string }; vSouth: { id: string } };
    const [typeA, typeB] = kind.serviceTypes;

    beforeAll(async () => {
      const db = ctx.t.db;
      const company = await makeCompany(db);
      tenant.north = await makeBranch(db, company.id, 'North');
      tenant.south = await makeBranch(db, company.id, 'South');
      const admin = await makeEmployee(db, { role: 'admin', companyId: company.id });
      tenant.client = await signIn(ctx.t.app, admin.username, PASSWORD);
      const vNorth = await makeVehicle(db, company.id, [tenant.north.id], { licensePlate: 'BB-100' });
      const vSouth = await makeVehicle(db, company.id, [tenant.south.id], { licensePlate: 'AA-200' });
      Object.assign(tenant, { vNorth, vSouth });
      const rows: Array<[string, typeof vNorth, RecordFields]> = [
        ['r1', vNorth, { serviceType: typeA, date: '2026-01-10', cost: 100, mileage: 1000 }],
        ['r2', vNorth, { serviceType: typeB, date: '2026-02-15', cost: 50, mileage: 2000, notes: 'Brake pads worn' }],
        ['r3', vSouth, { serviceType: typeA, date: '2026-03-20', cost: 300, mileage: 3000 }],
        ['r4', vSouth, { serviceType: typeB, date: '2026-04-25', cost: 10, mileage: 4000 }],
        ['r5', vNorth, { serviceType: typeA, date: '2026-05-30', cost: 200, mileage: 5000 }],
      ];
      for (const [key, vehicle, fields] of rows) records[key] = (await kind.make(db, vehicle, fields)).id;
    });

    const list = async (query: string) => {
      const answer = await tenant.client.get(`${path}?${query}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return idsOf(answer);
    };
    const named = (...keys: string[]) => keys.map((key) => records[key]);

    it(`sorts by ${dateField} by default, in either order`, async () => {
      expect(await list('')).toEqual(named('r1', 'r2', 'r3', 'r4', 'r5'));
      expect(await list('order=desc')).toEqual(named('r5', 'r4', 'r3', 'r2', 'r1'));
      expect(await list(`sort=${dateField}&order=desc`)).toEqual(named('r5', 'r4', 'r3', 'r2', 'r1'));
    });

    it("sorts by cost, mileage and the vehicle's license plate", async () => {
      expect(await list('sort=cost')).toEqual(named('r4', 'r2', 'r1', 'r5', 'r3'));
      expect(await list('sort=mileage&order=desc')).toEqual(named('r5', 'r4', 'r3', 'r2', 'r1'));
      const byPlate = await list('sort=vehicle_license_plate');
      expect(new Set(byPlate.slice(0, 2))).toEqual(new Set(named('r3', 'r4')));
      const byPlateDesc = await list('sort=vehicle_license_plate&order=desc');
      expect(new Set(byPlateDesc.slice(0, 3))).toEqual(new Set(named('r1', 'r2', 'r5')));
      const byType = await list('sort=service_type');
      const first =
        [typeA, typeB].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase()))[0] === typeA
          ? named('r1', 'r3', 'r5')
          : named('r2', 'r4');
      expect(new Set(byType.slice(0, first.length))).toEqual(new Set(first));
      const unknownSort = await tenant.client.get(`${path}?sort=colour`);
      expect(unknownSort.status).toBe(400);
      expect(unknownSort.body.message).toMatch(/^sort must be one of service_type, /);
    });

    it('filters by vehicle, service type and branch', async () => {
      expect(await list(`vehicleId=${tenant.vSouth.id}`)).toEqual(named('r3', 'r4'));
      expect(await list(`service_type=${encodeURIComponent(typeB)}`)).toEqual(named('r2', 'r4'));
      expect(await list(`service_type=${encodeURIComponent(typeA)}&vehicleId=${tenant.vNorth.id}`)).toEqual(named('r1', 'r5'));
      expect(await list(`branchId=${tenant.south.id}`)).toEqual(named('r3', 'r4'));
      expect(await list(`ids=${records.r5},${records.r1}`)).toEqual(named('r1', 'r5'));
      expectFailure(await tenant.client.get(`${path}?vehicleId=van-7`), 400, messages.validId, 'vehicleId');
    });

    it(`filters by a date range on ${dateField}, both ends included`, async () => {
      expect(await list('dateFrom=2026-02-15&dateTo=2026-04-25')).toEqual(named('r2', 'r3', 'r4'));
      expect(await list('dateFrom=2026-03-21')).toEqual(named('r4', 'r5'));
      expect(await list('dateTo=2026-01-10')).toEqual(named('r1'));
      expect(await list('dateFrom=2026-06-01')).toEqual([]);
      expectFailure(await tenant.client.get(`${path}?dateFrom=15.02.2026`), 400, messages.validDate, 'dateFrom');
      expectFailure(await tenant.client.get(`${path}?dateTo=2026-2-1`), 400, messages.validDate, 'dateTo');
      // A well-formed but impossible day is refused too, rather than reaching PostgreSQL.
      expectFailure(await tenant.client.get(`${path}?dateFrom=2026-02-30`), 400, messages.validDate, 'dateFrom');
    });

    it("q searches service type, notes and the vehicle's plate, case-insensitively", async () => {
      expect(await list('q=brake')).toEqual(named('r2'));
      expect(await list('q=aa-2')).toEqual(named('r3', 'r4'));
      expect(await list(`q=${encodeURIComponent(typeB.toUpperCase())}`)).toEqual(named('r2', 'r4'));
    });

    it('a search pages with its own totals, in the asked order, and past its last page', async () => {
      const search = `q=${encodeURIComponent(typeA)}`;
      const first = await tenant.client.get(`${path}?${search}&limit=2&order=desc`);
      expect(first.body).toMatchObject({ totalCount: 3, totalPages: 2 });
      expect(idsOf(first)).toEqual(named('r5', 'r3'));
      const second = await tenant.client.get(`${path}?${search}&limit=2&page=2&order=desc`);
      expect(second.body).toMatchObject({ totalCount: 3, totalPages: 2 });
      expect(idsOf(second)).toEqual(named('r1'));
      expect((await tenant.client.get(`${path}?${search}&limit=2&page=5`)).body).toEqual({ data: [], totalCount: 3, totalPages: 2 });
      expect((await tenant.client.get(`${path}?q=nothing-like-it`)).body).toEqual({ data: [], totalCount: 0, totalPages: 0 });
      expect(await list(`${search}&sort=vehicle_license_plate&limit=1`)).toHaveLength(1);
      expect((await tenant.client.get(`${path}?${search}&sort=vehicle_license_plate&limit=1`)).body.totalCount).toBe(3);
    });

    it('a common word (over 2,000 records) pages in the date order with the same totals', async () => {
      const db = ctx.t.db;
      const company = await makeCompany(db);
      const branch = await makeBranch(db, company.id, 'Wide');
      const admin = await makeEmployee(db, { role: 'admin', companyId: company.id });
      const client = await signIn(ctx.t.app, admin.username, PASSWORD);
      const vehicle = await makeVehicle(db, company.id, [branch.id], { licensePlate: 'CC-300' });
      const table = path === '/api/general-maintenances' ? 'general_maintenances' : 'mandatory_maintenances';
      const type = table === 'mandatory_maintenances' ? '::mandatory_service_type' : '';
      // One rare record among 2,001 common ones: both kinds of search in one company.
      await ctx.t.pool.query(
        `insert into ${table} (company_id, vehicle_id, service_type, ${dateField}, cost, mileage, notes)
         select $1, $2, $3${type}, date '2020-01-01' + n, 1, n, case when n = 7 then 'rare word' else 'common word' end
           from generate_series(1, 2002) n`,
        [company.id, vehicle.id, typeA],
      );
      const first = await client.get(`${path}?q=common&limit=5&order=desc`);
      expect(first.body).toMatchObject({ totalCount: 2001, totalPages: 401 });
      expect(first.body.data.map((row: Record<string, string>) => row[dateField])).toEqual([
        '2025-06-25',
        '2025-06-24',
        '2025-06-23',
        '2025-06-22',
        '2025-06-21',
      ]);
      const last = await client.get(`${path}?q=common&limit=5&page=401&order=desc`);
      expect(last.body).toMatchObject({ totalCount: 2001, totalPages: 401 });
      expect(last.body.data.map((row: Record<string, string>) => row[dateField])).toEqual(['2020-01-02']);
      const rare = await client.get(`${path}?q=rare`);
      expect(rare.body).toMatchObject({ totalCount: 1, totalPages: 1 });
      expect(rare.body.data.map((row: Record<string, string>) => row[dateField])).toEqual(['2020-01-08']);
    });

    it('pages with totalCount and totalPages; limit must be between 1 and 100', async () => {
      const page2 = await tenant.client.get(`${path}?limit=2&page=2`);
      expect(page2.body).toMatchObject({ totalCount: 5, totalPages: 3 });
      expect(idsOf(page2)).toEqual(named('r3', 'r4'));
      expect(await list('limit=2&page=3')).toEqual(named('r5'));
      expect((await tenant.client.get(`${path}?limit=2&page=9`)).body).toEqual({ data: [], totalCount: 5, totalPages: 3 });
      expect((await tenant.client.get(`${path}?vehicleId=${tenant.vSouth.id}&limit=1`)).body).toMatchObject({
        totalCount: 2,
        totalPages: 2,
      });
      expectFailure(await tenant.client.get(`${path}?limit=0`), 400, messages.limitRange(MAX_PAGE_SIZE), 'limit');
      expectFailure(await tenant.client.get(`${path}?limit=101`), 400, messages.limitRange(MAX_PAGE_SIZE), 'limit');
    });
  });

  return ctx;
}
