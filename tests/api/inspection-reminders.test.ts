import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, notifications, reminders } from '../../server/db/schema';
import { checkCompany } from '../../server/reminders/check';
import { digestMail } from '../../server/reminders/mail/digest';
import { signIn } from './support/client';
import { makeBranch, makeCompany, makeEmployee, makeVehicle, PASSWORD } from './support/fixtures';
import { makeInspection, makeInspectionForm } from './support/inspection-rows';
import { worldTest } from './support/world';

/*
 * An inspection due today and not done by the company's reminder hour is a reminder to the vehicle's
 * admins and moderators (docs/inspections.md, Reminders and the overview), raised by the daily check
 * (server/reminders/check.ts) once per vehicle, form and day, on the company's own day. Each test has
 * a company of its own, in Tirana, whose check runs at 07:00 there.
 */
const { t } = await worldTest();

/** 25 November 2026 (a Wednesday) at the hour given in Tirana (UTC+1 in winter). */
const tirana = (hour: number, day = '2026-11-25') => new Date(`${day}T${String(hour - 1).padStart(2, '0')}:30:00Z`);

async function fleet() {
  const company = await makeCompany(t.db);
  await t.db.update(companies).set({ timeZone: 'Europe/Tirane', sendHour: 7 }).where(eq(companies.id, company.id));
  const [north, south] = [await makeBranch(t.db, company.id, 'North'), await makeBranch(t.db, company.id, 'South')];
  const people = {
    admin: await makeEmployee(t.db, { role: 'admin', companyId: company.id }),
    moderator: await makeEmployee(t.db, { role: 'moderator', companyId: company.id, branchIds: [north.id] }),
    southModerator: await makeEmployee(t.db, { role: 'moderator', companyId: company.id, branchIds: [south.id] }),
    user: await makeEmployee(t.db, { role: 'user', companyId: company.id, branchIds: [north.id] }),
  };
  const truck = await makeVehicle(t.db, company.id, [north.id], { type: 'truck' });
  return { company, north, south, people, truck };
}

const inspectionReminders = (companyId: string) =>
  t.db
    .select()
    .from(reminders)
    .where(and(eq(reminders.companyId, companyId), eq(reminders.item, 'inspection')));

describe('an inspection owed today and not done by the send hour', () => {
  it("is a reminder to the vehicle's admins and moderators, not its users nor another branch's moderator", async () => {
    const { company, people, truck } = await fleet();
    const form = await makeInspectionForm(t.db, company.id, { name: 'Daily walk-around check' });
    const result = await checkCompany(t.db, company.id, tirana(7));
    const [reminder, ...more] = await inspectionReminders(company.id);
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({
      vehicleId: truck.id,
      formId: form.id,
      issueId: null,
      status: 'soon',
      dueDate: '2026-11-25',
      raisedOn: '2026-11-25',
      week: 0,
    });
    expect(result.reminderIds).toContain(reminder!.id);
    const told = await t.db
      .select({ employeeId: notifications.employeeId })
      .from(notifications)
      .where(eq(notifications.reminderId, reminder!.id));
    expect(told.map((row) => row.employeeId).sort()).toEqual([people.admin.id, people.moderator.id].sort());

    const inbox = await (await signIn(t.app, people.moderator.username, PASSWORD)).get('/api/notifications');
    expect(inbox.body.data).toEqual([
      expect.objectContaining({
        item: 'inspection',
        status: 'soon',
        vehicle_id: truck.id,
        license_plate: truck.licensePlate,
        form_id: form.id,
        form_name: 'Daily walk-around check',
        issue_id: null,
        issue_title: null,
        issue_priority: null,
        due_date: '2026-11-25',
      }),
    ]);
  });

  it('none for a vehicle inspected this morning, a type or branch the form is not for, a form switched off or on demand', async () => {
    const { company, north, south, truck } = await fleet();
    const form = await makeInspectionForm(t.db, company.id);
    await makeInspection(t.db, truck, form, '2026-11-25T05:10:00Z');
    await makeInspectionForm(t.db, company.id, { name: 'Bus check', vehicleTypes: ['bus'] });
    await makeInspectionForm(t.db, company.id, { name: 'South check', branchIds: [south.id] });
    await makeInspectionForm(t.db, company.id, { name: 'Old check', active: false });
    await makeInspectionForm(t.db, company.id, { name: 'After an accident', frequency: 'on_demand' });
    await makeVehicle(t.db, company.id, [north.id], { isActive: false });
    await checkCompany(t.db, company.id, tirana(7));
    expect(await inspectionReminders(company.id)).toEqual([]);
  });

  it('is raised once per vehicle, form and day: the check again that day raises nothing, the next day raises it again', async () => {
    const { company, north } = await fleet();
    const second = await makeVehicle(t.db, company.id, [north.id]);
    await makeInspectionForm(t.db, company.id);
    await makeInspectionForm(t.db, company.id, { name: 'Weekly tyre check', frequency: 'weekly' });
    expect((await checkCompany(t.db, company.id, tirana(7))).reminderIds).toHaveLength(4);
    expect((await checkCompany(t.db, company.id, tirana(15))).reminderIds).toEqual([]);
    const nextDay = await checkCompany(t.db, company.id, tirana(7, '2026-11-26'));
    expect(nextDay.today).toBe('2026-11-26');
    expect(nextDay.reminderIds).toHaveLength(4);
    const ofSecond = (await inspectionReminders(company.id)).filter((reminder) => reminder.vehicleId === second.id);
    expect(ofSecond.map((reminder) => reminder.dueDate).sort()).toEqual(['2026-11-25', '2026-11-25', '2026-11-26', '2026-11-26']);
  });

  it('a weekly form done on Monday is not owed on Wednesday; a monthly one done on the 1st not on the 25th', async () => {
    const { company, truck } = await fleet();
    const weekly = await makeInspectionForm(t.db, company.id, { frequency: 'weekly' });
    const monthly = await makeInspectionForm(t.db, company.id, { frequency: 'monthly' });
    await makeInspection(t.db, truck, weekly, '2026-11-23T08:00:00Z');
    await makeInspection(t.db, truck, monthly, '2026-11-01T08:00:00Z');
    await checkCompany(t.db, company.id, tirana(7));
    expect(await inspectionReminders(company.id)).toEqual([]);
  });

  it("waits for the send hour: a check run at 06:30 there (Run the check now) raises none yet; the company's day counts, not UTC's", async () => {
    const { company, truck } = await fleet();
    const form = await makeInspectionForm(t.db, company.id);
    await checkCompany(t.db, company.id, tirana(6));
    expect(await inspectionReminders(company.id)).toEqual([]);
    // Inspected at 00:30 in Tirana on the 25th: still the 24th in UTC, the 25th for the company.
    await makeInspection(t.db, truck, form, '2026-11-24T23:30:00Z');
    await checkCompany(t.db, company.id, tirana(7));
    expect(await inspectionReminders(company.id)).toEqual([]);
  });
});

describe('the email of an inspection owed', () => {
  const entry = {
    vehicleId: '00000000-0000-4000-8000-000000000001',
    licensePlate: 'AA 123 BB',
    model: 'Actros',
    documentId: null,
    documentKind: null,
    employeeName: null,
    issueId: null,
    issueTitle: null,
    issuePriority: null,
    issueDescription: null,
    formName: 'Daily walk-around check',
    partNumber: null,
    partName: null,
    partUnit: null,
    branchName: null,
    onHand: null,
    reorderLevel: null,
    item: 'inspection' as const,
    status: 'soon' as const,
    dueDate: '2026-11-25',
    dueKm: null,
    week: 0,
  };

  it('names the form and says it is not done yet, in English, German and Albanian, with a link to the vehicle', () => {
    const mail = (language: 'en' | 'de' | 'al') =>
      digestMail({ to: 'admin@fleet.example', name: 'Ana', language, entries: [entry], linkBase: 'https://fleet.example' }).text;
    expect(mail('en')).toContain('AA 123 BB (Actros): Inspection: Daily walk-around check\n  not done yet, due on 25.11.2026');
    expect(mail('en')).toContain('https://fleet.example/dashboard/vehicles/00000000-0000-4000-8000-000000000001/details');
    expect(mail('de')).toContain(
      'AA 123 BB (Actros): Fahrzeugkontrolle: Daily walk-around check\n  noch nicht durchgeführt, fällig am 25.11.2026',
    );
    expect(mail('al')).toContain(
      'AA 123 BB (Actros): Kontrolli i automjetit: Daily walk-around check\n  ende i pakryer, afati më 25.11.2026',
    );
  });
});
