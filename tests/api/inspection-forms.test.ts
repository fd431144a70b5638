import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorCodes, messages } from '../../contract/messages';
import { inspectionFormVersions } from '../../server/db/schema';
import { Client, type Answer } from './support/client';
import { makeBranch, makeVehicle } from './support/fixtures';
import { companyOfItsOwn, formBody, inspectionBody, makeForm, makeInspection, WALK_AROUND } from './support/inspections';
import { worldTest } from './support/world';

/*
 * A company's inspection forms (docs/inspections.md, Inspection forms) through the API on a real
 * PostgreSQL: the list, add, edit and delete; versions of the items, which past inspections keep;
 * validation by field; what each role may do; and another company's form, which does not exist for
 * the caller.
 */

const { t, world, as } = await worldTest();
const path = '/api/inspection-forms';

const names = (answer: Answer) => (answer.body.data as Array<{ name: string }>).map((row) => row.name);
const fieldsOf = (answer: Answer) => (answer.body.errors as Array<{ field: string; message: string }>) ?? [];

describe('the list', () => {
  it('pages, sorted by name without regard to case, and counts every form of the company', async () => {
    const own = await companyOfItsOwn(t.app, t.db);
    for (const name of ['Zeta weekly', 'alpha daily', 'Beta monthly', 'Gamma on demand', 'Delta daily'])
      await makeForm(own.as.admin, { name });
    const first = await own.as.user.get(`${path}?limit=2&sort=name&order=asc`);
    expect(first.status).toBe(200);
    expect(names(first)).toEqual(['alpha daily', 'Beta monthly']);
    expect(first.body).toMatchObject({ totalCount: 5, totalPages: 3 });
    expect(names(await own.as.user.get(`${path}?limit=2&page=3&sort=name&order=asc`))).toEqual(['Zeta weekly']);
    expect(names(await own.as.moderator.get(`${path}?limit=2&sort=name&order=desc`))).toEqual(['Zeta weekly', 'Gamma on demand']);
  });

  it('finds a fragment of the name with q, sorts by how often, and filters on `active`', async () => {
    const own = await companyOfItsOwn(t.app, t.db);
    await makeForm(own.as.admin, { name: 'Tyre check', frequency: 'weekly' });
    await makeForm(own.as.admin, { name: 'Walk-around', frequency: 'daily' });
    await makeForm(own.as.admin, { name: 'Old tachograph check', frequency: 'monthly', active: false });
    expect(names(await own.as.user.get(`${path}?q=CHECK&sort=name`))).toEqual(['Old tachograph check', 'Tyre check']);
    expect(names(await own.as.user.get(`${path}?q=nothing like it`))).toEqual([]);
    expect(names(await own.as.admin.get(`${path}?sort=frequency&order=asc`))).toEqual([
      'Walk-around',
      'Old tachograph check',
      'Tyre check',
    ]);
    expect(names(await own.as.admin.get(`${path}?active=false`))).toEqual(['Old tachograph check']);
    expect(names(await own.as.admin.get(`${path}?active=true&sort=name`))).toEqual(['Tyre check', 'Walk-around']);
  });

  it('refuses a sort it does not know and an `active` that is no yes or no, naming the parameter', async () => {
    const sort = await as.admin.get(`${path}?sort=item_count`);
    expect(sort.status).toBe(400);
    expect(sort.body.message).toBe('sort must be one of name, frequency, createdAt, updatedAt');
    const active = await as.admin.get(`${path}?active=yes`);
    expect(active.status).toBe(400);
    expect(fieldsOf(active)).toEqual([{ field: 'active', message: messages.trueOrFalse }]);
  });

  it('with vehicleId, lists the forms in use that apply to the vehicle by its type and branches', async () => {
    const own = await companyOfItsOwn(t.app, t.db);
    const south = await makeBranch(t.db, own.company.id, 'South');
    const truckSouth = await makeVehicle(t.db, own.company.id, [south.id], { type: 'truck' });
    await makeForm(own.as.admin, { name: 'Every vehicle' });
    await makeForm(own.as.admin, { name: 'Buses', vehicle_types: ['bus'] });
    await makeForm(own.as.admin, { name: 'Trucks of the south', vehicle_types: ['truck', 'car'], branch_ids: [south.id] });
    await makeForm(own.as.admin, { name: 'The depot', branch_ids: [own.branch.id] });
    await makeForm(own.as.admin, { name: 'Switched off', active: false });
    const forBus = await own.as.admin.get(`${path}?vehicleId=${own.vehicle.id}&sort=name`);
    expect(names(forBus)).toEqual(['Buses', 'Every vehicle', 'The depot']);
    const forTruck = await own.as.admin.get(`${path}?vehicleId=${truckSouth.id}&sort=name`);
    expect(names(forTruck)).toEqual(['Every vehicle', 'Trucks of the south']);
    // The user sees the depot only: a vehicle of the south is none of theirs, and has no forms for them.
    expect(names(await own.as.user.get(`${path}?vehicleId=${truckSouth.id}`))).toEqual([]);
    // An archived vehicle is inspected no more.
    const archived = await makeVehicle(t.db, own.company.id, [own.branch.id], { type: 'bus', isActive: false });
    expect(names(await own.as.admin.get(`${path}?vehicleId=${archived.id}`))).toEqual([]);
  });

  it("shows a company only its own forms; a superadmin sees every company's, and narrows with company_id", async () => {
    const elsewhere = await makeForm(as.adminB, { name: 'Company B check' });
    expect(names(await as.admin.get(`${path}?limit=100`))).not.toContain(elsewhere.name);
    expect(names(await as.user.get(`${path}?ids=${elsewhere.id}`))).toEqual([]);
    expect(names(await as.superadmin.get(`${path}?ids=${elsewhere.id}`))).toEqual([elsewhere.name]);
    const inB = await as.superadmin.get(`${path}?limit=100&company_id=${world.companyB.id}`);
    expect(names(inB)).toContain(elsewhere.name);
    expect((inB.body.data as Array<{ company_id: string }>).every((row) => row.company_id === world.companyB.id)).toBe(true);
  });
});

describe('a form from add to delete', () => {
  it('is created with its items as version 1, read, edited with the version read, refused when stale, and deleted', async () => {
    const created = await as.admin.post(path, formBody({ name: '  Morning check ', vehicle_types: ['bus', 'bus', 'truck'] }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const form = created.body.data;
    expect(form).toMatchObject({
      name: 'Morning check',
      description: 'Before the first trip of the day',
      frequency: 'daily',
      vehicle_types: ['bus', 'truck'],
      branch_ids: [],
      active: true,
      form_version: 1,
      item_count: 4,
      company_id: world.companyA.id,
      version: 1,
    });
    // Every field of an item, as the editor may leave some out.
    expect(form.sections[0].items[0]).toEqual({
      id: 'lights',
      label: 'Lights and indicators work',
      kind: 'pass_fail',
      unit: null,
      min: null,
      max: null,
      critical: false,
      photo_on_fail: true,
      hint: null,
    });
    const kept = await t.db
      .select()
      .from(inspectionFormVersions)
      .where(and(eq(inspectionFormVersions.formId, form.id), eq(inspectionFormVersions.formVersion, 1)));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.sections).toEqual(form.sections);

    const read = await as.user.get(`${path}/${form.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(form);

    // A change of anything but the items is no new version of them.
    const renamed = await as.admin.put(`${path}/${form.id}`, { ...formBody({ name: 'Morning check, all vehicles' }), version: 1 });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Morning check, all vehicles', vehicle_types: [], form_version: 1, version: 2 });

    // The moderator's tab still holds version 1: their save would overwrite the admin's.
    const stale = await as.superadmin.put(`${path}/${form.id}`, { ...formBody({ name: 'Overwritten' }), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: messages.recordChanged, code: errorCodes.recordChanged });

    const deleted = await as.admin.delete(`${path}/${form.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toMatchObject({ id: form.id, name: 'Morning check, all vehicles' });
    expect((await as.admin.get(`${path}/${form.id}`)).status).toBe(404);
    expect((await as.admin.delete(`${path}/${form.id}`)).body.message).toBe(messages.notFound('Inspection form'));
  });

  it('goes to the company a superadmin names, and stays there when edited', async () => {
    const form = await makeForm(as.superadmin, { company_id: world.companyB.id });
    expect((await as.adminB.get(`${path}/${form.id}`)).body.data.company_id).toBe(world.companyB.id);
    const edited = await as.superadmin.put(`${path}/${form.id}`, {
      ...formBody({ name: 'Moved?' }),
      company_id: world.companyA.id,
      version: 1,
    });
    expect(edited.body.data).toMatchObject({ name: 'Moved?', company_id: world.companyB.id });
    const unnamed = await as.superadmin.post(path, formBody());
    expect(unnamed.status).toBe(400);
    expect(fieldsOf(unnamed)).toEqual([{ field: 'company_id', message: messages.required }]);
  });
});

describe('versions of the items', () => {
  it('an edit of the items raises form_version and keeps them whole; a past inspection still reads back its version 1 items', async () => {
    const form = await makeForm(as.admin);
    const inspection = await makeInspection(as.admin, world.vehicles.a1.id, form.id, {
      results: [
        { item_id: 'lights', passed: true },
        { item_id: 'tread', value: 7 },
        { item_id: 'brakes', passed: true },
        { item_id: 'remarks', text: 'Clean' },
      ],
    });

    // The tread now asks for 3 mm at least, and the remarks go.
    const sections = [
      { ...WALK_AROUND[0]!, items: [WALK_AROUND[0]!.items[0]!, { ...WALK_AROUND[0]!.items[1]!, label: 'Tread (winter)', min: 3 }] },
      { ...WALK_AROUND[1]!, items: [WALK_AROUND[1]!.items[0]!] },
    ];
    const edited = await as.admin.put(`${path}/${form.id}`, { ...formBody({ name: form.name, sections }), version: form.version });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ form_version: 2, item_count: 3, version: form.version + 1 });
    const versions = await t.db.select().from(inspectionFormVersions).where(eq(inspectionFormVersions.formId, form.id));
    expect(versions.map((row) => row.formVersion).sort()).toEqual([1, 2]);
    expect(versions.find((row) => row.formVersion === 2)!.sections[0]!.items[1]).toMatchObject({ label: 'Tread (winter)', min: 3 });

    const past = (await as.user.get(`/api/inspections/${inspection.id}`)).body.data;
    expect(past.form_version).toBe(1);
    expect(past.results.map((row: { item_id: string }) => row.item_id)).toEqual(['lights', 'tread', 'brakes', 'remarks']);
    expect(past.results[1]).toMatchObject({ label: 'Tyre tread depth', min: 1.6, value: 7, passed: true });
    expect(past.results[3]).toMatchObject({ section: 'Cab', label: 'Anything else to report', text: 'Clean' });

    // A new inspection answers version 2: the remarks are no item any more.
    const now = await as.user.post('/api/inspections', inspectionBody(world.vehicles.a1.id, form.id));
    expect(now.status).toBe(400);
    expect(fieldsOf(now)).toEqual([{ field: 'results.3.item_id', message: messages.unknownItem }]);
    const next = await makeInspection(as.user, world.vehicles.a1.id, form.id, {
      results: [
        { item_id: 'lights', passed: true },
        { item_id: 'tread', value: 2.5 },
        { item_id: 'brakes', passed: true },
      ],
    });
    expect(next.results[1]).toMatchObject({ label: 'Tread (winter)', passed: false });
  });

  it('refuses to delete a form with inspections (409): it is switched off instead', async () => {
    const form = await makeForm(as.admin);
    await makeInspection(as.moderator, world.vehicles.a1.id, form.id);
    const refused = await as.admin.delete(`${path}/${form.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(messages.formInUse);
    const off = await as.admin.put(`${path}/${form.id}`, { ...formBody({ name: form.name, active: false }), version: form.version });
    expect(off.body.data).toMatchObject({ active: false, form_version: 1 });
    expect((await as.admin.get(`${path}/${form.id}`)).status).toBe(200);
  });
});

describe('validation (docs/screens.md, Validation)', () => {
  it('requires a name and how often, and says so under each field', async () => {
    const answer = await as.admin.post(path, formBody({ name: '   ', frequency: '' }));
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual([
      { field: 'name', message: messages.required },
      { field: 'frequency', message: messages.required },
    ]);
    const yearly = await as.admin.post(path, formBody({ frequency: 'yearly' }));
    expect(fieldsOf(yearly)).toEqual([{ field: 'frequency', message: messages.frequency }]);
  });

  it('asks for at least one item, each with a kind of the three, its id once, its range the right way round', async () => {
    const empty = await as.admin.post(path, formBody({ sections: [{ title: 'Outside', items: [] }] }));
    expect(fieldsOf(empty)).toEqual([{ field: 'sections', message: messages.formNeedsItems }]);
    const item = (overrides: Record<string, unknown>) => ({ id: 'x', label: 'An item', kind: 'pass_fail', ...overrides });
    const kind = await as.admin.post(path, formBody({ sections: [{ title: 'Outside', items: [item({ kind: 'photo' })] }] }));
    expect(fieldsOf(kind)).toEqual([{ field: 'sections.0.items.0.kind', message: messages.itemKind }]);
    const twice = await as.admin.post(
      path,
      formBody({
        sections: [
          { title: 'A', items: [item({})] },
          { title: 'B', items: [item({})] },
        ],
      }),
    );
    expect(fieldsOf(twice)).toEqual([{ field: 'sections.1.items.0.id', message: messages.duplicate('This record') }]);
    const reversed = await as.admin.post(
      path,
      formBody({ sections: [{ title: 'A', items: [item({ kind: 'number', min: 10, max: 1.6 })] }] }),
    );
    expect(fieldsOf(reversed)).toEqual([{ field: 'sections.0.items.0.max', message: messages.rangeReversed }]);
  });

  it('takes the vehicle types of the list only, and branches of the form’s own company only', async () => {
    const types = await as.admin.post(path, formBody({ vehicle_types: ['tractor'] }));
    expect(fieldsOf(types)).toEqual([{ field: 'vehicle_types.0', message: messages.vehicleType }]);
    const foreign = await as.admin.post(path, formBody({ branch_ids: [world.branches.a1.id, world.branches.b1.id] }));
    expect(foreign.status).toBe(400);
    expect(fieldsOf(foreign)).toEqual([{ field: 'branch_ids', message: messages.notFound('Branch') }]);
    const notAnId = await as.admin.post(path, formBody({ branch_ids: ['north'] }));
    expect(fieldsOf(notAnId)).toEqual([{ field: 'branch_ids.0', message: messages.validId }]);
    const own = await as.admin.post(path, formBody({ branch_ids: [world.branches.a2.id] }));
    expect(own.status).toBe(201);
    const edited = await as.admin.put(`${path}/${own.body.data.id}`, {
      ...formBody({ branch_ids: [world.branches.b2.id] }),
      version: own.body.data.version,
    });
    expect(fieldsOf(edited)).toEqual([{ field: 'branch_ids', message: messages.notFound('Branch') }]);
  });

  it('answers 400 for an id that is no id, and 404 for one that is nobody’s', async () => {
    expect((await as.admin.get(`${path}/not-an-id`)).status).toBe(400);
    const missing = await as.admin.get(`${path}/00000000-0000-4000-8000-000000000000`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(messages.notFound('Inspection form'));
  });
});

describe('who may do what (contract/permissions.ts: admins and superadmins manage, moderators and users read)', () => {
  //                          list show create edit delete
  const RIGHTS = { superadmin: 'LSCED', admin: 'LSCED', moderator: 'LS---', user: 'LS---' } as const;

  for (const [role, rights] of Object.entries(RIGHTS) as Array<[keyof typeof RIGHTS, string]>) {
    it(`${role}: ${rights}`, async () => {
      const client = as[role];
      const target = await makeForm(as.admin, { name: `For the ${role}` });
      const company = role === 'superadmin' ? { company_id: world.companyA.id } : {};
      const expected = (right: string, success: number) => (rights.includes(right) ? success : 403);
      expect((await client.get(path)).status).toBe(expected('L', 200));
      expect((await client.get(`${path}/${target.id}`)).status).toBe(expected('S', 200));
      expect((await client.post(path, formBody({ name: `By the ${role}`, ...company }))).status).toBe(expected('C', 201));
      expect((await client.put(`${path}/${target.id}`, { ...formBody({ name: `Edited by the ${role}` }), version: 1 })).status).toBe(
        expected('E', 200),
      );
      expect((await client.delete(`${path}/${target.id}`)).status).toBe(expected('D', 200));
    });
  }

  it('refuses a moderator before reading the body: 403, not field errors', async () => {
    const answer = await as.moderator.post(path, { name: '' });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(messages.forbidden);
  });

  it('asks a caller who is not signed in to sign in: 401', async () => {
    const signedOut = new Client(t.app);
    expect((await signedOut.get(path)).status).toBe(401);
    expect((await signedOut.post(path, formBody())).status).toBe(401);
  });
});

describe('company isolation', () => {
  it("answers 404 for another company's form, to read, edit or delete, and changes nothing", async () => {
    const elsewhere = await makeForm(as.adminB, { name: 'Kept by company B' });
    const url = `${path}/${elsewhere.id}`;
    for (const client of [as.admin, as.moderator, as.user]) expect((await client.get(url)).status).toBe(404);
    expect((await as.admin.put(url, { ...formBody({ name: 'Taken over' }), version: 1 })).status).toBe(404);
    expect((await as.admin.delete(url)).status).toBe(404);
    expect((await as.adminB.get(url)).body.data).toMatchObject({ name: 'Kept by company B', version: 1 });
  });

  it('refuses to create a form in another company: 404 `Company not found`', async () => {
    const answer = await as.admin.post(path, formBody({ company_id: world.companyB.id }));
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(messages.notFound('Company'));
  });
});
