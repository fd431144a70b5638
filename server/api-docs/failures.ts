import { errorBody } from '../../contract/schemas/common';

/**
 * Why each failure happens, as /api/docs shows it. Every failure is `{ message, errors?, code? }`
 * (docs/architecture.md, Errors), the `Error` component of /api/docs.
 */
export const FAILURE_REASONS = {
  400: 'A value is not valid (`errors` names each field and says why), or the body could not be read',
  401: 'Not signed in, or the session has ended; `jwt expired` means: refresh the session (or ask for a new token) and send it again',
  403: 'The role may not do this, or the request came from another site',
  404: "There is no such record, or it is outside the caller's company or branches",
  409: 'The record changed since it was read (`code: record_changed`), a name is taken, or it is still in use',
  413: 'The body, a file or a field is larger than Fleet takes',
  415: 'The body is not of a type the route takes, or the file is not of a type Fleet takes',
  422: 'The Idempotency-Key was sent before with another body, or to another route: a new request needs a new key',
  429: 'Too many requests from this caller this minute (X-RateLimit-Limit), or, signing in, too many failed sign-ins: wait Retry-After seconds',
  500: 'Fleet failed unexpectedly; the server logged why',
  503: 'The database cannot be reached, or a change at the same moment came first: send it again (Retry-After)',
} as const;

export type FailureStatus = keyof typeof FAILURE_REASONS;

/** The failures a route may answer, declared beside its success so that /api/docs shows them all. */
export function failures(...statuses: FailureStatus[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorBody.describe(FAILURE_REASONS[status])])) as Record<
    FailureStatus,
    typeof errorBody
  >;
}

/** What any signed-in route may answer: a bad value, no session, a role without the right, no database. */
export const SIGNED_IN: FailureStatus[] = [400, 401, 403, 503];
