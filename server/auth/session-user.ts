import { sql } from 'drizzle-orm';
import type { SessionUser } from '../../contract/schemas/auth';
import type { Executor } from '../db/client';

/** The user as sign-in, refresh and /me answer it: who they are, their role, company and branches. */
export async function loadSessionUser(db: Executor, employeeId: string): Promise<SessionUser | undefined> {
  const result = await db.execute<SessionUser>(sql`
    select e.id, e.username, e.email, e.first_name, e.last_name, e.role, e.company_id,
           coalesce((select json_agg(json_build_object('id', b.id, 'name', b.name) order by lower(b.name))
                       from employee_branches eb
                       join branches b on b.company_id = eb.company_id and b.id = eb.branch_id
                      where eb.company_id = e.company_id and eb.employee_id = e.id), '[]'::json) as branches
      from employees e
     where e.id = ${employeeId}`);
  return result.rows[0];
}
