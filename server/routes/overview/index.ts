import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { one } from '../../../contract/schemas/common';
import { overview, overviewQuery } from '../../../contract/schemas/overview';
import { fleetOverview } from './repository';
import { keptOverview } from './snapshots';
import { failures, SIGNED_IN } from '../../api-docs/failures';

/** The overview screen's numbers, for every role, in the caller's scope and selected branch. */
export default async function overviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      schema: {
        operationId: 'getOverview',
        summary: 'Vehicles by status, what is due soon or overdue, and maintenance costs of the last 12 months',
        querystring: overviewQuery,
        response: { 200: one(overview), ...failures(...SIGNED_IN) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const {
        actor,
        query: { branchId },
      } = request;
      const now = app.now();
      return { data: await keptOverview(request.db, actor, branchId, now, () => fleetOverview(request.db, actor, branchId, now)) };
    },
  );
}
