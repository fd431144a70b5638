import { asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { messages } from '../../../contract/messages';
import type {
  WorkOrder,
  WorkOrderComment,
  WorkOrderInput,
  WorkOrderLineInput,
  WorkOrderListQuery,
  WorkOrderUpdate,
} from '../../../contract/schemas/work-order';
import { OPEN_WORK_ORDER_STATUSES, WORK_ORDER_PRIORITIES, WORK_ORDER_STATUSES, workOrderTotals } from '../../../contract/work-orders';
import type { Actor } from '../../actor';
import { nameOfActor, personName } from '../../db/actor-name';
import { atomically } from '../../db/atomically';
import type { Executor, Transaction } from '../../db/client';
import { allOf, idIn, matchesSearch, offsetOf, orderBy, pageOf, rankIn, type SortColumn } from '../../db/lists';
import {
  branches,
  employees,
  issues,
  parts,
  vehicles,
  vendors,
  workOrderComments,
  workOrderIssues,
  workOrderLines,
  workOrders,
} from '../../db/schema';
import { assertCurrentVersion, badRequest, conflict, notFound } from '../../errors';
import { lockActiveVehicle } from '../../health/active-vehicle';
import { assertAssignee } from '../../scope/assignee';
import { uuidList } from '../../scope/branch-links';
import { branchVisible, inCompany, vehicleVisible } from '../../scope/scope';
import { recordOf } from '../../work-orders/record';
import { moveStock } from '../parts/repository';

/*
 * Work orders (docs/work-orders.md, Work orders): the repairs of the vehicles one sees, visible exactly
 * when their vehicle is (as issues are). The office writes them with their lines; completing one
 * (complete.ts) takes its parts from stock and writes its maintenance record.
 */

/** A list's filters and order; the CSV export takes them without the paging. */
type WorkOrderFilters = Omit<WorkOrderListQuery, 'page' | 'limit'>;

const assignee = alias(employees, 'assignee');

/*
 * The subqueries below name the work order's columns in full (work_orders.id): drizzle writes a
 * column of a query without joins unqualified, which inside `from work_order_lines l` would be l's own.
 */

/** The lines as the API answers them, in their order: labour's hours and rate, a part's quantity and cost, another cost's amount. */
const linesOf = sql<WorkOrder['lines']>`coalesce((
  select json_agg(json_build_object(
           'id', l.id, 'kind', l.kind, 'description', l.description,
           'hours', case when l.kind = 'labour' then l.quantity end,
           'rate', case when l.kind = 'labour' then l.unit_cost end,
           'part_id', l.part_id, 'part_number', p.number, 'part_name', p.name, 'part_unit', p.unit,
           'branch_id', l.branch_id, 'branch_name', b.name,
           'quantity', case when l.kind = 'part' then l.quantity end,
           'unit_cost', case when l.kind = 'part' then l.unit_cost end,
           'amount', case when l.kind = 'other' then l.unit_cost end,
           'total', round(l.quantity * l.unit_cost, 2),
           'taken', l.stock_change_id is not null) order by l.position)
    from work_order_lines l
    left join parts p on p.company_id = l.company_id and p.id = l.part_id
    left join branches b on b.company_id = l.company_id and b.id = l.branch_id
   where l.company_id = work_orders.company_id and l.work_order_id = work_orders.id), '[]'::json)`;

const issuesOf = sql<WorkOrder['issues']>`coalesce((
  select json_agg(json_build_object('id', i.id, 'title', i.title, 'priority', i.priority, 'status', i.status) order by i.created_at, i.id)
    from work_order_issues wi
    join issues i on i.company_id = wi.company_id and i.id = wi.issue_id
   where wi.company_id = work_orders.company_id and wi.work_order_id = work_orders.id), '[]'::json)`;

const workOrderColumns = {
  id: workOrders.id,
  vehicle_id: workOrders.vehicleId,
  vehicle_license_plate: vehicles.licensePlate,
  title: workOrders.title,
  status: workOrders.status,
  priority: workOrders.priority,
  record_kind: workOrders.recordKind,
  service_type: workOrders.serviceType,
  vendor_id: workOrders.vendorId,
  vendor_name: vendors.name,
  assignee_id: workOrders.assigneeId,
  assignee_name: personName(assignee).as('assignee_name'),
  issued_on: workOrders.issuedOn,
  due_on: workOrders.dueOn,
  started_on: workOrders.startedOn,
  completed_on: workOrders.completedOn,
  odometer: workOrders.odometer,
  notes: workOrders.notes,
  labour_cost: workOrders.labourCost,
  parts_cost: workOrders.partsCost,
  other_cost: workOrders.otherCost,
  total_cost: sql<number>`${workOrders.totalCost}::float8`.as('total_cost'),
  lines: linesOf.as('lines'),
  issues: issuesOf.as('issues'),
  maintenance_record: recordOf.as('maintenance_record'),
  created_by_name: workOrders.createdByName,
  company_id: workOrders.companyId,
  version: workOrders.version,
  createdAt: workOrders.createdAt,
  updatedAt: workOrders.updatedAt,
};

const sortable: Record<NonNullable<WorkOrderFilters['sort']>, SortColumn> = {
  issued_on: { column: sql`${workOrders.issuedOn}` },
  due_on: { column: sql`${workOrders.dueOn}`, nullable: true },
  completed_on: { column: sql`${workOrders.completedOn}`, nullable: true },
  status: { column: rankIn(sql`${workOrders.status}`, WORK_ORDER_STATUSES) },
  priority: { column: rankIn(sql`${workOrders.priority}`, WORK_ORDER_PRIORITIES) },
  title: { column: sql`lower(${workOrders.title})` },
  total_cost: { column: sql`${workOrders.totalCost}` },
  vehicle_license_plate: { column: sql`${vehicles.licensePlate}` },
  createdAt: { column: sql`${workOrders.createdAt}` },
  updatedAt: { column: sql`${workOrders.updatedAt}` },
};

const visible = (actor: Actor, branchId?: string) => vehicleVisible(actor, workOrders.vehicleId, workOrders.companyId, branchId);
const withVehicle = sql`${vehicles.companyId} = ${workOrders.companyId} and ${vehicles.id} = ${workOrders.vehicleId}`;
const withVendor = sql`${vendors.companyId} = ${workOrders.companyId} and ${vendors.id} = ${workOrders.vendorId}`;
const withAssignee = sql`${assignee.companyId} = ${workOrders.companyId} and ${assignee.id} = ${workOrders.assigneeId}`;

const selectWorkOrders = (db: Executor, fields = workOrderColumns) =>
  db.select(fields).from(workOrders).innerJoin(vehicles, withVehicle).leftJoin(vendors, withVendor).leftJoin(assignee, withAssignee);

/** The list's conditions: scope and the selected branch, `q` in the title, notes, service type or plate, and every filter. */
function workOrderConditions(actor: Actor, query: WorkOrderFilters): SQL | undefined {
  const plates = alias(vehicles, 'plate_match');
  return allOf(
    visible(actor, query.branchId),
    query.q
      ? sql`(${matchesSearch(query.q, [sql`${workOrders.title}`, sql`${workOrders.serviceType}`, sql`coalesce(${workOrders.notes}, '')`])}
          or ${workOrders.vehicleId} = any(array(select ${plates.id} from ${vehicles} as ${sql.identifier('plate_match')}
                where ${allOf(inCompany(actor, plates.companyId), matchesSearch(query.q, [sql`${plates.licensePlate}`]))})))`
      : undefined,
    idIn(sql`${workOrders.id}`, query.ids),
    query.vehicleId ? eq(workOrders.vehicleId, query.vehicleId) : undefined,
    query.vendorId ? eq(workOrders.vendorId, query.vendorId) : undefined,
    query.status === 'open_any'
      ? inArray(workOrders.status, OPEN_WORK_ORDER_STATUSES)
      : query.status
        ? eq(workOrders.status, query.status)
        : undefined,
    query.priority ? eq(workOrders.priority, query.priority) : undefined,
    query.issueId
      ? sql`exists (select 1 from ${workOrderIssues} where ${workOrderIssues.companyId} = ${workOrders.companyId}
              and ${workOrderIssues.workOrderId} = ${workOrders.id} and ${workOrderIssues.issueId} = ${query.issueId})`
      : undefined,
  );
}

const workOrderOrder = (query: WorkOrderFilters) => orderBy(sortable[query.sort ?? 'issued_on'], query.order, sql`${workOrders.id}`);

/**
 * A page of work orders: the page's ids are found first, and only their rows are read whole, so that
 * the lines and issues of the rows an offset skips are never built (page 20 would build 210).
 */
export async function listWorkOrders(db: Executor, actor: Actor, query: WorkOrderListQuery) {
  const where = workOrderConditions(actor, query);
  const page = db
    .select({ id: sql<string>`${workOrders.id}`.as('page_id') })
    .from(workOrders)
    .innerJoin(vehicles, withVehicle)
    .where(where)
    .orderBy(workOrderOrder(query))
    .limit(query.limit)
    .offset(offsetOf(query))
    .as('page');
  const rows = await selectWorkOrders(db)
    .innerJoin(page, sql`${page.id} = ${workOrders.id}`)
    .orderBy(workOrderOrder(query));
  const [total] = await db.select({ value: count() }).from(workOrders).where(where);
  return pageOf<WorkOrder>(rows, total!.value, query);
}

/** The whole filtered, sorted list, unpaged, for the CSV export to stream. */
export function workOrderListForExport(db: Executor, actor: Actor, query: WorkOrderFilters) {
  return {
    fields: workOrderColumns,
    query: selectWorkOrders(db).where(workOrderConditions(actor, query)).orderBy(workOrderOrder(query)),
    toRow: (row: WorkOrder) => row,
  };
}

export async function findWorkOrder(db: Executor, actor: Actor, id: string): Promise<WorkOrder> {
  const [row] = await selectWorkOrders(db).where(allOf(eq(workOrders.id, id), visible(actor)));
  if (!row) throw notFound(messages.notFound('Work order'));
  return row;
}

const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

/**
 * What a work order names must be of its vehicle's company and in the caller's sight: the vendor, the
 * assignee (who sees the vehicle), the issues (of this vehicle), each line's part (of the catalogue)
 * and branch (one the caller sees).
 */
async function assertReferences(
  tx: Executor,
  actor: Actor,
  vehicle: { id: string; companyId: string },
  input: WorkOrderInput,
  /** The assignee the work order has on this vehicle already: kept as it is, as an issue's is, even if they no longer see it. */
  keptAssignee: string | null = null,
) {
  if (input.vendor_id) {
    const [vendor] = await tx
      .select({ id: vendors.id })
      .from(vendors)
      .where(allOf(eq(vendors.companyId, vehicle.companyId), eq(vendors.id, input.vendor_id)));
    if (!vendor) throw fieldError('vendor_id', messages.workOrderVendor);
  }
  if (input.assignee_id && input.assignee_id !== keptAssignee) await assertAssignee(tx, vehicle, input.assignee_id);
  if (input.issue_ids.length) {
    const [found] = await tx
      .select({ value: count() })
      .from(issues)
      .where(
        allOf(
          eq(issues.companyId, vehicle.companyId),
          eq(issues.vehicleId, vehicle.id),
          sql`${issues.id} = any(${uuidList(input.issue_ids)})`,
        ),
      );
    if (found!.value !== input.issue_ids.length) throw fieldError('issue_ids', messages.workOrderIssueVehicle);
  }
  const partIds = [...new Set(input.lines.flatMap((line) => (line.kind === 'part' && line.part_id ? [line.part_id] : [])))];
  if (partIds.length) {
    const [found] = await tx
      .select({ value: count() })
      .from(parts)
      .where(allOf(eq(parts.companyId, vehicle.companyId), sql`${parts.id} = any(${uuidList(partIds)})`));
    if (found!.value !== partIds.length) throw fieldError('lines', messages.workOrderPart);
  }
  const branchIds = [...new Set(input.lines.flatMap((line) => (line.kind === 'part' && line.branch_id ? [line.branch_id] : [])))];
  if (branchIds.length) {
    const [found] = await tx
      .select({ value: count() })
      .from(branches)
      .where(
        allOf(
          eq(branches.companyId, vehicle.companyId),
          sql`${branches.id} = any(${uuidList(branchIds)})`,
          branchVisible(actor, branches.id, branches.companyId),
        ),
      );
    if (found!.value !== branchIds.length) throw fieldError('lines', messages.workOrderBranch);
  }
}

/** A line as stored: labour's hours and rate, a part's quantity and unit cost, another cost's amount once. */
const storedLine = (line: WorkOrderLineInput) =>
  line.kind === 'labour'
    ? { description: line.description, partId: null, branchId: null, quantity: line.hours, unitCost: line.rate }
    : line.kind === 'part'
      ? { description: line.description, partId: line.part_id, branchId: line.branch_id, quantity: line.quantity, unitCost: line.unit_cost }
      : { description: line.description, partId: null, branchId: null, quantity: 1, unitCost: line.amount };

/** Writes a work order's lines and issues anew, and its totals by kind (contract/work-orders.ts). */
async function writeContents(tx: Executor, companyId: string, workOrderId: string, input: WorkOrderInput) {
  await tx.delete(workOrderLines).where(allOf(eq(workOrderLines.companyId, companyId), eq(workOrderLines.workOrderId, workOrderId)));
  if (input.lines.length)
    await tx
      .insert(workOrderLines)
      .values(input.lines.map((line, position) => ({ companyId, workOrderId, position, kind: line.kind, ...storedLine(line) })));
  await tx.delete(workOrderIssues).where(allOf(eq(workOrderIssues.companyId, companyId), eq(workOrderIssues.workOrderId, workOrderId)));
  if (input.issue_ids.length)
    await tx.insert(workOrderIssues).values(input.issue_ids.map((issueId) => ({ companyId, workOrderId, issueId })));
  const totals = workOrderTotals(input.lines);
  return { labourCost: totals.labour, partsCost: totals.parts, otherCost: totals.other };
}

const workOrderValues = (input: WorkOrderInput) => ({
  title: input.title,
  status: input.status,
  priority: input.priority,
  recordKind: input.record_kind,
  serviceType: input.service_type,
  vendorId: input.vendor_id,
  assigneeId: input.assignee_id,
  issuedOn: input.issued_on,
  dueOn: input.due_on ?? null,
  startedOn: input.started_on ?? null,
  notes: input.notes,
});

/** A new work order of an active vehicle the caller sees, with its lines and the issues it is to resolve. */
export async function createWorkOrder(db: Executor, actor: Actor, input: WorkOrderInput): Promise<WorkOrder> {
  return atomically(db, async (tx) => {
    const vehicle = await lockActiveVehicle(tx, actor, input.vehicle_id, messages.noActiveVehicle);
    await assertReferences(tx, actor, vehicle, input);
    const [created] = await tx
      .insert(workOrders)
      .values({
        companyId: vehicle.companyId,
        vehicleId: vehicle.id,
        ...workOrderValues(input),
        createdBy: actor.id,
        createdByName: await nameOfActor(tx, actor),
      })
      .returning({ id: workOrders.id });
    const totals = await writeContents(tx, vehicle.companyId, created!.id, input);
    await tx.update(workOrders).set(totals).where(eq(workOrders.id, created!.id));
    return findWorkOrder(tx, actor, created!.id);
  });
}

/** The work order locked for a change, with what a change must know of it. */
export async function lockWorkOrder(tx: Executor, actor: Actor, id: string) {
  const [current] = await tx
    .select({
      id: workOrders.id,
      companyId: workOrders.companyId,
      vehicleId: workOrders.vehicleId,
      status: workOrders.status,
      title: workOrders.title,
      assigneeId: workOrders.assigneeId,
      version: workOrders.version,
      record: recordOf,
    })
    .from(workOrders)
    .where(allOf(eq(workOrders.id, id), visible(actor)))
    .for('update', { of: workOrders });
  if (!current) throw notFound(messages.notFound('Work order'));
  return current;
}

/**
 * A work order's lines of catalogue parts, taken from stock or not yet, in one order for every writer
 * (by part, then branch), so that two that share parts lock their stock rows alike; with whether the
 * caller sees each line's branch.
 */
export function stockLines(tx: Executor, actor: Actor, workOrder: { id: string; companyId: string }, taken: boolean) {
  return tx
    .select({
      id: workOrderLines.id,
      partId: sql<string>`${workOrderLines.partId}`,
      branchId: sql<string>`${workOrderLines.branchId}`,
      quantity: workOrderLines.quantity,
      inSight: sql<boolean>`${branchVisible(actor, workOrderLines.branchId, workOrderLines.companyId) ?? sql`true`}`,
    })
    .from(workOrderLines)
    .where(
      allOf(
        eq(workOrderLines.companyId, workOrder.companyId),
        eq(workOrderLines.workOrderId, workOrder.id),
        sql`${workOrderLines.partId} is not null`,
        taken ? sql`${workOrderLines.stockChangeId} is not null` : sql`${workOrderLines.stockChangeId} is null`,
      ),
    )
    .orderBy(asc(workOrderLines.partId), asc(workOrderLines.branchId), asc(workOrderLines.position));
}

/**
 * Puts back what a completed work order took from stock, when it is reopened, cancelled or deleted once
 * its record is gone: each line's part goes back to the branch it was taken from, logged as a correction.
 * Putting back only adds, which never takes a branch below its reorder level: it tells nobody.
 */
async function returnTakenParts(tx: Transaction, actor: Actor, workOrder: { id: string; companyId: string; title: string }) {
  for (const line of await stockLines(tx, actor, workOrder, true)) {
    await moveStock(
      tx,
      actor,
      workOrder.companyId,
      {
        partId: line.partId,
        branchId: line.branchId,
        quantity: line.quantity,
        kind: 'corrected',
        reason: `${messages.workOrderReturned}: ${workOrder.title}`,
      },
      null,
    );
    await tx.update(workOrderLines).set({ stockChangeId: null }).where(eq(workOrderLines.id, line.id));
  }
}

/**
 * The office's edit: the whole work order with its lines, with the version it was read at. A completed
 * one changes only once its maintenance record is deleted, and then whatever it took from stock goes
 * back: it is open (or cancelled) again, to be completed anew.
 */
export async function updateWorkOrder(db: Executor, actor: Actor, id: string, input: WorkOrderUpdate): Promise<WorkOrder> {
  return atomically(db, async (tx) => {
    const current = await lockWorkOrder(tx, actor, id);
    assertCurrentVersion(current.version, input.version);
    if (current.status === 'completed' && current.record) throw conflict(messages.workOrderHasRecord);
    // The vehicle before the stock, as completing locks them.
    const moved = input.vehicle_id !== current.vehicleId;
    const vehicle = moved
      ? await lockActiveVehicle(tx, actor, input.vehicle_id, messages.noActiveVehicle)
      : { id: current.vehicleId, companyId: current.companyId };
    if (current.status === 'completed') await returnTakenParts(tx, actor, current);
    await assertReferences(tx, actor, vehicle, input, moved ? null : current.assigneeId);
    const totals = await writeContents(tx, vehicle.companyId, id, input);
    await tx
      .update(workOrders)
      .set({ vehicleId: vehicle.id, ...workOrderValues(input), ...totals, completedOn: null, odometer: null, updatedAt: sql`now()` })
      .where(eq(workOrders.id, id));
    return findWorkOrder(tx, actor, id);
  });
}

/** A mistaken work order goes with its lines and comments; one whose maintenance record stands does not. */
export async function deleteWorkOrder(db: Executor, actor: Actor, id: string): Promise<WorkOrder> {
  return atomically(db, async (tx) => {
    const current = await lockWorkOrder(tx, actor, id);
    if (current.record) throw conflict(messages.workOrderHasRecord);
    const workOrder = await findWorkOrder(tx, actor, id);
    await returnTakenParts(tx, actor, current);
    await tx.delete(workOrders).where(eq(workOrders.id, id));
    return workOrder;
  });
}

const commentColumns = {
  id: workOrderComments.id,
  work_order_id: workOrderComments.workOrderId,
  body: workOrderComments.body,
  author_id: workOrderComments.authorId,
  author_name: workOrderComments.authorName,
  createdAt: workOrderComments.createdAt,
};

/** A work order's comments, oldest first, to whoever may see it. */
export async function listComments(db: Executor, actor: Actor, workOrderId: string) {
  const workOrder = await findWorkOrder(db, actor, workOrderId);
  const rows: WorkOrderComment[] = await db
    .select(commentColumns)
    .from(workOrderComments)
    .where(allOf(eq(workOrderComments.companyId, workOrder.company_id), eq(workOrderComments.workOrderId, workOrder.id)))
    .orderBy(asc(workOrderComments.createdAt), asc(workOrderComments.id));
  return { data: rows, totalCount: rows.length, totalPages: rows.length ? 1 : 0 };
}

/** A comment on a work order, by anyone who may see it (drivers included); it keeps its author's name. */
export async function addComment(db: Executor, actor: Actor, workOrderId: string, body: string): Promise<WorkOrderComment> {
  return atomically(db, async (tx) => {
    const workOrder = await findWorkOrder(tx, actor, workOrderId);
    const [created] = await tx
      .insert(workOrderComments)
      .values({
        companyId: workOrder.company_id,
        workOrderId: workOrder.id,
        body,
        authorId: actor.id,
        authorName: await nameOfActor(tx, actor),
      })
      .returning(commentColumns);
    return created!;
  });
}
