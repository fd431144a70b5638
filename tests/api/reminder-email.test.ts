import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import type pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../contract/due-rules';
import { todayIn } from '../../contract/time-zones';
import { createDatabase, createPool, type Database } from '../../server/db/client';
import { deliveries, documents, notificationPreferences } from '../../server/db/schema';
import { smtpMailer } from '../../server/reminders/mail/mailer';
import { Reminders } from '../../server/reminders/schedule';
import { makeBranch, makeCompany, makeEmployee, makeVehicle, PASSWORD } from './support/fixtures';
import { createTestDatabase, startTestApp } from './support/test-app';
import { signIn } from './support/client';
import { messages } from '../../contract/messages';
import { until } from './support/until';

/*
 * Reminder email (docs/reminders.md, Email) through a real SMTP server in the test (smtp-server),
 * read back by a real mail parser: one digest per person per check, to those whose scope holds the
 * vehicle and who have email on, in their language, with a plain-text and an HTML part and a link to
 * each vehicle; a server that refuses is tried again, and a delivery that never gets through is
 * marked failed with its error.
 */
const LINK_BASE = 'https://fleet.example';

let databaseUrl: string;
let pool: pg.Pool;
let db: Database;
/** Every message the SMTP server accepted, and how many it should refuse next. */
const received: ParsedMail[] = [];
let refuseNext = 0;
let smtp: SMTPServer;
let smtpUrl: string;
const running: Reminders[] = [];

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  pool = createPool(databaseUrl, 4);
  db = createDatabase(pool);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuseNext > 0) {
          refuseNext -= 1;
          return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        }
        void simpleParser(Buffer.concat(chunks)).then((mail) => {
          received.push(mail);
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
// Each test's own instance: the retries a delivery is sent with are the instance's that ran the check.
afterEach(async () => {
  for (const reminders of running.splice(0)) await reminders.stop();
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await pool.end();
});

async function startReminders(deliveryRetry = { retryLimit: 3, retryDelay: 1, retryBackoff: true, retryDelayMax: 1 }) {
  const reminders = await Reminders.start({
    databaseUrl,
    db,
    intervals: { cronSeconds: 1, pollSeconds: 0.5 },
    mailer: smtpMailer(smtpUrl, 'Fleet <fleet@fleet.example>'),
    linkBase: () => LINK_BASE,
    deliveryRetry,
  });
  running.push(reminders);
  return reminders;
}

/** The company's deliveries once none is pending any more. */
const settledDeliveries = (companyId: string) =>
  until('the deliveries to settle', async () => {
    const rows = await db.select().from(deliveries).where(eq(deliveries.companyId, companyId));
    return rows.length > 0 && rows.every((row) => row.status !== 'pending') ? rows : undefined;
  });

/** A company with branches North and South, a vehicle due soon in each (as of the real today), and its people. */
async function companyWithPeople() {
  const company = await makeCompany(db);
  const [north, south] = await Promise.all([makeBranch(db, company.id, 'North'), makeBranch(db, company.id, 'South')]);
  const dueIn = (days: number) => addMonths(addDays(todayIn('UTC'), days), -12);
  const inNorth = await makeVehicle(db, company.id, [north!.id], { lastLegislationControl: dueIn(5), lastServiceMileage: 45_000 });
  const inSouth = await makeVehicle(db, company.id, [south!.id], { lastLegislationControl: dueIn(9), lastServiceMileage: 45_000 });
  const people = {
    admin: await makeEmployee(db, { role: 'admin', companyId: company.id }),
    moderator: await makeEmployee(db, { role: 'moderator', companyId: company.id, branchIds: [north!.id] }),
    germanModerator: await makeEmployee(db, { role: 'moderator', companyId: company.id, branchIds: [south!.id] }),
    user: await makeEmployee(db, { role: 'user', companyId: company.id, branchIds: [north!.id] }),
    userWithEmail: await makeEmployee(db, { role: 'user', companyId: company.id, branchIds: [south!.id] }),
  };
  await db.insert(notificationPreferences).values([
    { employeeId: people.germanModerator.id, companyId: company.id, inApp: true, email: true, language: 'de' },
    { employeeId: people.userWithEmail.id, companyId: company.id, inApp: true, email: true, language: 'al' },
  ]);
  return { company, inNorth, inSouth, people };
}

const mailTo = (address: string) => received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === address);

describe('reminder email', () => {
  it('is one digest per person, to whom the vehicles concern and who have email on, in their language, in text and HTML', async () => {
    const { company, inNorth, inSouth, people } = await companyWithPeople();
    const reminders = await startReminders();
    await reminders.checkNow(company.id);
    const sent = await settledDeliveries(company.id);
    expect(sent.map((row) => row.status)).toEqual(sent.map(() => 'sent'));
    expect(sent.map((row) => row.recipient).sort()).toEqual(
      [people.admin.email, people.moderator.email, people.germanModerator.email, people.userWithEmail.email].sort(),
    );

    // The admin sees both branches: one email with both vehicles, links to each.
    const [toAdmin, ...more] = mailTo(people.admin.email);
    expect(more).toEqual([]);
    expect(toAdmin!.from!.text).toContain('fleet@fleet.example');
    expect(toAdmin!.subject).toBe('Fleet: 2 reminders about your vehicles');
    for (const vehicle of [inNorth, inSouth]) {
      expect(toAdmin!.text).toContain(vehicle.licensePlate);
      expect(toAdmin!.text).toContain(`${LINK_BASE}/dashboard/vehicles/${vehicle.id}/details`);
      expect(toAdmin!.html).toContain(`href="${LINK_BASE}/dashboard/vehicles/${vehicle.id}/details"`);
    }
    expect(toAdmin!.text).toContain('Legislation control');

    // A moderator of North hears of North's vehicle only.
    const [toModerator] = mailTo(people.moderator.email);
    expect(toModerator!.subject).toBe('Fleet: 1 vehicle needs attention');
    expect(toModerator!.text).toContain(inNorth.licensePlate);
    expect(toModerator!.text).not.toContain(inSouth.licensePlate);

    // Their language: German and Albanian.
    const [toGerman] = mailTo(people.germanModerator.email);
    expect(toGerman!.subject).toBe('Fleet: 1 Fahrzeug braucht Aufmerksamkeit');
    expect(toGerman!.text).toContain('Hauptuntersuchung');
    expect(toGerman!.html).toContain('lang="de"');
    const [toAlbanian] = mailTo(people.userWithEmail.email);
    expect(toAlbanian!.subject).toBe('Fleet: 1 automjet kërkon vëmendje');

    // A user has email off unless they turn it on.
    expect(mailTo(people.user.email)).toEqual([]);

    // The same check again raises nothing, and sends nothing.
    const before = received.length;
    await reminders.checkNow(company.id);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(received.length).toBe(before);
  });

  it('tells of papers: a vehicle’s insurance and an employee’s licence, in the person’s language, still-overdue ones too', async () => {
    const company = await makeCompany(db);
    const [north, south] = await Promise.all([makeBranch(db, company.id, 'North'), makeBranch(db, company.id, 'South')]);
    const admin = await makeEmployee(db, { role: 'admin', companyId: company.id });
    const germanModerator = await makeEmployee(db, { role: 'moderator', companyId: company.id, branchIds: [north!.id] });
    const southModerator = await makeEmployee(db, { role: 'moderator', companyId: company.id, branchIds: [south!.id] });
    const driver = await makeEmployee(db, { role: 'user', companyId: company.id, branchIds: [north!.id] });
    await db
      .insert(notificationPreferences)
      .values({ employeeId: germanModerator.id, companyId: company.id, inApp: true, email: true, language: 'de' });
    const van = await makeVehicle(db, company.id, [north!.id], { licensePlate: 'DOC 100', lastServiceMileage: 45_000 });
    await db.insert(documents).values([
      { companyId: company.id, vehicleId: van.id, kind: 'insurance', expiresOn: addDays(todayIn('UTC'), 5) },
      { companyId: company.id, employeeId: driver.id, kind: 'driving_licence', expiresOn: addDays(todayIn('UTC'), 12) },
    ]);
    const reminders = await startReminders();
    await reminders.checkNow(company.id);
    await settledDeliveries(company.id);
    const driverName = `${driver.firstName} ${driver.lastName}`;

    const [toAdmin] = mailTo(admin.email);
    expect(toAdmin!.subject).toBe('Fleet: 2 reminders about your vehicles');
    expect(toAdmin!.text).toContain(`DOC 100 (${van.model}): Insurance policy`);
    expect(toAdmin!.text).toContain(`${LINK_BASE}/dashboard/vehicles/${van.id}/details`);
    expect(toAdmin!.text).toContain(`${driverName}: Driving licence`);
    expect(toAdmin!.text).toContain(`${LINK_BASE}/dashboard/documents`);
    const [toGerman] = mailTo(germanModerator.email);
    expect(toGerman!.text).toContain('DOC 100 (Mercedes Sprinter): Versicherungspolice');
    expect(toGerman!.text).toContain(`${driverName}: Führerschein`);
    // Neither document is the South moderator's: no email at all.
    expect(mailTo(southModerator.email)).toEqual([]);

    // Once lapsed and raised, a lapsed document stays in the digests under "Still overdue".
    await db.insert(documents).values({ companyId: company.id, vehicleId: van.id, kind: 'lease', expiresOn: addDays(todayIn('UTC'), -3) });
    await reminders.checkNow(company.id);
    await until('the second digest', async () => (mailTo(admin.email).length === 2 ? true : undefined));
    await db
      .insert(documents)
      .values({ companyId: company.id, vehicleId: van.id, kind: 'tachograph', expiresOn: addDays(todayIn('UTC'), 7) });
    await reminders.checkNow(company.id);
    await until('the third digest', async () => (mailTo(admin.email).length === 3 ? true : undefined));
    await settledDeliveries(company.id);
    const [news, rest] = mailTo(admin.email)[2]!.text!.split('Still overdue:');
    expect(news).toContain('DOC 100 (Mercedes Sprinter): Tachograph calibration');
    expect(rest).toContain('DOC 100 (Mercedes Sprinter): Lease contract');
    expect(rest).not.toContain('Insurance policy');
  });

  it('lists, after what is new, every other item still overdue in the person’s scope, and only in it', async () => {
    const company = await makeCompany(db);
    const [north, south] = await Promise.all([makeBranch(db, company.id, 'North'), makeBranch(db, company.id, 'South')]);
    const admin = await makeEmployee(db, { role: 'admin', companyId: company.id });
    const southModerator = await makeEmployee(db, { role: 'moderator', companyId: company.id, branchIds: [south!.id] });
    // Overdue since ten days, in North: the first check raises it, the second does not again (a week has not passed).
    const overdue = await makeVehicle(db, company.id, [north!.id], {
      licensePlate: 'OVR 001',
      lastLegislationControl: addMonths(addDays(todayIn('UTC'), -10), -12),
      lastServiceMileage: 45_000,
    });
    const reminders = await startReminders();
    await reminders.checkNow(company.id);
    await settledDeliveries(company.id);
    const [first] = mailTo(admin.email);
    expect(first!.text).toContain('OVR 001');
    expect(first!.text).not.toContain('Still overdue');

    await makeVehicle(db, company.id, [north!.id], {
      licensePlate: 'SOON 002',
      lastLegislationControl: addMonths(addDays(todayIn('UTC'), 4), -12),
      lastServiceMileage: 45_000,
    });
    await makeVehicle(db, company.id, [south!.id], {
      licensePlate: 'SOON 003',
      lastLegislationControl: addMonths(addDays(todayIn('UTC'), 6), -12),
      lastServiceMileage: 45_000,
    });
    await reminders.checkNow(company.id);
    await until('the second digest', async () => (mailTo(admin.email).length === 2 ? true : undefined));
    await settledDeliveries(company.id);
    const second = mailTo(admin.email)[1]!;
    const [news, rest] = second.text!.split('Still overdue:');
    expect(news).toContain('SOON 002');
    expect(news).not.toContain('OVR 001');
    expect(rest).toContain(`OVR 001 (${overdue.model}): Legislation control`);
    expect(rest).toContain('overdue, due on');
    expect(second.html).toContain('<p>Still overdue:</p>');
    // The South moderator is told of South's vehicle only: North's overdue one is outside their scope.
    const toModerator = mailTo(southModerator.email);
    expect(toModerator.map((mail) => mail.text).join('\n')).toContain('SOON 003');
    expect(toModerator.map((mail) => mail.text).join('\n')).not.toContain('OVR 001');
  });

  it('is tried again when the mail server refuses, and the delivery says how often and why', async () => {
    const company = await makeCompany(db);
    const branch = await makeBranch(db, company.id, 'North');
    const admin = await makeEmployee(db, { role: 'admin', companyId: company.id });
    await makeVehicle(db, company.id, [branch.id], {
      lastLegislationControl: addMonths(addDays(todayIn('UTC'), 3), -12),
      lastServiceMileage: 45_000,
    });
    const reminders = await startReminders();
    refuseNext = 2;
    await reminders.checkNow(company.id);
    const [delivery] = await settledDeliveries(company.id);
    expect(delivery).toMatchObject({ status: 'sent', attempts: 3, lastError: null, recipient: admin.email });
    expect(mailTo(admin.email)).toHaveLength(1);
  });

  it('that never gets through is marked failed with the last error', async () => {
    const company = await makeCompany(db);
    const branch = await makeBranch(db, company.id, 'North');
    await makeEmployee(db, { role: 'admin', companyId: company.id });
    await makeVehicle(db, company.id, [branch.id], {
      lastLegislationControl: addMonths(addDays(todayIn('UTC'), 3), -12),
      lastServiceMileage: 45_000,
    });
    const reminders = await startReminders({ retryLimit: 1, retryDelay: 1, retryBackoff: true, retryDelayMax: 1 });
    refuseNext = 100;
    try {
      await reminders.checkNow(company.id);
      const [delivery] = await settledDeliveries(company.id);
      expect(delivery).toMatchObject({ status: 'failed', attempts: 2 });
      expect(delivery!.lastError).toContain('Mailbox busy');
    } finally {
      refuseNext = 0;
    }
  });

  it('a person sends themselves a test email in the language of their settings; a refusal answers 503', async () => {
    const t = await startTestApp({ mailer: smtpMailer(smtpUrl, 'Fleet <fleet@fleet.example>') });
    try {
      const company = await makeCompany(t.db);
      const moderator = await makeEmployee(t.db, { role: 'moderator', companyId: company.id });
      await t.db
        .insert(notificationPreferences)
        .values({ employeeId: moderator.id, companyId: company.id, inApp: true, email: true, language: 'de' });
      const client = await signIn(t.app, moderator.username, PASSWORD);
      const answer = await client.post('/api/me/notification-settings/test-email');
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toEqual({ to: moderator.email });
      const [mail] = mailTo(moderator.email);
      expect(mail!.subject).toBe('Fleet: eine Test-E-Mail');
      expect(mail!.text).toContain('Erinnerungen erreichen Sie unter dieser Adresse');
      expect(mail!.html).toContain('lang="de"');

      refuseNext = 1;
      const refused = await client.post('/api/me/notification-settings/test-email');
      expect(refused.status).toBe(503);
      expect(refused.body.message).toBe(messages.emailFailed);
    } finally {
      refuseNext = 0;
      await t.close();
    }
  });
}, 120_000);
