import { middayUtc } from './support/test-app';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Overview } from '../../contract/schemas/overview';
import { makeGeneralMaintenance } from './support/fixtures';
import { makeInspection, makeInspectionForm } from './support/inspection-rows';
import type { Client } from './support/client';
import { worldTest } from './support/world';

/**
 * The overview is kept once computed (server/routes/overview/snapshots.ts) and must never answer
 * with numbers that no longer hold: every write to what it shows (issues, inspections and forms
 * included), through the API or straight into the database, makes the next overview new, for the
 * whole company and for each part of it.
 */
let today = '2026-06-15';

const { t, world, as } = await worldTest({ now: () => middayUtc(today) });

async function overviewOf(client: Client, query = ''): Promise<Overview> {
  const answer = await client.get(`/api/overview${query}`);
  expect(answer.status).toBe(200);
  return answer.body.data;
}
const snapshots = async () =>
  (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from overview_snapshots where company_id = ${world.companyA.id}`))
    .rows[0]!.n;
const spent = (overview: Overview) => overview.monthly_costs.reduce((sum, month) => sum + month.general + month.mandatory, 0);

describe('the kept overview', () => {
  it('answers from its snapshot while nothing changed, and per part of the company', async () => {
    const first = await overviewOf(as.admin);
    expect(await overviewOf(as.admin)).toEqual(first);
    await overviewOf(as.moderator);
    await overviewOf(as.admin, `?branchId=${world.branches.a2.id}`);
    expect(await snapshots()).toBe(3);
    // The moderator's part is not the company's.
    expect((await overviewOf(as.moderator)).vehicles.total).toBe(1);
    expect((await overviewOf(as.admin)).vehicles.total).toBe(2);
  });

  it('is new after a record is written through the API, or straight into the database', async () => {
    const before = await overviewOf(as.admin);
    const created = await as.admin.post('/api/general-maintenances', {
      service_type: 'Tyres',
      service_date: '2026-06-01',
      cost: 1000,
      mileage: 60_000,
      notes: null,
      vehicle_id: world.vehicles.a1.id,
    });
    expect(created.status).toBe(201);
    const afterApi = await overviewOf(as.admin);
    expect(spent(afterApi)).toBeCloseTo(spent(before) + 1000, 2);
    await makeGeneralMaintenance(t.db, world.vehicles.a2, { serviceDate: '2026-06-02', cost: 7 });
    expect(spent(await overviewOf(as.admin))).toBeCloseTo(spent(afterApi) + 7, 2);
    await t.db.execute(sql`delete from general_maintenances where cost = 7`);
    expect(spent(await overviewOf(as.admin))).toBeCloseTo(spent(afterApi), 2);
  });

  it('is new after a vehicle is archived or moved to another branch, and after the thresholds change', async () => {
    const moderatorBefore = await overviewOf(as.moderator);
    expect(moderatorBefore.vehicles.total).toBe(1);
    // Into the moderator's branch as well: their part now holds both vehicles.
    const moved = await t.db.execute(
      sql`insert into vehicle_branches (company_id, vehicle_id, branch_id) values (${world.companyA.id}, ${world.vehicles.a2.id}, ${world.branches.a1.id})`,
    );
    expect(moved.rowCount).toBe(1);
    expect((await overviewOf(as.moderator)).vehicles.total).toBe(2);

    expect((await as.admin.delete(`/api/vehicles/${world.vehicles.a2.id}`)).status).toBe(200);
    expect((await overviewOf(as.admin)).vehicles.total).toBe(1);
    expect((await overviewOf(as.moderator)).vehicles.total).toBe(1);

    const settings = await as.admin.edit(`/api/companies/${world.companyA.id}/settings`, { due_soon_days: 365, due_soon_km: 1_000 });
    expect(settings.status).toBe(200);
    const widened = await overviewOf(as.admin);
    expect(widened.thresholds).toMatchObject({ due_soon_days: 365, due_soon_km: 1_000 });
    // The remaining vehicle's control (15.01.2027) and service (01.03.2027) fall within a year.
    expect(widened.vehicles.soon).toBe(1);
  });

  it('is new on a new day, when "due soon" has moved', async () => {
    const now = await overviewOf(as.admin);
    today = '2027-06-15';
    const later = await overviewOf(as.admin);
    expect(later.vehicles.overdue).toBe(1);
    expect(later).not.toEqual(now);
    today = '2026-06-15';
  });

  it('is new after an issue is reported, edited or deleted, through the API or straight into the database', async () => {
    const before = (await overviewOf(as.moderator)).yard;
    const reported = await as.user.post('/api/issues', { vehicle_id: world.vehicles.a1.id, title: 'Mirror loose', priority: 'low' });
    expect(reported.status).toBe(201);
    const issue = `/api/issues/${reported.body.data.id}`;
    expect((await overviewOf(as.moderator)).yard.open_issues).toEqual({ ...before.open_issues, low: before.open_issues.low + 1 });
    // A new priority that moves no vehicle's counts makes it new too.
    expect((await as.moderator.edit(issue, { vehicle_id: world.vehicles.a1.id, title: 'Mirror loose', priority: 'medium' })).status).toBe(
      200,
    );
    expect((await overviewOf(as.moderator)).yard.open_issues).toEqual({ ...before.open_issues, medium: before.open_issues.medium + 1 });
    await t.db.execute(sql`update issues set priority = 'critical' where id = ${reported.body.data.id}`);
    const critical = (await overviewOf(as.moderator)).yard;
    expect(critical.open_issues).toEqual({ ...before.open_issues, critical: before.open_issues.critical + 1 });
    expect(critical.out_of_service.vehicles.map((vehicle) => vehicle.vehicle_id)).toEqual([world.vehicles.a1.id]);
    expect((await as.admin.delete(issue)).status).toBe(200);
    expect((await overviewOf(as.moderator)).yard).toEqual(before);
  });

  it('is new after a form or an inspection changes what was missed', async () => {
    expect((await overviewOf(as.moderator)).yard.inspections_missed).toBe(0);
    // A daily form: the moderator's one active vehicle missed it on each of the 7 days before today.
    const form = await makeInspectionForm(t.db, world.companyA.id);
    expect((await overviewOf(as.moderator)).yard.inspections_missed).toBe(7);
    await makeInspection(t.db, world.vehicles.a1, form, '2026-06-14T06:00:00Z');
    expect((await overviewOf(as.moderator)).yard.inspections_missed).toBe(6);
    await t.db.execute(sql`update inspection_forms set active = false where id = ${form.id}`);
    expect((await overviewOf(as.moderator)).yard.inspections_missed).toBe(0);
  });

  it('is not kept for a superadmin, who sees across companies', async () => {
    const before = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from overview_snapshots`)).rows[0]!.n;
    expect((await overviewOf(as.superadmin)).vehicles.total).toBeGreaterThanOrEqual(3);
    expect((await t.db.execute<{ n: number }>(sql`select count(*)::int as n from overview_snapshots`)).rows[0]!.n).toBe(before);
  });
});
