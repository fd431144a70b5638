import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MAX_WEBHOOKS, messages } from '../../../contract/messages';
import type { Webhook, webhookCreateBody, webhookUpdateBody, WebhookWithSecret } from '../../../contract/schemas/webhook';
import type { Actor } from '../../actor';
import { atomically } from '../../db/atomically';
import type { Executor } from '../../db/client';
import { allOf, offsetOf, pageOf } from '../../db/lists';
import { webhooks } from '../../db/schema';
import { assertCurrentVersion, badRequest, conflict, notFound } from '../../errors';
import { inCompany } from '../../scope/scope';

type WebhookCreate = z.output<typeof webhookCreateBody>;
type WebhookUpdate = z.output<typeof webhookUpdateBody>;

const columns = {
  id: webhooks.id,
  url: webhooks.url,
  description: webhooks.description,
  enabled: webhooks.enabled,
  // Only its end, so that an admin can tell which secret a receiver holds without it being shown again.
  secret_hint: sql<string>`'…' || right(${webhooks.secret}, 4)`,
  version: webhooks.version,
  createdAt: webhooks.createdAt,
  updatedAt: webhooks.updatedAt,
};

/** A secret Fleet makes: 32 random bytes, in hex, with a prefix that says what it is. */
const newSecret = () => `whsec_${randomBytes(32).toString('hex')}`;

/** The company's webhooks, oldest first (there are few). */
export async function listWebhooks(db: Executor, actor: Actor, query: { page: number; limit: number }) {
  const where = inCompany(actor, webhooks.companyId);
  const [rows, [total]] = await Promise.all([
    db.select(columns).from(webhooks).where(where).orderBy(webhooks.createdAt, webhooks.id).limit(query.limit).offset(offsetOf(query)),
    db.select({ value: count() }).from(webhooks).where(where),
  ]);
  return pageOf<Webhook>(rows, total!.value, query);
}

export async function findWebhook(db: Executor, actor: Actor, id: string): Promise<Webhook> {
  const [row] = await db
    .select(columns)
    .from(webhooks)
    .where(allOf(eq(webhooks.id, id), inCompany(actor, webhooks.companyId)));
  if (!row) throw notFound(messages.notFound('Webhook'));
  return row;
}

/** The URL and secret a call needs; only for the routes of its company's admins. */
export async function webhookTarget(db: Executor, actor: Actor, id: string) {
  const [row] = await db
    .select({ url: webhooks.url, secret: webhooks.secret, companyId: webhooks.companyId })
    .from(webhooks)
    .where(allOf(eq(webhooks.id, id), inCompany(actor, webhooks.companyId)));
  if (!row) throw notFound(messages.notFound('Webhook'));
  return row;
}

export async function createWebhook(db: Executor, actor: Actor, input: WebhookCreate): Promise<WebhookWithSecret> {
  // Webhooks belong to a company; a superadmin belongs to none (contract/permissions.ts).
  if (!actor.companyId) throw badRequest(messages.forbidden);
  const [{ value: existing } = { value: 0 }] = await db
    .select({ value: count() })
    .from(webhooks)
    .where(eq(webhooks.companyId, actor.companyId));
  if (existing >= MAX_WEBHOOKS) throw conflict(messages.webhookLimit);
  const secret = input.secret ?? newSecret();
  const [created] = await db
    .insert(webhooks)
    .values({ companyId: actor.companyId, url: input.url, description: input.description, enabled: input.enabled, secret })
    .returning({ id: webhooks.id });
  return { ...(await findWebhook(db, actor, created!.id)), secret };
}

/** A new secret in the update replaces the old one, and is answered this once; otherwise the old one stays. */
export async function updateWebhook(db: Executor, actor: Actor, id: string, input: WebhookUpdate): Promise<Webhook | WebhookWithSecret> {
  return atomically(db, async (tx) => {
    const [current] = await tx
      .select({ version: webhooks.version })
      .from(webhooks)
      .where(allOf(eq(webhooks.id, id), inCompany(actor, webhooks.companyId)))
      .for('update');
    if (!current) throw notFound(messages.notFound('Webhook'));
    assertCurrentVersion(current.version, input.version);
    await tx
      .update(webhooks)
      .set({
        url: input.url,
        description: input.description,
        enabled: input.enabled,
        ...(input.secret && { secret: input.secret }),
        updatedAt: sql`now()`,
      })
      .where(eq(webhooks.id, id));
    const updated = await findWebhook(tx, actor, id);
    return input.secret ? { ...updated, secret: input.secret } : updated;
  });
}

/** Its deliveries stay in the log, without it. */
export async function deleteWebhook(db: Executor, actor: Actor, id: string): Promise<Webhook> {
  return atomically(db, async (tx) => {
    const webhook = await findWebhook(tx, actor, id);
    await tx.delete(webhooks).where(eq(webhooks.id, id));
    return webhook;
  });
}
