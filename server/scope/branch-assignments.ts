import { count, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { BranchRef } from '../../contract/schemas/common';
import { messages } from '../../contract/messages';
import type { Actor } from '../actor';
import type { Executor } from '../db/client';
import { branches } from '../db/schema';
import { badRequest } from '../errors';
import { allOf, idIn } from '../db/lists';
import { branchVisible, visibleBranchIds } from './scope';
import { BRANCH_LINKS, uuidList, type AssignedKind } from './branch-links';

/**
 * Employees and vehicles are assigned to branches through a link table each. Reading, checking and
 * replacing those assignments follow one set of scope rules, written once here for both.
 */

/**
 * The owner's branches as `[{ id, name }]`, sorted by name. Given the caller's visible branches, only
 * those: another branch does not exist for a moderator or a user (docs/product.md, Roles and scope), not even by name.
 */
export function assignedBranches(kind: AssignedKind, ownerId: SQLWrapper, companyId: SQLWrapper, visible?: string[]): SQL<BranchRef[]> {
  const { table, owner } = BRANCH_LINKS[kind];
  return sql<BranchRef[]>`coalesce((
    select json_agg(json_build_object('id', b.id, 'name', b.name) order by lower(b.name), b.id)
      from ${table} link join branches b on b.company_id = link.company_id and b.id = link.branch_id
     where link.company_id = ${companyId} and link.${owner} = ${ownerId}
       ${visible ? sql`and link.branch_id = any(${uuidList(visible)})` : sql``}
  ), '[]'::json)`;
}

/** Every branch named must be one of the company's that the caller sees (a moderator: their own), else 400. */
export async function assertBranchesAssignable(tx: Executor, actor: Actor, companyId: string, branchIds: string[]) {
  if (branchIds.length === 0) return;
  const [found] = await tx
    .select({ value: count() })
    .from(branches)
    .where(
      allOf(eq(branches.companyId, companyId), idIn(sql`${branches.id}`, branchIds), branchVisible(actor, branches.id, branches.companyId)),
    );
  if (found!.value !== branchIds.length) throw branchNotFound();
}

export const branchNotFound = () => {
  const message = messages.notFound('Branch');
  return badRequest(message, [{ field: 'branches', message }]);
};

/**
 * Sets the owner's branches to `branchIds` among those the caller sees. Assignments to branches the
 * caller cannot see (a moderator editing someone or something also in another branch) stay as they are.
 */
export async function replaceAssignments(
  tx: Executor,
  actor: Actor,
  kind: AssignedKind,
  owner: { id: string; companyId: string },
  branchIds: string[],
) {
  const { table, owner: ownerColumn } = BRANCH_LINKS[kind];
  const visible = visibleBranchIds(actor);
  // Only what changes is written: a branch kept is neither deleted nor made again, so the history
  // (docs/history.md) says which branches were taken away and which added, and nothing of the rest.
  await tx.execute(sql`
    delete from ${table}
     where company_id = ${owner.companyId} and ${ownerColumn} = ${owner.id}
       and not branch_id = any(${uuidList(branchIds)})
       ${visible ? sql`and branch_id = any(${uuidList(visible)})` : sql``}`);
  if (branchIds.length === 0) return;
  await tx.execute(sql`
    insert into ${table} (company_id, ${ownerColumn}, branch_id)
    select ${owner.companyId}, ${owner.id}, branch_id from unnest(${uuidList(branchIds)}) as branch_id
    on conflict do nothing`);
}
