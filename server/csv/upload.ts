import type { FastifyRequest } from 'fastify';
import { MAX_IMPORT_MEGABYTES, messages } from '../../contract/messages';
import { badRequest } from '../errors';
import { multipartLimitError } from '../multipart-limits';
import { partsOf } from '../multipart-parts';
import { bodyRead } from '../plugins/authentication';
import { fieldWithNul, nulError } from '../validation';

const MAX_IMPORT_BYTES = MAX_IMPORT_MEGABYTES * 1024 * 1024;

export interface ImportUpload {
  content: Buffer;
  /** Form fields and query parameters, e.g. `dryRun` and a superadmin's `companyId`. */
  fields: Record<string, string>;
}

/**
 * Reads an import request: multipart with the file in `file` (up to 5 MB), plus form fields; the
 * query string may carry the same fields. Too large answers 413, no file 400, before any row is read.
 */
export async function readImportUpload(request: FastifyRequest): Promise<ImportUpload> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string') fields[name] = value;
  }
  if (!request.isMultipart()) throw badRequest(messages.importFileRequired, [{ field: 'file', message: messages.importFileRequired }]);
  let content: Buffer | undefined;
  try {
    for await (const part of partsOf(request, { limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') content = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    multipartLimitError(error, messages.importTooLarge);
  }
  await bodyRead(request);
  const withNul = fieldWithNul(fields);
  if (withNul !== undefined) throw nulError(withNul);
  if (!content || content.length === 0)
    throw badRequest(messages.importFileRequired, [{ field: 'file', message: messages.importFileRequired }]);
  return { content, fields };
}

/**
 * `dryRun=true` (or 1): check only; `false`, `0`, empty or absent: import. Anything else is refused,
 * since a misspelt check (`dryRun=yes`) must never import for real.
 */
export function isDryRun(fields: Record<string, string>): boolean {
  const value = fields.dryRun ?? '';
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0' || value === '') return false;
  throw badRequest(messages.trueOrFalse, [{ field: 'dryRun', message: messages.trueOrFalse }]);
}
