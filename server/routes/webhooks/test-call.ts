import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { managesCompanyReminders } from '../../../contract/permissions';
import { idParams, one } from '../../../contract/schemas/common';
import { webhookTestResult, type WebhookBody } from '../../../contract/schemas/webhook';
import { endRequestTransaction } from '../../plugins/authentication';
import { postSigned } from '../../reminders/webhooks/post';
import { failures, SIGNED_IN } from '../../api-docs/failures';
import { webhookTarget } from './repository';
import type { RouteSettings } from '../route-settings';

/**
 * POST /:id/test: calls the webhook now with a test event, signed like every call, so an admin sees
 * at once whether the receiver takes it rather than waiting for the next reminder.
 */
export function testWebhookRoute(fastify: FastifyInstance, options: RouteSettings) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const manage = app.allowWhen(managesCompanyReminders);

  app.post(
    '/:id/test',
    {
      schema: {
        operationId: 'testWebhook',
        summary:
          'Call the webhook now with a test event (admins), signed like every call; answers whether the receiver took it (a 2xx), its status and why not',
        params: idParams,
        response: { 200: one(webhookTestResult), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: manage,
    },
    async (request) => {
      const target = await webhookTarget(request.db, request.actor, request.params.id);
      // The receiver may take seconds: the request's connection goes back to the pool first.
      await endRequestTransaction(request);
      const body: WebhookBody = {
        id: randomUUID(),
        event: 'test',
        company_id: target.companyId,
        sent_at: new Date().toISOString(),
        reminder: null,
      };
      const outcome = await postSigned(target.url, target.secret, body, options.allowPrivateWebhooks);
      return { data: { delivered: outcome.delivered, status_code: outcome.statusCode, error: outcome.error } };
    },
  );
}
