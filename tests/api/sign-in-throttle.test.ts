import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { trustedProxies } from '../../server/config';
import { makeEmployee, makeWorld, PASSWORD, type World } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';

/*
 * The sign-in throttle as an attacker meets it (docs/security.md, Attacks and their answers): parallel guesses used to pass it (200 at
 * once: 199 × 401, no 429, the right password at #180 signed in); five wrong passwords from anywhere
 * locked the real user out everywhere for 15 minutes; behind TRUST_PROXY a client chose its own
 * address. Five failures per (account, address) and fifty per address, in 15 minutes.
 */

let t: TestApp;
let world: World;

beforeAll(async () => {
  t = await startTestApp({ trustProxy: 1 });
  world = await makeWorld(t.db);
});
afterAll(() => t.close());

/** A sign-in from `address`: the socket's peer, as a direct client (or the proxy) is. */
async function signInFrom(address: string, username: string, password: string, headers: Record<string, string> = {}) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: address,
    headers,
    payload: { username, password },
  });
  return answer.statusCode;
}

const victim = () => makeEmployee(t.db, { role: 'user', companyId: world.companyA.id });

describe('guesses sent in parallel', () => {
  it('200 at once: five are checked in all and every other one answers 429, the right password among them included', async () => {
    const person = await victim();
    const guesses = Array.from({ length: 200 }, (_, n) => (n === 179 ? PASSWORD : `guess ${n}`));
    const statuses = await Promise.all(guesses.map((password) => signInFrom('203.0.113.7', person.username, password)));
    // On a machine too busy to hand all 200 a connection within the pool's wait, some answer 503:
    // unchecked too. Nothing else is an answer here.
    expect(statuses.filter((status) => ![200, 401, 429, 503].includes(status))).toEqual([]);
    const checked = statuses.filter((status) => status === 401 || status === 200).length;
    expect(checked).toBeLessThanOrEqual(5);
    if (!statuses.includes(503)) expect(statuses.filter((status) => status === 429)).toHaveLength(195);
    // The right password signs in only if it was one of the five checked; the others never were.
    if (statuses[179] === 200) return;
    expect([429, 503]).toContain(statuses[179]);
    // What the burst left of the allowance, one guess at a time: five are checked in all.
    let later = 0;
    while (later <= 5 && (await signInFrom('203.0.113.7', person.username, `later ${later}`)) === 401) later += 1;
    expect(checked + later).toBe(5);
  });
});

describe('the real user', () => {
  it('is not locked out by failures from another address, and signs in from their own', async () => {
    const person = await victim();
    for (let attempt = 0; attempt < 5; attempt++) expect(await signInFrom('198.51.100.66', person.username, `guess ${attempt}`)).toBe(401);
    expect(await signInFrom('198.51.100.66', person.username, PASSWORD)).toBe(429);
    expect(await signInFrom('192.0.2.10', person.username, PASSWORD)).toBe(200);
  });

  it('the username and the email are one account: five failures across both spend one allowance', async () => {
    const person = await victim();
    for (let attempt = 0; attempt < 5; attempt++) {
      const name = attempt % 2 ? person.email.toUpperCase() : person.username;
      expect(await signInFrom('198.51.100.70', name, `guess ${attempt}`)).toBe(401);
    }
    expect(await signInFrom('198.51.100.70', person.email, PASSWORD)).toBe(429);
    expect(await signInFrom('198.51.100.70', person.username, PASSWORD)).toBe(429);
  });

  it('a success starts the pair again from nothing', async () => {
    const person = await victim();
    for (let attempt = 0; attempt < 4; attempt++) expect(await signInFrom('198.51.100.80', person.username, `guess ${attempt}`)).toBe(401);
    expect(await signInFrom('198.51.100.80', person.username, PASSWORD)).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++) expect(await signInFrom('198.51.100.80', person.username, `again ${attempt}`)).toBe(401);
    expect(await signInFrom('198.51.100.80', person.username, PASSWORD)).toBe(200);
  });
});

describe('one address guessing many accounts', () => {
  it('is stopped after fifty failures, whichever accounts they were for', async () => {
    const people = await Promise.all(Array.from({ length: 11 }, () => victim()));
    for (const person of people.slice(0, 10)) {
      for (let attempt = 0; attempt < 5; attempt++) expect(await signInFrom('203.0.113.99', person.username, `guess ${attempt}`)).toBe(401);
    }
    expect(await signInFrom('203.0.113.99', people[10]!.username, PASSWORD)).toBe(429);
    expect(await signInFrom('203.0.113.100', people[10]!.username, PASSWORD)).toBe(200);
  });
});

describe('behind a trusted proxy', () => {
  it('the address is the one the proxy saw: entries the client wrote into X-Forwarded-For do not reset the count', async () => {
    const person = await victim();
    // The proxy (the socket's peer) appends the client's real address; everything before it is the client's own writing.
    for (let attempt = 0; attempt < 5; attempt++) {
      const forged = `10.${attempt}.${attempt}.${attempt}, 192.0.2.55`;
      expect(await signInFrom('10.0.0.2', person.username, `guess ${attempt}`, { 'x-forwarded-for': forged })).toBe(401);
    }
    expect(await signInFrom('10.0.0.2', person.username, PASSWORD, { 'x-forwarded-for': '172.16.9.9, 192.0.2.55' })).toBe(429);
    // The same person from their own address is let in.
    expect(await signInFrom('10.0.0.2', person.username, PASSWORD, { 'x-forwarded-for': '192.0.2.56' })).toBe(200);
  });

  it('TRUST_PROXY reads as hops or addresses, never as "believe the whole header"', () => {
    expect(trustedProxies(undefined)).toBe(false);
    expect(trustedProxies('0')).toBe(false);
    expect(trustedProxies('1')).toBe(1);
    expect(trustedProxies('true')).toBe(1);
    expect(trustedProxies('2')).toBe(2);
    expect(trustedProxies('10.0.0.0/8, 192.168.1.1')).toEqual(['10.0.0.0/8', '192.168.1.1']);
  });
});

describe('what a throttled sign-in says', () => {
  it('429 with the message, and no session', async () => {
    const person = await victim();
    for (let attempt = 0; attempt < 5; attempt++) await signInFrom('198.51.100.90', person.username, `guess ${attempt}`);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '198.51.100.90',
      payload: { username: person.username, password: PASSWORD },
    });
    expect(answer.statusCode).toBe(429);
    expect(answer.json()).toEqual({ message: messages.tooManyAttempts });
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});
