import { createHash, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 30;
export const INVITATION_DAYS = 7;

/** The session's cookies (server/auth/cookies.ts): the access token, and the refresh token sent only to /api/auth. */
export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';

/** The token of an `Authorization: Bearer …` header, as API clients send it. */
export const bearerToken = (header: string | undefined) => (header?.startsWith('Bearer ') ? header.slice(7) : undefined);

type AccessCheck = { ok: true; employeeId: string; sessionId: string } | { ok: false; expired: boolean };

/**
 * Access tokens are short-lived HS256 JWTs naming the employee (`sub`) and their session (`sid`), so
 * that a token dies with its session rather than living out its 15 minutes after a sign-out.
 * Verifying with a KeyObject avoids re-deriving the key each time.
 */
export class AccessTokens {
  private readonly key: KeyObject;

  constructor(secret: string) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  sign(employeeId: string, sessionId: string, seconds = ACCESS_TOKEN_SECONDS): string {
    return jwt.sign({ sid: sessionId }, this.key, { algorithm: 'HS256', subject: employeeId, expiresIn: seconds });
  }

  /** The session a token of ours names, expired or not: sign-out ends it. */
  sessionOf(token: string): string | undefined {
    try {
      const claims = jwt.verify(token, this.key, { algorithms: ['HS256'], ignoreExpiration: true });
      return typeof claims !== 'string' && typeof claims.sid === 'string' ? claims.sid : undefined;
    } catch {
      return undefined;
    }
  }

  verify(token: string): AccessCheck {
    try {
      const claims = jwt.verify(token, this.key, { algorithms: ['HS256'] });
      if (typeof claims === 'string' || typeof claims.sub !== 'string') return { ok: false, expired: false };
      // Issued before tokens named their session: treated as expired, so that the browser refreshes
      // once (its refresh token names the session) instead of being signed out.
      if (typeof claims.sid !== 'string') return { ok: false, expired: true };
      return { ok: true, employeeId: claims.sub, sessionId: claims.sid };
    } catch (error) {
      return { ok: false, expired: error instanceof jwt.TokenExpiredError };
    }
  }
}

/** An opaque random token; only its hash is stored, so a leaked table cannot be replayed. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
