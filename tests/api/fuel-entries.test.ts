import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, messages } from '../../contract/messages';
import { MAX_PAGE_SIZE } from '../../contract/schemas/common';
import { Client, signIn } from './support/client';
import {
  makeBranch,
  makeCompany,
  makeEmployee,
  makeFuelEntry,
  makeGeneralMaintenance,
  makeMandatoryMaintenance,
  makeVehicle,
  PASSWORD,
} from './support/fixtures';
import { KEPT_SUMS_DIFFERENCES } from './support/kept-sums';
import { expectFailure, idsOf } from './support/maintenance-suite';
import { middayUtc } from './support/test-app';
import { worldTest } from './support/world';
import { FUEL_ECONOMY_CASES } from '../contract/fuel-economy-cases';

/*
 * Fuel entries (docs/fuel.md) through the API on a real PostgreSQL: the rows, validation, versions,
 * scope as maintenance records have it, the vehicle's mileage, the kept sums and the overview, and
 * the consumption and cost per km the vehicle rows carry. Today is 15 June 2026.
 */
const { t, world, as } = await worldTest({ now: () => middayUtc('2026-06-15') });
const path = '/api/fuel-entries';
const notFound = messages.notFound('Fuel entry');

const fixtures = {
  a1: await makeFuelEntry(t.db, world.vehicles.a1, { station: 'OMV Tiranë' }),
  a2: await makeFuelEntry(t.db, world.vehicles.a2),
  b1: await makeFuelEntry(t.db, world.vehicles.b1),
};

/** A valid body, as the add dialog sends it. */
const body = (vehicleId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  filled_on: '2026-06-01',
  quantity: 52.3,
  unit: 'l',
  adblue_litres: 4.5,
  cost: 84.99,
  odometer: 60_000,
  full: true,
  station: 'Shell Durrës',
  notes: 'Card 7',
  vehicle_id: vehicleId,
  ...overrides,
});

const vehicleRow = async (id: string) => {
  const answer = await as.superadmin.get(`/api/vehicles/${id}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
};

describe('fuel entries: rows and the success paths', () => {
  it('GET /:id answers the row of the contract', async () => {
    const answer = await as.admin.get(`${path}/${fixtures.a1.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: {
        id: fixtures.a1.id,
        filled_on: '2026-05-12',
        quantity: 60.5,
        unit: 'l',
        adblue_litres: null,
        cost: 96.8,
        odometer: 52_400,
        flagged: false,
        full: true,
        station: 'OMV Tiranë',
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
  });

  it("POST creates the entry in its vehicle's company: 201 with the creator and the plate", async () => {
    const created = await as.user.post(path, body(world.vehicles.a1.id));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(String),
      filled_on: '2026-06-01',
      quantity: 52.3,
      unit: 'l',
      adblue_litres: 4.5,
      cost: 84.99,
      odometer: 60_000,
      flagged: false,
      full: true,
      station: 'Shell Durrës',
      notes: 'Card 7',
      vehicle_id: world.vehicles.a1.id,
      vehicle_license_plate: world.vehicles.a1.licensePlate,
      company_id: world.companyA.id,
      created_by: world.people.user.id,
      created_by_username: world.people.user.username,
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await as.admin.get(`${path}/${created.body.data.id}`)).body).toEqual(created.body);
  });

  it('a charge in kWh, partial, without AdBlue, station or notes; full is a full tank unless said', async () => {
    const charge = await as.admin.post(
      path,
      body(world.vehicles.a1.id, { unit: 'kWh', quantity: '38.40', full: false, adblue_litres: null, station: '', notes: undefined }),
    );
    expect(charge.status).toBe(201);
    expect(charge.body.data).toMatchObject({ unit: 'kWh', quantity: 38.4, full: false, adblue_litres: null, station: null, notes: null });
    const { full: _full, ...withoutFull } = body(world.vehicles.a1.id);
    expect((await as.admin.post(path, withoutFull)).body.data.full).toBe(true);
  });

  it('PUT replaces the entry and raises its version; a stale version answers 409 and changes nothing', async () => {
    const created = await as.admin.post(path, body(world.vehicles.a1.id));
    const id = created.body.data.id;
    const changed = body(world.vehicles.a1.id, { quantity: 40, cost: 66.4, full: false, station: null, notes: 'Corrected' });
    const answer = await as.user.edit(`${path}/${id}`, changed);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id,
      quantity: 40,
      cost: 66.4,
      full: false,
      station: null,
      notes: 'Corrected',
      version: 2,
      created_by: world.people.admin.id,
    });
    expect(answer.body.data.updatedAt > created.body.data.updatedAt).toBe(true);

    const stale = await as.admin.put(`${path}/${id}`, { ...changed, cost: 1, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: messages.recordChanged, code: errorCodes.recordChanged });
    expect((await as.admin.get(`${path}/${id}`)).body).toEqual(answer.body);
    expectFailure(await as.admin.put(`${path}/${id}`, { ...changed, version: undefined }), 400, messages.required, 'version');
  });

  it('DELETE removes the entry for real: 200 { data }, then it is not found; a user may not delete', async () => {
    const created = await as.admin.post(path, body(world.vehicles.a1.id));
    const id = created.body.data.id;
    expectFailure(await as.user.delete(`${path}/${id}`), 403, messages.forbidden);
    const answer = await as.moderator.delete(`${path}/${id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(created.body);
    expectFailure(await as.admin.get(`${path}/${id}`), 404, notFound);
    expectFailure(await as.admin.delete(`${path}/${id}`), 404, notFound);
  });

  it('without a session every call answers 401', async () => {
    const anonymous = new Client(t.app);
    for (const answer of [
      await anonymous.get(path),
      await anonymous.get(`${path}/${fixtures.a1.id}`),
      await anonymous.post(path, body(world.vehicles.a1.id)),
      await anonymous.put(`${path}/${fixtures.a1.id}`, { ...body(world.vehicles.a1.id), version: 1 }),
      await anonymous.delete(`${path}/${fixtures.a1.id}`),
    ])
      expectFailure(answer, 401, messages.notSignedIn);
  });
});

describe('fuel entries: validation', () => {
  const post = (overrides: Record<string, unknown>) => as.admin.post(path, body(world.vehicles.a1.id, overrides));

  for (const field of ['filled_on', 'quantity', 'unit', 'cost', 'odometer', 'vehicle_id']) {
    it(`${field} is required (missing, null or empty)`, async () => {
      for (const value of [undefined, null, '']) expectFailure(await post({ [field]: value }), 400, messages.required, field);
    });
  }

  it('a quantity is a number greater than 0 with at most 2 decimals', async () => {
    expectFailure(await post({ quantity: 0 }), 400, messages.fuelQuantityMin, 'quantity');
    expectFailure(await post({ quantity: -3 }), 400, messages.fuelQuantityMin, 'quantity');
    expectFailure(await post({ quantity: 'forty' }), 400, messages.validNumber, 'quantity');
    expectFailure(await post({ quantity: 40.125 }), 400, messages.decimalsAtMost(2), 'quantity');
    expectFailure(await post({ quantity: 100_001 }), 400, messages.tooLarge(100_000), 'quantity');
    expect((await post({ quantity: 0.01 })).status).toBe(201);
  });

  it('the unit is l or kWh', async () => {
    expectFailure(await post({ unit: 'gal' }), 400, messages.energyUnit, 'unit');
    expectFailure(await post({ unit: 'L' }), 400, messages.energyUnit, 'unit');
  });

  it('AdBlue is optional, 0 or more litres with at most 2 decimals', async () => {
    expectFailure(await post({ adblue_litres: -1 }), 400, messages.intervalMin, 'adblue_litres');
    expectFailure(await post({ adblue_litres: 1.005 }), 400, messages.decimalsAtMost(2), 'adblue_litres');
    expect((await post({ adblue_litres: '' })).body.data.adblue_litres).toBeNull();
    expect((await post({ adblue_litres: 0 })).body.data.adblue_litres).toBe(0);
  });

  it('cost, odometer, full, date and texts have their rules', async () => {
    expectFailure(await post({ cost: -0.01 }), 400, messages.costMin, 'cost');
    expectFailure(await post({ cost: 9.999 }), 400, messages.costDecimals, 'cost');
    expectFailure(await post({ odometer: -1 }), 400, messages.mileageMin, 'odometer');
    expectFailure(await post({ odometer: 1.5 }), 400, messages.wholeNumber, 'odometer');
    expectFailure(await post({ full: 'yes' }), 400, messages.trueOrFalse, 'full');
    expectFailure(await post({ full: null }), 400, messages.trueOrFalse, 'full');
    expectFailure(await post({ filled_on: '2026-02-30' }), 400, messages.validDate, 'filled_on');
    expectFailure(await post({ filled_on: '01.06.2026' }), 400, messages.validDate, 'filled_on');
    expectFailure(await post({ station: 'x'.repeat(121) }), 400, messages.tooLong(120), 'station');
    expectFailure(await post({ notes: 'x'.repeat(2001) }), 400, messages.tooLong(2000), 'notes');
    expectFailure(await post({ vehicle_id: 'van-7' }), 400, messages.validId, 'vehicle_id');
  });

  it('the same rules hold on PUT', async () => {
    const put = (overrides: Record<string, unknown>) => as.admin.edit(`${path}/${fixtures.a1.id}`, body(world.vehicles.a1.id, overrides));
    expectFailure(await put({ quantity: 0 }), 400, messages.fuelQuantityMin, 'quantity');
    expectFailure(await put({ unit: 'gal' }), 400, messages.energyUnit, 'unit');
    expectFailure(await put({ filled_on: undefined }), 400, messages.required, 'filled_on');
  });
});

describe('fuel entries: the vehicle', () => {
  const vehicleNotFound = {
    message: messages.notFound('Vehicle'),
    errors: [{ field: 'vehicle_id', message: messages.notFound('Vehicle') }],
  };

  it('must be a vehicle the caller sees', async () => {
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

  it('must be active to get new entries; an entry of an archived vehicle stays readable and correctable', async () => {
    const vehicle = await makeVehicle(t.db, world.companyA.id, [world.branches.a1.id]);
    const entry = await makeFuelEntry(t.db, vehicle);
    expect((await as.admin.delete(`/api/vehicles/${vehicle.id}`)).status).toBe(200);
    expectFailure(await as.user.post(path, body(vehicle.id)), 400, messages.noActiveVehicleForFuel, 'vehicle_id');
    expect((await as.user.get(`${path}/${entry.id}`)).status).toBe(200);
    const kept = await as.user.edit(`${path}/${entry.id}`, body(vehicle.id, { odometer: 52_400, cost: 12 }));
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ vehicle_id: vehicle.id, cost: 12 });
    const otherArchived = await makeVehicle(t.db, world.companyA.id, [world.branches.a1.id], { isActive: false });
    expectFailure(await as.admin.edit(`${path}/${entry.id}`, body(otherArchived.id)), 400, messages.noActiveVehicleForFuel, 'vehicle_id');
    const moved = await as.moderator.edit(`${path}/${entry.id}`, body(world.vehicles.a1.id, { odometer: 50_000 }));
    expect(moved.body.data).toMatchObject({ vehicle_id: world.vehicles.a1.id, vehicle_license_plate: world.vehicles.a1.licensePlate });
  });

  it('gives the entry its company, also for a superadmin', async () => {
    const answer = await as.superadmin.post(path, body(world.vehicles.b2.id, { odometer: 50_000 }));
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ company_id: world.companyB.id, vehicle_license_plate: world.vehicles.b2.licensePlate });
  });

  it("moves the vehicle's mileage forward as a maintenance record does, and back only when the entry that moved it goes", async () => {
    const vehicle = await makeVehicle(t.db, world.companyA.id, [world.branches.a1.id], { mileage: 80_000 });
    const higher = await as.user.post(path, body(vehicle.id, { odometer: 81_250 }));
    expect((await vehicleRow(vehicle.id)).mileage).toBe(81_250);
    // An older filling typed in later moves nothing back.
    await as.user.post(path, body(vehicle.id, { odometer: 79_000, filled_on: '2026-01-02' }));
    expect((await vehicleRow(vehicle.id)).mileage).toBe(81_250);
    // The entry that moved it, corrected downwards and then deleted: the next highest reading, never
    // below what the vehicle's own form said (docs/fleet-health.md, The meter log).
    await as.user.edit(`${path}/${higher.body.data.id}`, body(vehicle.id, { odometer: 81_000 }));
    expect((await vehicleRow(vehicle.id)).mileage).toBe(81_000);
    await as.admin.delete(`${path}/${higher.body.data.id}`);
    expect((await vehicleRow(vehicle.id)).mileage).toBe(80_000);
    // The vehicle's own edit may not go below what its fuel entries read.
    const entry = await as.user.post(path, body(vehicle.id, { odometer: 90_000 }));
    expect(entry.status).toBe(201);
    const { id: _id, version, branches, ...current } = await vehicleRow(vehicle.id);
    const edit = await as.admin.put(`/api/vehicles/${vehicle.id}`, {
      ...current,
      mileage: 85_000,
      branches: branches.map((branch: { id: string }) => branch.id),
      version,
    });
    expectFailure(edit, 400, messages.belowRecordedReading(90_000), 'mileage');
  });
});

describe('fuel entries: company and branch scope', () => {
  it("another company's entries are not found on get, update and delete", async () => {
    expectFailure(await as.admin.get(`${path}/${fixtures.b1.id}`), 404, notFound);
    expectFailure(await as.admin.edit(`${path}/${fixtures.b1.id}`, body(world.vehicles.a1.id)), 404, notFound);
    expectFailure(await as.admin.delete(`${path}/${fixtures.b1.id}`), 404, notFound);
    expectFailure(await as.adminB.get(`${path}/${fixtures.a1.id}`), 404, notFound);
    expectFailure(await as.admin.get(`${path}/${randomUUID()}`), 404, notFound);
    expect((await as.superadmin.get(`${path}/${fixtures.b1.id}`)).status).toBe(200);
  });

  it('and never appear in lists, also by ids=, q= or vehicleId=', async () => {
    const list = await as.admin.get(`${path}?limit=100`);
    expect(idsOf(list)).not.toContain(fixtures.b1.id);
    expect(list.body.data.every((row: { company_id: string }) => row.company_id === world.companyA.id)).toBe(true);
    expect((await as.admin.get(`${path}?ids=${fixtures.b1.id}`)).body).toEqual({ data: [], totalCount: 0, totalPages: 0 });
    expect(idsOf(await as.admin.get(`${path}?q=${world.vehicles.b1.licensePlate}`))).toEqual([]);
    expect(idsOf(await as.admin.get(`${path}?vehicleId=${world.vehicles.b1.id}`))).toEqual([]);
    expect(idsOf(await as.superadmin.get(`${path}?limit=100`))).toEqual(expect.arrayContaining([fixtures.a1.id, fixtures.b1.id]));
  });

  it("a moderator and a user see only the entries of their branch's vehicles; another branch's answer 404", async () => {
    for (const client of [as.moderator, as.user]) {
      const ids = idsOf(await client.get(`${path}?limit=100`));
      expect(ids).toContain(fixtures.a1.id);
      expect(ids).not.toContain(fixtures.a2.id);
      expect(idsOf(await client.get(`${path}?ids=${fixtures.a2.id}`))).toEqual([]);
      expect(idsOf(await client.get(`${path}?vehicleId=${world.vehicles.a2.id}`))).toEqual([]);
      expect(idsOf(await client.get(`${path}?q=${world.vehicles.a2.licensePlate}`))).toEqual([]);
      expectFailure(await client.get(`${path}/${fixtures.a2.id}`), 404, notFound);
      expectFailure(await client.edit(`${path}/${fixtures.a2.id}`, body(world.vehicles.a1.id)), 404, notFound);
    }
    expectFailure(await as.moderator.delete(`${path}/${fixtures.a2.id}`), 404, notFound);
    const ids = idsOf(await as.userA2.get(`${path}?limit=100`));
    expect(ids).toContain(fixtures.a2.id);
    expect(ids).not.toContain(fixtures.a1.id);
  });

  it("branchId narrows to the entries of that branch's vehicles", async () => {
    const south = idsOf(await as.admin.get(`${path}?branchId=${world.branches.a2.id}&limit=100`));
    expect(south).toContain(fixtures.a2.id);
    expect(south).not.toContain(fixtures.a1.id);
    expect(idsOf(await as.moderator.get(`${path}?branchId=${world.branches.a2.id}&limit=100`))).toEqual([]);
  });
});

describe('fuel entries: filters, search, sort and pages', () => {
  const entries: Record<string, string> = {};
  const tenant = {} as { client: Client; north: { id: string }; south: { id: string }; vNorth: { id: string }; vSouth: { id: string } };

  beforeAll(async () => {
    const company = await makeCompany(t.db);
    tenant.north = await makeBranch(t.db, company.id, 'North');
    tenant.south = await makeBranch(t.db, company.id, 'South');
    const admin = await makeEmployee(t.db, { role: 'admin', companyId: company.id });
    tenant.client = await signIn(t.app, admin.username, PASSWORD);
    const vNorth = await makeVehicle(t.db, company.id, [tenant.north.id], { licensePlate: 'BB-100' });
    const vSouth = await makeVehicle(t.db, company.id, [tenant.south.id], { licensePlate: 'AA-200' });
    Object.assign(tenant, { vNorth, vSouth });
    const rows: Array<[string, typeof vNorth, Parameters<typeof makeFuelEntry>[2]]> = [
      ['f1', vNorth, { filledOn: '2026-01-10', quantity: 50, cost: 100, odometer: 1_000, station: 'Eni Fier' }],
      ['f2', vNorth, { filledOn: '2026-02-15', quantity: 20, cost: 50, odometer: 2_000, notes: 'Motorway price', full: false }],
      ['f3', vSouth, { filledOn: '2026-03-20', quantity: 70, cost: 300, odometer: 3_000, unit: 'kWh' }],
      ['f4', vSouth, { filledOn: '2026-04-25', quantity: 10, cost: 10, odometer: 4_000 }],
      ['f5', vNorth, { filledOn: '2026-05-30', quantity: 30, cost: 200, odometer: 5_000, station: 'Kastrati' }],
    ];
    for (const [key, vehicle, fields] of rows) entries[key] = (await makeFuelEntry(t.db, vehicle, fields)).id;
  });

  const list = async (query: string) => {
    const answer = await tenant.client.get(`${path}?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return idsOf(answer);
  };
  const named = (...keys: string[]) => keys.map((key) => entries[key]);

  it('sorts by the date by default, and by quantity, cost, odometer and plate, in either order', async () => {
    expect(await list('')).toEqual(named('f1', 'f2', 'f3', 'f4', 'f5'));
    expect(await list('order=desc')).toEqual(named('f5', 'f4', 'f3', 'f2', 'f1'));
    expect(await list('sort=cost')).toEqual(named('f4', 'f2', 'f1', 'f5', 'f3'));
    expect(await list('sort=quantity&order=desc')).toEqual(named('f3', 'f1', 'f5', 'f2', 'f4'));
    expect(await list('sort=odometer&order=desc')).toEqual(named('f5', 'f4', 'f3', 'f2', 'f1'));
    expect(new Set((await list('sort=vehicle_license_plate')).slice(0, 2))).toEqual(new Set(named('f3', 'f4')));
    const unknown = await tenant.client.get(`${path}?sort=colour`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^sort must be one of filled_on, /);
  });

  it('filters by vehicle, unit, branch, ids and a date range with both ends included', async () => {
    expect(await list(`vehicleId=${tenant.vSouth.id}`)).toEqual(named('f3', 'f4'));
    expect(await list('unit=kWh')).toEqual(named('f3'));
    expect(await list(`unit=l&vehicleId=${tenant.vNorth.id}`)).toEqual(named('f1', 'f2', 'f5'));
    expect(await list(`branchId=${tenant.south.id}`)).toEqual(named('f3', 'f4'));
    expect(await list(`ids=${entries.f5},${entries.f1}`)).toEqual(named('f1', 'f5'));
    expect(await list('dateFrom=2026-02-15&dateTo=2026-04-25')).toEqual(named('f2', 'f3', 'f4'));
    expect(await list('dateTo=2026-01-10')).toEqual(named('f1'));
    expectFailure(await tenant.client.get(`${path}?unit=gal`), 400, messages.energyUnit, 'unit');
    expectFailure(await tenant.client.get(`${path}?dateFrom=15.02.2026`), 400, messages.validDate, 'dateFrom');
    expectFailure(await tenant.client.get(`${path}?vehicleId=van-7`), 400, messages.validId, 'vehicleId');
  });

  it("q searches the station, the notes and the vehicle's plate, case-insensitively", async () => {
    expect(await list('q=eni%20f')).toEqual(named('f1'));
    expect(await list('q=MOTORWAY')).toEqual(named('f2'));
    expect(await list('q=aa-2')).toEqual(named('f3', 'f4'));
    expect((await tenant.client.get(`${path}?q=nothing-like-it`)).body).toEqual({ data: [], totalCount: 0, totalPages: 0 });
  });

  it('pages with totalCount and totalPages, the unfiltered total from the kept counts; limit is 1 to 100', async () => {
    const page2 = await tenant.client.get(`${path}?limit=2&page=2`);
    expect(page2.body).toMatchObject({ totalCount: 5, totalPages: 3 });
    expect(idsOf(page2)).toEqual(named('f3', 'f4'));
    expect((await tenant.client.get(`${path}?branchId=${tenant.north.id}&limit=2`)).body).toMatchObject({ totalCount: 3, totalPages: 2 });
    expect((await tenant.client.get(`${path}?limit=2&page=9`)).body).toEqual({ data: [], totalCount: 5, totalPages: 3 });
    expectFailure(await tenant.client.get(`${path}?limit=101`), 400, messages.limitRange(MAX_PAGE_SIZE), 'limit');
  });
});

describe('fuel in the sums and the overview', () => {
  it('counts in the monthly costs beside general and mandatory, and ranks the costliest vehicles by the total with fuel', async () => {
    const company = await makeCompany(t.db);
    const branch = await makeBranch(t.db, company.id, 'Depot');
    const person = await makeEmployee(t.db, { role: 'admin', companyId: company.id });
    const admin = await signIn(t.app, person.username, PASSWORD);
    const serviced = await makeVehicle(t.db, company.id, [branch.id], { licensePlate: 'SERVICED 1' });
    const fuelled = await makeVehicle(t.db, company.id, [branch.id], { licensePlate: 'FUELLED 1' });
    await makeGeneralMaintenance(t.db, serviced, { serviceDate: '2026-06-02', cost: 250 });
    await makeMandatoryMaintenance(t.db, serviced, { finishedOn: '2026-05-02', cost: 50 });
    const overviewBefore = (await admin.get('/api/overview')).body.data;
    expect(overviewBefore.costliest_vehicles.map((row: { license_plate: string }) => row.license_plate)).toEqual(['SERVICED 1']);

    const first = await admin.post(path, body(fuelled.id, { filled_on: '2026-06-03', cost: 180.5, odometer: 52_000 }));
    await admin.post(path, body(fuelled.id, { filled_on: '2026-05-20', cost: 150, odometer: 51_000 }));
    // Outside the twelve months: in the sums, not in the overview.
    await admin.post(path, body(fuelled.id, { filled_on: '2025-06-30', cost: 999, odometer: 40_000 }));

    for (const query of ['', `?branchId=${branch.id}`]) {
      const overview = (await admin.get(`/api/overview${query}`)).body.data;
      const june = overview.monthly_costs.find((month: { month: string }) => month.month === '2026-06');
      const may = overview.monthly_costs.find((month: { month: string }) => month.month === '2026-05');
      expect(june).toEqual({ month: '2026-06', general: 250, mandatory: 0, fuel: 180.5, labour: 0, parts: 0, other: 0 });
      expect(may).toEqual({ month: '2026-05', general: 0, mandatory: 50, fuel: 150, labour: 0, parts: 0, other: 0 });
      expect(overview.monthly_costs[0]).toEqual({ month: '2025-07', general: 0, mandatory: 0, fuel: 0, labour: 0, parts: 0, other: 0 });
      expect(overview.costliest_vehicles).toEqual([
        {
          vehicle_id: fuelled.id,
          license_plate: 'FUELLED 1',
          model: 'Mercedes Sprinter',
          is_active: true,
          general: 0,
          mandatory: 0,
          fuel: 330.5,
          total: 330.5,
          labour: 0,
          parts: 0,
          other: 0,
        },
        {
          vehicle_id: serviced.id,
          license_plate: 'SERVICED 1',
          model: 'Mercedes Sprinter',
          is_active: true,
          general: 250,
          mandatory: 50,
          fuel: 0,
          total: 300,
          labour: 0,
          parts: 0,
          other: 0,
        },
      ]);
    }
    const { rows: sums } = await t.db.execute(sql`
      select to_char(month, 'YYYY-MM') as month, fuel_cost::float8 as fuel_cost, fuel_entries from company_monthly_costs
       where company_id = ${company.id} and fuel_entries > 0 order by month`);
    expect(sums).toEqual([
      { month: '2025-06', fuel_cost: 999, fuel_entries: 1 },
      { month: '2026-05', fuel_cost: 150, fuel_entries: 1 },
      { month: '2026-06', fuel_cost: 180.5, fuel_entries: 1 },
    ]);
    expect((await admin.get(path)).body.totalCount).toBe(3);

    // A change shows at once: the overview kept so far is no longer the one answered.
    await admin.delete(`${path}/${first.body.data.id}`);
    const after = (await admin.get('/api/overview')).body.data;
    expect(after.monthly_costs.find((month: { month: string }) => month.month === '2026-06').fuel).toBe(0);
    expect(after.costliest_vehicles.map((row: { license_plate: string }) => row.license_plate)).toEqual(['SERVICED 1', 'FUELLED 1']);
    expect((await t.db.execute(sql.raw(KEPT_SUMS_DIFFERENCES))).rows).toEqual([]);
  });
});

describe('consumption and cost per km on the vehicle row', () => {
  const company = { id: '' };
  const vehicleOf = new Map<string, string>();

  beforeAll(async () => {
    company.id = (await makeCompany(t.db)).id;
    for (const economyCase of FUEL_ECONOMY_CASES) {
      const vehicle = await makeVehicle(t.db, company.id, []);
      for (const fill of economyCase.fills) {
        await makeFuelEntry(t.db, vehicle, {
          filledOn: fill.filled_on,
          odometer: fill.odometer,
          quantity: fill.quantity,
          unit: fill.unit,
          full: fill.full,
          cost: fill.cost,
        });
      }
      for (const record of economyCase.records ?? []) {
        if (record.kind === 'general')
          await makeGeneralMaintenance(t.db, vehicle, { serviceDate: record.date, mileage: record.mileage, cost: record.cost });
        else await makeMandatoryMaintenance(t.db, vehicle, { finishedOn: record.date, mileage: record.mileage, cost: record.cost });
      }
      vehicleOf.set(economyCase.name, vehicle.id);
    }
  });

  it.each(FUEL_ECONOMY_CASES)('$name', async ({ name, expected }) => {
    const row = await vehicleRow(vehicleOf.get(name)!);
    expect({ consumption: row.consumption, cost_per_km: row.cost_per_km }).toEqual(expected);
  });

  it("a list's page carries each row's own figures, all read in one statement", async () => {
    const ids = [...vehicleOf.values()];
    const page = await as.superadmin.get(`/api/vehicles?ids=${ids.join(',')}&limit=100`);
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(FUEL_ECONOMY_CASES.length);
    for (const economyCase of FUEL_ECONOMY_CASES) {
      const row = page.body.data.find((vehicle: { id: string }) => vehicle.id === vehicleOf.get(economyCase.name));
      expect({ consumption: row.consumption, cost_per_km: row.cost_per_km }, economyCase.name).toEqual(economyCase.expected);
    }
  });

  it('follows entries written through the API, and is the same for every caller who sees the vehicle', async () => {
    const vehicle = await makeVehicle(t.db, world.companyA.id, [world.branches.a1.id], { mileage: 10_000 });
    expect((await vehicleRow(vehicle.id)).consumption).toEqual({ l: null, kWh: null });
    await as.user.post(path, body(vehicle.id, { odometer: 10_000, quantity: 40, cost: 60, adblue_litres: null }));
    await as.user.post(path, body(vehicle.id, { odometer: 10_400, quantity: 12, cost: 18, full: false, adblue_litres: null }));
    const closing = await as.user.post(path, body(vehicle.id, { odometer: 10_800, quantity: 36, cost: 54, adblue_litres: null }));
    for (const client of [as.admin, as.moderator, as.user]) {
      const row = (await client.get(`/api/vehicles/${vehicle.id}`)).body.data;
      // (12 + 36) l over 800 km; €132 over 800 km.
      expect({ consumption: row.consumption, cost_per_km: row.cost_per_km }).toEqual({
        consumption: { l: 6, kWh: null },
        cost_per_km: 0.165,
      });
      const listed = (await client.get(`/api/vehicles?ids=${vehicle.id}`)).body.data[0];
      expect(listed.consumption).toEqual({ l: 6, kWh: null });
    }
    await as.admin.delete(`${path}/${closing.body.data.id}`);
    expect((await vehicleRow(vehicle.id)).consumption).toEqual({ l: null, kWh: null });
  });
});
