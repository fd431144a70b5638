import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, listOf, one } from '../../../contract/schemas/common';
import { vehicle, vehicleExportQuery, vehicleInput, vehicleListQuery, vehicleUpdateBody } from '../../../contract/schemas/vehicle';
import { csvRoutes } from '../../csv/routes';
import {
  archiveVehicle,
  createVehicle,
  findVehicle,
  listVehicles,
  restoreVehicle,
  updateVehicle,
  vehicleListForExport,
} from './repository';
import { importVehicles } from './csv';
import { VEHICLE_COLUMNS } from './csv-sheet';
import { failures, SIGNED_IN } from '../../api-docs/failures';

const tags = ['vehicles'];

/**
 * Vehicles, scoped to the branches the caller sees. Every role reads them; users may not change them.
 * The role check runs on onRequest, before the body is read and validated, so that a caller without
 * the right gets 401 or 403 rather than a list of field errors.
 */
export default async function vehicleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'List vehicles (active ones unless isActive=false), with their next legislation control and service and the status of each; `due` filters by status, `sort=next_due` puts the most urgent first',
        querystring: vehicleListQuery,
        response: { 200: listOf(vehicle), ...failures(...SIGNED_IN) },
      },
      onRequest: app.allow('vehicles', 'list'),
    },
    async (request) => listVehicles(request.db, request.actor, request.query, app.now()),
  );

  csvRoutes(app, {
    resource: 'vehicles',
    tags,
    exportQuery: vehicleExportQuery,
    listForExport: vehicleListForExport,
    columns: VEHICLE_COLUMNS,
    importSummary:
      'Create vehicles from a CSV file (multipart `file`); `dryRun=true` checks every row and creates nothing; a superadmin names `companyId`',
    importFile: importVehicles,
  });

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One vehicle, archived ones included',
        params: idParams,
        response: { 200: one(vehicle), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: app.allow('vehicles', 'show'),
    },
    async (request) => ({ data: await findVehicle(request.db, request.actor, request.params.id, app.now()) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Create a vehicle; a superadmin names company_id',
        body: vehicleInput,
        response: { 201: one(vehicle), ...failures(...SIGNED_IN, 404, 409) },
      },
      onRequest: app.allow('vehicles', 'create'),
    },
    async (request, reply) => reply.code(201).send({ data: await createVehicle(request.db, request.actor, request.body, app.now()) }),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary:
          'Update a vehicle (the full body, with the `version` it was read at, else 409); the mileage cannot go below a recorded reading',
        params: idParams,
        body: vehicleUpdateBody,
        response: { 200: one(vehicle), ...failures(...SIGNED_IN, 404, 409) },
      },
      onRequest: app.allow('vehicles', 'edit'),
    },
    async (request) => ({ data: await updateVehicle(request.db, request.actor, request.params.id, request.body, app.now()) }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        operationId: 'archiveVehicle',
        summary: 'Archive a vehicle: it leaves the lists, its maintenance history stays',
        params: idParams,
        response: { 200: one(vehicle), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: app.allow('vehicles', 'delete'),
    },
    async (request) => ({ data: await archiveVehicle(request.db, request.actor, request.params.id, app.now()) }),
  );

  app.post(
    '/:id/restore',
    {
      schema: {
        tags,
        operationId: 'restoreVehicle',
        summary:
          'Restore an archived vehicle: it is active again, with its history; 409 when an active vehicle holds its plate. Who may archive may restore',
        params: idParams,
        response: { 200: one(vehicle), ...failures(...SIGNED_IN, 404, 409) },
      },
      onRequest: app.allow('vehicles', 'delete'),
    },
    async (request) => ({ data: await restoreVehicle(request.db, request.actor, request.params.id, app.now()) }),
  );
}
