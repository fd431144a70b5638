import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { canAccess, isBranchScoped, seesAllCompanies } from '../../contract/permissions';
import { ROLES } from '../../contract/roles';
import { employeeBranches, employees, notificationPreferences, reminders, vehicleBranches } from '../db/schema';
import { uuidList } from '../scope/branch-links';

/** The ways a reminder reaches a person that each person turns on or off (docs/reminders.md, Channels). */
type PersonalChannel = 'in_app' | 'email';

/** Roles of a company that read its vehicles, and of those the ones that see every branch. */
const READERS = ROLES.filter((role) => !seesAllCompanies(role) && canAccess(role, 'vehicles', 'list'));
const WHOLE_COMPANY = READERS.filter((role) => !isBranchScoped(role));

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
 * Who is told of each of the reminders on a channel: the company's employees who have signed up, who
 * have the channel on, and who are told of the reminder's vehicle (toldOfVehicle). Rows of
 * (employee_id, reminder_id).
 */
export function recipientsOf(reminderIds: readonly string[], channel: PersonalChannel): SQL {
  const wants =
    channel === 'in_app'
      ? sql`coalesce(${notificationPreferences.inApp}, true)`
      : sql`coalesce(${notificationPreferences.email}, ${employees.role} in ${roleIn(EMAIL_BY_DEFAULT)})`;
  return sql`
    select ${employees.id} as employee_id, ${reminders.id} as reminder_id
      from ${reminders}
      join ${employees} on ${employees.companyId} = ${reminders.companyId} and ${employees.passwordHash} is not null
      left join ${notificationPreferences} on ${notificationPreferences.employeeId} = ${employees.id}
     where ${reminders.id} = any(${uuidList(reminderIds)})
       and ${wants}
       and ${toldOfVehicle(reminders.companyId, reminders.vehicleId)}`;
}
