import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { NotificationSettings, notificationSettingsUpdateBody } from '../../../contract/schemas/notification-settings';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { atomically } from '../../db/atomically';
import { notificationPreferences } from '../../db/schema';
import { assertCurrentVersion } from '../../errors';
import { EMAIL_BY_DEFAULT } from '../../reminders/recipients';
import { assertBranchesAssignable } from '../../scope/branch-assignments';

type SettingsUpdate = z.output<typeof notificationSettingsUpdateBody>;

/** No row yet: the defaults (docs/reminders.md, Who is told), at version 0. */
function defaultsFor(actor: Actor): Omit<NotificationSettings, 'email_available'> {
  return { in_app: true, email: (EMAIL_BY_DEFAULT as readonly string[]).includes(actor.role), branches: null, language: 'en', version: 0 };
}

const columns = {
  in_app: notificationPreferences.inApp,
  email: notificationPreferences.email,
  branches: notificationPreferences.branchIds,
  language: notificationPreferences.language,
  version: notificationPreferences.version,
};

export async function findNotificationSettings(db: Executor, actor: Actor): Promise<Omit<NotificationSettings, 'email_available'>> {
  const [row] = await db.select(columns).from(notificationPreferences).where(eq(notificationPreferences.employeeId, actor.id));
  return row ?? defaultsFor(actor);
}

/**
 * Saves the caller's own settings. The branches chosen must be ones the caller sees (else 400, as
 * for any branch list); `version` is what was read, 0 for the defaults (else 409).
 */
export async function saveNotificationSettings(
  db: Executor,
  actor: Actor,
  input: SettingsUpdate,
): Promise<Omit<NotificationSettings, 'email_available'>> {
  return atomically(db, async (tx) => {
    if (input.branches) await assertBranchesAssignable(tx, actor, actor.companyId!, input.branches);
    const [current] = await tx
      .select({ version: notificationPreferences.version })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.employeeId, actor.id))
      .for('update');
    assertCurrentVersion(current?.version ?? 0, input.version);
    const values = { inApp: input.in_app, email: input.email, branchIds: input.branches, language: input.language };
    if (!current) {
      // Two first saves at once: the second finds the row taken and is told the settings changed.
      const inserted = await tx
        .insert(notificationPreferences)
        .values({ employeeId: actor.id, companyId: actor.companyId!, ...values })
        .onConflictDoNothing()
        .returning(columns);
      if (inserted.length === 0) assertCurrentVersion(1, 0);
      return inserted[0]!;
    }
    const [row] = await tx
      .update(notificationPreferences)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(notificationPreferences.employeeId, actor.id))
      .returning(columns);
    return row!;
  });
}
