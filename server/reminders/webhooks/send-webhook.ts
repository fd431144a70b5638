import { and, eq, sql } from 'drizzle-orm';
import type { WebhookBody } from '../../../contract/schemas/webhook';
import type { Database } from '../../db/client';
import {
  branches,
  deliveries,
  documents,
  inspectionForms,
  issues,
  parts,
  reminders,
  vehicles,
  vendors,
  webhooks,
  workOrderIssues,
  workOrders,
} from '../../db/schema';
import { recordOf } from '../../work-orders/record';
import { holder, onHandWhenTold, reminderColumns, subjectColumns, subjectJoins } from '../subject';
import { failDelivery } from '../deliveries';
import { postSigned } from './post';

/**
 * The body of a reminder's call: the reminder, its vehicle or document, and the link to it; a new
 * critical issue's is the event `issue.created`, with the issue and the link to it; a part to reorder
 * names the part, what its branch held and the level, the branch, and links to the parts.
 */
async function reminderBody(db: Database, deliveryId: string, companyId: string, reminderId: string, linkBase: string | undefined) {
  const [row] = await db
    .select({
      id: reminders.id,
      ...reminderColumns,
      subject: subjectColumns,
      issue: { id: issues.id, title: issues.title, description: issues.description, priority: issues.priority, status: issues.status },
      form: { id: inspectionForms.id, name: inspectionForms.name },
      part: {
        id: parts.id,
        number: parts.number,
        name: parts.name,
        unit: parts.unit,
        on_hand: onHandWhenTold,
        reorder_level: parts.reorderLevel,
      },
      branch: { id: branches.id, name: branches.name },
    })
    .from(reminders)
    .leftJoin(vehicles, subjectJoins.vehicle)
    .leftJoin(documents, subjectJoins.document)
    .leftJoin(holder, subjectJoins.holder)
    .leftJoin(issues, subjectJoins.issue)
    .leftJoin(inspectionForms, subjectJoins.form)
    .leftJoin(parts, subjectJoins.part)
    .leftJoin(branches, subjectJoins.branch)
    .where(eq(reminders.id, reminderId));
  if (!row) return null;
  const { subject, issue, form, part, branch, ...reminder } = row;
  const link = (path: string) => (linkBase ? `${linkBase}${path}` : null);
  return {
    id: deliveryId,
    event: reminder.item === 'issue' ? 'issue.created' : 'reminder',
    company_id: companyId,
    sent_at: new Date().toISOString(),
    reminder: {
      ...reminder,
      vehicle:
        subject.vehicle_id === null
          ? null
          : {
              id: subject.vehicle_id,
              license_plate: subject.license_plate!,
              model: subject.model!,
              url: link(`/dashboard/vehicles/${subject.vehicle_id}/details`),
            },
      document:
        subject.document_id === null
          ? null
          : {
              id: subject.document_id,
              kind: subject.document_kind!,
              employee: subject.employee_id === null ? null : { id: subject.employee_id, name: subject.employee_name! },
              url: link('/dashboard/documents'),
            },
      issue: issue === null ? null : { ...issue, url: link(`/dashboard/issues/${issue.id}/show`) },
      inspection_form: form,
      part: part === null ? null : { ...part, on_hand: part.on_hand ?? 0, url: link('/dashboard/parts') },
      branch,
    },
  } satisfies WebhookBody;
}

/** The body of `work_order.completed`: the work order as it is when the call is made, its vehicle and the link to it. */
async function workOrderBody(db: Database, deliveryId: string, companyId: string, workOrderId: string, linkBase: string | undefined) {
  const [row] = await db
    .select({
      id: workOrders.id,
      title: workOrders.title,
      record_kind: workOrders.recordKind,
      service_type: workOrders.serviceType,
      completed_on: workOrders.completedOn,
      odometer: workOrders.odometer,
      vendor_id: workOrders.vendorId,
      vendor_name: vendors.name,
      labour_cost: workOrders.labourCost,
      parts_cost: workOrders.partsCost,
      other_cost: workOrders.otherCost,
      total_cost: sql<number>`${workOrders.totalCost}::float8`,
      issue_ids: sql<string[]>`array(select ${workOrderIssues.issueId}::text from ${workOrderIssues}
        where ${workOrderIssues.companyId} = ${workOrders.companyId} and ${workOrderIssues.workOrderId} = ${workOrders.id} order by 1)`,
      maintenance_record: recordOf,
      vehicle: { id: vehicles.id, license_plate: vehicles.licensePlate, model: vehicles.model },
    })
    .from(workOrders)
    .innerJoin(vehicles, and(eq(vehicles.companyId, workOrders.companyId), eq(vehicles.id, workOrders.vehicleId)))
    .leftJoin(vendors, and(eq(vendors.companyId, workOrders.companyId), eq(vendors.id, workOrders.vendorId)))
    .where(and(eq(workOrders.companyId, companyId), eq(workOrders.id, workOrderId)));
  // Gone, or reopened since: what it told of is no longer so.
  if (!row || row.completed_on === null || row.odometer === null) return null;
  const { vendor_id, vendor_name, completed_on, odometer, ...workOrder } = row;
  return {
    id: deliveryId,
    event: 'work_order.completed',
    company_id: companyId,
    sent_at: new Date().toISOString(),
    reminder: null,
    work_order: {
      ...workOrder,
      completed_on,
      odometer,
      vendor: vendor_id === null ? null : { id: vendor_id, name: vendor_name! },
      url: linkBase ? `${linkBase}/dashboard/work-orders/${workOrder.id}/show` : null,
    },
  } satisfies WebhookBody;
}

/**
 * Makes one webhook delivery's call (docs/reminders.md, Webhooks) and writes down how it went. A
 * failure is thrown on after it is written, so that the queue tries again later, with the same id; the
 * last try marks it failed, which the admins see among the deliveries.
 */
export async function sendWebhook(
  db: Database,
  deliveryId: string,
  options: { lastTry: boolean; linkBase: string | undefined; allowPrivate: boolean },
) {
  const [delivery] = await db
    .select({
      status: deliveries.status,
      companyId: deliveries.companyId,
      reminderIds: deliveries.reminderIds,
      workOrderId: deliveries.workOrderId,
      url: webhooks.url,
      secret: webhooks.secret,
      enabled: webhooks.enabled,
    })
    .from(deliveries)
    .leftJoin(webhooks, eq(webhooks.id, deliveries.webhookId))
    .where(eq(deliveries.id, deliveryId));
  // Its company is gone, and the delivery with it; or an earlier try sent it and lost the acknowledgement.
  if (!delivery || delivery.status !== 'pending') return;
  const give = (lastError: string) => failDelivery(db, deliveryId, lastError);
  if (delivery.url === null || delivery.secret === null) return give('The webhook was deleted');
  if (!delivery.enabled) return give('The webhook was turned off');
  const [reminderId] = delivery.reminderIds;
  const body = delivery.workOrderId
    ? await workOrderBody(db, deliveryId, delivery.companyId, delivery.workOrderId, options.linkBase)
    : reminderId && (await reminderBody(db, deliveryId, delivery.companyId, reminderId, options.linkBase));
  if (!body) return give(delivery.workOrderId ? 'The work order was deleted' : 'What it was about is gone');

  const outcome = await postSigned(delivery.url, delivery.secret, body, options.allowPrivate);
  await db
    .update(deliveries)
    .set({
      attempts: sql`${deliveries.attempts} + 1`,
      status: outcome.delivered ? 'sent' : options.lastTry ? 'failed' : 'pending',
      lastError: outcome.error,
      ...(outcome.delivered && { sentAt: sql`now()` }),
      updatedAt: sql`now()`,
    })
    .where(eq(deliveries.id, deliveryId));
  if (!outcome.delivered) throw new Error(outcome.error ?? 'The webhook call failed');
}
