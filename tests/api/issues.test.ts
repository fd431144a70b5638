import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorCodes, messages } from '../../contract/messages';
import { companies, issues } from '../../server/db/schema';
import { raiseIssues } from '../../server/issues/raise';
import { signIn, type Answer, type Client } from './support/client';
import { makeBranch, makeCompany, makeEmployee, makeVehicle, PASSWORD } from './support/fixtures';
import { makeInspection, makeInspectionForm } from './support/inspection-rows';
import { expectFailure } from './support/maintenance-suite';
import { worldTest } from './support/world';

/*
 * Issues (docs/inspections.md, Issues): the defects of a vehicle, seen with their vehicle. Everyone who
 * sees an active vehicle reports one and comments on it; admins and moderators (in their branches)
 * edit, assign, resolve and delete. An open critical issue keeps its vehicle out of service. Another
 * company's or branch's issue does not exist for the caller.
 */

const { t, world, as } = await worldTest();
const path = '/api/issues';

interface IssueRow {
  id: string;
  version: number;
  title: string;
  status: string;
  priority: string;
  vehicle_id: string;
  assignee_id: string | null;
  resolved_at: string | null;
  comment_count: number;
  [field: string]: unknown;
}

/** A vehicle of its own for a test, in company A's branch North (the moderator's and the user's). */
const northVehicle = (overrides: Parameters<typeof makeVehicle>[3] = {}) =>
  makeVehicle(t.db, world.companyA.id, [world.branches.a1.id], overrides);
const southVehicle = () => makeVehicle(t.db, world.companyA.id, [world.branches.a2.id]);

const body = (vehicleId: string, overrides: Record<string, unknown> = {}) => ({
  vehicle_id: vehicleId,
  title: 'Brake pedal feels soft',
  description: 'Stops, but late',
  priority: 'medium',
  ...overrides,
});

async function report(client: Client, vehicleId: string, overrides: Record<string, unknown> = {}): Promise<IssueRow> {
  const answer = await client.post(path, body(vehicleId, overrides));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

/** The full body of an edit: the issue as read, with the changes, at the version read. */
async function edit(client: Client, id: string, changes: Record<string, unknown>) {
  const { data } = (await as.admin.get(`${path}/${id}`)).body as { data: IssueRow };
  const { vehicle_id, title, description, priority, status, assignee_id, due_on, odometer, version } = data;
  return client.put(`${path}/${id}`, {
    vehicle_id,
    title,
    description,
    priority,
    status,
    assignee_id,
    due_on,
    odometer,
    version,
    ...changes,
  });
}

const idsOf = (answer: Answer) => (answer.body.data as IssueRow[]).map((row) => row.id);
const titlesOf = (answer: Answer) => (answer.body.data as IssueRow[]).map((row) => row.title);
const vehicleOf = async (id: string) =>
  (await as.admin.get(`/api/vehicles/${id}`)).body.data as { open_issues: number; in_service: boolean };

describe('reporting an issue', () => {
  it("a user reports one of a vehicle they see: open and unassigned whatever they send, with their name, on the vehicle's count", async () => {
    const vehicle = await northVehicle();
    const answer = await as.user.post(path, {
      ...body(vehicle.id, { priority: 'high', status: 'resolved', assignee_id: world.people.admin.id }),
      due_on: '2026-12-01',
      odometer: 51_200,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const issue = answer.body.data as IssueRow;
    expect(issue).toMatchObject({
      vehicle_id: vehicle.id,
      vehicle_license_plate: vehicle.licensePlate,
      title: 'Brake pedal feels soft',
      description: 'Stops, but late',
      priority: 'high',
      status: 'open',
      source: 'reported',
      inspection_id: null,
      item_id: null,
      photo_id: null,
      odometer: 51_200,
      assignee_id: null,
      assignee_name: null,
      due_on: '2026-12-01',
      reported_by: world.people.user.id,
      reported_by_name: 'Test user',
      resolved_at: null,
      comment_count: 0,
      company_id: world.companyA.id,
      version: 1,
    });
    expect((await as.user.get(`${path}/${issue.id}`)).body.data).toEqual(issue);
    expect(await vehicleOf(vehicle.id)).toMatchObject({ open_issues: 1, in_service: true });
  });

  it('an admin records one assigned and as it stands already; resolved, it is stamped and not counted', async () => {
    const vehicle = await northVehicle();
    const assigned = await report(as.admin, vehicle.id, { status: 'in_progress', assignee_id: world.people.moderator.id });
    expect(assigned).toMatchObject({ status: 'in_progress', assignee_id: world.people.moderator.id, assignee_name: 'Test moderator' });
    const done = await report(as.admin, vehicle.id, { status: 'resolved', priority: 'critical' });
    expect(done.resolved_at).not.toBeNull();
    expect(await vehicleOf(vehicle.id)).toMatchObject({ open_issues: 1, in_service: true });
  });

  it('takes the defaults: medium and open; blanks are no description, due day or odometer', async () => {
    const vehicle = await northVehicle();
    const issue = await report(as.moderator, vehicle.id, { priority: undefined, description: '', due_on: '', odometer: '' });
    expect(issue).toMatchObject({ priority: 'medium', status: 'open', description: null, due_on: null, odometer: null });
  });

  it('an archived vehicle takes no new issue; a vehicle out of the caller\u2019s scope answers 404', async () => {
    const archived = await northVehicle({ isActive: false });
    expectFailure(await as.admin.post(path, body(archived.id)), 400, messages.noActiveVehicleForIssue, 'vehicle_id');
    expectFailure(await as.user.post(path, body(world.vehicles.a2.id)), 404, messages.notFound('Vehicle'));
    expectFailure(await as.admin.post(path, body(world.vehicles.b1.id)), 404, messages.notFound('Vehicle'));
    expectFailure(await as.admin.post(path, body('00000000-0000-4000-8000-000000000009')), 404, messages.notFound('Vehicle'));
  });

  it('a superadmin reports on any company\u2019s vehicle; the issue is that company\u2019s', async () => {
    const issue = await report(as.superadmin, world.vehicles.b1.id);
    expect(issue.company_id).toBe(world.companyB.id);
    expect((await as.adminB.get(`${path}/${issue.id}`)).status).toBe(200);
  });
});

describe('validation, by field, and never a 500', () => {
  const post = (overrides: Record<string, unknown>) => as.admin.post(path, body(world.vehicles.a1.id, overrides));

  it('a title and a vehicle are required', async () => {
    for (const value of [undefined, null, '', '   ']) expectFailure(await post({ title: value }), 400, messages.required, 'title');
    for (const value of [undefined, null, '']) expectFailure(await post({ vehicle_id: value }), 400, messages.required, 'vehicle_id');
  });

  it('each field keeps its rule', async () => {
    expectFailure(await post({ vehicle_id: 'van-7' }), 400, messages.validId, 'vehicle_id');
    expectFailure(await post({ title: 'x'.repeat(201) }), 400, messages.tooLong(200), 'title');
    expectFailure(await post({ description: 'x'.repeat(4001) }), 400, messages.tooLong(4000), 'description');
    expectFailure(await post({ priority: 'urgent' }), 400, messages.issuePriority, 'priority');
    expectFailure(await post({ status: 'done' }), 400, messages.issueStatus, 'status');
    expectFailure(await post({ assignee_id: 'the mechanic' }), 400, messages.validId, 'assignee_id');
    expectFailure(await post({ due_on: '2026-02-30' }), 400, messages.validDate, 'due_on');
    expectFailure(await post({ due_on: '01.12.2026' }), 400, messages.validDate, 'due_on');
    expectFailure(await post({ odometer: -1 }), 400, messages.mileageMin, 'odometer');
    expectFailure(await post({ odometer: 1.5 }), 400, messages.wholeNumber, 'odometer');
  });

  it('a body of the wrong shape, a NUL, a bad id in the path or the query: 400, not 500', async () => {
    for (const bad of [[], { title: { a: 1 }, vehicle_id: world.vehicles.a1.id }, { title: 42, vehicle_id: world.vehicles.a1.id }]) {
      expect((await as.admin.post(path, bad)).status).toBe(400);
    }
    // Plain text is no JSON body at all.
    expect((await as.admin.post(path, 'text')).status).toBe(415);
    expect((await post({ title: 'Brake\u0000' })).status).toBe(400);
    expect((await as.admin.get(`${path}/not-an-id`)).status).toBe(400);
    expect((await as.admin.put(`${path}/not-an-id`, body(world.vehicles.a1.id, { version: 1 }))).status).toBe(400);
    expect((await as.admin.get(`${path}/not-an-id/comments`)).status).toBe(400);
    for (const query of [
      'sort=colour',
      'order=up',
      'status=done',
      'priority=urgent',
      'assigneeId=me',
      'inspectionId=1',
      'dateFrom=yesterday',
      'page=0',
      'limit=1000',
    ]) {
      const answer = await as.admin.get(`${path}?${query}`);
      expect(answer.status, query).toBe(400);
    }
    expectFailure(await as.admin.get(`${path}?status=done`), 400, messages.issueStatus, 'status');
    expect((await as.admin.get(`${path}/export.csv?lang=fr`)).status).toBe(400);
  });

  it('an edit needs its version, and keeps the same rules', async () => {
    const issue = await report(as.admin, world.vehicles.a1.id);
    expectFailure(await edit(as.admin, issue.id, { version: undefined }), 400, messages.required, 'version');
    expectFailure(await edit(as.admin, issue.id, { priority: 'urgent' }), 400, messages.issuePriority, 'priority');
    expectFailure(await edit(as.admin, issue.id, { title: '' }), 400, messages.required, 'title');
  });
});

describe('the list', () => {
  it('pages, counts and sorts by priority, status, title, due day and plate', async () => {
    const vehicle = await northVehicle({ licensePlate: 'LIST-1' });
    const other = await northVehicle({ licensePlate: 'LIST-0' });
    await report(as.admin, vehicle.id, { title: 'b wipers', priority: 'low', due_on: '2026-12-03' });
    await report(as.admin, vehicle.id, { title: 'A mirror', priority: 'critical', status: 'in_progress' });
    await report(as.admin, vehicle.id, { title: 'c horn', priority: 'high', status: 'closed', due_on: '2026-12-01' });
    await report(as.admin, other.id, { title: 'd seat', priority: 'medium' });
    const of = `vehicleId=${vehicle.id}`;
    const first = await as.admin.get(`${path}?${of}&limit=2&sort=priority&order=desc`);
    expect(titlesOf(first)).toEqual(['A mirror', 'c horn']);
    expect(first.body).toMatchObject({ totalCount: 3, totalPages: 2 });
    expect(titlesOf(await as.admin.get(`${path}?${of}&limit=2&page=2&sort=priority&order=desc`))).toEqual(['b wipers']);
    expect(titlesOf(await as.admin.get(`${path}?${of}&sort=status&order=asc`))).toEqual(['b wipers', 'A mirror', 'c horn']);
    expect(titlesOf(await as.admin.get(`${path}?${of}&sort=title&order=asc`))).toEqual(['A mirror', 'b wipers', 'c horn']);
    // Without a due day last, either way.
    expect(titlesOf(await as.admin.get(`${path}?${of}&sort=due_on&order=asc`))).toEqual(['c horn', 'b wipers', 'A mirror']);
    expect(titlesOf(await as.admin.get(`${path}?${of}&sort=due_on&order=desc`))).toEqual(['b wipers', 'c horn', 'A mirror']);
    const byPlate = await as.admin.get(
      `${path}?ids=${[...idsOf(first), ...idsOf(await as.admin.get(`${path}?vehicleId=${other.id}`))].join(',')}&sort=vehicle_license_plate`,
    );
    expect(titlesOf(byPlate)[0]).toBe('d seat');
    expect(byPlate.body.totalCount).toBe(3);
  });

  it('filters by status (open_any: open or in progress), priority and assignee', async () => {
    const vehicle = await northVehicle();
    const open = await report(as.admin, vehicle.id, { title: 'open one', priority: 'low' });
    const working = await report(as.admin, vehicle.id, { title: 'worked on', status: 'in_progress', assignee_id: world.people.user.id });
    const resolved = await report(as.admin, vehicle.id, { title: 'resolved one', status: 'resolved', priority: 'critical' });
    const of = `vehicleId=${vehicle.id}`;
    expect(idsOf(await as.admin.get(`${path}?${of}&status=open_any&sort=title`))).toEqual([open.id, working.id]);
    expect(idsOf(await as.admin.get(`${path}?${of}&status=resolved`))).toEqual([resolved.id]);
    expect(idsOf(await as.admin.get(`${path}?${of}&status=open`))).toEqual([open.id]);
    expect(idsOf(await as.admin.get(`${path}?${of}&priority=critical`))).toEqual([resolved.id]);
    expect(idsOf(await as.admin.get(`${path}?${of}&assigneeId=${world.people.user.id}`))).toEqual([working.id]);
  });

  it('finds a fragment of the title, the description or the plate with q, in any case', async () => {
    const vehicle = await northVehicle({ licensePlate: 'QZX 991' });
    const byTitle = await report(as.admin, vehicle.id, { title: 'Windscreen chipped', description: null });
    const byText = await report(as.admin, world.vehicles.a1.id, { title: 'Noise', description: 'Rattle from the GEARBOX at 80 km/h' });
    expect(idsOf(await as.user.get(`${path}?q=WINDSCREEN`))).toEqual([byTitle.id]);
    expect(idsOf(await as.user.get(`${path}?q=gearbox`))).toEqual([byText.id]);
    expect(idsOf(await as.user.get(`${path}?q=qzx 99`))).toEqual([byTitle.id]);
    expect(idsOf(await as.user.get(`${path}?q=100%`))).toEqual([]);
  });

  it('filters by the inspection that raised them', async () => {
    const vehicle = await northVehicle();
    const form = await makeInspectionForm(t.db, world.companyA.id);
    const inspection = await makeInspection(t.db, vehicle, form, '2026-06-01T07:00:00Z');
    const [raised] = await raiseIssues(
      t.db,
      [
        {
          companyId: vehicle.companyId,
          vehicleId: vehicle.id,
          title: 'Lights work',
          description: null,
          priority: 'high',
          source: 'inspection',
          inspectionId: inspection.id,
          itemId: 'lights',
          odometer: 50_100,
          reportedBy: null,
          reportedByName: 'Test inspector',
        },
      ],
      { now: new Date(), reminders: null },
    );
    await report(as.admin, vehicle.id);
    const found = await as.moderator.get(`${path}?inspectionId=${inspection.id}`);
    expect(idsOf(found)).toEqual([raised]);
    expect(found.body.data[0]).toMatchObject({
      source: 'inspection',
      inspection_id: inspection.id,
      item_id: 'lights',
      reported_by_name: 'Test inspector',
    });
  });

  it("bounds the day reported, as the company counts its days (Auckland's day is not UTC's)", async () => {
    const company = await makeCompany(t.db);
    await t.db.update(companies).set({ timeZone: 'Pacific/Auckland' }).where(eq(companies.id, company.id));
    const branch = await makeBranch(t.db, company.id);
    const admin = await makeEmployee(t.db, { role: 'admin', companyId: company.id });
    const client = await signIn(t.app, admin.username, PASSWORD);
    const vehicle = await makeVehicle(t.db, company.id, [branch.id]);
    // 1 June 13:00 in Auckland is 1 June 01:00 UTC; 2 June 11:30 there is still 1 June 23:30 UTC.
    const early = await report(client, vehicle.id, { title: 'early' });
    const late = await report(client, vehicle.id, { title: 'late' });
    await t.db.update(issues).set({ createdAt: '2026-06-01T01:00:00Z' }).where(eq(issues.id, early.id));
    await t.db.update(issues).set({ createdAt: '2026-06-01T23:30:00Z' }).where(eq(issues.id, late.id));
    expect(titlesOf(await client.get(`${path}?dateFrom=2026-06-01&dateTo=2026-06-01`))).toEqual(['early']);
    expect(titlesOf(await client.get(`${path}?dateFrom=2026-06-02`))).toEqual(['late']);
    expect(titlesOf(await client.get(`${path}?dateTo=2026-05-31`))).toEqual([]);
  });
});

describe('an issue from report to delete', () => {
  it('is edited with the version read, refused when stale, resolved (stamped), closed (kept), reopened (cleared), deleted', async () => {
    const vehicle = await northVehicle();
    const issue = await report(as.user, vehicle.id, { priority: 'high' });
    const assigned = await edit(as.moderator, issue.id, { status: 'in_progress', assignee_id: world.people.user.id, title: 'Brakes soft' });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body.data).toMatchObject({
      status: 'in_progress',
      assignee_name: 'Test user',
      title: 'Brakes soft',
      version: 2,
      resolved_at: null,
    });
    expect(assigned.body.data).toMatchObject({ reported_by: world.people.user.id, source: 'reported' });

    const stale = await as.admin.put(`${path}/${issue.id}`, { ...body(vehicle.id), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: messages.recordChanged, code: errorCodes.recordChanged });

    const resolved = (await edit(as.admin, issue.id, { status: 'resolved' })).body.data as IssueRow;
    expect(resolved.resolved_at).toEqual(expect.any(String));
    const closed = (await edit(as.admin, issue.id, { status: 'closed' })).body.data as IssueRow;
    expect(closed.resolved_at).toBe(resolved.resolved_at);
    const reopened = (await edit(as.admin, issue.id, { status: 'open' })).body.data as IssueRow;
    expect(reopened.resolved_at).toBeNull();
    expect(await vehicleOf(vehicle.id)).toMatchObject({ open_issues: 1 });

    const deleted = await as.moderator.delete(`${path}/${issue.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.id).toBe(issue.id);
    expectFailure(await as.admin.get(`${path}/${issue.id}`), 404, messages.notFound('Issue'));
    expectFailure(await as.admin.delete(`${path}/${issue.id}`), 404, messages.notFound('Issue'));
    expect(await vehicleOf(vehicle.id)).toMatchObject({ open_issues: 0 });
  });

  it('moves only to an active vehicle the caller sees', async () => {
    const issue = await report(as.moderator, world.vehicles.a1.id);
    const archived = await northVehicle({ isActive: false });
    expectFailure(await edit(as.moderator, issue.id, { vehicle_id: archived.id }), 400, messages.noActiveVehicleForIssue, 'vehicle_id');
    expectFailure(await edit(as.moderator, issue.id, { vehicle_id: world.vehicles.a2.id }), 404, messages.notFound('Vehicle'));
    const next = await northVehicle();
    const moved = await edit(as.moderator, issue.id, { vehicle_id: next.id });
    expect(moved.body.data).toMatchObject({ vehicle_id: next.id, vehicle_license_plate: next.licensePlate });
    expect(await vehicleOf(next.id)).toMatchObject({ open_issues: 1 });
  });
});

describe('the assignee: an employee of the vehicle\u2019s company who sees the vehicle', () => {
  it('may be an admin, or a moderator or user of a branch of the vehicle', async () => {
    const issue = await report(as.admin, world.vehicles.a1.id);
    for (const person of [world.people.admin, world.people.moderator, world.people.user]) {
      const answer = await edit(as.admin, issue.id, { assignee_id: person.id });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data.assignee_id).toBe(person.id);
    }
    expect((await edit(as.admin, issue.id, { assignee_id: null })).body.data.assignee_id).toBeNull();
  });

  it('is nobody of another branch, another company, a superadmin, or an id that is nobody', async () => {
    const issue = await report(as.admin, world.vehicles.a1.id);
    for (const id of [world.people.userA2.id, world.people.adminB.id, world.people.superadmin.id, '00000000-0000-4000-8000-00000000000a']) {
      expectFailure(await edit(as.admin, issue.id, { assignee_id: id }), 400, messages.assigneeNotInScope, 'assignee_id');
      expectFailure(
        await as.admin.post(path, body(world.vehicles.a1.id, { assignee_id: id })),
        400,
        messages.assigneeNotInScope,
        'assignee_id',
      );
    }
  });

  it('must see the vehicle the issue moves to', async () => {
    const issue = await report(as.admin, world.vehicles.a1.id, { assignee_id: world.people.user.id });
    const south = await southVehicle();
    expectFailure(await edit(as.admin, issue.id, { vehicle_id: south.id }), 400, messages.assigneeNotInScope, 'assignee_id');
    expect((await edit(as.admin, issue.id, { vehicle_id: south.id, assignee_id: world.people.userA2.id })).status).toBe(200);
  });
});

describe('out of service: a vehicle with an open critical issue', () => {
  const inList = async (flag: boolean, vehicleId: string) =>
    idsOf(await as.admin.get(`/api/vehicles?inService=${flag}&limit=100`)).includes(vehicleId);

  it('a critical issue takes the vehicle out of service (and into inService=false) until it is resolved', async () => {
    const vehicle = await northVehicle();
    expect(await vehicleOf(vehicle.id)).toMatchObject({ in_service: true, open_issues: 0 });
    const issue = await report(as.user, vehicle.id, { priority: 'critical' });
    expect(await vehicleOf(vehicle.id)).toMatchObject({ in_service: false, open_issues: 1 });
    expect(await inList(false, vehicle.id)).toBe(true);
    expect(await inList(true, vehicle.id)).toBe(false);
    expect((await edit(as.admin, issue.id, { status: 'in_progress' })).status).toBe(200);
    expect(await vehicleOf(vehicle.id)).toMatchObject({ in_service: false });
    expect((await edit(as.admin, issue.id, { status: 'resolved' })).status).toBe(200);
    expect(await vehicleOf(vehicle.id)).toMatchObject({ in_service: true, open_issues: 0 });
    expect(await inList(false, vehicle.id)).toBe(false);
    expect(await inList(true, vehicle.id)).toBe(true);
    expectFailure(await as.admin.get('/api/vehicles?inService=maybe'), 400, 'inService must be true or false', 'inService');
  });

  it('two critical issues, one resolved: still out; both resolved: back', async () => {
    const vehicle = await northVehicle();
    const first = await report(as.admin, vehicle.id, { priority: 'critical' });
    const second = await report(as.admin, vehicle.id, { priority: 'critical', title: 'Steering pulls' });
    await edit(as.admin, first.id, { status: 'resolved' });
    expect(await vehicleOf(vehicle.id)).toMatchObject({ in_service: false, open_issues: 1 });
    await edit(as.admin, second.id, { status: 'closed' });
    expect(await vehicleOf(vehicle.id)).toMatchObject({ in_service: true, open_issues: 0 });
  });

  it('a priority lowered from critical puts it back in service; a deleted critical issue too', async () => {
    const vehicle = await northVehicle();
    const lowered = await report(as.admin, vehicle.id, { priority: 'critical' });
    await edit(as.admin, lowered.id, { priority: 'high' });
    expect(await vehicleOf(vehicle.id)).toMatchObject({ in_service: true, open_issues: 1 });
    const mistaken = await report(as.admin, vehicle.id, { priority: 'critical' });
    expect(await vehicleOf(vehicle.id)).toMatchObject({ in_service: false, open_issues: 2 });
    await as.admin.delete(`${path}/${mistaken.id}`);
    expect(await vehicleOf(vehicle.id)).toMatchObject({ in_service: true, open_issues: 1 });
  });

  it('a critical issue moved to another vehicle takes that one out of service instead', async () => {
    const [from, to] = [await northVehicle(), await northVehicle()];
    const issue = await report(as.admin, from.id, { priority: 'critical' });
    await edit(as.admin, issue.id, { vehicle_id: to.id });
    expect(await vehicleOf(from.id)).toMatchObject({ in_service: true });
    expect(await vehicleOf(to.id)).toMatchObject({ in_service: false });
  });
});

describe('comments', () => {
  it('anyone who may read the issue comments, users included; they come oldest first with their authors, and count on the issue', async () => {
    const issue = await report(as.admin, world.vehicles.a1.id);
    const first = await as.user.post(`${path}/${issue.id}/comments`, { body: '  Pads ordered  ' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({
      issue_id: issue.id,
      body: 'Pads ordered',
      author_id: world.people.user.id,
      author_name: 'Test user',
    });
    await t.db.execute(sql`select pg_sleep(0.01)`);
    expect((await as.moderator.post(`${path}/${issue.id}/comments`, { body: 'In the workshop on Monday' })).status).toBe(201);
    const list = await as.user.get(`${path}/${issue.id}/comments`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((comment: { body: string }) => comment.body)).toEqual(['Pads ordered', 'In the workshop on Monday']);
    expect(list.body).toMatchObject({ totalCount: 2, totalPages: 1 });
    expect((await as.user.get(`${path}/${issue.id}`)).body.data.comment_count).toBe(2);
  });

  it('a comment says something: an empty one is refused by field', async () => {
    const issue = await report(as.admin, world.vehicles.a1.id);
    expectFailure(await as.user.post(`${path}/${issue.id}/comments`, { body: '  ' }), 400, messages.required, 'body');
    expectFailure(await as.user.post(`${path}/${issue.id}/comments`, {}), 400, messages.required, 'body');
    expectFailure(await as.user.post(`${path}/${issue.id}/comments`, { body: 'x'.repeat(4001) }), 400, messages.tooLong(4000), 'body');
  });

  it("another company's or branch's issue, and its comments, do not exist for the caller", async () => {
    const south = await report(as.admin, world.vehicles.a2.id);
    const elsewhere = await report(as.adminB, world.vehicles.b1.id);
    await as.adminB.post(`${path}/${elsewhere.id}/comments`, { body: 'Company B only' });
    for (const [client, issue] of [
      [as.user, south],
      [as.moderator, south],
      [as.admin, elsewhere],
      [as.user, elsewhere],
    ] as const) {
      expectFailure(await client.get(`${path}/${issue.id}/comments`), 404, messages.notFound('Issue'));
      expectFailure(await client.post(`${path}/${issue.id}/comments`, { body: 'Hello?' }), 404, messages.notFound('Issue'));
    }
    expect((await as.superadmin.get(`${path}/${elsewhere.id}/comments`)).body.data).toHaveLength(1);
  });
});

describe('scope: another company\u2019s or branch\u2019s issue does not exist for the caller', () => {
  it('is left out of lists and answers 404 to show, edit and delete', async () => {
    const south = await report(as.admin, world.vehicles.a2.id, { title: 'South only' });
    const elsewhere = await report(as.adminB, world.vehicles.b1.id, { title: 'Company B only' });
    for (const [client, hidden] of [
      [as.moderator, south],
      [as.user, south],
      [as.admin, elsewhere],
      [as.moderator, elsewhere],
    ] as const) {
      expect(idsOf(await client.get(`${path}?limit=100`))).not.toContain(hidden.id);
      expectFailure(await client.get(`${path}/${hidden.id}`), 404, messages.notFound('Issue'));
      if (client !== as.user) {
        expectFailure(
          await client.put(`${path}/${hidden.id}`, { ...body(hidden.vehicle_id), version: 1 }),
          404,
          messages.notFound('Issue'),
        );
        expectFailure(await client.delete(`${path}/${hidden.id}`), 404, messages.notFound('Issue'));
      }
    }
    expect(idsOf(await as.admin.get(`${path}?limit=100`))).toContain(south.id);
    const all = idsOf(await as.superadmin.get(`${path}?ids=${south.id},${elsewhere.id}`));
    expect(all.toSorted()).toEqual([south.id, elsewhere.id].toSorted());
    // The sidebar's branch narrows the list; a branch the moderator does not see shows nothing.
    expect(idsOf(await as.admin.get(`${path}?branchId=${world.branches.a1.id}&limit=100`))).not.toContain(south.id);
    expect(idsOf(await as.moderator.get(`${path}?branchId=${world.branches.a2.id}`))).toEqual([]);
  });
});

describe('who may do what (contract/permissions.ts: everyone reports and comments; the office manages)', () => {
  //                          list show create edit delete comment
  const RIGHTS = { superadmin: 'LSCEDK', admin: 'LSCEDK', moderator: 'LSCEDK', user: 'LSC--K' } as const;

  for (const [role, rights] of Object.entries(RIGHTS) as Array<[keyof typeof RIGHTS, string]>) {
    it(`${role}: ${rights}`, async () => {
      const client = as[role];
      const vehicle = await northVehicle();
      const target = await report(as.admin, vehicle.id);
      const expected = (right: string, success: number) => (rights.includes(right) ? success : 403);
      expect((await client.get(path)).status).toBe(expected('L', 200));
      expect((await client.get(`${path}/${target.id}`)).status).toBe(expected('S', 200));
      expect((await client.get(`${path}/${target.id}/comments`)).status).toBe(expected('S', 200));
      expect((await client.post(`${path}/${target.id}/comments`, { body: `By the ${role}` })).status).toBe(expected('K', 201));
      expect((await client.post(path, body(vehicle.id))).status).toBe(expected('C', 201));
      expect((await edit(client, target.id, { title: `Edited by the ${role}` })).status).toBe(expected('E', 200));
      expect((await client.delete(`${path}/${target.id}`)).status).toBe(expected('D', 200));
    });
  }

  it('refuses a user an edit before reading the body: 403, not field errors', async () => {
    const issue = await report(as.admin, world.vehicles.a1.id);
    expectFailure(await as.user.put(`${path}/${issue.id}`, { title: '' }), 403, messages.forbidden);
  });
});

describe('CSV export', () => {
  it('writes the filtered list with its words in the language asked', async () => {
    const vehicle = await northVehicle({ licensePlate: 'CSV 1' });
    await report(as.admin, vehicle.id, {
      title: '=Exhaust loud',
      description: 'Since Monday',
      priority: 'critical',
      status: 'in_progress',
      assignee_id: world.people.moderator.id,
      due_on: '2026-12-01',
      odometer: 52_000,
    });
    const english = await as.user.get(`${path}/export.csv?vehicleId=${vehicle.id}&lang=en`);
    expect(english.status).toBe(200);
    expect(english.headers['content-type']).toMatch(/^text\/csv/);
    const [header, row, ...rest] = english.raw
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(rest).toEqual([]);
    expect(header).toBe(
      'Reported on,Vehicle,Issue,Description,Priority,Status,Assignee,Due on,Odometer,Source,Reported by,Resolved on,Comments',
    );
    // A title a spreadsheet would run as a formula is written with a leading apostrophe (docs/csv.md).
    expect(row).toMatch(
      /^\d{4}-\d{2}-\d{2},CSV 1,'=Exhaust loud,Since Monday,Critical,In progress,Test moderator,2026-12-01,52000,Reported,Test admin,,0$/,
    );

    const german = (await as.admin.get(`${path}/export.csv?vehicleId=${vehicle.id}&lang=de`)).raw.toString('utf8');
    expect(german).toContain('Gemeldet am;Fahrzeug;Mangel;Beschreibung;Priorität;Status;Zuständig;Fällig am;Kilometerstand;Herkunft');
    expect(german).toContain(';Kritisch;In Bearbeitung;');
    const albanian = (await as.admin.get(`${path}/export.csv?vehicleId=${vehicle.id}&lang=al`)).raw.toString('utf8');
    expect(albanian).toContain('Raportuar më;Automjeti;Defekti;Përshkrimi;Përparësia;Gjendja;Përgjegjësi;Afati');
    expect(albanian).toContain(';Kritik;Në punë;');
  });

  it("keeps to the caller's scope", async () => {
    const south = await report(as.admin, world.vehicles.a2.id, { title: 'South export' });
    const csv = (await as.user.get(`${path}/export.csv?ids=${south.id}`)).raw.toString('utf8');
    expect(csv).not.toContain('South export');
    expect((await as.admin.get(`${path}/export.csv?ids=${south.id}`)).raw.toString('utf8')).toContain('South export');
  });
});
