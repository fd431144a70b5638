import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { messages } from '../../contract/messages';
import { buildApp } from '../../server/app';
import { TEST_JWT_SECRET, startTestApp, type TestApp } from './support/test-app';

/*
 * A deadlock between two transactions is nobody's mistake, and the same request sent again goes
 * through: it answers 503 with Retry-After, never 500. The soak (docs/soak.md) once met one.
 */

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await startTestApp();
  app = await buildApp({ pool: t.pool, jwtSecret: TEST_JWT_SECRET });
  // A route that meets a real deadlock: two connections each lock a row the other then wants.
  app.get('/test/deadlock', async () => {
    await t.pool.query('create table if not exists deadlock_rows (id int primary key)');
    await t.pool.query('insert into deadlock_rows values (1), (2) on conflict do nothing');
    const [first, second] = [await t.pool.connect(), await t.pool.connect()];
    try {
      await first.query('begin');
      await second.query('begin');
      await first.query('select 1 from deadlock_rows where id = 1 for update');
      await second.query('select 1 from deadlock_rows where id = 2 for update');
      const outcomes = await Promise.allSettled([
        first.query('select 1 from deadlock_rows where id = 2 for update'),
        second.query('select 1 from deadlock_rows where id = 1 for update'),
      ]);
      const failed = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
      return { deadlock: false };
    } finally {
      await first.query('rollback');
      await second.query('rollback');
      first.release();
      second.release();
    }
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('a deadlock', () => {
  it('answers 503 with Retry-After and a sentence to try again', async () => {
    const answer = await app.inject({ method: 'GET', url: '/test/deadlock' });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('1');
    expect(answer.json()).toEqual({ message: messages.concurrentChange });
  });
});
