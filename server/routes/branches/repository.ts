import { count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DEPENDENT_NAMES, messages } from '../../../contract/messages';
import type { Branch, branchInput, branchListQuery } from '../../../contract/schemas/branch';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { atomically } from '../../db/atomically';
import { branches } from '../../db/schema';
import { assertCurrentVersion, conflict, notFound } from '../../errors';
import { applyLogoChange, deleteLogoFile, logoPath, type LogoChange } from '../../logos/logo-file';
import { describeCounts } from '../../scope/dependents';
import { allOf, idIn, matchesSearch, offsetOf, orderBy, pageOf, type SortColumn } from '../../db/lists';
import { branchVisible } from '../../scope/scope';
import { companyForNewRecord } from '../../scope/company';

type BranchInput = z.output<typeof branchInput>;
type BranchUpdate = BranchInput & { version: number };
type BranchListQuery = z.output<typeof branchListQuery>;

const columns = {
  id: branches.id,
  name: branches.name,
  logoId: branches.logoId,
  company_id: branches.companyId,
  version: branches.version,
  createdAt: branches.createdAt,
  updatedAt: branches.updatedAt,
};

const toBranch = ({ logoId, ...row }: { logoId: string | null } & Omit<Branch, 'logo'>): Branch => ({ ...row, logo: logoPath(logoId) });

const sortable: Record<NonNullable<BranchListQuery['sort']>, SortColumn> = {
  name: { column: sql`lower(${branches.name})` },
  createdAt: { column: sql`${branches.createdAt}` },
  updatedAt: { column: sql`${branches.updatedAt}` },
};

const visible = (actor: Actor) => branchVisible(actor, branches.id, branches.companyId);

export async function listBranches(db: Executor, actor: Actor, query: BranchListQuery) {
  const where = allOf(
    visible(actor),
    matchesSearch(query.q, [sql`${branches.name}`]),
    idIn(sql`${branches.id}`, query.ids),
    query.branchId ? eq(branches.id, query.branchId) : undefined,
    query.company_id ? eq(branches.companyId, query.company_id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(branches)
      .where(where)
      .orderBy(orderBy(sortable[query.sort ?? 'name'], query.order, sql`${branches.id}`))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(branches).where(where),
  ]);
  return pageOf(rows.map(toBranch), total!.value, query);
}

export async function findBranch(db: Executor, actor: Actor, id: string): Promise<Branch> {
  const [row] = await db
    .select(columns)
    .from(branches)
    .where(allOf(eq(branches.id, id), visible(actor)));
  if (!row) throw notFound(messages.notFound('Branch'));
  return toBranch(row);
}

export async function createBranch(db: Executor, actor: Actor, input: BranchInput, logo: LogoChange): Promise<Branch> {
  const companyId = await companyForNewRecord(db, actor, input.company_id);
  return atomically(db, async (tx) => {
    await assertNameFree(tx, companyId, input.name);
    const [created] = await tx.insert(branches).values({ companyId, name: input.name }).returning({ id: branches.id });
    const logoId = await applyLogoChange(tx, companyId, null, logo);
    if (logoId) await tx.update(branches).set({ logoId }).where(eq(branches.id, created!.id));
    return findBranch(tx, actor, created!.id);
  });
}

export async function updateBranch(db: Executor, actor: Actor, id: string, input: BranchUpdate, logo: LogoChange): Promise<Branch> {
  return atomically(db, async (tx) => {
    const [current] = await tx
      .select({ companyId: branches.companyId, logoId: branches.logoId, version: branches.version })
      .from(branches)
      .where(allOf(eq(branches.id, id), visible(actor)))
      .for('update');
    if (!current) throw notFound(messages.notFound('Branch'));
    assertCurrentVersion(current.version, input.version);
    // A branch stays in its company; company_id in an update is ignored.
    await assertNameFree(tx, current.companyId, input.name, id);
    const logoId = await applyLogoChange(tx, current.companyId, current.logoId, logo);
    await tx
      .update(branches)
      .set({ name: input.name, logoId, updatedAt: sql`now()` })
      .where(eq(branches.id, id));
    if (logoId !== current.logoId) await deleteLogoFile(tx, current.companyId, current.logoId);
    return findBranch(tx, actor, id);
  });
}

/** A branch that still has employees or vehicles assigned is not deleted (docs/product.md, Deleting records): 409 says why. */
export async function deleteBranch(db: Executor, actor: Actor, id: string): Promise<Branch> {
  return atomically(db, async (tx) => {
    const [current] = await tx
      .select({ companyId: branches.companyId, logoId: branches.logoId })
      .from(branches)
      .where(allOf(eq(branches.id, id), visible(actor)))
      .for('update');
    if (!current) throw notFound(messages.notFound('Branch'));
    const branch = await findBranch(tx, actor, id);
    const {
      rows: [dependents],
    } = await tx.execute<{ employees: number; vehicles: number; work_orders: number }>(sql`
      select (select count(*)::int from employee_branches eb where eb.company_id = ${current.companyId} and eb.branch_id = ${id}) as employees,
             (select count(*)::int from vehicle_branches vb where vb.company_id = ${current.companyId} and vb.branch_id = ${id}) as vehicles,
             (select count(distinct l.work_order_id)::int from work_order_lines l where l.company_id = ${current.companyId} and l.branch_id = ${id}) as work_orders`);
    const what = describeCounts([
      [dependents!.employees, ...DEPENDENT_NAMES.employee],
      [dependents!.vehicles, ...DEPENDENT_NAMES.vehicle_with_archived],
      [dependents!.work_orders, ...DEPENDENT_NAMES.work_order],
    ]);
    if (what) throw conflict(messages.inUse('branch', what));
    await tx.delete(branches).where(eq(branches.id, id));
    await deleteLogoFile(tx, current.companyId, current.logoId);
    return branch;
  });
}

async function assertNameFree(tx: Executor, companyId: string, name: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(
      allOf(
        eq(branches.companyId, companyId),
        sql`lower(${branches.name}) = lower(${name})`,
        exceptId ? sql`${branches.id} <> ${exceptId}` : undefined,
      ),
    );
  const message = messages.duplicate('A branch with this name');
  if (clash) throw conflict(message, [{ field: 'name', message }]);
}
