import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, listOf, one } from '../../../contract/schemas/common';
import {
  fuelEntry,
  fuelEntryExportQuery,
  fuelEntryInput,
  fuelEntryListQuery,
  fuelEntryUpdateBody,
} from '../../../contract/schemas/fuel-entry';
import { csvRoutes } from '../../csv/routes';
import { fuelEntryColumns } from './csv-sheet';
import { importFuelEntries } from './csv';
import { createFuelEntry, findFuelEntry, fuelEntryListForExport, listFuelEntries, removeFuelEntry, updateFuelEntry } from './repository';
import { failures, SIGNED_IN } from '../../api-docs/failures';

const tags = ['fuel-entries'];

/**
 * Fuel entries (docs/fuel.md), visible with their vehicle, as maintenance records are. Users record
 * and edit them but may not delete them (contract/permissions.ts). The role check runs on onRequest,
 * before the body is validated, so that a caller without the right gets 401 or 403 rather than field errors.
 */
export default async function fuelEntryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'List fuel entries (fillings and charges)',
        querystring: fuelEntryListQuery,
        response: { 200: listOf(fuelEntry), ...failures(...SIGNED_IN) },
      },
      onRequest: app.allow('fuel-entries', 'list'),
    },
    async (request) => listFuelEntries(request.db, request.actor, request.query),
  );

  csvRoutes(app, {
    resource: 'fuel-entries',
    tags,
    exportQuery: fuelEntryExportQuery,
    listForExport: (db, actor, query) => fuelEntryListForExport(db, actor, query),
    columns: fuelEntryColumns,
    importSummary:
      'Create fuel entries from a CSV file (multipart `file`), vehicles found by plate; `dryRun=true` checks every row and creates nothing; a superadmin names `companyId`',
    importFile: importFuelEntries,
  });

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One fuel entry',
        params: idParams,
        response: { 200: one(fuelEntry), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: app.allow('fuel-entries', 'show'),
    },
    async (request) => ({ data: await findFuelEntry(request.db, request.actor, request.params.id) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: "Record a filling or a charge of an active vehicle (its odometer moves the vehicle's mileage forward)",
        body: fuelEntryInput,
        response: { 201: one(fuelEntry), ...failures(...SIGNED_IN) },
      },
      onRequest: app.allow('fuel-entries', 'create'),
    },
    async (request, reply) => reply.code(201).send({ data: await createFuelEntry(request.db, request.actor, request.body, app.now()) }),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Update a fuel entry (the full body, with the `version` it was read at, else 409)',
        params: idParams,
        body: fuelEntryUpdateBody,
        response: { 200: one(fuelEntry), ...failures(...SIGNED_IN, 404, 409) },
      },
      onRequest: app.allow('fuel-entries', 'edit'),
    },
    async (request) => ({ data: await updateFuelEntry(request.db, request.actor, request.params.id, request.body, app.now()) }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a fuel entry',
        params: idParams,
        response: { 200: one(fuelEntry), ...failures(...SIGNED_IN, 404) },
      },
      onRequest: app.allow('fuel-entries', 'delete'),
    },
    async (request) => ({ data: await removeFuelEntry(request.db, request.actor, request.params.id) }),
  );
}
