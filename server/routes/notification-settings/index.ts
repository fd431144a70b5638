import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { receivesReminders } from '../../../contract/permissions';
import { one } from '../../../contract/schemas/common';
import { notificationSettings, notificationSettingsUpdateBody, testEmailSent } from '../../../contract/schemas/notification-settings';
import { eq, sql } from 'drizzle-orm';
import { messages } from '../../../contract/messages';
import { employees } from '../../db/schema';
import { badRequest, HttpError } from '../../errors';
import { testMail } from '../../reminders/mail/digest';
import { endRequestTransaction } from '../../plugins/authentication';
import { findNotificationSettings, saveNotificationSettings } from './repository';
import { failures, SIGNED_IN } from '../../api-docs/failures';

/**
 * The signed-in person's own reminder settings (docs/reminders.md, Who is told), under
 * /api/me/notification-settings: the inbox and email on or off, and which of their branches.
 */
export default async function notificationSettingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const emailAvailable = () => app.mailer !== null;

  app.get(
    '/',
    {
      schema: {
        operationId: 'getMyNotificationSettings',
        summary: "The caller's reminder settings (the defaults at version 0 until first saved), and whether email can be sent",
        response: { 200: one(notificationSettings), ...failures(...SIGNED_IN) },
      },
      onRequest: app.allowWhen(receivesReminders),
    },
    async (request) => ({ data: { ...(await findNotificationSettings(request.db, request.actor)), email_available: emailAvailable() } }),
  );

  app.put(
    '/',
    {
      schema: {
        operationId: 'updateMyNotificationSettings',
        summary: "Change the caller's reminder settings (`version` as read, 0 for the defaults; else 409)",
        body: notificationSettingsUpdateBody,
        response: { 200: one(notificationSettings), ...failures(...SIGNED_IN, 409) },
      },
      onRequest: app.allowWhen(receivesReminders),
    },
    async (request) => ({
      data: { ...(await saveNotificationSettings(request.db, request.actor, request.body)), email_available: emailAvailable() },
    }),
  );

  app.post(
    '/test-email',
    {
      schema: {
        operationId: 'sendMyTestEmail',
        summary:
          'Send the caller a test email in the language of their settings (400 when email is not set up, 503 when the mail server refuses)',
        response: { 200: one(testEmailSent), ...failures(...SIGNED_IN) },
      },
      onRequest: app.allowWhen(receivesReminders),
    },
    async (request) => {
      const mailer = app.mailer;
      if (!mailer) throw badRequest(messages.emailUnavailable);
      const [person] = await request.db
        .select({ email: employees.email, name: sql<string>`coalesce(${employees.firstName}, ${employees.username})` })
        .from(employees)
        .where(eq(employees.id, request.actor.id));
      const { language } = await findNotificationSettings(request.db, request.actor);
      // The mail server may take its time: the request's connection goes back to the pool first.
      await endRequestTransaction(request);
      try {
        await mailer.send(testMail(person!.email, person!.name, language));
      } catch (error) {
        request.log.warn({ err: error }, 'a test email was refused');
        throw new HttpError(503, messages.emailFailed);
      }
      return { data: { to: person!.email } };
    },
  );
}
