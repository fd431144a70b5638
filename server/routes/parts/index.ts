import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, listOf, one } from '../../../contract/schemas/common';
import {
  part,
  partExportQuery,
  partInput,
  partListQuery,
  partStock,
  partUpdateBody,
  stockAdjustmentInput,
  stockChange,
  stockChangeListQuery,
} from '../../../contract/schemas/part';
import { failures, SIGNED_IN } from '../../api-docs/failures';
import { csvRoutes } from '../../csv/routes';
import { recordRoutes } from '../record-routes';
import { importParts } from './csv';
import { partCsvColumns } from './csv-sheet';
import {
  adjustStock,
  createPart,
  deletePart,
  findPart,
  listParts,
  listStockChanges,
  partListForExport,
  stockOfPart,
  updatePart,
} from './repository';
import { z } from 'zod';

/**
 * Parts and stock (docs/work-orders.md): a company's catalogue, which everyone of the company reads and
 * its admins and moderators keep; each branch's stock of a part, and its log. Stock is changed by hand
 * (goods received, a count, a correction) by those who keep the catalogue, in the branches they see.
 */
export default async function partRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  recordRoutes(app, {
    resource: 'parts',
    row: part,
    list: {
      summary:
        "List the company's parts: `q` in the number and name; by preferred vendor, and `belowReorder` (a branch one sees holds less than the reorder level)",
      query: partListQuery,
      run: ({ db, actor }, query) => listParts(db, actor, query),
    },
    show: { summary: 'One part, with what the branches one sees hold of it together', run: ({ db, actor }, id) => findPart(db, actor, id) },
    create: {
      summary: 'Add a part to the catalogue; its number is unique in the company (409); a superadmin names company_id',
      body: partInput,
      failures: [404, 409],
      run: ({ db, actor }, body) => createPart(db, actor, body),
    },
    edit: {
      summary: 'Update a part (`version` as read, else 409)',
      body: partUpdateBody,
      run: ({ db, actor }, id, body) => updatePart(db, actor, id, body),
    },
    delete: { summary: 'Delete a part, with its stock and its stock log', run: ({ db, actor }, id) => deletePart(db, actor, id) },
  });

  app.get(
    '/:id/stock',
    {
      schema: {
        operationId: 'listPartStock',
        summary: "A part's stock in each branch one sees, by the branch's name (a branch that never held it holds 0)",
        params: idParams,
        response: { 200: listOf(partStock), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: app.allow('parts', 'show'),
    },
    async (request) => {
      const data = await stockOfPart(request.db, request.actor, request.params.id);
      return { data, totalCount: data.length, totalPages: 1 };
    },
  );

  app.get(
    '/:id/adjustments',
    {
      schema: {
        operationId: 'listStockChanges',
        summary:
          "A part's stock log, newest first: every change in the branches one sees (received, used on a work order, counted, corrected), by whom and why",
        params: idParams,
        querystring: stockChangeListQuery,
        response: { 200: listOf(stockChange), ...failures(...SIGNED_IN, 400, 404) },
      },
      onRequest: app.allow('parts', 'show'),
    },
    async (request) => listStockChanges(request.db, request.actor, request.params.id, request.query),
  );

  app.post(
    '/:id/adjustments',
    {
      schema: {
        operationId: 'adjustStock',
        summary:
          "Change a branch's stock of a part by hand: `quantity` more (+) or fewer (−) and why. The stock never goes below zero: that is refused (409) and nothing moves. A change that takes the branch below the part's reorder level tells the branch's moderators and the admins at once (a reminder, item `reorder`)",
        params: idParams,
        body: stockAdjustmentInput,
        response: { 201: one(z.object({ change: stockChange, on_hand: z.number() })), ...failures(...SIGNED_IN, 400, 404, 409) },
      },
      onRequest: app.allow('parts', 'edit'),
    },
    async (request, reply) => {
      const moved = await adjustStock(request.db, request.actor, request.params.id, request.body, {
        now: app.now(),
        reminders: app.reminderQueue,
      });
      return reply.code(201).send({ data: { change: moved.change, on_hand: moved.after } });
    },
  );

  csvRoutes(app, {
    resource: 'parts',
    export: { query: partExportQuery, list: (db, actor, query) => partListForExport(db, actor, query), columns: partCsvColumns },
    import: {
      summary:
        "Add parts to the catalogue from a CSV file (multipart `file`), the export's columns, the preferred vendor by name; on hand is not read (stock moves only by its changes); `dryRun=true` checks every row and creates nothing; a superadmin names `companyId`",
      run: (db, actor, upload) => importParts(db, actor, upload),
    },
  });
}
