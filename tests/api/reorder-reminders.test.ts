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
import { deliveries, notificationPreferences, reminders } from '../../server/db/schema';
import { reorderMail } from '../../server/reminders/mail/digest';
import { smtpMailer } from '../../server/reminders/mail/mailer';
import { pushMessage, urgencyOf } from '../../server/reminders/push/message';
import type { ReminderEntry } from '../../server/reminders/reminder-line';
import { Reminders } from '../../server/reminders/schedule';
import { signIn, type Client } from './support/client';
import { makeEmployee, makeWorld, PASSWORD, signInAll } from './support/fixtures';
import { createTestDatabase, TEST_JWT_SECRET } from './support/test-app';
import { until } from './support/until';

/*
 * A branch that falls below a part's reorder level tells those who keep its stock at once
 * (docs/work-orders.md, Reorder reminders), as a new critical issue does: the branch's moderators and
 * the company's admins, in their inbox, by email (through a real SMTP server here, read back by a real
 * mail parser) and by a signed webhook call (a real HTTP receiver), written in the stock change's
 * transaction and sent by the reminder queue after it commits. A user, a moderator of another branch
 * and another company hear nothing; a branch already below tells nobody again; one reminder per part,
 * branch and day, so a branch restocked and fallen again tells again on a later day.
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
  url: string;
  headers: http.IncomingHttpHeaders;
  rawBody: string;
}
const calls: Call[] = [];
const receiver = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    calls.push({ url: request.url ?? '', headers: request.headers, rawBody: Buffer.concat(chunks).toString('utf8') });
    response.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const hookBase = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

/** The app's moment: now, or a day later for the test of a later day. The company counts in UTC. */
const DAY_MS = 24 * 60 * 60 * 1000;
let daysAhead = 0;
const clock = () => new Date(Date.now() + daysAhead * DAY_MS);
const today = () => clock().toISOString().slice(0, 10);

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
  now: clock,
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
/** A moderator of branch South, who does not keep North's stock. */
const southModerator = await makeEmployee(db, { role: 'moderator', companyId: world.companyA.id, branchIds: [world.branches.a2.id] });
/** A second moderator of North, who reads their email in German. */
const germanModerator = await makeEmployee(db, { role: 'moderator', companyId: world.companyA.id, branchIds: [world.branches.a1.id] });
/** A moderator of both branches who chose to hear of South only. */
const southOnly = await makeEmployee(db, {
  role: 'moderator',
  companyId: world.companyA.id,
  branchIds: [world.branches.a1.id, world.branches.a2.id],
});
await db.insert(notificationPreferences).values([
  { employeeId: germanModerator.id, companyId: world.companyA.id, inApp: true, email: true, language: 'de' },
  { employeeId: southOnly.id, companyId: world.companyA.id, inApp: true, email: true, branchIds: [world.branches.a2.id], language: 'en' },
]);
const clients: Record<'southModerator' | 'germanModerator' | 'southOnly', Client> = {
  southModerator: await signIn(app, southModerator.username, PASSWORD),
  germanModerator: await signIn(app, germanModerator.username, PASSWORD),
  southOnly: await signIn(app, southOnly.username, PASSWORD),
};
const hook = await as.admin.post('/api/webhooks', { url: `${hookBase}/company-a` });
expect(hook.status, JSON.stringify(hook.body)).toBe(201);
const secret = hook.body.data.secret as string;
expect((await as.adminB.post('/api/webhooks', { url: `${hookBase}/company-b` })).status).toBe(201);

let numbered = 0;
/** A part of company A with its reorder level, holding `stock` in North (received by the admin). */
async function partWith(reorderLevel: number, stock: number, name = 'Brake pads, front') {
  numbered += 1;
  const made = await as.admin.post('/api/parts', { number: `BRK-${numbered}`, name, unit: 'set', reorder_level: reorderLevel });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const part = made.body.data as { id: string; number: string; name: string };
  await adjust(as.admin, part.id, stock, 'Opening stock');
  return part;
}

async function adjust(client: Client, partId: string, quantity: number, reason = 'Counted', branchId: string = world.branches.a1.id) {
  const answer = await client.post(`/api/parts/${partId}/adjustments`, { branch_id: branchId, quantity, reason });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { on_hand: number };
}

const remindersOf = (partId: string) => db.select().from(reminders).where(eq(reminders.partId, partId));

/** The inbox entries of the part in the client's inbox. */
const inboxOf = async (client: Client, partId: string) =>
  ((await client.get('/api/notifications?limit=100')).body.data as Array<Record<string, unknown>>).filter(
    (entry) => entry.part_id === partId,
  );

const mailsOf = (address: string, partNumber: string) =>
  received.filter((mail) => !Array.isArray(mail.to) && mail.to?.value[0]?.address === address && mail.text?.includes(partNumber));

const callsOf = (partId: string) => calls.filter((call) => call.rawBody.includes(partId));

/** The reminder's deliveries, once there are `count` and none is pending any more. */
function settled(reminderId: string, count: number) {
  return until(`the deliveries of ${reminderId}`, async () => {
    const rows = (await db.select().from(deliveries)).filter((row) => row.reminderIds.includes(reminderId));
    return rows.length === count && rows.every((row) => row.status !== 'pending') ? rows : undefined;
  });
}

/** Who of company A is told of a reminder: the admin, North's two moderators (email), the company's webhook. */
const TOLD_OF_NORTH = 4;

describe('a branch that falls below the reorder level', () => {
  it("tells the branch's moderators and the admins at once: inbox, email in their language and a signed webhook call", async () => {
    const part = await partWith(5, 10);
    expect(await remindersOf(part.id)).toEqual([]);

    // North's moderator takes it from 10 to 4, below 5.
    expect(await adjust(as.moderator, part.id, -6, 'Two sets used off the books')).toEqual(expect.objectContaining({ on_hand: 4 }));
    const [reminder, ...more] = await remindersOf(part.id);
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({
      item: 'reorder',
      status: 'open',
      partId: part.id,
      branchId: world.branches.a1.id,
      vehicleId: null,
      dueDate: today(),
      raisedOn: today(),
    });

    // The inbox is written with the change: the admin and North's moderators; not the user of North,
    // not South's moderator, not one who chose South only, not company B.
    const [inAdmin] = await inboxOf(as.admin, part.id);
    expect(inAdmin).toMatchObject({
      item: 'reorder',
      status: 'open',
      vehicle_id: null,
      license_plate: null,
      part_id: part.id,
      part_number: part.number,
      part_name: 'Brake pads, front',
      part_unit: 'set',
      branch_id: world.branches.a1.id,
      branch_name: 'North',
      on_hand: 4,
      reorder_level: 5,
      issue_id: null,
      form_id: null,
      read: false,
    });
    expect(await inboxOf(as.moderator, part.id)).toHaveLength(1);
    expect(await inboxOf(clients.germanModerator, part.id)).toHaveLength(1);
    for (const client of [as.user, as.userA2, clients.southModerator, clients.southOnly, as.adminB]) {
      expect(await inboxOf(client, part.id)).toEqual([]);
    }
    // Marked read like any reminder.
    expect((await as.admin.post(`/api/notifications/${inAdmin!.id as string}/read`)).body.data).toMatchObject({ read: true });

    // An email to each of them, and one call to company A's webhook.
    const sent = await settled(reminder!.id, TOLD_OF_NORTH);
    expect(sent.map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
    expect(
      sent
        .filter((row) => row.channel === 'email')
        .map((row) => row.recipient)
        .sort(),
    ).toEqual([world.people.admin.email, world.people.moderator.email, germanModerator.email].sort());

    const [toAdmin] = await until('the admin\u2019s email', () =>
      mailsOf(world.people.admin.email, part.number).length ? mailsOf(world.people.admin.email, part.number) : undefined,
    );
    expect(toAdmin!.subject).toBe(`Fleet: reorder ${part.number} Brake pads, front for North`);
    expect(toAdmin!.text).toContain('a branch now holds fewer of this part than its reorder level');
    expect(toAdmin!.text).toContain(`North: Below the reorder level: ${part.number} Brake pads, front`);
    expect(toAdmin!.text).toContain('4 set on hand, reorder level 5 set');
    expect(toAdmin!.text).toContain(`${LINK_BASE}/dashboard/parts`);
    expect(toAdmin!.html).toContain(`href="${LINK_BASE}/dashboard/parts"`);
    const [toGerman] = await until('the German email', () =>
      mailsOf(germanModerator.email, part.number).length ? mailsOf(germanModerator.email, part.number) : undefined,
    );
    expect(toGerman!.subject).toBe(`Fleet: ${part.number} Brake pads, front für North nachbestellen`);
    expect(toGerman!.text).toContain('unter den Meldebestand gefallen');
    expect(toGerman!.text).toContain(`North: Unter Meldebestand: ${part.number} Brake pads, front`);
    expect(toGerman!.text).toContain('Bestand 4 set, Meldebestand 5 set');
    expect(toGerman!.text).toContain('Ersatzteile in Fleet öffnen');
    for (const address of [world.people.user.email, southModerator.email, southOnly.email, world.people.adminB.email]) {
      expect(mailsOf(address, part.number)).toEqual([]);
    }

    const [call, ...again] = callsOf(part.id);
    expect(again).toEqual([]);
    expect(call!.url).toBe('/company-a');
    expect(call!.headers[WEBHOOK_HEADERS.event]).toBe('reminder');
    expect(call!.headers[WEBHOOK_HEADERS.signature]).toBe(`sha256=${createHmac('sha256', secret).update(call!.rawBody).digest('hex')}`);
    const payload = webhookBody.parse(JSON.parse(call!.rawBody));
    expect(payload).toMatchObject({
      event: 'reminder',
      company_id: world.companyA.id,
      reminder: {
        id: reminder!.id,
        item: 'reorder',
        status: 'open',
        due_date: today(),
        raised_on: today(),
        vehicle: null,
        document: null,
        issue: null,
        inspection_form: null,
        part: {
          id: part.id,
          number: part.number,
          name: 'Brake pads, front',
          unit: 'set',
          on_hand: 4,
          reorder_level: 5,
          url: `${LINK_BASE}/dashboard/parts`,
        },
        branch: { id: world.branches.a1.id, name: 'North' },
      },
    });
    expect(call!.headers[WEBHOOK_HEADERS.id]).toBe(payload.id);
  });

  it('already below, or fallen again the same day, tells nobody again; a user may not move the stock at all', async () => {
    const part = await partWith(5, 6);
    await adjust(as.admin, part.id, -2);
    const [reminder] = await remindersOf(part.id);
    await settled(reminder!.id, TOLD_OF_NORTH);

    // From 4 to 3: it was below already.
    await adjust(as.moderator, part.id, -1);
    // Restocked to 13 and down to 4 again, the same day: the day's reminder stands, nothing new.
    await adjust(as.admin, part.id, 10, 'Delivery note 4471');
    await adjust(as.admin, part.id, -9);
    expect(await remindersOf(part.id)).toHaveLength(1);
    expect(await inboxOf(as.moderator, part.id)).toHaveLength(1);
    // A change at the level is not below it.
    const atLevel = await partWith(5, 7);
    await adjust(as.admin, atLevel.id, -2);
    expect(await remindersOf(atLevel.id)).toEqual([]);
    // A user of North reads the stock but does not move it (contract/permissions.ts).
    expect(
      (await as.user.post(`/api/parts/${part.id}/adjustments`, { branch_id: world.branches.a1.id, quantity: -1, reason: 'x' })).status,
    ).toBe(403);

    // Give the queue a moment: nothing more goes out for this part.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(callsOf(part.id)).toHaveLength(1);
    expect((await db.select().from(deliveries)).filter((row) => row.reminderIds.includes(reminder!.id))).toHaveLength(TOLD_OF_NORTH);
    expect(mailsOf(world.people.admin.email, part.number)).toHaveLength(1);
  });

  it("in South tells South's moderators and the admins, not North's", async () => {
    const made = await as.admin.post('/api/parts', { number: 'OIL-5W30', name: 'Engine oil 5W-30', unit: 'l', reorder_level: 20 });
    const part = made.body.data as { id: string; number: string };
    await adjust(as.admin, part.id, 25, 'Drum delivered', world.branches.a2.id);
    await adjust(clients.southModerator, part.id, -7.5, 'Topped up the trucks', world.branches.a2.id);
    expect(await inboxOf(clients.southModerator, part.id)).toMatchObject([{ branch_name: 'South', on_hand: 17.5, reorder_level: 20 }]);
    expect(await inboxOf(clients.southOnly, part.id)).toHaveLength(1);
    expect(await inboxOf(as.admin, part.id)).toHaveLength(1);
    for (const client of [as.moderator, clients.germanModerator, as.userA2, as.adminB]) expect(await inboxOf(client, part.id)).toEqual([]);
    const [reminder] = await remindersOf(part.id);
    // The admin, South's moderator and the one who chose South by email; the webhook.
    await settled(reminder!.id, 4);
    const [mail] = await until('South moderator\u2019s email', () =>
      mailsOf(southModerator.email, part.number).length ? mailsOf(southModerator.email, part.number) : undefined,
    );
    expect(mail!.text).toContain('17.50 l on hand, reorder level 20 l');
  });

  it('a work order whose completion takes the branch below tells them too', async () => {
    const part = await partWith(3, 4, 'Wiper blade');
    const opened = await as.admin.post('/api/work-orders', {
      vehicle_id: world.vehicles.a1.id,
      title: 'Wipers',
      service_type: 'Wipers',
      issued_on: today(),
      lines: [{ kind: 'part', part_id: part.id, branch_id: world.branches.a1.id, quantity: 2, unit_cost: 12 }],
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const { id, version } = opened.body.data as { id: string; version: number };
    expect(await remindersOf(part.id)).toEqual([]);
    const completed = await as.moderator.post(`/api/work-orders/${id}/complete`, { version, completed_on: today(), odometer: 60_000 });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);

    const [reminder] = await remindersOf(part.id);
    expect(reminder).toMatchObject({ item: 'reorder', branchId: world.branches.a1.id, raisedOn: today() });
    expect(await inboxOf(as.admin, part.id)).toMatchObject([{ part_name: 'Wiper blade', on_hand: 2, reorder_level: 3 }]);
    expect(await inboxOf(as.moderator, part.id)).toHaveLength(1);
    expect(await inboxOf(as.user, part.id)).toEqual([]);
    await settled(reminder!.id, TOLD_OF_NORTH);
    const call = await until('the reorder call', () => callsOf(part.id)[0]);
    expect(webhookBody.parse(JSON.parse(call.rawBody)).reminder).toMatchObject({
      item: 'reorder',
      part: { id: part.id, name: 'Wiper blade', on_hand: 2, reorder_level: 3 },
      branch: { id: world.branches.a1.id, name: 'North' },
    });
    const [mail] = await until('the moderator\u2019s email', () =>
      mailsOf(world.people.moderator.email, part.number).length ? mailsOf(world.people.moderator.email, part.number) : undefined,
    );
    expect(mail!.text).toContain('2 set on hand, reorder level 3 set');
  });

  it('a refused change tells nobody', async () => {
    const part = await partWith(5, 6);
    const refused = await as.admin.post(`/api/parts/${part.id}/adjustments`, {
      branch_id: world.branches.a1.id,
      quantity: -7,
      reason: 'x',
    });
    expect(refused.status).toBe(409);
    expect(await remindersOf(part.id)).toEqual([]);
  });

  it('restocked, and below again on a later day, tells again', async () => {
    const part = await partWith(5, 6);
    await adjust(as.admin, part.id, -3);
    const [first] = await remindersOf(part.id);
    await settled(first!.id, TOLD_OF_NORTH);

    daysAhead = 1;
    try {
      await adjust(as.admin, part.id, 10, 'Delivery note 4480');
      expect(await remindersOf(part.id)).toHaveLength(1);
      await adjust(as.moderator, part.id, -12);
      const rows = await remindersOf(part.id);
      expect(rows).toHaveLength(2);
      const second = rows.find((row) => row.id !== first!.id)!;
      expect(second).toMatchObject({ item: 'reorder', status: 'open', dueDate: today(), raisedOn: today() });
      expect(await inboxOf(as.moderator, part.id)).toHaveLength(2);
      expect((await inboxOf(as.admin, part.id)).map((entry) => entry.on_hand)).toEqual([1, 3]);
      await settled(second.id, TOLD_OF_NORTH);
      expect(await until('the second call', () => (callsOf(part.id).length === 2 ? callsOf(part.id) : undefined))).toHaveLength(2);
    } finally {
      daysAhead = 0;
    }
  });
});

describe('the words of a part to reorder', () => {
  const entry: ReminderEntry = {
    vehicleId: null,
    licensePlate: null,
    model: null,
    documentId: null,
    documentKind: null,
    employeeName: null,
    issueId: null,
    issueTitle: null,
    issuePriority: null,
    issueDescription: null,
    formName: null,
    partNumber: 'BRK-PAD-F',
    partName: 'Brake pads, front',
    partUnit: 'set',
    branchName: 'North depot',
    onHand: 2,
    reorderLevel: 5,
    item: 'reorder',
    status: 'open',
    dueDate: '2026-11-25',
    dueKm: null,
    week: 0,
  };
  const oil = { ...entry, partNumber: 'OIL-5W30', partName: 'Engine oil', partUnit: 'l', onHand: 12.5, reorderLevel: 20 };

  it('a push message names the branch and the part, says what is on hand against the level and opens the parts', () => {
    expect(pushMessage([entry], 'en')).toEqual({
      title: 'North depot: Below the reorder level: BRK-PAD-F Brake pads, front',
      body: '2 set on hand, reorder level 5 set',
      url: '/dashboard/parts',
    });
    expect(pushMessage([entry], 'de')).toMatchObject({
      title: 'North depot: Unter Meldebestand: BRK-PAD-F Brake pads, front',
      body: 'Bestand 2 set, Meldebestand 5 set',
    });
    expect(pushMessage([entry], 'al')).toMatchObject({
      title: 'North depot: Nën nivelin e ripërpotësimit: BRK-PAD-F Brake pads, front',
      body: 'gjendja 2 set, niveli i ripërpotësimit 5 set',
    });
    const two = pushMessage([entry, oil], 'en');
    expect(two.title).toBe('Fleet: 2 parts to reorder');
    expect(two.body).toContain('OIL-5W30 Engine oil, 12.50 l on hand, reorder level 20 l');
    expect(two.url).toBe('/dashboard/parts');
    expect(urgencyOf([entry])).toBe('normal');
  });

  it('an email of its own in each language, with the link to the parts', () => {
    const mail = (language: 'en' | 'de' | 'al') =>
      reorderMail({ to: 'admin@fleet.example', name: 'Ana', language, entries: [entry], linkBase: 'https://fleet.example' });
    expect(mail('al').subject).toBe('Fleet: BRK-PAD-F Brake pads, front duhet porositur për degën North depot');
    expect(mail('al').text).toContain('Përshëndetje Ana,');
    expect(mail('al').text).toContain('gjendja e kësaj pjese këmbimi në degë ra nën nivelin e ripërpotësimit');
    expect(mail('al').text).toContain('gjendja 2 set, niveli i ripërpotësimit 5 set');
    expect(mail('al').text).toContain('Hap pjesët e këmbimit në Fleet: https://fleet.example/dashboard/parts');
    expect(mail('de').text).toContain('Bestand 2 set, Meldebestand 5 set');
    const both = reorderMail({ to: 'a@fleet.example', name: 'Ana', language: 'en', entries: [oil, entry], linkBase: undefined });
    expect(both.subject).toBe('Fleet: 2 parts to reorder');
    expect(both.text.indexOf('BRK-PAD-F')).toBeLessThan(both.text.indexOf('OIL-5W30'));
    expect(both.text).not.toContain('/dashboard/parts');
  });
});
