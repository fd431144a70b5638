import { grantableRoles } from '../../../contract/permissions';
import type { Role } from '../../../contract/roles';

interface SignedIn {
  id: string;
  role: Role;
}

interface EditedEmployee {
  id: string;
  role: Role;
}

/**
 * The roles the role field offers, so that the form never proposes what the server refuses:
 * only roles the signed-in user may grant (docs/product.md, Roles and scope); on edit, never one's own role changed,
 * and never a move across the superadmin line (superadmins belong to no company).
 */
export function rolesOffered(signedIn: SignedIn, employee?: EditedEmployee): readonly Role[] {
  const grantable = grantableRoles(signedIn.role);
  if (!employee) return grantable;
  if (employee.id === signedIn.id) return [employee.role];
  const wasSuperadmin = employee.role === 'superadmin';
  return grantable.filter((role) => (role === 'superadmin') === wasSuperadmin);
}
