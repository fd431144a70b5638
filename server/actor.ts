import type { Role } from '../contract/roles';

/**
 * Who is making a request, read fresh from the database each time (request_actor, migration 0006), so
 * that a changed role, a removed branch or an ended session applies to the very next request.
 */
export interface Actor {
  id: string;
  username: string;
  role: Role;
  /** Null for a superadmin. */
  companyId: string | null;
  branchIds: string[];
}
