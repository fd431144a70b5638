import { z } from 'zod';
import { ITEM_KINDS } from '../inspections';
import { messages } from '../messages';
import { exportLanguage, listQuery, vehicleDayFilters } from './common';
import { id, optionalMileage, optionalText } from './fields';

/*
 * An inspection (docs/inspections.md): a vehicle checked against a form, item by item, by whoever
 * was in the yard. It is not edited afterwards: it says what was seen, when and by whom. A failed
 * item raises an issue; an odometer goes into the meter log as any reading.
 */

/** One item's answer: `passed` for pass/fail, `value` for a number (its range decides), `text` for a text. */
export const itemResult = z.object({
  item_id: z.string({ error: messages.required }).trim().min(1, messages.required).max(40, messages.tooLong(40)),
  passed: z.boolean({ error: messages.trueOrFalse }).nullish(),
  value: z
    .union([z.number(), z.string().max(40, messages.validNumber), z.null()])
    .optional()
    .transform((value, context): number | null => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
      const number = typeof value === 'number' ? value : Number(value.trim().replace(',', '.'));
      if (!Number.isFinite(number) || Math.abs(number) > 1e9) {
        context.addIssue({ code: 'custom', message: messages.validNumber });
        return z.NEVER;
      }
      return number;
    })
    .meta({ type: 'number', nullable: true }),
  text: optionalText(2000),
  /** What the inspector saw, for a failed item: the issue's description. */
  note: optionalText(2000),
});
export type ItemResultInput = z.output<typeof itemResult>;

export const inspectionInput = z
  .object({
    vehicle_id: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.uuid({ error: (issue) => (issue.input === undefined ? messages.required : messages.validId) }),
    ),
    form_id: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.uuid({ error: (issue) => (issue.input === undefined ? messages.required : messages.validId) }),
    ),
    /** The odometer as read: into the meter log by the rule every reading follows. Left out for a vehicle without one. */
    odometer: optionalMileage(),
    results: z.array(itemResult, { error: messages.answerEveryItem }).max(200, messages.tooMany(200)),
    note: optionalText(2000),
    /**
     * When it was made, for one sent later (a phone without signal): not in the future, at most 7 days
     * back. Left out: now.
     */
    inspected_at: z.iso.datetime({ offset: true, error: messages.validDate }).max(40, messages.validDate).optional(),
  })
  .meta({
    examples: [
      {
        vehicle_id: '00000000-0000-4000-8000-000000000001',
        form_id: '00000000-0000-4000-8000-000000000002',
        odometer: 123456,
        results: [
          { item_id: 'lights', passed: true },
          { item_id: 'tread', value: 1.2, note: 'Front left worn to the wear bar' },
          { item_id: 'brakes', passed: true },
          { item_id: 'remarks', text: 'Mirror cracked on the passenger side' },
        ],
        note: 'Checked before the morning run',
      },
    ],
  });
export type InspectionInput = z.output<typeof inspectionInput>;

/** An item as it was on the form's version, with its answer and whether it passed. */
const itemResultRow = z.object({
  section: z.string(),
  item_id: z.string(),
  label: z.string(),
  kind: z.enum(ITEM_KINDS),
  unit: z.string().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  critical: z.boolean(),
  photo_on_fail: z.boolean(),
  passed: z.boolean(),
  value: z.number().nullable(),
  text: z.string().nullable(),
  note: z.string().nullable(),
});
export type ItemResultRow = z.infer<typeof itemResultRow>;

export const inspectionPhoto = z.object({
  id: z.string(),
  inspection_id: z.string(),
  item_id: z.string().nullable(),
  file_name: z.string(),
  mime_type: z.string(),
  byte_size: z.number().int(),
  createdAt: z.string(),
});
export type InspectionPhoto = z.infer<typeof inspectionPhoto>;

/** A row of the list: what was inspected, against what, by whom, and how it went. */
export const inspectionSummary = z.object({
  id: z.string(),
  vehicle_id: z.string(),
  vehicle_license_plate: z.string(),
  form_id: z.string(),
  form_name: z.string(),
  form_version: z.number().int(),
  inspected_at: z.string(),
  inspector_id: z.string().nullable(),
  inspector_name: z.string(),
  odometer: z.number().nullable(),
  note: z.string().nullable(),
  item_count: z.number().int(),
  failed_count: z.number().int(),
  critical_failed: z.boolean(),
  company_id: z.string(),
  createdAt: z.string(),
});
export type InspectionSummary = z.infer<typeof inspectionSummary>;

/** One inspection read back: its items as they were on the form's version, its photos and the issues it raised. */
export const inspection = inspectionSummary.extend({
  results: z.array(itemResultRow),
  photos: z.array(inspectionPhoto),
  issue_ids: z.array(z.string()),
});
export type Inspection = z.infer<typeof inspection>;

export const inspectionListQuery = listQuery([
  'inspected_at',
  'vehicle_license_plate',
  'form_name',
  'failed_count',
  'createdAt',
] as const).extend({
  ...vehicleDayFilters,
  formId: id().optional(),
  /** `true`: only inspections with a failed item. */
  failed: z
    .enum(['true', 'false'], { error: messages.trueOrFalse })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});

export const inspectionExportQuery = inspectionListQuery.omit({ page: true, limit: true }).extend({ lang: exportLanguage });

/** A photo's form field beside `file`: which item it shows (none: the inspection as a whole). */
export const inspectionPhotoFields = z.object({ item_id: z.string().trim().max(40, messages.tooLong(40)).optional() });
