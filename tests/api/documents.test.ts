import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { companies, documents, employees } from '../../server/db/schema';
import { signIn } from './support/client';
import { makeDocument } from './support/documents';
import { makeBranch, makeCompany, makeEmployee, makeVehicle, PASSWORD } from './support/fixtures';
import { expectFailure, idsOf } from './support/maintenance-suite';
import { middayUtc } from './support/test-app';
import { worldTest } from './support/world';

/*
 * Documents of vehicles and employees (docs/documents.md): rows, validation, versions, scope, the
 * list's filters, and expiry by the company's thresholds on the company's today. Today is 15 June 2026.
 */

const { t, world, as } = await worldTest({ now: () => middayUtc('2026-06-15') });
const { companyA, companyB, vehicles, people, branches } = world;
const path = '/api/documents';

const insurance = (vehicleId: string, overrides: Record<string, unknown> = {}) => ({
  kind: 'insurance',
  number: 'POL-1001',
  issuer: 'Allianz',
  issued_on: '2026-01-01',
  expires_on: '2027-01-01',
  cost: 640.5,
  notes: 'Fully comprehensive',
  vehicle_id: vehicleId,
  ...overrides,
});

const licence = (employeeId: string, overrides: Record<string, unknown> = {}) => ({
  kind: 'driving_licence',
  number: 'DL-778',
  issuer: 'Tirana DPSHTRR',
  issued_on: '2020-03-01',
  expires_on: '2030-03-01',
  licence_categories: ['C', 'B', 'CE'],
  notes: null,
  employee_id: employeeId,
  ...overrides,
});

const userName = `Test ${people.user.lastName}`;

describe('rows and the success paths', () => {
  it("POST adds a vehicle's document: 201 with its plate, creator and version", async () => {
    const created = await as.moderator.post(path, insurance(vehicles.a1.id));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(String),
      kind: 'insurance',
      number: 'POL-1001',
      issuer: 'Allianz',
      issued_on: '2026-01-01',
      expires_on: '2027-01-01',
      cost: 640.5,
      licence_categories: [],
      notes: 'Fully comprehensive',
      vehicle_id: vehicles.a1.id,
      vehicle_license_plate: vehicles.a1.licensePlate,
      employee_id: null,
      employee_name: null,
      company_id: companyA.id,
      attachment_count: 0,
      expiry_status: 'ok',
      superseded: false,
      created_by: people.moderator.id,
      created_by_username: people.moderator.username,
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await as.admin.get(`${path}/${created.body.data.id}`)).body).toEqual(created.body);
  });

  it("POST adds an employee's driving licence with its categories, each once, in the directive's order", async () => {
    const created = await as.admin.post(path, licence(people.user.id, { licence_categories: ['CE', 'B', 'C', 'B'] }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      kind: 'driving_licence',
      licence_categories: ['B', 'C', 'CE'],
      vehicle_id: null,
      vehicle_license_plate: null,
      employee_id: people.user.id,
      employee_name: userName,
      company_id: companyA.id,
      cost: null,
      expiry_status: 'ok',
    });
  });

  it('names an employee without a first or last name by the username; leaves out the optional values', async () => {
    const nameless = await makeEmployee(t.db, { role: 'user', companyId: companyA.id, branchIds: [branches.a1.id] });
    await t.db.update(employees).set({ firstName: null, lastName: null }).where(eq(employees.id, nameless.id));
    const created = await as.admin.post(path, {
      kind: 'medical',
      number: 'M-1',
      issuer: 'Dr. Hoxha',
      issued_on: '2026-02-01',
      employee_id: nameless.id,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      employee_name: nameless.username,
      expires_on: null,
      cost: null,
      notes: null,
      licence_categories: [],
      expiry_status: null,
    });
  });

  it('DELETE removes the document and answers it as it was', async () => {
    const document = await makeDocument(t.db, { companyId: companyA.id, vehicleId: vehicles.a1.id });
    const deleted = await as.moderator.delete(`${path}/${document.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toMatchObject({ id: document.id, number: document.number });
    expect((await as.admin.get(`${path}/${document.id}`)).status).toBe(404);
    expect(await t.db.select().from(documents).where(eq(documents.id, document.id))).toEqual([]);
  });
});

describe('validation', () => {
  it("refuses a kind that is not the subject's: a vehicle has no driving licence, an employee no insurance; `other` fits both", async () => {
    expectFailure(
      await as.admin.post(path, insurance(vehicles.a1.id, { kind: 'driving_licence', licence_categories: [] })),
      400,
      messages.vehicleDocumentKind,
      'kind',
    );
    expectFailure(
      await as.admin.post(path, { ...licence(people.user.id), kind: 'insurance', licence_categories: [] }),
      400,
      messages.employeeDocumentKind,
      'kind',
    );
    expectFailure(
      await as.admin.post(path, { ...licence(people.user.id), kind: 'tachograph', licence_categories: [] }),
      400,
      messages.employeeDocumentKind,
      'kind',
    );
    expectFailure(await as.admin.post(path, insurance(vehicles.a1.id, { kind: 'medical' })), 400, messages.vehicleDocumentKind, 'kind');
    expect((await as.admin.post(path, insurance(vehicles.a1.id, { kind: 'other' }))).status).toBe(201);
    expect((await as.admin.post(path, { ...licence(people.user.id), kind: 'other', licence_categories: [] })).status).toBe(201);
    expectFailure(await as.admin.post(path, insurance(vehicles.a1.id, { kind: 'boat' })), 400, messages.documentKind, 'kind');
    expectFailure(await as.admin.post(path, insurance(vehicles.a1.id, { kind: '' })), 400, messages.required, 'kind');
  });

  it('takes exactly one subject: a vehicle or an employee', async () => {
    expectFailure(await as.admin.post(path, insurance(vehicles.a1.id, { vehicle_id: null })), 400, messages.documentSubject, 'vehicle_id');
    const both = await as.admin.post(path, insurance(vehicles.a1.id, { kind: 'other', employee_id: people.user.id }));
    expectFailure(both, 400, messages.documentTwoSubjects, 'vehicle_id');
    expect(both.body.errors).toContainEqual({ field: 'employee_id', message: messages.documentTwoSubjects });
    expectFailure(await as.admin.post(path, insurance('not-an-id')), 400, messages.validId, 'vehicle_id');
  });

  it('takes licence categories only on a driving licence, and only those of the directive', async () => {
    expectFailure(
      await as.admin.post(path, insurance(vehicles.a1.id, { licence_categories: ['B'] })),
      400,
      messages.licenceCategoriesNotLicence,
      'licence_categories',
    );
    expectFailure(
      await as.admin.post(path, { ...licence(people.user.id), kind: 'medical', licence_categories: ['C'] }),
      400,
      messages.licenceCategoriesNotLicence,
      'licence_categories',
    );
    expectFailure(
      await as.admin.post(path, licence(people.user.id, { licence_categories: ['B', 'Z'] })),
      400,
      messages.licenceCategory,
      'licence_categories.1',
    );
    expectFailure(
      await as.admin.post(path, licence(people.user.id, { licence_categories: 'B' })),
      400,
      messages.licenceCategory,
      'licence_categories',
    );
    // None given is none: an insurance with `null` or no categories at all is fine.
    expect((await as.admin.post(path, insurance(vehicles.a1.id, { licence_categories: null }))).status).toBe(201);
  });

  it('refuses an expiry before the issue; the same day is fine', async () => {
    expectFailure(
      await as.admin.post(path, insurance(vehicles.a1.id, { issued_on: '2026-05-02', expires_on: '2026-05-01' })),
      400,
      messages.expiryBeforeIssue,
      'expires_on',
    );
    const sameDay = await as.admin.post(path, insurance(vehicles.a1.id, { issued_on: '2026-05-02', expires_on: '2026-05-02' }));
    expect(sameDay.status).toBe(201);
    expectFailure(
      await as.admin.post(path, insurance(vehicles.a1.id, { expires_on: '2026-02-30' })),
      400,
      messages.validDate,
      'expires_on',
    );
    expectFailure(await as.admin.post(path, insurance(vehicles.a1.id, { issued_on: '01.02.2026' })), 400, messages.validDate, 'issued_on');
    // A blank expiry is none.
    expect((await as.admin.post(path, insurance(vehicles.a1.id, { expires_on: '' }))).body.data.expires_on).toBeNull();
  });

  it('requires the number, the issuer and the issue day; checks the cost and the lengths', async () => {
    for (const field of ['number', 'issuer', 'issued_on']) {
      expectFailure(await as.admin.post(path, insurance(vehicles.a1.id, { [field]: '  ' })), 400, messages.required, field);
    }
    expectFailure(await as.admin.post(path, insurance(vehicles.a1.id, { cost: -1 })), 400, messages.costMin, 'cost');
    expectFailure(await as.admin.post(path, insurance(vehicles.a1.id, { cost: 1.234 })), 400, messages.costDecimals, 'cost');
    expectFailure(await as.admin.post(path, insurance(vehicles.a1.id, { number: 'x'.repeat(101) })), 400, messages.tooLong(100), 'number');
    expectFailure(await as.admin.post(path, insurance(vehicles.a1.id, { notes: 'x'.repeat(2001) })), 400, messages.tooLong(2000), 'notes');
    expect((await as.admin.post(path, insurance(vehicles.a1.id, { cost: '' }))).body.data.cost).toBeNull();
  });

  it('adds a document only to an active vehicle, as maintenance is recorded', async () => {
    const archived = await makeVehicle(t.db, companyA.id, [branches.a1.id], { isActive: false });
    expectFailure(await as.admin.post(path, insurance(archived.id)), 400, messages.documentNoActiveVehicle, 'vehicle_id');
    expectFailure(await as.moderator.post(path, insurance(archived.id)), 400, messages.documentNoActiveVehicle, 'vehicle_id');
  });

  it('names a subject the caller sees: another branch or company is not found, as a field error', async () => {
    expectFailure(await as.moderator.post(path, insurance(vehicles.a2.id)), 400, messages.notFound('Vehicle'), 'vehicle_id');
    expectFailure(await as.admin.post(path, insurance(vehicles.b1.id)), 400, messages.notFound('Vehicle'), 'vehicle_id');
    expectFailure(await as.moderator.post(path, licence(people.userA2.id)), 400, messages.notFound('Employee'), 'employee_id');
    expectFailure(await as.admin.post(path, licence(people.adminB.id)), 400, messages.notFound('Employee'), 'employee_id');
    // A superadmin belongs to no company, and so has no documents here.
    expectFailure(await as.superadmin.post(path, licence(people.superadmin.id)), 400, messages.notFound('Employee'), 'employee_id');
    // The superadmin adds to any company's vehicle, in that company.
    const created = await as.superadmin.post(path, insurance(vehicles.b1.id));
    expect(created.status).toBe(201);
    expect(created.body.data.company_id).toBe(companyB.id);
  });
});

describe('updates and versions', () => {
  it('PUT replaces the document with the version it was read at; a stale version is refused with 409 and nothing changes', async () => {
    const created = (await as.admin.post(path, insurance(vehicles.a1.id))).body.data;
    const { id, version } = created;
    const updated = await as.moderator.put(`${path}/${id}`, insurance(vehicles.a1.id, { number: 'POL-2002', cost: null, version }));
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({ number: 'POL-2002', cost: null, version: version + 1 });
    const stale = await as.admin.put(`${path}/${id}`, insurance(vehicles.a1.id, { number: 'POL-3003', version }));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: messages.recordChanged, code: 'record_changed' });
    expect((await as.admin.get(`${path}/${id}`)).body.data.number).toBe('POL-2002');
    expectFailure(await as.admin.put(`${path}/${id}`, insurance(vehicles.a1.id)), 400, messages.required, 'version');
  });

  it('checks an update as a create: kinds, dates and subjects', async () => {
    const { id, version } = (await as.admin.post(path, insurance(vehicles.a1.id))).body.data;
    expectFailure(
      await as.admin.put(`${path}/${id}`, insurance(vehicles.a1.id, { expires_on: '2025-01-01', version })),
      400,
      messages.expiryBeforeIssue,
      'expires_on',
    );
    expectFailure(
      await as.admin.put(`${path}/${id}`, insurance(vehicles.a1.id, { kind: 'driver_card', version })),
      400,
      messages.vehicleDocumentKind,
      'kind',
    );
  });

  it('moves a document to another subject of its company, never to another company', async () => {
    const { id, version } = (await as.admin.post(path, insurance(vehicles.a1.id, { kind: 'other' }))).body.data;
    const moved = await as.admin.put(`${path}/${id}`, insurance(vehicles.a2.id, { kind: 'other', version }));
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ vehicle_id: vehicles.a2.id, vehicle_license_plate: vehicles.a2.licensePlate });
    const toEmployee = await as.admin.put(`${path}/${id}`, {
      ...licence(people.userA2.id),
      kind: 'other',
      licence_categories: [],
      version: version + 1,
    });
    expect(toEmployee.status).toBe(200);
    expect(toEmployee.body.data).toMatchObject({ vehicle_id: null, employee_id: people.userA2.id });
    expectFailure(
      await as.superadmin.put(`${path}/${id}`, insurance(vehicles.b1.id, { kind: 'other', version: version + 2 })),
      400,
      messages.notFound('Vehicle'),
      'vehicle_id',
    );
    // A moderator moves nothing to a vehicle outside their branches.
    const own = (await as.moderator.post(path, insurance(vehicles.a1.id))).body.data;
    expectFailure(
      await as.moderator.put(`${path}/${own.id}`, insurance(vehicles.a2.id, { version: own.version })),
      400,
      messages.notFound('Vehicle'),
      'vehicle_id',
    );
  });

  it('keeps a document on its vehicle once archived, but moves none onto an archived one', async () => {
    const vehicle = await makeVehicle(t.db, companyA.id, [branches.a1.id]);
    const { id, version } = (await as.admin.post(path, insurance(vehicle.id))).body.data;
    expect((await as.admin.delete(`/api/vehicles/${vehicle.id}`)).body.data.is_active).toBe(false);
    const kept = await as.admin.put(`${path}/${id}`, insurance(vehicle.id, { notes: 'Cancelled', version }));
    expect(kept.status).toBe(200);
    const archived = await makeVehicle(t.db, companyA.id, [branches.a1.id], { isActive: false });
    expectFailure(
      await as.admin.put(`${path}/${id}`, insurance(archived.id, { version: version + 1 })),
      400,
      messages.documentNoActiveVehicle,
      'vehicle_id',
    );
  });
});

describe('scope: a document is visible as its vehicle or employee is; outside it answers 404', () => {
  const vehicleDocs = async () => ({
    a1: await makeDocument(t.db, { companyId: companyA.id, vehicleId: vehicles.a1.id }),
    a2: await makeDocument(t.db, { companyId: companyA.id, vehicleId: vehicles.a2.id }),
    b1: await makeDocument(t.db, { companyId: companyB.id, vehicleId: vehicles.b1.id }),
  });
  const editBody = (document: { vehicleId: string | null }) => insurance(document.vehicleId!, { notes: 'Edited', version: 1 });

  it("another company's documents: 404 to show, update and delete, and absent from the list", async () => {
    const docs = await vehicleDocs();
    const licenceB = await makeDocument(t.db, { companyId: companyB.id, employeeId: people.adminB.id });
    for (const document of [docs.b1, licenceB]) {
      for (const client of [as.admin, as.moderator, as.user]) {
        expect((await client.get(`${path}/${document.id}`)).status).toBe(404);
        expect(idsOf(await client.get(`${path}?ids=${document.id}`))).toEqual([]);
      }
      expectFailure(await as.admin.put(`${path}/${document.id}`, editBody(docs.b1)), 404, messages.notFound('Document'));
      expectFailure(await as.admin.delete(`${path}/${document.id}`), 404, messages.notFound('Document'));
      expect((await as.adminB.get(`${path}/${document.id}`)).status).toBe(200);
      expect((await as.superadmin.get(`${path}/${document.id}`)).status).toBe(200);
    }
    expect(await t.db.select().from(documents).where(eq(documents.id, docs.b1.id))).toHaveLength(1);
  });

  it("another branch's vehicle documents: 404 to its moderator and user, seen by the company's admin", async () => {
    const docs = await vehicleDocs();
    for (const client of [as.moderator, as.user]) {
      expect((await client.get(`${path}/${docs.a2.id}`)).status).toBe(404);
      expect((await client.get(`${path}/${docs.a1.id}`)).status).toBe(200);
      expect(idsOf(await client.get(`${path}?ids=${docs.a1.id},${docs.a2.id}`))).toEqual([docs.a1.id]);
    }
    expectFailure(await as.moderator.put(`${path}/${docs.a2.id}`, editBody(docs.a2)), 404, messages.notFound('Document'));
    expectFailure(await as.moderator.delete(`${path}/${docs.a2.id}`), 404, messages.notFound('Document'));
    expect(idsOf(await as.admin.get(`${path}?ids=${docs.a1.id},${docs.a2.id},${docs.b1.id}&sort=createdAt`))).toEqual([
      docs.a1.id,
      docs.a2.id,
    ]);
  });

  it("users only read: their vehicles' documents and their own", async () => {
    const docs = await vehicleDocs();
    expect((await as.user.post(path, insurance(vehicles.a1.id))).status).toBe(403);
    expect((await as.user.put(`${path}/${docs.a1.id}`, editBody(docs.a1))).status).toBe(403);
    expect((await as.user.delete(`${path}/${docs.a1.id}`)).status).toBe(403);
  });

  it("an employee sees their own licence but not a colleague's, even in their own branch", async () => {
    const own = await makeDocument(t.db, { companyId: companyA.id, employeeId: people.user.id });
    const colleague = await makeEmployee(t.db, { role: 'user', companyId: companyA.id, branchIds: [branches.a1.id] });
    const colleagues = await makeDocument(t.db, { companyId: companyA.id, employeeId: colleague.id });
    const moderators = await makeDocument(t.db, { companyId: companyA.id, employeeId: people.moderator.id });
    expect((await as.user.get(`${path}/${own.id}`)).body.data).toMatchObject({ id: own.id, employee_name: userName });
    for (const other of [colleagues, moderators]) expect((await as.user.get(`${path}/${other.id}`)).status).toBe(404);
    const listed = idsOf(await as.user.get(`${path}?subject=employee&limit=100`));
    expect(listed).toContain(own.id);
    expect(listed).not.toContain(colleagues.id);
    expect(listed).not.toContain(moderators.id);
    expect(idsOf(await as.user.get(`${path}?employeeId=${colleague.id}`))).toEqual([]);
  });

  it("a moderator sees the documents of their branch's employees and their own, not the other branch's nor the admin's", async () => {
    const ofUser = await makeDocument(t.db, { companyId: companyA.id, employeeId: people.user.id });
    const ofUserA2 = await makeDocument(t.db, { companyId: companyA.id, employeeId: people.userA2.id });
    const ofAdmin = await makeDocument(t.db, { companyId: companyA.id, employeeId: people.admin.id });
    const own = await makeDocument(t.db, { companyId: companyA.id, employeeId: people.moderator.id });
    const ids = [ofUser, ofUserA2, ofAdmin, own].map((document) => document.id).join(',');
    expect(new Set(idsOf(await as.moderator.get(`${path}?ids=${ids}`)))).toEqual(new Set([ofUser.id, own.id]));
    expect(new Set(idsOf(await as.admin.get(`${path}?ids=${ids}`)))).toEqual(new Set([ofUser.id, ofUserA2.id, ofAdmin.id, own.id]));
    for (const hidden of [ofUserA2, ofAdmin]) {
      expect((await as.moderator.get(`${path}/${hidden.id}`)).status).toBe(404);
      expectFailure(await as.moderator.delete(`${path}/${hidden.id}`), 404, messages.notFound('Document'));
      expectFailure(
        await as.moderator.put(`${path}/${hidden.id}`, { ...licence(hidden.employeeId!), version: 1 }),
        404,
        messages.notFound('Document'),
      );
    }
    // Within their scope a moderator keeps the documents: edits their branch's employee's licence.
    const edited = await as.moderator.put(`${path}/${ofUser.id}`, { ...licence(people.user.id), version: ofUser.version });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await as.moderator.post(path, licence(people.user.id))).status).toBe(201);
  });

  it('branchId narrows to the branch, and a branch outside the scope selects nothing', async () => {
    const docs = await vehicleDocs();
    const ofUserA2 = await makeDocument(t.db, { companyId: companyA.id, employeeId: people.userA2.id });
    const ids = `ids=${docs.a1.id},${docs.a2.id},${ofUserA2.id}`;
    expect(new Set(idsOf(await as.admin.get(`${path}?${ids}&branchId=${branches.a2.id}`)))).toEqual(new Set([docs.a2.id, ofUserA2.id]));
    expect(idsOf(await as.admin.get(`${path}?${ids}&branchId=${branches.a1.id}`))).toEqual([docs.a1.id]);
    expect(idsOf(await as.moderator.get(`${path}?${ids}&branchId=${branches.a2.id}`))).toEqual([]);
    expect(idsOf(await as.moderator.get(`${path}?${ids}&branchId=`))).toEqual([docs.a1.id]);
  });
});

describe('the list: filters, search, order and paging', () => {
  it('filters by vehicle, employee, kind and subject; searches the number, issuer and notes', async () => {
    const vehicle = await makeVehicle(t.db, companyA.id, [branches.a1.id]);
    const driver = await makeEmployee(t.db, { role: 'user', companyId: companyA.id, branchIds: [branches.a1.id] });
    const policy = await makeDocument(t.db, { companyId: companyA.id, vehicleId: vehicle.id }, { number: 'ZX-POLICY-9', issuer: 'Uniqa' });
    const lease = await makeDocument(
      t.db,
      { companyId: companyA.id, vehicleId: vehicle.id },
      { kind: 'lease', notes: 'Return at 100%_ km' },
    );
    const card = await makeDocument(
      t.db,
      { companyId: companyA.id, employeeId: driver.id },
      { kind: 'driver_card', issuer: 'Uniqa Cards' },
    );
    expect(new Set(idsOf(await as.admin.get(`${path}?vehicleId=${vehicle.id}`)))).toEqual(new Set([policy.id, lease.id]));
    expect(idsOf(await as.admin.get(`${path}?vehicleId=${vehicle.id}&kind=lease`))).toEqual([lease.id]);
    expect(idsOf(await as.admin.get(`${path}?employeeId=${driver.id}`))).toEqual([card.id]);
    const ids = `ids=${policy.id},${lease.id},${card.id}`;
    expect(idsOf(await as.admin.get(`${path}?${ids}&subject=employee`))).toEqual([card.id]);
    expect(new Set(idsOf(await as.admin.get(`${path}?${ids}&subject=vehicle`)))).toEqual(new Set([policy.id, lease.id]));
    expect(idsOf(await as.admin.get(`${path}?q=zx-policy`))).toEqual([policy.id]);
    expect(new Set(idsOf(await as.admin.get(`${path}?${ids}&q=uniqa`)))).toEqual(new Set([policy.id, card.id]));
    // % and _ are themselves in a search.
    expect(idsOf(await as.admin.get(`${path}?q=${encodeURIComponent('100%_')}`))).toEqual([lease.id]);
  });

  it('sorts the soonest expiry first by default, empty expiries last; pages without overlap', async () => {
    const vehicle = await makeVehicle(t.db, companyA.id, [branches.a1.id]);
    const days = ['2027-05-01', null, '2026-09-01', '2028-01-01', '2026-07-01'];
    const made = [];
    for (const [index, day] of days.entries())
      made.push(
        await makeDocument(
          t.db,
          { companyId: companyA.id, vehicleId: vehicle.id },
          { kind: 'other', expiresOn: day, number: `S-${index}` },
        ),
      );
    const byExpiry = [made[4]!, made[2]!, made[0]!, made[3]!, made[1]!].map((document) => document.id);
    const all = await as.admin.get(`${path}?vehicleId=${vehicle.id}`);
    expect(idsOf(all)).toEqual(byExpiry);
    expect(all.body).toMatchObject({ totalCount: 5, totalPages: 1 });
    const first = await as.admin.get(`${path}?vehicleId=${vehicle.id}&limit=2&page=1`);
    const third = await as.admin.get(`${path}?vehicleId=${vehicle.id}&limit=2&page=3`);
    expect(first.body).toMatchObject({ totalCount: 5, totalPages: 3 });
    expect([...idsOf(first), ...idsOf(await as.admin.get(`${path}?vehicleId=${vehicle.id}&limit=2&page=2`)), ...idsOf(third)]).toEqual(
      byExpiry,
    );
    expect(idsOf(await as.admin.get(`${path}?vehicleId=${vehicle.id}&sort=expires_on&order=desc`))).toEqual([
      made[3]!.id,
      made[0]!.id,
      made[2]!.id,
      made[4]!.id,
      made[1]!.id,
    ]);
    expect(idsOf(await as.admin.get(`${path}?vehicleId=${vehicle.id}&sort=number&order=desc`))).toEqual(
      [...made].reverse().map((document) => document.id),
    );
  });

  it('sorts by the plate and by the employee', async () => {
    const [onA1, onA2] = [
      await makeDocument(t.db, { companyId: companyA.id, vehicleId: vehicles.a1.id }),
      await makeDocument(t.db, { companyId: companyA.id, vehicleId: vehicles.a2.id }),
    ];
    const byPlate = [onA1, onA2].sort((a, b) =>
      (a.vehicleId === vehicles.a1.id ? vehicles.a1 : vehicles.a2).licensePlate <
      (b.vehicleId === vehicles.a1.id ? vehicles.a1 : vehicles.a2).licensePlate
        ? -1
        : 1,
    );
    const plates = `ids=${onA1.id},${onA2.id}&sort=vehicle_license_plate`;
    expect(idsOf(await as.admin.get(`${path}?${plates}`))).toEqual(byPlate.map((document) => document.id));
    expect(idsOf(await as.admin.get(`${path}?${plates}&order=desc`))).toEqual(byPlate.map((document) => document.id).reverse());
    // "Test admin" before "Test user".
    const ofAdmin = await makeDocument(t.db, { companyId: companyA.id, employeeId: people.admin.id });
    const ofUser = await makeDocument(t.db, { companyId: companyA.id, employeeId: people.user.id });
    const names = `ids=${ofUser.id},${ofAdmin.id}&sort=employee_name`;
    expect(idsOf(await as.admin.get(`${path}?${names}`))).toEqual([ofAdmin.id, ofUser.id]);
    expect(idsOf(await as.admin.get(`${path}?${names}&order=desc`))).toEqual([ofUser.id, ofAdmin.id]);
  });

  it('refuses filters it does not know, naming them', async () => {
    expectFailure(await as.admin.get(`${path}?expires=later`), 400, messages.expiresFilter, 'expires');
    expectFailure(await as.admin.get(`${path}?kind=boat`), 400, messages.documentKind, 'kind');
    expectFailure(await as.admin.get(`${path}?subject=branch`), 400, messages.documentSubjectFilter, 'subject');
    expect((await as.admin.get(`${path}?sort=content`)).status).toBe(400);
    expect((await as.admin.get(`${path}?vehicleId=nope`)).status).toBe(400);
  });
});

describe('expiry: by the company\'s "due soon" days, on its today', async () => {
  // A company of its own, so that its thresholds and zone change nothing else.
  const company = await makeCompany(t.db);
  const branch = await makeBranch(t.db, company.id);
  const admin = await makeEmployee(t.db, { role: 'admin', companyId: company.id });
  const driver = await makeEmployee(t.db, { role: 'user', companyId: company.id, branchIds: [branch.id] });
  const client = await signIn(t.app, admin.username, PASSWORD);
  const vehicle = await makeVehicle(t.db, company.id, [branch.id]);
  const onVehicle = (expiresOn: string | null, kind: 'other' | 'insurance' | 'inspection' = 'other') =>
    makeDocument(t.db, { companyId: company.id, vehicleId: vehicle.id }, { kind, expiresOn, issuedOn: '2020-01-01' });
  const setCompany = (values: Partial<typeof companies.$inferInsert>) =>
    t.db.update(companies).set(values).where(eq(companies.id, company.id));
  const statusOf = async (id: string) => (await client.get(`${path}/${id}`)).body.data.expiry_status;
  const filtered = async (filter: string, who = client) =>
    idsOf(await who.get(`${path}?expires=${filter}&vehicleId=${vehicle.id}&limit=100`));

  const yesterday = await onVehicle('2026-06-14');
  const today = await onVehicle('2026-06-15');
  const tenDays = await onVehicle('2026-06-25');
  const elevenDays = await onVehicle('2026-06-26');
  const never = await onVehicle(null);

  it('is overdue after its day, due soon from today to the last "due soon" day, ok later, and none without an expiry', async () => {
    await setCompany({ dueSoonDays: 10, timeZone: 'UTC' });
    expect(await statusOf(yesterday.id)).toBe('overdue');
    expect(await statusOf(today.id)).toBe('soon');
    expect(await statusOf(tenDays.id)).toBe('soon');
    expect(await statusOf(elevenDays.id)).toBe('ok');
    expect(await statusOf(never.id)).toBeNull();
    expect(await filtered('overdue')).toEqual([yesterday.id]);
    expect(await filtered('soon')).toEqual([today.id, tenDays.id]);
  });

  it("follows the company's thresholds as they change", async () => {
    await setCompany({ dueSoonDays: 30, timeZone: 'UTC' });
    expect(await statusOf(elevenDays.id)).toBe('soon');
    expect(await filtered('soon')).toEqual([today.id, tenDays.id, elevenDays.id]);
    await setCompany({ dueSoonDays: 0 });
    expect(await statusOf(today.id)).toBe('soon');
    expect(await statusOf(tenDays.id)).toBe('ok');
    expect(await filtered('soon')).toEqual([today.id]);
  });

  it("counts from the company's own today: at noon UTC on 15 June it is already the 16th at UTC+14", async () => {
    await setCompany({ dueSoonDays: 10, timeZone: 'Pacific/Kiritimati' });
    expect(await statusOf(today.id)).toBe('overdue');
    expect(await filtered('overdue')).toEqual([yesterday.id, today.id]);
    expect(await filtered('soon')).toEqual([tenDays.id, elevenDays.id]);
    // A superadmin's list counts each company from its own zone and thresholds.
    expect(await filtered('overdue', as.superadmin)).toEqual([yesterday.id, today.id]);
    expect(await filtered('soon', as.superadmin)).toEqual([tenDays.id, elevenDays.id]);
    await setCompany({ timeZone: 'UTC' });
    expect(await filtered('overdue', as.superadmin)).toEqual([yesterday.id]);
  });

  it('a renewal supersedes the paper it renews: the old one no longer falls due', async () => {
    await setCompany({ dueSoonDays: 10, timeZone: 'UTC' });
    const lapsed = await onVehicle('2026-03-31', 'insurance');
    expect(await statusOf(lapsed.id)).toBe('overdue');
    expect(await filtered('overdue')).toContain(lapsed.id);
    const renewed = await onVehicle('2027-03-31', 'insurance');
    expect((await client.get(`${path}/${lapsed.id}`)).body.data).toMatchObject({ superseded: true, expiry_status: null });
    expect((await client.get(`${path}/${renewed.id}`)).body.data).toMatchObject({ superseded: false, expiry_status: 'ok' });
    expect(await filtered('overdue')).not.toContain(lapsed.id);
    // Another kind renews nothing, and documents of kind `other` renew each other never.
    const inspection = await onVehicle('2026-06-01', 'inspection');
    expect(await filtered('overdue')).toEqual(expect.arrayContaining([inspection.id, yesterday.id]));
    // Of an employee's licences, the one that expires last counts.
    const oldLicence = await makeDocument(t.db, { companyId: company.id, employeeId: driver.id }, { expiresOn: '2026-06-20' });
    expect(await statusOf(oldLicence.id)).toBe('soon');
    await makeDocument(t.db, { companyId: company.id, employeeId: driver.id }, { expiresOn: '2036-06-20' });
    expect(await statusOf(oldLicence.id)).toBeNull();
    expect(idsOf(await client.get(`${path}?expires=soon&employeeId=${driver.id}`))).toEqual([]);
  });
});
