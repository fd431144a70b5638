import { z } from 'zod';
import { MANDATORY_SERVICE_TYPES } from '../mandatory-service-types';
import { messages } from '../messages';
import {
  EDITABLE_WORK_ORDER_STATUSES,
  MAX_WORK_ORDER_ISSUES,
  MAX_WORK_ORDER_LINES,
  WORK_ORDER_LINE_KINDS,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_RECORD_KINDS,
  WORK_ORDER_STATUSES,
} from '../work-orders';
import { attachmentOf } from './attachment';
import { exportLanguage, listQuery, timestamps, versioned, versionField } from './common';
import {
  cost,
  id,
  mileage,
  optionalDay,
  optionalText,
  requiredDate,
  requiredNumber,
  requiredText,
  version,
  type NumberRule,
} from './fields';

/*
 * A work order (docs/work-orders.md, Work orders): the repair of one vehicle, done in-house or by a
 * vendor, with its lines of labour, parts and other costs; completing it takes its parts from stock and
 * writes the maintenance record it stands for.
 */

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
/** An id that may be left out or blank: none (null). Optional in the API's document, as an issue's assignee. */
const optionalId = () => z.preprocess(blankToNull, id().nullish()).transform((value) => value ?? null);

/** Hours of labour, in hundredths: a quarter of an hour is 0.25. */
const HOURS_RULE: NumberRule = { min: 0.01, minMessage: messages.hoursMin, max: 9_999.99, integer: false, decimals: 2 };
/** How many of a part a line takes, as stock counts them (hundredths: 2.5 l of oil). */
const LINE_QUANTITY_RULE: NumberRule = {
  min: 0.01,
  minMessage: messages.lineQuantityMin,
  max: 9_999_999.99,
  integer: false,
  decimals: 2,
  decimalsMessage: messages.quantityDecimals,
};

const labourLine = z.object({
  kind: z.literal('labour'),
  description: requiredText(200),
  hours: requiredNumber(HOURS_RULE),
  rate: cost(),
});

/**
 * A part: from the catalogue and taken from a branch's stock when the work order is completed
 * (`part_id` and `branch_id`), or bought for this job (no `part_id`, its name in `description`).
 */
const partLine = z
  .object({
    kind: z.literal('part'),
    part_id: optionalId(),
    branch_id: optionalId(),
    description: optionalText(200),
    quantity: requiredNumber(LINE_QUANTITY_RULE),
    unit_cost: cost(),
  })
  .superRefine((line, context) => {
    if (line.part_id && !line.branch_id) context.addIssue({ code: 'custom', path: ['branch_id'], message: messages.lineBranchRequired });
    if (!line.part_id && line.branch_id) context.addIssue({ code: 'custom', path: ['part_id'], message: messages.linePartRequired });
    if (!line.part_id && !line.description) context.addIssue({ code: 'custom', path: ['description'], message: messages.required });
  });

const otherLine = z.object({ kind: z.literal('other'), description: requiredText(200), amount: cost() });

const workOrderLineInput = z.discriminatedUnion('kind', [labourLine, partLine, otherLine], { error: messages.lineKind });
export type WorkOrderLineInput = z.output<typeof workOrderLineInput>;

export const workOrderInput = z
  .object({
    vehicle_id: z.preprocess(
      blankToUndefined,
      z.uuid({ error: (issue) => (issue.input === undefined ? messages.required : messages.validId) }),
    ),
    title: requiredText(200),
    status: z.preprocess(blankToUndefined, z.enum(EDITABLE_WORK_ORDER_STATUSES, { error: messages.workOrderStatus }).default('open')),
    priority: z.preprocess(blankToUndefined, z.enum(WORK_ORDER_PRIORITIES, { error: messages.issuePriority }).default('medium')),
    /** The maintenance record it writes when completed: general (its service type in words) or mandatory (Registration or Service). */
    record_kind: z.preprocess(blankToUndefined, z.enum(WORK_ORDER_RECORD_KINDS, { error: messages.recordKind }).default('general')),
    service_type: requiredText(120),
    /** Done by this vendor; null: in-house. */
    vendor_id: optionalId(),
    assignee_id: optionalId(),
    issued_on: requiredDate(),
    due_on: optionalDay(),
    started_on: optionalDay(),
    notes: optionalText(4000),
    issue_ids: z
      .array(id(), { error: messages.validId })
      .max(MAX_WORK_ORDER_ISSUES, messages.tooMany(MAX_WORK_ORDER_ISSUES))
      .default([])
      .transform((ids) => [...new Set(ids)]),
    lines: z
      .array(workOrderLineInput, { error: messages.lineKind })
      .max(MAX_WORK_ORDER_LINES, messages.tooMany(MAX_WORK_ORDER_LINES))
      .default([]),
  })
  .superRefine((input, context) => {
    if (input.record_kind === 'mandatory' && !(MANDATORY_SERVICE_TYPES as readonly string[]).includes(input.service_type))
      context.addIssue({ code: 'custom', path: ['service_type'], message: messages.mandatoryServiceType });
  })
  .meta({
    examples: [
      {
        vehicle_id: '00000000-0000-4000-8000-000000000001',
        title: 'Front brakes: pads and discs',
        status: 'open',
        priority: 'high',
        record_kind: 'general',
        service_type: 'Brakes',
        vendor_id: null,
        issued_on: '2026-11-02',
        due_on: '2026-11-06',
        notes: 'Soft pedal reported on the motorway',
        issue_ids: [],
        lines: [
          { kind: 'labour', description: 'Replace pads and discs', hours: 1.5, rate: 68 },
          { kind: 'part', part_id: null, branch_id: null, description: 'Brake discs, pair', quantity: 1, unit_cost: 142.4 },
          { kind: 'other', description: 'Disposal of old parts', amount: 8.5 },
        ],
      },
    ],
  });
export type WorkOrderInput = z.output<typeof workOrderInput>;
export const workOrderUpdateBody = versioned(workOrderInput);
export type WorkOrderUpdate = z.output<typeof workOrderUpdateBody>;

/**
 * Completing (POST /api/work-orders/:id/complete): the day it was done and the odometer then, which its
 * maintenance record carries.
 */
export const workOrderCompletion = z
  .object({ version: version(), completed_on: requiredDate(), odometer: mileage() })
  .meta({ examples: [{ version: 1, completed_on: '2026-11-05', odometer: 123780 }] });
export type WorkOrderCompletion = z.output<typeof workOrderCompletion>;

const workOrderLine = z.object({
  id: z.string(),
  kind: z.enum(WORK_ORDER_LINE_KINDS),
  description: z.string().nullable(),
  hours: z.number().nullable(),
  rate: z.number().nullable(),
  part_id: z.string().nullable(),
  part_number: z.string().nullable(),
  part_name: z.string().nullable(),
  part_unit: z.string().nullable(),
  branch_id: z.string().nullable(),
  branch_name: z.string().nullable(),
  quantity: z.number().nullable(),
  unit_cost: z.number().nullable(),
  amount: z.number().nullable(),
  total: z.number(),
  /** Whether its part was taken from the branch's stock (when the work order was completed). */
  taken: z.boolean(),
});

const workOrderIssue = z.object({
  id: z.string(),
  title: z.string(),
  priority: z.enum(WORK_ORDER_PRIORITIES),
  status: z.string(),
});

export const workOrder = z.object({
  id: z.string(),
  vehicle_id: z.string(),
  vehicle_license_plate: z.string(),
  title: z.string(),
  status: z.enum(WORK_ORDER_STATUSES),
  priority: z.enum(WORK_ORDER_PRIORITIES),
  record_kind: z.enum(WORK_ORDER_RECORD_KINDS),
  service_type: z.string(),
  vendor_id: z.string().nullable(),
  vendor_name: z.string().nullable(),
  assignee_id: z.string().nullable(),
  assignee_name: z.string().nullable(),
  issued_on: z.string(),
  due_on: z.string().nullable(),
  started_on: z.string().nullable(),
  completed_on: z.string().nullable(),
  odometer: z.number().nullable(),
  notes: z.string().nullable(),
  labour_cost: z.number(),
  parts_cost: z.number(),
  other_cost: z.number(),
  total_cost: z.number(),
  lines: z.array(workOrderLine),
  issues: z.array(workOrderIssue),
  /** The maintenance record completing it wrote; null until then, and again once that record is deleted. */
  maintenance_record: z.object({ resource: z.enum(['general-maintenances', 'mandatory-maintenances']), id: z.string() }).nullable(),
  created_by_name: z.string().nullable(),
  company_id: z.string(),
  ...versionField,
  ...timestamps,
});
export type WorkOrder = z.infer<typeof workOrder>;

export const workOrderListQuery = listQuery([
  'issued_on',
  'due_on',
  'completed_on',
  'status',
  'priority',
  'title',
  'total_cost',
  'vehicle_license_plate',
  'createdAt',
  'updatedAt',
] as const).extend({
  vehicleId: id().optional(),
  vendorId: id().optional(),
  /** `open_any`: open, in progress or on hold. */
  status: z
    .union([z.enum(WORK_ORDER_STATUSES, { error: messages.workOrderStatus }), z.literal('open_any')], { error: messages.workOrderStatus })
    .optional(),
  priority: z.enum(WORK_ORDER_PRIORITIES, { error: messages.issuePriority }).optional(),
  issueId: id().optional(),
});
export type WorkOrderListQuery = z.output<typeof workOrderListQuery>;
export const workOrderExportQuery = workOrderListQuery.omit({ page: true, limit: true }).extend({ lang: exportLanguage });

export const workOrderCommentInput = z
  .object({ body: requiredText(4000) })
  .meta({ examples: [{ body: 'Discs arrive Thursday; the van stays in the yard' }] });

export const workOrderComment = z.object({
  id: z.string(),
  work_order_id: z.string(),
  body: z.string(),
  author_id: z.string().nullable(),
  author_name: z.string(),
  createdAt: z.string(),
});
export type WorkOrderComment = z.infer<typeof workOrderComment>;

/** An invoice or photo of a work order, as the API lists it (docs/work-orders.md, Attachments): kept as a document's attachment is. */
export const workOrderAttachment = attachmentOf('work_order_id');
export type WorkOrderAttachment = z.infer<typeof workOrderAttachment>;
