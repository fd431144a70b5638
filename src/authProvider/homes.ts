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
