import { RESOURCES, type Resource } from './permissions';

/*
 * Who changed what, and when (docs/history.md): the words both sides use of a history entry. The
 * database writes the entries (server/db/functions/history.sql); these are what it writes.
 */

/** What a change did to its row: an archive and a restore are the changes of `is_active` (a vehicle's). */
export const HISTORY_ACTIONS = ['create', 'update', 'archive', 'restore', 'delete'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/**
 * Who made it: a person through the app (`app`, with the actor), Fleet itself (`system`: the demo it
 * seeds; its jobs write only tables the history leaves out), or a write that bypassed the app
 * (`database`, with no actor).
 */
export const HISTORY_SOURCES = ['app', 'system', 'database'] as const;

/** A company's retention: a number of days from a month to ten years, or none (kept forever, the default). */
export const MIN_HISTORY_RETENTION_DAYS = 30;
export const MAX_HISTORY_RETENTION_DAYS = 3650;

/** `general-maintenances` → `general_maintenances`: a resource's own table, by the one rule every resource follows. */
type Underscored<Name extends string> = Name extends `${infer Head}-${infer Tail}` ? `${Head}_${Underscored<Tail>}` : Name;
type ResourceTable = Underscored<Resource>;
export const resourceTable = (resource: Resource) => resource.replaceAll('-', '_') as ResourceTable;

/**
 * The tables kept that are no resource's own, each under the record whose page shows it: a work
 * order's lines on the work order, an employee's branches on the employee (history_record_of in
 * history.sql says the same); webhooks, kept on their own.
 */
const HISTORY_PARTS = {
  logo_files: 'companies',
  employee_branches: 'employees',
  notification_preferences: 'employees',
  calendar_feeds: 'employees',
  invitations: 'employees',
  vehicle_branches: 'vehicles',
  document_attachments: 'documents',
  part_stock: 'parts',
  inspection_photos: 'inspections',
  issue_comments: 'issues',
  work_order_lines: 'work_orders',
  work_order_issues: 'work_orders',
  work_order_comments: 'work_orders',
  work_order_attachments: 'work_orders',
  webhooks: 'webhooks',
} as const satisfies Record<string, ResourceTable | 'webhooks'>;

/**
 * The tables whose changes are kept, each with the record it is shown on: every resource's own
 * table (so a new resource is kept without a line here) and the parts above. The database keeps
 * every tenant table but those it declares exempt (history_exempt_tables in history.sql);
 * tests/api/history.test.ts holds the two to each other, so a new table that is no resource's is
 * named in HISTORY_PARTS or declared exempt there.
 */
export type HistoryEntity = ResourceTable | keyof typeof HISTORY_PARTS;
/** A record a history is shown on: a table whose rows stand on their own. */
export type HistoryRecordEntity = ResourceTable | 'webhooks';
export const HISTORY_ENTITIES = {
  ...(Object.fromEntries(RESOURCES.map((resource) => [resourceTable(resource), resourceTable(resource)])) as Record<
    ResourceTable,
    ResourceTable
  >),
  ...HISTORY_PARTS,
} satisfies Record<HistoryEntity, HistoryRecordEntity>;
