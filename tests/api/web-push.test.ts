import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../contract/due-rules';
import { messages } from '../../contract/messages';
import type { PushMessage } from '../../contract/schemas/push';
import { todayIn } from '../../contract/time-zones';
import { buildApp } from '../../server/app';
import { pushSubject } from '../../server/config';
import { startSession } from '../../server/auth/refresh-tokens';
import { createDatabase, createPool } from '../../server/db/client';
import { beginRequestTransaction } from '../../server/db/request-transaction';
import { deliveries, notificationPreferences, pushKeys, pushSubscriptions, reminders } from '../../server/db/schema';
import { checkCompany } from '../../server/reminders/check';
import { loadPushKeys } from '../../server/reminders/push/keys';
import { sendPush } from '../../server/reminders/push/send-push';
import { Reminders } from '../../server/reminders/schedule';
import { Client, signIn } from './support/client';
import { makeBranch, makeCompany, makeEmployee, makeVehicle, makeWorld, PASSWORD, signInAll } from './support/fixtures';
import { decrypt, makeDevice, readVapid, startPushService, type Device, type Received } from './support/push-service';
import { createTestDatabase, TEST_JWT_SECRET } from './support/test-app';
import { until } from './support/until';

/*
 * Web Push (docs/reminders.md, Push), end to end with real parts: a person turns notifications on for
 * a device through the API with keys a browser would make (node:crypto here), the reminder check and
 * a new critical issue send it messages through the reminder queue, and a push service on this
 * machine receives them. The test decrypts each message itself (RFC 8291, RFC 8188) and checks its
 * VAPID token (RFC 8292) against the key the API gives browsers: what web-push wrote is held to the
 * RFCs, not to web-push. A device the push service says is gone (410) is forgotten; a push service
 * that fails for a moment is tried again. The push service is on this machine, so the app allows
 * private addresses (WEBHOOK_ALLOW_PRIVATE); without it, such addresses are refused.
 */

const SUBJECT = 'mailto:fleet@fleet.example';
/** `/flaky/…` answers 503 to its first message, `/gone/…` 410 always, anything else 201. */
const push = await startPushService((path, earlier) =>
  path.startsWith('/gone/') ? 410 : path.startsWith('/flaky/') && earlier.length === 0 ? 503 : 201,
);

const databaseUrl = await createTestDatabase();
const pool = createPool(databaseUrl, 5);
const db = createDatabase(pool);
const queue = await Reminders.start({
  databaseUrl,
  db,
  intervals: { cronSeconds: 1, pollSeconds: 0.5 },
  allowPrivateWebhooks: true,
  pushSubject: SUBJECT,
  deliveryRetry: { retryLimit: 3, retryDelay: 1, retryBackoff: true, retryDelayMax: 1 },
});
const app = await buildApp({
  pool,
  jwtSecret: TEST_JWT_SECRET,
  reminderQueue: queue,
  allowPrivateWebhooks: true,
  ...(process.env.TEST_LOG ? { logger: { level: 'error' } } : {}),
});
await app.ready();
/** The same API without WEBHOOK_ALLOW_PRIVATE, as Fleet runs unless told otherwise. */
const guarded = await buildApp({ pool, jwtSecret: TEST_JWT_SECRET });
await guarded.ready();
afterAll(async () => {
  await app.close();
  await guarded.close();
  await queue.stop();
  await pool.end();
  await push.close();
});

const world = await makeWorld(db);
const as = await signInAll(app, world);

// A company of its own for the deliveries, so that its reminders are exactly the ones made here: an
// admin who reads German, a moderator of its branch who reads Albanian, and a user of the branch.
const company = await makeCompany(db);
const branch = await makeBranch(db, company.id);
const people = {
  admin: await makeEmployee(db, { role: 'admin', companyId: company.id }),
  moderator: await makeEmployee(db, { role: 'moderator', companyId: company.id, branchIds: [branch.id] }),
  user: await makeEmployee(db, { role: 'user', companyId: company.id, branchIds: [branch.id] }),
};
await db.insert(notificationPreferences).values([
  { employeeId: people.admin.id, companyId: company.id, inApp: true, email: false, language: 'de' },
  { employeeId: people.moderator.id, companyId: company.id, inApp: true, email: false, language: 'al' },
]);
const client = {
  admin: await signIn(app, people.admin.username, PASSWORD),
  moderator: await signIn(app, people.moderator.username, PASSWORD),
  user: await signIn(app, people.user.username, PASSWORD),
};

/** A device's subscription as PushSubscription.toJSON() writes it. */
const subscriptionOf = (endpoint: string, device: Device, name: string | null = 'Chrome on Android') => ({
  endpoint,
  expirationTime: null,
  keys: { p256dh: device.p256dh, auth: device.auth },
  device: name,
});

async function turnOn(who: Client, endpoint: string, device = makeDevice(), name?: string | null) {
  const answer = await who.post('/api/push/subscriptions', subscriptionOf(endpoint, device, name));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { device, id: answer.body.data.id as string, endpoint };
}

/** The messages the push service received at the path, once there are `count`. */
const receivedAt = (path: string, count = 1) =>
  until(`${count} message(s) at ${path}`, () => {
    const found = push.received.filter((message) => message.path === path);
    return found.length >= count ? found : undefined;
  });

/** The delivery's message, decrypted and read as the service worker reads it. */
const read = (message: Received, device: Device) => JSON.parse(decrypt(message.body, device)) as PushMessage;

/** The push deliveries of these reminders, once none is pending. */
async function settledPushes(reminderIds: string[], count: number) {
  return until('the push deliveries to settle', async () => {
    const rows = (await db.select().from(deliveries).where(eq(deliveries.channel, 'push'))).filter((row) =>
      row.reminderIds.some((id) => reminderIds.includes(id)),
    );
    return rows.length === count && rows.every((row) => row.status !== 'pending') ? rows : undefined;
  });
}

const publicKey = async (who: Client = as.user) => {
  const answer = await who.get('/api/push/key');
  expect(answer.status).toBe(200);
  return answer.body.data.public_key as string;
};

/** A vehicle of the company's branch whose legislation control falls due in `days`. */
const dueIn = (days: number) =>
  makeVehicle(db, company.id, [branch.id], {
    lastLegislationControl: addMonths(addDays(todayIn('UTC'), days), -12),
    lastServiceDate: addMonths(todayIn('UTC'), -1),
    lastServiceMileage: 50_000,
  });

// Every device of the company's people, turned on through the API: the admin's phone and laptop, the
// moderator's phone at a push service that fails once, the user's phone that the push service has forgotten.
const admin = {
  phone: await turnOn(client.admin, `${push.origin}/ok/admin-phone`),
  laptop: await turnOn(client.admin, `${push.origin}/ok/admin-laptop`, makeDevice(), 'Firefox on Linux'),
};
const moderatorPhone = await turnOn(client.moderator, `${push.origin}/flaky/moderator-phone`);
const userPhone = await turnOn(client.user, `${push.origin}/gone/user-phone`);

describe('the VAPID key', () => {
  it('is an uncompressed P-256 public key, the same to everyone signed in, kept in the database', async () => {
    const key = await publicKey();
    const point = Buffer.from(key, 'base64url');
    expect(point.length).toBe(65);
    expect(point[0]).toBe(4);
    expect(await publicKey(as.superadmin)).toBe(key);
    const [kept] = await db.select().from(pushKeys);
    expect(kept!.publicKey).toBe(key);
    expect((await new Client(app).get('/api/push/key')).status).toBe(401);
  });

  it('stays the same after a restart: a second app on the same database answers it', async () => {
    const key = await publicKey();
    const secondPool = createPool(databaseUrl, 2);
    const second = await buildApp({ pool: secondPool, jwtSecret: TEST_JWT_SECRET });
    try {
      const again = await signIn(second, world.people.moderator.username, PASSWORD);
      expect((await again.get('/api/push/key')).body.data.public_key).toBe(key);
      expect((await loadPushKeys(createDatabase(secondPool))).publicKey).toBe(key);
    } finally {
      await second.close();
      await secondPool.end();
    }
  });

  it('is made once on a new database, even by two processes starting at the same moment', async () => {
    const fresh = await createTestDatabase();
    const pools = [createPool(fresh, 1), createPool(fresh, 1)];
    try {
      const [first, second] = await Promise.all(pools.map((each) => loadPushKeys(createDatabase(each))));
      expect(second).toEqual(first);
      const { rows } = await pools[0]!.query('select public_key from push_keys');
      expect(rows).toEqual([{ public_key: first!.publicKey }]);
    } finally {
      await Promise.all(pools.map((each) => each.end()));
    }
  });
});

describe('the VAPID subject', () => {
  it('is PUSH_CONTACT, else an https PUBLIC_URL, else the address of MAIL_FROM', () => {
    expect(pushSubject({ PUSH_CONTACT: 'ops@fleet.example', PUBLIC_URL: 'https://fleet.example' })).toBe('mailto:ops@fleet.example');
    expect(pushSubject({ PUSH_CONTACT: 'mailto:ops@fleet.example' })).toBe('mailto:ops@fleet.example');
    expect(pushSubject({ PUBLIC_URL: 'https://fleet.example/' })).toBe('https://fleet.example');
    expect(pushSubject({ PUBLIC_URL: 'http://fleet.local', MAIL_FROM: 'Fleet <fleet@fleet.example>' })).toBe('mailto:fleet@fleet.example');
    expect(pushSubject({})).toBe('mailto:fleet@localhost');
  });
});

describe('a reminder of the check', () => {
  it("reaches each of a person's devices, encrypted for it and signed with the key browsers subscribe with, in their language", async () => {
    const key = await publicKey();
    const first = await dueIn(5);
    const second = await dueIn(9);
    const result = await checkCompany(db, company.id, new Date(), queue.deliver);
    expect(result.reminderIds).toHaveLength(2);

    // The admin's two devices each get one message of both reminders, in German, opening the inbox.
    for (const device of [admin.phone, admin.laptop]) {
      const [message, ...more] = await receivedAt(new URL(device.endpoint).pathname);
      expect(more).toEqual([]);
      expect(message!.headers['content-encoding']).toBe('aes128gcm');
      expect(message!.headers.ttl).toBe('86400');
      expect(message!.headers.urgency).toBe('normal');
      const vapid = readVapid(message!.headers.authorization);
      expect(vapid.signed).toBe(true);
      expect(vapid.key).toBe(key);
      expect(vapid.header).toEqual({ typ: 'JWT', alg: 'ES256' });
      expect(vapid.claims.aud).toBe(push.origin);
      expect(vapid.claims.sub).toBe(SUBJECT);
      expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());
      expect(vapid.claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000);
      const shown = read(message!, device.device);
      expect(shown.title).toBe('Fleet: 2 Erinnerungen zu Ihren Fahrzeugen');
      expect(shown.body.split('\n')).toEqual(
        [
          `${first.licensePlate} (Mercedes Sprinter): Hauptuntersuchung, bald fällig, fällig am ${dayOf(first.nextLegislationControl)}`,
          `${second.licensePlate} (Mercedes Sprinter): Hauptuntersuchung, bald fällig, fällig am ${dayOf(second.nextLegislationControl)}`,
        ].sort((a, b) => a.localeCompare(b)),
      );
      expect(shown.url).toBe('/dashboard/notifications');
    }
    // A message for one device cannot be read with another's keys.
    const [phoneMessage] = await receivedAt('/ok/admin-phone');
    expect(() => decrypt(phoneMessage!.body, admin.laptop.device)).toThrow();

    // The moderator's push service refused the first try: tried again, it took it. In Albanian.
    const [refused, taken] = await receivedAt('/flaky/moderator-phone', 2);
    expect(decrypt(refused!.body, moderatorPhone.device)).toBe(decrypt(taken!.body, moderatorPhone.device));
    expect(read(taken!, moderatorPhone.device).title).toBe('Fleet: 2 kujtesa për automjetet tuaja');

    // Four deliveries, one per device, in the log under the person and the device, never the endpoint.
    const rows = await settledPushes(result.reminderIds, 4);
    const byDevice = new Map(rows.map((row) => [row.pushSubscriptionId, row]));
    expect(byDevice.get(admin.phone.id)).toMatchObject({ status: 'sent', attempts: 1, recipient: 'Test admin · Chrome on Android' });
    expect(byDevice.get(admin.laptop.id)).toMatchObject({ status: 'sent', attempts: 1, recipient: 'Test admin · Firefox on Linux' });
    expect(byDevice.get(moderatorPhone.id)).toMatchObject({ status: 'sent', attempts: 2 });
    const log = await client.admin.get('/api/notifications/deliveries?limit=100');
    expect(log.body.data.filter((row: { channel: string }) => row.channel === 'push')).toHaveLength(4);
    expect(JSON.stringify(log.body)).not.toContain(push.origin);

    // The user's push service says the device is gone: its delivery fails at once, and Fleet forgets it.
    const gone = rows.find((row) => row.employeeId === people.user.id)!;
    expect(gone).toMatchObject({ status: 'failed', attempts: 1, pushSubscriptionId: null });
    expect(gone.lastError).toContain('410');
    expect(await receivedAt('/gone/user-phone')).toHaveLength(1);
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, userPhone.id))).toEqual([]);
    expect((await client.user.get('/api/push/subscriptions')).body.data).toEqual([]);
  });

  it('of one vehicle says what and when, and opens the vehicle', async () => {
    const other = await makeCompany(db);
    const otherBranch = await makeBranch(db, other.id);
    const driver = await makeEmployee(db, { role: 'user', companyId: other.id, branchIds: [otherBranch.id] });
    const phone = await turnOn(await signIn(app, driver.username, PASSWORD), `${push.origin}/ok/driver-phone`);
    const vehicle = await makeVehicle(db, other.id, [otherBranch.id], {
      lastLegislationControl: addMonths(addDays(todayIn('UTC'), 3), -12),
      lastServiceDate: addMonths(todayIn('UTC'), -1),
      lastServiceMileage: 50_000,
    });
    await checkCompany(db, other.id, new Date(), queue.deliver);
    const [message] = await receivedAt('/ok/driver-phone');
    expect(read(message!, phone.device)).toEqual({
      title: `${vehicle.licensePlate} (Mercedes Sprinter): Legislation control`,
      body: `due soon, due on ${dayOf(vehicle.nextLegislationControl)}`,
      url: `/dashboard/vehicles/${vehicle.id}/details`,
    });
  });
});

describe('a new critical issue', () => {
  it("is pushed at once, urgent, to the vehicle's admins and moderators, opening the issue", async () => {
    const vehicle = await dueIn(200);
    const before = push.received.length;
    const answer = await client.user.post('/api/issues', {
      vehicle_id: vehicle.id,
      title: 'Brake pedal goes to the floor',
      description: 'Lost pressure on the A2',
      priority: 'critical',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const issueId = answer.body.data.id as string;
    const [reminder] = await db.select({ id: reminders.id }).from(reminders).where(eq(reminders.issueId, issueId));
    const rows = await settledPushes([reminder!.id], 3);
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    // The user who reported it has no device left, and would not be told of it anyway.
    expect(rows.map((row) => row.employeeId).sort()).toEqual([people.admin.id, people.admin.id, people.moderator.id].sort());

    const newer = () => push.received.slice(before);
    const toAdmin = await until('the admin\u2019s phone message', () => newer().find((message) => message.path === '/ok/admin-phone'));
    expect(toAdmin.headers.urgency).toBe('high');
    expect(readVapid(toAdmin.headers.authorization).signed).toBe(true);
    expect(read(toAdmin, admin.phone.device)).toEqual({
      title: `Fleet: kritischer Mangel an ${vehicle.licensePlate}, außer Betrieb`,
      body: 'Brake pedal goes to the floor\nLost pressure on the A2',
      url: `/dashboard/issues/${issueId}/show`,
    });
    const toModerator = newer().find((message) => message.path === '/flaky/moderator-phone')!;
    expect(read(toModerator, moderatorPhone.device).title).toBe(`Fleet: defekt kritik në ${vehicle.licensePlate}, jashtë shërbimit`);
  });
});

describe("a person's devices", () => {
  it('are listed to that person only, and turned off by that person only', async () => {
    const mine = await turnOn(as.moderator, `${push.origin}/ok/moderator-world`, makeDevice(), 'Safari on iPhone');
    const list = await as.moderator.get('/api/push/subscriptions');
    expect(list.body.data).toEqual([{ id: mine.id, endpoint: mine.endpoint, device: 'Safari on iPhone', createdAt: expect.any(String) }]);
    // A colleague of the same company, its admin and another company's admin see none of it.
    for (const other of [as.user, as.admin, as.adminB]) {
      expect((await other.get('/api/push/subscriptions')).body.data).toEqual([]);
      expect((await other.delete(`/api/push/subscriptions/${mine.id}`)).status).toBe(404);
      const byEndpoint = await other.delete(`/api/push/subscriptions?endpoint=${encodeURIComponent(mine.endpoint)}`);
      expect(byEndpoint.status).toBe(404);
      expect(byEndpoint.body.message).toBe(messages.notFound('Push subscription'));
    }
    expect((await as.moderator.get('/api/push/subscriptions')).body.data).toHaveLength(1);
    // A superadmin gets no reminders and keeps no devices.
    expect((await as.superadmin.get('/api/push/subscriptions')).status).toBe(403);
    expect((await as.superadmin.post('/api/push/subscriptions', subscriptionOf(`${push.origin}/ok/x`, makeDevice()))).status).toBe(403);

    const off = await as.moderator.delete(`/api/push/subscriptions?endpoint=${encodeURIComponent(mine.endpoint)}`);
    expect(off.status).toBe(200);
    expect(off.body.data.id).toBe(mine.id);
    expect((await as.moderator.get('/api/push/subscriptions')).body.data).toEqual([]);
    const again = await turnOn(as.moderator, `${push.origin}/ok/moderator-world-2`);
    expect((await as.moderator.delete(`/api/push/subscriptions/${again.id}`)).status).toBe(200);
    expect((await as.moderator.delete(`/api/push/subscriptions/${again.id}`)).status).toBe(404);
  });

  it("are under row-level security: another company's request does not see them at all", async () => {
    const mine = await turnOn(as.user, `${push.origin}/ok/user-world`);
    const { sessionId } = await startSession(db, world.people.adminB.id);
    const request = (await beginRequestTransaction(pool, db, world.people.adminB.id, sessionId))!;
    try {
      const { rows } = await request.db.execute<{ id: string }>(sql`select id from push_subscriptions`);
      expect(rows.map((row) => row.id)).not.toContain(mine.id);
    } finally {
      await request.end('rollback');
    }
  });

  it('one endpoint is one browser: turned on again there by someone else, it is theirs', async () => {
    const shared = makeDevice();
    const endpoint = `${push.origin}/ok/shared-tablet`;
    await turnOn(as.user, endpoint, shared);
    const taken = await as.adminB.post('/api/push/subscriptions', subscriptionOf(endpoint, shared, 'Chrome on Android'));
    expect(taken.status).toBe(200);
    expect((await as.user.get('/api/push/subscriptions')).body.data.map((row: { endpoint: string }) => row.endpoint)).not.toContain(
      endpoint,
    );
    expect((await as.adminB.get('/api/push/subscriptions')).body.data.map((row: { endpoint: string }) => row.endpoint)).toContain(endpoint);
  });

  it('a message still waiting for a device that someone else has turned on since is not sent to them', async () => {
    const endpoint = `${push.origin}/ok/passed-on`;
    const { id } = await turnOn(as.user, endpoint);
    const [waiting] = await db
      .insert(deliveries)
      .values({
        companyId: world.companyA.id,
        channel: 'push',
        recipient: 'Test user · Chrome on Android',
        employeeId: world.people.user.id,
        pushSubscriptionId: id,
        reminderIds: [],
      })
      .returning();
    expect((await as.moderator.post('/api/push/subscriptions', subscriptionOf(endpoint, makeDevice()))).status).toBe(200);
    await sendPush(db, waiting!.id, { lastTry: false, keys: () => loadPushKeys(db), subject: SUBJECT, allowPrivate: true });
    const [after] = await db.select().from(deliveries).where(eq(deliveries.id, waiting!.id));
    expect(after).toMatchObject({ status: 'failed', lastError: 'The device is someone else’s now' });
    expect(push.received.filter((message) => message.path === '/ok/passed-on')).toEqual([]);
  });

  it('keep the ten turned on last', async () => {
    const employee = await makeEmployee(db, { role: 'user', companyId: world.companyA.id, branchIds: [world.branches.a1.id] });
    const who = await signIn(app, employee.username, PASSWORD);
    const made = [];
    for (let index = 0; index < 11; index++) made.push(await turnOn(who, `${push.origin}/ok/many-${index}`));
    const kept = (await who.get('/api/push/subscriptions')).body.data.map((row: { endpoint: string }) => row.endpoint);
    expect(kept).toHaveLength(10);
    expect(kept).not.toContain(made[0]!.endpoint);
    expect(kept[0]).toBe(made[10]!.endpoint);
  });
});

describe('a subscription that is not right', () => {
  const valid = () => subscriptionOf('https://93.184.215.14/push/v2/abc', makeDevice());

  it.each([
    ['no endpoint', { endpoint: undefined }, 'endpoint', messages.pushEndpoint],
    ['an endpoint that is no address', { endpoint: 'not a url' }, 'endpoint', messages.pushEndpoint],
    ['an endpoint of another scheme', { endpoint: 'ftp://93.184.215.14/push' }, 'endpoint', messages.pushEndpoint],
    ['an endpoint with credentials', { endpoint: 'https://user:secret@93.184.215.14/push' }, 'endpoint', messages.pushEndpoint],
    ['no keys', { keys: undefined }, 'keys', messages.pushKeys],
    ['a p256dh of the wrong length', { keys: { p256dh: 'BAAA', auth: makeDevice().auth } }, 'keys.p256dh', messages.pushKeys],
    ['an auth of the wrong length', { keys: { p256dh: makeDevice().p256dh, auth: 'abc' } }, 'keys.auth', messages.pushKeys],
    ['a device name too long', { device: 'x'.repeat(101) }, 'device', messages.tooLong(100)],
  ])('is refused with 400: %s', async (_name, change, field, message) => {
    const answer = await as.user.post('/api/push/subscriptions', { ...valid(), ...change });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.errors).toContainEqual({ field, message });
  });

  it('whose p256dh is no point on P-256 is refused with 400, though its form is right', async () => {
    const point = Buffer.from(makeDevice().p256dh, 'base64url');
    point[64] = point[64]! ^ 1;
    const answer = await as.user.post('/api/push/subscriptions', {
      ...valid(),
      keys: { p256dh: point.toString('base64url'), auth: makeDevice().auth },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'keys.p256dh', message: messages.pushKeys }]);
  });

  it('at a private or local address, or over plain http, is refused unless WEBHOOK_ALLOW_PRIVATE says otherwise', async () => {
    const who = await signIn(guarded, world.people.user.username, PASSWORD);
    const refused: Array<[string, string]> = [
      ['http://93.184.215.14/push', messages.pushEndpoint],
      [`${push.origin.replace('http:', 'https:')}/ok/x`, messages.webhookPrivateAddress],
      ['https://10.0.0.7/push', messages.webhookPrivateAddress],
      ['https://169.254.169.254/latest/meta-data', messages.webhookPrivateAddress],
      ['https://[::1]/push', messages.webhookPrivateAddress],
      ['https://[fd00::1]/push', messages.webhookPrivateAddress],
      ['https://localhost/push', messages.webhookPrivateAddress],
    ];
    for (const [endpoint, message] of refused) {
      const answer = await who.post('/api/push/subscriptions', subscriptionOf(endpoint, makeDevice()));
      expect(answer.status, endpoint).toBe(400);
      expect(answer.body.errors, endpoint).toEqual([{ field: 'endpoint', message }]);
    }
    const publicAddress = await who.post('/api/push/subscriptions', valid());
    expect(publicAddress.status).toBe(201);
    await who.delete(`/api/push/subscriptions/${publicAddress.body.data.id}`);
  });

  it('to turn off names an endpoint that is an address', async () => {
    expect((await as.user.delete('/api/push/subscriptions')).status).toBe(400);
    expect((await as.user.delete('/api/push/subscriptions?endpoint=nothing')).status).toBe(400);
    expect((await as.user.delete('/api/push/subscriptions/not-an-id')).status).toBe(400);
  });
});

/** A day as the messages write it (contract/formats.ts): dd.MM.yyyy. */
function dayOf(isoDay: string | null): string {
  const [year, month, day] = isoDay!.split('-');
  return `${day}.${month}.${year}`;
}
