import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { isBranchScoped, seesAllCompanies } from '../../contract/permissions';
import type { Actor } from '../actor';
import { allOf } from '../db/lists';
import { linkedToBranch, uuidList, type AssignedKind } from './branch-links';

/**
 * What a caller may see (docs/product.md, Roles and scope), as SQL conditions that every query adds.
 * A record outside them does not exist for the caller: it answers 404, and never shows in a list.
 */

/** Rows of the caller's company; a superadmin sees every company. */
export function inCompany(actor: Actor, companyId: SQLWrapper): SQL | undefined {
  if (seesAllCompanies(actor.role)) return undefined;
  return sql`${companyId} = ${actor.companyId}`;
}

/** The branch ids a caller may see, or undefined when they see every branch of their company. */
export function visibleBranchIds(actor: Actor): string[] | undefined {
  return isBranchScoped(actor.role) ? actor.branchIds : undefined;
}

/**
 * Selecting a branch one may not see selects nothing. Otherwise records that are also in one's own
 * branches would reveal which of them belong to the hidden branch too.
 */
function outsideScope(scoped: string[] | undefined, branchId: string): SQL | undefined {
  return scoped && !scoped.includes(branchId) ? sql`false` : undefined;
}

/**
 * A vehicle or an employee is visible if one of its branches is (to a moderator or a user, their own);
 * `branchId` narrows to the branch selected in the sidebar.
 */
function visibleThroughBranches(
  kind: AssignedKind,
  actor: Actor,
  ownerId: SQLWrapper,
  companyId: SQLWrapper,
  branchId?: string,
): SQL | undefined {
  const scoped = visibleBranchIds(actor);
  return allOf(
    inCompany(actor, companyId),
    scoped ? linkedToBranch(kind, ownerId, companyId, scoped) : undefined,
    branchId ? (outsideScope(scoped, branchId) ?? linkedToBranch(kind, ownerId, companyId, branchId)) : undefined,
  );
}

export const vehicleVisible = (actor: Actor, vehicleId: SQLWrapper, companyId: SQLWrapper, branchId?: string) =>
  visibleThroughBranches('vehicle', actor, vehicleId, companyId, branchId);

export const employeeVisible = (actor: Actor, employeeId: SQLWrapper, companyId: SQLWrapper, branchId?: string) =>
  visibleThroughBranches('employee', actor, employeeId, companyId, branchId);

/** A branch is visible to its company's admins, and to moderators and users assigned to it. */
export function branchVisible(actor: Actor, branchId: SQLWrapper, companyId: SQLWrapper): SQL | undefined {
  const conditions: SQL[] = [];
  const company = inCompany(actor, companyId);
  if (company) conditions.push(company);
  const scoped = visibleBranchIds(actor);
  if (scoped) conditions.push(sql`${branchId} = any(${uuidList(scoped)})`);
  return conditions.length ? sql.join(conditions, sql` and `) : undefined;
}

/**
 * A logo is visible where the record that shows it is: a company's to everyone of the company, a
 * branch's to those who see that branch. A logo served to anyone of the company would show a
 * moderator a branch that otherwise answers them 404.
 */
export function logoVisible(actor: Actor, logoId: SQLWrapper, companyId: SQLWrapper): SQL | undefined {
  const company = inCompany(actor, companyId);
  const scoped = visibleBranchIds(actor);
  if (!scoped) return company;
  const shown = sql`(exists (select 1 from companies c where c.id = ${companyId} and c.logo_id = ${logoId})
    or exists (select 1 from branches b where b.company_id = ${companyId} and b.logo_id = ${logoId} and b.id = any(${uuidList(scoped)})))`;
  return company ? sql`${company} and ${shown}` : shown;
}

/** The company a new record belongs to: the caller's own, or for a superadmin the one they name. */
export function targetCompany(actor: Actor, requested: string | undefined): string | undefined {
  if (seesAllCompanies(actor.role)) return requested;
  return actor.companyId ?? undefined;
}
