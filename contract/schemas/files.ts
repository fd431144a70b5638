import { z } from 'zod';
import { MAX_IMPORT_MEGABYTES, MAX_IMPORT_ROWS, MAX_LOGO_MEGABYTES, MAX_LOGO_PIXELS } from '../messages';
import { id } from './fields';

/*
 * The bodies that a handler reads itself, part by part, rather than through a schema Fastify checks:
 * the forms that carry a file. They are written here for /api/docs (server/api-docs), which shows
 * them; the handlers (server/logos/logo-file.ts, server/csv/upload.ts) read the parts and check each
 * field with the contract's own schemas.
 */

const MEGABYTE = 1024 * 1024;

/** A file in a multipart body, as OpenAPI writes one: a string of bytes, no longer than the file may be. */
const filePart = (megabytes: number, description: string) =>
  z.string().meta({ format: 'binary', maxLength: megabytes * MEGABYTE, description });

const logoFile = filePart(
  MAX_LOGO_MEGABYTES,
  `The logo: a PNG, JPEG or WebP image of at most ${MAX_LOGO_MEGABYTES} MB and ${MAX_LOGO_PIXELS} pixels a side. An empty value removes it; leaving the field out keeps it.`,
);

/**
 * A create or update of a record with a logo: multipart with the file in `logo`, as the browser's
 * forms send it, or JSON, where `logo: null` removes it and any other value keeps it.
 */
export function bodiesWithLogo<Shape extends z.ZodRawShape>(fields: z.ZodObject<Shape>) {
  return {
    'multipart/form-data': fields.extend({ logo: logoFile.optional() }),
    'application/json': fields.extend({
      logo: z
        .string()
        .max(300)
        .nullable()
        .optional()
        .meta({ description: '`null` or an empty string removes the logo; anything else (the path the record answered) keeps it' }),
    }),
  };
}

/** `true` or `1`: a dry run. Anything else imports (server/csv/upload.ts). */
const dryRun = z
  .enum(['true', 'false', '1', '0'])
  .meta({ description: '`true` (or `1`): check every row and create nothing, answering 200; otherwise import, answering 201' });
const importCompany = id().meta({ description: "The company the rows are for: a superadmin's choice; anyone else's is their own" });

/** POST /api/<resource>/import: the CSV file (docs/csv.md, Import) and the import's fields. */
export const importForm = z.object({
  file: filePart(
    MAX_IMPORT_MEGABYTES,
    `The CSV file (docs/csv.md): a header row, then at most ${MAX_IMPORT_ROWS} rows, at most ${MAX_IMPORT_MEGABYTES} MB`,
  ),
  dryRun: dryRun.optional(),
  companyId: importCompany.optional(),
});

/** The import's fields may come in the query string instead (a form field wins). */
export const importQuery = z.object({ dryRun: dryRun.optional(), companyId: importCompany.optional() });
