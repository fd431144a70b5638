import { eq, sql } from 'drizzle-orm';
import { isLanguage } from '../../../contract/languages';
import type { Database } from '../../db/client';
import { deliveries, notificationPreferences, pushSubscriptions } from '../../db/schema';
import { failDelivery, reminderEntries } from '../deliveries';
import type { PushKeys } from './keys';
import { pushMessage, urgencyOf } from './message';
import { postPush } from './post';

/** A push service keeps a message this long for a device that is off; a day's reminders are stale after it. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** What the push service says when the device's subscription no longer exists: unsubscribed, or expired. */
const GONE = new Set([404, 410]);

interface SendPushOptions {
  lastTry: boolean;
  keys: () => Promise<PushKeys>;
  subject: string;
  allowPrivate: boolean;
}

/**
 * Sends one push delivery (docs/reminders.md, Push): the reminders of one person to one of their
 * devices, in their language, and writes down how it went. A push service that says the device is
 * gone (404, 410) has its subscription deleted, and the delivery fails without another try; any other
 * failure is thrown on after it is written, so that the queue tries again later, as a webhook's call.
 */
export async function sendPush(db: Database, deliveryId: string, options: SendPushOptions) {
  const [delivery] = await db
    .select({
      status: deliveries.status,
      reminderIds: deliveries.reminderIds,
      employeeId: deliveries.employeeId,
      subscriptionId: pushSubscriptions.id,
      holderId: pushSubscriptions.employeeId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      language: sql<string>`coalesce(${notificationPreferences.language}, 'en')`,
    })
    .from(deliveries)
    .leftJoin(pushSubscriptions, eq(pushSubscriptions.id, deliveries.pushSubscriptionId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.employeeId, deliveries.employeeId))
    .where(eq(deliveries.id, deliveryId));
  // Its company is gone, and the delivery with it; or an earlier try sent it and lost the acknowledgement.
  if (!delivery || delivery.status !== 'pending') return;
  const give = (lastError: string) => failDelivery(db, deliveryId, lastError);
  if (delivery.subscriptionId === null) return give('The device turned notifications off');
  // Someone else turned notifications on in that browser since: this person's reminders are not theirs to read.
  if (delivery.holderId !== delivery.employeeId) return give('The device is someone else’s now');
  const entries = await reminderEntries(db, delivery.reminderIds, {});
  if (entries.length === 0) return give('Its vehicles are gone');

  const language = isLanguage(delivery.language) ? delivery.language : 'en';
  const outcome = await postPush(
    { endpoint: delivery.endpoint!, p256dh: delivery.p256dh!, auth: delivery.auth! },
    pushMessage(entries, language),
    {
      keys: await options.keys(),
      subject: options.subject,
      urgency: urgencyOf(entries),
      ttlSeconds: PUSH_TTL_SECONDS,
      allowPrivate: options.allowPrivate,
    },
  );
  const gone = outcome.statusCode !== null && GONE.has(outcome.statusCode);
  await db
    .update(deliveries)
    .set({
      attempts: sql`${deliveries.attempts} + 1`,
      status: outcome.delivered ? 'sent' : options.lastTry || gone ? 'failed' : 'pending',
      lastError: gone ? `The push service says this device's subscription is gone (HTTP ${outcome.statusCode})` : outcome.error,
      ...(outcome.delivered && { sentAt: sql`now()` }),
      updatedAt: sql`now()`,
    })
    .where(eq(deliveries.id, deliveryId));
  // Gone for good: the person's other devices still get theirs, and this one gets nothing more.
  if (gone) await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, delivery.subscriptionId));
  else if (!outcome.delivered) throw new Error(outcome.error ?? 'The push message was not taken');
}
