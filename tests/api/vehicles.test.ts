import { middayUtc } from './support/test-app';
import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { MAX_PAGE_SIZE } from '../../contract/schemas/common';
import { Client, signIn, type Answer } from './support/client';
import {
  makeBranch,
  makeCompany,
  makeEmployee,
  makeGeneralMaintenance,
  makeMandatoryMaintenance,
  makeVehicle,
  PASSWORD,
} from './support/fixtures';
import { worldTest } from './support/world';

/** Fleet health counts from this day in this file. */
const TODAY = '2026-07-20';

const { t, world, as } = await worldTest({ now: () => middayUtc(TODAY) });

/** A plate no other test uses, in lower case: the server stores it upper-case. */
const newPlate = () => `ts-${randomBytes(3).toString('hex')}`;

/** A valid vehicle body, as the add dialog sends it. */
const vehicleBody = (branches: string[], overrides: Record<string, unknown> = {}) => ({
  license_plate: newPlate(),
  model: 'Ford Transit',
  mileage: 12_000,
  type: 'car',
  last_legislation_control: '2026-01-10',
  legislation_control_interval: 12,
  last_service_date: '2026-02-01',
  mandatory_service_interval: 6,
  mandatory_service_interval_km: 10_000,
  notes: 'Spare key in the office',
  branches,
  ...overrides,
});

function expectFailure(answer: Answer, status: number, message: string, field?: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.message).toBe(message);
  if (field) expect(answer.body.errors).toContainEqual({ field, message });
}

const idsOf = (answer: Answer) => answer.body.data.map((row: { id: string }) => row.id);

/** A company of its own with one admin, for tests that count or sort rows. */
async function freshTenant() {
  const company = await makeCompany(t.db);
  const [north, south] = [await makeBranch(t.db, company.id, 'North'), await makeBranch(t.db, company.id, 'South')];
  const admin = await makeEmployee(t.db, { role: 'admin', companyId: company.id });
  return { company, north, south, client: await signIn(t.app, admin.username, PASSWORD) };
}

describe('GET /api/vehicles/:id', () => {
  it('answers the row of the contract, with branches sorted by name and the creator by username', async () => {
    const body = vehicleBody([world.branches.a2.id, world.branches.a1.id], {
      license_plate: 'pr-100-ab',
      type: 'Truck',
      last_service_mileage: 5_000,
    });
    const created = await as.admin.post('/api/vehicles', body);
    expect(created.status).toBe(201);
    const answer = await as.admin.get(`/api/vehicles/${created.body.data.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: {
        id: created.body.data.id,
        license_plate: 'PR-100-AB',
        model: 'Ford Transit',
        mileage: 12_000,
        type: 'truck',
        last_legislation_control: '2026-01-10',
        legislation_control_interval: 12,
        last_service_date: '2026-02-01',
        last_service_mileage: 5_000,
        mandatory_service_interval: 6,
        mandatory_service_interval_km: 10_000,
        notes: 'Spare key in the office',
        is_active: true,
        // Its QR label's code (docs/yard.md), drawn by PostgreSQL.
        code: expect.stringMatching(/^[0-9a-f]{16}$/),
        // Counted from TODAY, 2026-07-20: the service falls due on 1 August, within the 30 days.
        next_legislation_control: '2027-01-10',
        next_service_date: '2026-08-01',
        next_service_km: 15_000,
        next_service_forecast: null,
        km_per_day: null,
        documents_expire_on: null,
        legislation_status: 'ok',
        service_status: 'soon',
        documents_status: 'ok',
        time_zone: 'UTC',
        // No fuel entries nor records yet (docs/fuel.md).
        consumption: { l: null, kWh: null },
        cost_per_km: null,
        // No issues yet (docs/inspections.md): in service.
        open_issues: 0,
        in_service: true,
        company_id: world.companyA.id,
        created_by: world.people.admin.id,
        created_by_username: world.people.admin.username,
        branches: [
          { id: world.branches.a1.id, name: 'North' },
          { id: world.branches.a2.id, name: 'South' },
        ],
        version: 1,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    expect(created.body).toEqual(answer.body);
  });

  it("a moderator or a user sees only the branches of theirs among the vehicle's", async () => {
    const created = await as.admin.post('/api/vehicles', vehicleBody([world.branches.a1.id, world.branches.a2.id]));
    for (const client of [as.moderator, as.user]) {
      const answer = await client.get(`/api/vehicles/${created.body.data.id}`);
      expect(answer.body.data.branches).toEqual([{ id: world.branches.a1.id, name: 'North' }]);
    }
  });

  it("another company's vehicle, or one outside the caller's branches, is not found", async () => {
    expectFailure(await as.admin.get(`/api/vehicles/${world.vehicles.b1.id}`), 404, messages.notFound('Vehicle'));
    expectFailure(await as.adminB.get(`/api/vehicles/${world.vehicles.a1.id}`), 404, messages.notFound('Vehicle'));
    expectFailure(await as.moderator.get(`/api/vehicles/${world.vehicles.a2.id}`), 404, messages.notFound('Vehicle'));
    expectFailure(await as.user.get(`/api/vehicles/${world.vehicles.a2.id}`), 404, messages.notFound('Vehicle'));
    expectFailure(await as.userA2.get(`/api/vehicles/${world.vehicles.a1.id}`), 404, messages.notFound('Vehicle'));
    expectFailure(await as.admin.get(`/api/vehicles/${randomUUID()}`), 404, messages.notFound('Vehicle'));
    expectFailure(await as.admin.get('/api/vehicles/not-a-uuid'), 400, messages.validId, 'id');
  });
});

describe('GET /api/vehicles: scope', () => {
  const { a1, a2, b1, b2 } = {
    a1: () => world.vehicles.a1.id,
    a2: () => world.vehicles.a2.id,
    b1: () => world.vehicles.b1.id,
    b2: () => world.vehicles.b2.id,
  };

  it("a superadmin sees every company's vehicles", async () => {
    const ids = idsOf(await as.superadmin.get('/api/vehicles?limit=100'));
    expect(ids).toEqual(expect.arrayContaining([a1(), a2(), b1(), b2()]));
  });

  it('an admin sees the whole company and nothing of another, also by ids= and q=', async () => {
    const list = await as.admin.get('/api/vehicles?limit=100');
    expect(idsOf(list)).toEqual(expect.arrayContaining([a1(), a2()]));
    expect(list.body.data.every((row: { company_id: string }) => row.company_id === world.companyA.id)).toBe(true);
    expect((await as.admin.get(`/api/vehicles?ids=${b1()},${b2()}`)).body).toEqual({ data: [], totalCount: 0, totalPages: 0 });
    expect(idsOf(await as.admin.get(`/api/vehicles?ids=${a1()},${b1()}`))).toEqual([a1()]);
    expect(idsOf(await as.admin.get(`/api/vehicles?q=${world.vehicles.b1.licensePlate}`))).toEqual([]);
    expect(idsOf(await as.admin.get(`/api/vehicles?id=${b1()}`))).toEqual([]);
    expect(idsOf(await as.adminB.get(`/api/vehicles?q=${world.vehicles.a1.licensePlate}`))).toEqual([]);
  });

  it('a moderator and a user see only the vehicles of their branch', async () => {
    for (const client of [as.moderator, as.user]) {
      const ids = idsOf(await client.get('/api/vehicles?limit=100'));
      expect(ids).toContain(a1());
      expect(ids).not.toContain(a2());
      expect(ids).not.toContain(b1());
      expect(idsOf(await client.get(`/api/vehicles?ids=${a2()}`))).toEqual([]);
      expect(idsOf(await client.get(`/api/vehicles?q=${world.vehicles.a2.licensePlate}`))).toEqual([]);
    }
    const ids = idsOf(await as.userA2.get('/api/vehicles?limit=100'));
    expect(ids).toContain(a2());
    expect(ids).not.toContain(a1());
  });

  it("branchId narrows to the selected branch, within the caller's scope", async () => {
    const south = idsOf(await as.admin.get(`/api/vehicles?branchId=${world.branches.a2.id}&limit=100`));
    expect(south).toContain(a2());
    expect(south).not.toContain(a1());
    expect(idsOf(await as.moderator.get(`/api/vehicles?branchId=${world.branches.a2.id}&limit=100`))).not.toContain(a2());
    expect(idsOf(await as.admin.get(`/api/vehicles?branchId=${world.branches.b1.id}`))).toEqual([]);
    expect(idsOf(await as.admin.get('/api/vehicles?branchId=&limit=100'))).toEqual(expect.arrayContaining([a1(), a2()]));
  });

  it("a branch outside the caller's scope selects nothing, not even their own vehicles that are also in it", async () => {
    const shared = await makeVehicle(t.db, world.companyA.id, [world.branches.a1.id, world.branches.a2.id]);
    expect(idsOf(await as.moderator.get(`/api/vehicles?limit=100`))).toContain(shared.id);
    expect((await as.moderator.get(`/api/vehicles?branchId=${world.branches.a2.id}`)).body).toEqual({
      data: [],
      totalCount: 0,
      totalPages: 0,
    });
    expect(idsOf(await as.admin.get(`/api/vehicles?branchId=${world.branches.a2.id}&limit=100`))).toContain(shared.id);
  });
});

describe('the role matrix for vehicles', () => {
  type Person = 'superadmin' | 'admin' | 'moderator' | 'user';
  // docs/product.md, Roles and scope: users read vehicles; every other role manages them (in its own scope).
  const allowed: Record<Person, string[]> = {
    superadmin: ['list', 'show', 'create', 'edit', 'delete'],
    admin: ['list', 'show', 'create', 'edit', 'delete'],
    moderator: ['list', 'show', 'create', 'edit', 'delete'],
    user: ['list', 'show'],
  };
  const success = { list: 200, show: 200, create: 201, edit: 200, delete: 200 };

  for (const person of Object.keys(allowed) as Person[]) {
    it(`${person}: ${allowed[person].join(', ')}`, async () => {
      const client = as[person];
      const a1 = world.branches.a1.id;
      const extra = person === 'superadmin' ? { company_id: world.companyA.id } : {};
      const target = await makeVehicle(t.db, world.companyA.id, [a1]);
      const answers = {
        list: await client.get('/api/vehicles'),
        show: await client.get(`/api/vehicles/${world.vehicles.a1.id}`),
        create: await client.post('/api/vehicles', vehicleBody([a1], extra)),
        edit: await client.edit(`/api/vehicles/${target.id}`, vehicleBody([a1], { model: 'Edited' })),
        delete: await client.delete(`/api/vehicles/${target.id}`),
      };
      for (const [action, answer] of Object.entries(answers)) {
        if (allowed[person].includes(action)) expect(answer.status, `${person} ${action}`).toBe(success[action as keyof typeof success]);
        else expectFailure(answer, 403, messages.forbidden);
      }
    });
  }

  it('a user is refused before the body is read: 403, not field errors', async () => {
    expectFailure(await as.user.post('/api/vehicles', {}), 403, messages.forbidden);
    expectFailure(await as.user.edit(`/api/vehicles/${world.vehicles.a1.id}`, {}), 403, messages.forbidden);
  });

  it('without a session every call answers 401', async () => {
    const anonymous = new Client(t.app);
    expectFailure(await anonymous.get('/api/vehicles'), 401, messages.notSignedIn);
    expectFailure(await anonymous.get(`/api/vehicles/${world.vehicles.a1.id}`), 401, messages.notSignedIn);
    expectFailure(await anonymous.post('/api/vehicles', {}), 401, messages.notSignedIn);
    expectFailure(await anonymous.edit(`/api/vehicles/${world.vehicles.a1.id}`, {}), 401, messages.notSignedIn);
    expectFailure(await anonymous.delete(`/api/vehicles/${world.vehicles.a1.id}`), 401, messages.notSignedIn);
  });
});

describe('POST and PUT /api/vehicles: validation', () => {
  const post = (overrides: Record<string, unknown>) => as.admin.post('/api/vehicles', vehicleBody([world.branches.a1.id], overrides));

  const required = [
    'license_plate',
    'model',
    'mileage',
    'type',
    'last_legislation_control',
    'legislation_control_interval',
    'last_service_date',
    'mandatory_service_interval',
    'mandatory_service_interval_km',
  ];
  for (const field of required) {
    it(`${field} is required (missing, null or blank)`, async () => {
      for (const value of [undefined, null, '', '  ']) {
        expectFailure(await post({ [field]: value }), 400, messages.required, field);
      }
    });
  }

  it('at least one branch is required', async () => {
    expectFailure(await post({ branches: [] }), 400, messages.atLeastOneBranch, 'branches');
    expectFailure(await post({ branches: undefined }), 400, messages.atLeastOneBranch, 'branches');
    expectFailure(
      await as.admin.edit(`/api/vehicles/${world.vehicles.a1.id}`, vehicleBody([])),
      400,
      messages.atLeastOneBranch,
      'branches',
    );
  });

  it("numbers must be 0 or greater, with the spec's messages", async () => {
    expectFailure(await post({ mileage: -1 }), 400, messages.mileageMin, 'mileage');
    expectFailure(await post({ legislation_control_interval: -1 }), 400, messages.intervalMin, 'legislation_control_interval');
    expectFailure(await post({ mandatory_service_interval: -1 }), 400, messages.intervalMin, 'mandatory_service_interval');
    expectFailure(await post({ mandatory_service_interval_km: -1 }), 400, messages.intervalMin, 'mandatory_service_interval_km');
    expectFailure(await post({ mileage: 'a lot' }), 400, messages.validNumber, 'mileage');
    expectFailure(await post({ mileage: 10.5 }), 400, messages.wholeNumber, 'mileage');
  });

  it('the type must be bus, car or truck', async () => {
    expectFailure(await post({ type: 'plane' }), 400, messages.vehicleType, 'type');
  });

  it('dates must be real calendar days written yyyy-MM-dd', async () => {
    expectFailure(await post({ last_legislation_control: '2026-02-30' }), 400, messages.validDate, 'last_legislation_control');
    expectFailure(await post({ last_service_date: '01.02.2026' }), 400, messages.validDate, 'last_service_date');
  });

  it('numbers written as strings are accepted, as a form or a file sends them; 0 is allowed', async () => {
    const answer = await post({
      mileage: '0',
      legislation_control_interval: '24',
      mandatory_service_interval: '0',
      mandatory_service_interval_km: '15000',
      type: 'BUS',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      mileage: 0,
      legislation_control_interval: 24,
      mandatory_service_interval: 0,
      mandatory_service_interval_km: 15_000,
      type: 'bus',
    });
  });

  it('notes are optional and stored as null when blank', async () => {
    expect((await post({ notes: undefined })).body.data.notes).toBeNull();
    expect((await post({ notes: '   ' })).body.data.notes).toBeNull();
  });
});

describe('POST /api/vehicles: company and branches', () => {
  it('a superadmin must name the company, which must exist', async () => {
    const body = vehicleBody([world.branches.b1.id]);
    expectFailure(await as.superadmin.post('/api/vehicles', body), 400, messages.required, 'company_id');
    expectFailure(await as.superadmin.post('/api/vehicles', { ...body, company_id: randomUUID() }), 404, messages.notFound('Company'));
    const created = await as.superadmin.post('/api/vehicles', { ...body, company_id: world.companyB.id });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      company_id: world.companyB.id,
      created_by: world.people.superadmin.id,
      branches: [{ id: world.branches.b1.id, name: 'North' }],
    });
  });

  it('others create in their own company and may not name another', async () => {
    expectFailure(
      await as.admin.post('/api/vehicles', vehicleBody([world.branches.a1.id], { company_id: world.companyB.id })),
      404,
      messages.notFound('Company'),
    );
    const own = await as.admin.post('/api/vehicles', vehicleBody([world.branches.a1.id], { company_id: world.companyA.id }));
    expect(own.status).toBe(201);
    expect(own.body.data.company_id).toBe(world.companyA.id);
  });

  it("branches must be the company's and visible to the caller", async () => {
    const branchNotFound = [{ field: 'branches', message: messages.notFound('Branch') }];
    const cases: Array<[Client, string[], Record<string, unknown>?]> = [
      [as.admin, [world.branches.a1.id, world.branches.b1.id]],
      [as.admin, [randomUUID()]],
      [as.moderator, [world.branches.a2.id]],
      [as.moderator, [world.branches.a1.id, world.branches.a2.id]],
      [as.superadmin, [world.branches.b1.id], { company_id: world.companyA.id }],
    ];
    for (const [client, branches, extra] of cases) {
      const answer = await client.post('/api/vehicles', vehicleBody(branches, extra));
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: messages.notFound('Branch'), errors: branchNotFound });
    }
    expect((await as.moderator.post('/api/vehicles', vehicleBody([world.branches.a1.id]))).status).toBe(201);
  });
});

describe('PUT /api/vehicles/:id', () => {
  it('replaces the fields and the branches', async () => {
    const created = await as.admin.post('/api/vehicles', vehicleBody([world.branches.a1.id]));
    const id = created.body.data.id;
    const answer = await as.admin.edit(
      `/api/vehicles/${id}`,
      vehicleBody([world.branches.a2.id], {
        license_plate: 'new-plate-1',
        model: 'Iveco Daily',
        mileage: 13_500,
        type: 'bus',
        notes: null,
        last_service_date: '2026-06-30',
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id,
      license_plate: 'NEW-PLATE-1',
      model: 'Iveco Daily',
      mileage: 13_500,
      type: 'bus',
      notes: null,
      last_service_date: '2026-06-30',
      branches: [{ id: world.branches.a2.id, name: 'South' }],
      created_by: world.people.admin.id,
      company_id: world.companyA.id,
    });
    expect(answer.body.data.updatedAt > created.body.data.updatedAt).toBe(true);
    expect((await as.admin.get(`/api/vehicles/${id}`)).body).toEqual(answer.body);
  });

  it('keeps the vehicle in its company whatever company_id says', async () => {
    const created = await as.superadmin.post('/api/vehicles', vehicleBody([world.branches.a1.id], { company_id: world.companyA.id }));
    const answer = await as.superadmin.edit(
      `/api/vehicles/${created.body.data.id}`,
      vehicleBody([world.branches.a1.id], { company_id: world.companyB.id }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.company_id).toBe(world.companyA.id);
  });

  it("a moderator's edit keeps the assignments to branches outside their scope", async () => {
    const created = await as.admin.post('/api/vehicles', vehicleBody([world.branches.a1.id, world.branches.a2.id]));
    const id = created.body.data.id;
    const edited = await as.moderator.edit(`/api/vehicles/${id}`, vehicleBody([world.branches.a1.id], { model: 'Edited by moderator' }));
    expect(edited.status).toBe(200);
    expect(edited.body.data.branches).toEqual([{ id: world.branches.a1.id, name: 'North' }]);
    const seenByAdmin = await as.admin.get(`/api/vehicles/${id}`);
    expect(seenByAdmin.body.data.model).toBe('Edited by moderator');
    expect(seenByAdmin.body.data.branches.map((b: { name: string }) => b.name)).toEqual(['North', 'South']);
    // Naming a branch outside their scope is refused, even one the vehicle already has.
    expectFailure(
      await as.moderator.edit(`/api/vehicles/${id}`, vehicleBody([world.branches.a1.id, world.branches.a2.id])),
      400,
      messages.notFound('Branch'),
      'branches',
    );
  });

  it("an admin moving a vehicle out of a moderator's branch takes it out of their sight", async () => {
    const created = await as.admin.post('/api/vehicles', vehicleBody([world.branches.a1.id]));
    const id = created.body.data.id;
    expect((await as.admin.edit(`/api/vehicles/${id}`, vehicleBody([world.branches.a2.id]))).status).toBe(200);
    expectFailure(await as.moderator.get(`/api/vehicles/${id}`), 404, messages.notFound('Vehicle'));
  });

  it("another company's vehicle, or one outside the caller's branches, is not found", async () => {
    const body = vehicleBody([world.branches.a1.id]);
    expectFailure(
      await as.adminB.edit(`/api/vehicles/${world.vehicles.a1.id}`, vehicleBody([world.branches.b1.id])),
      404,
      messages.notFound('Vehicle'),
    );
    expectFailure(await as.admin.edit(`/api/vehicles/${world.vehicles.b1.id}`, body), 404, messages.notFound('Vehicle'));
    expectFailure(await as.moderator.edit(`/api/vehicles/${world.vehicles.a2.id}`, body), 404, messages.notFound('Vehicle'));
    expectFailure(await as.admin.edit(`/api/vehicles/${randomUUID()}`, body), 404, messages.notFound('Vehicle'));
    expect((await as.superadmin.get(`/api/vehicles/${world.vehicles.b1.id}`)).body.data.model).toBe('Mercedes Sprinter');
  });
});

describe('license plates', () => {
  const duplicate = messages.duplicate('An active vehicle with this license plate');

  it("are unique among the company's active vehicles, whatever the case", async () => {
    const plate = newPlate();
    expect((await as.admin.post('/api/vehicles', vehicleBody([world.branches.a1.id], { license_plate: plate }))).status).toBe(201);
    expectFailure(
      await as.admin.post('/api/vehicles', vehicleBody([world.branches.a2.id], { license_plate: plate.toUpperCase() })),
      409,
      duplicate,
      'license_plate',
    );
    // Another company may hold the same plate.
    expect((await as.adminB.post('/api/vehicles', vehicleBody([world.branches.b1.id], { license_plate: plate }))).status).toBe(201);
  });

  it("an update may keep its own plate but not take another active vehicle's", async () => {
    const first = await as.admin.post('/api/vehicles', vehicleBody([world.branches.a1.id]));
    const second = await as.admin.post('/api/vehicles', vehicleBody([world.branches.a1.id]));
    const secondId = second.body.data.id;
    expect(
      (
        await as.admin.edit(
          `/api/vehicles/${secondId}`,
          vehicleBody([world.branches.a1.id], { license_plate: second.body.data.license_plate }),
        )
      ).status,
    ).toBe(200);
    expectFailure(
      await as.admin.edit(
        `/api/vehicles/${secondId}`,
        vehicleBody([world.branches.a1.id], { license_plate: first.body.data.license_plate }),
      ),
      409,
      duplicate,
      'license_plate',
    );
  });
});

describe('DELETE /api/vehicles/:id archives', () => {
  it('answers the vehicle with is_active false; it leaves the default list and shows with isActive=false', async () => {
    const created = await as.admin.post('/api/vehicles', vehicleBody([world.branches.a1.id]));
    const { id, license_plate: plate } = created.body.data;
    const answer = await as.admin.delete(`/api/vehicles/${id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id,
      is_active: false,
      license_plate: plate,
      branches: [{ id: world.branches.a1.id, name: 'North' }],
    });

    expect(idsOf(await as.admin.get(`/api/vehicles?q=${plate}`))).toEqual([]);
    expect(idsOf(await as.admin.get(`/api/vehicles?isActive=true&q=${plate}`))).toEqual([]);
    const archived = await as.admin.get('/api/vehicles?isActive=false&limit=100');
    expect(idsOf(archived)).toContain(id);
    expect(archived.body.data.every((row: { is_active: boolean }) => !row.is_active)).toBe(true);
    expect(idsOf(await as.moderator.get('/api/vehicles?isActive=false&limit=100'))).toContain(id);
    expectFailure(await as.admin.get('/api/vehicles?isActive=maybe'), 400, 'isActive must be true or false', 'isActive');
  });

  it('the archived vehicle is still found by id (the details page shows its history)', async () => {
    const created = await as.admin.post('/api/vehicles', vehicleBody([world.branches.a1.id]));
    const { id } = created.body.data;
    await as.admin.delete(`/api/vehicles/${id}`);
    expect((await as.admin.get(`/api/vehicles/${id}`)).body.data).toMatchObject({ id, is_active: false });
    expect(idsOf(await as.admin.get(`/api/vehicles?id=${id}`))).toEqual([id]);
    expect(idsOf(await as.admin.get(`/api/vehicles?ids=${id}`))).toEqual([id]);
  });

  it('keeps the maintenance history', async () => {
    const vehicle = await makeVehicle(t.db, world.companyA.id, [world.branches.a1.id]);
    const general = await makeGeneralMaintenance(t.db, vehicle);
    const mandatory = await makeMandatoryMaintenance(t.db, vehicle);
    expect((await as.admin.delete(`/api/vehicles/${vehicle.id}`)).status).toBe(200);
    expect(idsOf(await as.admin.get(`/api/general-maintenances?vehicleId=${vehicle.id}`))).toEqual([general.id]);
    expect(idsOf(await as.admin.get(`/api/mandatory-maintenances?vehicleId=${vehicle.id}`))).toEqual([mandatory.id]);
    expect((await as.user.get(`/api/general-maintenances/${general.id}`)).status).toBe(200);
  });

  it('an archived vehicle cannot get new maintenance', async () => {
    const vehicle = await makeVehicle(t.db, world.companyA.id, [world.branches.a1.id], { isActive: false });
    const common = { cost: 10, mileage: 1000, vehicle_id: vehicle.id };
    expectFailure(
      await as.admin.post('/api/general-maintenances', { ...common, service_type: 'Oil', service_date: '2026-05-01' }),
      400,
      messages.noActiveVehicle,
      'vehicle_id',
    );
    expectFailure(
      await as.admin.post('/api/mandatory-maintenances', { ...common, service_type: 'Service', finished_on: '2026-05-01' }),
      400,
      messages.noActiveVehicle,
      'vehicle_id',
    );
  });

  it('its plate may be reused by a new active vehicle', async () => {
    const plate = newPlate();
    const first = await as.admin.post('/api/vehicles', vehicleBody([world.branches.a1.id], { license_plate: plate }));
    await as.admin.delete(`/api/vehicles/${first.body.data.id}`);
    const second = await as.admin.post('/api/vehicles', vehicleBody([world.branches.a1.id], { license_plate: plate }));
    expect(second.status).toBe(201);
    expect(second.body.data.license_plate).toBe(plate.toUpperCase());
    // The archived one may still be corrected; its plate no longer blocks anything.
    expect(
      (
        await as.admin.edit(
          `/api/vehicles/${first.body.data.id}`,
          vehicleBody([world.branches.a1.id], { license_plate: plate, notes: 'sold' }),
        )
      ).status,
    ).toBe(200);
  });

  it('deleting an archived vehicle again is idempotent: 200, unchanged', async () => {
    const created = await as.admin.post('/api/vehicles', vehicleBody([world.branches.a1.id]));
    const first = await as.admin.delete(`/api/vehicles/${created.body.data.id}`);
    const again = await as.admin.delete(`/api/vehicles/${created.body.data.id}`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it("another company's vehicle, or one outside the caller's branches, is not found and stays active", async () => {
    expectFailure(await as.adminB.delete(`/api/vehicles/${world.vehicles.a1.id}`), 404, messages.notFound('Vehicle'));
    expectFailure(await as.admin.delete(`/api/vehicles/${world.vehicles.b1.id}`), 404, messages.notFound('Vehicle'));
    expectFailure(await as.moderator.delete(`/api/vehicles/${world.vehicles.a2.id}`), 404, messages.notFound('Vehicle'));
    expect((await as.admin.get(`/api/vehicles/${world.vehicles.a1.id}`)).body.data.is_active).toBe(true);
    expect((await as.superadmin.get(`/api/vehicles/${world.vehicles.b1.id}`)).body.data.is_active).toBe(true);
  });
});

describe('POST /api/vehicles/:id/restore', () => {
  it('makes an archived vehicle active again, with its history; restoring an active one answers it unchanged', async () => {
    const vehicle = await makeVehicle(t.db, world.companyA.id, [world.branches.a1.id]);
    const general = await makeGeneralMaintenance(t.db, vehicle);
    await as.admin.delete(`/api/vehicles/${vehicle.id}`);

    const restored = await as.moderator.post(`/api/vehicles/${vehicle.id}/restore`, {});
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data).toMatchObject({ id: vehicle.id, is_active: true, branches: [{ id: world.branches.a1.id, name: 'North' }] });
    expect(idsOf(await as.admin.get(`/api/vehicles?q=${vehicle.licensePlate}`))).toEqual([vehicle.id]);
    expect(idsOf(await as.admin.get('/api/vehicles?isActive=false&limit=100'))).not.toContain(vehicle.id);
    expect(idsOf(await as.admin.get(`/api/general-maintenances?vehicleId=${vehicle.id}`))).toEqual([general.id]);

    const again = await as.admin.post(`/api/vehicles/${vehicle.id}/restore`, {});
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(restored.body.data);
  });

  it('refuses with 409 while an active vehicle holds its plate, and the vehicle stays archived', async () => {
    const plate = newPlate();
    const first = await as.admin.post('/api/vehicles', vehicleBody([world.branches.a1.id], { license_plate: plate }));
    await as.admin.delete(`/api/vehicles/${first.body.data.id}`);
    const successor = await as.admin.post('/api/vehicles', vehicleBody([world.branches.a1.id], { license_plate: plate }));
    expect(successor.status).toBe(201);

    expectFailure(await as.admin.post(`/api/vehicles/${first.body.data.id}/restore`, {}), 409, messages.plateTaken, 'license_plate');
    expect((await as.admin.get(`/api/vehicles/${first.body.data.id}`)).body.data.is_active).toBe(false);

    // Once the successor is archived in turn, the first may come back.
    await as.admin.delete(`/api/vehicles/${successor.body.data.id}`);
    expect((await as.admin.post(`/api/vehicles/${first.body.data.id}/restore`, {})).status).toBe(200);
  });

  it("users may not restore; another company's vehicle, or one outside the caller's branches, is not found", async () => {
    const archived = await makeVehicle(t.db, world.companyA.id, [world.branches.a1.id], { isActive: false });
    const outside = await makeVehicle(t.db, world.companyA.id, [world.branches.a2.id], { isActive: false });
    expect((await as.user.post(`/api/vehicles/${archived.id}/restore`, {})).status).toBe(403);
    expectFailure(await as.adminB.post(`/api/vehicles/${archived.id}/restore`, {}), 404, messages.notFound('Vehicle'));
    expectFailure(await as.moderator.post(`/api/vehicles/${outside.id}/restore`, {}), 404, messages.notFound('Vehicle'));
    expect((await as.admin.get(`/api/vehicles/${archived.id}`)).body.data.is_active).toBe(false);
    expect((await as.superadmin.post(`/api/vehicles/${outside.id}/restore`, {})).status).toBe(200);
  });
});

describe('GET /api/vehicles: filters, search, sort and pages', () => {
  let tenant: Awaited<ReturnType<typeof freshTenant>>;
  const made: Record<string, string> = {};

  beforeAll(async () => {
    tenant = await freshTenant();
    const { company, north, south } = tenant;
    const rows: Array<[string, string[], Parameters<typeof makeVehicle>[3]]> = [
      ['bus1', [north.id], { type: 'bus', mileage: 300, licensePlate: 'AA-001', model: 'Setra S 515' }],
      ['bus2', [south.id], { type: 'bus', mileage: 100, licensePlate: 'AA-002', model: 'Setra S 516', notes: 'Needs new tyres' }],
      ['car1', [north.id, south.id], { type: 'car', mileage: 500, licensePlate: 'BB-001', model: 'Skoda Octavia' }],
      ['truck1', [south.id], { type: 'truck', mileage: 200, licensePlate: 'CC-001', model: 'MAN TGX' }],
      ['truck2', [north.id], { type: 'truck', mileage: 400, licensePlate: 'CC-002', model: 'MAN TGS' }],
      ['old', [north.id], { type: 'car', mileage: 999, licensePlate: 'ZZ-999', model: 'Skoda Felicia', isActive: false }],
    ];
    for (const [key, branchIds, overrides] of rows) made[key] = (await makeVehicle(t.db, company.id, branchIds, overrides)).id;
  });

  const list = async (query: string) => idsOf(await tenant.client.get(`/api/vehicles?${query}`));
  const named = (...keys: string[]) => keys.map((key) => made[key]);

  it('sorts by license plate by default, in either order', async () => {
    expect(await list('')).toEqual(named('bus1', 'bus2', 'car1', 'truck1', 'truck2'));
    expect(await list('order=desc')).toEqual(named('truck2', 'truck1', 'car1', 'bus2', 'bus1'));
  });

  it('sorts by any listed column', async () => {
    expect(await list('sort=mileage')).toEqual(named('bus2', 'truck1', 'bus1', 'truck2', 'car1'));
    expect(await list('sort=mileage&order=desc')).toEqual(named('car1', 'truck2', 'bus1', 'truck1', 'bus2'));
    expect(await list('sort=model')).toEqual(named('truck2', 'truck1', 'bus1', 'bus2', 'car1'));
    const unknownSort = await tenant.client.get('/api/vehicles?sort=colour');
    expect(unknownSort.status).toBe(400);
    expect(unknownSort.body.message).toMatch(/^sort must be one of license_plate, model, /);
  });

  it('filters by type, branch and id', async () => {
    expect(await list('type=bus')).toEqual(named('bus1', 'bus2'));
    expect(await list('type=car&isActive=false')).toEqual(named('old'));
    expect(await list(`branchId=${tenant.north.id}`)).toEqual(named('bus1', 'car1', 'truck2'));
    expect(await list(`branchId=${tenant.south.id}&type=truck`)).toEqual(named('truck1'));
    expect(await list(`id=${made.car1}`)).toEqual(named('car1'));
    expect(await list(`ids=${made.truck2},${made.bus1}`)).toEqual(named('bus1', 'truck2'));
    expectFailure(await tenant.client.get('/api/vehicles?type=plane'), 400, messages.vehicleType, 'type');
  });

  it('q searches plate, model and notes, case-insensitively', async () => {
    expect(await list('q=aa-00')).toEqual(named('bus1', 'bus2'));
    expect(await list('q=skoda')).toEqual(named('car1'));
    expect(await list('q=TYRES')).toEqual(named('bus2'));
    expect(await list('q=felicia&isActive=false')).toEqual(named('old'));
    expect(await list('q=100%')).toEqual([]);
  });

  it('pages with totalCount and totalPages', async () => {
    const page2 = await tenant.client.get('/api/vehicles?limit=2&page=2');
    expect(page2.body.totalCount).toBe(5);
    expect(page2.body.totalPages).toBe(3);
    expect(idsOf(page2)).toEqual(named('car1', 'truck1'));
    expect(idsOf(await tenant.client.get('/api/vehicles?limit=2&page=3'))).toEqual(named('truck2'));
    expect((await tenant.client.get('/api/vehicles?limit=2&page=4')).body).toEqual({ data: [], totalCount: 5, totalPages: 3 });
    const all = await tenant.client.get('/api/vehicles');
    expect(all.body).toMatchObject({ totalCount: 5, totalPages: 1 });
  });

  it(messages.limitRange(MAX_PAGE_SIZE), async () => {
    expectFailure(await tenant.client.get('/api/vehicles?limit=0'), 400, messages.limitRange(MAX_PAGE_SIZE), 'limit');
    expectFailure(await tenant.client.get('/api/vehicles?limit=101'), 400, messages.limitRange(MAX_PAGE_SIZE), 'limit');
    expect((await tenant.client.get(`/api/vehicles?limit=${MAX_PAGE_SIZE}`)).status).toBe(200);
    expectFailure(await tenant.client.get('/api/vehicles?page=0'), 400, 'page must be 1 or greater', 'page');
  });
});
