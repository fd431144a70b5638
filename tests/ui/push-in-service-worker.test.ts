import { describe, expect, it, vi } from 'vitest';
import { addressToOpen, listenForPush, readPushMessage } from '../../src/sw/push';

/*
 * The service worker's side of Web Push (src/sw/push.ts): a message is shown as a notification with
 * Fleet's icon, and a tap opens what it is about in a window of Fleet's, never anywhere else. The
 * scope is a stand-in with the few parts the handlers use.
 */

const ORIGIN = 'https://fleet.example';

interface Handlers {
  push?: (event: unknown) => void;
  notificationclick?: (event: unknown) => void;
}

function scope(windows: Array<{ url: string; navigable?: boolean }> = []) {
  const handlers: Handlers = {};
  const opened: string[] = [];
  const focused: string[] = [];
  const clients = windows.map((window) => {
    const client = {
      url: window.url,
      focus: vi.fn(async () => {
        focused.push(client.url);
        return client;
      }),
      navigate: vi.fn(async (url: string) => {
        if (window.navigable === false) throw new TypeError('not controlled');
        client.url = url;
        return client;
      }),
    };
    return client;
  });
  const sw = {
    location: { origin: ORIGIN },
    addEventListener: (type: keyof Handlers, handler: (event: unknown) => void) => (handlers[type] = handler),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      matchAll: vi.fn(async () => clients),
      openWindow: vi.fn(async (url: string) => {
        opened.push(url);
        return null;
      }),
    },
  };
  listenForPush(sw as unknown as ServiceWorkerGlobalScope);
  /** Dispatches an event and waits for what it asked to be waited for. */
  const dispatch = async (type: keyof Handlers, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    handlers[type]!({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  return { sw, dispatch, opened, focused, clients };
}

const tap = (url: unknown) => ({ notification: { data: { url }, close: vi.fn() } });

describe('a push message', () => {
  it('is shown with its title, its lines, Fleet’s icon and where a tap leads', async () => {
    const { sw, dispatch } = scope();
    const message = { title: 'Fleet: 2 reminders about your vehicles', body: 'AA 123 BB…\nBB 456 CC…', url: '/dashboard/notifications' };
    await dispatch('push', { data: { text: () => JSON.stringify(message) } });
    expect(sw.registration.showNotification).toHaveBeenCalledWith(message.title, {
      body: message.body,
      icon: '/icons/icon-192.png',
      data: { url: message.url },
    });
  });

  it('that cannot be read still shows Fleet, opening the inbox', () => {
    expect(readPushMessage('not json')).toEqual({ title: 'Fleet', body: 'not json', url: '/dashboard/notifications' });
    expect(readPushMessage(undefined)).toEqual({ title: 'Fleet', body: '', url: '/dashboard/notifications' });
    expect(readPushMessage(JSON.stringify({ title: 3, body: null }))).toEqual({
      title: 'Fleet',
      body: '',
      url: '/dashboard/notifications',
    });
  });
});

describe('a tap on a notification', () => {
  it('focuses the window that shows its address already', async () => {
    const { dispatch, focused, opened } = scope([{ url: `${ORIGIN}/dashboard` }, { url: `${ORIGIN}/dashboard/issues/i1/show` }]);
    await dispatch('notificationclick', tap('/dashboard/issues/i1/show'));
    expect(focused).toEqual([`${ORIGIN}/dashboard/issues/i1/show`]);
    expect(opened).toEqual([]);
  });

  it("else brings a window of Fleet's to its address, else opens one", async () => {
    const one = scope([{ url: `${ORIGIN}/dashboard` }]);
    await one.dispatch('notificationclick', tap('/dashboard/vehicles/v1/details'));
    expect(one.clients[0]!.url).toBe(`${ORIGIN}/dashboard/vehicles/v1/details`);
    expect(one.opened).toEqual([]);

    const uncontrolled = scope([{ url: `${ORIGIN}/dashboard`, navigable: false }]);
    await uncontrolled.dispatch('notificationclick', tap('/dashboard/vehicles/v1/details'));
    expect(uncontrolled.opened).toEqual([`${ORIGIN}/dashboard/vehicles/v1/details`]);

    const none = scope([]);
    await none.dispatch('notificationclick', tap('/dashboard/vehicles/v1/details'));
    expect(none.opened).toEqual([`${ORIGIN}/dashboard/vehicles/v1/details`]);
  });

  it('opens only an address of Fleet’s own', () => {
    expect(addressToOpen('https://evil.example/phish', ORIGIN)).toBe(`${ORIGIN}/dashboard/notifications`);
    expect(addressToOpen('//evil.example/phish', ORIGIN)).toBe(`${ORIGIN}/dashboard/notifications`);
    expect(addressToOpen(undefined, ORIGIN)).toBe(`${ORIGIN}/dashboard/notifications`);
    expect(addressToOpen('/dashboard/documents', ORIGIN)).toBe(`${ORIGIN}/dashboard/documents`);
  });
});
