import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { fuelEntries, vehicles } from '../../server/db/schema';
import { upload } from './csv/support';
import { makeVehicle } from './support/fixtures';
import { expectFailure } from './support/maintenance-suite';
import { middayUtc } from './support/test-app';
import { worldTest } from './support/world';

/*
 * Issue 29, row 1 (docs/security.md): one bad odometer must not poison a vehicle. Every source of a
 * reading, a fuel entry, a general or mandatory maintenance record, a CSV import of any of them and a
 * meter reading, is judged by the meter log's rule (contract/meter-log.ts): an implausible jump is
 * stored flagged, moves no mileage, and bars no later reading; and the reading that moved a mileage,
 * corrected or deleted, gives the vehicle back its next highest reading. Row 4: readings are dated
 * within a sane window, and a meter replacement is an admin's or a moderator's act, once a day.
 */

const TODAY = '2026-06-15';
const { t, world, as } = await worldTest({ now: () => middayUtc(TODAY) });

const vehicleOf = async (id: string) => (await as.admin.get(`/api/vehicles/${id}`)).body.data;
const logOf = async (vehicleId: string) =>
  (await as.admin.get(`/api/meter-readings?vehicleId=${vehicleId}&limit=100&sort=read_on&order=desc`)).body.data as Array<
    Record<string, unknown>
  >;

/** A vehicle of branch A1 (the moderator's and the user's) that has run to 66,052 km by a service on 1 June. */
async function vehicleAt66052() {
  const vehicle = await makeVehicle(t.db, world.companyA.id, [world.branches.a1.id], { mileage: 60_000, lastServiceMileage: 55_000 });
  const service = await as.admin.post('/api/general-maintenances', general(vehicle.id, { service_date: '2026-06-01', mileage: 66_052 }));
  expect(service.status, JSON.stringify(service.body)).toBe(201);
  return vehicle;
}

const fuel = (vehicleId: string, values: Record<string, unknown> = {}) => ({
  vehicle_id: vehicleId,
  filled_on: '2026-06-10',
  quantity: 40,
  unit: 'l',
  cost: 60,
  odometer: 66_400,
  full: true,
  station: null,
  notes: null,
  ...values,
});
const general = (vehicleId: string, values: Record<string, unknown> = {}) => ({
  vehicle_id: vehicleId,
  service_type: 'Tyres',
  service_date: '2026-06-10',
  cost: 120,
  mileage: 66_400,
  notes: null,
  ...values,
});
const mandatory = (vehicleId: string, values: Record<string, unknown> = {}) => ({
  vehicle_id: vehicleId,
  service_type: 'Service',
  finished_on: '2026-06-10',
  cost: 300,
  mileage: 66_400,
  notes: null,
  ...values,
});
const reading = (vehicleId: string, values: Record<string, unknown> = {}) => ({
  vehicle_id: vehicleId,
  read_on: '2026-06-10',
  km: 66_400,
  ...values,
});

describe('row 1, as the attack pass found it', () => {
  it("a user's fuel entry at 9,999,999 km is flagged, and the vehicle, its status and the admin's next reading are untouched", async () => {
    const vehicle = await vehicleAt66052();
    const before = await vehicleOf(vehicle.id);
    expect(before).toMatchObject({ mileage: 66_052, service_status: 'ok' });

    const bogus = await as.user.post('/api/fuel-entries', fuel(vehicle.id, { odometer: 9_999_999 }));
    expect(bogus.status, JSON.stringify(bogus.body)).toBe(201);
    expect(bogus.body.data).toMatchObject({ odometer: 9_999_999, flagged: true });

    const after = await vehicleOf(vehicle.id);
    expect(after).toMatchObject({ mileage: 66_052, service_status: before.service_status, next_service_km: before.next_service_km });
    const [fuelRow] = (await logOf(vehicle.id)).filter((row) => row.source === 'fuel');
    expect(fuelRow).toMatchObject({ record_id: bogus.body.data.id, total_km: 9_999_999, flagged: true });
    expect((await as.admin.get(`/api/meter-readings?flagged=true&vehicleId=${vehicle.id}`)).body.totalCount).toBe(1);

    const correct = await as.admin.post('/api/meter-readings', reading(vehicle.id, { read_on: '2026-06-12', km: 66_102 }));
    expect(correct.status, JSON.stringify(correct.body)).toBe(201);
    expect(correct.body.data).toMatchObject({ total_km: 66_102, flagged: false });
    expect((await vehicleOf(vehicle.id)).mileage).toBe(66_102);

    expect((await as.admin.delete(`/api/fuel-entries/${bogus.body.data.id}`)).status).toBe(200);
    expect((await vehicleOf(vehicle.id)).mileage).toBe(66_102);
  });

  it('a mileage a bad reading moved before this rule (an unflagged fuel entry) goes back when that entry is deleted', async () => {
    const vehicle = await vehicleAt66052();
    // As the attack left it: the entry stored unflagged, the vehicle moved to it.
    const [legacy] = await t.db
      .insert(fuelEntries)
      .values({
        companyId: world.companyA.id,
        vehicleId: vehicle.id,
        filledOn: '2026-06-10',
        quantity: 40,
        unit: 'l',
        cost: 60,
        odometer: 9_999_999,
      })
      .returning();
    await t.db.update(vehicles).set({ mileage: 9_999_999 }).where(eq(vehicles.id, vehicle.id));
    expect(await vehicleOf(vehicle.id)).toMatchObject({ mileage: 9_999_999, service_status: 'overdue' });
    // The admin's correct reading is refused while the bad one counts ...
    expectFailure(
      await as.admin.post('/api/meter-readings', reading(vehicle.id, { read_on: '2026-06-12', km: 66_102 })),
      400,
      messages.belowRecordedReading(9_999_999),
      'km',
    );
    // ... and taken once the entry that moved the mileage is deleted, which gives the vehicle back its highest plausible reading.
    expect((await as.admin.delete(`/api/fuel-entries/${legacy!.id}`)).status).toBe(200);
    expect(await vehicleOf(vehicle.id)).toMatchObject({ mileage: 66_052, service_status: 'ok' });
    expect((await as.admin.post('/api/meter-readings', reading(vehicle.id, { read_on: '2026-06-12', km: 66_102 }))).status).toBe(201);
  });
});

/** Each source of a reading: where it is posted and corrected, the body of one, and its reading's field. */
const SOURCES = [
  { name: 'a fuel entry', path: '/api/fuel-entries', body: fuel, field: 'odometer', dayField: 'filled_on' },
  { name: 'a general maintenance record', path: '/api/general-maintenances', body: general, field: 'mileage', dayField: 'service_date' },
  {
    name: 'a mandatory maintenance record',
    path: '/api/mandatory-maintenances',
    body: mandatory,
    field: 'mileage',
    dayField: 'finished_on',
  },
] as const;

describe.each(SOURCES)('$name is judged as a meter reading is', ({ path, body, field, dayField }) => {
  it('a plausible reading moves the mileage; an implausible one is flagged and moves nothing', async () => {
    const vehicle = await vehicleAt66052();
    const plausible = await as.user.post(path, body(vehicle.id, { [field]: 66_400 }));
    expect(plausible.body.data).toMatchObject({ [field]: 66_400, flagged: false });
    expect((await vehicleOf(vehicle.id)).mileage).toBe(66_400);
    // 2,001 km a day since 10 June is more than a vehicle runs.
    const implausible = await as.user.post(path, body(vehicle.id, { [dayField]: '2026-06-11', [field]: 66_400 + 2_001 }));
    expect(implausible.status).toBe(201);
    expect(implausible.body.data.flagged).toBe(true);
    expect((await vehicleOf(vehicle.id)).mileage).toBe(66_400);
    // A flagged reading bars no later one: the next plausible reading after it is judged from 66,400.
    const next = await as.user.post(path, body(vehicle.id, { [dayField]: '2026-06-12', [field]: 67_000 }));
    expect(next.body.data.flagged).toBe(false);
    expect((await vehicleOf(vehicle.id)).mileage).toBe(67_000);
  });

  it('a user may not clear the flag; a moderator clears it on the record, and then it counts', async () => {
    const vehicle = await vehicleAt66052();
    const flagged = await as.user.post(path, body(vehicle.id, { [field]: 200_000 }));
    expect(flagged.body.data.flagged).toBe(true);
    const url = `${path}/${flagged.body.data.id}`;
    const { id: _id, version: _version, ...stored } = flagged.body.data;
    expectFailure(await as.user.edit(url, { ...stored, flagged: false }), 403, messages.forbidden);
    // An edit that leaves the flag out keeps it; a correction that is still implausible keeps it too.
    expect((await as.user.edit(url, { ...stored, notes: 'Two receipts' })).body.data).toMatchObject({
      flagged: true,
      notes: 'Two receipts',
    });
    const cleared = await as.moderator.edit(url, { ...stored, flagged: false });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.data.flagged).toBe(false);
    expect((await vehicleOf(vehicle.id)).mileage).toBe(200_000);
    // Flagged again by anyone who may edit it, the reading that moved the mileage gives it back.
    expect((await as.user.edit(url, { ...stored, flagged: true })).body.data.flagged).toBe(true);
    expect((await vehicleOf(vehicle.id)).mileage).toBe(66_052);
  });

  it('the reading that moved the mileage, corrected or deleted, gives the vehicle back its next highest reading', async () => {
    const vehicle = await vehicleAt66052();
    const moved = await as.admin.post(path, body(vehicle.id, { [field]: 66_900 }));
    expect((await vehicleOf(vehicle.id)).mileage).toBe(66_900);
    const url = `${path}/${moved.body.data.id}`;
    const { id: _id, version: _version, ...stored } = moved.body.data;
    expect((await as.admin.edit(url, { ...stored, [field]: 66_500 })).status).toBe(200);
    expect((await vehicleOf(vehicle.id)).mileage).toBe(66_500);
    expect((await as.admin.delete(url)).status).toBe(200);
    expect((await vehicleOf(vehicle.id)).mileage).toBe(66_052);
  });

  it('is dated within the window: not after the company’s today, not decades before the vehicle’s first reading', async () => {
    const vehicle = await vehicleAt66052();
    expectFailure(await as.user.post(path, body(vehicle.id, { [dayField]: '2026-06-16' })), 400, messages.readingAfterToday, dayField);
    expectFailure(
      await as.user.post(path, body(vehicle.id, { [dayField]: '1900-01-01', [field]: 100 })),
      400,
      messages.readingTooEarly('1996-01-01'),
      dayField,
    );
    expect((await as.user.post(path, body(vehicle.id, { [dayField]: '1996-01-01', [field]: 100 }))).status).toBe(201);
    expect((await as.user.post(path, body(vehicle.id, { [dayField]: TODAY }))).status).toBe(201);
  });
});

describe('a vehicle without readings', () => {
  it('is judged from the mileage its own form set: 9,999,999 km the day after it was added is flagged', async () => {
    const created = await as.admin.post('/api/vehicles', {
      license_plate: `NEW ${randomUUID().slice(0, 6).toUpperCase()}`,
      model: 'Iveco Daily',
      mileage: 12_000,
      type: 'truck',
      last_legislation_control: '2026-03-01',
      legislation_control_interval: 12,
      last_service_date: '2026-03-01',
      mandatory_service_interval: 12,
      mandatory_service_interval_km: 30_000,
      notes: null,
      branches: [world.branches.a1.id],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as string;
    const bogus = await as.user.post('/api/fuel-entries', fuel(id, { filled_on: TODAY, odometer: 9_999_999 }));
    expect(bogus.body.data.flagged).toBe(true);
    expect((await vehicleOf(id)).mileage).toBe(12_000);
  });
});

describe('a mandatory Service whose reading is flagged', () => {
  it('still moves the service date, with no known reading, until the flag is cleared', async () => {
    const vehicle = await vehicleAt66052();
    const service = await as.admin.post('/api/mandatory-maintenances', mandatory(vehicle.id, { mileage: 666_666 }));
    expect(service.body.data.flagged).toBe(true);
    expect(await vehicleOf(vehicle.id)).toMatchObject({ mileage: 66_052, last_service_date: '2026-06-10', last_service_mileage: null });
    const { id: _id, version: _version, ...stored } = service.body.data;
    await as.admin.edit(`/api/mandatory-maintenances/${service.body.data.id}`, { ...stored, mileage: 66_400 });
    // Corrected, it is plausible but still waits for someone to clear it; cleared, it counts.
    expect((await vehicleOf(vehicle.id)).last_service_mileage).toBe(null);
    await as.admin.edit(`/api/mandatory-maintenances/${service.body.data.id}`, { ...stored, mileage: 66_400, flagged: false });
    expect(await vehicleOf(vehicle.id)).toMatchObject({ mileage: 66_400, last_service_date: '2026-06-10', last_service_mileage: 66_400 });
  });
});

describe('CSV imports judge every row as one typed in', () => {
  it.each([
    [
      'fuel entries',
      '/api/fuel-entries',
      (plate: string) =>
        `Date,Vehicle,Quantity,Unit,Cost,Odometer\n2026-06-10,${plate},40,l,60,66400\n2026-06-11,${plate},40,l,60,9999999\n2026-06-12,${plate},40,l,60,67000\n`,
    ],
    [
      'general maintenance',
      '/api/general-maintenances',
      (plate: string) =>
        `Service type,Last service date,Cost,Mileage,Vehicle\nTyres,2026-06-10,1,66400,${plate}\nTyres,2026-06-11,1,9999999,${plate}\nTyres,2026-06-12,1,67000,${plate}\n`,
    ],
  ])(
    '%s: an implausible row is flagged in the dry run and stored flagged; the vehicle ends at its highest plausible one',
    async (_, path, file) => {
      const vehicle = await vehicleAt66052();
      const csv = Buffer.from(file(vehicle.licensePlate));
      const dryRun = await upload(as.admin, `${path}/import?dryRun=true`, csv);
      expect(dryRun.status, JSON.stringify(dryRun.body)).toBe(200);
      expect(dryRun.body.data.preview.map((row: { flagged: boolean }) => row.flagged)).toEqual([false, true, false]);
      expect((await upload(as.admin, `${path}/import`, csv)).status).toBe(201);
      expect((await vehicleOf(vehicle.id)).mileage).toBe(67_000);
      expect((await as.admin.get(`/api/meter-readings?flagged=true&vehicleId=${vehicle.id}`)).body.data).toHaveLength(1);
    },
  );

  it('a row dated after today is refused by its line and column', async () => {
    const vehicle = await vehicleAt66052();
    const csv = Buffer.from(`Date,Vehicle,Odometer\n2026-06-20,${vehicle.licensePlate},66400\n`);
    const dryRun = await upload(as.admin, '/api/meter-readings/import?dryRun=true', csv);
    expect(dryRun.body.data.errors).toEqual([{ row: 2, column: 'Date', value: '2026-06-20', message: messages.readingAfterToday }]);
  });
});

describe('row 4: meter readings', () => {
  it('a reading dated 1900-01-01 is refused; so is one after today', async () => {
    const vehicle = await vehicleAt66052();
    expectFailure(
      await as.user.post('/api/meter-readings', reading(vehicle.id, { read_on: '1900-01-01', km: 100 })),
      400,
      messages.readingTooEarly('1996-01-01'),
      'read_on',
    );
    expectFailure(
      await as.user.post('/api/meter-readings', reading(vehicle.id, { read_on: '2026-06-16' })),
      400,
      messages.readingAfterToday,
      'read_on',
    );
  });

  it("a meter replacement is an admin's or a moderator's act, and a vehicle gets at most one a day", async () => {
    const vehicle = await vehicleAt66052();
    const replacement = reading(vehicle.id, { read_on: TODAY, km: 0, replacement: true });
    expectFailure(await as.user.post('/api/meter-readings', replacement), 403, messages.forbidden);
    expect((await as.admin.post('/api/meter-readings', replacement)).status).toBe(201);
    expectFailure(await as.admin.post('/api/meter-readings', replacement), 400, messages.replacementTwiceADay, 'read_on');
    expect((await logOf(vehicle.id)).filter((row) => row.replacement)).toHaveLength(1);
  });
});
