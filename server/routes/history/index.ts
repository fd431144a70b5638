import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listOf } from '../../../contract/schemas/common';
import { historyEntry, historyExportQuery, historyListQuery } from '../../../contract/schemas/history';
import { failures, SIGNED_IN } from '../../api-docs/failures';
import { csvRoutes } from '../../csv/routes';
import { historyCsvColumns } from './csv-sheet';
import { historyListForExport, listHistory } from './repository';
import { readsHistory } from '../../../contract/permissions';

/**
 * The company's history (docs/history.md): every change of every record, newest first, read only; a
 * superadmin every company's, an admin their company's, a moderator their branches'. Each record's
 * own is GET /api/<resource>/:id/history (server/routes/record-routes.ts).
 */
export default async function historyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      schema: {
        summary:
          "Every change of the records one sees, newest first: by `entity` (a table, or the record it belongs to), `entityId` (a record, with its parts), `vehicleId`, `actorId` (an employee), `from` and `to` (days in the company's zone)",
        querystring: historyListQuery,
        response: { 200: listOf(historyEntry), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: app.allowWhen(readsHistory),
    },
    async (request) => listHistory(request.db, request.actor, request.query),
  );

  csvRoutes(app, {
    resource: { name: 'history', readers: readsHistory },
    export: {
      query: historyExportQuery,
      list: (db, actor, query) => historyListForExport(db, actor, query),
      columns: historyCsvColumns,
    },
  });
}
