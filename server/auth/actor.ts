import { sql } from 'drizzle-orm';
import type { Role } from '../../contract/roles';
import type { Executor } from '../db/client';

/** Who is making a request, read fresh from the database each time so that changes apply at once. */
export interface Actor {
  id: string;
  username: string;
  role: Role;
  /** Null for a superadmin. */
  companyId: string | null;
  branchIds: string[];
}

export async function loadActor(db: Executor, employeeId: string): Promise<Actor | undefined> {
  const result = await db.execute<{ id: string; username: string; role: Role; company_id: string | null; branch_ids: string[] }>(sql`
    select e.id, e.username, e.role, e.company_id,
           coalesce(array_agg(eb.branch_id) filter (where eb.branch_id is not null), '{}') as branch_ids
      from employees e
      left join employee_branches eb on eb.company_id = e.company_id and eb.employee_id = e.id
     where e.id = ${employeeId} and e.password_hash is not null
     group by e.id`);
  const row = result.rows[0];
  if (!row) return undefined;
  return { id: row.id, username: row.username, role: row.role, companyId: row.company_id, branchIds: row.branch_ids };
}
