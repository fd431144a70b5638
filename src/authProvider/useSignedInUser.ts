import { useAuthProvider } from 'ra-core';
import type { SessionUser } from '../../contract/schemas/auth';
import type { FleetAuthProvider } from './index';

/**
 * Who is signed in, for a screen: the one way the app asks. What they may do follows from their role
 * through contract/permissions.ts (canAccess, seesAllCompanies, grantableRoles, …).
 */
export function useSignedInUser(): SessionUser | null {
  return useAuthProvider<FleetAuthProvider>()?.signedInUser() ?? null;
}
