import { HttpError } from 'ra-core';
import type { PushSubscription, PushSubscriptionInput } from '../../contract/schemas/push';
import type { HttpClient } from './httpClient';

/** Saving a device looks its push service's host name up. */
const SAVE_TIMEOUT_MS = 15_000;

/** Web Push, the signed-in person's own (docs/reminders.md, Push): the key to subscribe with, and their devices. */
export function pushCalls(http: HttpClient) {
  return {
    /** Fleet's VAPID public key, base64url: the browser's applicationServerKey. */
    async pushKey(): Promise<string> {
      return (await http<{ data: { public_key: string } }>('/api/push/key')).data.public_key;
    },

    async listPushSubscriptions(): Promise<PushSubscription[]> {
      return (await http<{ data: PushSubscription[] }>('/api/push/subscriptions')).data;
    },

    async savePushSubscription(input: PushSubscriptionInput): Promise<PushSubscription> {
      return (
        await http<{ data: PushSubscription }>('/api/push/subscriptions', { method: 'POST', body: input, timeoutMs: SAVE_TIMEOUT_MS })
      ).data;
    },

    /** Turns this device off by its endpoint; one Fleet no longer kept (its push service said it was gone) is off already. */
    async deletePushSubscription(endpoint: string): Promise<void> {
      try {
        await http('/api/push/subscriptions', { method: 'DELETE', query: { endpoint } });
      } catch (error) {
        if (!(error instanceof HttpError && error.status === 404)) throw error;
      }
    },
  };
}
