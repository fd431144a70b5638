import { and, eq, sql } from 'drizzle-orm';
import { isLanguage } from '../../../contract/languages';
import { todayIn } from '../../../contract/time-zones';
import type { Database } from '../../db/client';
import { companies, deliveries, documents, employees, issues, notificationPreferences, vehicles } from '../../db/schema';
import { toldOfHolder, toldOfVehicle } from '../recipients';
import { holder, holderName } from '../subject';
import { failDelivery, reminderEntries } from '../deliveries';
import { digestMail, issueMail, reorderMail, type DigestEntry } from './digest';
import type { Mailer, MailMessage } from './mailer';

/**
 * Every item overdue today (the company's day) of the active vehicles the person is told of, whether
 * or not this check raised a reminder of it: the digest lists those it did not raise under "Still
 * overdue" (docs/reminders.md, Email).
 */
async function overdueItemsOf(db: Database, companyId: string, employeeId: string, today: string): Promise<DigestEntry[]> {
  const { rows } = await db.execute<DigestEntry & Record<string, unknown>>(sql`
    select due.vehicle_id as "vehicleId", ${vehicles.licensePlate} as "licensePlate", ${vehicles.model} as model,
           null as "documentId", null as "documentKind", null as "employeeName",
           null as "issueId", null as "issueTitle", null as "issuePriority", null as "issueDescription", null as "formName",
           null as "partNumber", null as "partName", null as "partUnit", null as "branchName", null::float8 as "onHand",
           null::float8 as "reorderLevel",
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
       and ${toldOfVehicle(vehicles.companyId, vehicles.id)}
    union all
    -- Documents (contract/document-expiry.ts) that expired before today: an active vehicle's or an employee's.
    select ${vehicles.id}, ${vehicles.licensePlate}, ${vehicles.model}, ${documents.id}, ${documents.kind}::text, ${holderName},
           null, null, null, null, null,
           null, null, null, null, null, null,
           'document', 'overdue', ${documents.expiresOn}::text, null::integer, 0
      from ${documents}
      left join ${vehicles} on ${vehicles.companyId} = ${documents.companyId} and ${vehicles.id} = ${documents.vehicleId}
      left join ${employees} as ${holder} on ${holder.companyId} = ${documents.companyId} and ${holder.id} = ${documents.employeeId}
      join ${employees} on ${employees.id} = ${employeeId}
      left join ${notificationPreferences} on ${notificationPreferences.employeeId} = ${employees.id}
     where ${documents.companyId} = ${companyId} and ${documents.expiresOn} < ${today}::date and document_is_due(${documents})
       and case when ${documents.vehicleId} is not null then ${vehicles.isActive} and ${toldOfVehicle(vehicles.companyId, vehicles.id)}
                else ${toldOfHolder(holder.companyId, holder.id)} end`);
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
  const entries = await reminderEntries(db, delivery.reminderIds, {
    reportedByName: issues.reportedByName,
    reportedOn: sql<string | null>`to_char(${issues.createdAt} at time zone ${delivery.timeZone}, 'YYYY-MM-DD')`,
  });
  if (entries.length === 0) {
    await failDelivery(db, deliveryId, 'What it was about is gone');
    return;
  }
  const language = isLanguage(delivery.language) ? delivery.language : 'en';
  const recipient = { to: delivery.recipient, name: delivery.name, language, linkBase: options.linkBase };
  let mail: MailMessage;
  if (entries.every((entry) => entry.item === 'issue')) {
    // New critical issues are told at once, in an email of their own (docs/inspections.md).
    const issueAlerts = entries.map((entry) => ({
      issueId: entry.issueId!,
      title: entry.issueTitle!,
      description: entry.issueDescription,
      priority: entry.issuePriority!,
      licensePlate: entry.licensePlate!,
      model: entry.model!,
      reportedByName: entry.reportedByName,
      reportedOn: entry.reportedOn!,
    }));
    mail = issueMail({ ...recipient, issues: issueAlerts });
  } else if (entries.every((entry) => entry.item === 'reorder')) {
    // A branch fallen below a part's reorder level is told at once too (docs/work-orders.md, Reorder reminders).
    mail = reorderMail({ ...recipient, entries });
  } else {
    const itemKey = (entry: DigestEntry) => `${entry.documentId ?? entry.vehicleId} ${entry.item}`;
    const raised = new Set(entries.map(itemKey));
    const stillOverdue = (
      await overdueItemsOf(db, delivery.companyId, delivery.employeeId!, todayIn(delivery.timeZone, options.now))
    ).filter((entry) => !raised.has(itemKey(entry)));
    mail = digestMail({ ...recipient, entries, stillOverdue });
  }
  try {
    await mailer.send(mail);
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
