import type { FastifyInstance } from 'fastify';
import type { RouteSettings } from '../route-settings';
import { manageWebhookRoutes } from './manage';
import { testWebhookRoute } from './test-call';

/**
 * A company's webhooks, managed by its admins (docs/reminders.md, Webhooks): each new reminder is a
 * signed JSON POST to every enabled one; a test call shows at once whether the receiver takes it.
 * Managing them and calling one are apart (manage.ts, test-call.ts); registered in this order, so
 * /api/docs lists them as before.
 */
export default async function webhookRoutes(fastify: FastifyInstance, options: RouteSettings) {
  manageWebhookRoutes(fastify, options);
  testWebhookRoute(fastify, options);
}
