import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { refreshTokens, sessions } from '../db/schema';
import { REFRESH_TOKEN_DAYS, hashToken, newOpaqueToken } from './tokens';

/**
 * How long a refresh token that was just rotated is still honoured. Two tabs that refresh at the
 * same moment present the same token; the second one is no thief, and each gets a token of its own
 * in the same session. After this, a used token coming back means it was stolen or replayed.
 */
const REFRESH_GRACE_SECONDS = 20;

/** A new session for a sign-in or a sign-up, and its first refresh token. */
export async function startSession(db: Database, employeeId: string): Promise<{ sessionId: string; token: string }> {
  return db.transaction(async (tx) => {
    const [session] = await tx.insert(sessions).values({ employeeId }).returning({ id: sessions.id });
    return { sessionId: session!.id, token: await issueRefreshToken(tx, employeeId, session!.id) };
  });
}

/**
 * A new session for an API client's access token (POST /api/auth/token): no refresh token, since
 * the client signs in again when its token expires. Sign-out ends it like any other.
 */
export async function startTokenSession(db: Database, employeeId: string): Promise<string> {
  const [session] = await db.insert(sessions).values({ employeeId }).returning({ id: sessions.id });
  return session!.id;
}

async function issueRefreshToken(db: Executor, employeeId: string, sessionId: string): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await db.insert(refreshTokens).values({
    employeeId,
    familyId: sessionId,
    tokenHash: hash,
    expiresAt: sql`now() + make_interval(days => ${REFRESH_TOKEN_DAYS})`,
  });
  return token;
}

type Rotation = { ok: true; employeeId: string; sessionId: string; token: string } | { ok: false; reused: boolean };

/**
 * Refresh tokens rotate on every use. A token used more than REFRESH_GRACE_SECONDS ago, or one whose
 * session has ended, coming back means it was stolen or replayed: its whole session ends, and with it
 * every access token issued in it.
 */
export async function rotateRefreshToken(db: Database, presented: string): Promise<Rotation> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select({
        id: refreshTokens.id,
        employeeId: refreshTokens.employeeId,
        sessionId: refreshTokens.familyId,
        ended: sql<boolean>`${refreshTokens.revokedAt} is not null or ${sessions.revokedAt} is not null`,
        used: sql<boolean>`${refreshTokens.usedAt} is not null`,
        justRotated: sql<boolean>`${refreshTokens.usedAt} > now() - make_interval(secs => ${REFRESH_GRACE_SECONDS})`,
        expired: sql<boolean>`${refreshTokens.expiresAt} <= now()`,
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.familyId))
      .where(eq(refreshTokens.tokenHash, hashToken(presented)))
      // The token's row, and its session's: the second of two tabs waits for the first's rotation.
      .for('update');
    if (!stored) return { ok: false, reused: false };
    if (stored.ended || (stored.used && !stored.justRotated)) {
      await endSession(tx, stored.sessionId);
      return { ok: false, reused: true };
    }
    if (stored.expired) return { ok: false, reused: false };
    if (!stored.used)
      await tx
        .update(refreshTokens)
        .set({ usedAt: sql`now()` })
        .where(eq(refreshTokens.id, stored.id));
    const token = await issueRefreshToken(tx, stored.employeeId, stored.sessionId);
    return { ok: true, employeeId: stored.employeeId, sessionId: stored.sessionId, token };
  });
}

/** Ends a session: its refresh tokens refuse to rotate, its access tokens to sign anyone in. */
export async function endSession(db: Executor, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(sql`${sessions.id} = ${sessionId} and ${sessions.revokedAt} is null`);
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(sql`${refreshTokens.familyId} = ${sessionId} and ${refreshTokens.revokedAt} is null`);
}

/** The session a refresh token belongs to, if it is one of ours. */
export async function sessionOfRefreshToken(db: Executor, presented: string): Promise<string | undefined> {
  const [stored] = await db
    .select({ sessionId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)));
  return stored?.sessionId;
}
