import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateStatus, DUE_STATUSES, vehicleHealth, type DueStatus } from '../../contract/due-rules';
import { dueDocuments, earliestExpiry } from '../../contract/document-expiry';
import type { DocumentKind } from '../../contract/document-kinds';
import { addDays } from '../../contract/due-rules';
import { owesInspection, periodStart } from '../../contract/inspection-due';
import type { InspectionFrequency, IssuePriority, IssueStatus } from '../../contract/inspections';
import { isOpenIssue } from '../../contract/inspections';
import type { VehicleType } from '../../contract/vehicle-types';
import { COST_MONTHS, OUT_OF_SERVICE_SHOWN, type DueEntry, type Overview, type Yard } from '../../contract/schemas/overview';
import { DEMO_PASSWORD, DEMO_VEHICLE_HEALTH, seedDemoData } from '../../server/demo/seed';
import { Client, signIn } from './support/client';
import { makeInspection, makeInspectionForm } from './support/inspection-rows';
import { startTestApp, type TestApp, middayUtc } from './support/test-app';

/**
 * The overview's numbers against the records of the seeded demo: every count and sum is worked out
 * here again, in the test, from the rows themselves and the contract's due rules, and the API must
 * give the same. The yard's issues, forms and inspections are added to the demo here (yardRows).
 */
const TODAY = '2026-06-15';

let t: TestApp;
const as: Record<'admin' | 'moderator' | 'user' | 'superadmin' | 'katrin', Client> = {} as never;

interface VehicleRow {
  id: string;
  company: string;
  type: VehicleType;
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
  kind: 'general' | 'mandatory' | 'fuel';
  /** Of its cost, what the work order behind it booked as labour, parts and other; 0 without one. */
  labour: number;
  parts: number;
  other: number;
}
interface EmployeeRow {
  id: string;
  username: string;
  name: string;
  company: string;
  branches: string[];
}
interface IssueRow {
  vehicle_id: string;
  priority: IssuePriority;
  status: IssueStatus;
}
interface FormRow {
  id: string;
  company: string;
  frequency: InspectionFrequency;
  active: boolean;
  vehicle_types: VehicleType[];
  branches: string[];
}
interface InspectionRow {
  vehicle_id: string;
  form_id: string;
  /** The company's day it was made on. */
  day: string;
}
interface PaperRow {
  id: string;
  kind: DocumentKind;
  expires_on: string | null;
  vehicle_id: string | null;
  employee_id: string | null;
}
let fleet: VehicleRow[];
let records: RecordRow[];
let staff: EmployeeRow[];
let papers: PaperRow[];
let issueRows: IssueRow[];
let forms: FormRow[];
let inspectionRows: InspectionRow[];

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
    select v.id, c.name as company, v.type, v.license_plate, v.model, v.mileage, v.is_active, v.last_legislation_control, v.legislation_control_interval,
           v.last_service_date, v.last_service_mileage, v.mandatory_service_interval, v.mandatory_service_interval_km,
           c.due_soon_days, c.due_soon_km, array_agg(b.name) as branches
      from vehicles v join companies c on c.id = v.company_id
      join vehicle_branches vb on vb.vehicle_id = v.id join branches b on b.id = vb.branch_id
     group by v.id, c.name, c.due_soon_days, c.due_soon_km`)
  ).rows;
  staff = (
    await t.pool.query<EmployeeRow>(`
    select e.id, e.username, coalesce(nullif(concat_ws(' ', e.first_name, e.last_name), ''), e.username) as name, c.name as company,
           coalesce(array_agg(b.name) filter (where b.name is not null), '{}') as branches
      from employees e join companies c on c.id = e.company_id
      left join employee_branches eb on eb.employee_id = e.id left join branches b on b.id = eb.branch_id
     group by e.id, c.name`)
  ).rows;
  papers = (await t.pool.query<PaperRow>(`select id, kind, expires_on::text, vehicle_id, employee_id from documents`)).rows;
  await yardRows();
  issueRows = (await t.pool.query<IssueRow>(`select vehicle_id, priority, status from issues`)).rows;
  forms = (
    await t.pool.query<FormRow>(`
    select f.id, c.name as company, f.frequency, f.active, f.vehicle_types::text[] as vehicle_types,
           array(select b.name from branches b where b.id = any(f.branch_ids)) as branches
      from inspection_forms f join companies c on c.id = f.company_id`)
  ).rows;
  inspectionRows = (
    await t.pool.query<InspectionRow>(`
    select i.vehicle_id, i.form_id, (i.inspected_at at time zone c.time_zone)::date::text as day
      from inspections i join companies c on c.id = i.company_id`)
  ).rows;
  // Cents as integers, so the sums here are exact.
  records = (
    await t.pool.query<RecordRow>(`
    select record.*, coalesce((w.labour_cost * 100)::int, 0) as labour, coalesce((w.parts_cost * 100)::int, 0) as parts,
           coalesce((w.other_cost * 100)::int, 0) as other
      from (select vehicle_id, service_date as day, (cost * 100)::int as cents, 'general' as kind, work_order_id from general_maintenances
            union all select vehicle_id, finished_on, (cost * 100)::int, 'mandatory', work_order_id from mandatory_maintenances
            union all select vehicle_id, filled_on, (cost * 100)::int, 'fuel', null from fuel_entries) as record
      left join work_orders w on w.id = record.work_order_id`)
  ).rows;
});
afterAll(() => t.close());

const ADRIATIK = 'Adriatik Trans sh.p.k.';
const RHEINLAND = 'Rheinland Reisen & Logistik GmbH';

/**
 * The yard of the demo (docs/inspections.md): issues of every priority and status, critical ones
 * keeping vehicles out of service (also an archived one's, which the overview leaves out), forms of
 * each frequency for some types and branches, one switched off, and inspections on some of the last
 * days, the late evening of one of them in Tirana being the next day there.
 */
async function yardRows() {
  const vehiclesOf = async (company: string) =>
    (
      await t.pool.query<{ id: string; company_id: string; is_active: boolean; type: VehicleType; branch: string }>(
        `select v.id, v.company_id, v.is_active, v.type, min(b.name) as branch
           from vehicles v join companies c on c.id = v.company_id
           join vehicle_branches vb on vb.vehicle_id = v.id join branches b on b.id = vb.branch_id
          where c.name = $1 group by v.id order by v.license_plate`,
        [company],
      )
    ).rows.map((row) => ({ ...row, companyId: row.company_id }));
  const adriatik = await vehiclesOf(ADRIATIK);
  const rheinland = await vehiclesOf(RHEINLAND);
  const active = adriatik.filter((vehicle) => vehicle.is_active);
  const archived = adriatik.find((vehicle) => !vehicle.is_active);
  const issue = (vehicle: { id: string; companyId: string }, priority: IssuePriority, status: IssueStatus = 'open') =>
    t.pool.query(
      `insert into issues (company_id, vehicle_id, title, priority, status, source) values ($1, $2, 'Yard issue', $3, $4, 'reported')`,
      [vehicle.companyId, vehicle.id, priority, status],
    );
  for (const [index, vehicle] of active.slice(0, 12).entries()) {
    await issue(vehicle, (['low', 'medium', 'high', 'critical'] as const)[index % 4]!, index % 3 === 2 ? 'in_progress' : 'open');
  }
  await issue(active[3]!, 'critical');
  await issue(active[4]!, 'critical', 'resolved');
  await issue(active[5]!, 'high', 'closed');
  if (archived) await issue(archived, 'critical');
  await issue(rheinland[0]!, 'critical');

  const companyId = active[0]!.companyId;
  const tirana = (await t.pool.query<{ id: string }>(`select id from branches where name = 'Tiranë'`)).rows[0]!.id;
  const daily = await makeInspectionForm(t.db, companyId, { name: 'Daily walk-around check', vehicleTypes: ['truck', 'bus'] });
  const weekly = await makeInspectionForm(t.db, companyId, { name: 'Weekly tyre check', frequency: 'weekly', branchIds: [tirana] });
  const monthly = await makeInspectionForm(t.db, companyId, { name: 'Monthly check', frequency: 'monthly' });
  await makeInspectionForm(t.db, companyId, { name: 'Old check', active: false });
  await makeInspectionForm(t.db, companyId, { name: 'After an accident', frequency: 'on_demand' });
  await makeInspectionForm(t.db, rheinland[0]!.companyId, { name: 'Tägliche Kontrolle' });
  // TODAY is a Monday: the last 7 days run from Monday 8 to Sunday 14 June.
  for (const [index, vehicle] of active.entries()) {
    for (const day of ['2026-06-08', '2026-06-10', '2026-06-12', '2026-06-14'].slice(0, index % 5)) {
      await makeInspection(t.db, vehicle, daily, `${day}T06:00:00Z`);
    }
    if (index % 2 === 0) await makeInspection(t.db, vehicle, weekly, '2026-06-11T09:00:00Z');
    if (index % 4 === 1) await makeInspection(t.db, vehicle, monthly, '2026-06-03T09:00:00Z');
  }
  // 23:30 on Sunday in UTC is 01:30 on Monday 15 June in Tirana: not a day of the last 7 there.
  await makeInspection(t.db, active[0]!, weekly, '2026-06-14T23:30:00Z');
  await makeInspection(t.db, active[1]!, weekly, '2026-06-14T23:30:00Z');
}
const inCompany = (company: string) => (vehicle: VehicleRow) => vehicle.company === company;
const inBranch = (branch: string) => (vehicle: VehicleRow) => vehicle.branches.includes(branch);

function healthOf(vehicle: VehicleRow) {
  const documents_expire_on = earliestExpiry(papers.filter((paper) => paper.vehicle_id === vehicle.id));
  return vehicleHealth({ ...vehicle, documents_expire_on }, vehicle, TODAY);
}
const staffOf = (company: string) => staff.filter((person) => person.company === company);
const staffIn = (branch: string) => (person: EmployeeRow) => person.branches.includes(branch);
const named = (username: string) => (person: EmployeeRow) => person.username === username;

/** The documents of a vehicle or an employee that fall due (contract/document-expiry.ts). */
const duePapersOf = (subject: { vehicle_id?: string; employee_id?: string }) =>
  dueDocuments(
    papers.filter((paper) => (subject.vehicle_id ? paper.vehicle_id === subject.vehicle_id : paper.employee_id === subject.employee_id)),
  );

/**
 * The yard of these active vehicles (docs/inspections.md, Reminders and the overview), from the rows
 * and the contract: their open issues by priority; those with an open critical issue, by plate; and
 * each period of a form that ended on one of the 7 days before today without an inspection of a
 * vehicle that owed it (contract/inspection-due.ts), a switched-off form owing nothing.
 */
function expectedYard(active: VehicleRow[]): Yard {
  const ids = new Set(active.map((vehicle) => vehicle.id));
  const open = issueRows.filter((issue) => ids.has(issue.vehicle_id) && isOpenIssue(issue.status));
  const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const outOfService = active
    .map((vehicle) => ({
      vehicle_id: vehicle.id,
      license_plate: vehicle.license_plate,
      model: vehicle.model,
      critical_issues: open.filter((issue) => issue.vehicle_id === vehicle.id && issue.priority === 'critical').length,
    }))
    .filter((vehicle) => vehicle.critical_issues > 0)
    .sort((a, b) => byCode(a.license_plate, b.license_plate));
  let missed = 0;
  for (let back = 1; back <= 7; back++) {
    const day = addDays(TODAY, -back);
    const next = addDays(day, 1);
    for (const form of forms.filter((candidate) => candidate.active && candidate.frequency !== 'on_demand')) {
      if (periodStart(form.frequency, next) !== next) continue;
      for (const vehicle of active.filter((candidate) => candidate.company === form.company)) {
        const inspectedOn = inspectionRows
          .filter((inspection) => inspection.vehicle_id === vehicle.id && inspection.form_id === form.id)
          .map((inspection) => inspection.day);
        const dueForm = { frequency: form.frequency, vehicle_types: form.vehicle_types, branch_ids: form.branches };
        const dueVehicle = { type: vehicle.type, is_active: vehicle.is_active, branch_ids: vehicle.branches };
        if (owesInspection(dueForm, dueVehicle, inspectedOn, day)) missed += 1;
      }
    }
  }
  const count = (priority: IssuePriority) => open.filter((issue) => issue.priority === priority).length;
  return {
    open_issues: { low: count('low'), medium: count('medium'), high: count('high'), critical: count('critical') },
    out_of_service: { total: outOfService.length, vehicles: outOfService.slice(0, OUT_OF_SERVICE_SHOWN) },
    inspections_missed: missed,
  };
}

/** The overview of these vehicles and the documents of these employees, as the rules and the records say it should be. */
function expectedOverview(scope: VehicleRow[], people: EmployeeRow[] = []): Omit<Overview, 'thresholds' | 'downtime'> {
  const active = scope.filter((vehicle) => vehicle.is_active);
  const rank = (status: DueStatus) => DUE_STATUSES.indexOf(status);
  const vehicleStatus = (vehicle: VehicleRow) => {
    const health = healthOf(vehicle);
    return DUE_STATUSES[Math.max(rank(health.legislation_status), rank(health.service_status), rank(health.documents_status))]!;
  };
  const noPaper = { document_id: null, document_kind: null, employee_id: null, employee_name: null };
  const thresholdsOf = (company: string) => fleet.find((vehicle) => vehicle.company === company)!;
  const paperEntries = [
    ...active.flatMap((vehicle) =>
      duePapersOf({ vehicle_id: vehicle.id }).map((paper) => ({
        paper,
        thresholds: vehicle,
        subject: {
          vehicle_id: vehicle.id,
          license_plate: vehicle.license_plate,
          model: vehicle.model,
          mileage: vehicle.mileage,
          employee_id: null,
          employee_name: null,
        },
      })),
    ),
    ...people.flatMap((person) =>
      duePapersOf({ employee_id: person.id }).map((paper) => ({
        paper,
        thresholds: thresholdsOf(person.company),
        subject: { vehicle_id: null, license_plate: null, model: null, mileage: null, employee_id: person.id, employee_name: person.name },
      })),
    ),
  ]
    .map(({ paper, thresholds, subject }) => {
      const status = dateStatus(paper.expires_on, TODAY, thresholds);
      return {
        ...subject,
        document_id: paper.id,
        document_kind: paper.kind,
        item: 'document' as const,
        status,
        due_date: paper.expires_on,
        due_km: null,
        rank: rank(status),
      };
    })
    .filter((entry) => entry.status !== 'ok');
  const entries: (DueEntry & { rank: number })[] = active
    .flatMap((vehicle) => {
      const health = healthOf(vehicle);
      const base = {
        vehicle_id: vehicle.id,
        license_plate: vehicle.license_plate,
        model: vehicle.model,
        mileage: vehicle.mileage,
        ...noPaper,
      };
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
  entries.push(...paperEntries);
  // As PostgreSQL orders them: text by code points here (the demo's plates and names are plain ASCII at their start).
  const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  entries.sort(
    (a, b) =>
      b.rank - a.rank ||
      (a.due_date ?? '9999').localeCompare(b.due_date ?? '9999') ||
      byCode(a.license_plate ?? a.employee_name!, b.license_plate ?? b.employee_name!) ||
      a.item.localeCompare(b.item) ||
      byCode(a.document_id ?? '', b.document_id ?? ''),
  );

  const months = Array.from({ length: COST_MONTHS }, (_, index) => {
    const date = new Date(Date.UTC(Number(TODAY.slice(0, 4)), Number(TODAY.slice(5, 7)) - 1 - (COST_MONTHS - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
  const ids = new Set(scope.map((vehicle) => vehicle.id));
  const window = records.filter((record) => ids.has(record.vehicle_id) && months.includes(record.day.slice(0, 7)));
  const sum = (rows: RecordRow[], kind?: RecordRow['kind']) =>
    rows.filter((row) => !kind || row.kind === kind).reduce((total, row) => total + row.cents, 0) / 100;
  const split = (rows: RecordRow[], part: 'labour' | 'parts' | 'other') => rows.reduce((total, row) => total + row[part], 0) / 100;

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
        fuel: sum(own, 'fuel'),
        total: sum(own),
        labour: split(own, 'labour'),
        parts: split(own, 'parts'),
        other: split(own, 'other'),
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
    documents: {
      soon: paperEntries.filter((entry) => entry.status === 'soon').length,
      overdue: paperEntries.filter((entry) => entry.status === 'overdue').length,
    },
    due: { entries: entries.slice(0, 20).map(({ rank: _rank, ...entry }) => entry), totalCount: entries.length },
    yard: expectedYard(active),
    monthly_costs: months.map((month) => {
      const inMonth = window.filter((record) => record.day.startsWith(month));
      return {
        month,
        general: sum(inMonth, 'general'),
        mandatory: sum(inMonth, 'mandatory'),
        fuel: sum(inMonth, 'fuel'),
        labour: split(inMonth, 'labour'),
        parts: split(inMonth, 'parts'),
        other: split(inMonth, 'other'),
      };
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
    const expected = expectedOverview(fleet.filter(inCompany(ADRIATIK)), staffOf(ADRIATIK));
    expect(answer.body.data).toMatchObject(expected);
    expect(answer.body.data.thresholds).toMatchObject({ due_soon_days: 30, due_soon_km: 1_000 });
    // The demo is built so that all three kinds show, and documents of both kinds fall due.
    expect(expected.documents.soon).toBeGreaterThan(0);
    expect(expected.documents.overdue).toBeGreaterThan(0);
    expect(expected.due.entries.some((entry) => entry.employee_id !== null)).toBe(true);
    expect(expected.vehicles.soon).toBeGreaterThan(0);
    expect(expected.vehicles.overdue).toBeGreaterThan(0);
    expect(expected.monthly_costs.some((month) => month.general > 0 && month.mandatory > 0)).toBe(true);
    // The demo's latest repair stands behind its record: the split shows, and is part of the maintenance.
    expect(expected.monthly_costs.some((month) => month.labour > 0 && month.labour + month.parts + month.other <= month.general)).toBe(
      true,
    );
    expect(answer.body.data.costliest_vehicles).toHaveLength(10);
    // The yard added to the demo shows every kind of thing it counts.
    expect(Object.values(expected.yard.open_issues).every((count) => count > 0)).toBe(true);
    expect(expected.yard.out_of_service.total).toBeGreaterThan(1);
    expect(expected.yard.inspections_missed).toBeGreaterThan(0);
  });

  it('follows the selected branch', async () => {
    const durres = (await t.pool.query(`select id from branches where name = 'Durrës'`)).rows[0].id;
    const answer = await as.admin.get(`/api/overview?branchId=${durres}`);
    expect(answer.body.data).toMatchObject(
      expectedOverview(fleet.filter(inCompany(ADRIATIK)).filter(inBranch('Durrës')), staffOf(ADRIATIK).filter(staffIn('Durrës'))),
    );
  });

  it('a moderator and a user see only their own branches', async () => {
    expect((await as.moderator.get('/api/overview')).body.data).toMatchObject(
      expectedOverview(
        fleet.filter(inCompany(ADRIATIK)).filter(inBranch('Tiranë')),
        staffOf(ADRIATIK).filter((person) => staffIn('Tiranë')(person) || named('moderator')(person)),
      ),
    );
    // A user sees the vehicles of their branch, and of the staff only their own documents.
    expect((await as.user.get('/api/overview')).body.data).toMatchObject(
      expectedOverview(fleet.filter(inCompany(ADRIATIK)).filter(inBranch('Durrës')), staffOf(ADRIATIK).filter(named('user'))),
    );
  });

  it('another company sees only its own fleet; a superadmin sees every company and no single thresholds', async () => {
    expect((await as.katrin.get('/api/overview')).body.data).toMatchObject(
      expectedOverview(fleet.filter(inCompany('Rheinland Reisen & Logistik GmbH')), staffOf('Rheinland Reisen & Logistik GmbH')),
    );
    const all = await as.superadmin.get('/api/overview');
    expect(all.body.data).toMatchObject(expectedOverview(fleet, staff));
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
