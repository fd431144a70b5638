import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { managesCompanyReminders } from '../../../contract/permissions';
import { idParams, listOf, one } from '../../../contract/schemas/common';
import { webhook, webhookCreateBody, webhookListQuery, webhookUpdateBody, webhookWithSecret } from '../../../contract/schemas/webhook';
import { badRequest } from '../../errors';
import { refusedWebhookUrl } from '../../reminders/webhooks/address';
import { failures, SIGNED_IN } from '../../api-docs/failures';
import { createWebhook, deleteWebhook, findWebhook, listWebhooks, updateWebhook } from './repository';
import type { RouteSettings } from '../route-settings';

/**
 * A URL the webhook may not call is refused on the field, before anything is saved: at once, rather
 * than as a failed delivery of some later reminder.
 */
async function assertCallable(url: string, allowPrivateWebhooks: boolean) {
  const refused = await refusedWebhookUrl(url, allowPrivateWebhooks);
  if (refused) throw badRequest(refused, [{ field: 'url', message: refused }]);
}

/** List, read, add, change and delete a company's webhooks (admins); a secret is shown only when it is set. */
export function manageWebhookRoutes(fastify: FastifyInstance, options: RouteSettings) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const manage = app.allowWhen(managesCompanyReminders);

  app.get(
    '/',
    {
      schema: {
        operationId: 'listWebhooks',
        summary: "The company's webhooks (admins), oldest first; each secret only as its last four characters",
        querystring: webhookListQuery,
        response: { 200: listOf(webhook), ...failures(...SIGNED_IN) },
      },
      onRequest: manage,
    },
    async (request) => listWebhooks(request.db, request.actor, request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getWebhook',
        summary: 'One webhook (admins)',
        params: idParams,
        response: { 200: one(webhook), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: manage,
    },
    async (request) => ({ data: await findWebhook(request.db, request.actor, request.params.id) }),
  );

  app.post(
    '/',
    {
      schema: {
        operationId: 'createWebhook',
        summary: 'Add a webhook (admins); without a `secret`, Fleet makes one. The answer holds the secret, this once',
        body: webhookCreateBody,
        response: { 201: one(webhookWithSecret), ...failures(...SIGNED_IN, 409, 413, 415) },
      },
      onRequest: manage,
    },
    async (request, reply) => {
      await assertCallable(request.body.url, options.allowPrivateWebhooks);
      const created = await createWebhook(request.db, request.actor, request.body);
      return reply.code(201).send({ data: created });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        operationId: 'updateWebhook',
        summary: 'Change a webhook (admins); a new `secret` replaces the old one and is answered this once',
        params: idParams,
        body: webhookUpdateBody,
        response: {
          200: one(webhook.extend({ secret: webhookWithSecret.shape.secret.optional() })),
          ...failures(...SIGNED_IN, 404, 409, 413, 415),
        },
      },
      onRequest: manage,
    },
    async (request) => {
      // Only a new address is looked up: pausing or renaming a webhook whose host stopped resolving still works
      // (each call is checked again as it connects).
      const current = await findWebhook(request.db, request.actor, request.params.id);
      if (current.url !== request.body.url) await assertCallable(request.body.url, options.allowPrivateWebhooks);
      return { data: await updateWebhook(request.db, request.actor, request.params.id, request.body) };
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        operationId: 'deleteWebhook',
        summary: 'Delete a webhook (admins); its deliveries stay in the log',
        params: idParams,
        response: { 200: one(webhook), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: manage,
    },
    async (request) => ({ data: await deleteWebhook(request.db, request.actor, request.params.id) }),
  );
}
