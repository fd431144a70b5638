import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { IDEMPOTENCY_KEEP_HOURS } from '../../contract/idempotency';
import { messages } from '../../contract/messages';
import type { Actor } from '../actor';
import type { Transaction } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { HttpError } from '../errors';

/*
 * The creates a phone may send again honour an `Idempotency-Key` header (docs/api.md, Idempotency-Key):
 * a phone that sent a record and lost the answer sends it again with the same key, and gets the first
 * answer, with nothing made twice. The key's row is the lock: written first in the request's
 * transaction, so that a second request with the same key, even at the same moment, waits on it
 * (the primary key) until the first commits, then finds it and answers what the first answered. The
 * first's answer goes into the row in the same transaction as the record; a request that fails rolls
 * its row back with everything else, and the same key may then be sent again. A key is the person's,
 * whatever route it was sent to: the route is part of what is hashed, so that the same key sent to
 * another route is refused as another body is, never answered with the other route's record.
 */

/** The header, as Fastify reads it (lower case): 1 to 200 characters, none of them a control character. */
const IDEMPOTENCY_HEADER = 'idempotency-key';

export const idempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string({ error: messages.idempotencyKey })
    .min(1, messages.idempotencyKey)
    .max(200, messages.idempotencyKey)
    // eslint-disable-next-line no-control-regex -- control characters are what it refuses
    .regex(/^[^\u0000-\u001f\u007f-\u009f]*$/, messages.idempotencyKey)
    .optional()
    .meta({
      description: `Sent again with the same request, answers the first answer and creates nothing (kept ${IDEMPOTENCY_KEEP_HOURS} hours); with another body, or to another route, 422`,
      examples: ['5b1c2a8e-8d4f-4a8c-9d0e-3f6a7b2c1d90'],
    }),
});

/** Old keys deleted by each request that brings one: a few at a time, so that no request pays for many. */
const CLEANUP_BATCH = 20;

/** A JSON value written with its keys in order: the same body, however its keys were ordered or spaced, hashes the same. */
function canonical(value: unknown): string {
  // A value that says how it is written as JSON (a Date) hashes as that, not as an object without keys.
  if (value instanceof Date) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What a request asks, hashed: its route (method and path pattern, without a trailing slash, which
 * Fastify answers either way), its path parameters and what it sends (`content`: the JSON body, or what
 * a multipart route read of its parts).
 */
export function requestHash(request: FastifyRequest, content: unknown): string {
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`.replace(/(.)\/$/, '$1');
  return createHash('sha256')
    .update(canonical({ route, params: request.params ?? {}, content }))
    .digest('hex');
}

interface StoredAnswer<Answer = unknown> {
  status: number;
  answer: Answer;
}

const old = sql`now() - make_interval(hours => ${IDEMPOTENCY_KEEP_HOURS})`;

/**
 * Claims the key for this request, in its transaction: undefined when it is new (the request goes on,
 * and keepAnswer stores its answer), else the answer the first request with it gave. The same key with
 * another request is refused (422).
 */
async function claimKey(tx: Transaction, actor: Actor, key: string, hash: string): Promise<StoredAnswer | undefined> {
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
async function keepAnswer(tx: Transaction, actor: Actor, key: string, stored: StoredAnswer): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ status: stored.status, answer: stored.answer })
    .where(and(eq(idempotencyKeys.employeeId, actor.id), eq(idempotencyKeys.key, key)));
}

/**
 * A create's answer, made once per Idempotency-Key: `make` runs when the request has no key or a new
 * one, in the request's transaction (request.db, begun: after the body is read), and its answer is kept
 * under the key with `status`; sent again, the key answers what it answered first, as it was. The route
 * declares the header (`headers: idempotencyHeaders`), so that a bad key is a 400 before this runs.
 */
export async function answerOnce<Answer>(
  request: FastifyRequest,
  status: number,
  content: unknown,
  make: () => Promise<Answer>,
): Promise<StoredAnswer<Answer>> {
  const key = request.headers[IDEMPOTENCY_HEADER] as string | undefined;
  if (key === undefined) return { status, answer: await make() };
  const first = await claimKey(request.db, request.actor, key, requestHash(request, content));
  if (first) return first as StoredAnswer<Answer>;
  const answer = await make();
  await keepAnswer(request.db, request.actor, key, { status, answer });
  return { status, answer };
}
