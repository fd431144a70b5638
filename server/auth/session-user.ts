import { sql } from 'drizzle-orm';
import type { SessionUser } from '../../contract/schemas/auth';
import { DEFAULT_TIME_ZONE } from '../../contract/time-zones';
import type { Executor } from '../db/client';
import { assignedBranches } from '../scope/branch-assignments';

/** The user as sign-in, refresh and /me answer it: who they are, their role, company and branches. */
export async function loadSessionUser(db: Executor, employeeId: string): Promise<SessionUser | undefined> {
  const result = await db.execute<SessionUser>(sql`
    select e.id, e.username, e.email, e.first_name, e.last_name, e.role, e.company_id,
           coalesce((select c.time_zone from companies c where c.id = e.company_id), ${DEFAULT_TIME_ZONE}) as time_zone,
           ${assignedBranches('employee', sql`e.id`, sql`e.company_id`)} as branches
      from employees e
     where e.id = ${employeeId}`);
  return result.rows[0];
}
