import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../contract/due-rules';
import { MAX_WEBHOOKS, messages } from '../../contract/messages';
import { webhookBody } from '../../contract/schemas/webhook';
import { todayIn } from '../../contract/time-zones';
import { deliveries, documents, reminders as remindersTable } from '../../server/db/schema';
import { Reminders } from '../../server/reminders/schedule';
import { makeVehicle } from './support/fixtures';
import { expectFailure } from './support/maintenance-suite';
import { worldTest } from './support/world';
import { until } from './support/until';

/*
 * Webhooks (docs/reminders.md, Webhooks): managed by a company's admins, each new reminder is a JSON
 * POST to every enabled one, signed with its secret (X-Fleet-Signature: sha256=HMAC of the raw body),
 * with the delivery's id and the moment in headers and in the signed body; a receiver that fails is
 * tried again with backoff, and the log shows status, tries and the last error. The receiver here is a
 * real HTTP server on this machine, so the app allows private addresses (WEBHOOK_ALLOW_PRIVATE);
 * webhook-addresses.test.ts checks the refusals without it.
 */
const LINK_BASE = 'https://fleet.example';
const { t, world, as } = await worldTest({ allowPrivateWebhooks: true });

interface Call {
  path: string;
  headers: http.IncomingHttpHeaders;
  rawBody: string;
}
/** Every call the receiver got; `/ok` answers 204, `/down` 500 always, `/flaky` 503 to a delivery's first two tries. */
const calls: Call[] = [];
const receiver = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const call = { path: request.url ?? '', headers: request.headers, rawBody: Buffer.concat(chunks).toString('utf8') };
    calls.push(call);
    const tries = calls.filter(
      (earlier) => earlier.path === call.path && earlier.headers['x-fleet-delivery'] === call.headers['x-fleet-delivery'],
    );
    const status = call.path === '/down' ? 500 : call.path === '/flaky' && tries.length <= 2 ? 503 : 204;
    response.writeHead(status).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const running: Reminders[] = [];
afterEach(async () => {
  for (const reminders of running.splice(0)) await reminders.stop();
});
async function startReminders() {
  const reminders = await Reminders.start({
    databaseUrl: t.databaseUrl,
    db: t.db,
    intervals: { cronSeconds: 1, pollSeconds: 0.5 },
    linkBase: () => LINK_BASE,
    allowPrivateWebhooks: true,
    deliveryRetry: { retryLimit: 3, retryDelay: 1, retryBackoff: true, retryDelayMax: 1 },
  });
  running.push(reminders);
  return reminders;
}

/** The webhook deliveries of the company once none is pending any more. */
const settledWebhookDeliveries = (companyId: string, atLeast: number) =>
  until('the webhook deliveries to settle', async () => {
    const rows = (await t.db.select().from(deliveries).where(eq(deliveries.companyId, companyId))).filter(
      (row) => row.channel === 'webhook',
    );
    return rows.length >= atLeast && rows.every((row) => row.status !== 'pending') ? rows : undefined;
  });

/** A vehicle of company A, branch A1, whose legislation control falls due in `days` (as of the real today). */
const dueSoonVehicle = (days: number) =>
  makeVehicle(t.db, world.companyA.id, [world.branches.a1.id], {
    lastLegislationControl: addMonths(addDays(todayIn('Europe/Tirane'), days), -12),
    lastServiceMileage: 45_000,
  });

const signed = (secret: string, rawBody: string) => `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;

async function addWebhook(client: typeof as.admin, body: Record<string, unknown>) {
  const answer = await client.post('/api/webhooks', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { id: string; secret: string; secret_hint: string; version: number; url: string };
}

describe('managing webhooks', () => {
  it('an admin adds one: Fleet makes its secret and answers it once; reading it shows only its end', async () => {
    const created = await addWebhook(as.admin, { url: `${base}/ok`, description: 'Dispatch board' });
    expect(created.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(created.secret_hint).toBe(`…${created.secret.slice(-4)}`);
    const read = await as.admin.get(`/api/webhooks/${created.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      url: `${base}/ok`,
      description: 'Dispatch board',
      enabled: true,
      secret_hint: created.secret_hint,
    });
    expect(read.body.data).not.toHaveProperty('secret');
    const list = await as.admin.get('/api/webhooks');
    expect(list.body.data.map((row: { id: string }) => row.id)).toContain(created.id);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
  });

  it('takes a secret of its own, and a new one on a change (answered once); an old version is refused', async () => {
    const created = await addWebhook(as.admin, { url: `${base}/ok`, secret: 'a-secret-of-our-own-1234' });
    expect(created.secret).toBe('a-secret-of-our-own-1234');
    const changed = await as.admin.put(`/api/webhooks/${created.id}`, {
      url: `${base}/ok?v=2`,
      enabled: false,
      secret: 'the-next-secret-5678',
      version: created.version,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({
      url: `${base}/ok?v=2`,
      enabled: false,
      secret: 'the-next-secret-5678',
      secret_hint: '…5678',
    });
    const unchanged = await as.admin.put(`/api/webhooks/${created.id}`, {
      url: `${base}/ok`,
      enabled: true,
      version: changed.body.data.version,
    });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.data).not.toHaveProperty('secret');
    expect(unchanged.body.data.secret_hint).toBe('…5678');
    const stale = await as.admin.put(`/api/webhooks/${created.id}`, { url: `${base}/ok`, enabled: true, version: created.version });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('record_changed');
  });

  it('refuses what is no web address, a URL with a password in it, and a short secret, on the field', async () => {
    for (const url of ['ftp://example.com/hook', 'not a url', 'https://user:pass@example.com/hook', 'javascript:alert(1)', '']) {
      const answer = await as.admin.post('/api/webhooks', { url });
      expect(answer.status, url).toBe(400);
      expect(answer.body.errors, url).toContainEqual({ field: 'url', message: url === '' ? messages.required : messages.webhookUrl });
    }
    expectFailure(await as.admin.post('/api/webhooks', { url: `${base}/ok`, secret: 'short' }), 400, messages.webhookSecret, 'secret');
    expect((await as.admin.post('/api/webhooks', { url: `${base}/ok`, enabled: 'yes' })).status).toBe(400);
    // A change must say whether it is on: left out, a paused webhook would turn back on.
    const paused = await addWebhook(as.admin, { url: `${base}/ok`, enabled: false });
    expectFailure(
      await as.admin.put(`/api/webhooks/${paused.id}`, { url: `${base}/ok`, version: paused.version }),
      400,
      messages.trueOrFalse,
      'enabled',
    );
  });

  it('takes at most twenty per company', async () => {
    for (const row of (await as.admin.get('/api/webhooks?limit=100')).body.data) await as.admin.delete(`/api/webhooks/${row.id}`);
    for (let index = 0; index < MAX_WEBHOOKS; index += 1) await addWebhook(as.admin, { url: `${base}/ok?n=${index}` });
    expectFailure(await as.admin.post('/api/webhooks', { url: `${base}/ok?n=too-many` }), 409, messages.webhookLimit);
    // Another company counts its own.
    await addWebhook(as.adminB, { url: `${base}/ok?company=b` });
    for (const row of (await as.admin.get('/api/webhooks?limit=100')).body.data) await as.admin.delete(`/api/webhooks/${row.id}`);
  });

  it('is for the company’s admins only: other roles are refused, another company’s admin finds none of them', async () => {
    const created = await addWebhook(as.admin, { url: `${base}/ok` });
    for (const client of [as.moderator, as.user, as.superadmin]) {
      expect((await client.get('/api/webhooks')).status).toBe(403);
      expect((await client.post('/api/webhooks', { url: `${base}/ok` })).status).toBe(403);
      expect((await client.post(`/api/webhooks/${created.id}/test`)).status).toBe(403);
    }
    const notFound = messages.notFound('Webhook');
    expectFailure(await as.adminB.get(`/api/webhooks/${created.id}`), 404, notFound);
    expectFailure(await as.adminB.put(`/api/webhooks/${created.id}`, { url: `${base}/ok`, enabled: true, version: 1 }), 404, notFound);
    expectFailure(await as.adminB.delete(`/api/webhooks/${created.id}`), 404, notFound);
    expectFailure(await as.adminB.post(`/api/webhooks/${created.id}/test`), 404, notFound);
    expect((await as.adminB.get('/api/webhooks')).body.data.map((row: { id: string }) => row.id)).not.toContain(created.id);
    expect((await as.admin.delete(`/api/webhooks/${created.id}`)).status).toBe(200);
    expectFailure(await as.admin.get(`/api/webhooks/${created.id}`), 404, notFound);
  });
});

describe('the test call', () => {
  it('is a signed POST the receiver can check: HMAC-SHA256 of the raw body, id and time in headers and body', async () => {
    const created = await addWebhook(as.admin, { url: `${base}/ok` });
    const before = calls.length;
    const answer = await as.admin.post(`/api/webhooks/${created.id}/test`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual({ delivered: true, status_code: 204, error: null });
    const [call, ...more] = calls.slice(before);
    expect(more).toEqual([]);
    expect(call!.headers['content-type']).toBe('application/json');
    expect(call!.headers['x-fleet-signature']).toBe(signed(created.secret, call!.rawBody));
    expect(call!.headers['x-fleet-signature']).not.toBe(signed('another-secret-entirely', call!.rawBody));
    const body = webhookBody.parse(JSON.parse(call!.rawBody));
    expect(body).toMatchObject({ event: 'test', company_id: world.companyA.id, reminder: null });
    expect(call!.headers['x-fleet-delivery']).toBe(body.id);
    expect(call!.headers['x-fleet-event']).toBe('test');
    expect(Number(call!.headers['x-fleet-timestamp'])).toBe(Math.floor(Date.parse(body.sent_at) / 1000));
    expect(Math.abs(Date.now() / 1000 - Number(call!.headers['x-fleet-timestamp']))).toBeLessThan(120);
  });

  it('says what the receiver answered when it refuses, and why when nobody answers', async () => {
    const down = await addWebhook(as.admin, { url: `${base}/down` });
    expect((await as.admin.post(`/api/webhooks/${down.id}/test`)).body.data).toEqual({
      delivered: false,
      status_code: 500,
      error: 'The receiver answered HTTP 500',
    });
    // A port nobody listens on: the one a server just let go of.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const nobody = await addWebhook(as.admin, { url: `http://127.0.0.1:${port}/hook` });
    const answer = (await as.admin.post(`/api/webhooks/${nobody.id}/test`)).body.data;
    expect(answer).toMatchObject({ delivered: false, status_code: null });
    expect(answer.error).toContain('ECONNREFUSED');
  });
});

describe('reminders to webhooks', () => {
  it('each new reminder is one call to every enabled webhook of its company, signed, with its vehicle and link; the log says sent', async () => {
    // Only the webhooks of this test: the earlier tests' are deleted.
    for (const row of (await as.admin.get('/api/webhooks?limit=100')).body.data) await as.admin.delete(`/api/webhooks/${row.id}`);
    const on = await addWebhook(as.admin, { url: `${base}/ok?hook=on` });
    await addWebhook(as.admin, { url: `${base}/ok?hook=off`, enabled: false });
    await addWebhook(as.adminB, { url: `${base}/ok?hook=company-b` });
    const vehicle = await dueSoonVehicle(5);
    // An employee's document: its call names the document and its holder, and no vehicle.
    const [licence] = await t.db
      .insert(documents)
      .values({
        companyId: world.companyA.id,
        employeeId: world.people.user.id,
        kind: 'driving_licence',
        expiresOn: addDays(todayIn('UTC'), 8),
      })
      .returning();
    const before = calls.length;
    const reminders = await startReminders();
    await reminders.checkNow(world.companyA.id);
    const sent = await settledWebhookDeliveries(world.companyA.id, 2);
    expect(sent.map((row) => row.status)).toEqual(sent.map(() => 'sent'));
    // The log names the receiver by its origin: the path and query, where receivers keep tokens, stay out of it.
    expect(sent.every((row) => row.recipient === `${base}/…` && row.webhookId === on.id && row.attempts === 1)).toBe(true);
    const got = calls.slice(before);
    expect(got.map((call) => call.path)).toEqual(sent.map(() => '/ok?hook=on'));
    for (const call of got) expect(call.headers['x-fleet-signature']).toBe(signed(on.secret, call.rawBody));
    const bodies = got.map((call) => webhookBody.parse(JSON.parse(call.rawBody)));
    expect(bodies.map((body) => body.id).sort()).toEqual(sent.map((row) => row.id).sort());
    const ofVehicle = bodies.find((body) => body.reminder?.vehicle?.id === vehicle.id);
    expect(ofVehicle).toMatchObject({
      event: 'reminder',
      company_id: world.companyA.id,
      reminder: {
        item: 'legislation',
        status: 'soon',
        week: 0,
        vehicle: { license_plate: vehicle.licensePlate, url: `${LINK_BASE}/dashboard/vehicles/${vehicle.id}/details` },
      },
    });
    expect(bodies.find((body) => body.reminder?.document?.id === licence!.id)).toMatchObject({
      reminder: {
        item: 'document',
        status: 'soon',
        due_date: addDays(todayIn('UTC'), 8),
        vehicle: null,
        document: {
          kind: 'driving_licence',
          employee: { id: world.people.user.id, name: `${world.people.user.firstName} ${world.people.user.lastName}` },
          url: `${LINK_BASE}/dashboard/documents`,
        },
      },
    });
    // The admins read the same in the log.
    const log = await as.admin.get('/api/notifications/deliveries?limit=100');
    expect(log.body.data.filter((row: { channel: string }) => row.channel === 'webhook')).toHaveLength(sent.length);
  });

  it('a receiver that fails is tried again, with the same id, until it takes the call; one that never does is marked failed with why', async () => {
    for (const row of (await as.admin.get('/api/webhooks?limit=100')).body.data) await as.admin.delete(`/api/webhooks/${row.id}`);
    const flaky = await addWebhook(as.admin, { url: `${base}/flaky` });
    const down = await addWebhook(as.admin, { url: `${base}/down` });
    const vehicle = await dueSoonVehicle(6);
    const reminders = await startReminders();
    await reminders.checkNow(world.companyA.id);
    // The calls about this test's vehicle (run alone, the check raises the world's vehicles' reminders too).
    const rows = await until('both deliveries to settle', async () => {
      const ofVehicle = await t.db.select({ id: remindersTable.id }).from(remindersTable).where(eq(remindersTable.vehicleId, vehicle.id));
      const ids = new Set(ofVehicle.map((row) => row.id));
      const all = (await t.db.select().from(deliveries).where(eq(deliveries.companyId, world.companyA.id))).filter(
        (row) => row.channel === 'webhook' && ids.has(row.reminderIds[0]!),
      );
      return all.length === 2 && all.every((row) => row.status !== 'pending') ? all : undefined;
    });
    const toFlaky = rows.find((row) => row.webhookId === flaky.id)!;
    expect(toFlaky).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    const triesOfFlaky = calls.filter((call) => call.path === '/flaky' && call.headers['x-fleet-delivery'] === toFlaky.id);
    expect(triesOfFlaky).toHaveLength(3);
    for (const call of triesOfFlaky) expect(call.headers['x-fleet-signature']).toBe(signed(flaky.secret, call.rawBody));
    // Three tries after the first (retryLimit 3), then it counts as failed.
    expect(rows.find((row) => row.webhookId === down.id)).toMatchObject({
      status: 'failed',
      attempts: 4,
      lastError: 'The receiver answered HTTP 500',
    });
  });
});
