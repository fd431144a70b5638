import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Actor } from '../../actor';
import { allOf } from '../../db/lists';
import { linkedToBranch } from '../../scope/branch-links';
import { employeeVisible, inCompany, vehicleVisible } from '../../scope/scope';

/*
 * Who sees a document (docs/documents.md, Who sees what): a vehicle's exactly when its vehicle is
 * visible; an employee's to the company's admins (and superadmins), to moderators when the employee
 * belongs to one of their branches, and to the employee themself. A document outside them does not
 * exist for the caller: 404. Whoever may change documents (contract/permissions.ts) changes those they see.
 */

/** An employee's documents: a user sees only their own, a moderator those of their branches' employees and their own. */
export function employeeDocumentsVisible(actor: Actor, employeeId: SQLWrapper, companyId: SQLWrapper, branchId?: string): SQL | undefined {
  const own = allOf(
    inCompany(actor, companyId),
    sql`${employeeId} = ${actor.id}`,
    branchId ? linkedToBranch('employee', employeeId, companyId, branchId) : undefined,
  )!;
  if (actor.role === 'user') return own;
  const colleagues = employeeVisible(actor, employeeId, companyId, branchId);
  if (actor.role === 'moderator') return sql`(${colleagues ?? sql`true`} or ${own})`;
  return colleagues;
}

interface DocumentColumns {
  vehicleId: SQLWrapper;
  employeeId: SQLWrapper;
  companyId: SQLWrapper;
}

/** A document is visible as its subject is; `branchId` narrows to the sidebar's branch. */
export function documentVisible(actor: Actor, document: DocumentColumns, branchId?: string): SQL | undefined {
  const vehicle = vehicleVisible(actor, document.vehicleId, document.companyId, branchId);
  const employee = employeeDocumentsVisible(actor, document.employeeId, document.companyId, branchId);
  if (!vehicle && !employee) return undefined;
  // The company on its own too, so that the company's index finds the rows before the subjects are looked at.
  return allOf(
    inCompany(actor, document.companyId),
    sql`((${document.vehicleId} is not null and ${vehicle ?? sql`true`}) or (${document.employeeId} is not null and ${employee ?? sql`true`}))`,
  );
}
