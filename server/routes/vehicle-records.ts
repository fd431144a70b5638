import { count, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { messages } from '../../contract/messages';
import type { Actor } from '../actor';
import { atomically } from '../db/atomically';
import type { Executor } from '../db/client';
import { allOf, idIn, matchesSearch, offsetOf, orderBy, pageOf, type SortColumn } from '../db/lists';
import { companyMonthlyCosts, employees, vehicleMonthlyCosts, vehicles } from '../db/schema';
import { vehicleCandidates, type SearchCandidates } from '../db/search';
import { assertCurrentVersion, notFound } from '../errors';
import { lockActiveVehicle, lockVehicleOf } from '../health/active-vehicle';
import { applyCarriedReading, judgeEditedReading, judgeNewReading, type CarriedReading } from '../health/record-reading';
import type { RecordedWork } from '../health/vehicle-advances';
import { inCompany, vehicleVisible, visibleBranchIds } from '../scope/scope';

/*
 * A vehicle's records: maintenance records of both kinds and fuel entries, each a dated piece of work
 * on a vehicle that carries its odometer reading. A record is visible exactly when its vehicle is, and
 * its own vehicle and company columns say so (scope.ts reads the vehicles' branch links), so a list
 * needs the vehicle only for its plate; lists are searched through the trigram indexes, paged by ids
 * first, and counted from the monthly sums the database keeps when nothing narrows them. A record goes
 * only on an active vehicle the caller sees, and saving, correcting or deleting one keeps its vehicle
 * current in the same transaction, its reading judged as any (server/health/record-reading.ts). One
 * module for every kind, so that each kind (server/routes/maintenance/records.ts, fuel-entries/repository.ts)
 * says only what is its own.
 */

/** The columns every table of a vehicle's records has. */
type RecordTable = PgTable & {
  id: PgColumn;
  companyId: PgColumn;
  vehicleId: PgColumn;
  flagged: PgColumn;
  version: PgColumn;
  createdBy: PgColumn;
};

/** What the lists of every kind take: the page, order, search, ids, branch, vehicle and days. */
export interface VehicleRecordFilters {
  sort?: string;
  order: 'asc' | 'desc';
  q?: string;
  ids?: string[];
  branchId?: string;
  vehicleId?: string;
  dateFrom?: string;
  dateTo?: string;
}

interface Page {
  page: number;
  limit: number;
}

interface VehicleRecordKind<Filters extends VehicleRecordFilters, Input extends { vehicle_id: string }> {
  table: RecordTable;
  /** As the 404 names it: `Fuel entry not found`. */
  entity: string;
  /** Why a record cannot go on an archived vehicle: `Fuel can only be recorded for an active vehicle`. */
  notActive: string;
  /** The columns an input is stored in; its company is always its vehicle's. */
  values(input: Input, companyId: string): Record<string, unknown>;
  /** What the record tells its vehicle (server/health/vehicle-advances.ts): its day, its reading and what work it was. */
  work(input: Input): RecordedWork;
  /** The column of its odometer reading, and the API's field of its day (where a day outside the reading window is refused). */
  reading: PgColumn;
  dayField: string;
  /** A row as the API answers it, besides the vehicle's plate and the creator's name. */
  columns: Record<string, PgColumn | SQL.Aliased>;
  /** The orders the list offers, by the API's names; `defaultSort` when none is asked. */
  sortable: Record<string, SortColumn>;
  defaultSort: string;
  /** The record's day, which dateFrom and dateTo bound. */
  day: PgColumn;
  /** The record's own text that `q` looks in (the vehicle's plate is looked in too), and its trigram candidates. */
  searchText: SQL[];
  candidates: (id: SQL | PgColumn) => SearchCandidates;
  /** More that `q` matches, beyond the text: a mandatory record's service type by its name. */
  searchAlso?: (q: string) => SQL | undefined;
  /** The kind's own filters (a service type, a unit); `narrowed` says whether any is set. */
  filters: (query: Filters) => Array<SQL | undefined>;
  narrowed: (query: Filters) => boolean;
  /** The kind's column of the kept monthly sums: its records counted per month. */
  counted: 'generalRecords' | 'mandatoryRecords' | 'fuelEntries';
}

/** Matches from which a search's page is found in the date order rather than among its candidates. */
const COMMON_SEARCH = 2_000;

export function vehicleRecords<Row, Filters extends VehicleRecordFilters, Input extends { vehicle_id: string }>(
  kind: VehicleRecordKind<Filters, Input>,
) {
  const { table } = kind;
  const missing = () => notFound(messages.notFound(kind.entity));
  const columns = {
    ...kind.columns,
    vehicle_id: table.vehicleId,
    vehicle_license_plate: vehicles.licensePlate,
    company_id: table.companyId,
    created_by: table.createdBy,
    created_by_username: employees.username,
  };
  const visible = (actor: Actor, branchId?: string) => vehicleVisible(actor, table.vehicleId, table.companyId, branchId);
  const withVehicle = sql`${vehicles.companyId} = ${table.companyId} and ${vehicles.id} = ${table.vehicleId}`;
  const selectRows = (db: Executor) =>
    db.select(columns).from(table).innerJoin(vehicles, withVehicle).leftJoin(employees, eq(employees.id, table.createdBy));

  /** `q` in the record's own text (through its trigram index) or the vehicle's plate (through the vehicles'). */
  function search(actor: Actor, q: string | undefined, byIndex: boolean): SQL | undefined {
    if (!q) return undefined;
    const plateMatch = 'plate_match';
    const plates = alias(vehicles, plateMatch);
    const own = matchesSearch(q, kind.searchText, byIndex ? kind.candidates(table.id) : undefined)!;
    const also = kind.searchAlso?.(q);
    return sql`(${own}
      ${also ? sql`or ${also}` : sql``}
      or ${table.vehicleId} = any(array(
        select ${plates.id} from ${vehicles} as ${sql.identifier(plateMatch)}
         where ${allOf(inCompany(actor, plates.companyId), matchesSearch(q, [sql`${plates.licensePlate}`], vehicleCandidates(plates.id)))})))`;
  }

  /** `byIndex`: a search's candidates come from the trigram index; without it the date order filters them. */
  const conditions = (actor: Actor, query: Filters, byIndex = true) =>
    allOf(
      visible(actor, query.branchId),
      search(actor, query.q, byIndex),
      idIn(sql`${table.id}`, query.ids),
      query.vehicleId ? eq(table.vehicleId, query.vehicleId) : undefined,
      ...kind.filters(query),
      query.dateFrom ? sql`${kind.day} >= ${query.dateFrom}` : undefined,
      query.dateTo ? sql`${kind.day} <= ${query.dateTo}` : undefined,
    );
  const order = (query: Filters) => orderBy(kind.sortable[query.sort ?? kind.defaultSort]!, query.order, sql`${table.id}`);

  /** Records counted without a filter are summed from the monthly counts the database keeps. */
  async function total(db: Executor, actor: Actor, query: Filters): Promise<number> {
    if (query.q || query.ids || query.vehicleId || query.dateFrom || query.dateTo || kind.narrowed(query)) {
      const [counted] = await db.select({ value: count() }).from(table).where(conditions(actor, query));
      return counted!.value;
    }
    if (!query.branchId && !visibleBranchIds(actor)) {
      const [summed] = await db
        .select({ value: sql<number>`coalesce(sum(${companyMonthlyCosts[kind.counted]}), 0)::int` })
        .from(companyMonthlyCosts)
        .where(inCompany(actor, companyMonthlyCosts.companyId));
      return summed!.value;
    }
    const [summed] = await db
      .select({ value: sql<number>`coalesce(sum(${vehicleMonthlyCosts[kind.counted]}), 0)::int` })
      .from(vehicleMonthlyCosts)
      .where(vehicleVisible(actor, vehicleMonthlyCosts.vehicleId, vehicleMonthlyCosts.companyId, query.branchId));
    return summed!.value;
  }

  /**
   * A page is found first by ids alone, in the order of the date index (the vehicle is joined only to
   * sort by its plate), and only its rows are then read whole: a deep page does not build what it
   * skips. `byIndex` as in conditions.
   */
  function pageRows(db: Executor, actor: Actor, query: Filters & Page, byIndex = true): Promise<Row[]> {
    const ids = db.select({ id: table.id }).from(table);
    const page = (query.sort === 'vehicle_license_plate' ? ids.innerJoin(vehicles, withVehicle) : ids)
      .where(conditions(actor, query, byIndex))
      .orderBy(order(query))
      .limit(query.limit)
      .offset(offsetOf(query))
      .as('page');
    return selectRows(db).innerJoin(page, eq(page.id, table.id)).orderBy(order(query)) as unknown as Promise<Row[]>;
  }

  /**
   * A search is counted through the trigram index (server/db/search.ts), which finds every record it
   * matches. Its page then depends on how many there are: a common word ("Tyres", a tenth of the
   * company's records) fills a page from the first records the date order reads, while finding all its
   * candidates again would cost as much as the count; a rare one has few candidates, and the date
   * order would read every record to find them. Under row-level security the planner cannot weigh the
   * two itself (the index serves a search only through the functions of migration 0008).
   */
  async function searched(db: Executor, actor: Actor, query: Filters & Page) {
    const [counted] = await db.select({ value: count() }).from(table).where(conditions(actor, query));
    const totalCount = counted!.value;
    if (totalCount <= offsetOf(query)) return pageOf([] as Row[], totalCount, query);
    return pageOf(await pageRows(db, actor, query, totalCount <= COMMON_SEARCH), totalCount, query);
  }

  async function find(db: Executor, actor: Actor, id: string): Promise<Row> {
    const [row] = await selectRows(db).where(allOf(eq(table.id, id), visible(actor)));
    if (!row) throw missing();
    return row as Row;
  }

  /** The record's reading as stored, locked with its record. */
  async function lockedReading(tx: Executor, actor: Actor, id: string) {
    const [current] = await tx
      .select({
        vehicleId: table.vehicleId,
        companyId: table.companyId,
        day: kind.day,
        totalKm: kind.reading,
        flagged: table.flagged,
        version: table.version,
      })
      .from(table)
      .where(allOf(eq(table.id, id), visible(actor)))
      .for('update');
    if (!current) throw missing();
    return current as CarriedReading & { version: number };
  }

  /** The record's reading once written, and the work it tells its vehicle. */
  const carried = (input: Input, vehicle: { id: string; companyId: string }, flagged: boolean) => {
    const work = kind.work(input);
    return { vehicleId: vehicle.id, companyId: vehicle.companyId, day: work.date, totalKm: work.mileage, flagged, work };
  };

  return {
    async list(db: Executor, actor: Actor, query: Filters & Page) {
      if (query.q) return searched(db, actor, query);
      const [rows, totalCount] = await Promise.all([pageRows(db, actor, query), total(db, actor, query)]);
      return pageOf(rows, totalCount, query);
    },

    find,

    /** The whole filtered, sorted list, unpaged, for the CSV export to stream. */
    listForExport(db: Executor, actor: Actor, query: Filters) {
      return { fields: columns, query: selectRows(db).where(conditions(actor, query)).orderBy(order(query)), toRow: (row: Row) => row };
    },

    /** A new record on an active vehicle the caller sees (server/health/active-vehicle.ts). */
    create(db: Executor, actor: Actor, input: Input, now: Date): Promise<Row> {
      return atomically(db, async (tx) => {
        const vehicle = await lockActiveVehicle(tx, actor, input.vehicle_id, kind.notActive);
        const { date, mileage } = kind.work(input);
        const flagged = await judgeNewReading(tx, vehicle, { day: date, totalKm: mileage }, now, kind.dayField);
        const [created] = await tx
          .insert(table)
          .values({ ...kind.values(input, vehicle.companyId), flagged, createdBy: actor.id })
          .returning({ id: table.id });
        await applyCarriedReading(tx, null, carried(input, vehicle, flagged));
        return find(tx, actor, (created as { id: string }).id);
      });
    },

    /** A record may keep its archived vehicle, but may move only to an active one the caller sees. */
    update(db: Executor, actor: Actor, id: string, input: Input & { version: number; flagged?: boolean }, now: Date): Promise<Row> {
      return atomically(db, async (tx) => {
        const before = await lockedReading(tx, actor, id);
        assertCurrentVersion(before.version, input.version);
        // The vehicle the record ends on is locked before the record is written, as for a new record:
        // the sums its triggers write then come after the vehicle in every writer, and a correction
        // that moves the vehicle forward cannot hold them while a new record holds the vehicle.
        const sameVehicle = input.vehicle_id === before.vehicleId;
        const vehicle = sameVehicle
          ? await lockVehicleOf(tx, { id: before.vehicleId, companyId: before.companyId })
          : await lockActiveVehicle(tx, actor, input.vehicle_id, kind.notActive);
        // The vehicle a counted reading leaves may go back to its next highest one: it waits its turn too.
        if (!sameVehicle && !before.flagged) await lockVehicleOf(tx, { id: before.vehicleId, companyId: before.companyId });
        const { date, mileage } = kind.work(input);
        const edit = { id, before, day: date, totalKm: mileage, requested: input.flagged };
        const flagged = await judgeEditedReading(tx, actor, vehicle, edit, now, kind.dayField);
        await tx
          .update(table)
          .set({ ...kind.values(input, vehicle.companyId), flagged, updatedAt: sql`now()` })
          .where(eq(table.id, id));
        // A corrected record moves its vehicle forward, or back only when its reading was the one that moved it (docs/fleet-health.md).
        await applyCarriedReading(tx, before, carried(input, vehicle, flagged));
        return find(tx, actor, id);
      });
    },

    /**
     * A real delete: the record is the history itself, nothing hangs off it. Its vehicle's dates stay;
     * its mileage goes back only when this record's reading was the one that moved it.
     */
    delete(db: Executor, actor: Actor, id: string): Promise<Row> {
      return atomically(db, async (tx) => {
        const before = await lockedReading(tx, actor, id);
        await lockVehicleOf(tx, { id: before.vehicleId, companyId: before.companyId });
        const record = await find(tx, actor, id);
        await tx.delete(table).where(eq(table.id, id));
        await applyCarriedReading(tx, before, null);
        return record;
      });
    },
  };
}
