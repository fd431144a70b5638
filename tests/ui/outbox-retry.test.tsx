import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutboxSender } from '../../src/layout/outbox/OutboxSender';
import { entriesOf, keep } from '../../src/outbox/store';
import { renderWithAdmin } from './support/renderWithAdmin';

/*
 * What waits in the outbox is tried again every 30 s while the browser believes it is online but the
 * server does not answer (docs/yard.md, Offline): a first try that finds no server leaves the record
 * waiting; the next tick sends it, once, with the key of its first try. The outbox is IndexedDB
 * (fake-indexeddb); the server is the one fetch the test answers; only the interval's clock is fake.
 */

const PERSON = '00000000-0000-4000-8000-00000000000a';

/** Until the check holds, on the real clock: testing-library's waitFor polls with the interval faked here. */
async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('did not come to hold in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the outbox, while the server does not answer', () => {
  it('tries again every 30 s, and sends the record once with the key of its first try', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await keep({
      key: 'first-try-key',
      kind: 'reading',
      employeeId: PERSON,
      vehicleId: '00000000-0000-4000-8000-0000000000f1',
      plate: 'AA 001 BB',
      body: { km: 48_100 },
      photos: [],
      madeAt: '2026-11-29T07:30:00.000Z',
    });
    const sent: Array<{ key: string | null; body: unknown }> = [];
    let serverUp = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (!String(input).endsWith('/api/meter-readings')) return new Response('{}', { status: 404 });
        if (!serverUp) throw new TypeError('Failed to fetch');
        sent.push({ key: new Headers(init?.headers).get('idempotency-key'), body: JSON.parse(String(init?.body)) });
        return new Response(JSON.stringify({ data: { id: 'r1' } }), { status: 201, headers: { 'content-type': 'application/json' } });
      }),
    );

    renderWithAdmin(<OutboxSender employeeId={PERSON} />, { role: 'user' });
    // The first try, as the screens open, finds no server: the record stays.
    await eventually(() => vi.mocked(fetch).mock.calls.length > 0);
    expect(await entriesOf(PERSON)).toHaveLength(1);

    serverUp = true;
    await vi.advanceTimersByTimeAsync(29_000);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    await eventually(async () => (await entriesOf(PERSON)).length === 0);
    expect(sent).toEqual([{ key: 'first-try-key', body: { km: 48_100 } }]);

    // Nothing waits any more: no further tick sends anything.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(1);
  });
});
