import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorCodes, messages } from '../../contract/messages';
import { vehicles } from '../../server/db/schema';
import type { Answer, Client } from './support/client';
import { makeVehicle } from './support/fixtures';
import { expectFailure } from './support/maintenance-suite';
import { worldTest } from './support/world';

/*
 * docs/product.md, Edits that collide: every update carries the version its user saw; if the record
 * changed meanwhile the answer is 409 and nothing is overwritten. No edit lowers a vehicle's mileage
 * below its highest recorded reading. The attack pass found the last writer winning silently in 20
 * of 20 trials, and an edit opened before a maintenance record moving the mileage back (51,000 → 1,000).
 */

const { t, world, as } = await worldTest();

const vehicleForm = (vehicle: Record<string, unknown>, changes: Record<string, unknown> = {}) => ({
  license_plate: vehicle.license_plate,
  model: vehicle.model,
  mileage: vehicle.mileage,
  type: vehicle.type,
  last_legislation_control: vehicle.last_legislation_control,
  legislation_control_interval: vehicle.legislation_control_interval,
  last_service_date: vehicle.last_service_date,
  mandatory_service_interval: vehicle.mandatory_service_interval,
  mandatory_service_interval_km: vehicle.mandatory_service_interval_km,
  notes: vehicle.notes,
  branches: (vehicle.branches as { id: string }[]).map((branch) => branch.id),
  version: vehicle.version,
  ...changes,
});

function expectChanged(answer: Answer) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(409);
  expect(answer.body).toEqual({ message: messages.recordChanged, code: errorCodes.recordChanged });
}

async function read(client: Client, path: string) {
  const answer = await client.get(path);
  expect(answer.status).toBe(200);
  return answer.body.data as Record<string, unknown> & { version: number };
}

describe('two people edit the same vehicle', () => {
  it('in 20 trials, the second save of what both read answers 409 and the first one stands', async () => {
    for (let trial = 0; trial < 20; trial++) {
      const vehicle = await makeVehicle(t.db, world.companyA.id, [world.branches.a1.id], { notes: 'as it was' });
      const path = `/api/vehicles/${vehicle.id}`;
      const [seenByAdmin, seenByModerator] = [await read(as.admin, path), await read(as.moderator, path)];
      const first = await as.admin.put(path, vehicleForm(seenByAdmin, { notes: "the admin's" }));
      expect(first.status).toBe(200);
      expect(first.body.data.version).toBe(seenByAdmin.version + 1);
      expectChanged(await as.moderator.put(path, vehicleForm(seenByModerator, { notes: "the moderator's" })));
      expect((await read(as.user, path)).notes).toBe("the admin's");
    }
  });

  it('sent at the same moment, exactly one of the two saves wins', async () => {
    const vehicle = await makeVehicle(t.db, world.companyA.id, [world.branches.a1.id]);
    const path = `/api/vehicles/${vehicle.id}`;
    const seen = await read(as.admin, path);
    const answers = await Promise.all([
      as.admin.put(path, vehicleForm(seen, { notes: 'one' })),
      as.moderator.put(path, vehicleForm(seen, { notes: 'two' })),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!;
    expect((await read(as.admin, path)).notes).toBe(winner.body.data.notes);
  });

  it('the one refused may read the vehicle again and save on the new version', async () => {
    const vehicle = await makeVehicle(t.db, world.companyA.id, [world.branches.a1.id]);
    const path = `/api/vehicles/${vehicle.id}`;
    const stale = await read(as.moderator, path);
    expect((await as.admin.put(path, vehicleForm(await read(as.admin, path), { model: 'Renamed' }))).status).toBe(200);
    expectChanged(await as.moderator.put(path, vehicleForm(stale, { notes: 'late' })));
    const fresh = await read(as.moderator, path);
    const saved = await as.moderator.put(path, vehicleForm(fresh, { notes: 'late' }));
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ model: 'Renamed', notes: 'late' });
  });
});

describe('an edit opened before a maintenance record', () => {
  it('is refused, and the mileage the record brought stays (51,000, not 1,000)', async () => {
    const vehicle = await makeVehicle(t.db, world.companyA.id, [world.branches.a1.id], { mileage: 1_000, lastServiceMileage: null });
    const path = `/api/vehicles/${vehicle.id}`;
    const opened = await read(as.admin, path);
    const recorded = await as.user.post('/api/general-maintenances', {
      service_type: 'Tyres',
      service_date: '2026-06-01',
      cost: 400,
      mileage: 51_000,
      notes: null,
      vehicle_id: vehicle.id,
    });
    expect(recorded.status).toBe(201);
    expectChanged(await as.admin.put(path, vehicleForm(opened, { notes: 'typo fixed' })));
    const [stored] = await t.db
      .select({ mileage: vehicles.mileage, notes: vehicles.notes })
      .from(vehicles)
      .where(eq(vehicles.id, vehicle.id));
    expect(stored).toEqual({ mileage: 51_000, notes: null });
  });
});

describe('the highest recorded reading', () => {
  it('is the lowest mileage an edit may set, whichever kind of record holds it', async () => {
    const vehicle = await makeVehicle(t.db, world.companyA.id, [world.branches.a1.id], { mileage: 10_000, lastServiceMileage: null });
    const path = `/api/vehicles/${vehicle.id}`;
    await as.admin.post('/api/general-maintenances', {
      service_type: 'Tyres',
      service_date: '2026-06-01',
      cost: 1,
      mileage: 30_000,
      notes: null,
      vehicle_id: vehicle.id,
    });
    await as.admin.post('/api/mandatory-maintenances', {
      service_type: 'Registration',
      finished_on: '2026-06-05',
      cost: 1,
      mileage: 32_500,
      notes: null,
      vehicle_id: vehicle.id,
    });
    const current = await read(as.admin, path);
    expect(current.mileage).toBe(32_500);
    expectFailure(
      await as.admin.put(path, vehicleForm(current, { mileage: 32_499 })),
      400,
      messages.belowRecordedReading(32_500),
      'mileage',
    );
    expect((await read(as.admin, path)).mileage).toBe(32_500);
    // Above the reading the vehicle may be corrected down (a typo of an extra digit), and up.
    expect((await as.admin.put(path, vehicleForm(current, { mileage: 320_000 }))).status).toBe(200);
    const corrected = await as.admin.put(path, vehicleForm(await read(as.admin, path), { mileage: 32_500 }));
    expect(corrected.status).toBe(200);
    expect(corrected.body.data.mileage).toBe(32_500);
  });
});

describe('every record people edit carries its version', () => {
  const cases = () => [
    {
      name: 'company',
      client: as.superadmin,
      path: `/api/companies/${world.companyA.id}`,
      body: { name: world.companyA.name, email: world.companyA.email, address: 'Elsewhere 2' },
    },
    { name: 'branch', client: as.admin, path: `/api/branches/${world.branches.a2.id}`, body: { name: 'South' } },
    {
      name: 'employee',
      client: as.admin,
      path: `/api/employees/${world.people.userA2.id}`,
      body: { email: world.people.userA2.email, role: 'user', branches: [world.branches.a2.id], position: 'Driver' },
    },
    {
      name: 'general maintenance',
      client: as.admin,
      path: `/api/general-maintenances/${world.general.a2.id}`,
      body: {
        service_type: 'Oil change',
        service_date: '2026-05-10',
        cost: 99,
        mileage: 52_000,
        notes: 'again',
        vehicle_id: world.vehicles.a2.id,
      },
    },
    {
      name: 'mandatory maintenance',
      client: as.admin,
      path: `/api/mandatory-maintenances/${world.mandatory.a2.id}`,
      body: {
        service_type: 'Registration',
        finished_on: '2026-04-02',
        cost: 81,
        mileage: 51_000,
        notes: 'again',
        vehicle_id: world.vehicles.a2.id,
      },
    },
    {
      name: 'company settings',
      client: as.admin,
      path: `/api/companies/${world.companyA.id}/settings`,
      body: { due_soon_days: 31, due_soon_km: 1_000 },
    },
  ];

  it('reads answer the version, and a save raises it by one', async () => {
    for (const { name, client, path, body } of cases()) {
      const before = await read(client, path);
      expect(before.version, name).toEqual(expect.any(Number));
      const saved = await client.put(path, { ...body, version: before.version });
      expect(saved.status, `${name}: ${JSON.stringify(saved.body)}`).toBe(200);
      expect(saved.body.data.version, name).toBe(before.version + 1);
    }
  });

  it('a save of an older version answers 409 and changes nothing', async () => {
    for (const { name, client, path, body } of cases()) {
      const before = await read(client, path);
      expect((await client.put(path, { ...body, version: before.version })).status, name).toBe(200);
      const after = await read(client, path);
      expectChanged(await client.put(path, { ...body, version: before.version }));
      expect(await read(client, path), name).toEqual(after);
    }
  });

  it('a save without a version answers 400 on the field, as any missing field does', async () => {
    for (const { name, client, path, body } of cases()) {
      const answer = await client.put(path, body);
      expect(answer.status, name).toBe(400);
      expect(answer.body.errors, name).toContainEqual({ field: 'version', message: messages.required });
    }
  });

  it('multipart saves (a company or branch with a logo) carry it as a form field', async () => {
    const path = `/api/branches/${world.branches.a2.id}`;
    const before = await read(as.admin, path);
    expectChanged(await as.admin.multipart('PUT', path, { name: 'South', version: String(before.version - 1) }));
    const saved = await as.admin.multipart('PUT', path, { name: 'South', version: String(before.version) });
    expect(saved.status).toBe(200);
    expect(saved.body.data.version).toBe(before.version + 1);
  });
});
