import { eq, inArray, sql } from 'drizzle-orm';
import { OPEN_ISSUE_STATUSES } from '../../../contract/inspections';
import { messages } from '../../../contract/messages';
import type { MandatoryServiceType } from '../../../contract/mandatory-service-types';
import type { WorkOrder, WorkOrderCompletion } from '../../../contract/schemas/work-order';
import { isOpenWorkOrder, type WorkOrderStatus } from '../../../contract/work-orders';
import type { Actor } from '../../actor';
import { atomically } from '../../db/atomically';
import type { Executor, Transaction } from '../../db/client';
import { allOf } from '../../db/lists';
import { generalMaintenances, issues, mandatoryMaintenances, workOrderIssues, workOrderLines, workOrders } from '../../db/schema';
import { assertCurrentVersion, badRequest, conflict } from '../../errors';
import type { ReminderQueue } from '../../reminders/schedule';
import { generalMaintenanceRecords } from '../general-maintenance/repository';
import { mandatoryMaintenanceRecords } from '../mandatory-maintenance/repository';
import { moveStock, type StockContext } from '../parts/repository';
import { findWorkOrder, lockWorkOrder, stockLines } from './repository';

/*
 * Completing a work order closes the loop (docs/work-orders.md, Completing), all in the request's one
 * transaction: its parts are taken from stock, the maintenance record it stands for is written through
 * the very code a record entered by hand goes through (so the vehicle's mileage and due dates advance
 * alike), its issues are resolved, and with no critical issue left open the vehicle is back in service.
 * Anything refused (a part no longer in stock: 409) leaves everything as it was.
 */

/** The most a maintenance record's notes hold (contract/schemas/maintenance.ts): the record stays editable. */
const RECORD_NOTES_MAX = 2000;

/** The sentence the record carries: the work order's title, and its notes when it has any, as much as a record's notes hold. */
const recordNotes = (workOrder: WorkOrder) =>
  (workOrder.notes ? `${workOrder.title}\n${workOrder.notes}` : workOrder.title).slice(0, RECORD_NOTES_MAX);

/** Writes the maintenance record of its kind, as POST /api/<kind> would, and links it to the work order. */
async function writeRecord(tx: Executor, actor: Actor, workOrder: WorkOrder, completion: WorkOrderCompletion, now: Date) {
  const common = {
    vehicle_id: workOrder.vehicle_id,
    cost: workOrder.total_cost,
    mileage: completion.odometer,
    notes: recordNotes(workOrder),
  };
  if (workOrder.record_kind === 'mandatory') {
    const record = await mandatoryMaintenanceRecords.create(
      tx,
      actor,
      { ...common, service_type: workOrder.service_type as MandatoryServiceType, finished_on: completion.completed_on },
      now,
    );
    await tx.update(mandatoryMaintenances).set({ workOrderId: workOrder.id }).where(eq(mandatoryMaintenances.id, record.id));
    return;
  }
  const record = await generalMaintenanceRecords.create(
    tx,
    actor,
    { ...common, service_type: workOrder.service_type, service_date: completion.completed_on },
    now,
  );
  await tx.update(generalMaintenances).set({ workOrderId: workOrder.id }).where(eq(generalMaintenances.id, record.id));
}

/**
 * Takes each catalogue part of its lines from the branch it names, logged as used for this work order;
 * a branch it takes below the part's reorder level is told of at once (moveStock).
 */
async function takeParts(
  tx: Transaction,
  actor: Actor,
  workOrder: { id: string; companyId: string; title: string },
  context: StockContext,
) {
  const lines = await stockLines(tx, actor, workOrder, false);
  // A branch the caller does not see keeps its stock from them: the office of that branch completes it.
  if (lines.some((line) => !line.inSight))
    throw badRequest(messages.workOrderBranch, [{ field: 'lines', message: messages.workOrderBranch }]);
  for (const line of lines) {
    const moved = await moveStock(
      tx,
      actor,
      workOrder.companyId,
      {
        partId: line.partId,
        branchId: line.branchId,
        quantity: -line.quantity,
        kind: 'used',
        reason: `${messages.workOrderTaken}: ${workOrder.title}`,
      },
      context,
    );
    await tx.update(workOrderLines).set({ stockChangeId: moved.change.id }).where(eq(workOrderLines.id, line.id));
  }
}

/** Resolves the work order's issues that are still open; the vehicle's counts, and so its service, follow (issue-counts.sql). */
async function resolveIssues(tx: Executor, workOrder: { id: string; companyId: string }, now: Date) {
  await tx
    .update(issues)
    .set({ status: 'resolved', resolvedAt: now.toISOString(), updatedAt: sql`now()` })
    .where(
      allOf(
        eq(issues.companyId, workOrder.companyId),
        inArray(issues.status, OPEN_ISSUE_STATUSES),
        sql`${issues.id} in (select ${workOrderIssues.issueId} from ${workOrderIssues}
              where ${workOrderIssues.companyId} = ${workOrder.companyId} and ${workOrderIssues.workOrderId} = ${workOrder.id})`,
      ),
    );
}

/** POST /api/work-orders/:id/complete: the whole loop, or nothing. */
export async function completeWorkOrder(
  db: Executor,
  actor: Actor,
  id: string,
  completion: WorkOrderCompletion,
  context: { now: Date; reminders: Pick<ReminderQueue, 'announceWorkOrder' | 'deliver'> | null },
): Promise<WorkOrder> {
  return atomically(db, async (tx) => {
    const current = await lockWorkOrder(tx, actor, id);
    assertCurrentVersion(current.version, completion.version);
    if (!isOpenWorkOrder(current.status as WorkOrderStatus)) throw conflict(messages.workOrderNotOpen);
    // Its issues before its vehicle: an edit of an issue locks the issue, then its trigger the vehicle.
    await tx.execute(sql`select ${issues.id} from ${issues}
      where ${issues.companyId} = ${current.companyId}
        and ${issues.id} in (select ${workOrderIssues.issueId} from ${workOrderIssues}
                              where ${workOrderIssues.companyId} = ${current.companyId} and ${workOrderIssues.workOrderId} = ${current.id})
      order by ${issues.id} for update`);
    const workOrder = await findWorkOrder(tx, actor, id);
    await writeRecord(tx, actor, workOrder, completion, context.now);
    await takeParts(tx, actor, current, context);
    await resolveIssues(tx, current, context.now);
    await tx
      .update(workOrders)
      .set({
        status: 'completed',
        completedOn: completion.completed_on,
        odometer: completion.odometer,
        startedOn: sql`coalesce(${workOrders.startedOn}, ${completion.completed_on}::date)`,
        updatedAt: sql`now()`,
      })
      .where(eq(workOrders.id, id));
    await context.reminders?.announceWorkOrder(tx, current.companyId, id);
    return findWorkOrder(tx, actor, id);
  });
}
