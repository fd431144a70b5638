import type { TranslateFunction } from 'ra-core';

/** What a failed call says to the user (docs/screens.md, Toasts and errors): its message, else the generic sentence. */
export function errorText(error: unknown, translate: TranslateFunction): string {
  return error instanceof Error && error.message ? error.message : translate('fleet.notification.error');
}
