import { createPool } from '../server/db/client';
import { BENCH_PASSWORD, BENCH_USERS, type GeneratedFleet } from './data';
import type { Person } from './soak-load';
import type { MixPeople } from './soak-mix';

/*
 * Who works during the soak, chosen from the generated fleet: admins, moderators and users of the
 * large company, the small company's admins, a fleet manager with a branch of their own (one that no
 * chosen moderator or user works in), and others who only sign in and out. Everyone but the last is
 * signed in once before the load and stays signed in, their session refreshed as a browser does.
 */

interface Employee {
  username: string;
  branch_ids: string[];
}

export async function choosePeople(databaseUrl: string, fleet: GeneratedFleet, baseUrl: string): Promise<MixPeople> {
  const pool = createPool(databaseUrl, 1);
  let chosen;
  try {
    // The bench's own large-company moderator is left to the API benchmark.
    const employees = async (companyId: string, role: string, limit: number, offset = 0) =>
      (
        await pool.query<Employee>(
          `
      select e.username, coalesce(array_agg(eb.branch_id order by eb.branch_id) filter (where eb.branch_id is not null), '{}') as branch_ids
        from employees e left join employee_branches eb on eb.employee_id = e.id
       where e.company_id = $1 and e.role = $2 and e.username is not null and e.username <> $5
       group by e.id order by e.username limit $3 offset $4`,
          [companyId, role, limit, offset, BENCH_USERS.largeModerator],
        )
      ).rows;
    const admins = await employees(fleet.largeCompanyId, 'admin', 9);
    const moderators = await employees(fleet.largeCompanyId, 'moderator', 8);
    const users = await employees(fleet.largeCompanyId, 'user', 16);
    const signIns = await employees(fleet.largeCompanyId, 'user', 32, 16);
    const smallAdmins = await employees(fleet.smallCompanyId, 'admin', 2);
    const branches = (
      await pool.query<{ id: string }>('select id from branches where company_id = $1 order by id', [fleet.largeCompanyId])
    ).rows.map((row) => row.id);
    // The manager's branch: of those no chosen moderator or user works in, the one with the most
    // active vehicles in it alone, the only ones the manager sells.
    const taken = [...moderators, ...users].flatMap((employee) => employee.branch_ids);
    const managerBranch = (
      await pool.query<{ id: string }>(
        `
      select vb.branch_id as id from vehicle_branches vb join vehicles v on v.id = vb.vehicle_id
       where vb.company_id = $1 and v.is_active and not (vb.branch_id = any($2::uuid[]))
         and not exists (select 1 from vehicle_branches other where other.vehicle_id = vb.vehicle_id and other.branch_id <> vb.branch_id)
       group by vb.branch_id order by count(*) desc, vb.branch_id limit 1`,
        [fleet.largeCompanyId, taken],
      )
    ).rows[0];
    if (admins.length < 2 || !moderators.length || !users.length || !signIns.length || !smallAdmins.length || !managerBranch) {
      throw new Error('the generated fleet lacks the people or the branch the soak needs');
    }
    chosen = { admins, moderators, users, signIns, smallAdmins, branches, managerBranchId: managerBranch.id };
  } finally {
    await pool.end();
  }

  // Admins work with every branch of their company; the others with their own.
  const signedIn = (employees: Employee[], branchIds?: string[]) =>
    Promise.all(
      employees.map(async (employee) => ({
        username: employee.username,
        cookie: await signIn(baseUrl, employee.username),
        branchIds: branchIds ?? employee.branch_ids,
      })),
    );
  const [manager, ...admins] = await signedIn(chosen.admins, chosen.branches);
  return {
    admins,
    manager: manager!,
    moderators: await signedIn(chosen.moderators),
    users: await signedIn(chosen.users),
    smallAdmins: await signedIn(chosen.smallAdmins, []),
    managerBranchId: chosen.managerBranchId,
    signIns: chosen.signIns.map((employee) => employee.username),
  };
}

async function signIn(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username}: ${response.status} ${await response.text()}`);
  return cookiesOf(response);
}

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/**
 * Refreshes every session every few minutes, as the browser does before its 15-minute access token
 * runs out; each person's cookies are swapped for the new ones. `stop()` answers the refreshes that failed.
 */
export function keepSignedIn(baseUrl: string, people: Person[], everyMs = 5 * 60_000) {
  let failed = 0;
  const refresh = () =>
    Promise.all(
      people.map(async (person) => {
        const response = await fetch(`${baseUrl}/api/auth/refresh-token`, { method: 'POST', headers: { cookie: person.cookie } }).catch(
          () => undefined,
        );
        await response?.arrayBuffer();
        if (response?.ok) person.cookie = cookiesOf(response);
        else failed++;
      }),
    );
  const timer = setInterval(() => void refresh(), everyMs);
  return {
    stop() {
      clearInterval(timer);
      return failed;
    },
  };
}
