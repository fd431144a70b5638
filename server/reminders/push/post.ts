import webpush, { type Urgency } from 'web-push';
import type { PushMessage } from '../../../contract/schemas/push';
import { guardedPost, type CallOutcome } from '../guarded-post';
import type { PushKeys } from './keys';

/** A device's subscription as kept (push_subscriptions): where to post, and the keys to encrypt for. */
interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

interface PushOptions {
  keys: PushKeys;
  /** The VAPID subject (server/config.ts, pushSubject). */
  subject: string;
  urgency: Urgency;
  /** How long the push service keeps the message for a device that is off. */
  ttlSeconds: number;
  /** WEBHOOK_ALLOW_PRIVATE: a push service on the same network. */
  allowPrivate: boolean;
}

/**
 * One push message to one device (RFC 8030): web-push encrypts it for the device's keys (RFC 8291,
 * aes128gcm) and signs the VAPID token for the push service's origin (RFC 8292); the POST itself goes
 * through the address guard that webhooks' calls take (guarded-post.ts), which web-push's own
 * sendNotification would not: it connects wherever the endpoint's name points, and only over https.
 * Never throws: the outcome says what happened, and a 404 or 410 that the device is gone.
 */
export function postPush(target: PushTarget, message: PushMessage, options: PushOptions): Promise<CallOutcome> {
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(message),
      {
        vapidDetails: { subject: options.subject, publicKey: options.keys.publicKey, privateKey: options.keys.privateKey },
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        contentEncoding: 'aes128gcm',
      },
    );
  } catch (error) {
    return Promise.resolve({
      delivered: false,
      statusCode: null,
      error: error instanceof Error ? error.message.slice(0, 500) : String(error),
    });
  }
  return guardedPost(
    details.endpoint,
    { ...details.headers, 'user-agent': 'Fleet-Push/1' },
    details.body ?? Buffer.alloc(0),
    options.allowPrivate,
  );
}
