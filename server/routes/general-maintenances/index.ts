import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, listOf, one } from '../../../contract/schemas/common';
import { generalMaintenance, generalMaintenanceExportQuery, generalMaintenanceInput, generalMaintenanceListQuery } from '../../../contract/schemas/maintenance';
import { importResult } from '../../../contract/schemas/imports';
import { sendCsv } from '../../csv/export';
import { readImportUpload } from '../../csv/upload';
import { importMaintenance, maintenanceColumns } from '../../maintenance/csv';
import { generalMaintenanceRecords as records } from './repository';

const tags = ['general-maintenances'];

/**
 * General (voluntary) maintenance, visible with its vehicle. Users record and edit it but may not
 * delete it. The role check runs on onRequest, before the body is validated, so that a caller
 * without the right gets 401 or 403 rather than field errors.
 */
export default async function generalMaintenanceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/', {
    schema: { tags, summary: 'List general maintenance records', querystring: generalMaintenanceListQuery, response: { 200: listOf(generalMaintenance) } },
    onRequest: app.allow('general-maintenances', 'list'),
  }, async (request) => records.list(app.db, request.actor, request.query));

  const columns = maintenanceColumns(records.kind);

  app.get('/export.csv', {
    schema: {
      tags,
      summary: 'The whole filtered list as CSV: the list\'s filters and sort, headers and numbers in `lang` (en, de, al)',
      querystring: generalMaintenanceExportQuery,
      produces: ['text/csv'],
    },
    onRequest: app.allow('general-maintenances', 'list'),
  }, async (request, reply) => {
    const { lang, ...filters } = request.query;
    const list = records.listForExport(app.db, request.actor, filters);
    return sendCsv(reply, { pool: app.pool, ...list, columns, language: lang, filename: `general-maintenances-${app.today()}.csv` });
  });

  app.post('/import', {
    schema: {
      tags,
      summary: 'Create records from a CSV file (multipart `file`), vehicles found by plate; `dryRun=true` checks every row and creates nothing; a superadmin names `companyId`',
      consumes: ['multipart/form-data'],
      response: { 200: one(importResult), 201: one(importResult) },
    },
    onRequest: app.allow('general-maintenances', 'create'),
  }, async (request, reply) => {
    const result = await importMaintenance(app.db, request.actor, await readImportUpload(request), records.kind, generalMaintenanceInput);
    return reply.code(result.dry_run ? 200 : 201).send({ data: result });
  });

  app.get('/:id', {
    schema: { tags, summary: 'One general maintenance record', params: idParams, response: { 200: one(generalMaintenance) } },
    onRequest: app.allow('general-maintenances', 'show'),
  }, async (request) => ({ data: await records.find(app.db, request.actor, request.params.id) }));

  app.post('/', {
    schema: { tags, summary: 'Record general maintenance on an active vehicle', body: generalMaintenanceInput, response: { 201: one(generalMaintenance) } },
    onRequest: app.allow('general-maintenances', 'create'),
  }, async (request, reply) => reply.code(201).send({ data: await records.create(app.db, request.actor, request.body) }));

  app.put('/:id', {
    schema: { tags, summary: 'Update a general maintenance record (the full body)', params: idParams, body: generalMaintenanceInput, response: { 200: one(generalMaintenance) } },
    onRequest: app.allow('general-maintenances', 'edit'),
  }, async (request) => ({ data: await records.update(app.db, request.actor, request.params.id, request.body) }));

  app.delete('/:id', {
    schema: { tags, summary: 'Delete a general maintenance record', params: idParams, response: { 200: one(generalMaintenance) } },
    onRequest: app.allow('general-maintenances', 'delete'),
  }, async (request) => ({ data: await records.remove(app.db, request.actor, request.params.id) }));
}
