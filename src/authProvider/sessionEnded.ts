/**
 * Whether this tab was sent to the sign-in screen because its session had ended, so that the screen
 * can say why: the dashboard, where a toast would show, is gone by then. Kept for this tab only
 * (sessionStorage) and said once. Storage failures are swallowed (docs/screens.md, Toasts and errors).
 */
const KEY = 'fleet.sessionEnded';

// Noted once per session of this page: the calls refused after the first one, some answered after the
// sign-in screen has shown the note, do not note it again for the next visit.
let notedSinceSignIn = false;

export function noteSessionEnded(): void {
  if (notedSinceSignIn) return;
  notedSinceSignIn = true;
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // not shown to the user
  }
}

/** A new session has begun: its end will be noted again. */
export function sessionBegan(): void {
  notedSinceSignIn = false;
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
