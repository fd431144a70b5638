import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { canAccess, isBranchScoped, seesAllCompanies } from '../../contract/permissions';
import { ROLES } from '../../contract/roles';
import {
  documents,
  employeeBranches,
  employees,
  notificationPreferences,
  pushSubscriptions,
  reminders,
  vehicleBranches,
} from '../db/schema';
import { uuidList } from '../scope/branch-links';

/**
 * The ways a reminder reaches a person that each person turns on or off (docs/reminders.md, Channels):
 * push by turning it on on a device, which is kept as the device's subscription.
 */
type PersonalChannel = 'in_app' | 'email' | 'push';

/** Roles of a company that read its vehicles, and of those the ones that see every branch. */
const READERS = ROLES.filter((role) => !seesAllCompanies(role) && canAccess(role, 'vehicles', 'list'));
const WHOLE_COMPANY = READERS.filter((role) => !isBranchScoped(role));

/**
 * Roles of a company that manage issues in their scope (contract/permissions.ts): admins and moderators,
 * who are told of a new critical issue and of an inspection owed (docs/inspections.md), not users.
 */
const ISSUE_MANAGERS = READERS.filter((role) => canAccess(role, 'issues', 'edit'));

/**
 * Roles of a company that keep its parts and their stock (contract/permissions.ts, `parts` edit): admins
 * and moderators, who are told of a part their branch holds too few of; users never. Of those, the
 * ones that see every branch hear of every branch's.
 */
const STOCK_KEEPERS = ROLES.filter((role) => !seesAllCompanies(role) && canAccess(role, 'parts', 'edit'));
const EVERY_BRANCH_STOCK = STOCK_KEEPERS.filter((role) => !isBranchScoped(role));

/** Roles of a company that read its employees' documents, and of those the ones that see every branch. */
const STAFF_READERS = ROLES.filter((role) => !seesAllCompanies(role) && canAccess(role, 'employees', 'list'));
const WHOLE_STAFF = STAFF_READERS.filter((role) => !isBranchScoped(role));

/** Who gets email unless they say otherwise: the people who act on what falls due. */
export const EMAIL_BY_DEFAULT = ['admin', 'moderator'] as const;

const roleIn = (roles: readonly string[]) => sql.raw(`(${roles.map((role) => `'${role}'`).join(', ')})`);

/**
 * Whether the employee of the query's row (from employees, with their notification_preferences left
 * joined) is told of the vehicle (docs/reminders.md, Who is told): their role reads vehicles, they see
 * the vehicle (an admin every one, others through their branches), and their chosen branches, if they
 * chose, hold it. The query joins the employee to the vehicle's company itself.
 */
export function toldOfVehicle(companyId: SQLWrapper, vehicleId: SQLWrapper): SQL {
  return sql`${employees.role} in ${roleIn(READERS)}
       and (${employees.role} in ${roleIn(WHOLE_COMPANY)}
            or exists (select 1 from ${vehicleBranches}
                         join ${employeeBranches} on ${employeeBranches.companyId} = ${vehicleBranches.companyId}
                                                  and ${employeeBranches.branchId} = ${vehicleBranches.branchId}
                        where ${vehicleBranches.companyId} = ${companyId} and ${vehicleBranches.vehicleId} = ${vehicleId}
                          and ${employeeBranches.employeeId} = ${employees.id}))
       and (${notificationPreferences.branchIds} is null
            or exists (select 1 from ${vehicleBranches}
                        where ${vehicleBranches.companyId} = ${companyId} and ${vehicleBranches.vehicleId} = ${vehicleId}
                          and ${vehicleBranches.branchId} = any(${notificationPreferences.branchIds})))`;
}

/**
 * Whether the employee of the query's row is told of a document of another employee, the holder
 * (docs/reminders.md, Who is told): the holder themself always; the company's admins, and moderators
 * who share a branch with the holder; their chosen branches, if they chose, must hold the holder.
 */
export function toldOfHolder(companyId: SQLWrapper, holderId: SQLWrapper): SQL {
  const holderBranches = sql`select 1 from ${employeeBranches} theirs
                              where theirs.company_id = ${companyId} and theirs.employee_id = ${holderId}`;
  return sql`(${employees.id} = ${holderId}
       or (${employees.role} in ${roleIn(STAFF_READERS)}
           and (${employees.role} in ${roleIn(WHOLE_STAFF)}
                or exists (${holderBranches}
                             and exists (select 1 from ${employeeBranches} mine
                                          where mine.company_id = theirs.company_id and mine.branch_id = theirs.branch_id
                                            and mine.employee_id = ${employees.id})))
           and (${notificationPreferences.branchIds} is null
                or exists (${holderBranches} and theirs.branch_id = any(${notificationPreferences.branchIds})))))`;
}

/**
 * Whether the employee of the query's row is told of a branch's stock (docs/reminders.md, Who is told):
 * their role keeps the stock, they see the branch (an admin every one, a moderator theirs), and their
 * chosen branches, if they chose, include it.
 */
function toldOfBranchStock(companyId: SQLWrapper, branchId: SQLWrapper): SQL {
  return sql`${employees.role} in ${roleIn(STOCK_KEEPERS)}
       and (${employees.role} in ${roleIn(EVERY_BRANCH_STOCK)}
            or exists (select 1 from ${employeeBranches}
                        where ${employeeBranches.companyId} = ${companyId} and ${employeeBranches.branchId} = ${branchId}
                          and ${employeeBranches.employeeId} = ${employees.id}))
       and (${notificationPreferences.branchIds} is null or ${branchId} = any(${notificationPreferences.branchIds}))`;
}

/**
 * Whether the employee of the query's row is told of a reminder: of its vehicle (toldOfVehicle), or,
 * for an employee's document, of its holder (toldOfHolder). A new critical issue and an inspection owed
 * are the office's to act on: only those who manage issues are told of them, as of their vehicle. A
 * part to reorder is told to those who keep its branch's stock (toldOfBranchStock).
 */
function toldOfReminder(): SQL {
  return sql`case when ${reminders.item} = 'reorder' then ${toldOfBranchStock(reminders.companyId, reminders.branchId)}
       when ${reminders.item} in ('issue', 'inspection')
            then ${employees.role} in ${roleIn(ISSUE_MANAGERS)} and ${toldOfVehicle(reminders.companyId, reminders.vehicleId)}
       when ${reminders.vehicleId} is not null then ${toldOfVehicle(reminders.companyId, reminders.vehicleId)}
       else exists (select 1 from ${documents} held
                     where held.company_id = ${reminders.companyId} and held.id = ${reminders.documentId}
                       and ${toldOfHolder(sql`held.company_id`, sql`held.employee_id`)}) end`;
}

/**
 * Who is told of each of the reminders on a channel: the company's employees who have signed up, who
 * have the channel on, and who are told of the reminder's vehicle, document or branch's stock
 * (toldOfReminder). Rows of
 * (employee_id, reminder_id).
 */
export function recipientsOf(reminderIds: readonly string[], channel: PersonalChannel): SQL {
  const wants = {
    in_app: sql`coalesce(${notificationPreferences.inApp}, true)`,
    email: sql`coalesce(${notificationPreferences.email}, ${employees.role} in ${roleIn(EMAIL_BY_DEFAULT)})`,
    push: sql`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.employeeId} = ${employees.id})`,
  }[channel];
  return sql`
    select ${employees.id} as employee_id, ${reminders.id} as reminder_id
      from ${reminders}
      join ${employees} on ${employees.companyId} = ${reminders.companyId} and ${employees.passwordHash} is not null
      left join ${notificationPreferences} on ${notificationPreferences.employeeId} = ${employees.id}
     where ${reminders.id} = any(${uuidList(reminderIds)})
       and ${wants}
       and ${toldOfReminder()}`;
}
