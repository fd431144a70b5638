import { eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { branches, deliveries, documents, inspectionForms, issues, parts, reminders, vehicles } from '../db/schema';
import { uuidList } from '../scope/branch-links';
import { dueSubjectColumns, holder, recordSubjectColumns, subjectJoins } from './subject';

/*
 * What every channel's delivery job does alike (docs/reminders.md, Deliveries): read the reminders a
 * delivery carries with their subjects, and give a delivery up with the reason the admins read.
 */

/** Gives the delivery up for good, saying why. */
export function failDelivery(db: Database, deliveryId: string, lastError: string) {
  return db
    .update(deliveries)
    .set({ status: 'failed', lastError, updatedAt: sql`now()` })
    .where(eq(deliveries.id, deliveryId));
}

/**
 * The reminders of a delivery with what they are about, and any columns the channel adds. A reminder
 * whose vehicle, document, issue, part or branch is gone is gone too (on delete cascade): none left, the job gives up.
 */
export function reminderEntries<Extra extends SelectedFields>(db: Database, reminderIds: string[], extra: Extra) {
  return db
    .select({
      ...dueSubjectColumns,
      ...recordSubjectColumns,
      item: reminders.item,
      status: reminders.status,
      dueDate: reminders.dueDate,
      dueKm: reminders.dueKm,
      week: reminders.week,
      ...extra,
    })
    .from(reminders)
    .leftJoin(vehicles, subjectJoins.vehicle)
    .leftJoin(documents, subjectJoins.document)
    .leftJoin(holder, subjectJoins.holder)
    .leftJoin(issues, subjectJoins.issue)
    .leftJoin(inspectionForms, subjectJoins.form)
    .leftJoin(parts, subjectJoins.part)
    .leftJoin(branches, subjectJoins.branch)
    .where(sql`${reminders.id} = any(${uuidList(reminderIds)})`);
}
