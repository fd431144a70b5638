import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { HistoryRecordEntity } from '../../../contract/history';
import type { HistoryEntry, HistoryListQuery } from '../../../contract/schemas/history';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { allOf, offsetOf, pageOf } from '../../db/lists';
import { history, vehicles } from '../../db/schema';
import { linkedToBranch, uuidList } from '../../scope/branch-links';
import { inCompany, vehicleVisible, visibleBranchIds } from '../../scope/scope';
import { messages } from '../../../contract/messages';
import { notFound } from '../../errors';

/*
 * Reading the history the database writes (docs/history.md; server/db/functions/history.sql), newest
 * first. Nothing here writes it: the request's role may only read it.
 */

const entryColumns = {
  id: history.id,
  at: history.at,
  actor_id: history.actorId,
  actor_username: history.actorUsername,
  source: history.source,
  action: history.action,
  entity: history.entity,
  entity_id: history.entityId,
  record_entity: history.recordEntity,
  record_id: history.recordId,
  vehicle_id: history.vehicleId,
  vehicle_license_plate: vehicles.licensePlate,
  employee_id: history.employeeId,
  changes: history.changes,
};

const selectEntries = (db: Executor) =>
  db
    .select(entryColumns)
    .from(history)
    .leftJoin(vehicles, sql`${vehicles.companyId} = ${history.companyId} and ${vehicles.id} = ${history.vehicleId}`);

/** An entry as the query reads it. */
type StoredEntry = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number];

/** A stored row as the API answers it: the actor as one object, the record as another. */
function entryOf(row: StoredEntry): HistoryEntry {
  const { actor_id, actor_username, record_entity, record_id, ...rest } = row;
  return {
    ...rest,
    entity: rest.entity as HistoryEntry['entity'],
    actor: actor_id ? { id: actor_id, username: actor_username ?? '' } : null,
    record: { entity: record_entity as HistoryEntry['entity'], id: record_id },
  };
}

/**
 * Whose history a caller reads in the company-wide list: a superadmin every company's, an admin their
 * company's, a moderator what belongs to their branches (a vehicle or an employee of theirs, or one
 * of their branches, or its stock).
 */
function historyVisible(actor: Actor): SQL | undefined {
  const company = inCompany(actor, history.companyId);
  const scoped = visibleBranchIds(actor);
  if (!scoped) return company;
  return allOf(
    company,
    sql`(${linkedToBranch('vehicle', history.vehicleId, history.companyId, scoped)}
      or ${linkedToBranch('employee', history.employeeId, history.companyId, scoped)}
      or ${history.branchId} = any(${uuidList(scoped)}))`,
  );
}

/** The day `day` begins, or the next one ends, in the zone of the entry's company (docs/reminders.md, A company's today). */
const dayStart = (day: string) =>
  sql`(${day}::date::timestamp at time zone (select c.time_zone from companies c where c.id = ${history.companyId}))`;

type HistoryFilters = Omit<HistoryListQuery, 'page' | 'limit'>;

/** The list's filters: `entity` the kind of a row or of the record it belongs to, `entityId` a record (with its parts). */
function historyConditions(actor: Actor, query: HistoryFilters): SQL | undefined {
  return allOf(
    historyVisible(actor),
    query.entity ? sql`(${history.entity} = ${query.entity} or ${history.recordEntity} = ${query.entity})` : undefined,
    query.entityId ? eq(history.recordId, query.entityId) : undefined,
    query.vehicleId ? eq(history.vehicleId, query.vehicleId) : undefined,
    query.actorId ? eq(history.actorId, query.actorId) : undefined,
    query.from ? sql`${history.at} >= ${dayStart(query.from)}` : undefined,
    query.to ? sql`${history.at} < ${dayStart(query.to)} + interval '1 day'` : undefined,
  );
}

/**
 * How far a history's length is counted: a company's history grows with every change it ever made,
 * and counting millions of entries for a page of 25 would cost more than the page. A longer one
 * answers HISTORY_COUNTED + 1 (docs/history.md, API); its filters find the rest.
 */
const HISTORY_COUNTED = 10_000;

async function pageOfEntries(db: Executor, where: SQL | undefined, query: { page: number; limit: number }) {
  const rows = await selectEntries(db).where(where).orderBy(desc(history.id)).limit(query.limit).offset(offsetOf(query));
  const counted = db
    .select({ one: sql`1` })
    .from(history)
    .where(where)
    .limit(HISTORY_COUNTED + 1)
    .as('counted');
  const [total] = await db.select({ value: count() }).from(counted);
  return pageOf(rows.map(entryOf), total!.value, query);
}

/**
 * A vehicle the caller does not see has no history for them: 404, as its page would answer, rather
 * than an empty list that would say it exists.
 */
async function assertVehicleSeen(db: Executor, actor: Actor, vehicleId: string | undefined): Promise<void> {
  if (!vehicleId) return;
  const [seen] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(allOf(eq(vehicles.id, vehicleId), vehicleVisible(actor, vehicles.id, vehicles.companyId)));
  if (!seen) throw notFound(messages.notFound('Vehicle'));
}

/** GET /api/history: the company's changes, newest first. */
export async function listHistory(db: Executor, actor: Actor, query: HistoryListQuery) {
  await assertVehicleSeen(db, actor, query.vehicleId);
  return pageOfEntries(db, historyConditions(actor, query), query);
}

/**
 * GET /api/<resource>/:id/history: one record's changes and its parts', once the route has found the
 * record visible to the caller (its own show), so all of them, whichever branch a part names.
 */
export function recordHistory(db: Executor, actor: Actor, entity: HistoryRecordEntity, id: string, query: { page: number; limit: number }) {
  return pageOfEntries(db, allOf(inCompany(actor, history.companyId), eq(history.recordEntity, entity), eq(history.recordId, id)), query);
}

/** GET /api/history/export.csv: the list's entries, unpaged. */
export async function historyListForExport(db: Executor, actor: Actor, query: HistoryFilters) {
  await assertVehicleSeen(db, actor, query.vehicleId);
  return {
    fields: entryColumns,
    query: selectEntries(db).where(historyConditions(actor, query)).orderBy(desc(history.id)),
    toRow: entryOf,
  };
}
