import type { TranslateFunction } from 'ra-core';
import type { ImportIssue } from '../../../../contract/schemas/imports';
import { errorText } from '../../../layout/notifications/errorText';
import { failedCallBody } from '../../../dataProvider/failedCall';

/** Why a check or an import failed, as the dialog shows it. */
export interface ImportFailure {
  message: string;
  /** What the server named: missing columns, or the rows of an import that failed after all. */
  details: string[];
  issues: ImportIssue[];
}

/**
 * A failed call as the dialog shows it: the message, the entries the server named without a row (the
 * missing columns) beside it, and the entries with a row in the table of failing rows.
 */
export function importFailure(error: unknown, translate: TranslateFunction): ImportFailure {
  const errors = failedCallBody(error)?.errors ?? [];
  return {
    message: errorText(error, translate),
    details: errors.filter((entry) => entry.row === undefined && entry.field).map((entry) => entry.field),
    issues: errors
      .filter((entry) => entry.row !== undefined)
      .map((entry) => ({ row: entry.row!, column: entry.field || null, value: null, message: entry.message })),
  };
}
