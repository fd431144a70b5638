import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, listOf, one } from '../../../contract/schemas/common';
import {
  generalMaintenance,
  generalMaintenanceExportQuery,
  generalMaintenanceInput,
  generalMaintenanceListQuery,
  generalMaintenanceUpdateBody,
} from '../../../contract/schemas/maintenance';
import { maintenanceCsvRoutes } from '../maintenance/csv-routes';
import { generalMaintenanceSheet } from '../maintenance/csv-sheet';
import { generalMaintenanceRecords as records } from './repository';
import { failures, SIGNED_IN } from '../../api-docs/failures';

const tags = ['general-maintenances'];

/**
 * General (voluntary) maintenance, visible with its vehicle. Users record and edit it but may not
 * delete it. The role check runs on onRequest, before the body is validated, so that a caller
 * without the right gets 401 or 403 rather than field errors.
 */
export default async function generalMaintenanceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'List general maintenance records',
        querystring: generalMaintenanceListQuery,
        response: { 200: listOf(generalMaintenance), ...failures(...SIGNED_IN) },
      },
      onRequest: app.allow('general-maintenances', 'list'),
    },
    async (request) => records.list(request.db, request.actor, request.query),
  );

  maintenanceCsvRoutes(app, { sheet: generalMaintenanceSheet, records, exportQuery: generalMaintenanceExportQuery, tags });

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One general maintenance record',
        params: idParams,
        response: { 200: one(generalMaintenance), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: app.allow('general-maintenances', 'show'),
    },
    async (request) => ({ data: await records.find(request.db, request.actor, request.params.id) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Record general maintenance on an active vehicle',
        body: generalMaintenanceInput,
        response: { 201: one(generalMaintenance), ...failures(...SIGNED_IN) },
      },
      onRequest: app.allow('general-maintenances', 'create'),
    },
    async (request, reply) => reply.code(201).send({ data: await records.create(request.db, request.actor, request.body, app.now()) }),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Update a general maintenance record (the full body, with the `version` it was read at, else 409)',
        params: idParams,
        body: generalMaintenanceUpdateBody,
        response: { 200: one(generalMaintenance), ...failures(...SIGNED_IN, 404, 409) },
      },
      onRequest: app.allow('general-maintenances', 'edit'),
    },
    async (request) => ({ data: await records.update(request.db, request.actor, request.params.id, request.body, app.now()) }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a general maintenance record',
        params: idParams,
        response: { 200: one(generalMaintenance), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: app.allow('general-maintenances', 'delete'),
    },
    async (request) => ({ data: await records.remove(request.db, request.actor, request.params.id) }),
  );
}
