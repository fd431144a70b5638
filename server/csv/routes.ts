import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Language } from '../../contract/languages';
import type { Resource } from '../../contract/permissions';
import { one } from '../../contract/schemas/common';
import { importResult, type ImportResult } from '../../contract/schemas/imports';
import type { Actor } from '../auth/actor';
import type { Executor } from '../db/client';
import type { CsvColumn } from './columns';
import { sendCsv } from './export';
import type { ListQuery } from './list-cursor';
import { readImportUpload, type ImportUpload } from './upload';
import { failures, SIGNED_IN } from '../routes/failures';

interface CsvRoutes<ExportQuery extends z.ZodType<{ lang: Language }>, Stored, Row> {
  resource: Resource;
  tags: string[];
  /** The list's filters and order without paging, and `lang`. */
  exportQuery: ExportQuery;
  /** The resource's list, filtered and sorted as the list is, unpaged, and how a stored row becomes an API row. */
  listForExport(
    db: Executor,
    actor: Actor,
    query: z.output<ExportQuery>,
    today: string,
  ): { fields: Record<string, unknown>; query: ListQuery; toRow: (stored: Stored) => Row };
  columns: readonly CsvColumn<Row>[];
  /** What the import makes of a file, for the API docs. */
  importSummary: string;
  importFile(db: Executor, actor: Actor, upload: ImportUpload): Promise<ImportResult>;
}

/**
 * GET /export.csv and POST /import of a list (docs/csv.md): the same frame for every resource that
 * moves in and out as CSV, so written once. Each resource plugin registers them next to its own
 * routes; the export needs the list's right, the import the right to create.
 */
export function csvRoutes<ExportQuery extends z.ZodType<{ lang: Language }>, Stored, Row>(
  fastify: FastifyInstance,
  spec: CsvRoutes<ExportQuery, Stored, Row>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { resource, tags } = spec;

  app.get(
    '/export.csv',
    {
      schema: {
        tags,
        summary: "The whole filtered list as CSV: the list's filters and sort, headers and numbers in `lang` (en, de, al)",
        querystring: spec.exportQuery,
        produces: ['text/csv'],
        response: failures(...SIGNED_IN),
      },
      onRequest: app.allow(resource, 'list'),
    },
    async (request, reply) => {
      // The type provider cannot see through the generic schema; fastify has parsed the query with it.
      const query = request.query as z.output<ExportQuery>;
      const today = app.today();
      const list = spec.listForExport(request.db, request.actor, query, today);
      return sendCsv(reply, {
        pool: app.pool,
        actor: request.actor,
        ...list,
        columns: spec.columns,
        language: query.lang,
        filename: `${resource}-${today}.csv`,
      });
    },
  );

  app.post(
    '/import',
    {
      schema: {
        tags,
        summary: spec.importSummary,
        consumes: ['multipart/form-data'],
        response: { 200: one(importResult), 201: one(importResult), ...failures(...SIGNED_IN, 404, 409, 413, 415) },
      },
      onRequest: app.allow(resource, 'create'),
    },
    async (request, reply) => {
      const result = await spec.importFile(request.db, request.actor, await readImportUpload(request));
      return reply.code(result.dry_run ? 200 : 201).send({ data: result });
    },
  );
}
