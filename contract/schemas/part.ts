import { z } from 'zod';
import { messages } from '../messages';
import { id, newRecordCompany, optionalCost, optionalNumber, optionalText, requiredNumber, requiredText, type NumberRule } from './fields';
import { branchRef, exportLanguage, listQuery, timestamps, versioned, versionField } from './common';

/** How many of a part a branch holds, a change moves or a reorder level names: whole units or hundredths (2.5 l of oil). */
const QUANTITY_RULE: NumberRule = {
  min: 0,
  minMessage: messages.quantityMin,
  max: 9_999_999.99,
  integer: false,
  decimals: 2,
  decimalsMessage: messages.quantityDecimals,
};

const optionalVendorId = () =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), z.uuid({ error: messages.validId }).nullable());

/**
 * A part of a company's catalogue (docs/work-orders.md, Parts and stock): its number (unique in the
 * company), name, the unit it is counted in, what one costs, the vendor it is usually bought from, and
 * a reorder level: below it in a branch, the branch's moderators and the admins are reminded.
 * company_id only matters to a superadmin.
 */
export const partInput = z
  .object({
    number: requiredText(60),
    name: requiredText(160),
    unit: requiredText(20),
    unit_cost: optionalCost(),
    preferred_vendor_id: optionalVendorId(),
    reorder_level: optionalNumber(QUANTITY_RULE),
    notes: optionalText(2000),
    company_id: newRecordCompany(),
  })
  .meta({
    examples: [
      {
        number: 'BRK-PAD-F-302',
        name: 'Brake pads, front axle (Sprinter 906)',
        unit: 'set',
        unit_cost: 64.9,
        preferred_vendor_id: null,
        reorder_level: 4,
        notes: 'Replace with the wear sensor',
      },
    ],
  });
export const partUpdateBody = versioned(partInput);

export const part = z.object({
  id: z.string(),
  number: z.string(),
  name: z.string(),
  unit: z.string(),
  unit_cost: z.number().nullable(),
  preferred_vendor_id: z.string().nullable(),
  preferred_vendor_name: z.string().nullable(),
  reorder_level: z.number().nullable(),
  notes: z.string().nullable(),
  /** On hand in the branches the caller sees, together. */
  on_hand: z.number(),
  /** Whether a branch the caller sees holds less than the reorder level. */
  below_reorder: z.boolean(),
  company_id: z.string(),
  ...versionField,
  ...timestamps,
});
export type Part = z.infer<typeof part>;

export const partListQuery = listQuery(['number', 'name', 'unit_cost', 'on_hand', 'createdAt', 'updatedAt'] as const)
  .omit({ branchId: true })
  .extend({
    company_id: id().optional(),
    vendorId: id().optional(),
    /** `true`: only parts a branch the caller sees holds less of than their reorder level. */
    belowReorder: z
      .enum(['true', 'false'], { error: messages.trueOrFalse })
      .transform((value) => value === 'true')
      .optional(),
  });

/** The whole filtered catalogue as CSV (GET /api/parts/export.csv). */
export const partExportQuery = partListQuery.omit({ page: true, limit: true }).extend({ lang: exportLanguage });

/** One branch's stock of a part (GET /api/parts/:id/stock): every branch the caller sees, none held as 0. */
export const partStock = z.object({
  branch: branchRef,
  on_hand: z.number(),
  reorder_level: z.number().nullable(),
  below_reorder: z.boolean(),
});
export type PartStock = z.infer<typeof partStock>;

/** Why stock changed (docs/work-orders.md): goods in, taken for a work order, a count, or a correction. */
const STOCK_CHANGE_KINDS = ['received', 'used', 'counted', 'corrected'] as const;
export type StockChangeKind = (typeof STOCK_CHANGE_KINDS)[number];

/** What a person may say a change by hand is: `used` comes only from completing a work order. */
const ADJUSTMENT_KINDS = ['received', 'counted', 'corrected'] as const;

/**
 * A change of one branch's stock by hand (POST /api/parts/:id/adjustments): how many more (+) or fewer
 * (−), and why. Without a kind, more is `received` and fewer `corrected`; a count says `counted`. The
 * stock never goes below zero: such a change is refused (409) and nothing moves.
 */
export const stockAdjustmentInput = z
  .object({
    branch_id: id(),
    quantity: requiredNumber({ ...QUANTITY_RULE, min: -QUANTITY_RULE.max }).refine((value) => value !== 0, messages.quantityNotZero),
    reason: requiredText(300),
    kind: z.enum(ADJUSTMENT_KINDS, { error: messages.stockChangeKind }).optional(),
  })
  .meta({
    examples: [{ branch_id: '00000000-0000-4000-8000-000000000b01', quantity: 10, reason: 'Delivery note 4471', kind: 'received' }],
  });
export type StockAdjustmentInput = z.output<typeof stockAdjustmentInput>;

/** One line of a part's stock log: who changed which branch's stock, when, by how much, why, and what was left. */
export const stockChange = z.object({
  id: z.string(),
  part_id: z.string(),
  branch: branchRef,
  kind: z.enum(STOCK_CHANGE_KINDS),
  quantity: z.number(),
  on_hand_after: z.number(),
  reason: z.string(),
  employee_id: z.string().nullable(),
  employee_name: z.string().nullable(),
  createdAt: z.string(),
});
export type StockChange = z.infer<typeof stockChange>;

/** A part's stock log: newest first unless asked otherwise, of one branch or of every branch one sees. */
export const stockChangeListQuery = listQuery(['createdAt'] as const)
  .omit({ q: true, ids: true })
  .extend({
    order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
    branchId: id().optional(),
  });
