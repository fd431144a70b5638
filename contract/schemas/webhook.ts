import { z } from 'zod';
import { WORK_ORDER_RECORD_KINDS } from '../work-orders';
import { messages } from '../messages';
import { optionalText, requiredText, version } from './fields';
import { notification } from './notification';
import { DOCUMENT_KINDS } from '../document-kinds';
import { ISSUE_PRIORITIES, ISSUE_STATUSES } from '../inspections';
import { listQuery, timestamps, versionField } from './common';

/** Only web addresses: a webhook is an HTTP POST (docs/reminders.md, Webhooks). */
const WEBHOOK_PROTOCOLS = ['http:', 'https:'];

/** The address a webhook posts to: http(s) only, no user or password in it (they would be logged and shown). */
const webhookUrl = () =>
  requiredText(2000).refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return WEBHOOK_PROTOCOLS.includes(url.protocol) && url.hostname !== '' && url.username === '' && url.password === '';
  }, messages.webhookUrl);

/** A secret of one's own (a receiver that already has one); otherwise Fleet makes one. */
const webhookSecret = () =>
  z
    .string({ error: messages.webhookSecret })
    .trim()
    .min(16, messages.webhookSecret)
    .max(200, messages.webhookSecret)
    .regex(/^[\x21-\x7e]+$/, messages.webhookSecret);

/** GET /api/webhooks (admins): the company's webhooks, oldest first, paged. */
export const webhookListQuery = listQuery(['createdAt'] as const).pick({ page: true, limit: true });

/** What an admin says of a webhook: where it posts, a note of what it is for, and whether it is on. */
const webhookInput = z.object({
  url: webhookUrl(),
  description: optionalText(200),
  enabled: z.boolean({ error: messages.trueOrFalse }).default(true),
});

/** POST /api/webhooks: the secret may be given; left out, Fleet makes one and answers it once. */
export const webhookCreateBody = webhookInput.extend({ secret: webhookSecret().optional() });
export type WebhookCreateInput = z.input<typeof webhookCreateBody>;

/**
 * PUT /api/webhooks/:id: a new `secret` replaces the old one; left out, the old one stays. `enabled`
 * must be said: a client that leaves it out would otherwise turn a paused webhook back on.
 */
export const webhookUpdateBody = webhookInput.extend({
  enabled: z.boolean({ error: messages.trueOrFalse }),
  secret: webhookSecret().optional(),
  version: version(),
});

/** A webhook as the API answers it: its secret only as a hint (its last four characters). */
export const webhook = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  enabled: z.boolean(),
  secret_hint: z.string(),
  ...versionField,
  ...timestamps,
});
export type Webhook = z.infer<typeof webhook>;

/** The answer to a create, and to an update that set a secret: the secret in full, this once. */
export const webhookWithSecret = webhook.extend({ secret: z.string() });
export type WebhookWithSecret = z.infer<typeof webhookWithSecret>;

/** POST /api/webhooks/:id/test: whether the receiver took the test call, its HTTP status, and why not. */
export const webhookTestResult = z.object({
  delivered: z.boolean(),
  status_code: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type WebhookTestResult = z.infer<typeof webhookTestResult>;

/**
 * The headers of every call (docs/reminders.md, Webhooks): the body's HMAC-SHA256 with the webhook's
 * secret, the call's id (the same on every try of one delivery) and when this try was signed, in
 * seconds since 1970. Id and time are in the signed body too, so a receiver can trust them.
 */
export const WEBHOOK_HEADERS = {
  signature: 'x-fleet-signature',
  id: 'x-fleet-delivery',
  timestamp: 'x-fleet-timestamp',
  event: 'x-fleet-event',
} as const;

/**
 * `reminder`: a reminder of the check (something due, an inspection owed) or a part to reorder; `issue.created`: a new
 * critical issue, told at once (docs/inspections.md); `work_order.completed`: a repair done, with its
 * costs (docs/work-orders.md); `test`: Send a test.
 */
const WEBHOOK_EVENTS = ['reminder', 'issue.created', 'work_order.completed', 'test'] as const;

/**
 * What a reminder call's body holds: the reminder, its vehicle and a link to it; for a document, the
 * document too, and for an employee's document its holder instead of a vehicle; for a new critical
 * issue the issue and a link to it; for an inspection owed, its form; for a part to reorder, no
 * vehicle but the part (what its branch held when told, its reorder level, a link to the parts) and
 * the branch.
 */
const webhookReminder = notification.pick({ item: true, status: true, due_date: true, due_km: true, week: true, raised_on: true }).extend({
  id: z.string(),
  vehicle: z.object({ id: z.string(), license_plate: z.string(), model: z.string(), url: z.string().nullable() }).nullable(),
  document: z
    .object({
      id: z.string(),
      kind: z.enum(DOCUMENT_KINDS),
      employee: z.object({ id: z.string(), name: z.string() }).nullable(),
      url: z.string().nullable(),
    })
    .nullable(),
  issue: z
    .object({
      id: z.string(),
      title: z.string(),
      description: z.string().nullable(),
      priority: z.enum(ISSUE_PRIORITIES),
      status: z.enum(ISSUE_STATUSES),
      url: z.string().nullable(),
    })
    .nullable(),
  inspection_form: z.object({ id: z.string(), name: z.string() }).nullable(),
  part: z
    .object({
      id: z.string(),
      number: z.string(),
      name: z.string(),
      unit: z.string(),
      /** What the branch held after the change that took it below the reorder level. */
      on_hand: z.number(),
      reorder_level: z.number().nullable(),
      url: z.string().nullable(),
    })
    .nullable(),
  branch: z.object({ id: z.string(), name: z.string() }).nullable(),
});

/** A completed work order (`work_order.completed`): what was done to which vehicle, at what cost, and the record it wrote. */
const webhookWorkOrder = z.object({
  id: z.string(),
  title: z.string(),
  record_kind: z.enum(WORK_ORDER_RECORD_KINDS),
  service_type: z.string(),
  completed_on: z.string(),
  odometer: z.number(),
  vendor: z.object({ id: z.string(), name: z.string() }).nullable(),
  labour_cost: z.number(),
  parts_cost: z.number(),
  other_cost: z.number(),
  total_cost: z.number(),
  issue_ids: z.array(z.string()),
  maintenance_record: z.object({ resource: z.enum(['general-maintenances', 'mandatory-maintenances']), id: z.string() }).nullable(),
  vehicle: z.object({ id: z.string(), license_plate: z.string(), model: z.string() }),
  url: z.string().nullable(),
});

/** The JSON body of every call. */
export const webhookBody = z.object({
  id: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  company_id: z.string(),
  /** When this try was signed (ISO 8601), as X-Fleet-Timestamp says in seconds. */
  sent_at: z.string(),
  reminder: webhookReminder.nullable(),
  /** Only in a call of `work_order.completed`. */
  work_order: webhookWorkOrder.optional(),
});
export type WebhookBody = z.infer<typeof webhookBody>;
