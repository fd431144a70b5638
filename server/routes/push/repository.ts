import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { messages } from '../../../contract/messages';
import type { PushSubscription } from '../../../contract/schemas/push';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { atomically } from '../../db/atomically';
import { withOwnRights } from '../../db/request-transaction';
import { pushSubscriptions } from '../../db/schema';
import { notFound } from '../../errors';

/** Devices a person keeps at once: a new one beyond them replaces the one turned on longest ago. */
const MAX_DEVICES_PER_PERSON = 10;

/** What the browser's subscription says, checked (contract/schemas/push.ts, pushSubscriptionInput). */
interface DeviceInput {
  endpoint: string;
  p256dh: string;
  auth: string;
  device: string | null;
}

const columns = {
  id: pushSubscriptions.id,
  endpoint: pushSubscriptions.endpoint,
  device: pushSubscriptions.device,
  createdAt: pushSubscriptions.createdAt,
};

/** The caller's own devices, the one turned on last first: nobody else's, whatever they may see. */
export async function listOwnDevices(db: Executor, actor: Actor): Promise<PushSubscription[]> {
  return db
    .select(columns)
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.employeeId, actor.id))
    .orderBy(desc(pushSubscriptions.createdAt));
}

/**
 * Keeps the device for the caller, by its endpoint: new, or turned on again (new keys, a new name). An
 * endpoint is one browser's: when someone else signed in there had turned it on before, it is the
 * caller's now, and the other person's reminders stop going to a device they no longer use. That row
 * may belong to a person the caller's request may not see (another company, under row-level security),
 * so the one statement runs with the connection's own rights, writing nothing but this endpoint's row
 * for the caller. Answers the row and whether it is new.
 */
export async function saveOwnDevice(db: Executor, actor: Actor, input: DeviceInput): Promise<{ row: PushSubscription; created: boolean }> {
  return atomically(db, async (tx) => {
    const [saved] = await withOwnRights(tx, () =>
      tx
        .insert(pushSubscriptions)
        .values({ employeeId: actor.id, ...input })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { employeeId: actor.id, p256dh: input.p256dh, auth: input.auth, device: input.device, createdAt: sql`now()` },
        })
        .returning({ ...columns, created: sql<boolean>`xmax = 0` }),
    );
    const { created, ...row } = saved!;
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.employeeId, actor.id))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_DEVICES_PER_PERSON);
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.employeeId, actor.id), notInArray(pushSubscriptions.id, kept)));
    return { row, created };
  });
}

/** Turns one of the caller's own devices off, by its endpoint or its id; another's, or none, is 404. */
export async function deleteOwnDevice(db: Executor, actor: Actor, which: { endpoint: string } | { id: string }): Promise<PushSubscription> {
  const [row] = await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.employeeId, actor.id),
        'endpoint' in which ? eq(pushSubscriptions.endpoint, which.endpoint) : eq(pushSubscriptions.id, which.id),
      ),
    )
    .returning(columns);
  if (!row) throw notFound(messages.notFound('Push subscription'));
  return row;
}
