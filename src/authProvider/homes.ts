import type { Role } from '../../contract/roles';

/** docs/screens.md, Routes and access: where each role lands after sign-in, at /dashboard, and when it is turned away. */
const HOMES: Record<Role, string> = {
  superadmin: '/dashboard/companies',
  admin: '/dashboard/branches',
  moderator: '/dashboard/employee',
  user: '/dashboard/vehicles',
};

export function homeOf(role: Role): string {
  return HOMES[role];
}

export const SIGN_IN_PATH = '/sign-in';

/**
 * Where sign-in goes on to when a screen sent the person to sign in first (a vehicle's QR label,
 * docs/yard.md): one of Fleet's signed-in screens only, never another site (`//evil.example`).
 */
export function afterSignIn(next: string | null | undefined): string | undefined {
  if (!next || !next.startsWith('/dashboard/') || next.includes('//') || next.includes('\\')) return undefined;
  return next;
}

/** The sign-in screen's address that comes back to `next` once signed in. */
export const signInThenTo = (next: string) => `${SIGN_IN_PATH}?next=${encodeURIComponent(next)}`;
