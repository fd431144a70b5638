/*
 * Work orders (docs/work-orders.md): the words both sides use for where a work order stands and what
 * its lines are, and how its totals are counted, once, so that the screen's totals while a line is
 * typed are the server's.
 */

/**
 * Where a work order stands. Open, in progress and on hold are still to be done; completed is reached
 * only by completing it (POST /api/work-orders/:id/complete), which writes its maintenance record;
 * cancelled takes nothing from stock.
 */
export const WORK_ORDER_STATUSES = ['open', 'in_progress', 'on_hold', 'completed', 'cancelled'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];
/** The statuses a person sets by editing; completed is reached only by completing the work order. */
export const EDITABLE_WORK_ORDER_STATUSES = ['open', 'in_progress', 'on_hold', 'cancelled'] as const;
export const OPEN_WORK_ORDER_STATUSES: readonly WorkOrderStatus[] = ['open', 'in_progress', 'on_hold'];
export const isOpenWorkOrder = (status: WorkOrderStatus) => OPEN_WORK_ORDER_STATUSES.includes(status);

/** How urgent a work order is, least first, as an issue's priority. */
export const WORK_ORDER_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;

/**
 * The maintenance record a completed work order writes: general maintenance (with its service type in
 * words), or mandatory maintenance, whose service type is Registration (the legislation control) or
 * Service, so that the vehicle's due dates advance as a record entered by hand would.
 */
export const WORK_ORDER_RECORD_KINDS = ['general', 'mandatory'] as const;
export type WorkOrderRecordKind = (typeof WORK_ORDER_RECORD_KINDS)[number];

/** A line's kind: hours of labour at a rate, a part (from a branch's stock, or bought for the job), or another cost. */
export const WORK_ORDER_LINE_KINDS = ['labour', 'part', 'other'] as const;
type WorkOrderLineKind = (typeof WORK_ORDER_LINE_KINDS)[number];

/** Lines on one work order: a long repair has a few dozen. */
export const MAX_WORK_ORDER_LINES = 100;
/** Issues one work order resolves. */
export const MAX_WORK_ORDER_ISSUES = 50;

/** What a line costs, whatever its kind: hours × rate, quantity × unit cost, or the amount. */
interface CostedLine {
  kind: WorkOrderLineKind;
  hours?: number | null;
  rate?: number | null;
  quantity?: number | null;
  unit_cost?: number | null;
  amount?: number | null;
}

/** Hundredths (of an hour, a piece, a euro) as a whole number: every quantity and price has at most two decimals. */
const hundredths = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * A line's total in cents, rounded half up as PostgreSQL's round() does the line's own total: the
 * product of two whole numbers of hundredths is exact, where 0.15 × 1.5 in floating point is
 * 0.22499…, which would round to 0.22 beside the line's 0.23. So a sum of lines is the sum of what
 * each shows.
 */
const lineCents = (line: CostedLine) =>
  line.kind === 'labour'
    ? Math.round((hundredths(line.hours) * hundredths(line.rate)) / 100)
    : line.kind === 'part'
      ? Math.round((hundredths(line.quantity) * hundredths(line.unit_cost)) / 100)
      : hundredths(line.amount);

interface WorkOrderTotals {
  labour: number;
  parts: number;
  other: number;
  total: number;
}

/** A work order's totals by kind and together: each line rounded to the cent as it is shown, then added. */
export function workOrderTotals(lines: readonly CostedLine[]): WorkOrderTotals {
  const sums = { labour: 0, part: 0, other: 0 };
  for (const line of lines) sums[line.kind] += lineCents(line);
  return {
    labour: sums.labour / 100,
    parts: sums.part / 100,
    other: sums.other / 100,
    total: (sums.labour + sums.part + sums.other) / 100,
  };
}
