import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { buildApp } from '../../server/app';
import { createPool } from '../../server/db/client';
import { signIn } from './support/client';
import { makeWorld, PASSWORD, type World } from './support/fixtures';
import { TEST_JWT_SECRET, startTestApp, type TestApp } from './support/test-app';

/*
 * Every signed-in request holds a connection for its transaction (docs/architecture.md, Request path).
 * A client that goes away before its request reaches the handler must not take that connection with
 * it: the benchmark's load ended with six connections idle in a transaction nobody would end, and
 * after enough of them the pool had none left and every request answered 503.
 */

let t: TestApp;
let world: World;
let pool: pg.Pool;
let app: Awaited<ReturnType<typeof buildApp>>;
let port: number;
let cookie: string;

beforeAll(async () => {
  t = await startTestApp();
  world = await makeWorld(t.db);
  // One connection, so that a request can be made to wait for it.
  pool = createPool(t.databaseUrl, 1);
  app = await buildApp({ pool, jwtSecret: TEST_JWT_SECRET, timeouts: { headersMs: 5_000, requestMs: 5_000, checkEveryMs: 200 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  const client = await signIn(t.app, world.people.admin.username, PASSWORD);
  cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
});
afterAll(async () => {
  await app.close();
  await pool.end();
  await t.close();
});

/** A socket that sends the head of a request and as much of its body as given, and stays open. */
function openRequest(method: string, path: string, body = '', declaredLength = body.length): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nContent-Type: application/json\r\nContent-Length: ${declaredLength}\r\n\r\n${body}`,
      );
      resolve(socket);
    });
    socket.on('error', () => undefined);
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

describe('a client that goes away', () => {
  it('while its body is still coming in: its transaction ends and the connection comes back', async () => {
    const body = recordBody();
    const socket = await openRequest('POST', '/api/general-maintenances', body.slice(0, 10), body.length);
    // The request has begun its transaction and waits for the rest of the body.
    await expect.poll(() => pool.idleCount, { timeout: 10_000 }).toBe(0);
    socket.destroy();
    await untilPoolIsFree();
    expect(await transactionsLeftOpen()).toBe(0);
  });

  it('while it waits for a connection: the transaction it begins later ends too', async () => {
    const body = recordBody();
    // The first request holds the only connection while its body trickles in.
    const holder = await openRequest('POST', '/api/general-maintenances', body.slice(0, 10), body.length);
    await expect.poll(() => pool.idleCount, { timeout: 10_000 }).toBe(0);
    // The second waits for it, and goes away while it waits.
    const waiting = await openRequest('GET', '/api/vehicles');
    await expect.poll(() => pool.waitingCount, { timeout: 10_000 }).toBe(1);
    waiting.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The first finishes its body and is answered; then the second gets the connection, begins, and must end.
    holder.write(body.slice(10));
    await new Promise((resolve) => holder.once('data', resolve));
    holder.destroy();
    await untilPoolIsFree();
    expect(await transactionsLeftOpen()).toBe(0);
  });

  it('leaves the server answering as before', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/api/vehicles`, { headers: { cookie } });
    expect(answer.status).toBe(200);
  });
});
