import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUE_STATUSES, vehicleHealth, type DueStatus } from '../../contract/due-rules';
import { COST_MONTHS, type DueEntry, type Overview } from '../../contract/schemas/overview';
import { DEMO_PASSWORD, DEMO_VEHICLE_HEALTH, seedDemoData } from '../../server/db/seed';
import { Client, signIn } from './support/client';
import { startTestApp, type TestApp, middayUtc } from './support/test-app';

/**
 * The overview's numbers against the records of the seeded demo: every count and sum is worked out
 * here again, in the test, from the rows themselves and the contract's due rules, and the API must
 * give the same.
 */
const TODAY = '2026-06-15';

let t: TestApp;
const as: Record<'admin' | 'moderator' | 'user' | 'superadmin' | 'katrin', Client> = {} as never;

interface VehicleRow {
  id: string;
  company: string;
  license_plate: string;
  model: string;
  mileage: number;
  is_active: boolean;
  last_legislation_control: string;
  legislation_control_interval: number;
  last_service_date: string;
  last_service_mileage: number | null;
  mandatory_service_interval: number;
  mandatory_service_interval_km: number;
  due_soon_days: number;
  due_soon_km: number;
  branches: string[];
}
interface RecordRow {
  vehicle_id: string;
  day: string;
  cents: number;
  kind: 'general' | 'mandatory';
}
let fleet: VehicleRow[];
let records: RecordRow[];

beforeAll(async () => {
  t = await startTestApp({ now: () => middayUtc(TODAY) });
  await seedDemoData(t.db, new Date(`${TODAY}T08:00:00Z`));
  for (const [key, username] of [
    ['admin', 'admin'],
    ['moderator', 'moderator'],
    ['user', 'user'],
    ['superadmin', 'superadmin'],
    ['katrin', 'katrin.becker'],
  ] as const) {
    as[key] = await signIn(t.app, username, DEMO_PASSWORD);
  }
  fleet = (
    await t.pool.query<VehicleRow>(`
    select v.id, c.name as company, v.license_plate, v.model, v.mileage, v.is_active, v.last_legislation_control, v.legislation_control_interval,
           v.last_service_date, v.last_service_mileage, v.mandatory_service_interval, v.mandatory_service_interval_km,
           c.due_soon_days, c.due_soon_km, array_agg(b.name) as branches
      from vehicles v join companies c on c.id = v.company_id
      join vehicle_branches vb on vb.vehicle_id = v.id join branches b on b.id = vb.branch_id
     group by v.id, c.name, c.due_soon_days, c.due_soon_km`)
  ).rows;
  // Cents as integers, so the sums here are exact.
  records = (
    await t.pool.query<RecordRow>(`
    select vehicle_id, service_date as day, (cost * 100)::int as cents, 'general' as kind from general_maintenances
    union all select vehicle_id, finished_on, (cost * 100)::int, 'mandatory' from mandatory_maintenances`)
  ).rows;
});
afterAll(() => t.close());

const ADRIATIK = 'Adriatik Trans sh.p.k.';
const inCompany = (company: string) => (vehicle: VehicleRow) => vehicle.company === company;
const inBranch = (branch: string) => (vehicle: VehicleRow) => vehicle.branches.includes(branch);

function healthOf(vehicle: VehicleRow) {
  return vehicleHealth(vehicle, vehicle, TODAY);
}

/** The overview of these vehicles as the rules and the records say it should be. */
function expectedOverview(scope: VehicleRow[]): Omit<Overview, 'thresholds'> {
  const active = scope.filter((vehicle) => vehicle.is_active);
  const rank = (status: DueStatus) => DUE_STATUSES.indexOf(status);
  const vehicleStatus = (vehicle: VehicleRow) => {
    const health = healthOf(vehicle);
    return DUE_STATUSES[Math.max(rank(health.legislation_status), rank(health.service_status))]!;
  };
  const entries: (DueEntry & { rank: number })[] = active
    .flatMap((vehicle) => {
      const health = healthOf(vehicle);
      const base = { vehicle_id: vehicle.id, license_plate: vehicle.license_plate, model: vehicle.model, mileage: vehicle.mileage };
      return [
        {
          ...base,
          item: 'legislation' as const,
          status: health.legislation_status,
          due_date: health.next_legislation_control,
          due_km: null,
          rank: rank(health.legislation_status),
        },
        {
          ...base,
          item: 'service' as const,
          status: health.service_status,
          due_date: health.next_service_date,
          due_km: health.next_service_km,
          rank: rank(health.service_status),
        },
      ];
    })
    .filter((entry) => entry.status !== 'ok');
  entries.sort(
    (a, b) =>
      b.rank - a.rank ||
      (a.due_date ?? '9999').localeCompare(b.due_date ?? '9999') ||
      a.license_plate.localeCompare(b.license_plate) ||
      a.item.localeCompare(b.item),
  );

  const months = Array.from({ length: COST_MONTHS }, (_, index) => {
    const date = new Date(Date.UTC(Number(TODAY.slice(0, 4)), Number(TODAY.slice(5, 7)) - 1 - (COST_MONTHS - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
  const ids = new Set(scope.map((vehicle) => vehicle.id));
  const window = records.filter((record) => ids.has(record.vehicle_id) && months.includes(record.day.slice(0, 7)));
  const sum = (rows: RecordRow[], kind?: RecordRow['kind']) =>
    rows.filter((row) => !kind || row.kind === kind).reduce((total, row) => total + row.cents, 0) / 100;

  const costliest = scope
    .map((vehicle) => {
      const own = window.filter((record) => record.vehicle_id === vehicle.id);
      return {
        vehicle_id: vehicle.id,
        license_plate: vehicle.license_plate,
        model: vehicle.model,
        is_active: vehicle.is_active,
        general: sum(own, 'general'),
        mandatory: sum(own, 'mandatory'),
        total: sum(own),
      };
    })
    .filter((vehicle) => vehicle.total > 0 || window.some((record) => record.vehicle_id === vehicle.vehicle_id))
    .sort((a, b) => b.total - a.total)
    .slice(0, 10);

  return {
    vehicles: {
      total: active.length,
      ok: active.filter((vehicle) => vehicleStatus(vehicle) === 'ok').length,
      soon: active.filter((vehicle) => vehicleStatus(vehicle) === 'soon').length,
      overdue: active.filter((vehicle) => vehicleStatus(vehicle) === 'overdue').length,
    },
    due: { entries: entries.slice(0, 20).map(({ rank: _rank, ...entry }) => entry), totalCount: entries.length },
    monthly_costs: months.map((month) => {
      const inMonth = window.filter((record) => record.day.startsWith(month));
      return { month, general: sum(inMonth, 'general'), mandatory: sum(inMonth, 'mandatory') };
    }),
    costliest_vehicles: costliest,
  };
}

describe('GET /api/overview against the seeded demo', () => {
  it('the demo shows what it was built to show: some vehicles due soon, some overdue', () => {
    for (const intended of DEMO_VEHICLE_HEALTH) {
      const vehicle = fleet.find((row) => row.license_plate === intended.plate)!;
      const health = healthOf(vehicle);
      expect({ plate: intended.plate, legislation: health.legislation_status, service: health.service_status }).toEqual(intended);
    }
  });

  it('an admin sees their whole company: counts, the due list, 12 months of costs and the ten costliest vehicles', async () => {
    const answer = await as.admin.get('/api/overview');
    expect(answer.status).toBe(200);
    const expected = expectedOverview(fleet.filter(inCompany(ADRIATIK)));
    expect(answer.body.data).toMatchObject(expected);
    expect(answer.body.data.thresholds).toMatchObject({ due_soon_days: 30, due_soon_km: 1_000 });
    // The demo is built so that all three kinds show.
    expect(expected.vehicles.soon).toBeGreaterThan(0);
    expect(expected.vehicles.overdue).toBeGreaterThan(0);
    expect(expected.monthly_costs.some((month) => month.general > 0 && month.mandatory > 0)).toBe(true);
    expect(answer.body.data.costliest_vehicles).toHaveLength(10);
  });

  it('follows the selected branch', async () => {
    const durres = (await t.pool.query(`select id from branches where name = 'Durrës'`)).rows[0].id;
    const answer = await as.admin.get(`/api/overview?branchId=${durres}`);
    expect(answer.body.data).toMatchObject(expectedOverview(fleet.filter(inCompany(ADRIATIK)).filter(inBranch('Durrës'))));
  });

  it('a moderator and a user see only their own branches', async () => {
    expect((await as.moderator.get('/api/overview')).body.data).toMatchObject(
      expectedOverview(fleet.filter(inCompany(ADRIATIK)).filter(inBranch('Tiranë'))),
    );
    expect((await as.user.get('/api/overview')).body.data).toMatchObject(
      expectedOverview(fleet.filter(inCompany(ADRIATIK)).filter(inBranch('Durrës'))),
    );
  });

  it('another company sees only its own fleet; a superadmin sees every company and no single thresholds', async () => {
    expect((await as.katrin.get('/api/overview')).body.data).toMatchObject(
      expectedOverview(fleet.filter(inCompany('Rheinland Reisen & Logistik GmbH'))),
    );
    const all = await as.superadmin.get('/api/overview');
    expect(all.body.data).toMatchObject(expectedOverview(fleet));
    expect(all.body.data.thresholds).toBeNull();
  });

  it("a branch outside the caller's scope shows nothing, and a bad branch id is refused", async () => {
    const vlore = (await t.pool.query(`select id from branches where name = 'Vlorë'`)).rows[0].id;
    const hidden = await as.moderator.get(`/api/overview?branchId=${vlore}`);
    expect(hidden.body.data.vehicles).toEqual({ total: 0, ok: 0, soon: 0, overdue: 0 });
    expect(hidden.body.data.costliest_vehicles).toEqual([]);
    expect(
      hidden.body.data.monthly_costs.every((month: { general: number; mandatory: number }) => month.general === 0 && month.mandatory === 0),
    ).toBe(true);
    expect((await as.admin.get('/api/overview?branchId=nope')).status).toBe(400);
    expect((await new Client(t.app).get('/api/overview')).status).toBe(401);
  });
});
