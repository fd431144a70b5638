import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../../db/client';
import { pushKeys } from '../../db/schema';

/** The platform's VAPID key pair, base64url as web-push writes them (docs/reminders.md, Push). */
export interface PushKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The pair kept in push_keys, made and kept first when there is none. Every browser's subscription is
 * bound to the public key it subscribed with, so the pair never changes once made. Two processes
 * starting on a new database at once each offer a pair: the unique row keeps the first insert, the
 * second does nothing, and both read the one that stayed. With the owner's connection: the request
 * role has no grant on the table.
 */
export async function loadPushKeys(db: Database): Promise<PushKeys> {
  const offered = webpush.generateVAPIDKeys();
  await db.insert(pushKeys).values({ id: 1, publicKey: offered.publicKey, privateKey: offered.privateKey }).onConflictDoNothing();
  const [kept] = await db
    .select({ publicKey: pushKeys.publicKey, privateKey: pushKeys.privateKey })
    .from(pushKeys)
    .where(eq(pushKeys.id, 1));
  if (!kept) throw new Error('push_keys holds no key pair after it was written');
  return kept;
}

/**
 * The keys when first asked for, then the same ones: for an app or a queue that was not handed them at
 * start (the tests, the API document, which never asks). A failed read (the database away) is not
 * kept, so the next ask tries again.
 */
export function pushKeysWhenAsked(db: Database, given?: PushKeys): () => Promise<PushKeys> {
  let loading: Promise<PushKeys> | undefined = given && Promise.resolve(given);
  return () => {
    loading ??= loadPushKeys(db).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
