import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../contract/messages';
import { receivesReminders } from '../../../contract/permissions';
import { idParams, one } from '../../../contract/schemas/common';
import { pushKey, pushSubscription, pushSubscriptionInput, pushSubscriptionQuery } from '../../../contract/schemas/push';
import { failures, SIGNED_IN } from '../../api-docs/failures';
import { badRequest } from '../../errors';
import { isDeviceKey } from '../../reminders/push/device-key';
import { refusedPushEndpoint } from '../../reminders/push/endpoint';
import type { RouteSettings } from '../route-settings';
import { deleteOwnDevice, listOwnDevices, saveOwnDevice } from './repository';

/**
 * Web Push, each person's own (docs/reminders.md, Push): the key a browser subscribes with, and the
 * devices on which the signed-in person turned notifications on. Nobody reads or changes another's
 * devices, whatever their role; a superadmin, who gets no reminders, has none.
 */
export default async function pushRoutes(fastify: FastifyInstance, options: RouteSettings) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ownDevices = app.allowWhen(receivesReminders);

  app.get(
    '/key',
    {
      schema: {
        operationId: 'getPushKey',
        summary: "Fleet's VAPID public key (base64url): the applicationServerKey a browser subscribes to push with",
        response: { 200: one(pushKey), ...failures(...SIGNED_IN) },
      },
      onRequest: app.authenticate,
    },
    async () => ({ data: { public_key: (await options.pushKeys()).publicKey } }),
  );

  app.get(
    '/subscriptions',
    {
      schema: {
        operationId: 'listMyPushSubscriptions',
        summary: 'The devices on which the caller turned notifications on, the latest first',
        response: { 200: z.object({ data: z.array(pushSubscription) }), ...failures(...SIGNED_IN) },
      },
      onRequest: ownDevices,
    },
    async (request) => ({ data: await listOwnDevices(request.db, request.actor) }),
  );

  app.post(
    '/subscriptions',
    {
      schema: {
        operationId: 'savePushSubscription',
        summary:
          "Turn notifications on for this device: the browser's PushSubscription as toJSON() writes it, and a name for the device. 201 when new, 200 when the endpoint was kept already (it becomes the caller's)",
        body: pushSubscriptionInput,
        response: { 200: one(pushSubscription), 201: one(pushSubscription), ...failures(...SIGNED_IN, 413, 415) },
      },
      onRequest: ownDevices,
    },
    async (request, reply) => {
      const { endpoint, keys, device } = request.body;
      const refused = await refusedPushEndpoint(endpoint, options.allowPrivateWebhooks);
      if (refused) throw badRequest(refused, [{ field: 'endpoint', message: refused }]);
      if (!isDeviceKey(keys.p256dh)) throw badRequest(messages.pushKeys, [{ field: 'keys.p256dh', message: messages.pushKeys }]);
      const saved = await saveOwnDevice(request.db, request.actor, { endpoint, p256dh: keys.p256dh, auth: keys.auth, device });
      return reply.code(saved.created ? 201 : 200).send({ data: saved.row });
    },
  );

  app.delete(
    '/subscriptions',
    {
      schema: {
        operationId: 'deletePushSubscriptionByEndpoint',
        summary: "Turn notifications off for the device with this endpoint, one of the caller's own",
        querystring: pushSubscriptionQuery,
        response: { 200: one(pushSubscription), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: ownDevices,
    },
    async (request) => ({ data: await deleteOwnDevice(request.db, request.actor, { endpoint: request.query.endpoint }) }),
  );

  app.delete(
    '/subscriptions/:id',
    {
      schema: {
        operationId: 'deletePushSubscription',
        summary: "Turn notifications off for one of the caller's own devices, by its id",
        params: idParams,
        response: { 200: one(pushSubscription), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: ownDevices,
    },
    async (request) => ({ data: await deleteOwnDevice(request.db, request.actor, { id: request.params.id }) }),
  );
}
