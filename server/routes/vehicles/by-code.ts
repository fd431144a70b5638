import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { one } from '../../../contract/schemas/common';
import { vehicle } from '../../../contract/schemas/vehicle';
import { failures, SIGNED_IN } from '../../api-docs/failures';
import { findVehicleByCode } from './repository';

/** A label's code: what `<PUBLIC_URL>/v/<code>` carries (16 hex characters; anything else is simply no vehicle's). */
const codeParams = z.object({
  code: z
    .string()
    .min(1)
    .max(64)
    .meta({ examples: ['3f9a1c0d5b7e2a64'] }),
});

/**
 * GET /api/vehicle-codes/:code: the vehicle a QR label names, for its quick actions (docs/yard.md). The
 * code opens nothing by itself: a vehicle the caller may not see answers 404, as an unknown one. A
 * family of its own beside /api/vehicles, whose `/:id/restore` a `/code/:code` would be ambiguous with.
 */
export default async function vehicleCodeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/:code',
    {
      schema: {
        operationId: 'getVehicleByCode',
        summary: "The vehicle a QR label's code names, if the caller may see it; 404 as for an unknown vehicle otherwise",
        params: codeParams,
        response: { 200: one(vehicle), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: app.allow('vehicles', 'show'),
    },
    async (request) => ({ data: await findVehicleByCode(request.db, request.actor, request.params.code, app.now()) }),
  );
}
