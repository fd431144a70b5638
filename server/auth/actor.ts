import type pg from 'pg';
import type { Role } from '../../contract/roles';

/** Who is making a request, read fresh from the database each time so that changes apply at once. */
export interface Actor {
  id: string;
  username: string;
  role: Role;
  /** Null for a superadmin. */
  companyId: string | null;
  branchIds: string[];
}

/**
 * The signed-in check of every request: one lookup by primary key, its branches from their index. A
 * named statement, so that PostgreSQL parses and plans it once per connection, not once a request.
 */
const ACTOR_STATEMENT = {
  name: 'fleet.actor',
  text: `select e.id, e.username, e.role, e.company_id,
                array(select eb.branch_id from employee_branches eb where eb.company_id = e.company_id and eb.employee_id = e.id) as branch_ids
           from employees e
          where e.id = $1 and e.password_hash is not null`,
};

export async function loadActor(pool: pg.Pool, employeeId: string): Promise<Actor | undefined> {
  const result = await pool.query<{ id: string; username: string; role: Role; company_id: string | null; branch_ids: string[] }>({ ...ACTOR_STATEMENT, values: [employeeId] });
  const row = result.rows[0];
  if (!row) return undefined;
  return { id: row.id, username: row.username, role: row.role, companyId: row.company_id, branchIds: row.branch_ids };
}
