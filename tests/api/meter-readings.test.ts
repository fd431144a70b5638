import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { forecastDay } from '../../contract/due-rules';
import { kmPace } from '../../contract/km-forecast';
import { MAX_PLAUSIBLE_KM_PER_DAY } from '../../contract/meter';
import { errorCodes, messages } from '../../contract/messages';
import type { MeterReading } from '../../contract/schemas/meter-reading';
import { fuelEntries, vehicles } from '../../server/db/schema';
import type { Answer } from './support/client';
import { makeGeneralMaintenance, makeMandatoryMaintenance, makeVehicle } from './support/fixtures';
import { expectFailure, idsOf } from './support/maintenance-suite';
import { upload } from './csv/support';
import { middayUtc } from './support/test-app';
import { worldTest } from './support/world';

/*
 * The meter log (docs/fleet-health.md, The meter log) against a real PostgreSQL: one history of every
 * odometer reading, readings typed as the odometer shows them and stored in the vehicle's km, lower
 * ones refused unless a replacement starts a new offset, implausible ones flagged for review, and the
 * vehicle's mileage and km forecast kept right by all of it. Today is 15 June 2026 in company A.
 */
const { t, world, as } = await worldTest({ now: () => middayUtc('2026-06-15') });

const PATH = '/api/meter-readings';

/** A vehicle of company A in branch North (or another), with nothing read yet. */
const vehicleA1 = (overrides: Parameters<typeof makeVehicle>[3] = {}, branchId = world.branches.a1.id) =>
  makeVehicle(t.db, world.companyA.id, [branchId], overrides);

async function fuelEntry(vehicle: { id: string; companyId: string }, filledOn: string, odometer: number) {
  const [row] = await t.db
    .insert(fuelEntries)
    .values({ companyId: vehicle.companyId, vehicleId: vehicle.id, filledOn, quantity: 60, unit: 'l', cost: 95, odometer })
    .returning();
  return row!;
}

const reading = (vehicleId: string, readOn: string, km: number, rest: Record<string, unknown> = {}) => ({
  vehicle_id: vehicleId,
  read_on: readOn,
  km,
  ...rest,
});

async function record(body: Record<string, unknown>, client = as.admin) {
  const answer = await client.post(PATH, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as MeterReading;
}

async function vehicleRow(id: string) {
  const answer = await as.admin.get(`/api/vehicles/${id}`);
  expect(answer.status).toBe(200);
  return answer.body.data as { mileage: number; km_per_day: number | null; next_service_forecast: string | null; version: number };
}

const logOf = async (query: string, client = as.admin) => {
  const answer = await client.get(`${PATH}?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer;
};

const rowsOf = (answer: Answer) =>
  (answer.body.data as Array<Record<string, unknown>>).map(({ read_on, km, total_km, source }) => ({ read_on, km, total_km, source }));

describe('the meter log', () => {
  it('shows the readings of every source in one history, in order, each linked to its record', async () => {
    const vehicle = await vehicleA1({ mileage: 40_000 });
    const general = await makeGeneralMaintenance(t.db, vehicle, { serviceDate: '2026-03-01', mileage: 41_000 });
    const mandatory = await makeMandatoryMaintenance(t.db, vehicle, { finishedOn: '2026-04-01', mileage: 42_000 });
    const fuel = await fuelEntry(vehicle, '2026-05-01', 43_000);
    const manual = await record(reading(vehicle.id, '2026-06-01', 44_000, { notes: 'At the depot' }));
    expect(manual).toMatchObject({ km: 44_000, total_km: 44_000, flagged: false, source: 'manual', replacement: false });

    const log = await logOf(`vehicleId=${vehicle.id}&sort=read_on&order=asc`);
    expect(log.body).toMatchObject({ totalCount: 4, totalPages: 1 });
    expect(rowsOf(log)).toEqual([
      { read_on: '2026-03-01', km: 41_000, total_km: 41_000, source: 'general-maintenance' },
      { read_on: '2026-04-01', km: 42_000, total_km: 42_000, source: 'mandatory-maintenance' },
      { read_on: '2026-05-01', km: 43_000, total_km: 43_000, source: 'fuel' },
      { read_on: '2026-06-01', km: 44_000, total_km: 44_000, source: 'manual' },
    ]);
    expect(log.body.data.map((row: { id: string; record_id: string | null }) => [row.id, row.record_id])).toEqual([
      [general.id, general.id],
      [mandatory.id, mandatory.id],
      [fuel.id, fuel.id],
      [manual.id, null],
    ]);
    expect(log.body.data[3]).toMatchObject({
      vehicle_id: vehicle.id,
      vehicle_license_plate: vehicle.licensePlate,
      company_id: world.companyA.id,
      engine_hours: null,
      replacement: false,
      flagged: false,
      notes: 'At the depot',
    });

    const newestFirst = await logOf(`vehicleId=${vehicle.id}&sort=read_on&order=desc&limit=2&page=2`);
    expect(rowsOf(newestFirst).map((row) => row.source)).toEqual(['mandatory-maintenance', 'general-maintenance']);
    expect(newestFirst.body).toMatchObject({ totalCount: 4, totalPages: 2 });
    const byTotal = await logOf(`vehicleId=${vehicle.id}&sort=total_km&order=desc&limit=1`);
    expect(rowsOf(byTotal)).toEqual([{ read_on: '2026-06-01', km: 44_000, total_km: 44_000, source: 'manual' }]);
    expect(rowsOf(await logOf(`vehicleId=${vehicle.id}&source=fuel`))).toEqual([
      { read_on: '2026-05-01', km: 43_000, total_km: 43_000, source: 'fuel' },
    ]);
    const spring = await logOf(`vehicleId=${vehicle.id}&dateFrom=2026-03-15&dateTo=2026-05-01`);
    expect(rowsOf(spring).map((row) => row.read_on)).toEqual(['2026-04-01', '2026-05-01']);
    expect((await logOf(`vehicleId=${vehicle.id}&source=import`)).body).toMatchObject({ data: [], totalCount: 0 });
    expect(idsOf(await logOf(`q=${vehicle.licensePlate.slice(2).toLowerCase()}&limit=100`))).toContain(manual.id);

    // The reading moved the vehicle on, as a maintenance record does.
    expect((await vehicleRow(vehicle.id)).mileage).toBe(44_000);
  });

  it('refuses a reading lower than an earlier one, and takes a back-dated one that fits its day', async () => {
    const vehicle = await vehicleA1({ mileage: 40_000 });
    await makeGeneralMaintenance(t.db, vehicle, { serviceDate: '2026-04-01', mileage: 42_000 });
    await record(reading(vehicle.id, '2026-06-01', 45_000));

    const lower = await as.user.post(PATH, reading(vehicle.id, '2026-06-10', 44_999));
    expectFailure(lower, 400, messages.belowRecordedReading(45_000), 'km');
    const belowItsDay = await as.user.post(PATH, reading(vehicle.id, '2026-04-15', 41_500));
    expectFailure(belowItsDay, 400, messages.belowRecordedReading(42_000), 'km');
    // Between the April record and the June reading: history that fits.
    const between = await record(reading(vehicle.id, '2026-05-01', 43_000), as.user);
    expect(between.total_km).toBe(43_000);
    expect((await logOf(`vehicleId=${vehicle.id}`)).body.totalCount).toBe(3);
    // History does not move the vehicle back.
    expect((await vehicleRow(vehicle.id)).mileage).toBe(45_000);
  });

  it('takes a replacement, which starts the offset: later readings of the new meter land at the right total', async () => {
    // The next service is due at 110,000 km.
    const vehicle = await vehicleA1({ mileage: 100_000, lastServiceMileage: 95_000, mandatoryServiceIntervalKm: 15_000 });
    await record(reading(vehicle.id, '2026-04-01', 100_000));
    await record(reading(vehicle.id, '2026-05-01', 103_000));

    const early = await as.admin.post(PATH, reading(vehicle.id, '2026-04-20', 0, { replacement: true }));
    expectFailure(early, 400, messages.replacementBeforeLatest('2026-05-01'), 'read_on');
    const replacement = await record(reading(vehicle.id, '2026-05-10', 0, { replacement: true, notes: 'New instrument cluster' }));
    expect(replacement).toMatchObject({ km: 0, total_km: 103_000, replacement: true, flagged: false });
    const [stored] = await t.db.select({ meterOffset: vehicles.meterOffset }).from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(stored!.meterOffset).toBe(103_000);

    const later = await record(reading(vehicle.id, '2026-06-01', 3_100));
    expect(later).toMatchObject({ km: 3_100, total_km: 106_100, flagged: false });
    await fuelEntry(vehicle, '2026-06-05', 106_500);
    // A reading of the new meter below the fuel entry's, said as the new meter shows it.
    expectFailure(await as.admin.post(PATH, reading(vehicle.id, '2026-06-10', 3_000)), 400, messages.belowRecordedReading(3_500), 'km');
    // A reading of the old meter, back-dated before the replacement, counts with the old offset.
    const old = await record(reading(vehicle.id, '2026-05-05', 103_000));
    expect(old.total_km).toBe(103_000);

    const log = await logOf(`vehicleId=${vehicle.id}&sort=read_on`);
    expect(rowsOf(log)).toEqual([
      { read_on: '2026-04-01', km: 100_000, total_km: 100_000, source: 'manual' },
      { read_on: '2026-05-01', km: 103_000, total_km: 103_000, source: 'manual' },
      { read_on: '2026-05-05', km: 103_000, total_km: 103_000, source: 'manual' },
      { read_on: '2026-05-10', km: 0, total_km: 103_000, source: 'manual' },
      { read_on: '2026-06-01', km: 3_100, total_km: 106_100, source: 'manual' },
      // The fuel entry's km as the new meter showed it.
      { read_on: '2026-06-05', km: 3_500, total_km: 106_500, source: 'fuel' },
    ]);

    // The vehicle's mileage and the forecast follow the totals, not what the new meter shows.
    const pace = kmPace([
      { day: '2026-04-01', km: 100_000 },
      { day: '2026-05-01', km: 103_000 },
      { day: '2026-05-05', km: 103_000 },
      { day: '2026-05-10', km: 103_000 },
      { day: '2026-06-01', km: 106_100 },
      { day: '2026-06-05', km: 106_500 },
    ]);
    const row = await vehicleRow(vehicle.id);
    expect(row.mileage).toBe(106_100);
    expect(row.km_per_day).toBe(pace!.km_per_day);
    expect(row.next_service_forecast).toBe(forecastDay(110_000, pace));

    // Readings count from the replacement, so it stays while they do.
    const held = await as.admin.delete(`${PATH}/${replacement.id}`);
    expectFailure(held, 409, messages.replacementInUse(1));
    expect((await as.admin.delete(`${PATH}/${later.id}`)).status).toBe(200);
    expect((await as.admin.delete(`${PATH}/${replacement.id}`)).status).toBe(200);
    const [restored] = await t.db.select({ meterOffset: vehicles.meterOffset }).from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(restored!.meterOffset).toBe(0);
    // Deleting moves nothing back.
    expect((await vehicleRow(vehicle.id)).mileage).toBe(106_100);
  });

  it('corrects a replacement’s reading while nothing counts from it, which moves the offset', async () => {
    const vehicle = await vehicleA1({ mileage: 80_000 });
    const replacement = await record(reading(vehicle.id, '2026-06-01', 10, { replacement: true }));
    const corrected = await as.moderator.edit(`${PATH}/${replacement.id}`, { km: 15, notes: 'It showed 15' });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body.data).toMatchObject({ km: 15, total_km: 80_000, notes: 'It showed 15' });
    const [stored] = await t.db.select({ meterOffset: vehicles.meterOffset }).from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(stored!.meterOffset).toBe(79_985);
    expect((await record(reading(vehicle.id, '2026-06-02', 115))).total_km).toBe(80_100);
    const again = await as.moderator.edit(`${PATH}/${replacement.id}`, { km: 20 });
    expectFailure(again, 409, messages.replacementInUse(1), 'km');
  });

  it('flags a reading that implies an impossible pace; it waits for review, and an admin or moderator clears it', async () => {
    const vehicle = await vehicleA1({ mileage: 20_000 });
    await record(reading(vehicle.id, '2026-06-01', 20_000));
    const jump = await record(reading(vehicle.id, '2026-06-02', 20_001 + MAX_PLAUSIBLE_KM_PER_DAY), as.user);
    expect(jump).toMatchObject({ flagged: true, total_km: 22_001 });
    // Stored, but it moves nothing until reviewed.
    expect((await vehicleRow(vehicle.id)).mileage).toBe(20_000);
    expect(idsOf(await logOf(`flagged=true&limit=100`))).toContain(jump.id);
    expect(idsOf(await logOf(`vehicleId=${vehicle.id}&flagged=false`))).not.toContain(jump.id);
    expect(idsOf(await logOf(`vehicleId=${vehicle.id}&flagged=true`))).toEqual([jump.id]);

    // A user edits the reading but may not clear its flag.
    const byUser = await as.user.edit(`${PATH}/${jump.id}`, { km: 22_001, notes: 'Two drivers', flagged: false });
    expectFailure(byUser, 403, messages.forbidden);
    const noted = await as.user.edit(`${PATH}/${jump.id}`, { km: 22_001, notes: 'Two drivers' });
    expect(noted.body.data).toMatchObject({ flagged: true, notes: 'Two drivers' });

    const cleared = await as.moderator.edit(`${PATH}/${jump.id}`, { km: 22_001, notes: 'Checked: two drivers', flagged: false });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.data).toMatchObject({ flagged: false });
    expect((await vehicleRow(vehicle.id)).mileage).toBe(22_001);
    expect(idsOf(await logOf(`vehicleId=${vehicle.id}&flagged=true`))).toEqual([]);
  });

  it('holds the readings after a flagged one to the others, not to it', async () => {
    const vehicle = await vehicleA1({ mileage: 30_000 });
    await record(reading(vehicle.id, '2026-06-01', 30_000));
    const typo = await record(reading(vehicle.id, '2026-06-02', 300_500));
    expect(typo.flagged).toBe(true);
    const next = await record(reading(vehicle.id, '2026-06-03', 30_600));
    expect(next).toMatchObject({ flagged: false, total_km: 30_600 });
    // Corrected, it is no longer implausible; the flag stays until someone clears it.
    const corrected = await as.user.edit(`${PATH}/${typo.id}`, { km: 30_500 });
    expect(corrected.body.data).toMatchObject({ km: 30_500, total_km: 30_500, flagged: true });
    expect((await vehicleRow(vehicle.id)).mileage).toBe(30_600);
  });

  it('checks an edit as a new reading, against the vehicle’s other readings', async () => {
    const vehicle = await vehicleA1({ mileage: 60_000 });
    await record(reading(vehicle.id, '2026-05-01', 60_000));
    const june = await record(reading(vehicle.id, '2026-06-01', 61_000));
    expectFailure(await as.user.edit(`${PATH}/${june.id}`, { km: 59_000 }), 400, messages.belowRecordedReading(60_000), 'km');
    // The mileage that this very reading set is no bar to correcting it.
    const corrected = await as.user.edit(`${PATH}/${june.id}`, { km: 60_800 });
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
    expect(corrected.body.data).toMatchObject({ km: 60_800, total_km: 60_800 });
    const jumped = await as.user.edit(`${PATH}/${june.id}`, { km: 200_000 });
    expect(jumped.body.data).toMatchObject({ total_km: 200_000, flagged: true });
  });

  it('keeps engine hours as a second meter that does not go down either, but on a replacement', async () => {
    const vehicle = await vehicleA1({ mileage: 10_000 });
    const first = await record(reading(vehicle.id, '2026-05-01', 10_000, { engine_hours: 1_200.5 }));
    expect(first).toMatchObject({ engine_hours: 1_200.5 });
    const fewer = await as.user.post(PATH, reading(vehicle.id, '2026-05-02', 10_100, { engine_hours: 1_100 }));
    expectFailure(fewer, 400, messages.belowRecordedEngineHours(1_200.5), 'engine_hours');
    expect((await record(reading(vehicle.id, '2026-05-03', 10_200))).engine_hours).toBeNull();
    expect((await record(reading(vehicle.id, '2026-05-04', 10_300, { engine_hours: '1210.5' }))).engine_hours).toBe(1_210.5);
    const negative = await as.user.post(PATH, reading(vehicle.id, '2026-05-05', 10_400, { engine_hours: -1 }));
    expect(negative.body.errors).toContainEqual({ field: 'engine_hours', message: messages.intervalMin });
    const tenths = await as.user.post(PATH, reading(vehicle.id, '2026-05-05', 10_400, { engine_hours: 1.25 }));
    expect(tenths.body.errors).toContainEqual({ field: 'engine_hours', message: messages.decimalsAtMost(1) });
    const restarted = await record(reading(vehicle.id, '2026-05-06', 0, { replacement: true, engine_hours: 3 }));
    expect(restarted.engine_hours).toBe(3);
    expect((await record(reading(vehicle.id, '2026-05-07', 50, { engine_hours: 5 }))).total_km).toBe(10_350);
  });

  it('records readings only for an active vehicle the caller sees, with clear field errors', async () => {
    const archived = await vehicleA1({ isActive: false });
    expectFailure(
      await as.admin.post(PATH, reading(archived.id, '2026-06-01', 60_000)),
      400,
      messages.noActiveVehicleForReadings,
      'vehicle_id',
    );
    const south = await vehicleA1({}, world.branches.a2.id);
    expectFailure(await as.user.post(PATH, reading(south.id, '2026-06-01', 60_000)), 400, messages.notFound('Vehicle'), 'vehicle_id');
    const missing = await as.admin.post(PATH, { vehicle_id: south.id, km: 'many' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'read_on', message: messages.required },
        { field: 'km', message: messages.validNumber },
      ]),
    );
    expect((await as.admin.get(`${PATH}?flagged=maybe`)).status).toBe(400);
    expect((await as.admin.get(`${PATH}?source=diary`)).status).toBe(400);
  });
});

describe('scope', () => {
  it("answers 404 for another branch's and another company's readings, and the log shows them to no one else", async () => {
    const south = await vehicleA1({ mileage: 5_000 }, world.branches.a2.id);
    const southReading = await record(reading(south.id, '2026-06-01', 5_100));
    const inB = await record(reading(world.vehicles.b1.id, '2026-06-01', 60_000), as.adminB);
    const southFuel = await fuelEntry(south, '2026-06-02', 5_200);

    for (const client of [as.user, as.moderator]) {
      expect((await client.get(`${PATH}/${southReading.id}`)).status).toBe(404);
      expect((await client.edit(`${PATH}/${southReading.id}`, { km: 5_150 })).status).toBe(404);
    }
    expect((await as.moderator.delete(`${PATH}/${southReading.id}`)).status).toBe(404);
    for (const client of [as.admin, as.user, as.moderator]) {
      expect((await client.get(`${PATH}/${inB.id}`)).status).toBe(404);
      expect((await client.edit(`${PATH}/${inB.id}`, { km: 60_100 })).status).toBe(404);
    }
    expect((await as.admin.delete(`${PATH}/${inB.id}`)).status).toBe(404);

    const asUser = idsOf(await logOf('limit=100', as.user));
    expect(asUser).not.toContain(southReading.id);
    expect(asUser).not.toContain(southFuel.id);
    expect(asUser).not.toContain(inB.id);
    expect(idsOf(await logOf(`vehicleId=${south.id}&limit=100`, as.user))).toEqual([]);
    expect(idsOf(await logOf(`ids=${southReading.id},${southFuel.id},${inB.id}`, as.admin)).sort()).toEqual(
      [southReading.id, southFuel.id].sort(),
    );
    expect(idsOf(await logOf(`branchId=${world.branches.a1.id}&ids=${southReading.id}`, as.admin))).toEqual([]);
    expect(idsOf(await logOf(`branchId=${world.branches.a2.id}&ids=${southReading.id}`, as.user))).toEqual([]);
    expect(idsOf(await logOf(`ids=${southReading.id},${inB.id}`, as.userA2))).toEqual([southReading.id]);
  });
});

describe('the total', () => {
  it('summed from the kept monthly counts is what counting the readings gives, for every role, branch and source', async () => {
    const vehicle = await vehicleA1({ mileage: 1_000 });
    await fuelEntry(vehicle, '2026-06-01', 1_100);
    await record(reading(vehicle.id, '2026-06-02', 1_200));
    const queries = ['', `branchId=${world.branches.a1.id}`, 'source=fuel', 'source=general-maintenance', 'source=manual', 'flagged=false'];
    for (const client of [as.superadmin, as.admin, as.moderator, as.user, as.userA2, as.adminB]) {
      for (const query of queries) {
        const kept = (await logOf(query, client)).body.totalCount;
        // A date filter has the log count its readings one by one.
        const counted = await logOf(`${query}&dateFrom=1900-01-01&limit=100`, client);
        expect(kept, `${query} as ${client === as.admin ? 'admin' : 'someone'}`).toBe(counted.body.totalCount);
      }
    }
    expect((await logOf('', as.user)).body.totalCount).toBeGreaterThan(0);
  });
});

describe('versions', () => {
  it('refuses an edit based on an older version with 409, and saves nothing', async () => {
    const vehicle = await vehicleA1({ mileage: 70_000 });
    const read = await record(reading(vehicle.id, '2026-06-01', 70_500));
    expect((await as.admin.put(`${PATH}/${read.id}`, { km: 70_500, notes: 'First', version: read.version })).status).toBe(200);
    const stale = await as.user.put(`${PATH}/${read.id}`, { km: 70_600, notes: 'Second', version: read.version });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: messages.recordChanged, code: errorCodes.recordChanged });
    expect((await as.admin.get(`${PATH}/${read.id}`)).body.data).toMatchObject({ km: 70_500, notes: 'First', version: read.version + 1 });
  });
});

describe('the CSV import', () => {
  const IMPORT = `${PATH}/import`;

  it('takes plate, date, odometer and engine hours in English, judges each row as a reading typed in, and creates all or nothing', async () => {
    const vehicle = await vehicleA1({ mileage: 10_000 });
    await record(reading(vehicle.id, '2026-05-01', 10_000, { engine_hours: 500 }));
    const other = await vehicleA1({ mileage: 3_000 });
    // Out of order in the file: judged day by day. Row 4 is below row 2's reading of the day before.
    const file =
      'Vehicle,Date,Odometer,Engine hours\n' +
      `${vehicle.licensePlate},2026-05-10,10900,510.5\n` +
      `${vehicle.licensePlate.toLowerCase()},2026-05-05,10400,\n` +
      `${vehicle.licensePlate},2026-05-12,10850,\n` +
      `${other.licensePlate},2026-05-03,3200,\n` +
      'NO-SUCH-PLATE,2026-05-03,100,\n';
    const dryRun = await upload(as.user, IMPORT, file, { dryRun: 'true' });
    expect(dryRun.status, JSON.stringify(dryRun.body)).toBe(200);
    expect(dryRun.body.data).toMatchObject({ dry_run: true, rows: 5, valid_rows: 3, unchanged: 0, created: 0 });
    expect(dryRun.body.data.errors).toEqual([
      { row: 4, column: 'Odometer', value: '10850', message: messages.belowRecordedReading(10_900) },
      { row: 6, column: 'Vehicle', value: 'NO-SUCH-PLATE', message: messages.importUnknownVehicle },
    ]);
    expect(dryRun.body.data.preview[0]).toMatchObject({
      vehicle_license_plate: vehicle.licensePlate,
      read_on: '2026-05-10',
      km: 10_900,
      total_km: 10_900,
      engine_hours: 510.5,
      flagged: false,
    });

    const refused = await upload(as.user, IMPORT, file);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(messages.importRowsFailed);
    expect((await logOf(`vehicleId=${vehicle.id}`)).body.totalCount).toBe(1);

    const fixed = file
      .replace(`${vehicle.licensePlate},2026-05-12,10850,`, `${vehicle.licensePlate},2026-05-12,10950,`)
      .replace('NO-SUCH-PLATE,2026-05-03,100,\n', '');
    const done = await upload(as.user, IMPORT, fixed);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body.data).toMatchObject({ dry_run: false, created: 4, errors: [] });
    const log = await logOf(`vehicleId=${vehicle.id}&sort=read_on`);
    expect(rowsOf(log)).toEqual([
      { read_on: '2026-05-01', km: 10_000, total_km: 10_000, source: 'manual' },
      { read_on: '2026-05-05', km: 10_400, total_km: 10_400, source: 'import' },
      { read_on: '2026-05-10', km: 10_900, total_km: 10_900, source: 'import' },
      { read_on: '2026-05-12', km: 10_950, total_km: 10_950, source: 'import' },
    ]);
    expect(log.body.data[2].engine_hours).toBe(510.5);
    expect((await vehicleRow(vehicle.id)).mileage).toBe(10_950);
    expect((await vehicleRow(other.id)).mileage).toBe(3_200);

    // The same file again: every row is in Fleet already, and nothing is created twice.
    const again = await upload(as.user, IMPORT, fixed);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.data).toMatchObject({ valid_rows: 4, unchanged: 4, created: 0 });
  });

  it('reads German and Albanian files, adds the offset after a replacement, and flags an impossible pace', async () => {
    const vehicle = await vehicleA1({ mileage: 90_000 });
    await record(reading(vehicle.id, '2026-05-01', 5, { replacement: true, engine_hours: 1 }));
    const german = `Fahrzeug;Datum;Kilometerstand;Betriebsstunden;Notizen\n${vehicle.licensePlate};03.05.2026;1.205;12,5;Tankstelle\n`;
    const de = await upload(as.admin, IMPORT, german);
    expect(de.status, JSON.stringify(de.body)).toBe(201);
    const albanian = `Automjeti;Data;Kilometrazhi;Orët e motorit\n${vehicle.licensePlate};2026-05-04;9205;13\n`;
    const al = await upload(as.admin, IMPORT, albanian);
    expect(al.status, JSON.stringify(al.body)).toBe(201);
    const log = await logOf(`vehicleId=${vehicle.id}&sort=read_on`);
    expect(
      log.body.data.map(({ km, total_km, engine_hours, flagged, notes }: Record<string, unknown>) => ({
        km,
        total_km,
        engine_hours,
        flagged,
        notes,
      })),
    ).toEqual([
      { km: 5, total_km: 90_000, engine_hours: 1, flagged: false, notes: null },
      { km: 1_205, total_km: 91_200, engine_hours: 12.5, flagged: false, notes: 'Tankstelle' },
      // 8,000 km in a day: stored for review, and the vehicle waits for it.
      { km: 9_205, total_km: 99_200, engine_hours: 13, flagged: true, notes: null },
    ]);
    expect((await vehicleRow(vehicle.id)).mileage).toBe(91_200);
  });

  it("finds only the caller's active vehicles by plate", async () => {
    const south = await vehicleA1({ mileage: 1_000 }, world.branches.a2.id);
    const archived = await vehicleA1({ mileage: 1_000, isActive: false });
    const file = `license_plate,read_on,km\n${south.licensePlate},2026-05-01,1100\n${archived.licensePlate},2026-05-01,1100\n${world.vehicles.b1.licensePlate},2026-06-01,90000\n`;
    const answer = await upload(as.user, IMPORT, file, { dryRun: 'true' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.errors.map((issue: { row: number; message: string }) => [issue.row, issue.message])).toEqual([
      [2, messages.importUnknownVehicle],
      [3, messages.importUnknownVehicle],
      [4, messages.importUnknownVehicle],
    ]);
  });
});
