import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { forecastDay } from '../../contract/due-rules';
import { kmPace, type KmReading } from '../../contract/km-forecast';
import { fuelEntries, generalMaintenances, mandatoryMaintenances, reminders } from '../../server/db/schema';
import { makeGeneralMaintenance, makeMandatoryMaintenance, makeVehicle } from './support/fixtures';
import { middayUtc } from './support/test-app';
import { worldTest } from './support/world';

/*
 * The km forecast (docs/fleet-health.md, Forecast by km) in the database: the pace PostgreSQL keeps
 * from a vehicle's readings (maintenance records, fuel entries, meter readings) is the contract's (contract/km-forecast.ts), to the last bit,
 * and a service due soon only by its forecast is due soon in the row, the status filter, the overview
 * and the reminders. Company A counts in UTC; today is 15 June 2026; "due soon" is 30 days.
 */
const { t, world, as } = await worldTest({ now: () => middayUtc('2026-06-15') });

/** A vehicle of company A whose next service is at 60,000 km (its date far off), with these readings as general and mandatory records. */
async function vehicleWithReadings(mileage: number, general: KmReading[], mandatory: KmReading[] = []) {
  const vehicle = await makeVehicle(t.db, world.companyA.id, [world.branches.a1.id], {
    mileage,
    lastServiceDate: '2026-05-01',
    lastServiceMileage: 45_000,
    mandatoryServiceIntervalKm: 15_000,
    lastLegislationControl: '2026-05-01',
  });
  for (const reading of general) await makeGeneralMaintenance(t.db, vehicle, { serviceDate: reading.day, mileage: reading.km });
  for (const reading of mandatory) await makeMandatoryMaintenance(t.db, vehicle, { finishedOn: reading.day, mileage: reading.km });
  return vehicle;
}

async function row(id: string) {
  const answer = await as.admin.get(`/api/vehicles/${id}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { km_per_day: number | null; next_service_forecast: string | null; service_status: string; version: number };
}

describe('the km forecast', () => {
  it("is the contract's pace and day, from general and mandatory records, over the year before the latest reading", async () => {
    const readings = {
      general: [
        { day: '2024-02-01', km: 1_000 },
        { day: '2025-07-01', km: 40_000 },
        { day: '2026-01-10', km: 47_777 },
      ],
      mandatory: [{ day: '2026-05-20', km: 51_234 }],
    };
    const vehicle = await vehicleWithReadings(51_234, readings.general, readings.mandatory);
    const pace = kmPace([...readings.general, ...readings.mandatory]);
    expect(pace).not.toBeNull();
    const shown = await row(vehicle.id);
    expect(shown.km_per_day).toBe(pace!.km_per_day);
    expect(shown.next_service_forecast).toBe(forecastDay(60_000, pace));
  });

  it('counts the meter log: manual readings and fuel entries by their totals, a flagged reading only once cleared', async () => {
    const vehicle = await vehicleWithReadings(50_000, [{ day: '2025-11-03', km: 41_111 }]);
    await t.db.insert(fuelEntries).values({
      companyId: vehicle.companyId,
      vehicleId: vehicle.id,
      filledOn: '2026-02-17',
      quantity: 55.5,
      unit: 'l',
      cost: 90,
      odometer: 45_678,
    });
    const manual = await as.admin.post('/api/meter-readings', { vehicle_id: vehicle.id, read_on: '2026-05-29', km: 50_321 });
    expect(manual.status, JSON.stringify(manual.body)).toBe(201);
    const readings = [
      { day: '2025-11-03', km: 41_111 },
      { day: '2026-02-17', km: 45_678 },
      { day: '2026-05-29', km: 50_321 },
    ];
    const pace = kmPace(readings);
    expect(pace).not.toBeNull();
    const shown = await row(vehicle.id);
    expect(shown.km_per_day).toBe(pace!.km_per_day);
    expect(shown.next_service_forecast).toBe(forecastDay(60_000, pace));

    // 3,000 km in a day: flagged, and no reading of the forecast until someone clears it.
    const jump = await as.admin.post('/api/meter-readings', { vehicle_id: vehicle.id, read_on: '2026-05-30', km: 53_321 });
    expect(jump.body.data.flagged).toBe(true);
    expect((await row(vehicle.id)).km_per_day).toBe(pace!.km_per_day);
    const cleared = await as.admin.put(`/api/meter-readings/${jump.body.data.id}`, {
      km: 53_321,
      flagged: false,
      version: jump.body.data.version,
    });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    const withJump = kmPace([...readings, { day: '2026-05-30', km: 53_321 }]);
    expect((await row(vehicle.id)).km_per_day).toBe(withJump!.km_per_day);
  });

  it('is nothing without enough readings, and goes when the records that made it go', async () => {
    const vehicle = await vehicleWithReadings(50_000, [
      { day: '2026-05-01', km: 48_000 },
      { day: '2026-06-01', km: 50_000 },
    ]);
    expect((await row(vehicle.id)).next_service_forecast).not.toBeNull();
    await t.db.delete(generalMaintenances).where(eq(generalMaintenances.vehicleId, vehicle.id));
    expect(await row(vehicle.id)).toMatchObject({ km_per_day: null, next_service_forecast: null });
    const few = await vehicleWithReadings(50_000, [
      { day: '2026-06-01', km: 49_000 },
      { day: '2026-06-10', km: 50_000 },
    ]);
    expect(await row(few.id)).toMatchObject({ km_per_day: null, next_service_forecast: null });
  });

  it('makes a service due soon only by its forecast due soon in the row, the filter, the overview and a reminder', async () => {
    const soonBefore = (await as.admin.get('/api/overview')).body.data.vehicles.soon as number;
    // 150 km a day from 57,000 km on 10 June: 60,000 km on 30 June, within 30 days; the km left (3,000) are not.
    const vehicle = await vehicleWithReadings(57_000, [
      { day: '2026-05-01', km: 51_000 },
      { day: '2026-06-10', km: 57_000 },
    ]);
    expect(await row(vehicle.id)).toMatchObject({ km_per_day: 150, next_service_forecast: '2026-06-30', service_status: 'soon' });
    const soon = await as.admin.get(`/api/vehicles?due=soon&limit=100&ids=${vehicle.id}`);
    expect(soon.body.data.map((each: { id: string }) => each.id)).toEqual([vehicle.id]);
    const ok = await as.admin.get(`/api/vehicles?due=ok&limit=100&ids=${vehicle.id}`);
    expect(ok.body.data).toEqual([]);
    expect((await as.admin.get('/api/overview')).body.data.vehicles.soon).toBe(soonBefore + 1);
    expect((await as.admin.post('/api/notifications/run')).status).toBe(200);
    const raised = await t.db.select().from(reminders).where(eq(reminders.vehicleId, vehicle.id));
    expect(raised.map(({ item, status }) => ({ item, status }))).toEqual([{ item: 'service', status: 'soon' }]);
  });

  it('is no edit of the vehicle: a new record changes the pace and leaves the version, so an open edit still saves', async () => {
    const vehicle = await vehicleWithReadings(50_000, [
      { day: '2026-04-01', km: 47_000 },
      { day: '2026-05-01', km: 49_000 },
    ]);
    const before = await row(vehicle.id);
    await makeMandatoryMaintenance(t.db, vehicle, { serviceType: 'Registration', finishedOn: '2026-06-01', mileage: 50_000 });
    const after = await row(vehicle.id);
    expect(after.km_per_day).not.toBe(before.km_per_day);
    expect(after.version).toBe(before.version);
    const saved = await as.admin.put(`/api/vehicles/${vehicle.id}`, {
      ...(await as.admin.get(`/api/vehicles/${vehicle.id}`)).body.data,
      notes: 'Edited while a record came in',
      version: before.version,
      branches: [world.branches.a1.id],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await t.db.delete(mandatoryMaintenances).where(eq(mandatoryMaintenances.vehicleId, vehicle.id));
  });
});
