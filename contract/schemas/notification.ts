import { z } from 'zod';
import { DOCUMENT_KINDS } from '../document-kinds';
import { ISSUE_PRIORITIES } from '../inspections';
import { listQuery } from './common';

/**
 * What falls due on a date: a vehicle's legislation control or its mandatory service (contract/due-rules.ts),
 * or the expiry of a document, a vehicle's or an employee's (contract/document-expiry.ts).
 */
export const DUE_ITEMS = ['legislation', 'service', 'document'] as const;
export type DueItem = (typeof DUE_ITEMS)[number];

/**
 * What a reminder is about: what falls due (DUE_ITEMS); an inspection a vehicle owes today and has not
 * had by the company's reminder hour (contract/inspection-due.ts); a new critical issue, which
 * takes its vehicle out of service (docs/inspections.md, Reminders and the overview); or a part a
 * branch now holds fewer of than its reorder level (docs/work-orders.md, Reorder reminders).
 */
export const REMINDER_ITEMS = [...DUE_ITEMS, 'inspection', 'issue', 'reorder'] as const;
export type ReminderItem = (typeof REMINDER_ITEMS)[number];

/**
 * The statuses a reminder is raised for: an item that is ok raises none. An inspection owed today is
 * `soon`, as a control due today is; a new critical issue, and a part to reorder, are `open`.
 */
export const REMINDER_STATUSES = ['soon', 'overdue', 'open'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];

/**
 * GET /api/notifications: the signed-in person's inbox, newest first, paged; `unread=true` leaves out
 * what they have read (its totalCount is the bell's number).
 */
export const notificationListQuery = listQuery(['createdAt'] as const)
  .pick({ page: true, limit: true })
  .extend({
    unread: z
      .enum(['true', 'false'], { error: 'unread must be true or false' })
      .transform((value) => value === 'true')
      .optional(),
  });

/**
 * Whose item a reminder is: a vehicle's (its own items and its documents), or an employee's document. The
 * vehicle's fields are null for an employee's document and for a part to reorder; the document's for a
 * vehicle's own items.
 */
export const reminderSubject = {
  vehicle_id: z.string().nullable(),
  license_plate: z.string().nullable(),
  model: z.string().nullable(),
  document_id: z.string().nullable(),
  document_kind: z.enum(DOCUMENT_KINDS).nullable(),
  /** The employee whose document it is, and their name as the screens show it. */
  employee_id: z.string().nullable(),
  employee_name: z.string().nullable(),
};

/**
 * What a reminder of an issue, an inspection or a part names besides its vehicle: the issue, its title
 * and priority (item `issue`); the inspection form owed, and its name (item `inspection`); the part,
 * the branch that holds too few of it, what that branch held when it was told and the part's reorder
 * level (item `reorder`). Null for others.
 */
const reminderRecords = {
  issue_id: z.string().nullable(),
  issue_title: z.string().nullable(),
  issue_priority: z.enum(ISSUE_PRIORITIES).nullable(),
  form_id: z.string().nullable(),
  form_name: z.string().nullable(),
  part_id: z.string().nullable(),
  part_number: z.string().nullable(),
  part_name: z.string().nullable(),
  /** The unit the part is counted in (piece, set, l). */
  part_unit: z.string().nullable(),
  branch_id: z.string().nullable(),
  branch_name: z.string().nullable(),
  /** What the branch held after the change that took it below the reorder level. */
  on_hand: z.number().nullable(),
  /** The part's reorder level as it is now (null once it is cleared). */
  reorder_level: z.number().nullable(),
};

/** A reminder in the inbox: what fell due, of which vehicle or employee, and whether its reader has seen it. */
export const notification = z.object({
  id: z.string(),
  ...reminderSubject,
  ...reminderRecords,
  item: z.enum(REMINDER_ITEMS),
  status: z.enum(REMINDER_STATUSES),
  /**
   * The date due; for an inspection the day it is owed, for an issue the day it is to be fixed by (if
   * set), for a part to reorder the day its branch fell below the level.
   */
  due_date: z.string().nullable(),
  due_km: z.number().int().nullable(),
  /** 0 for the change itself; n for the reminder n weeks into an overdue item. */
  week: z.number().int(),
  /** The company's day the reminder was raised on. */
  raised_on: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notification>;

/** POST /api/notifications/read-all and /run answer how many they touched. */
export const notificationCount = z.object({ count: z.number().int() });

/** How a reminder leaves Fleet besides the inbox, each logged as a delivery (docs/reminders.md, Deliveries). */
export const DELIVERY_CHANNELS = ['email', 'webhook', 'push'] as const;
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;

/** GET /api/notifications/deliveries (admins): the company's email digests, webhook calls and push messages, newest first. */
export const deliveryListQuery = listQuery(['createdAt'] as const).pick({ page: true, limit: true });

export const delivery = z.object({
  id: z.string(),
  channel: z.enum(DELIVERY_CHANNELS),
  recipient: z.string(),
  reminders: z.number().int(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
  createdAt: z.string(),
});
export type Delivery = z.infer<typeof delivery>;
