import { HttpError } from './errors';

/**
 * A multipart body that broke one of @fastify/multipart's limits, as the answer the API gives: 413
 * with `tooLarge` for a file over its size, 413 with the plugin's own words for too many files,
 * parts or fields. Anything else is thrown on as it is.
 */
export function multipartLimitError(error: unknown, tooLarge: string): never {
  if (error instanceof HttpError) throw error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, tooLarge);
  if (code === 'FST_FILES_LIMIT_REACHED' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new HttpError(413, (error as Error).message);
  throw error;
}
