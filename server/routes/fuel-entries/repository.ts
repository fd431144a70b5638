import { count, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { messages } from '../../../contract/messages';
import type { FuelEntry, FuelEntryInput, fuelEntryListQuery } from '../../../contract/schemas/fuel-entry';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { atomically } from '../../db/atomically';
import { companyMonthlyCosts, employees, fuelEntries, vehicleMonthlyCosts, vehicles } from '../../db/schema';
import { allOf, idIn, matchesSearch, offsetOf, orderBy, pageOf, type SortColumn } from '../../db/lists';
import { fuelEntryCandidates, vehicleCandidates } from '../../db/search';
import { assertCurrentVersion, notFound } from '../../errors';
import type { RecordedWork } from '../../health/vehicle-advances';
import { lockActiveVehicle, lockVehicleOf } from '../../health/active-vehicle';
import { applyCarriedReading, judgeEditedReading, judgeNewReading, type CarriedReading } from '../../health/record-reading';
import { inCompany, vehicleVisible, visibleBranchIds } from '../../scope/scope';

/*
 * Fuel entries (docs/fuel.md): a filling or a charge of a vehicle, visible exactly when its vehicle is,
 * in its vehicle's company, as maintenance records are (server/routes/maintenance/records.ts, whose list,
 * search and paging this follows). Saving one moves its vehicle's mileage forward in the same
 * transaction, and the database adds its cost to the monthly sums (migration 0018).
 */

type FuelEntryListQuery = z.output<typeof fuelEntryListQuery>;
/** A list's filters and order; the CSV export takes them without the paging. */
type FuelEntryFilters = Omit<FuelEntryListQuery, 'page' | 'limit'>;

const missing = () => notFound(messages.notFound('Fuel entry'));

const columns = {
  id: fuelEntries.id,
  filled_on: fuelEntries.filledOn,
  quantity: fuelEntries.quantity,
  unit: fuelEntries.unit,
  adblue_litres: fuelEntries.adblueLitres,
  cost: fuelEntries.cost,
  odometer: fuelEntries.odometer,
  flagged: fuelEntries.flagged,
  full: fuelEntries.full,
  station: fuelEntries.station,
  notes: fuelEntries.notes,
  vehicle_id: fuelEntries.vehicleId,
  vehicle_license_plate: vehicles.licensePlate,
  company_id: fuelEntries.companyId,
  created_by: fuelEntries.createdBy,
  created_by_username: employees.username,
  version: fuelEntries.version,
  createdAt: fuelEntries.createdAt,
  updatedAt: fuelEntries.updatedAt,
};

const sortable: Record<NonNullable<FuelEntryFilters['sort']>, SortColumn> = {
  filled_on: { column: sql`${fuelEntries.filledOn}` },
  quantity: { column: sql`${fuelEntries.quantity}` },
  cost: { column: sql`${fuelEntries.cost}` },
  odometer: { column: sql`${fuelEntries.odometer}` },
  vehicle_license_plate: { column: sql`${vehicles.licensePlate}` },
  createdAt: { column: sql`${fuelEntries.createdAt}` },
  updatedAt: { column: sql`${fuelEntries.updatedAt}` },
};

/** Matches from which a search's page is found in the date order rather than among its candidates. */
const COMMON_SEARCH = 2_000;

// An entry is visible exactly when its vehicle is; its own vehicle and company columns say so.
const visible = (actor: Actor, branchId?: string) => vehicleVisible(actor, fuelEntries.vehicleId, fuelEntries.companyId, branchId);
const withVehicle = sql`${vehicles.companyId} = ${fuelEntries.companyId} and ${vehicles.id} = ${fuelEntries.vehicleId}`;

const selectEntries = (db: Executor) =>
  db.select(columns).from(fuelEntries).innerJoin(vehicles, withVehicle).leftJoin(employees, eq(employees.id, fuelEntries.createdBy));

/** `q` in the station, the notes (through the entries' trigram index) or the vehicle's plate (through the vehicles'). */
function search(actor: Actor, q: string | undefined, byIndex: boolean): SQL | undefined {
  if (!q) return undefined;
  const plateMatch = 'plate_match';
  const plates = alias(vehicles, plateMatch);
  const own = matchesSearch(
    q,
    [sql`coalesce(${fuelEntries.station}, '')`, sql`coalesce(${fuelEntries.notes}, '')`],
    byIndex ? fuelEntryCandidates(fuelEntries.id) : undefined,
  )!;
  return sql`(${own}
    or ${fuelEntries.vehicleId} = any(array(
      select ${plates.id} from ${vehicles} as ${sql.identifier(plateMatch)}
       where ${allOf(inCompany(actor, plates.companyId), matchesSearch(q, [sql`${plates.licensePlate}`], vehicleCandidates(plates.id)))})))`;
}

/** `byIndex`: a search's candidates come from the trigram index; without it the date order filters them. */
const conditions = (actor: Actor, query: FuelEntryFilters, byIndex = true) =>
  allOf(
    visible(actor, query.branchId),
    search(actor, query.q, byIndex),
    idIn(sql`${fuelEntries.id}`, query.ids),
    query.vehicleId ? eq(fuelEntries.vehicleId, query.vehicleId) : undefined,
    query.unit ? eq(fuelEntries.unit, query.unit) : undefined,
    query.dateFrom ? sql`${fuelEntries.filledOn} >= ${query.dateFrom}` : undefined,
    query.dateTo ? sql`${fuelEntries.filledOn} <= ${query.dateTo}` : undefined,
  );
const order = (query: FuelEntryFilters) => orderBy(sortable[query.sort ?? 'filled_on'], query.order, sql`${fuelEntries.id}`);

/** Entries counted without a filter are summed from the monthly counts the database keeps. */
async function total(db: Executor, actor: Actor, query: FuelEntryFilters): Promise<number> {
  const filtered = query.q || query.ids || query.vehicleId || query.unit || query.dateFrom || query.dateTo;
  if (filtered) {
    const [counted] = await db.select({ value: count() }).from(fuelEntries).where(conditions(actor, query));
    return counted!.value;
  }
  if (!query.branchId && !visibleBranchIds(actor)) {
    const [summed] = await db
      .select({ value: sql<number>`coalesce(sum(${companyMonthlyCosts.fuelEntries}), 0)::int` })
      .from(companyMonthlyCosts)
      .where(inCompany(actor, companyMonthlyCosts.companyId));
    return summed!.value;
  }
  const [summed] = await db
    .select({ value: sql<number>`coalesce(sum(${vehicleMonthlyCosts.fuelEntries}), 0)::int` })
    .from(vehicleMonthlyCosts)
    .where(vehicleVisible(actor, vehicleMonthlyCosts.vehicleId, vehicleMonthlyCosts.companyId, query.branchId));
  return summed!.value;
}

/** The page's rows, found by id alone in the list's order, then read whole (`byIndex` as in conditions). */
function pageRows(db: Executor, actor: Actor, query: FuelEntryListQuery, byIndex = true): Promise<FuelEntry[]> {
  const ids = db.select({ id: fuelEntries.id }).from(fuelEntries);
  const page = (query.sort === 'vehicle_license_plate' ? ids.innerJoin(vehicles, withVehicle) : ids)
    .where(conditions(actor, query, byIndex))
    .orderBy(order(query))
    .limit(query.limit)
    .offset(offsetOf(query))
    .as('page');
  return selectEntries(db).innerJoin(page, eq(page.id, fuelEntries.id)).orderBy(order(query)) as Promise<FuelEntry[]>;
}

export async function listFuelEntries(db: Executor, actor: Actor, query: FuelEntryListQuery) {
  if (query.q) {
    // As maintenance searches: a common word pages in the date order, a rare one among its candidates.
    const [counted] = await db.select({ value: count() }).from(fuelEntries).where(conditions(actor, query));
    const totalCount = counted!.value;
    if (totalCount <= offsetOf(query)) return pageOf([] as FuelEntry[], totalCount, query);
    return pageOf(await pageRows(db, actor, query, totalCount <= COMMON_SEARCH), totalCount, query);
  }
  const [rows, totalCount] = await Promise.all([pageRows(db, actor, query), total(db, actor, query)]);
  return pageOf(rows, totalCount, query);
}

export async function findFuelEntry(db: Executor, actor: Actor, id: string): Promise<FuelEntry> {
  const [row] = await selectEntries(db).where(allOf(eq(fuelEntries.id, id), visible(actor)));
  if (!row) throw missing();
  return row as FuelEntry;
}

/** The whole filtered, sorted list, unpaged, for the CSV export to stream. */
export function fuelEntryListForExport(db: Executor, actor: Actor, query: FuelEntryFilters) {
  return {
    fields: columns,
    query: selectEntries(db).where(conditions(actor, query)).orderBy(order(query)),
    toRow: (row: FuelEntry) => row,
  };
}

/** The stored columns of an input; its company is always its vehicle's. */
export function fuelEntryValues(input: FuelEntryInput, companyId: string) {
  return {
    companyId,
    vehicleId: input.vehicle_id,
    filledOn: input.filled_on,
    quantity: input.quantity,
    unit: input.unit,
    adblueLitres: input.adblue_litres ?? null,
    cost: input.cost,
    odometer: input.odometer,
    full: input.full,
    station: input.station,
    notes: input.notes,
  };
}

/** A fuel entry reads the odometer: it moves the vehicle's mileage forward as any record does (docs/fleet-health.md). */
export const fuelWork = (input: FuelEntryInput): RecordedWork => ({ date: input.filled_on, mileage: input.odometer });

/** The entry's reading as stored, locked with the entry. */
async function lockedReading(tx: Executor, actor: Actor, id: string) {
  const [current] = await tx
    .select({
      vehicleId: fuelEntries.vehicleId,
      companyId: fuelEntries.companyId,
      day: fuelEntries.filledOn,
      totalKm: fuelEntries.odometer,
      flagged: fuelEntries.flagged,
      version: fuelEntries.version,
    })
    .from(fuelEntries)
    .where(allOf(eq(fuelEntries.id, id), visible(actor)))
    .for('update');
  if (!current) throw missing();
  return current as CarriedReading & { version: number };
}

/** A new entry on an active vehicle; its odometer is judged as any reading (server/health/record-reading.ts). */
export async function createFuelEntry(db: Executor, actor: Actor, input: FuelEntryInput, now: Date): Promise<FuelEntry> {
  return atomically(db, async (tx) => {
    const vehicle = await lockActiveVehicle(tx, actor, input.vehicle_id, messages.noActiveVehicleForFuel);
    const flagged = await judgeNewReading(tx, vehicle, { day: input.filled_on, totalKm: input.odometer }, now, 'filled_on');
    const [created] = await tx
      .insert(fuelEntries)
      .values({ ...fuelEntryValues(input, vehicle.companyId), flagged, createdBy: actor.id })
      .returning({ id: fuelEntries.id });
    const reading = { vehicleId: vehicle.id, companyId: vehicle.companyId, day: input.filled_on, totalKm: input.odometer, flagged };
    await applyCarriedReading(tx, null, { ...reading, work: fuelWork(input) });
    return findFuelEntry(tx, actor, created!.id);
  });
}

/** An entry may keep its archived vehicle, but may move only to an active one the caller sees. */
export async function updateFuelEntry(
  db: Executor,
  actor: Actor,
  id: string,
  input: FuelEntryInput & { version: number; flagged?: boolean },
  now: Date,
): Promise<FuelEntry> {
  return atomically(db, async (tx) => {
    const before = await lockedReading(tx, actor, id);
    assertCurrentVersion(before.version, input.version);
    // The vehicle is locked before the entry is written, as for a new one: the sums its triggers write
    // then come after the vehicle in every writer (server/routes/maintenance/records.ts, update).
    const sameVehicle = input.vehicle_id === before.vehicleId;
    const vehicle = sameVehicle
      ? await lockVehicleOf(tx, { id: before.vehicleId, companyId: before.companyId })
      : await lockActiveVehicle(tx, actor, input.vehicle_id, messages.noActiveVehicleForFuel);
    if (!sameVehicle && !before.flagged) await lockVehicleOf(tx, { id: before.vehicleId, companyId: before.companyId });
    const edit = { id, before, day: input.filled_on, totalKm: input.odometer, requested: input.flagged };
    const flagged = await judgeEditedReading(tx, actor, vehicle, edit, now, 'filled_on');
    await tx
      .update(fuelEntries)
      .set({ ...fuelEntryValues(input, vehicle.companyId), flagged, updatedAt: sql`now()` })
      .where(eq(fuelEntries.id, id));
    const reading = { vehicleId: vehicle.id, companyId: vehicle.companyId, day: input.filled_on, totalKm: input.odometer, flagged };
    await applyCarriedReading(tx, before, { ...reading, work: fuelWork(input) });
    return findFuelEntry(tx, actor, id);
  });
}

/** A real delete: the entry is the history itself. The vehicle's mileage goes back only when this entry moved it. */
export async function deleteFuelEntry(db: Executor, actor: Actor, id: string): Promise<FuelEntry> {
  return atomically(db, async (tx) => {
    const before = await lockedReading(tx, actor, id);
    await lockVehicleOf(tx, { id: before.vehicleId, companyId: before.companyId });
    const entry = await findFuelEntry(tx, actor, id);
    await tx.delete(fuelEntries).where(eq(fuelEntries.id, id));
    await applyCarriedReading(tx, before, null);
    return entry;
  });
}
