import { z } from 'zod';
import { ROLES } from '../roles';
import { messages } from '../messages';
import { branchRef } from './common';

/** The sign-in payload (docs/screens.md, Records). `username` may also be the email (docs/product.md, Ambiguities settled). */
export const loginInput = z.object({
  username: z.string({ error: messages.required }).trim().min(1, messages.required).max(254),
  password: z.string({ error: messages.required }).min(1, messages.required).max(1024),
});

/** docs/product.md, Invitations and sign-up: a password has at least this many characters. */
export const MIN_PASSWORD_LENGTH = 8;

/** The invitation token of a sign-up link (`/sign-up?invite=…`). */
const inviteToken = z.string({ error: messages.inviteRequired }).trim().min(1, messages.inviteRequired).max(200);

/** Asking what a sign-up link invites: GET /api/auth/invitation?invite=…. */
export const invitationQuery = z.object({ invite: inviteToken });

/** What a valid sign-up link invites: the email to sign up with (the sign-up form fills it in). */
export const invitationAnswer = z.object({ email: z.string() });

/**
 * The sign-up payload (docs/screens.md, Records) plus the invitation token read from the link (docs/product.md,
 * Invitations and sign-up).
 */
export const registerInput = z
  .object({
    username: z
      .string({ error: messages.required })
      .trim()
      .min(1, messages.required)
      .max(254, messages.tooLong(254))
      .pipe(z.email({ error: messages.validEmail }))
      .transform((value) => value.toLowerCase()),
    password: z.string({ error: messages.required }).min(1, messages.required).min(MIN_PASSWORD_LENGTH, messages.passwordLength).max(1024),
    confirmPassword: z.string({ error: messages.required }).min(1, messages.required).max(1024),
    invite: inviteToken,
  })
  .refine((input) => input.password === input.confirmPassword, {
    message: messages.passwordsDiffer,
    path: ['confirmPassword'],
  });

/** The signed-in user as the browser keeps it under localStorage `userData`. */
export const sessionUser = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: z.enum(ROLES),
  company_id: z.string().nullable(),
  /** The company's time zone, in which its days are counted (contract/time-zones.ts); UTC for a superadmin. */
  time_zone: z.string(),
  branches: z.array(branchRef),
});
export type SessionUser = z.infer<typeof sessionUser>;

/**
 * What POST /api/auth/token answers: an access token for `Authorization: Bearer …`, for clients that
 * are not a browser (docs/api.md, Signing in). It lives as long as the cookie's; then the client asks again.
 */
export const accessTokenAnswer = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds until the token expires. */
  expires_in: z.number().int(),
});
