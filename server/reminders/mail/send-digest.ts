import { and, eq, sql } from 'drizzle-orm';
import { isLanguage } from '../../../contract/languages';
import type { Database } from '../../db/client';
import { deliveries, employees, notificationPreferences, reminders, vehicles } from '../../db/schema';
import { uuidList } from '../../scope/branch-links';
import { digestMail } from './digest';
import type { Mailer } from './mailer';

/**
 * Sends one email delivery (docs/reminders.md, Email) and writes down how it went. A failure is
 * thrown on after it is written, so that the queue tries again later; the last try marks it failed,
 * which the admins see among the deliveries.
 */
export async function sendDigest(
  db: Database,
  mailer: Mailer,
  deliveryId: string,
  options: { lastTry: boolean; linkBase: string | undefined },
) {
  const [delivery] = await db
    .select({
      status: deliveries.status,
      recipient: deliveries.recipient,
      reminderIds: deliveries.reminderIds,
      name: sql<string>`coalesce(${employees.firstName}, ${employees.username})`,
      language: sql<string>`coalesce(${notificationPreferences.language}, 'en')`,
    })
    .from(deliveries)
    .innerJoin(employees, eq(employees.id, deliveries.employeeId))
    .leftJoin(notificationPreferences, eq(notificationPreferences.employeeId, deliveries.employeeId))
    .where(eq(deliveries.id, deliveryId));
  if (!delivery) {
    // Its person is gone (or the delivery with its company): nobody to send to.
    await db
      .update(deliveries)
      .set({ status: 'failed', lastError: 'The recipient is no longer an employee', updatedAt: sql`now()` })
      .where(and(eq(deliveries.id, deliveryId), eq(deliveries.status, 'pending')));
    return;
  }
  // Sent by an earlier try whose acknowledgement was lost: nothing to do.
  if (delivery.status === 'sent') return;
  const entries = await db
    .select({
      vehicleId: reminders.vehicleId,
      licensePlate: vehicles.licensePlate,
      model: vehicles.model,
      item: reminders.item,
      status: reminders.status,
      dueDate: reminders.dueDate,
      dueKm: reminders.dueKm,
      week: reminders.week,
    })
    .from(reminders)
    .innerJoin(vehicles, and(eq(vehicles.companyId, reminders.companyId), eq(vehicles.id, reminders.vehicleId)))
    .where(sql`${reminders.id} = any(${uuidList(delivery.reminderIds)})`);
  if (entries.length === 0) {
    await db
      .update(deliveries)
      .set({ status: 'failed', lastError: 'Its vehicles are gone', updatedAt: sql`now()` })
      .where(eq(deliveries.id, deliveryId));
    return;
  }
  const language = isLanguage(delivery.language) ? delivery.language : 'en';
  try {
    await mailer.send(digestMail({ to: delivery.recipient, name: delivery.name, language, entries, linkBase: options.linkBase }));
  } catch (error) {
    await db
      .update(deliveries)
      .set({
        attempts: sql`${deliveries.attempts} + 1`,
        lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
        status: options.lastTry ? 'failed' : 'pending',
        updatedAt: sql`now()`,
      })
      .where(eq(deliveries.id, deliveryId));
    throw error;
  }
  await db
    .update(deliveries)
    .set({ attempts: sql`${deliveries.attempts} + 1`, status: 'sent', lastError: null, sentAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(deliveries.id, deliveryId));
}
