import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PushSubscription as SavedDevice } from '../../contract/schemas/push';
import { PushSwitch } from '../../src/pages/reminder-settings/PushSwitch';
import { renderWithAdmin } from './support/renderWithAdmin';

/*
 * "Notifications on this device" (docs/reminders.md, Push): the browser's permission is asked only
 * when the person taps the switch, the subscription made then is the one Fleet is given, and a tap
 * off forgets it in Fleet and in the browser. jsdom has no Web Push: the browser's side is a stand-in
 * that keeps what it was asked, as Chromium's does.
 */

const KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const ENDPOINT = 'https://push.example/v2/this-device';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/** The browser's Web Push as far as the page uses it: permission, the service worker's push manager. */
function browserWithPush(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  let subscription: PushSubscription | null = null;
  const browser = {
    permission,
    requestPermission: vi.fn(async () => {
      browser.permission = answer;
      return answer;
    }),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      const key = options.applicationServerKey as Uint8Array;
      subscription = {
        endpoint: ENDPOINT,
        options: { applicationServerKey: key.buffer, userVisibleOnly: true },
        toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'BDevice', auth: 'an-auth-secret' } }),
        unsubscribe: vi.fn(async () => {
          subscription = null;
          return true;
        }),
      } as unknown as PushSubscription;
      return subscription;
    }),
    current: () => subscription,
  };
  const registration = {
    pushManager: { getSubscription: async () => subscription, subscribe: browser.subscribe },
  };
  vi.stubGlobal('Notification', {
    get permission() {
      return browser.permission;
    },
    requestPermission: browser.requestPermission,
  });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  Object.defineProperty(navigator, 'userAgent', { configurable: true, value: ANDROID_CHROME });
  return browser;
}

/** Fleet's side: the devices it keeps for the signed-in person. */
function fleetWith(devices: SavedDevice[] = []) {
  const kept = [...devices];
  return {
    kept,
    pushKey: vi.fn(async () => KEY),
    listPushSubscriptions: vi.fn(async () => kept),
    savePushSubscription: vi.fn(async (input: { endpoint: string; device?: string | null }) => {
      const saved = { id: 'd1', endpoint: input.endpoint, device: input.device ?? null, createdAt: '2026-11-29T10:00:00Z' };
      kept.push(saved);
      return saved;
    }),
    deletePushSubscription: vi.fn(async (endpoint: string) => {
      kept.splice(
        kept.findIndex((device) => device.endpoint === endpoint),
        1,
      );
    }),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (navigator as unknown as Record<string, unknown>).serviceWorker;
  delete (navigator as unknown as Record<string, unknown>).userAgent;
});

const theSwitch = () => screen.findByRole('switch', { name: 'Notifications on this device' });

describe('notifications on this device', () => {
  it('asks the browser only on a tap, and gives Fleet the subscription made with its key', async () => {
    const browser = browserWithPush('default');
    const fleet = fleetWith();
    renderWithAdmin(<PushSwitch />, { dataProvider: fleet });
    const control = await theSwitch();
    await waitFor(() => expect(control).toBeEnabled());
    expect(control).not.toBeChecked();
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(control);
    await waitFor(() => expect(control).toBeChecked());
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const [options] = browser.subscribe.mock.calls[0]!;
    expect(options.userVisibleOnly).toBe(true);
    expect(Buffer.from(options.applicationServerKey as Uint8Array).toString('base64url')).toBe(KEY);
    expect(fleet.savePushSubscription).toHaveBeenCalledWith({
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: { p256dh: 'BDevice', auth: 'an-auth-secret' },
      device: 'Chrome on Android',
    });
    expect(await screen.findByText('Notifications are on for this device')).toBeInTheDocument();
  });

  it('shows on where Fleet keeps this browser’s subscription, and a tap turns it off in Fleet and the browser', async () => {
    const browser = browserWithPush('granted');
    const fleet = fleetWith();
    await browser.subscribe({ applicationServerKey: Buffer.from(KEY, 'base64url') });
    fleet.kept.push({ id: 'd1', endpoint: ENDPOINT, device: 'Chrome on Android', createdAt: '2026-11-29T10:00:00Z' });
    renderWithAdmin(<PushSwitch />, { dataProvider: fleet });
    const control = await theSwitch();
    await waitFor(() => expect(control).toBeChecked());

    await userEvent.click(control);
    await waitFor(() => expect(control).not.toBeChecked());
    expect(fleet.deletePushSubscription).toHaveBeenCalledWith(ENDPOINT);
    expect(browser.current()).toBeNull();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('shows off where this browser’s subscription is someone else’s in Fleet', async () => {
    const browser = browserWithPush('granted');
    await browser.subscribe({ applicationServerKey: Buffer.from(KEY, 'base64url') });
    renderWithAdmin(<PushSwitch />, { dataProvider: fleetWith() });
    const control = await theSwitch();
    await waitFor(() => expect(control).toBeEnabled());
    expect(control).not.toBeChecked();
  });

  it('says so when the person blocks notifications at the prompt, and when the browser has no Web Push', async () => {
    browserWithPush('default', 'denied');
    const fleet = fleetWith();
    const { unmount } = renderWithAdmin(<PushSwitch />, { dataProvider: fleet });
    const control = await theSwitch();
    await waitFor(() => expect(control).toBeEnabled());
    await userEvent.click(control);
    expect(await screen.findByText(/Notifications are blocked for Fleet in this browser’s settings/)).toBeInTheDocument();
    expect(control).toBeDisabled();
    expect(fleet.savePushSubscription).not.toHaveBeenCalled();
    unmount();

    vi.unstubAllGlobals();
    delete (navigator as unknown as Record<string, unknown>).serviceWorker;
    renderWithAdmin(<PushSwitch />, { dataProvider: fleetWith() });
    expect(await screen.findByText(/This browser cannot show notifications from Fleet/)).toBeInTheDocument();
    expect(await theSwitch()).toBeDisabled();
  });
});
