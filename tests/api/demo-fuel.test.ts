import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../server/demo/seed';
import { Client, signIn } from './support/client';
import { startTestApp, type TestApp, middayUtc } from './support/test-app';

/**
 * The demo's fuel entries (server/demo/fuel.ts) against the rest of the demo: readings in step with
 * the maintenance records and never above the vehicle, a year of fillings with full and partial ones,
 * and every vehicle with a consumption and a cost per km that a fleet manager would believe.
 */
const TODAY = '2026-06-15';

let t: TestApp;
let admin: Client;
let katrin: Client;

interface Reading {
  plate: string;
  vehicle_id: string;
  day: string;
  km: number;
  kind: 'record' | 'fuel';
  mileage: number;
  is_active: boolean;
}
let readings: Reading[];

beforeAll(async () => {
  t = await startTestApp({ now: () => middayUtc(TODAY) });
  await seedDemoData(t.db, new Date(`${TODAY}T08:00:00Z`));
  admin = await signIn(t.app, 'admin', DEMO_PASSWORD);
  katrin = await signIn(t.app, 'katrin.becker', DEMO_PASSWORD);
  readings = (
    await t.pool.query<Reading>(`
    select v.license_plate as plate, v.id as vehicle_id, r.day::text as day, r.km, r.kind, v.mileage, v.is_active
      from (select vehicle_id, service_date as day, mileage as km, 'record' as kind from general_maintenances
            union all select vehicle_id, finished_on, mileage, 'record' from mandatory_maintenances
            union all select vehicle_id, filled_on, odometer, 'fuel' from fuel_entries) r
      join vehicles v on v.id = r.vehicle_id`)
  ).rows;
});
afterAll(() => t.close());

const fuelOf = (plate: string) => readings.filter((reading) => reading.plate === plate && reading.kind === 'fuel');

describe('the demo’s fuel entries', () => {
  it('give every vehicle its fillings over the years of its records, never reading above its mileage', () => {
    const plates = [...new Set(readings.map((reading) => reading.plate))];
    for (const plate of plates) {
      const fuel = fuelOf(plate);
      expect(fuel.length, plate).toBeGreaterThan(15);
      for (const entry of fuel) expect(entry.km, `${plate} on ${entry.day}`).toBeLessThanOrEqual(entry.mileage);
    }
    const active = readings.filter((reading) => reading.kind === 'fuel' && reading.is_active);
    expect(active.some((entry) => entry.day >= '2026-06-01')).toBe(true);
    expect(active.every((entry) => entry.day >= '2024-06-15' && entry.day <= TODAY)).toBe(true);
  });

  it('read in step with the maintenance records: a later day never reads lower', () => {
    for (const vehicleId of new Set(readings.map((reading) => reading.vehicle_id))) {
      const sorted = readings
        .filter((reading) => reading.vehicle_id === vehicleId)
        .sort((a, b) => a.day.localeCompare(b.day) || a.km - b.km);
      for (let index = 1; index < sorted.length; index++) {
        const [before, after] = [sorted[index - 1]!, sorted[index]!];
        expect(
          after.km,
          `${after.plate}: ${before.kind} ${before.day} ${before.km}, ${after.kind} ${after.day} ${after.km}`,
        ).toBeGreaterThanOrEqual(before.km);
      }
    }
  });

  it('put no reading of the meter log up for review', async () => {
    const flagged = await admin.get('/api/meter-readings?flagged=true&limit=1');
    expect(flagged.status).toBe(200);
    expect(flagged.body.totalCount).toBe(0);
  });

  it('have full and partial fills, AdBlue for buses and trucks, and stations', async () => {
    const entries = (
      await t.pool.query<{ full: boolean; adblue_litres: number | null; station: string | null; type: string; unit: string }>(`
      select f.full, f.adblue_litres, f.station, v.type, f.unit from fuel_entries f join vehicles v on v.id = f.vehicle_id`)
    ).rows;
    const partial = entries.filter((entry) => !entry.full).length;
    expect(partial / entries.length).toBeGreaterThan(0.05);
    expect(partial / entries.length).toBeLessThan(0.3);
    expect(entries.some((entry) => entry.adblue_litres !== null && entry.type !== 'car')).toBe(true);
    expect(entries.filter((entry) => entry.type === 'car').every((entry) => entry.adblue_litres === null)).toBe(true);
    expect(entries.every((entry) => entry.station)).toBe(true);
    expect(new Set(entries.map((entry) => entry.unit))).toEqual(new Set(['l', 'kWh']));
  });

  it('give every active vehicle a believable consumption and cost per km', async () => {
    for (const client of [admin, katrin]) {
      const vehicles = (await client.get('/api/vehicles?limit=100')).body.data as {
        license_plate: string;
        model: string;
        type: string;
        consumption: { l: number | null; kWh: number | null };
        cost_per_km: number | null;
      }[];
      expect(vehicles.length).toBeGreaterThan(10);
      for (const vehicle of vehicles) {
        const electric = vehicle.model.includes('ID.4');
        const { l, kWh } = vehicle.consumption;
        if (electric) {
          expect(l, vehicle.license_plate).toBeNull();
          expect(kWh, vehicle.license_plate).toBeGreaterThan(15);
          expect(kWh, vehicle.license_plate).toBeLessThan(23);
        } else {
          expect(kWh, vehicle.license_plate).toBeNull();
          const [low, high] = vehicle.type === 'car' ? [3.5, 9] : [9, 40];
          expect(l, vehicle.license_plate).toBeGreaterThan(low);
          expect(l, vehicle.license_plate).toBeLessThan(high);
        }
        // Fuel is most of what a vehicle costs: between 5 cents a km (a hybrid) and a euro (a coach with its repairs).
        expect(vehicle.cost_per_km, vehicle.license_plate).toBeGreaterThan(0.04);
        expect(vehicle.cost_per_km, vehicle.license_plate).toBeLessThan(1.2);
      }
    }
  });

  it('show fuel in every one of the overview’s twelve months', async () => {
    const overview = (await admin.get('/api/overview')).body.data as { monthly_costs: { month: string; fuel: number }[] };
    expect(overview.monthly_costs).toHaveLength(12);
    for (const month of overview.monthly_costs) expect(month.fuel, month.month).toBeGreaterThan(0);
  });
});
