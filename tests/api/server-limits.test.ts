import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { buildApp } from '../../server/app';
import { createPool } from '../../server/db/client';
import { TEST_JWT_SECRET, startTestApp, type TestApp } from './support/test-app';

/*
 * What a server owes the machine it runs on (docs/security.md, Attacks and their answers): a client that trickles its request is cut
 * off with 408 instead of holding a socket for ever (300 such sockets were held 150 s), and health
 * says whether the database answers.
 */

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await startTestApp({ timeouts: { headersMs: 800, requestMs: 1_500, checkEveryMs: 200 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** A socket that sends `head`, then one byte of `drip` every 100 ms; resolves with what came back and when it closed. */
function trickle(head: string, drip: string): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < drip.length && !socket.destroyed) socket.write(drip[sent++]!);
    }, 100);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
  });
}

describe('slow clients', () => {
  it('a sign-in body sent a byte at a time is cut off with 408, on every one of 50 sockets', async () => {
    const body = JSON.stringify({ username: 'someone', password: 'x'.repeat(200) });
    const head = `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const results = await Promise.all(Array.from({ length: 50 }, () => trickle(head, body)));
    for (const result of results) {
      // The body would take 20 s at this pace; the server ends it at its request time limit.
      expect(result.closedAfterMs).toBeLessThan(10_000);
      expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
    }
    expect(bodyOf(results[0]!.answer)).toEqual({ message: messages.requestTooSlow });
  });

  it('headers that never end are cut off too', async () => {
    const result = await trickle('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: ' + 'a'.repeat(200));
    expect(result.closedAfterMs).toBeLessThan(10_000);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('meanwhile and afterwards, requests sent at once are answered', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(answer.status).toBe(200);
  });
});

/** Sends `request` as raw bytes and resolves with the whole answer. */
function sendRaw(request: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(answer));
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('requests that are not HTTP as it should be', () => {
  it('an address pasted with a character it may not hold (…) answers 400 in Fleet’s shape, not "Client Error"', async () => {
    const answer = await sendRaw(Buffer.from('GET /api/overview?branchId=… HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', 'utf8'));
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(bodyOf(answer)).toEqual({ message: messages.malformedUrl });
  });

  it('a broken request and headers too large answer 400 and 431, each with its message', async () => {
    const broken = await sendRaw(Buffer.from('GET /api/health HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n'));
    expect(broken).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(broken)).toEqual({ message: messages.malformedRequest });
    const large = await sendRaw(Buffer.from(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`));
    expect(large).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(large)).toEqual({ message: messages.headersTooLarge });
  });
});

describe('health', () => {
  it('answers ok when the database does', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    // A port nothing listens on: the database is gone.
    const pool = createPool('postgres://postgres@127.0.0.1:1/none', 1);
    const app = await buildApp({ pool, jwtSecret: TEST_JWT_SECRET });
    try {
      const answer = await app.inject({ method: 'GET', url: '/api/health' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    } finally {
      await app.close();
      await pool.end();
    }
  });
});
