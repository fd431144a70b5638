import { z } from 'zod';
import { INSPECTION_FREQUENCIES, ITEM_KINDS, MAX_ITEMS_PER_FORM, MAX_SECTIONS_PER_FORM } from '../inspections';
import { messages } from '../messages';
import { VEHICLE_TYPES } from '../vehicle-types';
import { id, newRecordCompany, optionalText, requiredText } from './fields';
import { listQuery, timestamps, versioned, versionField } from './common';

/*
 * A company's inspection form (docs/inspections.md): its name, the vehicle types and branches it is
 * for, how often it is due, and its items in sections. Each change of its items makes a new
 * `form_version`; an inspection keeps the version it was filled against, and reads back its items.
 */

/** An item's id: made by the editor, kept across versions, so that a result names its item. */
const itemId = () => z.string({ error: messages.required }).trim().min(1, messages.required).max(40, messages.tooLong(40));

/** A limit of a number item: any finite number, or none. */
const bound = z
  .union([z.number(), z.string().max(40, messages.validNumber), z.null()])
  .optional()
  .transform((value, context): number | null => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
    const number = typeof value === 'number' ? value : Number(value.trim());
    if (!Number.isFinite(number) || Math.abs(number) > 1e9) {
      context.addIssue({ code: 'custom', message: messages.validNumber });
      return z.NEVER;
    }
    return number;
  })
  .meta({ type: 'number', nullable: true });

const formItem = z
  .object({
    id: itemId(),
    label: requiredText(200),
    kind: z.enum(ITEM_KINDS, { error: messages.itemKind }),
    /** A number item's unit, as read off: `mm`, `bar`. */
    unit: optionalText(20),
    /** A number item's allowed range: outside it the item fails. */
    min: bound,
    max: bound,
    /** A fail takes the vehicle out of service until the issue it raises is resolved. */
    critical: z.boolean({ error: messages.trueOrFalse }).default(false),
    /** A fail needs a photo before the inspection is sent. */
    photo_on_fail: z.boolean({ error: messages.trueOrFalse }).default(false),
    /** A word of help shown under the item. */
    hint: optionalText(300),
  })
  .refine((item) => item.min === null || item.max === null || item.min <= item.max, { message: messages.rangeReversed, path: ['max'] });
export type FormItem = z.output<typeof formItem>;

const formSection = z.object({
  title: requiredText(120),
  items: z.array(formItem, { error: messages.formNeedsItems }).max(MAX_ITEMS_PER_FORM, messages.itemsTooMany(MAX_ITEMS_PER_FORM)),
});

const sections = z
  .array(formSection, { error: messages.formNeedsItems })
  .max(MAX_SECTIONS_PER_FORM, messages.tooMany(MAX_SECTIONS_PER_FORM))
  .superRefine((list, context) => {
    const items = list.flatMap((section) => section.items);
    if (items.length === 0) context.addIssue({ code: 'custom', message: messages.formNeedsItems });
    if (items.length > MAX_ITEMS_PER_FORM) context.addIssue({ code: 'custom', message: messages.itemsTooMany(MAX_ITEMS_PER_FORM) });
    const seen = new Set<string>();
    list.forEach((section, s) =>
      section.items.forEach((item, i) => {
        if (seen.has(item.id))
          context.addIssue({ code: 'custom', message: messages.duplicate('This record'), path: [s, 'items', i, 'id'] });
        seen.add(item.id);
      }),
    );
  });

export const inspectionFormInput = z
  .object({
    name: requiredText(120),
    description: optionalText(2000),
    frequency: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.enum(INSPECTION_FREQUENCIES, { error: (issue) => (issue.input === undefined ? messages.required : messages.frequency) }),
    ),
    /** None: every type. */
    vehicle_types: z
      .array(z.enum(VEHICLE_TYPES, { error: messages.vehicleType }), { error: messages.vehicleType })
      .max(VEHICLE_TYPES.length)
      .default([])
      .transform((types) => [...new Set(types)]),
    /** None: every branch of the company. */
    branch_ids: z
      .array(id(), { error: messages.validId })
      .max(1000, messages.tooMany(1000))
      .default([])
      .transform((ids) => [...new Set(ids)]),
    /** Off: not offered and never due; its inspections stay. */
    active: z.boolean({ error: messages.trueOrFalse }).default(true),
    sections,
    company_id: newRecordCompany(),
  })
  .meta({
    examples: [
      {
        name: 'Daily walk-around check',
        description: 'Before the first trip of the day',
        frequency: 'daily',
        vehicle_types: ['truck', 'bus'],
        branch_ids: [],
        active: true,
        sections: [
          {
            title: 'Outside',
            items: [
              { id: 'lights', label: 'Lights and indicators work', kind: 'pass_fail', critical: false, photo_on_fail: true },
              {
                id: 'tread',
                label: 'Tyre tread depth',
                kind: 'number',
                unit: 'mm',
                min: 1.6,
                max: 10,
                critical: true,
                photo_on_fail: true,
              },
            ],
          },
          {
            title: 'Cab',
            items: [
              { id: 'brakes', label: 'Service brake holds', kind: 'pass_fail', critical: true, photo_on_fail: false },
              { id: 'remarks', label: 'Anything else to report', kind: 'text', critical: false, photo_on_fail: false },
            ],
          },
        ],
      },
    ],
  });
export type InspectionFormInput = z.output<typeof inspectionFormInput>;
export const inspectionFormUpdateBody = versioned(inspectionFormInput);

const formItemRow = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(ITEM_KINDS),
  unit: z.string().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  critical: z.boolean(),
  photo_on_fail: z.boolean(),
  hint: z.string().nullable(),
});
const formSectionRow = z.object({ title: z.string(), items: z.array(formItemRow) });
export type FormSectionRow = z.infer<typeof formSectionRow>;

export const inspectionForm = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  frequency: z.enum(INSPECTION_FREQUENCIES),
  vehicle_types: z.array(z.enum(VEHICLE_TYPES)),
  branch_ids: z.array(z.string()),
  active: z.boolean(),
  sections: z.array(formSectionRow),
  /** Raised by each change of the sections or items; an inspection keeps the one it was filled against. */
  form_version: z.number().int(),
  item_count: z.number().int(),
  company_id: z.string(),
  ...versionField,
  ...timestamps,
});
export type InspectionForm = z.infer<typeof inspectionForm>;

/** `vehicleId`: the forms that apply to this vehicle (its type and branches), active ones only. */
export const inspectionFormListQuery = listQuery(['name', 'frequency', 'createdAt', 'updatedAt'] as const).extend({
  company_id: id().optional(),
  vehicleId: id().optional(),
  active: z
    .enum(['true', 'false'], { error: messages.trueOrFalse })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});
