import { sessionUser, type SessionUser } from '../../contract/schemas/auth';

/** docs/screens.md, States: the signed-in user is kept in localStorage under this key. */
export const USER_DATA_KEY = 'userData';

/** The stored user, or null when there is none or it is not a user of this version of Fleet. */
export function readUserData(): SessionUser | null {
  try {
    const stored = localStorage.getItem(USER_DATA_KEY);
    if (!stored) return null;
    const parsed = sessionUser.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeUserData(user: SessionUser | null): void {
  try {
    if (user) localStorage.setItem(USER_DATA_KEY, JSON.stringify(user));
    else localStorage.removeItem(USER_DATA_KEY);
  } catch {
    // docs/screens.md, Toasts and errors: storage failures are caught and not shown
  }
}
