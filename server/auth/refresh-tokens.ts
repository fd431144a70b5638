import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { refreshTokens } from '../db/schema';
import { REFRESH_TOKEN_DAYS, hashToken, newOpaqueToken } from './tokens';

/**
 * Refresh tokens rotate on every use. Each sign-in starts a family; a token that was already used
 * (or revoked) coming back means it was stolen or replayed, so the whole family is revoked.
 */
export async function issueRefreshToken(db: Executor, employeeId: string, familyId: string = randomUUID()): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await db.insert(refreshTokens).values({
    employeeId,
    familyId,
    tokenHash: hash,
    expiresAt: sql`now() + make_interval(days => ${REFRESH_TOKEN_DAYS})`,
  });
  return token;
}

export type Rotation = { ok: true; employeeId: string; token: string } | { ok: false; reused: boolean };

export async function rotateRefreshToken(db: Database, presented: string): Promise<Rotation> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select({
        id: refreshTokens.id,
        employeeId: refreshTokens.employeeId,
        familyId: refreshTokens.familyId,
        spent: sql<boolean>`${refreshTokens.usedAt} is not null or ${refreshTokens.revokedAt} is not null`,
        expired: sql<boolean>`${refreshTokens.expiresAt} <= now()`,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(presented)))
      .for('update');
    if (!stored) return { ok: false, reused: false };
    if (stored.spent) {
      await revokeFamily(tx, stored.familyId);
      return { ok: false, reused: true };
    }
    if (stored.expired) return { ok: false, reused: false };
    await tx.update(refreshTokens).set({ usedAt: sql`now()` }).where(eq(refreshTokens.id, stored.id));
    const token = await issueRefreshToken(tx, stored.employeeId, stored.familyId);
    return { ok: true, employeeId: stored.employeeId, token };
  });
}

export async function revokeFamily(db: Executor, familyId: string) {
  await db.update(refreshTokens).set({ revokedAt: sql`now()` })
    .where(sql`${refreshTokens.familyId} = ${familyId} and ${refreshTokens.revokedAt} is null`);
}

/** Sign-out: the presented token's family ends, whichever of its tokens it was. */
export async function revokeFamilyOf(db: Executor, presented: string) {
  await db.update(refreshTokens).set({ revokedAt: sql`now()` })
    .where(sql`${refreshTokens.familyId} = (select family_id from refresh_tokens where token_hash = ${hashToken(presented)}) and ${refreshTokens.revokedAt} is null`);
}
