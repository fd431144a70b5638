/// <reference lib="webworker" />
import type { PushMessage } from '../../contract/schemas/push';

/*
 * Web Push in the service worker (docs/reminders.md, Push): each message Fleet sends a device is
 * shown as a notification, and a tap on it opens what it is about in Fleet. The page turns push on
 * and off (src/push/); sw.ts calls listenForPush.
 */

const ICON = '/icons/icon-192.png';
/** Where a tap leads when the message names nowhere it may: the inbox. */
const INBOX = '/dashboard/notifications';

/**
 * The message as Fleet's server wrote it (server/reminders/push/message.ts). One that cannot be read
 * still shows a notification: a browser may stop delivering to a service worker that shows none.
 */
export function readPushMessage(text: string | undefined): PushMessage {
  try {
    const value = JSON.parse(text ?? '') as Partial<Record<keyof PushMessage, unknown>>;
    return {
      title: typeof value.title === 'string' && value.title ? value.title : 'Fleet',
      body: typeof value.body === 'string' ? value.body : '',
      url: typeof value.url === 'string' ? value.url : INBOX,
    };
  } catch {
    return { title: 'Fleet', body: text ?? '', url: INBOX };
  }
}

/** The address a tap opens: a path of Fleet's own origin only, whatever the message says. */
export function addressToOpen(url: unknown, origin: string): string {
  try {
    const target = new URL(typeof url === 'string' ? url : INBOX, origin);
    return target.origin === origin ? target.href : new URL(INBOX, origin).href;
  } catch {
    return new URL(INBOX, origin).href;
  }
}

/** Shows a tap's address in a window of Fleet's already open, else in a new one. */
async function openInFleet(sw: ServiceWorkerGlobalScope, address: string): Promise<void> {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = windows.find((client) => client.url === address);
  if (showing) {
    await showing.focus();
    return;
  }
  const fleet = windows.find((client) => new URL(client.url).origin === sw.location.origin);
  if (fleet) {
    const focused = await fleet.focus();
    // A window this worker does not control cannot be navigated: then a new one opens.
    const moved = await focused.navigate(address).catch(() => null);
    if (moved) return;
  }
  await sw.clients.openWindow(address);
}

export function listenForPush(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('push', (event) => {
    const message = readPushMessage(event.data?.text());
    event.waitUntil(sw.registration.showNotification(message.title, { body: message.body, icon: ICON, data: { url: message.url } }));
  });

  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const address = addressToOpen((event.notification.data as { url?: unknown } | null)?.url, sw.location.origin);
    event.waitUntil(openInFleet(sw, address));
  });
}
