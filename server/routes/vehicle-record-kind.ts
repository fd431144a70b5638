import type { NotFoundName } from '../../contract/messages';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SortColumn } from '../db/lists';
import type { SearchCandidates } from '../db/search';
import type { RecordedWork } from '../health/vehicle-advances';

/*
 * What a kind of vehicle record (vehicle-records.ts) says of itself: its table, its columns and
 * orders, its search and filters, and what it tells its vehicle. Apart from the code that reads and
 * writes the records, which every kind shares.
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

export interface Page {
  page: number;
  limit: number;
}

export interface VehicleRecordKind<Filters extends VehicleRecordFilters, Input extends { vehicle_id: string }> {
  table: RecordTable;
  /** As the 404 names it: `Fuel entry not found`. */
  entity: NotFoundName;
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
