import { count, eq, sql } from 'drizzle-orm';
import type { Actor } from '../actor';
import type { Executor } from '../db/client';
import { inCompany, vehicleVisible, visibleBranchIds } from '../scope/scope';
import { offsetOf, pageOf } from '../db/lists';
import { companyMonthlyCosts, vehicleMonthlyCosts, vehicles } from '../db/schema';
import type { Page, VehicleRecordFilters, VehicleRecordKind } from './vehicle-record-kind';
import type { RecordQueries } from './vehicle-record-queries';

/*
 * A kind of vehicle record's lists: a page of them, searched through the trigram indexes and paged by
 * ids first, counted from the monthly sums the database keeps when nothing narrows them; and the whole
 * list, unpaged, for the CSV export.
 */

/** Matches from which a search's page is found in the date order rather than among its candidates. */
const COMMON_SEARCH = 2_000;

export function recordLists<Row, Filters extends VehicleRecordFilters, Input extends { vehicle_id: string }>(
  kind: VehicleRecordKind<Filters, Input>,
  { columns, withVehicle, selectRows, conditions, order }: RecordQueries<Row, Filters, Input>,
) {
  const { table } = kind;

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

  return {
    async list(db: Executor, actor: Actor, query: Filters & Page) {
      if (query.q) return searched(db, actor, query);
      const [rows, totalCount] = await Promise.all([pageRows(db, actor, query), total(db, actor, query)]);
      return pageOf(rows, totalCount, query);
    },

    /** The whole filtered, sorted list, unpaged, for the CSV export to stream. */
    listForExport(db: Executor, actor: Actor, query: Filters) {
      return { fields: columns, query: selectRows(db).where(conditions(actor, query)).orderBy(order(query)), toRow: (row: Row) => row };
    },
  };
}
