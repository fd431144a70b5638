import { errorBody } from '../../contract/schemas/common';

/**
 * Why each failure happens, as /api/docs shows it. Every failure is `{ message, errors?, code? }`
 * (docs/architecture.md, Errors).
 */
const WHY = {
  400: 'A value is not valid: `errors` names each field and says why',
  401: 'Not signed in, or the session has ended; `jwt expired` means: refresh the session and send it again',
  403: 'The role may not do this, or the request came from another site',
  404: "There is no such record, or it is outside the caller's company or branches",
  409: 'The record changed since it was read (`code: record_changed`), a name is taken, or it is still in use',
  413: 'The file or a field is larger than Fleet takes',
  415: 'The file is not of a type Fleet takes',
  429: 'Too many failed sign-ins from this address for this account, or from this address',
  503: 'The database cannot be reached, or a change at the same moment came first: send it again (Retry-After)',
} as const;

type FailureStatus = keyof typeof WHY;

/** The failures a route may answer, declared beside its success so that /api/docs shows them all. */
export function failures(...statuses: FailureStatus[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorBody.describe(WHY[status])])) as Record<FailureStatus, typeof errorBody>;
}

/** What any signed-in route may answer: a bad value, no session, a role without the right, no database. */
export const SIGNED_IN: FailureStatus[] = [400, 401, 403, 503];
