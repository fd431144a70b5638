import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { deliveries, notificationPreferences, reminders } from '../../server/db/schema';
import { checkCompany } from '../../server/reminders/check';
import { expectFailure } from './support/maintenance-suite';
import { makeVehicle } from './support/fixtures';
import { worldTest } from './support/world';

/*
 * The reminder check (docs/reminders.md, When to tell; Who is told) and the in-app inbox
 * (GET /api/notifications and its marks). Company A counts in Tirana; its vehicles here are in branch
 * A1, which the moderator and the user of the world see and userA2 does not.
 */
let now = new Date('2026-06-15T10:00:00Z');
const { t, world, as } = await worldTest({ now: () => now });

await as.admin.edit(`/api/companies/${world.companyA.id}/settings`, {
  due_soon_days: 30,
  due_soon_km: 1000,
  time_zone: 'Europe/Tirane',
  send_hour: 7,
});

/** A vehicle of company A, branch A1, whose legislation control falls due on `day` and nothing else soon. */
async function legislationDueOn(day: string, branchIds = [world.branches.a1.id]) {
  return makeVehicle(t.db, world.companyA.id, branchIds, {
    lastLegislationControl: `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`,
    legislationControlInterval: 12,
    lastServiceDate: '2026-05-01',
    lastServiceMileage: 45_000,
  });
}

async function runCheck(client = as.admin): Promise<number> {
  const answer = await client.post('/api/notifications/run');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.count;
}

/** The vehicle's reminders of its legislation control (its service, a year after May 2026, falls due late in these tests). */
async function remindersOf(vehicleId: string) {
  return t.db
    .select({ status: reminders.status, week: reminders.week, dueDate: reminders.dueDate, raisedOn: reminders.raisedOn })
    .from(reminders)
    .where(and(eq(reminders.vehicleId, vehicleId), eq(reminders.item, 'legislation')))
    .orderBy(reminders.createdAt, reminders.week);
}

async function inbox(client: typeof as.admin, query = '') {
  const answer = await client.get(`/api/notifications${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as {
    data: { id: string; vehicle_id: string; status: string; item: string; read: boolean; week: number }[];
    totalCount: number;
  };
}

const about = (vehicleId: string) => (entry: { vehicle_id: string }) => entry.vehicle_id === vehicleId;

describe('when to tell', () => {
  it('raises a reminder when an item becomes due soon, again when it becomes overdue, and never twice for one change', async () => {
    const vehicle = await legislationDueOn('2026-07-01');
    now = new Date('2026-06-15T10:00:00Z');
    expect(await runCheck()).toBeGreaterThanOrEqual(1);
    expect(await remindersOf(vehicle.id)).toEqual([{ status: 'soon', week: 0, dueDate: '2026-07-01', raisedOn: '2026-06-15' }]);
    // The same day, a day later: nothing has changed.
    expect(await runCheck()).toBe(0);
    now = new Date('2026-06-16T10:00:00Z');
    await runCheck();
    expect(await remindersOf(vehicle.id)).toHaveLength(1);

    now = new Date('2026-07-02T10:00:00Z');
    await runCheck();
    await runCheck();
    expect(await remindersOf(vehicle.id)).toEqual([
      { status: 'soon', week: 0, dueDate: '2026-07-01', raisedOn: '2026-06-15' },
      { status: 'overdue', week: 0, dueDate: '2026-07-01', raisedOn: '2026-07-02' },
    ]);
  });

  it('repeats every 7 days while an item stays overdue, from its first overdue reminder', async () => {
    const vehicle = await legislationDueOn('2026-08-01');
    now = new Date('2026-08-03T10:00:00Z');
    await runCheck();
    expect((await remindersOf(vehicle.id)).map(({ status, week }) => `${status} ${week}`)).toEqual(['overdue 0']);
    for (const [day, expected] of [
      ['2026-08-09', ['overdue 0']],
      ['2026-08-10', ['overdue 0', 'overdue 1']],
      ['2026-08-16', ['overdue 0', 'overdue 1']],
      ['2026-08-17', ['overdue 0', 'overdue 1', 'overdue 2']],
      // Three weeks without a check (every instance down): one reminder for the week it is, not three.
      ['2026-09-07', ['overdue 0', 'overdue 1', 'overdue 2', 'overdue 5']],
    ] as const) {
      now = new Date(`${day}T10:00:00Z`);
      await runCheck();
      expect((await remindersOf(vehicle.id)).map(({ status, week }) => `${status} ${week}`)).toEqual(expected);
    }
    // A clock set back before the first overdue reminder raises nothing, and fails nothing.
    now = new Date('2026-08-02T10:00:00Z');
    await runCheck();
    expect(await remindersOf(vehicle.id)).toHaveLength(4);
  });

  it("a new due date after the control was done starts over; the company's local day decides", async () => {
    const vehicle = await legislationDueOn('2026-09-20');
    now = new Date('2026-09-21T10:00:00Z');
    await runCheck();
    // The control is done: the next one is a year on, nothing due.
    await t.db.execute(sql`update vehicles set last_legislation_control = '2026-09-21' where id = ${vehicle.id}`);
    await runCheck();
    expect(await remindersOf(vehicle.id)).toHaveLength(1);
    // A year on, at 22:30 UTC on the due day: already the next day in Tirana, so overdue there (in
    // UTC it would still be due soon). The new due date is a change of its own.
    now = new Date('2027-09-21T22:30:00Z');
    await runCheck();
    expect((await remindersOf(vehicle.id)).at(-1)).toEqual({ status: 'overdue', week: 0, dueDate: '2027-09-21', raisedOn: '2027-09-22' });
  });

  it('leaves archived vehicles and other companies alone', async () => {
    const archived = await legislationDueOn('2026-06-20');
    await t.db.execute(sql`update vehicles set is_active = false where id = ${archived.id}`);
    const inB = await makeVehicle(t.db, world.companyB.id, [world.branches.b1.id], {
      lastLegislationControl: '2025-06-20',
      lastServiceMileage: 45_000,
    });
    now = new Date('2026-06-15T10:00:00Z');
    await runCheck();
    expect(await remindersOf(archived.id)).toEqual([]);
    expect(await remindersOf(inB.id)).toEqual([]);
  });

  it('is run now only by an admin of the company', async () => {
    for (const client of [as.moderator, as.user, as.superadmin])
      expectFailure(await client.post('/api/notifications/run'), 403, messages.forbidden);
  });

  it('raises each change once when many checks of the company run at the same moment', async () => {
    const vehicles = await Promise.all(['2026-10-05', '2026-10-06', '2026-10-07'].map((day) => legislationDueOn(day)));
    now = new Date('2026-10-01T10:00:00Z');
    const results = await Promise.all(Array.from({ length: 8 }, () => checkCompany(t.db, world.companyA.id, now)));
    const raisedForThese = results.flatMap((result) => result.reminderIds).length;
    expect(raisedForThese).toBeGreaterThanOrEqual(3);
    for (const vehicle of vehicles) expect(await remindersOf(vehicle.id)).toHaveLength(1);
  });
});

describe('who is told, in the inbox', () => {
  it('everyone of the company who sees the vehicle, by their scope and preferences', async () => {
    const vehicle = await legislationDueOn('2026-11-20');
    now = new Date('2026-11-01T10:00:00Z');
    await runCheck();
    for (const client of [as.admin, as.moderator, as.user]) expect((await inbox(client)).data.filter(about(vehicle.id))).toHaveLength(1);
    // userA2 sees branch A2 only; company B's admin another company; a superadmin no company's inbox.
    for (const client of [as.userA2, as.adminB, as.superadmin])
      expect((await inbox(client)).data.filter(about(vehicle.id))).toHaveLength(0);
  });

  it('not those who turned the inbox off, nor those who chose other branches', async () => {
    await t.db.insert(notificationPreferences).values([
      { employeeId: world.people.user.id, companyId: world.companyA.id, inApp: false, email: false },
      { employeeId: world.people.admin.id, companyId: world.companyA.id, inApp: true, email: true, branchIds: [world.branches.a2.id] },
    ]);
    try {
      const inA1 = await legislationDueOn('2026-12-20');
      const inA2 = await legislationDueOn('2026-12-20', [world.branches.a2.id]);
      now = new Date('2026-12-01T10:00:00Z');
      await runCheck();
      expect((await inbox(as.user)).data.filter(about(inA1.id))).toHaveLength(0);
      expect((await inbox(as.admin)).data.filter(about(inA1.id))).toHaveLength(0);
      expect((await inbox(as.admin)).data.filter(about(inA2.id))).toHaveLength(1);
      expect((await inbox(as.moderator)).data.filter(about(inA1.id))).toHaveLength(1);
      expect((await inbox(as.userA2)).data.filter(about(inA2.id))).toHaveLength(1);
    } finally {
      await t.db.delete(notificationPreferences);
    }
  });

  it('lists newest first with the vehicle, counts the unread, and marks one or all read', async () => {
    const vehicle = await legislationDueOn('2027-01-20');
    now = new Date('2027-01-02T10:00:00Z');
    await runCheck();
    const unread = await inbox(as.moderator, '?unread=true&limit=100');
    expect(unread.totalCount).toBeGreaterThanOrEqual(1);
    const entry = unread.data.find(about(vehicle.id))!;
    expect(entry).toMatchObject({
      item: 'legislation',
      status: 'soon',
      due_date: '2027-01-20',
      read: false,
      license_plate: vehicle.licensePlate,
    });
    const all = await inbox(as.moderator, '?limit=100');
    const created = all.data.map((row) => (row as unknown as { createdAt: string }).createdAt);
    expect(created).toEqual([...created].sort().reverse());

    const read = await as.moderator.post(`/api/notifications/${entry.id}/read`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ id: entry.id, read: true });
    expect((await inbox(as.moderator, '?unread=true&limit=100')).totalCount).toBe(unread.totalCount - 1);
    // Someone else's notification does not exist for the caller.
    expectFailure(await as.user.post(`/api/notifications/${entry.id}/read`), 404, messages.notFound('Notification'));

    const allRead = await as.moderator.post('/api/notifications/read-all');
    expect(allRead.body.data.count).toBe(unread.totalCount - 1);
    expect((await inbox(as.moderator, '?unread=true')).totalCount).toBe(0);
    // The user's copy stays unread: each person reads their own.
    expect((await inbox(as.user, '?unread=true&limit=100')).data.filter(about(vehicle.id))).toHaveLength(1);
  });

  it('no longer shows a reminder about a vehicle the person no longer sees', async () => {
    const vehicle = await legislationDueOn('2027-02-20');
    now = new Date('2027-02-02T10:00:00Z');
    await runCheck();
    const entry = (await inbox(as.moderator, '?limit=100')).data.find(about(vehicle.id))!;
    expect(entry).toBeDefined();
    // The vehicle moves from North to South, which the moderator does not see.
    await t.db.execute(sql`update vehicle_branches set branch_id = ${world.branches.a2.id} where vehicle_id = ${vehicle.id}`);
    expect((await inbox(as.moderator, '?limit=100')).data.filter(about(vehicle.id))).toEqual([]);
    expectFailure(await as.moderator.post(`/api/notifications/${entry.id}/read`), 404, messages.notFound('Notification'));
    // The admin sees every branch: theirs stays.
    expect((await inbox(as.admin, '?limit=100')).data.filter(about(vehicle.id))).toHaveLength(1);
  });

  it('refuses a query it does not understand with 400', async () => {
    expect((await as.admin.get('/api/notifications?unread=maybe')).status).toBe(400);
    expect((await as.admin.get('/api/notifications?limit=1000')).status).toBe(400);
    expect((await as.admin.post('/api/notifications/not-an-id/read')).status).toBe(400);
  });
});

describe("a person's reminder settings", () => {
  const url = '/api/me/notification-settings';

  it('are the defaults until first saved: the inbox for everyone, email for admins and moderators, every branch', async () => {
    expect((await as.admin.get(url)).body.data).toEqual({
      in_app: true,
      email: true,
      branches: null,
      language: 'en',
      email_available: false,
      version: 0,
    });
    expect((await as.moderator.get(url)).body.data).toMatchObject({ in_app: true, email: true, version: 0 });
    expect((await as.user.get(url)).body.data).toMatchObject({ in_app: true, email: false, version: 0 });
  });

  it('are saved with the version read, and a save from an older read is refused', async () => {
    const first = await as.userA2.put(url, { in_app: true, email: true, branches: [world.branches.a2.id], language: 'de', version: 0 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ email: true, branches: [world.branches.a2.id], language: 'de', version: 1 });
    expectFailure(
      await as.userA2.put(url, { in_app: false, email: false, branches: null, language: 'en', version: 0 }),
      409,
      messages.recordChanged,
    );
    const second = await as.userA2.put(url, { in_app: false, email: false, branches: null, language: 'al', version: 1 });
    expect(second.body.data).toMatchObject({ in_app: false, branches: null, language: 'al', version: 2 });
    expect((await as.userA2.get(url)).body.data.version).toBe(2);
    await t.db.delete(notificationPreferences).where(eq(notificationPreferences.employeeId, world.people.userA2.id));
  });

  it('name only branches the person sees, and say what is wrong with a bad value', async () => {
    // The user sees North (A1) only: South is not theirs to choose, nor company B's.
    for (const branch of [world.branches.a2.id, world.branches.b1.id]) {
      expectFailure(
        await as.user.put(url, { in_app: true, email: true, branches: [branch], language: 'en', version: 0 }),
        400,
        messages.notFound('Branch'),
        'branches',
      );
    }
    expectFailure(
      await as.user.put(url, { in_app: 'yes', email: true, branches: null, language: 'en', version: 0 }),
      400,
      messages.trueOrFalse,
      'in_app',
    );
    expectFailure(
      await as.user.put(url, { in_app: true, email: true, branches: null, language: 'fr', version: 0 }),
      400,
      messages.language,
      'language',
    );
    expect((await as.user.get(url)).body.data.version).toBe(0);
  });

  it('send no test email where email is not set up, and say so', async () => {
    expectFailure(await as.admin.post(`${url}/test-email`), 400, messages.emailUnavailable);
  });

  it('are not a superadmin’s, who belongs to no company', async () => {
    expectFailure(await as.superadmin.get(url), 403, messages.forbidden);
  });
});

describe("the company's deliveries", () => {
  it('are read by its admins only, newest first, each with its tries and last error', async () => {
    const [older, newer] = await t.db
      .insert(deliveries)
      .values([
        {
          companyId: world.companyA.id,
          channel: 'email',
          recipient: 'someone@fleet.test',
          reminderIds: [],
          status: 'sent',
          attempts: 1,
          createdAt: '2026-06-01T07:00:00Z',
        },
        {
          companyId: world.companyA.id,
          channel: 'email',
          recipient: 'else@fleet.test',
          reminderIds: [],
          status: 'failed',
          attempts: 25,
          lastError: 'Mailbox busy',
          createdAt: '2026-06-02T07:00:00Z',
        },
      ])
      .returning();
    await t.db.insert(deliveries).values({ companyId: world.companyB.id, channel: 'email', recipient: 'b@fleet.test', reminderIds: [] });
    const answer = await as.admin.get('/api/notifications/deliveries?limit=100');
    expect(answer.status).toBe(200);
    const ids = answer.body.data.map((row: { id: string }) => row.id);
    expect(ids.indexOf(newer!.id)).toBeLessThan(ids.indexOf(older!.id));
    expect(answer.body.data.find((row: { id: string }) => row.id === newer!.id)).toMatchObject({
      status: 'failed',
      attempts: 25,
      last_error: 'Mailbox busy',
      reminders: 0,
    });
    expect(answer.body.data.every((row: { recipient: string }) => row.recipient !== 'b@fleet.test')).toBe(true);
    for (const client of [as.moderator, as.user, as.superadmin])
      expectFailure(await client.get('/api/notifications/deliveries'), 403, messages.forbidden);
  });
});
