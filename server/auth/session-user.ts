import { sql } from 'drizzle-orm';
import type { SessionUser } from '../../contract/schemas/auth';
import type { Executor } from '../db/client';
import { assignedBranches } from '../scope/branch-assignments';

/** The user as sign-in, refresh and /me answer it: who they are, their role, company and branches. */
export async function loadSessionUser(db: Executor, employeeId: string): Promise<SessionUser | undefined> {
  const result = await db.execute<SessionUser>(sql`
    select e.id, e.username, e.email, e.first_name, e.last_name, e.role, e.company_id,
           ${assignedBranches('employee', sql`e.id`, sql`e.company_id`)} as branches
      from employees e
     where e.id = ${employeeId}`);
  return result.rows[0];
}
