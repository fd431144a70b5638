import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { WEBHOOK_HEADERS, webhookBody } from '../../contract/schemas/webhook';
import { buildApp } from '../../server/app';
import { createDatabase, createPool } from '../../server/db/client';
import { Reminders } from '../../server/reminders/schedule';
import { makeWorld, signInAll } from './support/fixtures';
import { createTestDatabase, TEST_JWT_SECRET } from './support/test-app';
import { until } from './support/until';

/*
 * Completing a work order tells the company's webhooks at once (docs/work-orders.md): the event
 * `work_order.completed`, signed like every call, to a real HTTP receiver, written in the completing
 * transaction and sent by the reminder queue after it commits. A completion refused (stock ran out)
 * tells nobody; another company's receiver hears nothing.
 */
const LINK_BASE = 'https://fleet.example';

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
const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

const databaseUrl = await createTestDatabase();
const pool = createPool(databaseUrl, 5);
const db = createDatabase(pool);
const queue = await Reminders.start({
  databaseUrl,
  db,
  intervals: { cronSeconds: 1, pollSeconds: 0.5 },
  linkBase: () => LINK_BASE,
  allowPrivateWebhooks: true,
  deliveryRetry: { retryLimit: 3, retryDelay: 1, retryBackoff: true, retryDelayMax: 1 },
});
const app = await buildApp({ pool, jwtSecret: TEST_JWT_SECRET, reminderQueue: queue, allowPrivateWebhooks: true });
await app.ready();
afterAll(async () => {
  await app.close();
  await queue.stop();
  await pool.end();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const world = await makeWorld(db);
const as = await signInAll(app, world);
const hook = await as.admin.post('/api/webhooks', { url: `${hookUrl}/company-a` });
expect(hook.status, JSON.stringify(hook.body)).toBe(201);
const secret = hook.body.data.secret as string;
expect((await as.adminB.post('/api/webhooks', { url: `${hookUrl}/company-b` })).status).toBe(201);
const vendor = (await as.admin.post('/api/vendors', { name: 'Autohaus Krasniqi' })).body.data as { id: string };

const TODAY = new Date().toISOString().slice(0, 10);
const callsOf = (workOrderId: string) => calls.filter((call) => call.rawBody.includes(workOrderId));

describe('work_order.completed', () => {
  it('is a signed call to the company’s receivers with the work order, its costs, its vehicle and its record', async () => {
    const issue = (await as.admin.post('/api/issues', { vehicle_id: world.vehicles.a1.id, title: 'Brakes grind' })).body.data as {
      id: string;
    };
    const opened = await as.admin.post('/api/work-orders', {
      vehicle_id: world.vehicles.a1.id,
      title: 'Front brakes',
      service_type: 'Brakes',
      vendor_id: vendor.id,
      issued_on: TODAY,
      issue_ids: [issue.id],
      lines: [
        { kind: 'labour', description: 'Fit', hours: 1, rate: 70 },
        { kind: 'part', description: 'Pads', quantity: 1, unit_cost: 64.9 },
        { kind: 'other', description: 'Disposal', amount: 8.5 },
      ],
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const { id, version } = opened.body.data as { id: string; version: number };
    expect(callsOf(id)).toEqual([]);
    const completed = await as.admin.post(`/api/work-orders/${id}/complete`, { version, completed_on: TODAY, odometer: 52_500 });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);

    const [call] = await until('the call of the completed work order', () => (callsOf(id).length ? callsOf(id) : undefined));
    expect(call!.headers[WEBHOOK_HEADERS.event]).toBe('work_order.completed');
    expect(call!.headers[WEBHOOK_HEADERS.signature]).toBe(`sha256=${createHmac('sha256', secret).update(call!.rawBody).digest('hex')}`);
    const body = webhookBody.parse(JSON.parse(call!.rawBody));
    expect(body).toMatchObject({
      event: 'work_order.completed',
      company_id: world.companyA.id,
      reminder: null,
      work_order: {
        id,
        title: 'Front brakes',
        record_kind: 'general',
        service_type: 'Brakes',
        completed_on: TODAY,
        odometer: 52_500,
        vendor: { id: vendor.id, name: 'Autohaus Krasniqi' },
        labour_cost: 70,
        parts_cost: 64.9,
        other_cost: 8.5,
        total_cost: 143.4,
        issue_ids: [issue.id],
        maintenance_record: completed.body.data.maintenance_record,
        vehicle: { id: world.vehicles.a1.id, license_plate: world.vehicles.a1.licensePlate },
        url: `${LINK_BASE}/dashboard/work-orders/${id}/show`,
      },
    });
    expect(calls.filter((other) => other.rawBody.includes(id) && other !== call)).toEqual([]);
    // The admins' log of deliveries shows the call, as sent, with no reminder of its own.
    const log = await until('the delivery marked sent', async () => {
      const rows = (await as.admin.get('/api/notifications/deliveries?limit=100')).body.data as Array<{
        channel: string;
        status: string;
        reminders: number;
      }>;
      return rows.find((row) => row.channel === 'webhook' && row.status === 'sent');
    });
    expect(log.reminders).toBe(0);
  });

  it('is not sent for a completion that was refused', async () => {
    const part = (await as.admin.post('/api/parts', { number: 'HOOK-1', name: 'Hooked', unit: 'piece' })).body.data as { id: string };
    const opened = await as.admin.post('/api/work-orders', {
      vehicle_id: world.vehicles.a1.id,
      title: 'No stock',
      service_type: 'x',
      issued_on: TODAY,
      lines: [{ kind: 'part', part_id: part.id, branch_id: world.branches.a1.id, quantity: 1, unit_cost: 1 }],
    });
    const { id, version } = opened.body.data as { id: string; version: number };
    expect((await as.admin.post(`/api/work-orders/${id}/complete`, { version, completed_on: TODAY, odometer: 52_600 })).status).toBe(409);
    // The first test's call arrived within the queue's poll; wait as long again for one that must not come.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(callsOf(id)).toEqual([]);
  });
});
