import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '../../../contract/messages';
import { managesCompanyReminders } from '../../../contract/permissions';
import { idParams, listOf, one } from '../../../contract/schemas/common';
import {
  delivery,
  deliveryListQuery,
  notification,
  notificationCount,
  notificationListQuery,
} from '../../../contract/schemas/notification';
import { badRequest } from '../../errors';
import { checkCompany } from '../../reminders/check';
import { endRequestTransaction } from '../../plugins/authentication';
import { listDeliveries, listNotifications, markAllRead, markRead } from './repository';
import { failures, SIGNED_IN } from '../../api-docs/failures';

/**
 * The in-app inbox of reminders (docs/reminders.md, Channels): each signed-in person reads and marks
 * their own. An admin runs the company's reminder check now, which raises only what the daily check
 * would.
 */
export default async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      schema: {
        summary: "The caller's reminders, newest first; `unread=true` only those not read yet (its totalCount is the unread count)",
        querystring: notificationListQuery,
        response: { 200: listOf(notification), ...failures(...SIGNED_IN) },
      },
      onRequest: app.authenticate,
    },
    async (request) => listNotifications(request.db, request.actor, request.query),
  );

  app.post(
    '/:id/read',
    {
      schema: {
        operationId: 'markNotificationRead',
        summary: "Mark one of the caller's reminders read; answers it",
        params: idParams,
        response: { 200: one(notification), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({ data: await markRead(request.db, request.actor, request.params.id) }),
  );

  app.post(
    '/read-all',
    {
      schema: {
        operationId: 'markAllNotificationsRead',
        summary: "Mark all the caller's reminders read; answers how many were unread",
        response: { 200: one(notificationCount), ...failures(...SIGNED_IN) },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({ data: { count: await markAllRead(request.db, request.actor) } }),
  );

  app.get(
    '/deliveries',
    {
      schema: {
        operationId: 'listReminderDeliveries',
        summary: "The company's reminder email and webhook calls, newest first (admins): to whom, how it went, tries and the last error",
        querystring: deliveryListQuery,
        response: { 200: listOf(delivery), ...failures(...SIGNED_IN) },
      },
      onRequest: app.allowWhen(managesCompanyReminders),
    },
    async (request) => listDeliveries(request.db, request.actor, request.query),
  );

  app.post(
    '/run',
    {
      schema: {
        operationId: 'runReminderCheck',
        summary:
          "Run the company's reminder check now (admins): raises what the daily check would, and answers how many reminders it raised",
        response: { 200: one(notificationCount), ...failures(...SIGNED_IN) },
      },
      onRequest: app.allowWhen(managesCompanyReminders),
    },
    async (request) => {
      const companyId = request.actor.companyId;
      if (!companyId) throw badRequest(messages.forbidden);
      // The check is the system's, as the daily one is: it reads every vehicle of the company to find
      // who is told, beyond the caller's own branches, in a transaction of its own; the request's
      // connection goes back to the pool first, so a request never holds two.
      await endRequestTransaction(request);
      const result = await checkCompany(app.db, companyId, app.now(), app.reminderQueue?.deliver);
      return { data: { count: result.reminderIds.length } };
    },
  );
}
