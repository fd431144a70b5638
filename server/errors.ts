import { errorCodes, messages, type ErrorCode } from '../contract/messages';

export interface FieldError {
  field: string;
  message: string;
  /** For a CSV import: the file's row (the header is row 1). */
  row?: number;
}

/** An error the API answers as `{ message, errors?, code? }` with its own status (docs/architecture.md, Errors). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldError[]) => new HttpError(409, message, errors);

/**
 * docs/product.md, Edits that collide: an update names the version of the record it was based on; when
 * that is no longer the stored one, someone else's change came between, and nothing is overwritten.
 * Called with the row locked, so that the check and the update see the same version.
 */
export function assertCurrentVersion(stored: number, sent: number): void {
  if (stored !== sent) throw new HttpError(409, messages.recordChanged, undefined, errorCodes.recordChanged);
}
