import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { IDEMPOTENCY_KEEP_HOURS } from '../../../contract/inspections';
import { messages } from '../../../contract/messages';
import type { Actor } from '../../actor';
import type { Transaction } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { HttpError } from '../../errors';

/*
 * POST /api/inspections honours an `Idempotency-Key` header (docs/inspections.md, Inspections): a phone
 * that sent an inspection and lost the answer sends it again with the same key, and gets the first
 * answer, with nothing made twice. The key's row is the lock: written first in the request's
 * transaction, so that a second request with the same key, even at the same moment, waits on it
 * (the primary key) until the first commits, then finds it and answers what the first answered. The
 * first's answer goes into the row in the same transaction as the inspection; a request that fails
 * rolls its row back with everything else, and the same key may then be sent again.
 */

/** The header, as Fastify reads it (lower case): 1 to 200 characters, none of them a control character. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const idempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string({ error: messages.idempotencyKey })
    .min(1, messages.idempotencyKey)
    .max(200, messages.idempotencyKey)
    // eslint-disable-next-line no-control-regex -- control characters are what it refuses
    .regex(/^[^\u0000-\u001f\u007f-\u009f]*$/, messages.idempotencyKey)
    .optional()
    .meta({
      description: `Sent again with the same body, answers the first answer and creates nothing (kept ${IDEMPOTENCY_KEEP_HOURS} hours); with another body, 422`,
      examples: ['5b1c2a8e-8d4f-4a8c-9d0e-3f6a7b2c1d90'],
    }),
});

/** Old keys deleted by each request that brings one: a few at a time, so that no request pays for many. */
const CLEANUP_BATCH = 20;

/** A JSON value written with its keys in order: the same body, however its keys were ordered or spaced, hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const requestHash = (body: unknown) => createHash('sha256').update(canonical(body)).digest('hex');

interface StoredAnswer {
  status: number;
  answer: unknown;
}

const old = sql`now() - make_interval(hours => ${IDEMPOTENCY_KEEP_HOURS})`;

/**
 * Claims the key for this request, in its transaction: undefined when it is new (the request goes on,
 * and keepAnswer stores its answer), else the answer the first request with it gave. The same key with
 * another body is refused (422).
 */
export async function claimKey(tx: Transaction, actor: Actor, key: string, hash: string): Promise<StoredAnswer | undefined> {
  // Keys past their time: this caller's own with this key, and a few of anyone's, skipping those another request holds.
  await tx
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.employeeId, actor.id), eq(idempotencyKeys.key, key), sql`${idempotencyKeys.createdAt} < ${old}`));
  await tx.execute(sql`delete from ${idempotencyKeys} kept using (
      select employee_id, key from ${idempotencyKeys} where created_at < ${old} order by created_at limit ${CLEANUP_BATCH} for update skip locked
    ) gone where kept.employee_id = gone.employee_id and kept.key = gone.key`);

  // Twice at most: a key whose row went between the two statements (past its time, cleared by another request) is free again.
  for (let attempt = 0; attempt < 2; attempt++) {
    // A key claimed by a request still under way holds this insert until that request ends.
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ employeeId: actor.id, key, requestHash: hash, status: 0, answer: sql`'null'::jsonb` })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed) return undefined;

    const [first] = await tx
      .select({ requestHash: idempotencyKeys.requestHash, status: idempotencyKeys.status, answer: idempotencyKeys.answer })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.employeeId, actor.id), eq(idempotencyKeys.key, key)));
    if (!first) continue;
    if (first.requestHash !== hash) {
      throw new HttpError(422, messages.idempotencyKeyReused, [{ field: IDEMPOTENCY_HEADER, message: messages.idempotencyKeyReused }]);
    }
    return { status: first.status, answer: first.answer };
  }
  throw new HttpError(503, messages.concurrentChange);
}

/** The answer of the request that claimed the key, for the requests that send it again. */
export async function keepAnswer(tx: Transaction, actor: Actor, key: string, stored: StoredAnswer): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ status: stored.status, answer: stored.answer })
    .where(and(eq(idempotencyKeys.employeeId, actor.id), eq(idempotencyKeys.key, key)));
}
