import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { buildApp } from '../../server/app';
import { createPool } from '../../server/db/client';
import { Client, signIn } from './support/client';
import { makeWorld, PASSWORD, type World } from './support/fixtures';
import { TEST_JWT_SECRET, startTestApp, type TestApp } from './support/test-app';

/*
 * The database going away (docs/security.md, Attacks and their answers: the embedded PostgreSQL killed, and the server died on an
 * unhandled 57P01 on a checked-out connection). Here a real TCP relay stands between the server and
 * its database, and is cut and restored: the server keeps running, answers 503 meanwhile, and
 * recovers on its own.
 */

/** A TCP relay to PostgreSQL that can be cut (every connection dropped, none accepted) and restored. */
class Relay {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open() {
    this.server = net.createServer((incoming) => {
      const outgoing = net.connect(this.target.port, this.target.host);
      for (const socket of [incoming, outgoing]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      incoming.pipe(outgoing).pipe(incoming);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async cut() {
    const closed = new Promise<void>((resolve) => this.server!.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

let t: TestApp;
let world: World;
let relay: Relay;
let pool: pg.Pool;
let app: FastifyInstance;
const connectionErrors: Error[] = [];

beforeAll(async () => {
  t = await startTestApp();
  world = await makeWorld(t.db);
  const direct = new URL(t.databaseUrl);
  relay = new Relay({ host: direct.hostname, port: Number(direct.port || 5432) });
  await relay.open();
  const relayed = new URL(t.databaseUrl);
  relayed.hostname = '127.0.0.1';
  relayed.port = String(relay.port);
  pool = createPool(relayed.toString(), 4, (error) => connectionErrors.push(error));
  app = await buildApp({ pool, jwtSecret: TEST_JWT_SECRET });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await pool.end().catch(() => undefined);
  await t.close();
});

describe('the database going away and coming back', () => {
  it('the server lives through it, answers 503 meanwhile, and recovers by itself', async () => {
    const admin = await signIn(app, world.people.admin.username, PASSWORD);
    expect((await admin.get('/api/vehicles')).status).toBe(200);

    // A connection checked out between two statements, as a request in a transaction holds it.
    const held = await pool.connect();
    await held.query('select 1');

    await relay.cut();
    // The held connection's error is heard (unheard, it ended the process) and the pool's idle ones too.
    await expect.poll(() => connectionErrors.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect(held.query('select 1')).rejects.toThrow();
    held.release(true);

    for (const answer of [
      await admin.get('/api/vehicles'),
      await new Client(app).post('/api/auth/login', { username: world.people.user.username, password: PASSWORD }),
    ]) {
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ message: messages.databaseUnavailable });
      expect(answer.headers['retry-after']).toBe('5');
    }
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);

    await relay.open();
    await expect.poll(async () => (await admin.get('/api/vehicles')).status, { timeout: 15_000 }).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await new Client(app).post('/api/auth/login', { username: world.people.user.username, password: PASSWORD })).status).toBe(200);
  });

  it('a database that does not answer at all fails the request in seconds, not never', async () => {
    // A listener that accepts and never speaks: the connection attempt times out.
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentPool = createPool(`postgres://postgres@127.0.0.1:${(silent.address() as AddressInfo).port}/none`, 1);
    const silentApp = await buildApp({ pool: silentPool, jwtSecret: TEST_JWT_SECRET });
    try {
      const started = Date.now();
      const answer = await silentApp.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'someone', password: 'whatever' },
      });
      expect(answer.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      await silentApp.close();
      await silentPool.end().catch(() => undefined);
      silent.close();
    }
  }, 30_000);
});
