import { z } from 'zod';
import { sessionUser } from '../../../contract/schemas/auth';
import type { sessionCookies } from '../../auth/cookies';

/** What signing in, refreshing, signing up and GET /me answer: the signed-in user. */
export const userResponse = z.object({ data: sessionUser });

/** The session's cookies, set on sign-in and sign-up, rotated on refresh and cleared on sign-out. */
export type SessionCookies = ReturnType<typeof sessionCookies>;
