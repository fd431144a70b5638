import { z } from 'zod';
import { ISSUE_PRIORITIES, ISSUE_SOURCES, ISSUE_STATUSES } from '../inspections';
import { messages } from '../messages';
import { exportLanguage, listQuery, timestamps, vehicleDayFilters, versioned, versionField } from './common';
import { id, optionalDay, optionalMileage, optionalText, requiredText } from './fields';

/*
 * An issue (docs/inspections.md, Issues): a defect of a vehicle, raised by a failed inspection item or
 * reported by hand. Open and in progress are open; a vehicle with an open critical issue is out of
 * service until it is resolved.
 */

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const blankToNull = (value: unknown) => (value === '' ? null : value);

export const issueInput = z
  .object({
    vehicle_id: z.preprocess(
      blankToUndefined,
      z.uuid({ error: (issue) => (issue.input === undefined ? messages.required : messages.validId) }),
    ),
    title: requiredText(200),
    description: optionalText(4000),
    priority: z.preprocess(blankToUndefined, z.enum(ISSUE_PRIORITIES, { error: messages.issuePriority }).default('medium')),
    status: z.preprocess(blankToUndefined, z.enum(ISSUE_STATUSES, { error: messages.issueStatus }).default('open')),
    assignee_id: z.preprocess(blankToNull, id().nullish()).transform((value) => value ?? null),
    due_on: optionalDay(),
    odometer: optionalMileage(),
  })
  .meta({
    examples: [
      {
        vehicle_id: '00000000-0000-4000-8000-000000000001',
        title: 'Brake pedal feels soft',
        description: 'Noticed on the motorway; stops, but late',
        priority: 'critical',
        status: 'open',
        due_on: '2026-12-01',
        odometer: 123456,
      },
    ],
  });
export type IssueInput = z.output<typeof issueInput>;
export const issueUpdateBody = versioned(issueInput);

export const issue = z.object({
  id: z.string(),
  vehicle_id: z.string(),
  vehicle_license_plate: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  priority: z.enum(ISSUE_PRIORITIES),
  status: z.enum(ISSUE_STATUSES),
  source: z.enum(ISSUE_SOURCES),
  inspection_id: z.string().nullable(),
  item_id: z.string().nullable(),
  /** The photo of the failed item, kept with its inspection (GET /api/inspections/:id/photos/:photoId). */
  photo_id: z.string().nullable(),
  odometer: z.number().nullable(),
  assignee_id: z.string().nullable(),
  assignee_name: z.string().nullable(),
  due_on: z.string().nullable(),
  reported_by: z.string().nullable(),
  reported_by_name: z.string().nullable(),
  resolved_at: z.string().nullable(),
  comment_count: z.number().int(),
  company_id: z.string(),
  ...versionField,
  ...timestamps,
});
export type Issue = z.infer<typeof issue>;

export const issueListQuery = listQuery([
  'createdAt',
  'updatedAt',
  'priority',
  'status',
  'title',
  'due_on',
  'vehicle_license_plate',
] as const).extend({
  ...vehicleDayFilters,
  status: z
    .union([z.enum(ISSUE_STATUSES, { error: messages.issueStatus }), z.literal('open_any')], { error: messages.issueStatus })
    .optional(),
  priority: z.enum(ISSUE_PRIORITIES, { error: messages.issuePriority }).optional(),
  assigneeId: id().optional(),
  inspectionId: id().optional(),
});
export const issueExportQuery = issueListQuery.omit({ page: true, limit: true }).extend({ lang: exportLanguage });

export const issueCommentInput = z
  .object({ body: requiredText(4000) })
  .meta({ examples: [{ body: 'Pads ordered; in the workshop on Monday' }] });

export const issueComment = z.object({
  id: z.string(),
  issue_id: z.string(),
  body: z.string(),
  author_id: z.string().nullable(),
  author_name: z.string(),
  createdAt: z.string(),
});
export type IssueComment = z.infer<typeof issueComment>;
