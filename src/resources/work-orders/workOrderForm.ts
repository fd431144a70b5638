import type { RaRecord } from 'ra-core';
import type { WorkOrderRecordKind } from '../../../contract/work-orders';
import { toFormDate, toFormText } from '../shared/forms/formValues';

/**
 * A line as the form holds it: every field of its kind, numbers as typed (with a point); a part also
 * says where it comes from (`source`: a branch's stock, or bought for the job), which the contract
 * reads from whether it names a part and drops.
 */
export type LineValues = Record<string, unknown> & { kind: 'labour' | 'part' | 'other' };

/** What a new work order may start with: from an issue (its vehicle, the issue, its title) or a due item (the vehicle and the mandatory record). */
export interface WorkOrderStart {
  vehicleId?: string;
  title?: string;
  issueIds?: string[];
  recordKind?: WorkOrderRecordKind;
  serviceType?: string;
  priority?: string;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * What "Add a work order" starts with: open, medium priority, in-house, issued today, a general record
 * whose service type is typed in, no lines yet; or what the screen it was started from knows.
 */
export function emptyWorkOrder(start: WorkOrderStart = {}): Record<string, unknown> {
  return {
    vehicle_id: start.vehicleId ?? null,
    title: start.title ?? '',
    status: 'open',
    priority: start.priority ?? 'medium',
    record_kind: start.recordKind ?? 'general',
    service_type: start.serviceType ?? '',
    vendor_id: '',
    assignee_id: '',
    issued_on: today(),
    due_on: '',
    started_on: '',
    notes: '',
    issue_ids: start.issueIds ?? [],
    lines: [],
  };
}

/** A new line of a kind, blank. A part starts as one from a branch's stock. */
export function newLine(kind: LineValues['kind']): LineValues {
  if (kind === 'labour') return { kind, description: '', hours: '', rate: '' };
  if (kind === 'part') return { kind, source: 'stock', part_id: '', branch_id: '', description: '', quantity: '1', unit_cost: '' };
  return { kind, description: '', amount: '' };
}

const asText = (value: unknown) => (typeof value === 'number' ? String(value) : '');
/** Money as the form shows it: with its cents (48.50). */
const asMoney = (value: unknown) => (typeof value === 'number' ? value.toFixed(2) : '');

/** A stored line as the form holds it. */
function toLineForm(line: RaRecord): LineValues {
  if (line.kind === 'labour')
    return { kind: 'labour', description: toFormText(line.description), hours: asText(line.hours), rate: asMoney(line.rate) };
  if (line.kind === 'part')
    return {
      kind: 'part',
      source: line.part_id ? 'stock' : 'bought',
      part_id: line.part_id ?? '',
      branch_id: line.branch_id ?? '',
      description: toFormText(line.description),
      quantity: asText(line.quantity),
      unit_cost: asMoney(line.unit_cost),
    };
  return { kind: 'other', description: toFormText(line.description), amount: asMoney(line.amount) };
}

/** A work order as the edit form holds it: dates yyyy-MM-dd, missing texts and choices empty, its issues by id. */
export function toWorkOrderForm(workOrder: RaRecord): Record<string, unknown> {
  return {
    vehicle_id: workOrder.vehicle_id,
    title: workOrder.title,
    // A completed one whose record was deleted is edited back to open (or cancelled).
    status: workOrder.status === 'completed' ? 'open' : workOrder.status,
    priority: workOrder.priority,
    record_kind: workOrder.record_kind,
    service_type: workOrder.service_type,
    vendor_id: workOrder.vendor_id ?? '',
    assignee_id: workOrder.assignee_id ?? '',
    issued_on: toFormDate(workOrder.issued_on),
    due_on: toFormDate(workOrder.due_on),
    started_on: toFormDate(workOrder.started_on),
    notes: toFormText(workOrder.notes),
    issue_ids: ((workOrder.issues ?? []) as RaRecord[]).map((issue) => issue.id),
    lines: ((workOrder.lines ?? []) as RaRecord[]).map(toLineForm),
  };
}

/** A number as the form holds it (a point for decimals), or 0 while it is none: the live totals count what is typed. */
export function typedNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string' || value.trim() === '') return 0;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) ? number : 0;
}

/**
 * Where the form shows a message of the contract's: a part from stock with no part chosen is told so at
 * its part (the contract asks for the name of a part bought for the job, which a part from stock does
 * not show); every other message stands at its own field.
 */
export function workOrderErrorPath(path: string[], values: Record<string, unknown>): string[] {
  const [list, index, field] = path;
  if (list !== 'lines' || field !== 'description' || index === undefined) return path;
  const line = (values.lines as LineValues[] | undefined)?.[Number(index)];
  return line?.kind === 'part' && line.source !== 'bought' ? ['lines', index, 'part_id'] : path;
}
