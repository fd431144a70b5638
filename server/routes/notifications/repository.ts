import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { messages } from '../../../contract/messages';
import type { Delivery, Notification, notificationListQuery } from '../../../contract/schemas/notification';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { canAccess } from '../../../contract/permissions';
import { branches, deliveries, documents, inspectionForms, issues, notifications, parts, reminders, vehicles } from '../../db/schema';
import { holder, recordColumns, reminderColumns, subjectColumns, subjectJoins } from '../../reminders/subject';
import { branchVisible, employeeVisible, inCompany, vehicleVisible } from '../../scope/scope';
import { offsetOf, pageOf } from '../../db/lists';
import { notFound } from '../../errors';

type NotificationListQuery = z.output<typeof notificationListQuery>;

const columns = {
  id: notifications.id,
  ...subjectColumns,
  ...recordColumns,
  ...reminderColumns,
  read: sql<boolean>`${notifications.readAt} is not null`,
  createdAt: notifications.createdAt,
};

/**
 * An employee's document is seen by its holder, and by those who may list employees and see the holder
 * (admins, and moderators of the holder's branches).
 */
function holderVisible(actor: Actor, holderId: SQL, companyId: SQL): SQL {
  if (!canAccess(actor.role, 'employees', 'list')) return sql`${holderId} = ${actor.id}`;
  return sql`(${holderId} = ${actor.id} or ${employeeVisible(actor, holderId, companyId) ?? sql`true`})`;
}

/**
 * Only one's own inbox exists: another person's notification answers 404 like any record out of scope.
 * So does a reminder about a vehicle, an employee or a branch's stock the person no longer sees (moved
 * from their branch, or they from it), or a part's stock they no longer keep.
 */
const ownInbox = (actor: Actor) =>
  and(
    eq(notifications.employeeId, actor.id),
    sql`(case when ${reminders.partId} is not null
              then ${canAccess(actor.role, 'parts', 'edit') ? (branchVisible(actor, sql`${reminders.branchId}`, sql`${reminders.companyId}`) ?? sql`true`) : sql`false`}
              when ${reminders.vehicleId} is not null
              then ${vehicleVisible(actor, sql`${reminders.vehicleId}`, sql`${reminders.companyId}`) ?? sql`true`}
              else exists (select 1 from ${documents} held where held.company_id = ${reminders.companyId} and held.id = ${reminders.documentId}
                             and ${holderVisible(actor, sql`held.employee_id`, sql`held.company_id`)}) end)`,
  );

const selectNotifications = (db: Executor) =>
  db
    .select(columns)
    .from(notifications)
    .innerJoin(reminders, eq(reminders.id, notifications.reminderId))
    .leftJoin(vehicles, subjectJoins.vehicle)
    .leftJoin(documents, subjectJoins.document)
    .leftJoin(holder, subjectJoins.holder)
    .leftJoin(issues, subjectJoins.issue)
    .leftJoin(inspectionForms, subjectJoins.form)
    .leftJoin(parts, subjectJoins.part)
    .leftJoin(branches, subjectJoins.branch);

/** The caller's inbox, newest first; `unread` leaves out what they have read. */
export async function listNotifications(db: Executor, actor: Actor, query: NotificationListQuery) {
  const where = and(ownInbox(actor), query.unread ? isNull(notifications.readAt) : undefined);
  const [rows, [total]] = await Promise.all([
    selectNotifications(db)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(notifications).innerJoin(reminders, eq(reminders.id, notifications.reminderId)).where(where),
  ]);
  return pageOf<Notification>(rows, total!.value, query);
}

/** Marks one of the caller's notifications read, and answers it; reading it again keeps the first moment. */
export async function markRead(db: Executor, actor: Actor, id: string): Promise<Notification> {
  await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .from(reminders)
    .where(and(eq(notifications.id, id), eq(reminders.id, notifications.reminderId), ownInbox(actor)));
  const [row] = await selectNotifications(db).where(and(eq(notifications.id, id), ownInbox(actor)));
  if (!row) throw notFound(messages.notFound('Notification'));
  return row;
}

/** Marks all of the caller's unread notifications read; answers how many there were. */
export async function markAllRead(db: Executor, actor: Actor): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .from(reminders)
    .where(and(eq(reminders.id, notifications.reminderId), ownInbox(actor), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return updated.length;
}

/** The company's email digests and webhook calls, newest first (admins; docs/reminders.md, Deliveries). */
export async function listDeliveries(db: Executor, actor: Actor, query: { page: number; limit: number }) {
  const where = inCompany(actor, deliveries.companyId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: deliveries.id,
        channel: deliveries.channel,
        recipient: deliveries.recipient,
        reminders: sql<number>`cardinality(${deliveries.reminderIds})`,
        status: deliveries.status,
        attempts: deliveries.attempts,
        last_error: deliveries.lastError,
        sent_at: deliveries.sentAt,
        createdAt: deliveries.createdAt,
      })
      .from(deliveries)
      .where(where)
      .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(deliveries).where(where),
  ]);
  return pageOf<Delivery>(rows, total!.value, query);
}
