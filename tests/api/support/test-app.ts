import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp, type AppOptions } from '../../../server/app';
import { createDatabase, createPool, type Database } from '../../../server/db/client';
import { withDatabase } from './global-setup';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestApp {
  app: FastifyInstance;
  pool: pg.Pool;
  db: Database;
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * A Fleet API on a database of its own, cloned from the migrated template: real PostgreSQL, no mocks,
 * and no test file can see another's rows. Call in beforeAll, close in afterAll.
 */
export async function startTestApp(options: Partial<Omit<AppOptions, 'pool'>> = {}): Promise<TestApp> {
  const databaseUrl = await createTestDatabase();
  const pool = createPool(databaseUrl, 5);
  const app = await buildApp({
    pool,
    jwtSecret: TEST_JWT_SECRET,
    ...(process.env.TEST_LOG ? { logger: { level: 'error' } } : {}),
    ...options,
  });
  await app.ready();
  return {
    app,
    pool,
    db: createDatabase(pool),
    databaseUrl,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}

/** Fleet serving on a port of its own, on a pool the test sizes. */
export interface ListeningApp {
  app: FastifyInstance;
  pool: pg.Pool;
  port: number;
  /** `http://127.0.0.1:<port>` */
  base: string;
  close(): Promise<void>;
}

/**
 * A second Fleet on a test's database, listening on a free port with a pool of `connections`: for
 * tests that make requests wait for a connection, over real sockets.
 */
export async function listenOnPool(
  databaseUrl: string,
  connections: number,
  options: Partial<Omit<AppOptions, 'pool'>> = {},
): Promise<ListeningApp> {
  const pool = createPool(databaseUrl, connections);
  const app = await buildApp({ pool, jwtSecret: TEST_JWT_SECRET, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    pool,
    port,
    base: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}

/**
 * A database of the test's own, migrated (a clone of the template), on the tests' PostgreSQL: its URL.
 * The run's teardown drops it (global-setup.ts).
 */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = inject('adminDatabaseUrl');
  const database = `fleet_t_${inject('runId')}_${randomBytes(4).toString('hex')}`;
  const admin = createPool(adminUrl, 1);
  try {
    await cloneTemplate(admin, database, inject('templateDatabase'));
  } finally {
    await admin.end();
  }
  return withDatabase(adminUrl, database);
}

/** Two files cloning at the same instant can collide on the template's lock; one retry settles it. */
async function cloneTemplate(admin: pg.Pool, database: string, template: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${database} template ${template}`);
      return;
    } catch (error) {
      if (attempt >= 5 || !String((error as Error).message).includes('is being accessed by other users')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * (attempt + 1)));
    }
  }
}

/**
 * Noon UTC of a calendar day: the same day in every company's time zone from UTC−11 to UTC+11, so a
 * test that fixes "today" reads it back in any company.
 */
export const middayUtc = (day: string): Date => new Date(`${day}T12:00:00Z`);
