import { z } from 'zod';
import { HISTORY_ACTIONS, HISTORY_ENTITIES, HISTORY_SOURCES, type HistoryEntity } from '../history';
import { exportLanguage, listQuery } from './common';
import { dateFilter, id } from './fields';

/*
 * History (docs/history.md): GET /api/history, GET /api/history/export.csv and each record's
 * GET /api/<resource>/:id/history answer these entries, newest first.
 */

const ENTITIES = Object.keys(HISTORY_ENTITIES) as [HistoryEntity, ...HistoryEntity[]];

/** One change of one row: its fields before and after (a create has only after, a delete only before). */
export const historyEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  /** The person who made it through the app; null for Fleet's own jobs and for a write that bypassed the app (`source`). */
  actor: z.object({ id: z.string(), username: z.string() }).nullable(),
  source: z.enum(HISTORY_SOURCES),
  action: z.enum(HISTORY_ACTIONS),
  /** The table of the changed row and its id. */
  entity: z.enum(ENTITIES),
  entity_id: z.string(),
  /** The record whose page shows it: the row itself, or its work order, employee, document… */
  record: z.object({ entity: z.enum(ENTITIES), id: z.string() }),
  vehicle_id: z.string().nullable(),
  /** The vehicle's plate now, or null when it is gone or the change is no vehicle's. */
  vehicle_license_plate: z.string().nullable(),
  employee_id: z.string().nullable(),
  /** Each changed field as stored: `[before, after]`; secrets are never in it. */
  // An array rather than a tuple of two: the answer's serializer takes no tuple of values of any type.
  changes: z.record(z.string(), z.array(z.unknown()).meta({ minItems: 2, maxItems: 2 })),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** A page of a record's history: newest first, so only the page and its size (as every list has them). */
export const recordHistoryQuery = listQuery(['at'] as const).pick({ page: true, limit: true });

/** The company's history, newest first, by what, which record, which vehicle, who and when (days, in the company's zone). */
const historyFilters = z.object({
  entity: z.enum(ENTITIES, { error: `entity must be one of ${ENTITIES.join(', ')}` }).optional(),
  entityId: id().optional(),
  vehicleId: id().optional(),
  actorId: id().optional(),
  from: dateFilter.optional(),
  to: dateFilter.optional(),
});
export const historyListQuery = recordHistoryQuery.extend(historyFilters.shape);
export type HistoryListQuery = z.output<typeof historyListQuery>;
export const historyExportQuery = historyFilters.extend({ lang: exportLanguage });
