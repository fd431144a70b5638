import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { documents, reminders } from '../../server/db/schema';
import { Client } from './support/client';
import { makeEmployee, makeVehicle } from './support/fixtures';
import { worldTest } from './support/world';

/*
 * Documents in the reminders (docs/reminders.md, When to tell; Who is told): a vehicle's insurance and an
 * employee's driving licence raise reminders once per change, like a vehicle's own items, to whom they
 * concern: a vehicle's document to those told of the vehicle, an employee's to the company's admins, the
 * moderators of the employee's branches and the employee themself. The inbox names them, and the
 * calendar feed (read by node-ical) holds their expiry days. Company A counts in UTC.
 */
let now = new Date('2026-06-15T10:00:00Z');
const PUBLIC_URL = 'https://fleet.example.com';
const { t, world, as } = await worldTest({ now: () => now, publicUrl: PUBLIC_URL });

async function runCheck(): Promise<number> {
  const answer = await as.admin.post('/api/notifications/run');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.count;
}

async function addDocument(values: Partial<typeof documents.$inferInsert> & Pick<typeof documents.$inferInsert, 'kind'>) {
  const [row] = await t.db
    .insert(documents)
    .values({ companyId: world.companyA.id, ...values })
    .returning();
  return row!;
}

const remindersOf = (documentId: string) =>
  t.db
    .select({ status: reminders.status, week: reminders.week, dueDate: reminders.dueDate, vehicleId: reminders.vehicleId })
    .from(reminders)
    .where(and(eq(reminders.documentId, documentId), eq(reminders.item, 'document')))
    .orderBy(reminders.createdAt, reminders.week);

interface InboxEntry {
  id: string;
  vehicle_id: string | null;
  license_plate: string | null;
  model: string | null;
  document_id: string | null;
  document_kind: string | null;
  employee_id: string | null;
  employee_name: string | null;
  item: string;
  status: string;
  due_date: string | null;
}

async function inboxOf(client: Client): Promise<InboxEntry[]> {
  const answer = await client.get('/api/notifications?limit=100');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

const aboutDocument = (documentId: string) => (entries: InboxEntry[]) => entries.filter((entry) => entry.document_id === documentId);

describe("a vehicle's paper", () => {
  it('raises a reminder when it becomes due soon and when it lapses, once each, for those told of the vehicle', async () => {
    const vehicle = await makeVehicle(t.db, world.companyA.id, [world.branches.a1.id], { lastServiceMileage: 45_000 });
    const insurance = await addDocument({ vehicleId: vehicle.id, kind: 'insurance', expiresOn: '2026-07-01' });
    now = new Date('2026-06-15T10:00:00Z');
    expect(await runCheck()).toBeGreaterThanOrEqual(1);
    expect(await runCheck()).toBe(0);
    expect(await remindersOf(insurance.id)).toEqual([{ status: 'soon', week: 0, dueDate: '2026-07-01', vehicleId: vehicle.id }]);

    for (const client of [as.admin, as.moderator, as.user]) {
      expect(aboutDocument(insurance.id)(await inboxOf(client))).toEqual([
        expect.objectContaining({
          vehicle_id: vehicle.id,
          license_plate: vehicle.licensePlate,
          model: vehicle.model,
          document_kind: 'insurance',
          employee_id: null,
          employee_name: null,
          item: 'document',
          status: 'soon',
          due_date: '2026-07-01',
        }),
      ]);
    }
    // Not told: another branch, another company.
    expect(aboutDocument(insurance.id)(await inboxOf(as.userA2))).toEqual([]);
    expect(aboutDocument(insurance.id)(await inboxOf(as.adminB))).toEqual([]);

    now = new Date('2026-07-02T10:00:00Z');
    await runCheck();
    await runCheck();
    expect((await remindersOf(insurance.id)).map((reminder) => reminder.status)).toEqual(['soon', 'overdue']);
    // A week on, still lapsed: one more, for that week.
    now = new Date('2026-07-09T10:00:00Z');
    await runCheck();
    expect((await remindersOf(insurance.id)).map((reminder) => [reminder.status, reminder.week])).toEqual([
      ['soon', 0],
      ['overdue', 0],
      ['overdue', 1],
    ]);
  });

  it('raises nothing once renewed, nor for an archived vehicle', async () => {
    now = new Date('2026-06-15T10:00:00Z');
    const vehicle = await makeVehicle(t.db, world.companyA.id, [world.branches.a1.id], { lastServiceMileage: 45_000 });
    const old = await addDocument({ vehicleId: vehicle.id, kind: 'inspection', expiresOn: '2026-06-20' });
    await addDocument({ vehicleId: vehicle.id, kind: 'inspection', expiresOn: '2028-06-20' });
    const archived = await makeVehicle(t.db, world.companyA.id, [world.branches.a1.id], { isActive: false, lastServiceMileage: 45_000 });
    const ofArchived = await addDocument({ vehicleId: archived.id, kind: 'lease', expiresOn: '2026-06-20' });
    await runCheck();
    expect(await remindersOf(old.id)).toEqual([]);
    expect(await remindersOf(ofArchived.id)).toEqual([]);
  });
});

describe("an employee's paper", () => {
  it('reaches the admins, the moderators of the holder’s branches and the holder, and names the holder', async () => {
    now = new Date('2026-06-15T10:00:00Z');
    const licence = await addDocument({ employeeId: world.people.user.id, kind: 'driving_licence', expiresOn: '2026-06-10' });
    await runCheck();
    expect(await remindersOf(licence.id)).toEqual([{ status: 'overdue', week: 0, dueDate: '2026-06-10', vehicleId: null }]);
    for (const client of [as.admin, as.moderator, as.user]) {
      expect(aboutDocument(licence.id)(await inboxOf(client))).toEqual([
        expect.objectContaining({
          vehicle_id: null,
          license_plate: null,
          model: null,
          document_kind: 'driving_licence',
          employee_id: world.people.user.id,
          employee_name: `${world.people.user.firstName} ${world.people.user.lastName}`,
          status: 'overdue',
        }),
      ]);
    }
    // userA2 is a colleague, not the holder, and may not read employees; adminB is another company.
    expect(aboutDocument(licence.id)(await inboxOf(as.userA2))).toEqual([]);
    expect(aboutDocument(licence.id)(await inboxOf(as.adminB))).toEqual([]);
  });

  it('does not reach a moderator of another branch, and leaves an inbox when the holder leaves its branches', async () => {
    now = new Date('2026-06-15T10:00:00Z');
    const southModerator = await makeEmployee(t.db, { role: 'moderator', companyId: world.companyA.id, branchIds: [world.branches.a2.id] });
    const holder = await makeEmployee(t.db, { role: 'user', companyId: world.companyA.id, branchIds: [world.branches.a1.id] });
    const card = await addDocument({ employeeId: holder.id, kind: 'driver_card', expiresOn: '2026-07-01' });
    await runCheck();
    const told = await t.db.execute<{ employee_id: string }>(
      `select n.employee_id from notifications n join reminders r on r.id = n.reminder_id where r.document_id = '${card.id}'`,
    );
    const toldIds = told.rows.map((row) => row.employee_id);
    expect(toldIds).toEqual(expect.arrayContaining([world.people.admin.id, world.people.moderator.id]));
    expect(toldIds).not.toContain(southModerator.id);
    expect(toldIds).not.toContain(world.people.userA2.id);

    // The moderator of North no longer sees the holder once the holder moves to South.
    expect(aboutDocument(card.id)(await inboxOf(as.moderator))).toHaveLength(1);
    await t.db.execute(`update employee_branches set branch_id = '${world.branches.a2.id}' where employee_id = '${holder.id}'`);
    expect(aboutDocument(card.id)(await inboxOf(as.moderator))).toHaveLength(0);
  });
});

describe('the calendar feed', () => {
  it('holds each paper’s expiry day, in the person’s language, for those told of it', async () => {
    now = new Date('2026-06-15T10:00:00Z');
    const vehicle = await makeVehicle(t.db, world.companyA.id, [world.branches.a1.id], { licensePlate: `CAL-${randomUUID().slice(0, 4)}` });
    const insurance = await addDocument({ vehicleId: vehicle.id, kind: 'insurance', expiresOn: '2027-02-01' });
    const licence = await addDocument({ employeeId: world.people.moderator.id, kind: 'driving_licence', expiresOn: '2031-03-15' });
    const events = async (client: Client) => {
      const url = (await client.get('/api/me/calendar')).body.data.url as string;
      const answer = await new Client(t.app).get(new URL(url, PUBLIC_URL).pathname);
      expect(answer.status).toBe(200);
      const parsed = Object.values(ical.sync.parseICS(answer.body as string)).filter(
        (component): component is VEvent => component?.type === 'VEVENT',
      );
      return new Map(parsed.map((event) => [event.uid, event]));
    };
    const insuranceUid = `${insurance.id}-document-2027-02-01@fleet`;
    const licenceUid = `${licence.id}-document-2031-03-15@fleet`;

    const ofAdmin = await events(as.admin);
    expect(ofAdmin.get(insuranceUid)?.summary).toBe(`Insurance policy · Expires: ${vehicle.licensePlate} (${vehicle.model})`);
    expect(ofAdmin.get(insuranceUid)?.url).toMatchObject({ val: `${PUBLIC_URL}/dashboard/vehicles/${vehicle.id}/details` });
    expect(ofAdmin.get(licenceUid)?.summary).toBe(
      `Driving licence · Expires: ${world.people.moderator.firstName} ${world.people.moderator.lastName}`,
    );
    expect(ofAdmin.get(licenceUid)?.datetype).toBe('date');

    const saved = await as.moderator.edit('/api/me/notification-settings', { in_app: true, email: true, branches: null, language: 'de' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const ofModerator = await events(as.moderator);
    expect(ofModerator.get(licenceUid)?.summary).toBe(
      `Führerschein · Läuft ab: ${world.people.moderator.firstName} ${world.people.moderator.lastName}`,
    );
    expect(ofModerator.get(insuranceUid)?.summary).toBe(`Versicherungspolice · Läuft ab: ${vehicle.licensePlate} (${vehicle.model})`);

    // A user sees the vehicle's document but not a colleague's licence.
    const ofUser = await events(as.user);
    expect(ofUser.has(insuranceUid)).toBe(true);
    expect(ofUser.has(licenceUid)).toBe(false);
    expect((await events(as.userA2)).has(insuranceUid)).toBe(false);
  });
});
