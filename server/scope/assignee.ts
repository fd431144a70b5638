import { eq, sql } from 'drizzle-orm';
import { messages } from '../../contract/messages';
import { canAccess, isBranchScoped, seesAllCompanies } from '../../contract/permissions';
import { ROLES } from '../../contract/roles';
import type { Executor } from '../db/client';
import { allOf } from '../db/lists';
import { employeeBranches, employees, vehicleBranches } from '../db/schema';
import { badRequest } from '../errors';

/** Roles of a company that see its vehicles, and of those the ones that see every branch. */
const VEHICLE_READERS = ROLES.filter((role) => !seesAllCompanies(role) && canAccess(role, 'vehicles', 'list'));
const WHOLE_COMPANY = VEHICLE_READERS.filter((role) => !isBranchScoped(role));
const roleIn = (roles: readonly string[]) =>
  sql`(${sql.join(
    roles.map((role) => sql`${role}`),
    sql`, `,
  )})`;

/**
 * An issue's or a work order's assignee is an employee of its vehicle's company who sees the vehicle (docs/inspections.md,
 * Issues): an admin, or a moderator or user of one of the vehicle's branches. Anyone else, or an id
 * that is nobody, is a field error.
 */
export async function assertAssignee(tx: Executor, vehicle: { id: string; companyId: string }, assigneeId: string) {
  const [found] = await tx
    .select({ id: employees.id })
    .from(employees)
    .where(
      allOf(
        eq(employees.id, assigneeId),
        eq(employees.companyId, vehicle.companyId),
        sql`${employees.role}::text in ${roleIn(VEHICLE_READERS)}`,
        sql`(${employees.role}::text in ${roleIn(WHOLE_COMPANY)} or exists (
               select 1 from ${vehicleBranches}
                 join ${employeeBranches} on ${employeeBranches.companyId} = ${vehicleBranches.companyId}
                                         and ${employeeBranches.branchId} = ${vehicleBranches.branchId}
                where ${vehicleBranches.companyId} = ${vehicle.companyId} and ${vehicleBranches.vehicleId} = ${vehicle.id}
                  and ${employeeBranches.employeeId} = ${employees.id}))`,
      ),
    );
  if (!found) throw badRequest(messages.assigneeNotInScope, [{ field: 'assignee_id', message: messages.assigneeNotInScope }]);
}
