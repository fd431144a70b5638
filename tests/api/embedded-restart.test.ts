import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import {
  CLEANUP_TIMEOUT_MS,
  embeddedPostmaster,
  isAlive,
  newDataDir,
  sleep,
  startFleet,
  stopAllFleets,
  stopFleet,
} from './support/fleet-process';
import { HttpClient, signInOver } from './support/http-client';

/*
 * docs/operations.md, When the embedded PostgreSQL stops by itself: the embedded PostgreSQL killed under a running
 * Fleet (kill -9 of its postmaster). Fleet
 * used to die with it; then it lived on, answering 503 forever, since nothing started PostgreSQL
 * again. Now Fleet starts it again itself (server/db/keep-embedded-running.ts), and gives up with a
 * clear message when it will not stay up. tests/api/database-outage.test.ts covers a database behind
 * a cut network, in process.
 */

const TEST_TIMEOUT_MS = 180_000;
/** Longer than the restart policy's five attempts (1 + 2 + 4 + 8 + 16 s) on a busy machine. */
const GIVE_UP_TIMEOUT_MS = 120_000;
/** An answer slower than this is a hang: the pool gives up connecting after 5 s. */
const ANSWER_WITHIN_MS = 15_000;

afterAll(stopAllFleets, CLEANUP_TIMEOUT_MS);

interface Probe {
  url: string;
  status: number;
  body: unknown;
  retryAfter: string | null;
}

/**
 * Asks `urls` over and over, each in a loop of its own, until stopped; every answer is kept, and a
 * request that fails or takes longer than ANSWER_WITHIN_MS is kept as an error.
 */
function probe(client: HttpClient, urls: string[]) {
  const answers: Probe[] = [];
  const errors: string[] = [];
  let running = true;
  const loops = urls.map(async (url) => {
    while (running) {
      try {
        const answer = await client.send('GET', url, undefined, ANSWER_WITHIN_MS);
        answers.push({ url, status: answer.status, body: answer.body, retryAfter: answer.headers.get('retry-after') });
      } catch (error) {
        errors.push(`${url}: ${(error as Error).message}`);
      }
      await sleep(20);
    }
  });
  return {
    answers,
    errors,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function waitFor(what: string, condition: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(50);
  }
}

describe('the embedded PostgreSQL killed under a running Fleet', () => {
  it(
    'Fleet lives on, answers 503 meanwhile, starts it again by itself, and writes and keeps again',
    async () => {
      const dataDir = await newDataDir();
      const fleet = await startFleet(dataDir);
      const admin = await signInOver(fleet.url, 'admin', 'demo1234');
      const [vehicle] = (await admin.get('/api/vehicles?page=1&limit=1')).body.data;
      const before = await embeddedPostmaster(dataDir);

      const probes = probe(admin, ['/api/health', '/api/vehicles?page=1&limit=1', '/api/general-maintenances?page=1&limit=1']);
      await sleep(200);
      process.kill(before.pid, 'SIGKILL');
      const sawOutage = () => probes.answers.some((answer) => answer.url === '/api/health' && answer.status === 503);
      await waitFor('health answers 503', sawOutage, 30_000);
      const outageSeenAt = probes.answers.length;
      await waitFor(
        'health answers 200 again',
        () => probes.answers.slice(outageSeenAt).some((answer) => answer.url === '/api/health' && answer.status === 200),
        60_000,
      );
      await probes.stop();

      expect(fleet.exit()).toBeUndefined();
      expect(probes.errors).toEqual([]);
      const unavailable = probes.answers.filter((answer) => answer.status !== 200);
      expect(unavailable.length).toBeGreaterThan(0);
      for (const answer of unavailable) {
        expect(answer.status).toBe(503);
        if (answer.url === '/api/health') expect(answer.body).toEqual({ status: 'unavailable', database: 'unreachable' });
        else expect(answer).toMatchObject({ body: { message: messages.databaseUnavailable }, retryAfter: '5' });
      }
      expect(unavailable.some((answer) => answer.url !== '/api/health')).toBe(true);

      const after = await embeddedPostmaster(dataDir);
      expect(after.pid).not.toBe(before.pid);
      expect(after.port).toBe(before.port);
      expect(isAlive(after.pid)).toBe(true);
      expect(fleet.output()).toContain('the embedded PostgreSQL stopped while Fleet was running');
      expect(fleet.output()).toContain('the embedded PostgreSQL is running again');

      const created = await admin.post('/api/general-maintenances', {
        service_type: 'Inspection after the restart',
        service_date: new Date().toISOString().slice(0, 10),
        cost: 42.5,
        mileage: vehicle.mileage + 5,
        notes: null,
        vehicle_id: vehicle.id,
      });
      expect(created.status).toBe(201);

      // A clean stop still stops the PostgreSQL it started again, and the record is there at the next start.
      expect(await stopFleet(fleet)).toEqual({ code: 0, signal: null });
      expect(isAlive(after.pid)).toBe(false);
      const next = await startFleet(dataDir);
      const kept = await admin.on(next.url).get(`/api/general-maintenances/${created.body.data.id}`);
      expect(kept.status).toBe(200);
      expect(kept.body.data).toMatchObject({ service_type: 'Inspection after the restart', cost: 42.5 });
      expect(await stopFleet(next)).toEqual({ code: 0, signal: null });
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'one that will not start again: five attempts, then Fleet stops with a clear message',
    async () => {
      const dataDir = await newDataDir();
      const fleet = await startFleet(dataDir, { FLEET_DEMO_DATA: '0' });
      // The running PostgreSQL read its settings at start; any start after this one fails on them.
      await fs.appendFile(path.join(dataDir, 'pg', 'postgresql.conf'), '\nthis line is not a setting\n');
      process.kill((await embeddedPostmaster(dataDir)).pid, 'SIGKILL');

      await waitFor('health answers 503', async () => (await fetch(`${fleet.url}/api/health`)).status === 503, 30_000);
      const exit = await Promise.race([fleet.exited, sleep(GIVE_UP_TIMEOUT_MS).then(() => undefined)]);
      expect(exit, fleet.output()).toEqual({ code: 1, signal: null });
      const output = fleet.output();
      expect(output.match(/the embedded PostgreSQL did not start again/g)).toHaveLength(5);
      // Each failed start says why, in PostgreSQL's words.
      expect(output).toContain('postgresql.conf\\" contains errors');
      expect(output).toContain('Fleet is stopping: the embedded PostgreSQL does not stay up: it was started again 5 times within 60 s');
    },
    TEST_TIMEOUT_MS,
  );
});
