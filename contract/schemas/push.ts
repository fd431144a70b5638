import { z } from 'zod';
import { messages } from '../messages';
import { optionalText } from './fields';

/*
 * Web Push (docs/reminders.md, Push): a person's device opts in with the subscription its browser
 * made (PushSubscription.toJSON()), and Fleet sends it their reminders and new critical issues.
 */

/** Where the push service takes a device's messages: a web address without a user name or password. */
const endpoint = () =>
  z
    .string({ error: messages.pushEndpoint })
    .trim()
    .max(2000, messages.tooLong(2000))
    .refine((value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      // Whether http is taken too is the server's to say (WEBHOOK_ALLOW_PRIVATE, a receiver on the same network).
      return ['https:', 'http:'].includes(url.protocol) && url.hostname !== '' && url.username === '' && url.password === '';
    }, messages.pushEndpoint);

/**
 * The browser's keys, base64url as PushSubscription.toJSON() writes them: p256dh an uncompressed P-256
 * point (65 bytes, the first 0x04, so its text starts with B), auth 16 random bytes. A trailing `=` of
 * padded base64 is taken too. Whether the point is on the curve the server checks.
 */
const P256DH = /^B[A-Za-z0-9_-]{86}=?$/;
const AUTH = /^[A-Za-z0-9_-]{22}(==)?$/;

/** POST /api/push/subscriptions: the browser's subscription, and a name for the device if the page gives one. */
export const pushSubscriptionInput = z
  .object({
    endpoint: endpoint(),
    keys: z.object(
      {
        p256dh: z.string({ error: messages.pushKeys }).max(88, messages.pushKeys).regex(P256DH, messages.pushKeys),
        auth: z.string({ error: messages.pushKeys }).max(24, messages.pushKeys).regex(AUTH, messages.pushKeys),
      },
      { error: messages.pushKeys },
    ),
    /** What the browser says; Fleet keeps a subscription until the push service says it is gone. */
    expirationTime: z.number().nullable().optional(),
    /** "Chrome on Android": to tell one's devices apart. */
    device: optionalText(100),
  })
  .meta({
    examples: [
      {
        endpoint: 'https://93.184.215.14/push/v2/gAAAAABl-example-subscription',
        expirationTime: null,
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
        device: 'Chrome on Android',
      },
    ],
  });
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInput>;

/** DELETE /api/push/subscriptions?endpoint=…: the device that turns notifications off, by its endpoint. */
export const pushSubscriptionQuery = z.object({ endpoint: endpoint() });

/** One of the person's devices, as the API answers it: only to that person. */
export const pushSubscription = z.object({
  id: z.string(),
  endpoint: z.string(),
  device: z.string().nullable(),
  createdAt: z.string(),
});
export type PushSubscription = z.infer<typeof pushSubscription>;

/** GET /api/push/key: the VAPID public key, base64url, the browser's applicationServerKey. */
export const pushKey = z.object({ public_key: z.string() });

/**
 * What a push message holds once decrypted, for the service worker to show: a title, a line or a few,
 * and the path in Fleet that a tap opens (a vehicle, an issue, the inbox).
 */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
}
