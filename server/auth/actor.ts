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
 * The signed-in check of every request: the employee and their session, each by primary key, and
 * the employee's branches from their index. A session that has ended answers nothing, so an access
 * token stops working the moment its session ends. A named statement, so that PostgreSQL parses and
 * plans it once per connection, not once a request.
 */
const ACTOR_STATEMENT = {
  name: 'fleet.actor',
  text: `select e.id, e.username, e.role, e.company_id,
                array(select eb.branch_id from employee_branches eb where eb.company_id = e.company_id and eb.employee_id = e.id) as branch_ids
           from employees e
           join sessions s on s.id = $2 and s.employee_id = e.id and s.revoked_at is null
          where e.id = $1 and e.password_hash is not null`,
};

export async function loadActor(pool: pg.Pool, employeeId: string, sessionId: string): Promise<Actor | undefined> {
  const result = await pool.query<{ id: string; username: string; role: Role; company_id: string | null; branch_ids: string[] }>({ ...ACTOR_STATEMENT, values: [employeeId, sessionId] });
  const row = result.rows[0];
  if (!row) return undefined;
  return { id: row.id, username: row.username, role: row.role, companyId: row.company_id, branchIds: row.branch_ids };
}
