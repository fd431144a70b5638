import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SidebarFooter } from '../../src/layout/sidebar/SidebarFooter';
import { SidebarProvider } from '../../src/layout/sidebar/sidebarState';
import { entriesOf, keep } from '../../src/outbox/store';
import type { OutboxEntry } from '../../src/outbox/entry';
import { renderWithAdmin } from './support/renderWithAdmin';
import { readUserData } from '../../src/authProvider/userData';

/*
 * Signing out with records waiting on the device (docs/yard.md, Offline) asks first: keep them and sign
 * out (they stay, to be sent at the next sign-in here), discard them and sign out (gone, never sent), or
 * cancel (still signed in, nothing ended). The outbox is IndexedDB (fake-indexeddb here); the sign-out
 * call is the one fetch the test answers.
 */

const PERSON = '00000000-0000-4000-8000-00000000000a';

const waiting = (plate: string): Omit<OutboxEntry, 'id'> => ({
  key: crypto.randomUUID(),
  kind: 'reading',
  employeeId: PERSON,
  vehicleId: '00000000-0000-4000-8000-0000000000v1',
  plate,
  body: { km: 48_100 },
  photos: [],
  madeAt: '2026-11-29T07:30:00.000Z',
});

let signOuts = 0;

beforeEach(async () => {
  await keep(waiting('AA 001 BB'));
  await keep(waiting('AA 002 BB'));
  signOuts = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      if (String(input).endsWith('/api/auth/log-out')) {
        signOuts += 1;
        return new Response(null, { status: 204 });
      }
      return new Response(JSON.stringify({ message: `unexpected ${String(input)}` }), { status: 500 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function askToSignOut() {
  const user = userEvent.setup();
  renderWithAdmin(
    <SidebarProvider>
      <SidebarFooter />
    </SidebarProvider>,
    { role: 'user' },
  );
  await user.click(await screen.findByRole('button', { name: 'Sign out' }, { timeout: 10_000 }));
  const ask = await screen.findByRole('dialog', { name: 'Records wait on this device' }, { timeout: 10_000 });
  expect(ask).toHaveTextContent('2 records you made have not reached Fleet yet.');
  return { user, ask };
}

describe('signing out with records waiting', () => {
  it('keeps them: signed out, and both still on the device for the next sign-in here', async () => {
    const { user, ask } = await askToSignOut();
    await user.click(within(ask).getByRole('button', { name: 'Keep them and sign out' }));
    await waitFor(() => expect(signOuts).toBe(1), { timeout: 10_000 });
    await waitFor(() => expect(readUserData()).toBeNull(), { timeout: 10_000 });
    expect((await entriesOf(PERSON)).map((entry) => entry.plate)).toEqual(['AA 001 BB', 'AA 002 BB']);
  });

  it('discards them: signed out, and nothing of theirs left to send', async () => {
    const { user, ask } = await askToSignOut();
    await user.click(within(ask).getByRole('button', { name: 'Discard them and sign out' }));
    await waitFor(() => expect(signOuts).toBe(1), { timeout: 10_000 });
    await waitFor(() => expect(readUserData()).toBeNull(), { timeout: 10_000 });
    expect(await entriesOf(PERSON)).toEqual([]);
  });

  it('cancel: still signed in, and both still waiting', async () => {
    const { user, ask } = await askToSignOut();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    expect(signOuts).toBe(0);
    expect(readUserData()).not.toBeNull();
    expect(await entriesOf(PERSON)).toHaveLength(2);
  });
});
