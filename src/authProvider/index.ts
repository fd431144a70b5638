import type { AuthProvider } from 'ra-core';
import { canAccess, canOpenScreen } from '../../contract/permissions';
import { sessionUser, type SessionUser } from '../../contract/schemas/auth';
import type { HttpClient } from '../dataProvider/httpClient';
import { apiResourceOf, isFleetResource } from '../dataProvider/apiResources';
import { writeSelectedBranch } from '../dataProvider/selectedBranch';
import { SIGN_IN_PATH, afterSignIn, homeOf } from './homes';
import { readUserData, writeUserData } from './userData';
import { noteSessionEnded, sessionBegan } from './sessionEnded';
import { forgetKeptReads } from '../sw/yardCopy';

interface Credentials {
  username: string;
  password: string;
  /** The screen that sent the person to sign in, to go back to (a vehicle's QR label). */
  next?: string | null;
}

/**
 * What a signed-in user's browser forgets on sign-out; the theme and language stay (docs/product.md,
 * Languages and themes). What the device kept of their reads for the yard goes too (src/sw/yardCopy.ts):
 * a shared phone answers nothing of theirs offline to whoever signs in next.
 */
async function forgetSession() {
  writeUserData(null);
  writeSelectedBranch('');
  await forgetKeptReads();
}

/**
 * The session as react-admin sees it. The server keeps the real session in httpOnly cookies; the
 * browser keeps the user under `userData` to know who is signed in after a reload (docs/screens.md, States). What a
 * role may see comes from the same table in `contract/` that the server enforces.
 */
export interface FleetAuthProvider extends AuthProvider {
  /** Who is signed in, at once: the stored user (screens need it on their first render). */
  signedInUser(): SessionUser | null;
  /** Whether they may open a resource's list screen, at once (src/resources/shared/list/ListGuard.tsx). */
  mayOpenList(resource: string): boolean;
}

// Opening a screen is its list; the route table in contract/ decides that.
function mayOpenList(resource: string): boolean {
  const user = readUserData();
  if (!user) return false;
  if (!isFleetResource(resource)) return true;
  return canOpenScreen(user.role, apiResourceOf(resource));
}

export function createAuthProvider(http: HttpClient): FleetAuthProvider {
  return {
    signedInUser: readUserData,
    mayOpenList,

    async login({ username, password, next }: Credentials) {
      const answer = await http<{ data: unknown }>('/api/auth/login', { method: 'POST', body: { username, password } });
      const user = sessionUser.parse(answer.data);
      writeUserData(user);
      sessionBegan();
      return { redirectTo: afterSignIn(next) ?? homeOf(user.role) };
    },

    // The sign-out button ends the server session first (src/layout/sidebar/useSignOut.ts); react-admin calls this also
    // when the session has already ended, so it only forgets what the browser holds.
    async logout() {
      await forgetSession();
      return SIGN_IN_PATH;
    },

    async checkAuth() {
      if (!readUserData()) throw { redirectTo: SIGN_IN_PATH, message: false };
    },

    // The HTTP client has already tried one refresh; a 401 that still arrives means the session is over.
    async checkError(error: { status?: number }) {
      if (error?.status !== 401) return;
      // The sign-in screen says why (src/pages/SignIn.tsx): a toast would be gone with the dashboard.
      noteSessionEnded();
      throw { redirectTo: SIGN_IN_PATH, message: false };
    },

    async getIdentity() {
      const user = readUserData();
      if (!user) throw new Error('Not signed in');
      return { id: user.id, fullName: user.username };
    },

    async getPermissions() {
      return readUserData()?.role;
    },

    async canAccess({ resource, action }) {
      const user = readUserData();
      if (!user) return false;
      if (!isFleetResource(resource)) return true;
      // The matrix decides everything but opening a screen.
      if (action === 'list') return mayOpenList(resource);
      return canAccess(user.role, apiResourceOf(resource), action as never);
    },
  };
}
