import { eq, sql } from 'drizzle-orm';
import type { WebhookBody } from '../../../contract/schemas/webhook';
import type { Database } from '../../db/client';
import { deliveries, documents, inspectionForms, issues, reminders, vehicles, webhooks } from '../../db/schema';
import { holder, reminderColumns, subjectColumns, subjectJoins } from '../subject';
import { failDelivery } from '../deliveries';
import { postSigned } from './post';

/**
 * The body of a reminder's call: the reminder, its vehicle or document, and the link to it; a new
 * critical issue's is the event `issue.created`, with the issue and the link to it.
 */
async function reminderBody(db: Database, deliveryId: string, companyId: string, reminderId: string, linkBase: string | undefined) {
  const [row] = await db
    .select({
      id: reminders.id,
      ...reminderColumns,
      subject: subjectColumns,
      issue: { id: issues.id, title: issues.title, description: issues.description, priority: issues.priority, status: issues.status },
      form: { id: inspectionForms.id, name: inspectionForms.name },
    })
    .from(reminders)
    .leftJoin(vehicles, subjectJoins.vehicle)
    .leftJoin(documents, subjectJoins.document)
    .leftJoin(holder, subjectJoins.holder)
    .leftJoin(issues, subjectJoins.issue)
    .leftJoin(inspectionForms, subjectJoins.form)
    .where(eq(reminders.id, reminderId));
  if (!row) return null;
  const { subject, issue, form, ...reminder } = row;
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
  const body = reminderId && (await reminderBody(db, deliveryId, delivery.companyId, reminderId, options.linkBase));
  if (!body) return give('Its vehicle is gone');

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
