import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { messages } from '../../../contract/messages';
import type { loginInput } from '../../../contract/schemas/auth';
import { accountKey, release, reserveAttempt, throttleSubjects, type ThrottleSettings } from '../../auth/login-throttle';
import { decoyPasswordHash, verifyPassword } from '../../auth/passwords';
import { employees } from '../../db/schema';
import { HttpError, unauthorized } from '../../errors';

/*
 * Checking a username (or email) and password, shared by the two ways to sign in (sign-in.ts): a
 * browser's cookie session and an API client's access token count their failures together.
 */

export type CheckCredentials = (request: FastifyRequest, reply: FastifyReply, credentials: z.output<typeof loginInput>) => Promise<string>;

/**
 * The employee these credentials are, under the sign-in throttle: 401 when they are wrong, 429
 * (with Retry-After: the throttle's window, the longest the wait can be) after too many failures.
 */
export function credentialChecker(app: FastifyInstance, loginThrottle: ThrottleSettings): CheckCredentials {
  return async (request, reply, { username, password }) => {
    const [employee] = await app.db
      .select({ id: employees.id, passwordHash: employees.passwordHash })
      .from(employees)
      .where(sql`lower(${employees.username}) = lower(${username}) or lower(${employees.email}) = lower(${username})`)
      .limit(1);
    // Counted per (account, address) and per address, reserved before the password is checked.
    const subjects = throttleSubjects(accountKey(employee?.id, username), request.ip);
    const reservation = await reserveAttempt(app.db, loginThrottle, subjects);
    if (!reservation) {
      reply.header('retry-after', String(loginThrottle.windowMinutes * 60));
      throw new HttpError(429, messages.tooManyAttempts);
    }
    // The same work and the same answer whatever was wrong, so sign-in cannot reveal who exists.
    const valid = await verifyPassword(employee?.passwordHash ?? (await decoyPasswordHash()), password);
    if (!employee?.passwordHash || !valid) throw unauthorized(messages.invalidCredentials);
    await release(app.db, subjects, reservation);
    return employee.id;
  };
}
