import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Language } from '../../contract/languages';
import { one } from '../../contract/schemas/common';
import { importResult } from '../../contract/schemas/imports';
import type { Resource } from '../../contract/permissions';
import { sendCsv } from '../csv/export';
import { readImportUpload } from '../csv/upload';
import type { Actor } from '../auth/actor';
import type { Database } from '../db/client';
import type { ListQuery } from '../csv/list-cursor';
import { importMaintenance, maintenanceColumns, type MaintenanceRow } from './csv';
import type { DateField, MaintenanceKind, RecordFilters, RecordInput } from './records';

interface CsvRoutes<Field extends DateField, Input extends RecordInput & Record<Field, string>, Row extends MaintenanceRow> {
  resource: Extract<Resource, 'general-maintenances' | 'mandatory-maintenances'>;
  /** The kind's records (server/maintenance/records.ts): what they are, and their list unpaged. */
  records: {
    kind: MaintenanceKind<Field>;
    listForExport(db: Database, actor: Actor, query: RecordFilters): { fields: Record<string, unknown>; query: ListQuery; toRow: (row: Row) => Row };
  };
  exportQuery: z.ZodType<RecordFilters & { lang: Language }>;
  input: z.ZodType<Input>;
  tags: string[];
}

/**
 * GET /export.csv and POST /import of a maintenance list: the same for both kinds, so written once.
 * Each resource plugin registers them next to its own routes.
 */
export function maintenanceCsvRoutes<Field extends DateField, Input extends RecordInput & Record<Field, string>, Row extends MaintenanceRow>(
  fastify: FastifyInstance, { resource, records, exportQuery, input, tags }: CsvRoutes<Field, Input, Row>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const columns = maintenanceColumns(records.kind);

  app.get('/export.csv', {
    schema: {
      tags,
      summary: 'The whole filtered list as CSV: the list\'s filters and sort, headers and numbers in `lang` (en, de, al)',
      querystring: exportQuery,
      produces: ['text/csv'],
    },
    onRequest: app.allow(resource, 'list'),
  }, async (request, reply) => {
    const { lang, ...filters } = request.query;
    const list = records.listForExport(app.db, request.actor, filters);
    return sendCsv(reply, { pool: app.pool, ...list, columns, language: lang, filename: `${resource}-${app.today()}.csv` });
  });

  app.post('/import', {
    schema: {
      tags,
      summary: 'Create records from a CSV file (multipart `file`), vehicles found by plate; `dryRun=true` checks every row and creates nothing; a superadmin names `companyId`',
      consumes: ['multipart/form-data'],
      response: { 200: one(importResult), 201: one(importResult) },
    },
    onRequest: app.allow(resource, 'create'),
  }, async (request, reply) => {
    const result = await importMaintenance(app.db, request.actor, await readImportUpload(request), records.kind, input);
    return reply.code(result.dry_run ? 200 : 201).send({ data: result });
  });
}
