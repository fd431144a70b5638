import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, listOf, one } from '../../../contract/schemas/common';
import {
  mandatoryMaintenance,
  mandatoryMaintenanceExportQuery,
  mandatoryMaintenanceInput,
  mandatoryMaintenanceListQuery,
  mandatoryMaintenanceUpdateBody,
} from '../../../contract/schemas/maintenance';
import { maintenanceCsvRoutes } from '../maintenance/csv-routes';
import { mandatoryMaintenanceSheet } from '../maintenance/csv-sheet';
import { mandatoryMaintenanceRecords as records } from './repository';
import { failures, SIGNED_IN } from '../../api-docs/failures';

const tags = ['mandatory-maintenances'];

/**
 * Mandatory maintenance (registration and service), visible with its vehicle. Users record and edit
 * it but may not delete it. The role check runs on onRequest, before the body is validated, so that
 * a caller without the right gets 401 or 403 rather than field errors.
 */
export default async function mandatoryMaintenanceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'List mandatory maintenance records',
        querystring: mandatoryMaintenanceListQuery,
        response: { 200: listOf(mandatoryMaintenance), ...failures(...SIGNED_IN) },
      },
      onRequest: app.allow('mandatory-maintenances', 'list'),
    },
    async (request) => records.list(request.db, request.actor, request.query),
  );

  maintenanceCsvRoutes(app, { sheet: mandatoryMaintenanceSheet, records, exportQuery: mandatoryMaintenanceExportQuery, tags });

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One mandatory maintenance record',
        params: idParams,
        response: { 200: one(mandatoryMaintenance), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: app.allow('mandatory-maintenances', 'show'),
    },
    async (request) => ({ data: await records.find(request.db, request.actor, request.params.id) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Record mandatory maintenance on an active vehicle',
        body: mandatoryMaintenanceInput,
        response: { 201: one(mandatoryMaintenance), ...failures(...SIGNED_IN) },
      },
      onRequest: app.allow('mandatory-maintenances', 'create'),
    },
    async (request, reply) => reply.code(201).send({ data: await records.create(request.db, request.actor, request.body, app.now()) }),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Update a mandatory maintenance record (the full body, with the `version` it was read at, else 409)',
        params: idParams,
        body: mandatoryMaintenanceUpdateBody,
        response: { 200: one(mandatoryMaintenance), ...failures(...SIGNED_IN, 404, 409) },
      },
      onRequest: app.allow('mandatory-maintenances', 'edit'),
    },
    async (request) => ({ data: await records.update(request.db, request.actor, request.params.id, request.body, app.now()) }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a mandatory maintenance record',
        params: idParams,
        response: { 200: one(mandatoryMaintenance), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: app.allow('mandatory-maintenances', 'delete'),
    },
    async (request) => ({ data: await records.remove(request.db, request.actor, request.params.id) }),
  );
}
