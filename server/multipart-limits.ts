import { messages } from '../contract/messages';
import { HttpError } from './errors';

/**
 * A multipart body that could not be read, as the answer the API gives: 413 with `tooLarge` for a
 * file over its size, 413 with the plugin's own words for too many files, parts or fields, and 400
 * for a body the parser could not make sense of (no boundary, a part cut off, a broken header), which
 * is the sender's fault, never the server's. Fleet's own refusals pass as they are.
 */
export function multipartLimitError(error: unknown, tooLarge: string): never {
  if (error instanceof HttpError) throw error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, tooLarge);
  if (code === 'FST_FILES_LIMIT_REACHED' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    throw new HttpError(413, (error as Error).message);
  throw new HttpError(400, messages.malformedBody);
}
