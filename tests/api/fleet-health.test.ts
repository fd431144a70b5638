import { middayUtc } from './support/test-app';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { vehicles } from '../../server/db/schema';
import { expectFailure } from './support/maintenance-suite';
import { makeBranch, makeCompany, makeEmployee, makeVehicle, PASSWORD } from './support/fixtures';
import { signIn } from './support/client';
import { worldTest } from './support/world';

/** Fleet health counts from this day in this file. */
const TODAY = '2026-06-15';

const { t, world, as } = await worldTest({ now: () => middayUtc(TODAY) });

/** A vehicle of company A in branch A1 with a known state: legislation 2026-01-15, service 2026-03-01 at 45,000 km, now at 50,000. */
async function freshVehicle(overrides: Partial<typeof vehicles.$inferInsert> = {}) {
  return makeVehicle(t.db, world.companyA.id, [world.branches.a1.id], { lastServiceMileage: 45_000, ...overrides });
}

async function stored(vehicleId: string) {
  const [row] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
  return row!;
}

const record = (vehicleId: string, fields: { service_type: string; date: string; mileage: number }) => ({
  service_type: fields.service_type,
  finished_on: fields.date,
  cost: 100,
  mileage: fields.mileage,
  notes: null,
  vehicle_id: vehicleId,
});
const general = (vehicleId: string, fields: { date: string; mileage: number }) => ({
  service_type: 'Tyres',
  service_date: fields.date,
  cost: 100,
  mileage: fields.mileage,
  notes: null,
  vehicle_id: vehicleId,
});

describe('maintenance keeps its vehicle current, forward only', () => {
  it('a Registration advances the last legislation control; an older one changes nothing', async () => {
    const vehicle = await freshVehicle();
    expect(
      (
        await as.admin.post(
          '/api/mandatory-maintenances',
          record(vehicle.id, { service_type: 'Registration', date: '2026-06-01', mileage: 49_000 }),
        )
      ).status,
    ).toBe(201);
    expect((await stored(vehicle.id)).lastLegislationControl).toBe('2026-06-01');
    // Back-filled: the 2025 inspection is history, not the latest.
    expect(
      (
        await as.admin.post(
          '/api/mandatory-maintenances',
          record(vehicle.id, { service_type: 'Registration', date: '2025-06-01', mileage: 30_000 }),
        )
      ).status,
    ).toBe(201);
    const after = await stored(vehicle.id);
    expect(after.lastLegislationControl).toBe('2026-06-01');
    expect(after.mileage).toBe(50_000);
    // A Registration is not a service.
    expect(after.lastServiceDate).toBe('2026-03-01');
    expect(after.lastServiceMileage).toBe(45_000);
  });

  it('a Service advances the last service date and its odometer mark together', async () => {
    const vehicle = await freshVehicle();
    await as.user.post('/api/mandatory-maintenances', record(vehicle.id, { service_type: 'Service', date: '2026-05-20', mileage: 49_500 }));
    const after = await stored(vehicle.id);
    expect(after).toMatchObject({
      lastServiceDate: '2026-05-20',
      lastServiceMileage: 49_500,
      mileage: 50_000,
      lastLegislationControl: '2026-01-15',
    });
  });

  it('a Service on the day of the last one moves the mark up to its reading, never down', async () => {
    const vehicle = await freshVehicle({ lastServiceMileage: null });
    await as.admin.post(
      '/api/mandatory-maintenances',
      record(vehicle.id, { service_type: 'Service', date: '2026-03-01', mileage: 44_800 }),
    );
    expect((await stored(vehicle.id)).lastServiceMileage).toBe(44_800);
    await as.admin.post(
      '/api/mandatory-maintenances',
      record(vehicle.id, { service_type: 'Service', date: '2026-03-01', mileage: 44_000 }),
    );
    expect((await stored(vehicle.id)).lastServiceMileage).toBe(44_800);
  });

  it('a back-filled Service changes nothing current, not even updatedAt', async () => {
    const vehicle = await freshVehicle();
    const before = await stored(vehicle.id);
    await as.admin.post(
      '/api/mandatory-maintenances',
      record(vehicle.id, { service_type: 'Service', date: '2025-03-01', mileage: 30_000 }),
    );
    await as.admin.post('/api/general-maintenances', general(vehicle.id, { date: '2024-01-01', mileage: 10_000 }));
    expect(await stored(vehicle.id)).toEqual(before);
  });

  it('any record with a higher reading advances the mileage; a lower one is kept as history only', async () => {
    const vehicle = await freshVehicle();
    expect((await as.admin.post('/api/general-maintenances', general(vehicle.id, { date: '2026-06-10', mileage: 51_234 }))).status).toBe(
      201,
    );
    expect((await stored(vehicle.id)).mileage).toBe(51_234);
    const lower = await as.admin.post('/api/general-maintenances', general(vehicle.id, { date: '2026-06-12', mileage: 40_000 }));
    expect(lower.status).toBe(201);
    expect(lower.body.data.mileage).toBe(40_000);
    const after = await stored(vehicle.id);
    expect(after.mileage).toBe(51_234);
    // General work is neither a service nor an inspection.
    expect(after.lastServiceDate).toBe('2026-03-01');
    expect(after.lastLegislationControl).toBe('2026-01-15');
  });

  it("a reading above the vehicle's mileage on a Service moves both, and the mark stays within the mileage", async () => {
    const vehicle = await freshVehicle();
    await as.admin.post(
      '/api/mandatory-maintenances',
      record(vehicle.id, { service_type: 'Service', date: '2026-06-14', mileage: 52_000 }),
    );
    expect(await stored(vehicle.id)).toMatchObject({ mileage: 52_000, lastServiceMileage: 52_000, lastServiceDate: '2026-06-14' });
  });

  it('correcting a record moves the vehicle forward; correcting it back or deleting it does not move it back', async () => {
    const vehicle = await freshVehicle();
    const created = await as.admin.post(
      '/api/mandatory-maintenances',
      record(vehicle.id, { service_type: 'Registration', date: '2026-02-01', mileage: 48_000 }),
    );
    expect((await stored(vehicle.id)).lastLegislationControl).toBe('2026-02-01');
    await as.admin.edit(
      `/api/mandatory-maintenances/${created.body.data.id}`,
      record(vehicle.id, { service_type: 'Registration', date: '2026-04-01', mileage: 48_000 }),
    );
    expect((await stored(vehicle.id)).lastLegislationControl).toBe('2026-04-01');
    await as.admin.edit(
      `/api/mandatory-maintenances/${created.body.data.id}`,
      record(vehicle.id, { service_type: 'Registration', date: '2026-03-01', mileage: 48_000 }),
    );
    expect((await stored(vehicle.id)).lastLegislationControl).toBe('2026-04-01');
    await as.admin.delete(`/api/mandatory-maintenances/${created.body.data.id}`);
    expect((await stored(vehicle.id)).lastLegislationControl).toBe('2026-04-01');
  });

  it('records saved at the same moment all count: the vehicle ends at the latest of each, whatever their order', async () => {
    const vehicle = await freshVehicle();
    const readings = Array.from({ length: 24 }, (_, index) => ({
      service_type: index % 3 === 0 ? 'Registration' : 'Service',
      // Up to today (2026-06-15), and never more than a plausible day's km apart (contract/meter-log.ts), in any order.
      date: `2026-0${1 + ((index * 7) % 5)}-${String(1 + ((index * 11) % 28)).padStart(2, '0')}`,
      mileage: 50_000 + ((index * 373) % 900),
    }));
    const answers = await Promise.all(
      readings.map((reading, index) =>
        index % 4 === 3
          ? as.admin.post('/api/general-maintenances', general(vehicle.id, reading))
          : as.admin.post('/api/mandatory-maintenances', record(vehicle.id, reading)),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(readings.map(() => 201));
    const mandatory = readings.filter((_, index) => index % 4 !== 3);
    const latest = (type: string) =>
      mandatory
        .filter((reading) => reading.service_type === type)
        .sort((a, b) => a.date.localeCompare(b.date) || a.mileage - b.mileage)
        .at(-1)!;
    const after = await stored(vehicle.id);
    expect(after.mileage).toBe(Math.max(50_000, ...readings.map((reading) => reading.mileage)));
    expect(after.lastLegislationControl).toBe(latest('Registration').date);
    expect(after.lastServiceDate).toBe(latest('Service').date);
    expect(after.lastServiceMileage).toBe(latest('Service').mileage);
  });

  it('a record that fails changes nothing on its vehicle', async () => {
    const vehicle = await freshVehicle();
    const before = await stored(vehicle.id);
    expectFailure(
      await as.admin.post('/api/mandatory-maintenances', {
        ...record(vehicle.id, { service_type: 'Service', date: '2026-06-01', mileage: 60_000 }),
        cost: -1,
      }),
      400,
      messages.costMin,
      'cost',
    );
    expect(await stored(vehicle.id)).toEqual(before);
  });
});

describe('vehicle rows carry their fleet health', () => {
  it('a Registration that brings an overdue vehicle in order shows at once', async () => {
    const vehicle = await freshVehicle({ lastLegislationControl: '2025-05-01' });
    const before = await as.admin.get(`/api/vehicles/${vehicle.id}`);
    expect(before.body.data).toMatchObject({ next_legislation_control: '2026-05-01', legislation_status: 'overdue', service_status: 'ok' });
    await as.admin.post(
      '/api/mandatory-maintenances',
      record(vehicle.id, { service_type: 'Registration', date: '2026-06-15', mileage: 50_000 }),
    );
    const after = await as.admin.get(`/api/vehicles/${vehicle.id}`);
    expect(after.body.data).toMatchObject({
      last_legislation_control: '2026-06-15',
      next_legislation_control: '2027-06-15',
      legislation_status: 'ok',
    });
  });

  it('the service odometer mark is optional on a vehicle, may be cleared, is kept when not sent, and may not pass the mileage', async () => {
    const body = {
      license_plate: `FH-${randomUUID().slice(0, 6)}`,
      model: 'Iveco Daily',
      mileage: 20_000,
      type: 'truck',
      last_legislation_control: '2026-01-01',
      legislation_control_interval: 12,
      last_service_date: '2026-01-01',
      mandatory_service_interval: 12,
      mandatory_service_interval_km: 10_000,
      branches: [world.branches.a1.id],
    };
    const created = await as.admin.post('/api/vehicles', body);
    expect(created.body.data).toMatchObject({ last_service_mileage: null, next_service_km: null });
    const withMark = await as.admin.edit(`/api/vehicles/${created.body.data.id}`, {
      ...body,
      last_service_mileage: '19.500'.replace('.', ''),
    });
    expect(withMark.body.data).toMatchObject({ last_service_mileage: 19_500, next_service_km: 29_500 });
    const kept = await as.admin.edit(`/api/vehicles/${created.body.data.id}`, { ...body, notes: 'kept' });
    expect(kept.body.data.last_service_mileage).toBe(19_500);
    expectFailure(
      await as.admin.edit(`/api/vehicles/${created.body.data.id}`, { ...body, mileage: 19_000 }),
      400,
      messages.serviceMileageAboveMileage,
      'last_service_mileage',
    );
    expectFailure(
      await as.admin.edit(`/api/vehicles/${created.body.data.id}`, { ...body, last_service_mileage: 20_001 }),
      400,
      messages.serviceMileageAboveMileage,
      'last_service_mileage',
    );
    expectFailure(
      await as.admin.edit(`/api/vehicles/${created.body.data.id}`, { ...body, last_service_mileage: -1 }),
      400,
      messages.mileageMin,
      'last_service_mileage',
    );
    const cleared = await as.admin.edit(`/api/vehicles/${created.body.data.id}`, { ...body, last_service_mileage: '' });
    expect(cleared.body.data.last_service_mileage).toBeNull();
  });
});

describe('GET /api/vehicles: due filter and next_due sort', () => {
  let company: Awaited<ReturnType<typeof makeCompany>>;
  let admin: Awaited<ReturnType<typeof signIn>>;
  const plates = { overdueByKm: 'H-1', overdueByDate: 'H-2', soonLegislation: 'H-3', soonService: 'H-4', ok: 'H-5', nothingDue: 'H-6' };

  beforeAll(async () => {
    company = await makeCompany(t.db);
    const branch = await makeBranch(t.db, company.id);
    const person = await makeEmployee(t.db, { role: 'admin', companyId: company.id });
    admin = await signIn(t.app, person.username, PASSWORD);
    const add = (plate: string, fields: Partial<typeof vehicles.$inferInsert>) =>
      makeVehicle(t.db, company.id, [branch.id], { licensePlate: plate, lastServiceMileage: 45_000, ...fields });
    await add(plates.ok, {});
    await add(plates.overdueByKm, { mileage: 61_000 });
    await add(plates.soonService, { lastServiceDate: '2025-07-01' });
    await add(plates.overdueByDate, { lastLegislationControl: '2025-06-01' });
    await add(plates.soonLegislation, { lastLegislationControl: '2025-06-20' });
    await add(plates.nothingDue, { legislationControlInterval: 0, mandatoryServiceInterval: 0, mandatoryServiceIntervalKm: 0 });
  });

  const platesOf = (answer: { body: { data: { license_plate: string }[] } }) => answer.body.data.map((vehicle) => vehicle.license_plate);

  it('due=overdue, due=soon and due=ok split the fleet by its most urgent item', async () => {
    expect(platesOf(await admin.get('/api/vehicles?due=overdue'))).toEqual([plates.overdueByKm, plates.overdueByDate]);
    expect(platesOf(await admin.get('/api/vehicles?due=soon'))).toEqual([plates.soonLegislation, plates.soonService]);
    expect(platesOf(await admin.get('/api/vehicles?due=ok'))).toEqual([plates.ok, plates.nothingDue]);
    const counted = await admin.get('/api/vehicles?due=overdue&limit=1');
    expect(counted.body.totalCount).toBe(2);
    expectFailure(await admin.get('/api/vehicles?due=later'), 400, messages.dueStatus, 'due');
  });

  it('sort=next_due puts overdue first, then due soon, each by the earliest date; desc turns it round', async () => {
    const ascending = platesOf(await admin.get('/api/vehicles?sort=next_due'));
    // Overdue by date (2026-06-01) before overdue by km (its dates are in 2027), then the two due soon.
    expect(ascending).toEqual([
      plates.overdueByDate,
      plates.overdueByKm,
      plates.soonLegislation,
      plates.soonService,
      plates.ok,
      plates.nothingDue,
    ]);
    expect(platesOf(await admin.get('/api/vehicles?sort=next_due&order=desc'))).toEqual([
      plates.ok,
      plates.soonService,
      plates.soonLegislation,
      plates.overdueByKm,
      plates.overdueByDate,
      plates.nothingDue,
    ]);
  });

  it('each status column sorts by its own item', async () => {
    expect(platesOf(await admin.get('/api/vehicles?sort=legislation_status')).slice(0, 2)).toEqual([
      plates.overdueByDate,
      plates.soonLegislation,
    ]);
    expect(platesOf(await admin.get('/api/vehicles?sort=service_status')).slice(0, 2)).toEqual([plates.overdueByKm, plates.soonService]);
    // Without a km interval there is no next km: last, whichever the direction.
    expect(platesOf(await admin.get('/api/vehicles?sort=next_service_km')).at(-1)).toBe(plates.nothingDue);
    expect(platesOf(await admin.get('/api/vehicles?sort=next_service_km&order=desc')).at(-1)).toBe(plates.nothingDue);
  });

  it("counts with the company's own thresholds", async () => {
    expect(platesOf(await admin.get('/api/vehicles?due=soon'))).not.toContain(plates.ok);
    const settings = await admin.edit(`/api/companies/${company.id}/settings`, { due_soon_days: 300, due_soon_km: 1_000 });
    expect(settings.status).toBe(200);
    // 2027-01-15 is now within 300 days of 2026-06-15.
    expect(platesOf(await admin.get('/api/vehicles?due=soon'))).toContain(plates.ok);
    const row = (await admin.get(`/api/vehicles?q=${plates.ok}`)).body.data[0];
    expect(row.legislation_status).toBe('soon');
    await admin.edit(`/api/companies/${company.id}/settings`, { due_soon_days: 30, due_soon_km: 1_000 });
  });
});

describe('company thresholds: GET and PUT /api/companies/:id/settings', () => {
  it('default to 30 days and 1,000 km, and everyone in the company reads them', async () => {
    for (const client of [as.admin, as.moderator, as.user, as.superadmin]) {
      const answer = await client.get(`/api/companies/${world.companyA.id}/settings`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        data: {
          company_id: world.companyA.id,
          due_soon_days: 30,
          due_soon_km: 1_000,
          time_zone: 'UTC',
          send_hour: 7,
          history_retention_days: null,
          version: expect.any(Number),
        },
      });
    }
  });

  it("an admin changes their company's, a superadmin any company's; moderators and users may not", async () => {
    const changed = await as.admin.edit(`/api/companies/${world.companyA.id}/settings`, { due_soon_days: '45', due_soon_km: 2_500 });
    expect(changed.body).toEqual({
      data: {
        company_id: world.companyA.id,
        due_soon_days: 45,
        due_soon_km: 2_500,
        time_zone: 'UTC',
        send_hour: 7,
        history_retention_days: null,
        version: expect.any(Number),
      },
    });
    expect((await as.user.get(`/api/companies/${world.companyA.id}/settings`)).body.data.due_soon_days).toBe(45);
    expect((await as.superadmin.edit(`/api/companies/${world.companyB.id}/settings`, { due_soon_days: 14, due_soon_km: 500 })).status).toBe(
      200,
    );
    expectFailure(
      await as.moderator.edit(`/api/companies/${world.companyA.id}/settings`, { due_soon_days: 1, due_soon_km: 1 }),
      403,
      messages.forbidden,
    );
    expectFailure(
      await as.user.edit(`/api/companies/${world.companyA.id}/settings`, { due_soon_days: 1, due_soon_km: 1 }),
      403,
      messages.forbidden,
    );
    await as.admin.edit(`/api/companies/${world.companyA.id}/settings`, { due_soon_days: 30, due_soon_km: 1_000 });
  });

  it("another company's settings do not exist for anyone but a superadmin", async () => {
    expectFailure(await as.admin.get(`/api/companies/${world.companyB.id}/settings`), 404, messages.notFound('Company'));
    expectFailure(
      await as.admin.edit(`/api/companies/${world.companyB.id}/settings`, { due_soon_days: 1, due_soon_km: 1 }),
      404,
      messages.notFound('Company'),
    );
    expectFailure(await as.superadmin.get(`/api/companies/${randomUUID()}/settings`), 404, messages.notFound('Company'));
    expect((await as.adminB.get(`/api/companies/${world.companyB.id}/settings`)).body.data.due_soon_days).toBe(14);
  });

  it('checks the values: whole numbers within the limits, both required', async () => {
    const path = `/api/companies/${world.companyA.id}/settings`;
    expectFailure(await as.admin.edit(path, { due_soon_days: -1, due_soon_km: 1 }), 400, messages.intervalMin, 'due_soon_days');
    expectFailure(await as.admin.edit(path, { due_soon_days: 366, due_soon_km: 1 }), 400, messages.tooLarge(365), 'due_soon_days');
    expectFailure(await as.admin.edit(path, { due_soon_days: 1.5, due_soon_km: 1 }), 400, messages.wholeNumber, 'due_soon_days');
    expectFailure(await as.admin.edit(path, { due_soon_days: 1 }), 400, messages.required, 'due_soon_km');
    expectFailure(await as.admin.edit(path, { due_soon_days: 1, due_soon_km: 100_001 }), 400, messages.tooLarge(100_000), 'due_soon_km');
    expect((await as.admin.get(path)).body.data).toMatchObject({ due_soon_days: 30, due_soon_km: 1_000 });
  });
});
