import { and, eq, sql } from 'drizzle-orm';
import { isLanguage } from '../../../contract/languages';
import { todayIn } from '../../../contract/time-zones';
import type { Database } from '../../db/client';
import { companies, deliveries, employees, notificationPreferences, reminders, vehicles } from '../../db/schema';
import { uuidList } from '../../scope/branch-links';
import { toldOfVehicle } from '../recipients';
import { digestMail, type DigestEntry } from './digest';
import type { Mailer } from './mailer';

/**
 * Every item overdue today (the company's day) of the active vehicles the person is told of, whether
 * or not this check raised a reminder of it: the digest lists those it did not raise under "Still
 * overdue" (docs/reminders.md, Email).
 */
async function overdueItemsOf(db: Database, companyId: string, employeeId: string, today: string): Promise<DigestEntry[]> {
  const { rows } = await db.execute<DigestEntry & Record<string, unknown>>(sql`
    select due.vehicle_id as "vehicleId", ${vehicles.licensePlate} as "licensePlate", ${vehicles.model} as model,
           due.item, 'overdue' as status, due.due_date as "dueDate", due.due_km as "dueKm", 0 as week
      from ${vehicles}
      cross join lateral (
        select ${vehicles.id} as vehicle_id, 'legislation' as item, ${vehicles.nextLegislationControl}::text as due_date, null::integer as due_km
         where ${vehicles.nextLegislationControl} < ${today}::date
        union all
        select ${vehicles.id}, 'service', ${vehicles.nextServiceDate}::text, ${vehicles.nextServiceKm}
         where ${vehicles.nextServiceDate} < ${today}::date or ${vehicles.serviceKmLeft} < 0
      ) as due
      join ${employees} on ${employees.id} = ${employeeId}
      left join ${notificationPreferences} on ${notificationPreferences.employeeId} = ${employees.id}
     where ${vehicles.companyId} = ${companyId} and ${vehicles.isActive}
       and ${toldOfVehicle(vehicles.companyId, vehicles.id)}`);
  return rows;
}

/**
 * Sends one email delivery (docs/reminders.md, Email) and writes down how it went. A failure is
 * thrown on after it is written, so that the queue tries again later; the last try marks it failed,
 * which the admins see among the deliveries.
 */
export async function sendDigest(
  db: Database,
  mailer: Mailer,
  deliveryId: string,
  options: { lastTry: boolean; linkBase: string | undefined; now: Date },
) {
  const [delivery] = await db
    .select({
      status: deliveries.status,
      companyId: deliveries.companyId,
      employeeId: deliveries.employeeId,
      timeZone: companies.timeZone,
      recipient: deliveries.recipient,
      reminderIds: deliveries.reminderIds,
      name: sql<string>`coalesce(${employees.firstName}, ${employees.username})`,
      language: sql<string>`coalesce(${notificationPreferences.language}, 'en')`,
    })
    .from(deliveries)
    .innerJoin(employees, eq(employees.id, deliveries.employeeId))
    .innerJoin(companies, eq(companies.id, deliveries.companyId))
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
      vehicleId: vehicles.id,
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
  const raised = new Set(entries.map((entry) => `${entry.vehicleId} ${entry.item}`));
  const stillOverdue = (await overdueItemsOf(db, delivery.companyId, delivery.employeeId!, todayIn(delivery.timeZone, options.now))).filter(
    (entry) => !raised.has(`${entry.vehicleId} ${entry.item}`),
  );
  try {
    await mailer.send(
      digestMail({ to: delivery.recipient, name: delivery.name, language, entries, stillOverdue, linkBase: options.linkBase }),
    );
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
