import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { signIn } from './support/client';
import { makeWorld, PASSWORD, type World } from './support/fixtures';
import { vehicleCreate } from './support/valid-requests';
import { listenOnPool, startTestApp, type ListeningApp, type TestApp } from './support/test-app';

/*
 * Every signed-in request holds a connection for its transaction (docs/architecture.md, Request path).
 * A client that goes away before its request reaches the handler must not take that connection with
 * it: the benchmark's load ended with six connections idle in a transaction nobody would end, and
 * after enough of them the pool had none left and every request answered 503. Nor may a client that
 * sends its body slowly hold one: ten such clients would have held the whole pool (docs/security.md,
 * Slow bodies).
 */

let t: TestApp;
let world: World;
let fleet: ListeningApp;
let pool: pg.Pool;
let port: number;
let cookie: string;
let moderatorCookie: string;

beforeAll(async () => {
  t = await startTestApp();
  world = await makeWorld(t.db);
  // One connection, so that a request can be made to wait for it.
  fleet = await listenOnPool(t.databaseUrl, 1, { timeouts: { headersMs: 5_000, requestMs: 5_000, checkEveryMs: 200 } });
  ({ pool, port } = fleet);
  const client = await signIn(t.app, world.people.admin.username, PASSWORD);
  cookie = client.cookieHeader;
  moderatorCookie = (await signIn(t.app, world.people.moderator.username, PASSWORD)).cookieHeader;
});

afterAll(async () => {
  await fleet.close();
  await t.close();
});

interface Opening {
  body?: string;
  declaredLength?: number;
  contentType?: string;
  as?: string;
}

/** A socket that sends the head of a request and as much of its body as given, and stays open. */
function openRequest(method: string, path: string, opening: Opening = {}): Promise<net.Socket> {
  const { body = '', declaredLength = body.length, contentType = 'application/json', as = cookie } = opening;
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${as}\r\nContent-Type: ${contentType}\r\nContent-Length: ${declaredLength}\r\n\r\n${body}`,
      );
      resolve(socket);
    });
    socket.on('error', () => undefined);
  });
}

/** The status line of the socket's answer. */
function statusOf(socket: net.Socket): Promise<number> {
  return new Promise((resolve, reject) => {
    socket.once('data', (chunk: Buffer) => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(chunk.toString('latin1'))?.[1])));
    socket.once('close', () => reject(new Error('closed without an answer')));
  });
}

async function untilPoolIsFree() {
  for (let tries = 0; tries < 200; tries++) {
    if (pool.totalCount > 0 && pool.idleCount === pool.totalCount && pool.waitingCount === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the connection did not come back: ${pool.idleCount} of ${pool.totalCount} idle, ${pool.waitingCount} waiting`);
}

async function transactionsLeftOpen(): Promise<number> {
  const { rows } = await t.pool.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
  );
  return rows[0]!.n;
}

const recordBody = () =>
  JSON.stringify({ service_type: 'Tyres', service_date: '2026-06-01', cost: 1, mileage: 1, notes: null, vehicle_id: world.vehicles.a1.id });

describe('a client that sends its body slowly', () => {
  it('holds no connection while the body comes in, and is answered once it has', async () => {
    const body = recordBody();
    const socket = await openRequest('POST', '/api/general-maintenances', { body: body.slice(0, 10), declaredLength: body.length });
    const answer = statusOf(socket);
    // Signed in and allowed, the request now waits for its body: the only connection stays free for others.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const meanwhile = await fetch(`http://127.0.0.1:${port}/api/vehicles`, { headers: { cookie } });
    expect(meanwhile.status).toBe(200);
    expect(await transactionsLeftOpen()).toBe(0);
    socket.write(body.slice(10));
    expect(await answer).toBe(201);
    socket.destroy();
    await untilPoolIsFree();
  });

  it('holds no connection while a multipart upload comes in', async () => {
    const boundary = 'fleet-test-boundary';
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="dryRun"\r\n\r\ntrue\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="records.csv"\r\nContent-Type: text/csv\r\n\r\n` +
      `service_type,service_date,cost,mileage,notes,vehicle_license_plate\r\nTyres,2026-06-01,10,100,,${world.vehicles.a1.licensePlate}\r\n--${boundary}--\r\n`;
    const socket = await openRequest('POST', '/api/general-maintenances/import', {
      body: body.slice(0, 120),
      declaredLength: Buffer.byteLength(body),
      contentType: `multipart/form-data; boundary=${boundary}`,
    });
    const answer = statusOf(socket);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const meanwhile = await fetch(`http://127.0.0.1:${port}/api/vehicles`, { headers: { cookie } });
    expect(meanwhile.status).toBe(200);
    socket.write(body.slice(120));
    expect(await answer).toBe(200);
    socket.destroy();
    await untilPoolIsFree();
  });

  it('is refused when its role changed while the body came in', async () => {
    const { json } = vehicleCreate(world.companyA.id, world.branches.a1.id) as { json: Record<string, unknown> };
    const body = JSON.stringify({ ...json, license_plate: 'SLOW 1' });
    const socket = await openRequest('POST', '/api/vehicles', { body: body.slice(0, 5), declaredLength: body.length, as: moderatorCookie });
    const answer = statusOf(socket);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.pool.query(`update employees set role = 'user' where id = $1`, [world.people.moderator.id]);
    try {
      socket.write(body.slice(5));
      expect(await answer).toBe(403);
    } finally {
      await t.pool.query(`update employees set role = 'moderator' where id = $1`, [world.people.moderator.id]);
      socket.destroy();
    }
    const { rows } = await t.pool.query(`select 1 from vehicles where license_plate = 'SLOW 1'`);
    expect(rows).toHaveLength(0);
  });
});

describe('a CSV export', () => {
  it('needs one connection, not two: it is answered on a pool of one', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/api/vehicles/export.csv`, { headers: { cookie } });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain(world.vehicles.a1.licensePlate);
    await untilPoolIsFree();
    expect(await transactionsLeftOpen()).toBe(0);
  });

  it('answers a HEAD with its headers and gives its connection back', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/api/vehicles/export.csv`, { method: 'HEAD', headers: { cookie } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="vehicles-\d{4}-\d{2}-\d{2}\.csv"$/);
    await untilPoolIsFree();
  });
});

describe('a client that goes away', () => {
  it('while its body is still coming in: nothing is left open', async () => {
    const body = recordBody();
    const socket = await openRequest('POST', '/api/general-maintenances', { body: body.slice(0, 10), declaredLength: body.length });
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.destroy();
    await untilPoolIsFree();
    expect(await transactionsLeftOpen()).toBe(0);
  });

  it('while it waits for a connection: the transaction it begins later ends too', async () => {
    // The test holds the only connection, so the request waits for it.
    const held = await pool.connect();
    const waiting = await openRequest('GET', '/api/vehicles');
    try {
      await expect.poll(() => pool.waitingCount, { timeout: 10_000 }).toBe(1);
      waiting.destroy();
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      // Given back, the connection goes to the request that went away, which begins and must end.
      held.release();
    }
    await untilPoolIsFree();
    expect(await transactionsLeftOpen()).toBe(0);
  });

  it('leaves the server answering as before', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/api/vehicles`, { headers: { cookie } });
    expect(answer.status).toBe(200);
  });
});
