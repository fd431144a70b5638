import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { messages } from '../messages';
import { branchIds } from './fields';

/**
 * What a person wants to be told of, and where (docs/reminders.md, Who is told): the in-app inbox and
 * email each on or off, and the branches to be told about (null: every branch they see).
 */
const notificationSettingsInput = z.object({
  in_app: z.boolean({ error: messages.trueOrFalse }),
  email: z.boolean({ error: messages.trueOrFalse }),
  branches: branchIds(false).nullable(),
  /** The language of their email. */
  language: z.enum(LANGUAGES, { error: messages.language }),
});
export type NotificationSettingsInput = z.input<typeof notificationSettingsInput>;

/** `version` 0 until the person first saves: the defaults are no row. */
export const notificationSettingsUpdateBody = notificationSettingsInput.extend({
  version: z.number({ error: messages.validNumber }).int(messages.wholeNumber).min(0, messages.intervalMin).max(2_147_483_647),
});

export const notificationSettings = z.object({
  in_app: z.boolean(),
  email: z.boolean(),
  branches: z.array(z.string()).nullable(),
  language: z.enum(LANGUAGES),
  /** Whether this Fleet can send email at all (SMTP_URL is set); without it the email switch does nothing. */
  email_available: z.boolean(),
  version: z.number().int(),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** POST /api/me/notification-settings/test-email answers where it went. */
export const testEmailSent = z.object({ to: z.string() });
