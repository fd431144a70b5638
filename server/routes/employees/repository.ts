import { count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { messages } from '../../../contract/messages';
import { grantableRoles, isBranchScoped } from '../../../contract/permissions';
import type { Role } from '../../../contract/roles';
import type { Employee, employeeCreateInput, employeeListQuery, employeeUpdateInput, Invitation } from '../../../contract/schemas/employee';
import type { Actor } from '../../actor';
import { issueInvitation } from '../../auth/invitations';
import type { Executor } from '../../db/client';
import { atomically } from '../../db/atomically';
import { companies, employees } from '../../db/schema';
import { dateStatus } from '../../../contract/due-rules';
import { todayIn } from '../../../contract/time-zones';
import { assertCurrentVersion, badRequest, conflict, forbidden, HttpError, notFound } from '../../errors';
import { allOf, idIn, matchesSearch, offsetOf, orderBy, pageOf, type SortColumn } from '../../db/lists';
import { employeeVisible, visibleBranchIds } from '../../scope/scope';
import { assertBranchesAssignable, assignedBranches, branchNotFound, replaceAssignments } from '../../scope/branch-assignments';
import { companyForNewRecord } from '../../scope/company';

type EmployeeCreateInput = z.output<typeof employeeCreateInput>;
type EmployeeUpdateInput = z.output<typeof employeeUpdateInput> & { version: number };
type EmployeeListQuery = z.output<typeof employeeListQuery>;

const creator = alias(employees, 'creator');

const columns = (actor: Actor) => ({
  id: employees.id,
  email: employees.email,
  username: employees.username,
  first_name: employees.firstName,
  last_name: employees.lastName,
  phone_number: employees.phoneNumber,
  position: employees.position,
  role: employees.role,
  company_id: employees.companyId,
  created_by: employees.createdBy,
  created_by_username: creator.username,
  // A moderator sees only their own branches in it; the others are kept when they edit (replaceAssignments).
  branches: assignedBranches('employee', employees.id, employees.companyId, visibleBranchIds(actor)),
  // The hash itself never leaves the database; the screens only need to know whether it is set.
  signed_up: sql<boolean>`${employees.passwordHash} is not null`,
  // The current driving licence's expiry (migration 0016) and, for its status, the company's days and zone.
  licence_expires_on: employees.licenceExpiresOn,
  due_soon_days: companies.dueSoonDays,
  time_zone: companies.timeZone,
  version: employees.version,
  createdAt: employees.createdAt,
  updatedAt: employees.updatedAt,
});

const sortable: Record<NonNullable<EmployeeListQuery['sort']>, SortColumn> = {
  username: { column: sql`lower(${employees.username})` },
  email: { column: sql`${employees.email}` },
  first_name: { column: sql`lower(${employees.firstName})`, nullable: true },
  last_name: { column: sql`lower(${employees.lastName})`, nullable: true },
  phone_number: { column: sql`${employees.phoneNumber}`, nullable: true },
  position: { column: sql`lower(${employees.position})`, nullable: true },
  role: { column: sql`${employees.role}` },
  createdAt: { column: sql`${employees.createdAt}` },
  updatedAt: { column: sql`${employees.updatedAt}` },
};

const visible = (actor: Actor, branchId?: string) => employeeVisible(actor, employees.id, employees.companyId, branchId);

const selectEmployees = (db: Executor, actor: Actor) =>
  db
    .select(columns(actor))
    .from(employees)
    .leftJoin(creator, eq(creator.id, employees.createdBy))
    .leftJoin(companies, eq(companies.id, employees.companyId));

type EmployeeRow = Awaited<ReturnType<ReturnType<typeof selectEmployees>['execute']>>[number];

/**
 * An expired or lapsing driving licence flags its employee (docs/fleet-health.md, Documents): its status
 * by the company's "due soon" days, on the company's today; none without a licence that expires.
 */
function withLicence({ due_soon_days, time_zone, ...employee }: EmployeeRow, now: Date): Employee {
  const expires = employee.licence_expires_on;
  return {
    ...employee,
    licence_status:
      expires === null || due_soon_days === null || time_zone === null
        ? null
        : dateStatus(expires, todayIn(time_zone, now), { due_soon_days, due_soon_km: 0 }),
  };
}

export async function listEmployees(db: Executor, actor: Actor, query: EmployeeListQuery, now: Date) {
  const where = allOf(
    visible(actor, query.branchId),
    matchesSearch(
      query.q,
      [employees.username, employees.email, employees.firstName, employees.lastName, employees.phoneNumber, employees.position].map(
        (column) => sql`${column}`,
      ),
    ),
    idIn(sql`${employees.id}`, query.ids),
    query.role ? eq(employees.role, query.role) : undefined,
  );
  // A page is found by ids alone, in the order of the index, and only its rows are read whole with
  // their branches: a deep page does not build the rows it skips.
  const order = orderBy(sortable[query.sort ?? 'username'], query.order, sql`${employees.id}`);
  const page = db
    .select({ id: employees.id })
    .from(employees)
    .where(where)
    .orderBy(order)
    .limit(query.limit)
    .offset(offsetOf(query))
    .as('page');
  const [rows, [total]] = await Promise.all([
    selectEmployees(db, actor).innerJoin(page, eq(page.id, employees.id)).orderBy(order),
    db.select({ value: count() }).from(employees).where(where),
  ]);
  return pageOf(
    rows.map((row) => withLicence(row, now)),
    total!.value,
    query,
  );
}

export async function findEmployee(db: Executor, actor: Actor, id: string, now: Date): Promise<Employee> {
  const [row] = await selectEmployees(db, actor).where(allOf(eq(employees.id, id), visible(actor)));
  if (!row) throw notFound(messages.notFound('Employee'));
  return withLicence(row, now);
}

export async function createEmployee(
  db: Executor,
  actor: Actor,
  input: EmployeeCreateInput,
  baseUrl: string,
  now: Date,
): Promise<{ data: Employee; invitation: Invitation }> {
  assertGrantable(actor, input.role);
  // A superadmin runs the platform and belongs to no company, so company_id is ignored for one.
  const companyId = input.role === 'superadmin' ? null : await companyForNewRecord(db, actor, input.company_id);
  return atomically(db, async (tx) => {
    await assertUnique(tx, { username: input.username, email: input.email });
    await assertBranches(tx, actor, companyId, input.branches);
    const [created] = await tx
      .insert(employees)
      .values({
        companyId,
        email: input.email,
        username: input.username,
        firstName: input.first_name,
        lastName: input.last_name,
        phoneNumber: input.phone_number,
        position: input.position,
        role: input.role,
        createdBy: actor.id,
      })
      .returning({ id: employees.id, companyId: employees.companyId });
    if (created!.companyId)
      await replaceAssignments(tx, actor, 'employee', { id: created!.id, companyId: created!.companyId }, input.branches);
    const invitation = await issueInvitation(tx, created!, baseUrl);
    return { data: await findEmployee(tx, actor, created!.id, now), invitation };
  });
}

export async function updateEmployee(db: Executor, actor: Actor, id: string, input: EmployeeUpdateInput, now: Date): Promise<Employee> {
  return atomically(db, async (tx) => {
    const current = await lockVisible(tx, actor, id);
    assertCurrentVersion(current.version, input.version);
    if (id === actor.id && input.role !== current.role) throw roleRefusal(400, messages.ownRole);
    assertManageable(actor, current.role);
    assertGrantable(actor, input.role);
    // The update has no company_id, and superadmins have none: moving across that line is a new employee.
    if ((input.role === 'superadmin') !== (current.role === 'superadmin')) throw roleRefusal(400, messages.superadminMove);
    await assertUnique(tx, { email: input.email }, id);
    await assertBranches(tx, actor, current.companyId, input.branches);
    await tx
      .update(employees)
      .set({
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        phoneNumber: input.phone_number,
        position: input.position,
        role: input.role,
        updatedAt: sql`now()`,
      })
      .where(eq(employees.id, id));
    if (current.companyId) await replaceAssignments(tx, actor, 'employee', { id, companyId: current.companyId }, input.branches);
    return findEmployee(tx, actor, id, now);
  });
}

/** Deleting an employee keeps what they recorded: created_by on their rows becomes null (schema). */
export async function deleteEmployee(db: Executor, actor: Actor, id: string, now: Date): Promise<Employee> {
  return atomically(db, async (tx) => {
    const current = await lockVisible(tx, actor, id);
    if (id === actor.id) throw badRequest(messages.ownDelete);
    assertManageable(actor, current.role);
    const employee = await findEmployee(tx, actor, id, now);
    await tx.delete(employees).where(eq(employees.id, id));
    return employee;
  });
}

/** A new link while the employee has not signed up; issuing it voids the earlier one. */
export async function reissueInvitation(db: Executor, actor: Actor, id: string, baseUrl: string): Promise<Invitation> {
  return atomically(db, async (tx) => {
    const current = await lockVisible(tx, actor, id);
    assertManageable(actor, current.role);
    if (current.signedUp) throw conflict(messages.alreadySignedUp);
    return issueInvitation(tx, { id, companyId: current.companyId }, baseUrl);
  });
}

/** The employee row, locked for the rest of the transaction, or 404 when the caller cannot see it. */
async function lockVisible(tx: Executor, actor: Actor, id: string) {
  const [current] = await tx
    .select({
      role: employees.role,
      companyId: employees.companyId,
      version: employees.version,
      signedUp: sql<boolean>`${employees.passwordHash} is not null`,
    })
    .from(employees)
    .where(allOf(eq(employees.id, id), visible(actor)))
    .for('update');
  if (!current) throw notFound(messages.notFound('Employee'));
  return current;
}

const roleRefusal = (status: 400 | 403, message: string) => new HttpError(status, message, [{ field: 'role', message }]);

function assertGrantable(actor: Actor, role: Role) {
  if (!grantableRoles(actor.role).includes(role)) throw roleRefusal(403, messages.cannotGrantRole);
}

/** One may act only on employees holding a role one could grant: a moderator manages users only. */
function assertManageable(actor: Actor, role: Role) {
  if (!grantableRoles(actor.role).includes(role)) throw forbidden(messages.forbidden);
}

/**
 * Every branch must be one of the employee's company that the caller sees. A moderator must keep
 * the employee in at least one of their branches, or the employee would vanish from their scope.
 */
async function assertBranches(tx: Executor, actor: Actor, companyId: string | null, ids: string[]) {
  if (isBranchScoped(actor.role) && ids.length === 0) {
    throw badRequest(messages.atLeastOneBranch, [{ field: 'branches', message: messages.atLeastOneBranch }]);
  }
  // A superadmin belongs to no company, so no branch can be theirs.
  if (!companyId && ids.length > 0) throw branchNotFound();
  if (companyId) await assertBranchesAssignable(tx, actor, companyId, ids);
}

/**
 * Usernames and emails are sign-in names, unique across the platform whatever their case. Other
 * companies' employees are out of the request's sight (row-level security), so the database function
 * sign_in_names_taken (migration 0006) answers, and says only whether each is taken.
 */
async function assertUnique(tx: Executor, names: { username?: string; email: string }, exceptId?: string) {
  const { username, email } = names;
  const {
    rows: [taken],
  } = await tx.execute<{ username_taken: boolean; email_taken: boolean }>(
    sql`select username_taken, email_taken from sign_in_names_taken(${username ?? null}, ${email}, ${exceptId ?? null})`,
  );
  const errors = [
    ...(taken!.username_taken ? [{ field: 'username', message: messages.duplicate('An employee with this username') }] : []),
    ...(taken!.email_taken ? [{ field: 'email', message: messages.duplicate('An employee with this email') }] : []),
  ];
  if (errors.length) throw conflict(errors[0]!.message, errors);
}
