import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { DUPLICATE_NAMES, messages } from '../../../contract/messages';
import type {
  Part,
  partInput,
  partListQuery,
  PartStock,
  StockAdjustmentInput,
  StockChange,
  StockChangeKind,
  stockChangeListQuery,
} from '../../../contract/schemas/part';
import type { Actor } from '../../actor';
import { nameOfActor } from '../../db/actor-name';
import { atomically } from '../../db/atomically';
import type { Executor, Transaction } from '../../db/client';
import { allOf, idIn, matchesSearch, offsetOf, orderBy, pageOf, type SortColumn } from '../../db/lists';
import { branches, parts, partStock, stockChanges, vendors, workOrderLines } from '../../db/schema';
import { assertCurrentVersion, badRequest, conflict, notFound } from '../../errors';
import type { Deliver } from '../../reminders/check';
import { tellOfLowStock } from '../../reminders/reorder-reminders';
import { uuidList } from '../../scope/branch-links';
import { companyForNewRecord } from '../../scope/company';
import { branchVisible, inCompany, visibleBranchIds } from '../../scope/scope';

type PartInput = z.output<typeof partInput>;
type PartUpdate = PartInput & { version: number };
type PartListQuery = z.output<typeof partListQuery>;
type PartFilters = Omit<PartListQuery, 'page' | 'limit'>;
type StockChangeListQuery = z.output<typeof stockChangeListQuery>;

/** The stock rows of the part in the branches the caller sees (a moderator or a user: their own). */
function visibleStock(actor: Actor): SQL {
  const scoped = visibleBranchIds(actor);
  return sql`s.company_id = ${parts.companyId} and s.part_id = ${parts.id}${scoped ? sql` and s.branch_id = any(${uuidList(scoped)})` : sql``}`;
}

const onHand = (actor: Actor) =>
  sql<number>`(select coalesce(sum(s.on_hand), 0) from part_stock s where ${visibleStock(actor)})`.mapWith(Number);

const belowReorder = (actor: Actor) =>
  sql<boolean>`(${parts.reorderLevel} is not null and exists (select 1 from part_stock s where ${visibleStock(actor)} and s.on_hand < ${parts.reorderLevel}))`;

const columns = (actor: Actor) => ({
  id: parts.id,
  number: parts.number,
  name: parts.name,
  unit: parts.unit,
  unit_cost: parts.unitCost,
  preferred_vendor_id: parts.preferredVendorId,
  preferred_vendor_name: vendors.name,
  reorder_level: parts.reorderLevel,
  notes: parts.notes,
  on_hand: onHand(actor),
  below_reorder: belowReorder(actor),
  company_id: parts.companyId,
  version: parts.version,
  createdAt: parts.createdAt,
  updatedAt: parts.updatedAt,
});

const sortable = (actor: Actor): Record<NonNullable<PartListQuery['sort']>, SortColumn> => ({
  number: { column: sql`lower(${parts.number})` },
  name: { column: sql`lower(${parts.name})` },
  unit_cost: { column: sql`${parts.unitCost}`, nullable: true },
  on_hand: { column: onHand(actor) },
  createdAt: { column: sql`${parts.createdAt}` },
  updatedAt: { column: sql`${parts.updatedAt}` },
});

/** A company's catalogue is seen by everyone of the company; a superadmin sees every company's. */
const visible = (actor: Actor) => inCompany(actor, parts.companyId);

const selectParts = (db: Executor, actor: Actor) =>
  db
    .select(columns(actor))
    .from(parts)
    .leftJoin(vendors, and(eq(vendors.companyId, parts.companyId), eq(vendors.id, parts.preferredVendorId)));

/** A part's stored fields from its input (an import's rows too, csv.ts). */
export const fieldsOf = (input: PartInput) => ({
  number: input.number,
  name: input.name,
  unit: input.unit,
  unitCost: input.unit_cost ?? null,
  preferredVendorId: input.preferred_vendor_id,
  reorderLevel: input.reorder_level ?? null,
  notes: input.notes,
});

/** The list's conditions: the company, the search, the vendor and the reorder filter. */
function partConditions(actor: Actor, query: PartFilters) {
  return allOf(
    visible(actor),
    matchesSearch(query.q, [sql`${parts.number}`, sql`${parts.name}`]),
    idIn(sql`${parts.id}`, query.ids),
    query.company_id ? eq(parts.companyId, query.company_id) : undefined,
    query.vendorId ? eq(parts.preferredVendorId, query.vendorId) : undefined,
    query.belowReorder === undefined ? undefined : query.belowReorder ? belowReorder(actor) : sql`not ${belowReorder(actor)}`,
  );
}

export async function listParts(db: Executor, actor: Actor, query: PartListQuery) {
  const where = partConditions(actor, query);
  const [rows, [total]] = await Promise.all([
    selectParts(db, actor)
      .where(where)
      .orderBy(orderBy(sortable(actor)[query.sort ?? 'number'], query.order, sql`${parts.id}`))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(parts).where(where),
  ]);
  return pageOf<Part>(rows, total!.value, query);
}

/** The whole filtered catalogue in the list's order, unpaged, for the CSV export to stream (docs/csv.md). */
export function partListForExport(db: Executor, actor: Actor, query: PartFilters) {
  const fields = columns(actor);
  return {
    fields,
    query: selectParts(db, actor)
      .where(partConditions(actor, query))
      .orderBy(orderBy(sortable(actor)[query.sort ?? 'number'], query.order, sql`${parts.id}`)),
    toRow: (row: Part) => row,
  };
}

export async function findPart(db: Executor, actor: Actor, id: string): Promise<Part> {
  const [row] = await selectParts(db, actor).where(allOf(eq(parts.id, id), visible(actor)));
  if (!row) throw notFound(messages.notFound('Part'));
  return row;
}

/** The preferred vendor must be one of the part's company: another company's reads as none at all. */
async function assertVendorOfCompany(tx: Executor, companyId: string, vendorId: string | null) {
  if (!vendorId) return;
  const [found] = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.companyId, companyId), eq(vendors.id, vendorId)));
  if (!found) {
    const message = messages.notFound('Vendor');
    throw badRequest(message, [{ field: 'preferred_vendor_id', message }]);
  }
}

/** A number another part of the company has (in any case): refused at its field, before the unique index would. */
async function assertNumberFree(tx: Executor, companyId: string, number: string, except?: string) {
  const [taken] = await tx
    .select({ id: parts.id })
    .from(parts)
    .where(
      allOf(
        eq(parts.companyId, companyId),
        sql`lower(${parts.number}) = lower(${number})`,
        except ? sql`${parts.id} <> ${except}` : undefined,
      ),
    );
  if (taken) {
    const message = messages.duplicate(DUPLICATE_NAMES.part_number);
    throw conflict(message, [{ field: 'number', message }]);
  }
}

export async function createPart(db: Executor, actor: Actor, input: PartInput): Promise<Part> {
  const companyId = await companyForNewRecord(db, actor, input.company_id);
  return atomically(db, async (tx) => {
    await assertVendorOfCompany(tx, companyId, input.preferred_vendor_id);
    await assertNumberFree(tx, companyId, input.number);
    const [created] = await tx
      .insert(parts)
      .values({ companyId, ...fieldsOf(input) })
      .returning({ id: parts.id });
    return findPart(tx, actor, created!.id);
  });
}

/** A part stays in its company; company_id in an update is ignored. */
export async function updatePart(db: Executor, actor: Actor, id: string, input: PartUpdate): Promise<Part> {
  return atomically(db, async (tx) => {
    const [current] = await tx
      .select({ version: parts.version, companyId: parts.companyId })
      .from(parts)
      .where(allOf(eq(parts.id, id), visible(actor)))
      .for('update');
    if (!current) throw notFound(messages.notFound('Part'));
    assertCurrentVersion(current.version, input.version);
    await assertVendorOfCompany(tx, current.companyId, input.preferred_vendor_id);
    await assertNumberFree(tx, current.companyId, input.number, id);
    await tx
      .update(parts)
      .set({ ...fieldsOf(input), updatedAt: sql`now()` })
      .where(eq(parts.id, id));
    return findPart(tx, actor, id);
  });
}

/** A part goes with its stock and its stock log. */
export async function deletePart(db: Executor, actor: Actor, id: string): Promise<Part> {
  return atomically(db, async (tx) => {
    const current = await findPart(tx, actor, id);
    // A work order's line keeps its part (docs/work-orders.md): said in words rather than by the foreign key.
    const [used] = await tx
      .select({ id: workOrderLines.id })
      .from(workOrderLines)
      .where(and(eq(workOrderLines.companyId, current.company_id), eq(workOrderLines.partId, id)))
      .limit(1);
    if (used) throw conflict(messages.partOnWorkOrders);
    await tx.delete(parts).where(eq(parts.id, id));
    return current;
  });
}

/**
 * A part's stock in each branch the caller sees, by the branch's name: a branch that never held it
 * holds none. Below the reorder level only where the part is kept (a branch whose stock has moved).
 */
export async function stockOfPart(db: Executor, actor: Actor, id: string): Promise<PartStock[]> {
  const part = await findPart(db, actor, id);
  const rows = await db
    .select({
      branchId: branches.id,
      branchName: branches.name,
      onHand: partStock.onHand,
    })
    .from(branches)
    .leftJoin(partStock, and(eq(partStock.companyId, branches.companyId), eq(partStock.branchId, branches.id), eq(partStock.partId, id)))
    .where(allOf(eq(branches.companyId, part.company_id), branchVisible(actor, branches.id, branches.companyId)))
    .orderBy(sql`lower(${branches.name})`, branches.id);
  return rows.map((row) => ({
    branch: { id: row.branchId, name: row.branchName },
    on_hand: row.onHand ?? 0,
    reorder_level: part.reorder_level,
    below_reorder: row.onHand !== null && part.reorder_level !== null && row.onHand < part.reorder_level,
  }));
}

const changeColumns = {
  id: stockChanges.id,
  part_id: stockChanges.partId,
  branch: sql<{ id: string; name: string }>`json_build_object('id', ${branches.id}, 'name', ${branches.name})`,
  kind: sql<StockChangeKind>`${stockChanges.kind}`,
  quantity: stockChanges.quantity,
  on_hand_after: stockChanges.onHandAfter,
  reason: stockChanges.reason,
  employee_id: stockChanges.employeeId,
  employee_name: stockChanges.employeeName,
  createdAt: stockChanges.createdAt,
};

/** The part's stock log, newest first, in the branches the caller sees (or the one asked for). */
export async function listStockChanges(db: Executor, actor: Actor, id: string, query: StockChangeListQuery) {
  const part = await findPart(db, actor, id);
  const where = allOf(
    eq(stockChanges.companyId, part.company_id),
    eq(stockChanges.partId, id),
    branchVisible(actor, stockChanges.branchId, stockChanges.companyId),
    query.branchId ? eq(stockChanges.branchId, query.branchId) : undefined,
  );
  const order = query.order === 'asc' ? [stockChanges.createdAt, stockChanges.id] : [desc(stockChanges.createdAt), desc(stockChanges.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(changeColumns)
      .from(stockChanges)
      .innerJoin(branches, and(eq(branches.companyId, stockChanges.companyId), eq(branches.id, stockChanges.branchId)))
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(stockChanges).where(where),
  ]);
  return pageOf<StockChange>(rows, total!.value, query);
}

interface StockMove {
  partId: string;
  branchId: string;
  quantity: number;
  kind: StockChangeKind;
  reason: string;
}

interface StockMoved {
  change: StockChange;
  /** What the branch holds now. */
  after: number;
}

/**
 * What a change that takes from stock needs besides its transaction, as an issue's raise does
 * (server/issues/raise.ts, RaiseContext): the app's moment (the company's day a reorder reminder is
 * raised on), and the reminder queue that sends its email, webhook calls and push messages once the
 * transaction commits (`app.reminderQueue`; null where none runs: the inbox is told all the same).
 */
export interface StockContext {
  now: Date;
  reminders: { readonly deliver: Deliver } | null;
}

/**
 * Moves one branch's stock of a part by `quantity` (+/−) and writes it in the log, inside the caller's
 * transaction. The branch's stock row is made if there is none and locked, so two changes at the same
 * moment wait for each other: the second reads what the first left, and is refused (409) if it would
 * take the branch below zero. A change that takes the branch from at or above the part's reorder level
 * to below it tells those who keep the branch's stock at once (server/reminders/reorder-reminders.ts),
 * in the same transaction. A change by hand and completing a work order take; a work order's parts put
 * back only add, which never takes a branch below its level: they alone move without a context.
 */
export async function moveStock(
  tx: Transaction,
  actor: Actor,
  companyId: string,
  move: StockMove,
  context: StockContext | null,
): Promise<StockMoved> {
  if (move.quantity < 0 && !context) throw new Error('A change that takes from stock needs its context, to tell of the reorder level');
  await tx.insert(partStock).values({ companyId, partId: move.partId, branchId: move.branchId, onHand: 0 }).onConflictDoNothing();
  const [held] = await tx
    .select({ onHand: partStock.onHand, reorderLevel: parts.reorderLevel })
    .from(partStock)
    .innerJoin(parts, and(eq(parts.companyId, partStock.companyId), eq(parts.id, partStock.partId)))
    .where(and(eq(partStock.companyId, companyId), eq(partStock.partId, move.partId), eq(partStock.branchId, move.branchId)))
    .for('update', { of: partStock });
  // Hundredths, as the column keeps them: 0.1 + 0.2 is 0.3, not 0.30000000000000004.
  const after = Math.round((held!.onHand + move.quantity) * 100) / 100;
  if (after < 0) throw conflict(messages.stockBelowZero, [{ field: 'quantity', message: messages.stockBelowZero }]);
  await tx
    .update(partStock)
    .set({ onHand: after, updatedAt: sql`now()` })
    .where(and(eq(partStock.companyId, companyId), eq(partStock.partId, move.partId), eq(partStock.branchId, move.branchId)));
  const [logged] = await tx
    .insert(stockChanges)
    .values({
      companyId,
      partId: move.partId,
      branchId: move.branchId,
      kind: move.kind,
      quantity: move.quantity,
      onHandAfter: after,
      reason: move.reason,
      employeeId: actor.id,
      employeeName: await nameOfActor(tx, actor),
    })
    .returning({ id: stockChanges.id });
  const [change] = await tx
    .select(changeColumns)
    .from(stockChanges)
    .innerJoin(branches, and(eq(branches.companyId, stockChanges.companyId), eq(branches.id, stockChanges.branchId)))
    .where(eq(stockChanges.id, logged!.id));
  const level = held!.reorderLevel;
  if (context && level !== null && held!.onHand >= level && after < level) {
    await tellOfLowStock(tx, { companyId, partId: move.partId, branchId: move.branchId }, context.now, context.reminders?.deliver ?? null);
  }
  return { change: change!, after };
}

/**
 * A change by hand (POST /api/parts/:id/adjustments) in a branch the caller sees: more is goods
 * received unless said otherwise, fewer a correction. One that takes the branch below the reorder
 * level tells of it (moveStock).
 */
export async function adjustStock(
  db: Executor,
  actor: Actor,
  id: string,
  input: StockAdjustmentInput,
  context: StockContext,
): Promise<StockMoved> {
  return atomically(db, async (tx) => {
    const part = await findPart(tx, actor, id);
    const [branch] = await tx
      .select({ id: branches.id })
      .from(branches)
      .where(
        allOf(
          eq(branches.companyId, part.company_id),
          eq(branches.id, input.branch_id),
          branchVisible(actor, branches.id, branches.companyId),
        ),
      );
    if (!branch) {
      const message = messages.notFound('Branch');
      throw badRequest(message, [{ field: 'branch_id', message }]);
    }
    return moveStock(
      tx,
      actor,
      part.company_id,
      {
        partId: id,
        branchId: input.branch_id,
        quantity: input.quantity,
        kind: input.kind ?? (input.quantity > 0 ? 'received' : 'corrected'),
        reason: input.reason,
      },
      context,
    );
  });
}
