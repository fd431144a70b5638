import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, issues } from '../../server/db/schema';
import { makeVehicle } from './support/fixtures';
import { worldTest } from './support/world';

/*
 * What work orders add to the overview and a vehicle's details (docs/work-orders.md, Downtime and
 * Costs): the time vehicles are out of service, per vehicle and per month, from the critical issue that
 * took a vehicle out to its being resolved (overlapping issues count once); and the maintenance cost
 * split into labour, parts and other where a work order stands behind a record, counted once.
 */

const NOW = new Date('2026-06-15T12:00:00Z');
const { t, world, as } = await worldTest({ now: () => NOW });
const { a1, a2 } = world.branches;
// Whole hours in UTC, so that the expected figures can be worked out by hand.
await t.db.update(companies).set({ timeZone: 'UTC' }).where(eq(companies.id, world.companyA.id));

const vehicle = await makeVehicle(t.db, world.companyA.id, [a1.id]);
const southVehicle = await makeVehicle(t.db, world.companyA.id, [a2.id]);

async function issue(vehicleId: string, priority: 'critical' | 'low', createdAt: string, resolvedAt: string | null) {
  await t.db.insert(issues).values({
    companyId: world.companyA.id,
    vehicleId,
    title: `${priority} ${createdAt}`,
    priority,
    status: resolvedAt ? 'resolved' : 'open',
    source: 'reported',
    createdAt,
    resolvedAt,
  });
}

// 30 March 12:00 to 2 April 12:00, and overlapping it 1 April 00:00 to 3 April 00:00: one period of 84 hours,
// 36 in March and 48 in April. A low issue takes nothing out of service. Out again since 14 June 12:00.
await issue(vehicle.id, 'critical', '2026-03-30T12:00:00Z', '2026-04-02T12:00:00Z');
await issue(vehicle.id, 'critical', '2026-04-01T00:00:00Z', '2026-04-03T00:00:00Z');
await issue(vehicle.id, 'low', '2026-05-01T00:00:00Z', '2026-05-20T00:00:00Z');
await issue(vehicle.id, 'critical', '2026-06-14T12:00:00Z', null);
// South's vehicle: 24 hours in May.
await issue(southVehicle.id, 'critical', '2026-05-10T00:00:00Z', '2026-05-11T00:00:00Z');

const monthOf = (months: Array<{ month: string; hours: number; vehicles: number }>, month: string) =>
  months.find((row) => row.month === month)!;

describe('downtime', () => {
  it('of a vehicle: its periods, overlapping issues once, the open one since when, and its hours per month', async () => {
    const answer = await as.moderator.get(`/api/vehicles/${vehicle.id}/downtime`);
    expect(answer.status).toBe(200);
    const downtime = answer.body.data;
    expect(downtime.out_of_service_since).toBe('2026-06-14T12:00:00+00:00');
    expect(downtime.periods).toEqual([
      { started_at: '2026-06-14T12:00:00+00:00', ended_at: null, hours: 24 },
      { started_at: '2026-03-30T12:00:00+00:00', ended_at: '2026-04-03T00:00:00+00:00', hours: 84 },
    ]);
    expect(downtime.months).toHaveLength(12);
    expect(downtime.months[0].month).toBe('2025-07');
    expect(monthOf(downtime.months, '2026-03').hours).toBe(36);
    expect(monthOf(downtime.months, '2026-04').hours).toBe(48);
    expect(monthOf(downtime.months, '2026-05').hours).toBe(0);
    expect(monthOf(downtime.months, '2026-06').hours).toBe(24);
    expect(downtime.hours_12_months).toBe(108);
  });

  it("of another branch's or company's vehicle is 404", async () => {
    expect((await as.moderator.get(`/api/vehicles/${southVehicle.id}/downtime`)).status).toBe(404);
    expect((await as.adminB.get(`/api/vehicles/${vehicle.id}/downtime`)).status).toBe(404);
  });

  it('per month on the overview, in the scope: the whole company for an admin, their branch for a moderator', async () => {
    const company = (await as.admin.get('/api/overview')).body.data.downtime;
    expect(company).toHaveLength(12);
    expect(monthOf(company, '2026-03')).toEqual({ month: '2026-03', hours: 36, vehicles: 1 });
    expect(monthOf(company, '2026-04')).toEqual({ month: '2026-04', hours: 48, vehicles: 1 });
    expect(monthOf(company, '2026-05')).toEqual({ month: '2026-05', hours: 24, vehicles: 1 });
    expect(monthOf(company, '2026-06')).toEqual({ month: '2026-06', hours: 24, vehicles: 1 });
    const branch = (await as.moderator.get('/api/overview')).body.data.downtime;
    expect(monthOf(branch, '2026-05')).toEqual({ month: '2026-05', hours: 0, vehicles: 0 });
    expect(monthOf(branch, '2026-04').hours).toBe(48);
    const other = (await as.adminB.get('/api/overview')).body.data.downtime;
    expect(other.every((month: { hours: number }) => month.hours === 0)).toBe(true);
  });
});

describe('costs', () => {
  it('splits the maintenance a work order stands behind into labour, parts and other, and counts it once', async () => {
    const costVehicle = await makeVehicle(t.db, world.companyA.id, [a1.id]);
    const created = await as.admin.post('/api/work-orders', {
      vehicle_id: costVehicle.id,
      title: 'Brakes',
      service_type: 'Brakes',
      issued_on: '2026-06-08',
      lines: [
        { kind: 'labour', description: 'Fit', hours: 1, rate: 70 },
        { kind: 'part', description: 'Pads', quantity: 1, unit_cost: 64.9 },
        { kind: 'other', description: 'Disposal', amount: 8.5 },
      ],
    });
    expect(created.status).toBe(201);
    const before = (await as.admin.get('/api/overview')).body.data;
    const juneBefore = before.monthly_costs.find((month: { month: string }) => month.month === '2026-06');
    const completed = await as.admin.post(`/api/work-orders/${created.body.data.id}/complete`, {
      version: created.body.data.version,
      completed_on: '2026-06-10',
      odometer: 50_500,
    });
    expect(completed.status).toBe(200);
    // A record entered by hand the same month on another vehicle: maintenance, but no split.
    expect(
      (
        await as.admin.post('/api/general-maintenances', {
          vehicle_id: world.vehicles.a2.id,
          service_type: 'Wash',
          service_date: '2026-06-11',
          cost: 50,
          mileage: 52_100,
        })
      ).status,
    ).toBe(201);

    const after = (await as.admin.get('/api/overview')).body.data;
    const june = after.monthly_costs.find((month: { month: string }) => month.month === '2026-06');
    expect(june.general).toBeCloseTo(juneBefore.general + 143.4 + 50, 2);
    expect(june).toMatchObject({ labour: juneBefore.labour + 70, parts: juneBefore.parts + 64.9, other: juneBefore.other + 8.5 });
    const costliest = after.costliest_vehicles.find((row: { vehicle_id: string }) => row.vehicle_id === costVehicle.id);
    expect(costliest).toMatchObject({ general: 143.4, mandatory: 0, fuel: 0, total: 143.4, labour: 70, parts: 64.9, other: 8.5 });
    const moderatorJune = (await as.moderator.get('/api/overview')).body.data.monthly_costs.find(
      (month: { month: string }) => month.month === '2026-06',
    );
    expect(moderatorJune).toMatchObject({ general: 143.4, labour: 70, parts: 64.9, other: 8.5 });
    const south = (await as.admin.get(`/api/overview?branchId=${a2.id}`)).body.data.monthly_costs.find(
      (month: { month: string }) => month.month === '2026-06',
    );
    expect(south).toMatchObject({ general: 50, labour: 0, parts: 0, other: 0 });
  });
});
