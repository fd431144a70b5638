/**
 * Whether this tab was sent to the sign-in screen because its session had ended, so that the screen
 * can say why: the dashboard, where a toast would show, is gone by then. Kept for this tab only
 * (sessionStorage) and said once. Storage failures are swallowed (docs/screens.md, Toasts and errors).
 */
const KEY = 'fleet.sessionEnded';

export function noteSessionEnded(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // not shown to the user
  }
}

/** Whether the session had ended; the note stays until forgetSessionEnded. */
export function sessionHadEnded(): boolean {
  try {
    return sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function forgetSessionEnded(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // not shown to the user
  }
}
