import type { PushSubscription as SavedDevice, PushSubscriptionInput } from '../../contract/schemas/push';
import { deviceName } from './deviceName';
import { bytesOfKey, isSameKey } from './keyBytes';

/*
 * Web Push on this device, for the page (docs/reminders.md, Push): whether it is on, turning it on (the
 * browser asks the person's permission then, on their tap) and off. The service worker shows what
 * arrives (src/sw/push.ts).
 */

/** What the page needs of the API (the data provider's pushCalls). */
interface PushServer {
  pushKey(): Promise<string>;
  listPushSubscriptions(): Promise<SavedDevice[]>;
  savePushSubscription(input: PushSubscriptionInput): Promise<SavedDevice>;
  deletePushSubscription(endpoint: string): Promise<void>;
}

/**
 * `unsupported`: this browser has no Web Push (an iPhone's Safari has it only for an app added to the
 * home screen), or Fleet's service worker does not run in it (a development server); `denied`: the person blocked notifications for Fleet in the browser's settings; `on`:
 * this device's subscription is the signed-in person's in Fleet; `off`: any other case.
 */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof PushManager !== 'undefined' &&
    typeof Notification !== 'undefined'
  );
}

/** The browser's subscription on this device, if there is one; none without a service worker yet. */
async function browserSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Whether Fleet's service worker is registered here: without it `serviceWorker.ready` would wait for ever. */
async function hasServiceWorker(): Promise<boolean> {
  return (await navigator.serviceWorker.getRegistration()) !== undefined;
}

/**
 * Whether this device shows the signed-in person's reminders: the browser holds a subscription and
 * Fleet keeps it as theirs. Someone else who signed in on this browser and turned it on has it, not them.
 */
export async function currentPushState(server: PushServer): Promise<PushState> {
  if (!pushSupported() || !(await hasServiceWorker())) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await browserSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  const devices = await server.listPushSubscriptions();
  return devices.some((device) => device.endpoint === subscription.endpoint) ? 'on' : 'off';
}

/**
 * Turns push on here. Called from the person's tap only: the browser's permission prompt opens now,
 * and a browser refuses one that opens by itself. An earlier subscription of this browser is kept
 * when it was made with Fleet's key (it may be a colleague's on a shared device: it becomes this
 * person's), and replaced when not.
 */
export async function subscribeToPush(server: PushServer, userAgent = navigator.userAgent): Promise<PushState> {
  // First, in the tap's own turn: Safari lets only a tap ask, and an await before it may count as later.
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  if (!(await hasServiceWorker())) return 'unsupported';
  const [registration, key] = await Promise.all([navigator.serviceWorker.ready, server.pushKey()]);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !isSameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytesOfKey(key) });
  const { endpoint, expirationTime, keys } = subscription.toJSON();
  await server.savePushSubscription({
    endpoint: endpoint ?? subscription.endpoint,
    expirationTime: expirationTime ?? null,
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
    device: deviceName(userAgent),
  });
  return 'on';
}

/** Turns push off here: Fleet forgets the device first, so that a failure leaves it on in both places, then the browser. */
export async function unsubscribeFromPush(server: PushServer): Promise<PushState> {
  const subscription = await browserSubscription();
  if (subscription) {
    await server.deletePushSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}
