import { count, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MaintenanceDateField } from '../../../contract/schemas/maintenance';
import { MANDATORY_SERVICE_TYPES } from '../../../contract/mandatory-service-types';
import { messages } from '../../../contract/messages';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { atomically } from '../../db/atomically';
import {
  companyMonthlyCosts,
  employees,
  type generalMaintenances,
  type mandatoryMaintenances,
  vehicleMonthlyCosts,
  vehicles,
} from '../../db/schema';
import { assertCurrentVersion, notFound } from '../../errors';
import { allOf, idIn, matchesSearch, offsetOf, orderBy, pageOf, type SortColumn } from '../../db/lists';
import { inCompany, vehicleVisible, visibleBranchIds } from '../../scope/scope';
import { generalMaintenanceCandidates, mandatoryMaintenanceCandidates, vehicleCandidates } from '../../db/search';
import type { RecordedWork } from '../../health/vehicle-advances';
import { lockActiveVehicle, lockVehicleOf } from '../../health/active-vehicle';
import { applyCarriedReading, judgeEditedReading, judgeNewReading, type CarriedReading } from '../../health/record-reading';

/**
 * General and mandatory maintenance are one kind of record: a dated piece of work on a vehicle, with
 * cost and odometer reading. They differ only in table, date column, service type and name, so both
 * resources are this one module, configured by a MaintenanceKind.
 *
 * A record belongs to its vehicle: it is visible exactly when its vehicle is, and its company is the vehicle's.
 * Saving one keeps the vehicle current (server/health/vehicle-advances.ts) in the same transaction.
 */

type MaintenanceTable = typeof generalMaintenances | typeof mandatoryMaintenances;

export interface MaintenanceKind<Field extends MaintenanceDateField> {
  table: MaintenanceTable;
  /** As the 404 names it: `General maintenance not found`. */
  entity: string;
  /** The kind's date: its API field, its property on the drizzle table, and its column. */
  date: {
    field: Field;
    key: 'serviceDate' | 'finishedOn';
    column: typeof generalMaintenances.serviceDate | typeof mandatoryMaintenances.finishedOn;
  };
  /** Mandatory records advance the legislation control or the service; general ones only the mileage. */
  mandatory: boolean;
}

/** What both input schemas hold; each adds its date under its own field name. */
export interface RecordInput {
  service_type: string;
  cost: number;
  mileage: number;
  notes: string | null;
  vehicle_id: string;
}

/** A list's filters and order; the CSV export takes them without the paging. */
export interface RecordFilters {
  sort?: string;
  order: 'asc' | 'desc';
  q?: string;
  ids?: string[];
  branchId?: string;
  vehicleId?: string;
  service_type?: string;
  dateFrom?: string;
  dateTo?: string;
}

interface RecordListQuery extends RecordFilters {
  page: number;
  limit: number;
}

/** The stored columns of a record's input; its company is always its vehicle's. */
export function recordValues<Field extends MaintenanceDateField>(
  kind: MaintenanceKind<Field>,
  input: RecordInput & Record<Field, string>,
  companyId: string,
) {
  return {
    companyId,
    vehicleId: input.vehicle_id,
    serviceType: input.service_type,
    [kind.date.key]: input[kind.date.field],
    cost: input.cost,
    mileage: input.mileage,
    notes: input.notes,
  } as unknown as MaintenanceTable['$inferInsert'];
}

/** What a record tells about its vehicle (server/health/vehicle-advances.ts). */
export function recordedWork<Field extends MaintenanceDateField>(
  kind: MaintenanceKind<Field>,
  input: RecordInput & Record<Field, string>,
): RecordedWork {
  return {
    mandatoryType: kind.mandatory ? (input.service_type as RecordedWork['mandatoryType']) : undefined,
    date: input[kind.date.field],
    mileage: input.mileage,
  };
}

export function maintenanceRecords<Row, Field extends MaintenanceDateField, Input extends RecordInput & Record<Field, string>>(
  kind: MaintenanceKind<Field>,
) {
  const { table, entity, date } = kind;
  const missing = () => notFound(messages.notFound(entity));

  const columns = {
    id: table.id,
    service_type: table.serviceType,
    [date.field]: date.column,
    cost: table.cost,
    mileage: table.mileage,
    flagged: table.flagged,
    notes: table.notes,
    vehicle_id: table.vehicleId,
    vehicle_license_plate: vehicles.licensePlate,
    company_id: table.companyId,
    created_by: table.createdBy,
    created_by_username: employees.username,
    version: table.version,
    createdAt: table.createdAt,
    updatedAt: table.updatedAt,
  };

  const sortable: Record<string, SortColumn> = {
    service_type: { column: sql`lower(${table.serviceType}::text)` },
    [date.field]: { column: sql`${date.column}` },
    cost: { column: sql`${table.cost}` },
    mileage: { column: sql`${table.mileage}` },
    vehicle_license_plate: { column: sql`${vehicles.licensePlate}` },
    createdAt: { column: sql`${table.createdAt}` },
    updatedAt: { column: sql`${table.updatedAt}` },
  };
  const sortsByPlate = (query: RecordFilters) => query.sort === 'vehicle_license_plate';

  /** Matches from which a search's page is found in the date order rather than among its candidates. */
  const COMMON_SEARCH = 2_000;
  // A record is visible exactly when its vehicle is. The record's own vehicle and company columns say
  // so (scope.ts reads the vehicles' branch links), so a list needs the vehicle only for its plate.
  const visible = (actor: Actor, branchId?: string) => vehicleVisible(actor, table.vehicleId, table.companyId, branchId);
  const withVehicle = sql`${vehicles.companyId} = ${table.companyId} and ${vehicles.id} = ${table.vehicleId}`;

  const selectRecords = (db: Executor) =>
    db.select(columns).from(table).innerJoin(vehicles, withVehicle).leftJoin(employees, eq(employees.id, table.createdBy));

  /**
   * `q` in the service type, the notes or the vehicle's plate. The record's own text goes through its
   * trigram index, the plate through the vehicles' one; a mandatory type (an enum) is matched by name.
   */
  function search(actor: Actor, q: string | undefined, byIndex: boolean): SQL | undefined {
    if (!q) return undefined;
    const plateMatch = 'plate_match';
    const plates = alias(vehicles, plateMatch);
    const candidates = kind.mandatory ? mandatoryMaintenanceCandidates(table.id) : generalMaintenanceCandidates(table.id);
    const own = kind.mandatory
      ? matchesSearch(q, [sql`coalesce(${table.notes}, '')`], byIndex ? candidates : undefined)!
      : matchesSearch(q, [sql`${table.serviceType}`, sql`coalesce(${table.notes}, '')`], byIndex ? candidates : undefined)!;
    const types = kind.mandatory ? MANDATORY_SERVICE_TYPES.filter((type) => type.toLowerCase().includes(q.toLowerCase())) : [];
    return sql`(${own}
      ${types.length ? sql`or ${table.serviceType} = any(${`{${types.join(',')}}`}::mandatory_service_type[])` : sql``}
      or ${table.vehicleId} = any(array(
        select ${plates.id} from ${vehicles} as ${sql.identifier(plateMatch)}
         where ${allOf(inCompany(actor, plates.companyId), matchesSearch(q, [sql`${plates.licensePlate}`], vehicleCandidates(plates.id)))})))`;
  }

  /** `byIndex`: a search's candidates come from the trigram index; without it the date order filters them. */
  const conditions = (actor: Actor, query: RecordFilters, byIndex = true) =>
    allOf(
      visible(actor, query.branchId),
      search(actor, query.q, byIndex),
      idIn(sql`${table.id}`, query.ids),
      query.vehicleId ? eq(table.vehicleId, query.vehicleId) : undefined,
      // Free text (general) compares case-insensitively; the mandatory enum matches either way.
      query.service_type ? sql`lower(${table.serviceType}::text) = lower(${query.service_type})` : undefined,
      query.dateFrom ? sql`${date.column} >= ${query.dateFrom}` : undefined,
      query.dateTo ? sql`${date.column} <= ${query.dateTo}` : undefined,
    );
  const order = (query: RecordFilters) => orderBy(sortable[query.sort ?? date.field]!, query.order, sql`${table.id}`);

  /** Records counted without a filter are summed from the monthly counts the database keeps. */
  const countedColumn = kind.mandatory ? 'mandatoryRecords' : 'generalRecords';
  async function total(db: Executor, actor: Actor, query: RecordFilters): Promise<number> {
    const filtered = query.q || query.ids || query.vehicleId || query.service_type || query.dateFrom || query.dateTo;
    if (filtered) {
      const [counted] = await db.select({ value: count() }).from(table).where(conditions(actor, query));
      return counted!.value;
    }
    if (!query.branchId && !visibleBranchIds(actor)) {
      const [summed] = await db
        .select({ value: sql<number>`coalesce(sum(${companyMonthlyCosts[countedColumn]}), 0)::int` })
        .from(companyMonthlyCosts)
        .where(inCompany(actor, companyMonthlyCosts.companyId));
      return summed!.value;
    }
    const [summed] = await db
      .select({ value: sql<number>`coalesce(sum(${vehicleMonthlyCosts[countedColumn]}), 0)::int` })
      .from(vehicleMonthlyCosts)
      .where(vehicleVisible(actor, vehicleMonthlyCosts.vehicleId, vehicleMonthlyCosts.companyId, query.branchId));
    return summed!.value;
  }

  /**
   * A page is found first by ids alone, in the order of the date index (the vehicle is joined only to
   * sort by its plate), and only its rows are then read whole: a deep page does not build what it skips.
   */
  async function list(db: Executor, actor: Actor, query: RecordListQuery) {
    if (query.q) return searched(db, actor, query);
    const [rows, totalCount] = await Promise.all([pageRows(db, actor, query), total(db, actor, query)]);
    return pageOf(rows, totalCount, query);
  }

  /** The page's rows, found by id in the list's order (`byIndex` as in conditions). */
  function pageRows(db: Executor, actor: Actor, query: RecordListQuery, byIndex = true): Promise<Row[]> {
    const ids = db.select({ id: table.id }).from(table);
    const page = (sortsByPlate(query) ? ids.innerJoin(vehicles, withVehicle) : ids)
      .where(conditions(actor, query, byIndex))
      .orderBy(order(query))
      .limit(query.limit)
      .offset(offsetOf(query))
      .as('page');
    return selectRecords(db).innerJoin(page, eq(page.id, table.id)).orderBy(order(query)) as unknown as Promise<Row[]>;
  }

  /**
   * A search is counted through the trigram index (server/db/search.ts), which finds every record it
   * matches. Its page then depends on how many there are: a common word ("Tyres", a tenth of the
   * company's records) fills a page from the first records the date order reads, while finding all its
   * candidates again would cost as much as the count; a rare one has few candidates, and the date
   * order would read every record to find them. Under row-level security the planner cannot weigh the
   * two itself (the index serves a search only through the functions of migration 0008).
   */
  async function searched(db: Executor, actor: Actor, query: RecordListQuery) {
    const [counted] = await db.select({ value: count() }).from(table).where(conditions(actor, query));
    const totalCount = counted!.value;
    if (totalCount <= offsetOf(query)) return pageOf([] as Row[], totalCount, query);
    return pageOf(await pageRows(db, actor, query, totalCount <= COMMON_SEARCH), totalCount, query);
  }

  async function find(db: Executor, actor: Actor, id: string): Promise<Row> {
    const [row] = await selectRecords(db).where(allOf(eq(table.id, id), visible(actor)));
    if (!row) throw missing();
    return row as Row;
  }

  /** The whole filtered, sorted list, unpaged, for the CSV export to stream. */
  function listForExport(db: Executor, actor: Actor, query: RecordFilters) {
    return { fields: columns, query: selectRecords(db).where(conditions(actor, query)).orderBy(order(query)), toRow: (row: Row) => row };
  }

  const valuesOf = (input: Input, companyId: string) => recordValues(kind, input, companyId);
  const workOf = (input: Input) => recordedWork(kind, input);

  /** The record's reading as stored, locked with its record. */
  async function lockedReading(tx: Executor, actor: Actor, id: string) {
    const [current] = await tx
      .select({
        vehicleId: table.vehicleId,
        companyId: table.companyId,
        day: date.column,
        totalKm: table.mileage,
        flagged: table.flagged,
        version: table.version,
      })
      .from(table)
      .where(allOf(eq(table.id, id), visible(actor)))
      .for('update');
    if (!current) throw missing();
    return current as CarriedReading & { version: number };
  }

  /** A new record on an active vehicle; its reading is judged as any other (server/health/record-reading.ts). */
  async function create(db: Executor, actor: Actor, input: Input, now: Date): Promise<Row> {
    return atomically(db, async (tx) => {
      const vehicle = await lockActiveVehicle(tx, actor, input.vehicle_id, messages.noActiveVehicle);
      const work = workOf(input);
      const flagged = await judgeNewReading(tx, vehicle, { day: work.date, totalKm: work.mileage }, now, date.field);
      const [created] = await tx
        .insert(table)
        .values({ ...valuesOf(input, vehicle.companyId), flagged, createdBy: actor.id })
        .returning({ id: table.id });
      await applyCarriedReading(tx, null, {
        vehicleId: vehicle.id,
        companyId: vehicle.companyId,
        day: work.date,
        totalKm: work.mileage,
        flagged,
        work,
      });
      return find(tx, actor, created!.id);
    });
  }

  /** A record may keep its archived vehicle, but may move only to an active one the caller sees. */
  async function update(
    db: Executor,
    actor: Actor,
    id: string,
    input: Input & { version: number; flagged?: boolean },
    now: Date,
  ): Promise<Row> {
    return atomically(db, async (tx) => {
      const before = await lockedReading(tx, actor, id);
      assertCurrentVersion(before.version, input.version);
      // The vehicle the record ends on is locked before the record is written, as for a new record:
      // the sums its triggers write then come after the vehicle in every writer, and a correction
      // that moves the vehicle forward cannot hold them while a new record holds the vehicle.
      const sameVehicle = input.vehicle_id === before.vehicleId;
      const vehicle = sameVehicle
        ? await lockVehicleOf(tx, { id: before.vehicleId, companyId: before.companyId })
        : await lockActiveVehicle(tx, actor, input.vehicle_id, messages.noActiveVehicle);
      // The vehicle a counted reading leaves may go back to its next highest one: it waits its turn too.
      if (!sameVehicle && !before.flagged) await lockVehicleOf(tx, { id: before.vehicleId, companyId: before.companyId });
      const work = workOf(input);
      const edit = { id, before, day: work.date, totalKm: work.mileage, requested: input.flagged };
      const flagged = await judgeEditedReading(tx, actor, vehicle, edit, now, date.field);
      await tx
        .update(table)
        .set({ ...valuesOf(input, vehicle.companyId), flagged, updatedAt: sql`now()` })
        .where(eq(table.id, id));
      // A corrected record moves its vehicle forward, or back only when its reading was the one that moved it (docs/fleet-health.md).
      await applyCarriedReading(tx, before, {
        vehicleId: vehicle.id,
        companyId: vehicle.companyId,
        day: work.date,
        totalKm: work.mileage,
        flagged,
        work,
      });
      return find(tx, actor, id);
    });
  }

  /**
   * A real delete: the record is the history itself, nothing hangs off it. Its vehicle's dates stay;
   * its mileage goes back only when this record's reading was the one that moved it.
   */
  async function deleteRecord(db: Executor, actor: Actor, id: string): Promise<Row> {
    return atomically(db, async (tx) => {
      const before = await lockedReading(tx, actor, id);
      await lockVehicleOf(tx, { id: before.vehicleId, companyId: before.companyId });
      const record = await find(tx, actor, id);
      await tx.delete(table).where(eq(table.id, id));
      await applyCarriedReading(tx, before, null);
      return record;
    });
  }

  return { kind, list, listForExport, find, create, update, delete: deleteRecord };
}
