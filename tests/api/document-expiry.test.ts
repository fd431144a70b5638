import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents, employees, vehicles } from '../../server/db/schema';
import { DOCUMENT_EXPIRY_CASES } from '../contract/document-expiry-cases';
import { makeEmployee, makeVehicle } from './support/fixtures';
import { middayUtc } from './support/test-app';
import { worldTest } from './support/world';

/*
 * Documents in the due rules (docs/fleet-health.md, Documents), in the database: the triggers keep each
 * vehicle's earliest expiry and each employee's licence expiry exactly as contract/document-expiry.ts
 * says, for every case of its table; the vehicle's status, filter and order count it, and the employees
 * table flags a lapsing licence. Company A counts in UTC; today is 15 June 2026; "due soon" is 30 days.
 */
const { t, world, as } = await worldTest({ now: () => middayUtc('2026-06-15') });

/** The case's ids made unique to this run, keeping their order (uuids compare byte by byte). */
const idsFor = (caseIndex: number, subject: 'v' | 'e') => (id: string) =>
  `${String(caseIndex).padStart(7, '0')}${subject === 'v' ? '1' : '2'}${id.slice(8)}`;

async function addDocuments(
  subject: { vehicleId?: string; employeeId?: string },
  rows: { id: string; kind: string; expires_on: string | null }[],
) {
  if (rows.length === 0) return;
  await t.db.insert(documents).values(
    rows.map((row) => ({
      id: row.id,
      companyId: world.companyA.id,
      vehicleId: subject.vehicleId ?? null,
      employeeId: subject.employeeId ?? null,
      kind: row.kind as (typeof documents.$inferInsert)['kind'],
      expiresOn: row.expires_on,
    })),
  );
}

async function dueIds(ids: string[]) {
  if (ids.length === 0) return [];
  const { rows } = await t.db.execute<{ id: string }>(
    sql`select d.id from ${documents} d where d.id = any(${`{${ids.join(',')}}`}::uuid[]) and document_is_due(d) order by d.id`,
  );
  return rows.map((row) => row.id);
}

describe("the database keeps the contract's expiries", () => {
  it.each(DOCUMENT_EXPIRY_CASES.map((c, index) => ({ ...c, index })))(
    '$name',
    async ({ documents: papers, due, earliest, licence, index }) => {
      const vehicle = await makeVehicle(t.db, world.companyA.id, [world.branches.a1.id]);
      const employee = await makeEmployee(t.db, { role: 'user', companyId: world.companyA.id, branchIds: [world.branches.a1.id] });
      const asVehicle = idsFor(index, 'v');
      const asEmployee = idsFor(index, 'e');
      await addDocuments(
        { vehicleId: vehicle.id },
        papers.map((paper) => ({ ...paper, id: asVehicle(paper.id) })),
      );
      await addDocuments(
        { employeeId: employee.id },
        papers.map((paper) => ({ ...paper, id: asEmployee(paper.id) })),
      );
      const [vehicleRow] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
      const [employeeRow] = await t.db.select().from(employees).where(eq(employees.id, employee.id));
      expect(vehicleRow!.documentsExpireOn).toBe(earliest);
      expect(employeeRow!.licenceExpiresOn).toBe(licence);
      expect(await dueIds(papers.map((paper) => asVehicle(paper.id)))).toEqual(due.map(asVehicle).sort());
      // Keeping them is no edit of either: an edit opened before still saves.
      expect(vehicleRow!.version).toBe(vehicle.version);
      expect(employeeRow!.version).toBe(employee.version);
    },
  );
});

describe('a paper in the fleet health of its vehicle and employee', () => {
  it('follows the renewal and its removal, and a paper moved to another vehicle', async () => {
    const vehicle = await makeVehicle(t.db, world.companyA.id, [world.branches.a1.id]);
    const other = await makeVehicle(t.db, world.companyA.id, [world.branches.a1.id]);
    const [old] = await t.db
      .insert(documents)
      .values({ companyId: world.companyA.id, vehicleId: vehicle.id, kind: 'insurance', expiresOn: '2026-06-01' })
      .returning();
    const expiry = async (id: string) =>
      (await t.db.select({ on: vehicles.documentsExpireOn }).from(vehicles).where(eq(vehicles.id, id)))[0]!.on;
    expect(await expiry(vehicle.id)).toBe('2026-06-01');
    const [renewal] = await t.db
      .insert(documents)
      .values({ companyId: world.companyA.id, vehicleId: vehicle.id, kind: 'insurance', expiresOn: '2027-06-01' })
      .returning();
    expect(await expiry(vehicle.id)).toBe('2027-06-01');
    await t.db.delete(documents).where(eq(documents.id, renewal!.id));
    expect(await expiry(vehicle.id)).toBe('2026-06-01');
    await t.db.update(documents).set({ vehicleId: other.id }).where(eq(documents.id, old!.id));
    expect(await expiry(vehicle.id)).toBeNull();
    expect(await expiry(other.id)).toBe('2026-06-01');
  });

  it('makes the vehicle overdue, due soon or ok in its row, its status filter and the urgency order', async () => {
    const lapsed = await makeVehicle(t.db, world.companyA.id, [world.branches.a2.id], { licensePlate: 'DOC-LAPSED' });
    const lapsing = await makeVehicle(t.db, world.companyA.id, [world.branches.a2.id], { licensePlate: 'DOC-LAPSING' });
    const fine = await makeVehicle(t.db, world.companyA.id, [world.branches.a2.id], { licensePlate: 'DOC-FINE' });
    await t.db.insert(documents).values([
      { companyId: world.companyA.id, vehicleId: lapsed.id, kind: 'insurance', expiresOn: '2026-06-14' },
      { companyId: world.companyA.id, vehicleId: lapsing.id, kind: 'inspection', expiresOn: '2026-07-15' },
      { companyId: world.companyA.id, vehicleId: fine.id, kind: 'lease', expiresOn: '2026-07-16' },
    ]);
    const row = async (id: string) => (await as.admin.get(`/api/vehicles/${id}`)).body.data;
    expect(await row(lapsed.id)).toMatchObject({
      documents_expire_on: '2026-06-14',
      documents_status: 'overdue',
      legislation_status: 'ok',
      service_status: 'ok',
    });
    expect(await row(lapsing.id)).toMatchObject({ documents_expire_on: '2026-07-15', documents_status: 'soon' });
    expect(await row(fine.id)).toMatchObject({ documents_expire_on: '2026-07-16', documents_status: 'ok' });

    const plates = async (query: string) =>
      ((await as.admin.get(`/api/vehicles?q=DOC-&limit=100&${query}`)).body.data as { license_plate: string }[]).map(
        (v) => v.license_plate,
      );
    expect(await plates('due=overdue')).toEqual(['DOC-LAPSED']);
    expect(await plates('due=soon')).toEqual(['DOC-LAPSING']);
    expect(await plates('due=ok')).toEqual(['DOC-FINE']);
    expect(await plates('sort=next_due&order=asc')).toEqual(['DOC-LAPSED', 'DOC-LAPSING', 'DOC-FINE']);
  });

  it('flags an employee whose driving licence has expired or is about to, by the company’s days', async () => {
    const flagged = await makeEmployee(t.db, { role: 'user', companyId: world.companyA.id, branchIds: [world.branches.a1.id] });
    const soon = await makeEmployee(t.db, { role: 'user', companyId: world.companyA.id, branchIds: [world.branches.a1.id] });
    const fine = await makeEmployee(t.db, { role: 'user', companyId: world.companyA.id, branchIds: [world.branches.a1.id] });
    await t.db.insert(documents).values([
      { companyId: world.companyA.id, employeeId: flagged.id, kind: 'driving_licence', expiresOn: '2026-06-14' },
      { companyId: world.companyA.id, employeeId: soon.id, kind: 'driving_licence', expiresOn: '2026-07-01' },
      // A medical certificate is a document of its own: it does not flag the licence.
      { companyId: world.companyA.id, employeeId: fine.id, kind: 'medical', expiresOn: '2026-06-01' },
    ]);
    const answer = await as.admin.get(`/api/employees?ids=${flagged.id}&ids=${soon.id}&ids=${fine.id}&limit=10`);
    expect(answer.status).toBe(200);
    const byId = new Map(
      (answer.body.data as { id: string; licence_status: string | null; licence_expires_on: string | null }[]).map((e) => [e.id, e]),
    );
    expect(byId.get(flagged.id)).toMatchObject({ licence_expires_on: '2026-06-14', licence_status: 'overdue' });
    expect(byId.get(soon.id)).toMatchObject({ licence_expires_on: '2026-07-01', licence_status: 'soon' });
    expect(byId.get(fine.id)).toMatchObject({ licence_expires_on: null, licence_status: null });
    expect((await as.moderator.get(`/api/employees/${flagged.id}`)).body.data.licence_status).toBe('overdue');

    // An edit opened before the licence came in still saves: the flag is no edit of the employee.
    const before = (await as.admin.get(`/api/employees/${fine.id}`)).body.data;
    await t.db
      .insert(documents)
      .values({ companyId: world.companyA.id, employeeId: fine.id, kind: 'driving_licence', expiresOn: '2030-01-01' });
    const saved = await as.admin.put(`/api/employees/${fine.id}`, {
      email: before.email,
      first_name: 'Renamed',
      last_name: before.last_name,
      phone_number: before.phone_number,
      position: before.position,
      role: before.role,
      branches: before.branches.map((branch: { id: string }) => branch.id),
      version: before.version,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ first_name: 'Renamed', licence_expires_on: '2030-01-01', licence_status: 'ok' });
    await t.db.delete(documents).where(inArray(documents.employeeId, [flagged.id, soon.id, fine.id]));
  });
});
