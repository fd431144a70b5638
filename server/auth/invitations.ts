import { and, eq, isNull, sql } from 'drizzle-orm';
import { messages } from '../../contract/messages';
import type { Invitation } from '../../contract/schemas/employee';
import type { Executor } from '../db/client';
import { employees, invitations } from '../db/schema';
import { badRequest } from '../errors';
import { hashPassword } from './passwords';
import { INVITATION_DAYS, hashToken, newOpaqueToken } from './tokens';
import { actAsEmployee } from '../db/history-actor';

/**
 * The invitation flow of docs/product.md, Invitations and sign-up: creating an employee yields a one-time sign-up link, valid for
 * seven days. Issuing a new one voids the earlier unused ones, so only the newest link works.
 */
export async function issueInvitation(
  db: Executor,
  employee: { id: string; companyId: string | null },
  baseUrl: string,
): Promise<Invitation> {
  await db.delete(invitations).where(and(eq(invitations.employeeId, employee.id), isNull(invitations.usedAt)));
  const { token, hash } = newOpaqueToken();
  const [created] = await db
    .insert(invitations)
    .values({
      companyId: employee.companyId,
      employeeId: employee.id,
      tokenHash: hash,
      expiresAt: sql`now() + make_interval(days => ${INVITATION_DAYS})`,
    })
    .returning({ expiresAt: invitations.expiresAt });
  return { link: `${baseUrl}/sign-up?invite=${token}`, expires_at: created!.expiresAt };
}

/** The invitation of a sign-up link's token, with what decides whether it can still be used. */
const invitationOf = (db: Executor, token: string) =>
  db
    .select({
      id: invitations.id,
      employeeId: invitations.employeeId,
      used: sql<boolean>`${invitations.usedAt} is not null`,
      expired: sql<boolean>`${invitations.expiresAt} <= now()`,
      email: employees.email,
      signedUp: sql<boolean>`${employees.passwordHash} is not null`,
    })
    .from(invitations)
    .innerJoin(employees, eq(employees.id, invitations.employeeId))
    .where(eq(invitations.tokenHash, hashToken(token)));

type FoundInvitation = Awaited<ReturnType<typeof invitationOf>>[number];

const invitationRefusal = (message: string, field = 'invite') => badRequest(message, [{ field, message }]);

function checkUsable(invitation: FoundInvitation | undefined): asserts invitation is FoundInvitation {
  if (!invitation) throw invitationRefusal(messages.inviteInvalid);
  if (invitation.used || invitation.signedUp) throw invitationRefusal(messages.inviteUsed);
  if (invitation.expired) throw invitationRefusal(messages.inviteExpired);
}

/**
 * The email a sign-up link invites, for the sign-up form to fill in; refused as the sign-up itself
 * would refuse the link (not valid, used, expired). The token is the credential, as for the sign-up.
 */
export async function invitedEmail(db: Executor, token: string): Promise<string> {
  const [invitation] = await invitationOf(db, token);
  checkUsable(invitation);
  return invitation.email;
}

/**
 * Sign-up with an invitation: the email must be the invited one; the password is set and the link is
 * spent in the same transaction, so a link can never be used twice. Answers the employee's id.
 */
export async function acceptInvitation(tx: Executor, token: string, email: string, password: string): Promise<string> {
  const [invitation] = await invitationOf(tx, token).for('update');
  checkUsable(invitation);
  if (invitation.email.toLowerCase() !== email.toLowerCase()) throw invitationRefusal(messages.inviteEmailMismatch, 'username');
  await actAsEmployee(tx, invitation.employeeId);
  await tx
    .update(employees)
    .set({ passwordHash: await hashPassword(password), updatedAt: sql`now()` })
    .where(eq(employees.id, invitation.employeeId));
  await tx
    .update(invitations)
    .set({ usedAt: sql`now()` })
    .where(eq(invitations.id, invitation.id));
  return invitation.employeeId;
}
