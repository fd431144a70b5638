import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { WEBHOOK_HEADERS, webhookBody } from '../../contract/schemas/webhook';
import { buildApp } from '../../server/app';
import { createDatabase, createPool } from '../../server/db/client';
import { deliveries, notificationPreferences, notifications, reminders } from '../../server/db/schema';
import { raiseIssues } from '../../server/issues/raise';
import { checkCompany } from '../../server/reminders/check';
import { smtpMailer } from '../../server/reminders/mail/mailer';
import { Reminders } from '../../server/reminders/schedule';
import { signIn, type Client } from './support/client';
import { makeEmployee, makeVehicle, makeWorld, PASSWORD, signInAll } from './support/fixtures';
import { makeInspectionForm } from './support/inspection-rows';
import { createTestDatabase, TEST_JWT_SECRET } from './support/test-app';
import { until } from './support/until';

/*
 * A new critical issue tells the vehicle's admins and moderators at once (docs/inspections.md,
 * Reminders and the overview), whichever way it was raised (server/issues/raise.ts): in their inbox, by
 * email (through a real SMTP server here, read back by a real mail parser) and by the webhook event
 * `issue.created` (a signed POST to a real HTTP receiver). The deliveries are written in the issue's
 * transaction and sent by the reminder queue after it commits. A user of the vehicle's branch, a
 * moderator of another branch and another company hear nothing; nor does anyone of an issue that is
 * not critical.
 */
const LINK_BASE = 'https://fleet.example';

const received: ParsedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      void simpleParser(Buffer.concat(chunks)).then((mail) => {
        received.push(mail);
        callback();
      });
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;

interface Call {
  headers: http.IncomingHttpHeaders;
  rawBody: string;
}
const calls: Call[] = [];
const receiver = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    calls.push({ headers: request.headers, rawBody: Buffer.concat(chunks).toString('utf8') });
    response.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/fleet`;

const databaseUrl = await createTestDatabase();
const pool = createPool(databaseUrl, 5);
const db = createDatabase(pool);
const mailer = smtpMailer(smtpUrl, 'Fleet <fleet@fleet.example>');
const queue = await Reminders.start({
  databaseUrl,
  db,
  intervals: { cronSeconds: 1, pollSeconds: 0.5 },
  mailer,
  linkBase: () => LINK_BASE,
  allowPrivateWebhooks: true,
  deliveryRetry: { retryLimit: 3, retryDelay: 1, retryBackoff: true, retryDelayMax: 1 },
});
const app = await buildApp({
  pool,
  jwtSecret: TEST_JWT_SECRET,
  reminderQueue: queue,
  mailer,
  allowPrivateWebhooks: true,
  ...(process.env.TEST_LOG ? { logger: { level: 'error' } } : {}),
});
await app.ready();
afterAll(async () => {
  await app.close();
  await queue.stop();
  await pool.end();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const world = await makeWorld(db);
const as = await signInAll(app, world);
/** A moderator of branch South, who does not see branch North's vehicles. */
const southModerator = await makeEmployee(db, { role: 'moderator', companyId: world.companyA.id, branchIds: [world.branches.a2.id] });
/** A second moderator of North, who reads their email in German. */
const germanModerator = await makeEmployee(db, { role: 'moderator', companyId: world.companyA.id, branchIds: [world.branches.a1.id] });
await db
  .insert(notificationPreferences)
  .values({ employeeId: germanModerator.id, companyId: world.companyA.id, inApp: true, email: true, language: 'de' });
const clients: Record<'southModerator' | 'germanModerator', Client> = {
  southModerator: await signIn(app, southModerator.username, PASSWORD),
  germanModerator: await signIn(app, germanModerator.username, PASSWORD),
};
const hook = await as.admin.post('/api/webhooks', { url: hookUrl });
expect(hook.status, JSON.stringify(hook.body)).toBe(201);
const secret = hook.body.data.secret as string;

const northVehicle = () => makeVehicle(db, world.companyA.id, [world.branches.a1.id]);

async function report(client: Client, vehicleId: string, overrides: Record<string, unknown> = {}) {
  const answer = await client.post('/api/issues', { vehicle_id: vehicleId, title: 'Brake pedal goes to the floor', ...overrides });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { id: string; title: string };
}

/** The inbox entries of the issue in the client's inbox. */
const inboxOf = async (client: Client, issueId: string) =>
  ((await client.get('/api/notifications?limit=100')).body.data as Array<Record<string, unknown>>).filter(
    (entry) => entry.issue_id === issueId,
  );

const mailsOf = (address: string, issueId: string) =>
  received.filter((mail) => !Array.isArray(mail.to) && mail.to?.value[0]?.address === address && mail.text?.includes(issueId));

const callsOf = (issueId: string) => calls.filter((call) => call.rawBody.includes(issueId));

/** The issue's deliveries, once none is pending any more. */
async function settled(issueId: string, count: number) {
  const [reminder] = await db.select({ id: reminders.id }).from(reminders).where(eq(reminders.issueId, issueId));
  return until(`the deliveries of ${issueId}`, async () => {
    const rows = (await db.select().from(deliveries)).filter((row) => row.reminderIds.includes(reminder!.id));
    return rows.length === count && rows.every((row) => row.status !== 'pending') ? rows : undefined;
  });
}

describe('a new critical issue', () => {
  it("tells the vehicle's admin and its branch's moderators at once: inbox, email and a signed issue.created call", async () => {
    const vehicle = await northVehicle();
    const issue = await report(as.user, vehicle.id, { priority: 'critical', description: 'Lost pressure on the A2' });

    // The inbox is written with the issue: the vehicle's admin and North's moderators, not the user who
    // reported it, not South's moderator, not company B.
    const [inAdmin] = await inboxOf(as.admin, issue.id);
    expect(inAdmin).toMatchObject({
      item: 'issue',
      status: 'open',
      vehicle_id: vehicle.id,
      license_plate: vehicle.licensePlate,
      issue_title: 'Brake pedal goes to the floor',
      issue_priority: 'critical',
      form_id: null,
      form_name: null,
      due_date: null,
      read: false,
    });
    expect(await inboxOf(as.moderator, issue.id)).toHaveLength(1);
    expect(await inboxOf(clients.germanModerator, issue.id)).toHaveLength(1);
    for (const client of [as.user, as.userA2, clients.southModerator, as.adminB]) expect(await inboxOf(client, issue.id)).toEqual([]);

    // An email to each of them (email is on for admins and moderators), and one call to the webhook.
    const sent = await settled(issue.id, 4);
    expect(sent.map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
    expect(
      sent
        .filter((row) => row.channel === 'email')
        .map((row) => row.recipient)
        .sort(),
    ).toEqual([world.people.admin.email, world.people.moderator.email, germanModerator.email].sort());

    const [toAdmin] = await until(
      'the admin\u2019s email',
      () => mailsOf(world.people.admin.email, issue.id)[0] && mailsOf(world.people.admin.email, issue.id),
    );
    expect(toAdmin!.subject).toBe(`Fleet: critical issue on ${vehicle.licensePlate}, out of service`);
    expect(toAdmin!.text).toContain('The vehicle is out of service until the issue is resolved');
    expect(toAdmin!.text).toContain(`${vehicle.licensePlate} (${vehicle.model}): Brake pedal goes to the floor`);
    expect(toAdmin!.text).toContain('Critical, reported by Test user on');
    expect(toAdmin!.text).toContain('Lost pressure on the A2');
    expect(toAdmin!.text).toContain(`${LINK_BASE}/dashboard/issues/${issue.id}/show`);
    expect(toAdmin!.html).toContain(`href="${LINK_BASE}/dashboard/issues/${issue.id}/show"`);
    const [toGerman] = mailsOf(germanModerator.email, issue.id);
    expect(toGerman!.subject).toBe(`Fleet: kritischer Mangel an ${vehicle.licensePlate}, außer Betrieb`);
    expect(toGerman!.text).toContain('Das Fahrzeug ist außer Betrieb, bis der Mangel behoben ist');
    expect(toGerman!.text).toContain('Kritisch, gemeldet von Test user am');
    expect(mailsOf(world.people.user.email, issue.id)).toEqual([]);
    expect(mailsOf(southModerator.email, issue.id)).toEqual([]);

    const [call, ...more] = callsOf(issue.id);
    expect(more).toEqual([]);
    expect(call!.headers[WEBHOOK_HEADERS.event]).toBe('issue.created');
    const signature = `sha256=${createHmac('sha256', secret).update(call!.rawBody).digest('hex')}`;
    expect(call!.headers[WEBHOOK_HEADERS.signature]).toBe(signature);
    const payload = webhookBody.parse(JSON.parse(call!.rawBody));
    expect(payload).toMatchObject({
      event: 'issue.created',
      company_id: world.companyA.id,
      reminder: {
        item: 'issue',
        status: 'open',
        vehicle: { id: vehicle.id, license_plate: vehicle.licensePlate, url: `${LINK_BASE}/dashboard/vehicles/${vehicle.id}/details` },
        document: null,
        inspection_form: null,
        issue: {
          id: issue.id,
          title: 'Brake pedal goes to the floor',
          description: 'Lost pressure on the A2',
          priority: 'critical',
          status: 'open',
          url: `${LINK_BASE}/dashboard/issues/${issue.id}/show`,
        },
      },
    });
    expect(call!.headers[WEBHOOK_HEADERS.id]).toBe(payload.id);
  });

  it('raised by an inspection\u2019s failed critical item tells the same people the same way', async () => {
    const vehicle = await northVehicle();
    const [id] = await raiseIssues(
      db,
      [
        {
          companyId: vehicle.companyId,
          vehicleId: vehicle.id,
          title: 'Service brake holds',
          description: null,
          priority: 'critical',
          source: 'inspection',
          odometer: 50_200,
          reportedBy: null,
          reportedByName: 'Test inspector',
        },
      ],
      { now: new Date(), reminders: queue },
    );
    expect(await inboxOf(as.admin, id!)).toHaveLength(1);
    expect(await inboxOf(as.moderator, id!)).toHaveLength(1);
    expect(await inboxOf(as.user, id!)).toEqual([]);
    await settled(id!, 4);
    expect(callsOf(id!)).toHaveLength(1);
    const [mail] = await until('the moderator\u2019s email', () =>
      mailsOf(world.people.moderator.email, id!).length ? mailsOf(world.people.moderator.email, id!) : undefined,
    );
    expect(mail!.text).toContain('Critical, reported by Test inspector on');
  });

  it('an issue that is not critical, or one recorded resolved, tells nobody', async () => {
    const vehicle = await northVehicle();
    const quiet = [
      await report(as.user, vehicle.id, { priority: 'high' }),
      await report(as.admin, vehicle.id, { priority: 'low' }),
      await report(as.admin, vehicle.id, { priority: 'critical', status: 'resolved' }),
    ];
    for (const issue of quiet) {
      expect(await db.select().from(reminders).where(eq(reminders.issueId, issue.id))).toEqual([]);
      expect(await inboxOf(as.admin, issue.id)).toEqual([]);
    }
    // Nor does a later edit to critical: the hook is the issue's birth.
    const raised = await as.admin.get(`/api/issues/${quiet[0]!.id}`);
    const { vehicle_id, title, version } = raised.body.data;
    expect((await as.admin.put(`/api/issues/${quiet[0]!.id}`, { vehicle_id, title, priority: 'critical', version })).status).toBe(200);
    expect(await db.select().from(reminders).where(eq(reminders.issueId, quiet[0]!.id))).toEqual([]);
  });

  it('a moderator who turned email off and chose another branch hears of it in the inbox only, or not at all', async () => {
    const vehicle = await northVehicle();
    const quietModerator = await makeEmployee(db, {
      role: 'moderator',
      companyId: world.companyA.id,
      branchIds: [world.branches.a1.id, world.branches.a2.id],
    });
    const southOnly = await makeEmployee(db, {
      role: 'moderator',
      companyId: world.companyA.id,
      branchIds: [world.branches.a1.id, world.branches.a2.id],
    });
    await db.insert(notificationPreferences).values([
      { employeeId: quietModerator.id, companyId: world.companyA.id, inApp: true, email: false, language: 'en' },
      {
        employeeId: southOnly.id,
        companyId: world.companyA.id,
        inApp: true,
        email: true,
        branchIds: [world.branches.a2.id],
        language: 'en',
      },
    ]);
    const issue = await report(as.admin, vehicle.id, { priority: 'critical' });
    const told = await db
      .select({ employeeId: notifications.employeeId })
      .from(notifications)
      .innerJoin(reminders, eq(reminders.id, notifications.reminderId))
      .where(eq(reminders.issueId, issue.id));
    expect(told.map((row) => row.employeeId)).toContain(quietModerator.id);
    expect(told.map((row) => row.employeeId)).not.toContain(southOnly.id);
    const sent = await settled(issue.id, 4);
    expect(sent.map((row) => row.recipient)).not.toContain(quietModerator.email);
    expect(sent.map((row) => row.recipient)).not.toContain(southOnly.email);
  });
});

describe('an inspection owed, through the queue', () => {
  it('goes out as any reminder of the check: in the digest, and as a reminder call naming its form', async () => {
    // Company A counts in UTC and checks at 07:00; a form for trucks, which only this vehicle is in it.
    const truck = await makeVehicle(db, world.companyA.id, [world.branches.a1.id], { type: 'truck', licensePlate: 'INSP 1' });
    await makeInspectionForm(db, world.companyA.id, {
      name: 'Truck walk-around',
      vehicleTypes: ['truck'],
      branchIds: [world.branches.a1.id],
    });
    const result = await checkCompany(db, world.companyA.id, new Date('2026-11-25T08:00:00Z'), queue.deliver);
    const [reminder] = await db.select().from(reminders).where(eq(reminders.vehicleId, truck.id));
    expect(result.reminderIds).toContain(reminder!.id);

    const call = await until('the reminder call', () => calls.find((candidate) => candidate.rawBody.includes(reminder!.id)));
    expect(call.headers[WEBHOOK_HEADERS.event]).toBe('reminder');
    expect(webhookBody.parse(JSON.parse(call.rawBody)).reminder).toMatchObject({
      id: reminder!.id,
      item: 'inspection',
      status: 'soon',
      due_date: '2026-11-25',
      vehicle: { id: truck.id, license_plate: 'INSP 1' },
      issue: null,
      inspection_form: { name: 'Truck walk-around' },
    });
    const mail = await until('the moderator\u2019s digest', () =>
      received.find(
        (candidate) =>
          !Array.isArray(candidate.to) &&
          candidate.to?.value[0]?.address === world.people.moderator.email &&
          candidate.text?.includes('INSP 1'),
      ),
    );
    expect(mail.text).toContain('INSP 1 (Mercedes Sprinter): Inspection: Truck walk-around');
    expect(mail.text).toContain('not done yet, due on 25.11.2026');
  });
});
