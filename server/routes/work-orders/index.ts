import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, listOf, one } from '../../../contract/schemas/common';
import {
  workOrder,
  workOrderComment,
  workOrderCommentInput,
  workOrderCompletion,
  workOrderExportQuery,
  workOrderInput,
  workOrderListQuery,
  workOrderUpdateBody,
} from '../../../contract/schemas/work-order';
import { failures, SIGNED_IN } from '../../api-docs/failures';
import { csvRoutes } from '../../csv/routes';
import { recordRoutes } from '../record-routes';
import { workOrderAttachmentRoutes } from './attachments';
import { completeWorkOrder } from './complete';
import { workOrderCsvColumns } from './csv-sheet';
import {
  addComment,
  createWorkOrder,
  deleteWorkOrder,
  findWorkOrder,
  listComments,
  listWorkOrders,
  updateWorkOrder,
  workOrderListForExport,
} from './repository';

/**
 * Work orders (docs/work-orders.md): the repairs of the vehicles one sees. Admins and moderators (in
 * their branches) write, complete and delete them; drivers read their vehicles' and comment
 * (contract/permissions.ts). Completing one takes its parts from stock, writes its maintenance record,
 * resolves its issues and tells the webhooks (`work_order.completed`).
 */
export default async function workOrderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  recordRoutes(app, {
    resource: 'work-orders',
    row: workOrder,
    list: {
      summary:
        'List work orders, each with its lines, issues and totals: `q` in the title, service type, notes and plate; by vehicle, vendor, status (`open_any`: open, in progress or on hold), priority and issue',
      query: workOrderListQuery,
      run: ({ db, actor }, query) => listWorkOrders(db, actor, query),
    },
    show: {
      summary: 'One work order, with its lines, issues, totals and the maintenance record it wrote',
      run: ({ db, actor }, id) => findWorkOrder(db, actor, id),
    },
    create: {
      summary:
        'Open a work order for an active vehicle: where (in-house, or `vendor_id`), its lines (labour, parts from a branch or bought for the job, other costs) and the issues it resolves',
      body: workOrderInput,
      run: ({ db, actor }, body) => createWorkOrder(db, actor, body),
    },
    edit: {
      summary:
        'Update a work order (the whole body with its lines, with the `version` it was read at, else 409). A completed one is refused (409) while its maintenance record stands; once that is deleted, the edit reopens or cancels it and returns its parts to stock',
      body: workOrderUpdateBody,
      failures: [409],
      run: ({ db, actor }, id, body) => updateWorkOrder(db, actor, id, body),
    },
    delete: {
      summary: 'Delete a work order with its lines and comments; refused (409) while the maintenance record it wrote stands',
      failures: [409],
      run: ({ db, actor }, id) => deleteWorkOrder(db, actor, id),
    },
  });

  app.post(
    '/:id/complete',
    {
      schema: {
        operationId: 'completeWorkOrder',
        summary:
          "Complete a work order, all or nothing: its parts are taken from each branch's stock (409 when a branch no longer holds enough), its maintenance record is written with the total as its cost (the vehicle's mileage and due dates advance as for a record entered by hand), its issues are resolved, and the webhooks are told (`work_order.completed`)",
        params: idParams,
        body: workOrderCompletion,
        response: { 200: one(workOrder), ...failures(...SIGNED_IN, 404, 409) },
      },
      onRequest: app.allow('work-orders', 'edit'),
    },
    async (request) => ({
      data: await completeWorkOrder(request.db, request.actor, request.params.id, request.body, {
        now: app.now(),
        reminders: app.reminderQueue,
      }),
    }),
  );

  app.get(
    '/:id/comments',
    {
      schema: {
        operationId: 'listWorkOrderComments',
        summary: "A work order's comments, oldest first (no paging)",
        params: idParams,
        response: { 200: listOf(workOrderComment), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: app.allow('work-orders', 'show'),
    },
    async (request) => listComments(request.db, request.actor, request.params.id),
  );

  app.post(
    '/:id/comments',
    {
      schema: {
        operationId: 'addWorkOrderComment',
        summary: 'Comment on a work order: anyone who may read it, drivers included',
        params: idParams,
        body: workOrderCommentInput,
        response: { 201: one(workOrderComment), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: app.allow('work-orders', 'show'),
    },
    async (request, reply) =>
      reply.code(201).send({ data: await addComment(request.db, request.actor, request.params.id, request.body.body) }),
  );

  workOrderAttachmentRoutes(app);

  csvRoutes(app, {
    resource: 'work-orders',
    export: {
      query: workOrderExportQuery,
      list: (db, actor, query) => workOrderListForExport(db, actor, query),
      columns: workOrderCsvColumns,
    },
  });
}
