import type { Role } from '../../contract/roles';

/** Spec §2: where each role lands after sign-in, at /dashboard, and when it is turned away. */
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
