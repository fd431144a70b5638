import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, one } from '../../../contract/schemas/common';
import {
  vehicle,
  vehicleDowntime,
  vehicleExportQuery,
  vehicleInput,
  vehicleListQuery,
  vehicleUpdateBody,
} from '../../../contract/schemas/vehicle';
import { failures, SIGNED_IN } from '../../api-docs/failures';
import { csvRoutes } from '../../csv/routes';
import { recordRoutes } from '../record-routes';
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
import { vehicleLabelRoutes } from './labels';
import { vehicleDowntime as downtimeOf } from './downtime';
import type { RouteSettings } from '../route-settings';

/**
 * Vehicles, scoped to the branches the caller sees. Every role reads them; users may not change them.
 * Deleting one archives it (docs/product.md, Archive and restore).
 */
export default async function vehicleRoutes(fastify: FastifyInstance, options: RouteSettings) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  recordRoutes(app, {
    resource: 'vehicles',
    row: vehicle,
    list: {
      summary:
        'List vehicles (active ones unless isActive=false), with their next legislation control and service and the status of each; `due` filters by status, `sort=next_due` puts the most urgent first',
      query: vehicleListQuery,
      run: ({ db, actor, now }, query) => listVehicles(db, actor, query, now),
    },
    show: { summary: 'One vehicle, archived ones included', run: ({ db, actor, now }, id) => findVehicle(db, actor, id, now) },
    create: {
      summary: 'Create a vehicle; a superadmin names company_id',
      body: vehicleInput,
      failures: [404, 409],
      run: ({ db, actor, now }, body) => createVehicle(db, actor, body, now),
    },
    edit: {
      summary:
        'Update a vehicle (the full body, with the `version` it was read at, else 409); the mileage cannot go below a recorded reading',
      body: vehicleUpdateBody,
      run: ({ db, actor, now }, id, body) => updateVehicle(db, actor, id, body, now),
    },
    delete: {
      operationId: 'archiveVehicle',
      summary: 'Archive a vehicle: it leaves the lists, its maintenance history stays',
      run: ({ db, actor, now }, id) => archiveVehicle(db, actor, id, now),
    },
  });

  csvRoutes(app, {
    resource: 'vehicles',
    export: { query: vehicleExportQuery, list: vehicleListForExport, columns: VEHICLE_COLUMNS },
    import: {
      summary:
        'Create vehicles from a CSV file (multipart `file`); `dryRun=true` checks every row and creates nothing; a superadmin names `companyId`',
      run: importVehicles,
    },
  });

  vehicleLabelRoutes(app, options);

  app.get(
    '/:id/downtime',
    {
      schema: {
        operationId: 'vehicleDowntime',
        summary:
          "A vehicle's time out of service: each period from the critical issue that took it out to its being resolved (latest first), and its hours in each of the last 12 months",
        params: idParams,
        response: { 200: one(vehicleDowntime), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: app.allow('vehicles', 'show'),
    },
    async (request) => ({ data: await downtimeOf(request.db, request.actor, request.params.id, app.now()) }),
  );

  app.post(
    '/:id/restore',
    {
      schema: {
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
