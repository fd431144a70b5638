import type { Resource } from './permissions';
import type { Role } from './roles';

/*
 * Who changed what, and when (docs/history.md): the words both sides use of a history entry. The
 * database writes the entries (server/db/functions/history.sql); these are what it writes.
 */

/** What a change did to its row: an archive and a restore are the changes of `is_active` (a vehicle's). */
export const HISTORY_ACTIONS = ['create', 'update', 'archive', 'restore', 'delete'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/**
 * Who made it: a person through the app (`app`, with the actor), one of Fleet's own jobs (`system`,
 * the daily reminder check, the demo), or a write that bypassed the app (`database`, with no actor).
 */
export const HISTORY_SOURCES = ['app', 'system', 'database'] as const;

/** A company's retention: a number of days from a month to ten years, or none (kept forever, the default). */
export const MIN_HISTORY_RETENTION_DAYS = 30;
export const MAX_HISTORY_RETENTION_DAYS = 3650;

/**
 * The tables whose changes are kept, each under the record whose page shows it: a work order's lines
 * on the work order, an employee's branches on the employee. The database keeps every tenant table
 * but those it declares exempt (history_exempt_tables in history.sql); tests/api/history.test.ts
 * holds the two lists to each other, so a new table is named here or declared exempt there.
 */
export const HISTORY_ENTITIES = {
  companies: 'companies',
  logo_files: 'companies',
  branches: 'branches',
  employees: 'employees',
  employee_branches: 'employees',
  notification_preferences: 'employees',
  calendar_feeds: 'employees',
  invitations: 'employees',
  vehicles: 'vehicles',
  vehicle_branches: 'vehicles',
  general_maintenances: 'general_maintenances',
  mandatory_maintenances: 'mandatory_maintenances',
  documents: 'documents',
  document_attachments: 'documents',
  meter_readings: 'meter_readings',
  fuel_entries: 'fuel_entries',
  vendors: 'vendors',
  parts: 'parts',
  part_stock: 'parts',
  inspection_forms: 'inspection_forms',
  inspections: 'inspections',
  inspection_photos: 'inspections',
  issues: 'issues',
  issue_comments: 'issues',
  work_orders: 'work_orders',
  work_order_lines: 'work_orders',
  work_order_issues: 'work_orders',
  work_order_comments: 'work_orders',
  work_order_attachments: 'work_orders',
  webhooks: 'webhooks',
} as const;
export type HistoryEntity = keyof typeof HISTORY_ENTITIES;
/** A record a history is shown on: a table whose rows stand on their own. */
export type HistoryRecordEntity = (typeof HISTORY_ENTITIES)[HistoryEntity];

/** Each resource's own table: its record's history is GET /api/<resource>/:id/history. */
export const RESOURCE_TABLES: Record<Resource, HistoryRecordEntity> = {
  companies: 'companies',
  branches: 'branches',
  employees: 'employees',
  vehicles: 'vehicles',
  'general-maintenances': 'general_maintenances',
  'mandatory-maintenances': 'mandatory_maintenances',
  documents: 'documents',
  'meter-readings': 'meter_readings',
  'fuel-entries': 'fuel_entries',
  vendors: 'vendors',
  parts: 'parts',
  'inspection-forms': 'inspection_forms',
  inspections: 'inspections',
  issues: 'issues',
  'work-orders': 'work_orders',
};

/**
 * Who reads history (docs/history.md, Shown where people look): a superadmin every company's, an
 * admin their company's, a moderator what belongs to their branches (a vehicle, an employee or a
 * branch of theirs). Users, the drivers, read none.
 */
export function readsHistory(role: Role): boolean {
  return role !== 'user';
}
