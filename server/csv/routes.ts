import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Language } from '../../contract/languages';
import type { Resource } from '../../contract/permissions';
import type { Role } from '../../contract/roles';
import { one } from '../../contract/schemas/common';
import { importForm, importQuery } from '../../contract/schemas/files';
import { importResult, type ImportResult } from '../../contract/schemas/imports';
import type { Actor } from '../actor';
import type { Executor } from '../db/client';
import type { CsvColumn } from './columns';
import { csvHeaders, sendCsv } from './export';
import { endRequestTransaction } from '../plugins/authentication';
import type { ListQuery } from './list-cursor';
import { readImportUpload, type ImportUpload } from './upload';
import { failures, SIGNED_IN } from '../api-docs/failures';
import { companyToday } from '../health/company-today';

interface ListForExport<Stored, Row> {
  fields: Record<string, unknown>;
  query: ListQuery;
  toRow: (stored: Stored) => Row;
}

interface CsvRoutes<ExportQuery extends z.ZodType<{ lang: Language }>, Stored, Row> {
  /**
   * The resource whose list it is, for the right to export and the file's name; or a list that is no
   * resource of the matrix (the history) with its own rule of who reads it.
   */
  resource: Resource | { name: string; readers: (role: Role) => boolean };
  /** GET /export.csv; a resource without a list of its own to download has none. */
  export?: {
    /** The list's filters and order without paging, and `lang`. */
    query: ExportQuery;
    /** The resource's list, filtered and sorted as the list is, unpaged, and how a stored row becomes an API row. */
    list(
      db: Executor,
      actor: Actor,
      query: z.output<ExportQuery>,
      now: Date,
    ): ListForExport<Stored, Row> | Promise<ListForExport<Stored, Row>>;
    columns: readonly CsvColumn<Row>[];
  };
  /** POST /import; a resource exported only (inspections, made item by item in the yard; issues) has none. */
  import?: {
    /** What the import makes of a file, for the API docs. */
    summary: string;
    /** `now`: the app's moment, from which the company's today is counted (a reading may not be dated after it). */
    run(db: Executor, actor: Actor, upload: ImportUpload, now: Date): Promise<ImportResult>;
  };
}

/**
 * GET /export.csv and POST /import of a list (docs/csv.md): the same frame for every resource that
 * moves in and out as CSV, so written once. Each resource plugin registers those it has next to its
 * own routes; the export needs the list's right, the import the right to create.
 */
export function csvRoutes<ExportQuery extends z.ZodType<{ lang: Language }>, Stored, Row>(
  fastify: FastifyInstance,
  spec: CsvRoutes<ExportQuery, Stored, Row>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { resource } = spec;
  const name = typeof resource === 'string' ? resource : resource.name;
  const mayList = typeof resource === 'string' ? app.allow(resource, 'list') : app.allowWhen(resource.readers);
  const exported = spec.export;
  const imported = spec.import;

  if (exported)
    app.get(
      '/export.csv',
      {
        schema: {
          summary: "The whole filtered list as CSV: the list's filters and sort, headers and numbers in `lang` (en, de, al)",
          querystring: exported.query,
          docs: { file: { description: 'The CSV file (docs/csv.md, Export), as an attachment', mediaTypes: ['text/csv'] } },
          response: failures(...SIGNED_IN),
        },
        onRequest: mayList,
      },
      async (request, reply) => {
        // The type provider cannot see through the generic schema; fastify has parsed the query with it.
        const query = request.query as z.output<ExportQuery>;
        const now = app.now();
        // Named by the company's own day, as its due dates are counted.
        const filename = `${name}-${await companyToday(request.db, request.actor, now)}.csv`;
        // A HEAD asks for the headers: the list is not read for them.
        if (request.method === 'HEAD') return csvHeaders(reply, filename).send();
        const list = await exported.list(request.db, request.actor, query, now);
        // The list is read through a cursor on a connection of its own (sendCsv); the request's is given back first.
        await endRequestTransaction(request);
        return sendCsv(reply, {
          pool: app.pool,
          actor: request.actor,
          ...list,
          columns: exported.columns,
          language: query.lang,
          filename,
        });
      },
    );

  if (imported && typeof resource === 'string')
    app.post(
      '/import',
      {
        schema: {
          summary: imported.summary,
          docs: { body: { 'multipart/form-data': importForm }, querystring: importQuery },
          response: {
            200: one(importResult).describe('A dry run: what the file would create, row by row; nothing was created'),
            201: one(importResult).describe('Imported: every row was created, in one transaction'),
            ...failures(...SIGNED_IN, 404, 409, 413, 415),
          },
        },
        onRequest: app.allow(resource, 'create'),
        config: { readsMultipart: true },
      },
      async (request, reply) => {
        const upload = await readImportUpload(request);
        const result = await imported.run(request.db, request.actor, upload, app.now());
        return reply.code(result.dry_run ? 200 : 201).send({ data: result });
      },
    );
}
