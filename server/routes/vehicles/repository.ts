import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { messages } from '../../../contract/messages';
import { normalPlate, type Vehicle, type vehicleInput, type vehicleListQuery } from '../../../contract/schemas/vehicle';
import { healthOfDueDates } from '../../../contract/due-rules';
import { todayIn } from '../../../contract/time-zones';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { atomically } from '../../db/atomically';
import { companies, employees, vehicles } from '../../db/schema';
import { vehicleCandidates } from '../../db/search';
import { dueExpressions, urgencyOrder, vehiclesWithCompanies, type DueSources } from '../../health/due-sql';
import { dueSourcesFor } from '../../health/company-today';
import { assertCurrentVersion, badRequest, conflict, notFound } from '../../errors';
import { allOf, idIn, matchesSearch, offsetOf, orderBy, pageOf, type SortColumn } from '../../db/lists';
import { vehicleVisible, visibleBranchIds } from '../../scope/scope';
import { assertBranchesAssignable, assignedBranches, replaceAssignments } from '../../scope/branch-assignments';
import { companyForNewRecord } from '../../scope/company';
import { withEconomy, type VehicleEconomy } from '../fuel-entries/vehicle-economy';
import { highestCountedReading } from '../../health/meter-log';

type VehicleInput = z.output<typeof vehicleInput>;
type VehicleUpdate = VehicleInput & { version: number };
type VehicleListQuery = z.output<typeof vehicleListQuery>;
/** A list's filters and order, without its paging: what the CSV export takes. */
type VehicleFilters = Omit<VehicleListQuery, 'page' | 'limit'>;

/** A vehicle's own values beside its plate, as the API names them: what a row and an import compare. */
export const vehicleValueColumns = {
  model: vehicles.model,
  mileage: vehicles.mileage,
  type: vehicles.type,
  last_legislation_control: vehicles.lastLegislationControl,
  legislation_control_interval: vehicles.legislationControlInterval,
  last_service_date: vehicles.lastServiceDate,
  last_service_mileage: vehicles.lastServiceMileage,
  mandatory_service_interval: vehicles.mandatoryServiceInterval,
  mandatory_service_interval_km: vehicles.mandatoryServiceIntervalKm,
  notes: vehicles.notes,
};

const columns = (actor: Actor) => ({
  id: vehicles.id,
  license_plate: vehicles.licensePlate,
  ...vehicleValueColumns,
  is_active: vehicles.isActive,
  code: vehicles.code,
  version: vehicles.version,
  company_id: vehicles.companyId,
  created_by: vehicles.createdBy,
  created_by_username: employees.username,
  // A moderator or a user sees only their own branches in it: another branch does not exist for them.
  branches: assignedBranches('vehicle', vehicles.id, vehicles.companyId, visibleBranchIds(actor)),
  createdAt: vehicles.createdAt,
  updatedAt: vehicles.updatedAt,
  // The due dates the database stores (contract/due-rules.ts), and the company's thresholds and zone,
  // for the health fields; the thresholds do not leave the server.
  next_legislation_control: vehicles.nextLegislationControl,
  next_service_date: vehicles.nextServiceDate,
  next_service_km: vehicles.nextServiceKm,
  next_service_forecast: vehicles.serviceKmForecast,
  km_per_day: vehicles.kmPerDay,
  documents_expire_on: vehicles.documentsExpireOn,
  // Kept by the issues' triggers (server/db/functions/issue-counts.sql): out of service with an open critical one.
  open_issues: vehicles.openIssues,
  in_service: sql<boolean>`${vehicles.openCriticalIssues} = 0`.as('in_service'),
  due_soon_days: companies.dueSoonDays,
  due_soon_km: companies.dueSoonKm,
  time_zone: companies.timeZone,
});

type VehicleRow = Omit<Vehicle, 'legislation_status' | 'service_status' | 'documents_status' | keyof VehicleEconomy> & {
  due_soon_days: number;
  due_soon_km: number;
};

/**
 * A stored vehicle with its fleet health: the statuses of its stored due dates, by the contract's rules
 * with its company's thresholds, on the day it is in its company's time zone.
 */
function withHealth({ due_soon_days, due_soon_km, ...vehicle }: VehicleRow, now: Date): Omit<Vehicle, keyof VehicleEconomy> {
  return { ...vehicle, ...healthOfDueDates(vehicle, vehicle.mileage, { due_soon_days, due_soon_km }, todayIn(vehicle.time_zone, now)) };
}

type DueSort = 'next_due' | 'legislation_status' | 'service_status' | 'next_legislation_control' | 'next_service_date' | 'next_service_km';
type PlainSort = Exclude<NonNullable<VehicleListQuery['sort']>, DueSort>;

const sortable: Record<PlainSort, SortColumn> = {
  license_plate: { column: sql`${vehicles.licensePlate}` },
  model: { column: sql`lower(${vehicles.model})` },
  mileage: { column: sql`${vehicles.mileage}` },
  type: { column: sql`${vehicles.type}` },
  last_legislation_control: { column: sql`${vehicles.lastLegislationControl}` },
  legislation_control_interval: { column: sql`${vehicles.legislationControlInterval}` },
  last_service_date: { column: sql`${vehicles.lastServiceDate}` },
  last_service_mileage: { column: sql`${vehicles.lastServiceMileage}`, nullable: true },
  mandatory_service_interval: { column: sql`${vehicles.mandatoryServiceInterval}` },
  mandatory_service_interval_km: { column: sql`${vehicles.mandatoryServiceIntervalKm}` },
  createdAt: { column: sql`${vehicles.createdAt}` },
  updatedAt: { column: sql`${vehicles.updatedAt}` },
};

/**
 * The list's order: a plain column, or "most urgent first" for the due dates and statuses. Filtered
 * to one status, the most urgent are simply the earliest due: the order an index on the next due
 * date gives.
 */
function vehicleOrder(query: VehicleFilters, sources: DueSources): SQL {
  const due = dueExpressions(sources);
  const id = sql`${vehicles.id}`;
  const nextDueDate: SortColumn = { column: sql`${vehicles.nextDueDate}`, nullable: true };
  switch (query.sort) {
    case 'next_due':
      return query.due ? orderBy(nextDueDate, query.order, id) : urgencyOrder(due.vehicleRank, vehicles.nextDueDate, query.order, id);
    case 'legislation_status':
      return urgencyOrder(due.legislationRank, vehicles.nextLegislationControl, query.order, id);
    case 'service_status':
      return urgencyOrder(due.serviceRank, vehicles.nextServiceDate, query.order, id);
    case 'next_legislation_control':
      return orderBy({ column: sql`${vehicles.nextLegislationControl}`, nullable: true }, query.order, id);
    case 'next_service_date':
      return orderBy({ column: sql`${vehicles.nextServiceDate}`, nullable: true }, query.order, id);
    case 'next_service_km':
      return orderBy({ column: sql`${vehicles.nextServiceKm}`, nullable: true }, query.order, id);
    default:
      return orderBy(sortable[query.sort ?? 'license_plate'], query.order, id);
  }
}

const visible = (actor: Actor, branchId?: string) => vehicleVisible(actor, vehicles.id, vehicles.companyId, branchId);

const withCompany = eq(companies.id, vehicles.companyId);

const selectVehicles = (db: Executor, actor: Actor, fields = columns(actor)) =>
  db.select(fields).from(vehicles).innerJoin(companies, withCompany).leftJoin(employees, eq(employees.id, vehicles.createdBy));

/** The list's conditions: scope, the selected branch, and every filter. */
function vehicleConditions(actor: Actor, query: VehicleFilters, sources: DueSources): SQL | undefined {
  // Looking vehicles up by id finds archived ones too, as GET /:id does: a maintenance record or the
  // details page may name an archived vehicle. (isActive has a default, so an explicit one cannot be told apart.)
  const byId = query.id !== undefined || query.ids !== undefined;
  return allOf(
    visible(actor, query.branchId),
    byId ? undefined : eq(vehicles.isActive, query.isActive),
    matchesSearch(
      query.q,
      [sql`${vehicles.licensePlate}`, sql`${vehicles.model}`, sql`coalesce(${vehicles.notes}, '')`],
      vehicleCandidates(vehicles.id),
    ),
    idIn(sql`${vehicles.id}`, query.ids),
    query.id ? eq(vehicles.id, query.id) : undefined,
    query.type ? eq(vehicles.type, query.type) : undefined,
    query.due ? dueExpressions(sources).hasStatus[query.due] : undefined,
    // The column itself, as vehicles_out_of_service_idx's predicate says it: the index finds the few out of service.
    query.inService === undefined
      ? undefined
      : query.inService
        ? sql`${vehicles.openCriticalIssues} = 0`
        : sql`${vehicles.openCriticalIssues} > 0`,
  );
}

/**
 * The company's due-soon thresholds and time zone decide a due filter and the urgency sorts; otherwise
 * the page and the total leave the company out: joined, it costs a row-level security check per vehicle.
 */
const needsThresholds = (query: VehicleFilters & Pick<VehicleListQuery, 'sort'>) =>
  query.due !== undefined || query.sort === 'next_due' || query.sort === 'legislation_status' || query.sort === 'service_status';

/**
 * A page is found first by ids alone, which the index in the list's order answers, and only its
 * rows are then read whole with their branches: a deep page does not build the rows it skips.
 */
export async function listVehicles(db: Executor, actor: Actor, query: VehicleListQuery, now: Date) {
  const thresholds = needsThresholds(query);
  const sources = thresholds ? await dueSourcesFor(db, actor, now) : vehiclesWithCompanies(now);
  const where = vehicleConditions(actor, query, sources);
  const order = vehicleOrder(query, sources);
  const ids = db.select({ id: vehicles.id }).from(vehicles).$dynamic();
  const counted = db.select({ value: count() }).from(vehicles).$dynamic();
  const page = (thresholds ? ids.innerJoin(companies, withCompany) : ids)
    .where(where)
    .orderBy(order)
    .limit(query.limit)
    .offset(offsetOf(query))
    .as('page');
  const [rows, [total]] = await Promise.all([
    selectVehicles(db, actor).innerJoin(page, eq(page.id, vehicles.id)).orderBy(order),
    (thresholds ? counted.innerJoin(companies, withCompany) : counted).where(where),
  ]);
  // Consumption and cost per km for the page's rows only (server/routes/fuel-entries/vehicle-economy.ts).
  return pageOf(
    await withEconomy(
      db,
      rows.map((row) => withHealth(row, now)),
    ),
    total!.value,
    query,
  );
}

/** The whole filtered, sorted list, unpaged, for the CSV export to stream; its rows become API rows with toRow. */
export async function vehicleListForExport(db: Executor, actor: Actor, query: VehicleFilters, now: Date) {
  const fields = columns(actor);
  const sources = needsThresholds(query) ? await dueSourcesFor(db, actor, now) : vehiclesWithCompanies(now);
  return {
    fields,
    query: selectVehicles(db, actor, fields)
      .where(vehicleConditions(actor, query, sources))
      .orderBy(vehicleOrder(query, sources)),
    toRow: (row: VehicleRow) => withHealth(row, now),
  };
}

/** Archived vehicles are found too: the details page shows their history. */
export async function findVehicle(db: Executor, actor: Actor, id: string, now: Date): Promise<Vehicle> {
  const [row] = await selectVehicles(db, actor).where(allOf(eq(vehicles.id, id), visible(actor)));
  if (!row) throw notFound(messages.notFound('Vehicle'));
  const [vehicle] = await withEconomy(db, [withHealth(row, now)]);
  return vehicle!;
}

/**
 * The vehicle a QR label names (docs/yard.md): found by its code, and then only if the caller may see it,
 * so that a code of another company's, or of a branch outside a user's, answers as an unknown one does.
 */
export async function findVehicleByCode(db: Executor, actor: Actor, code: string, now: Date): Promise<Vehicle> {
  const [row] = await selectVehicles(db, actor).where(allOf(eq(vehicles.code, code.trim().toLowerCase()), visible(actor)));
  if (!row) throw notFound(messages.notFound('Vehicle'));
  const [vehicle] = await withEconomy(db, [withHealth(row, now)]);
  return vehicle!;
}

export async function createVehicle(db: Executor, actor: Actor, input: VehicleInput, now: Date): Promise<Vehicle> {
  const companyId = await companyForNewRecord(db, actor, input.company_id);
  return atomically(db, async (tx) => {
    await assertBranchesAssignable(tx, actor, companyId, input.branches);
    await assertPlateFree(tx, companyId, input.license_plate);
    const [created] = await tx
      .insert(vehicles)
      .values(newVehicleRow(actor, companyId, input, now))
      .returning({ id: vehicles.id });
    await replaceAssignments(tx, actor, 'vehicle', { id: created!.id, companyId }, input.branches);
    return findVehicle(tx, actor, created!.id, now);
  });
}

/**
 * A full replacement of the vehicle's fields and branches. The vehicle stays in its company
 * (company_id is ignored), and a moderator's edit keeps the assignments to branches they cannot see:
 * the branch list they were shown, and send back, leaves those out.
 */
export async function updateVehicle(db: Executor, actor: Actor, id: string, input: VehicleUpdate, now: Date): Promise<Vehicle> {
  return atomically(db, async (tx) => {
    const [current] = await tx
      .select({
        companyId: vehicles.companyId,
        isActive: vehicles.isActive,
        mileage: vehicles.mileage,
        lastServiceMileage: vehicles.lastServiceMileage,
        version: vehicles.version,
      })
      .from(vehicles)
      .where(allOf(eq(vehicles.id, id), visible(actor)))
      .for('update');
    if (!current) throw notFound(messages.notFound('Vehicle'));
    assertCurrentVersion(current.version, input.version);
    const highest = await highestCountedReading(tx, { id, companyId: current.companyId });
    if (input.mileage < highest) {
      const message = messages.belowRecordedReading(highest);
      throw badRequest(message, [{ field: 'mileage', message }]);
    }
    // A kept service mark must still be a reading the vehicle has passed.
    if (input.last_service_mileage === undefined && current.lastServiceMileage !== null && current.lastServiceMileage > input.mileage) {
      throw badRequest(messages.serviceMileageAboveMileage, [
        { field: 'last_service_mileage', message: messages.serviceMileageAboveMileage },
      ]);
    }
    await assertBranchesAssignable(tx, actor, current.companyId, input.branches);
    // Only active vehicles hold their plate; an archived one may be corrected freely.
    if (current.isActive) await assertPlateFree(tx, current.companyId, input.license_plate, id);
    await tx
      .update(vehicles)
      .set({
        ...fieldsOf(input),
        // A mileage the form changes is what the vehicle's own form set; one it sends back unchanged is not.
        ...(input.mileage !== current.mileage && enteredMileage(current.companyId, input.mileage, now)),
        updatedAt: sql`now()`,
      })
      .where(eq(vehicles.id, id));

    await replaceAssignments(tx, actor, 'vehicle', { id, companyId: current.companyId }, input.branches);
    return findVehicle(tx, actor, id, now);
  });
}

/**
 * Deleting archives (docs/product.md, Archive and restore): the vehicle leaves the lists and the maintenance forms, its history
 * stays. Deleting an archived vehicle again answers 200 with it unchanged: the caller's intent holds,
 * a retried or double-clicked delete shows no error, and GET /:id still finds it, so 404 would contradict it.
 */
export async function archiveVehicle(db: Executor, actor: Actor, id: string, now: Date): Promise<Vehicle> {
  return atomically(db, async (tx) => {
    const [current] = await tx
      .select({ isActive: vehicles.isActive })
      .from(vehicles)
      .where(allOf(eq(vehicles.id, id), visible(actor)))
      .for('update');
    if (!current) throw notFound(messages.notFound('Vehicle'));
    if (current.isActive)
      await tx
        .update(vehicles)
        .set({ isActive: false, updatedAt: sql`now()` })
        .where(eq(vehicles.id, id));
    return findVehicle(tx, actor, id, now);
  });
}

/**
 * Restoring undoes an archive (docs/product.md, Archive and restore): the vehicle is active again, in the lists
 * and the maintenance forms, with its history as it was. Its plate must be free: an active vehicle
 * that took it meanwhile answers 409. Restoring an active vehicle answers 200 with it unchanged.
 */
export async function restoreVehicle(db: Executor, actor: Actor, id: string, now: Date): Promise<Vehicle> {
  return atomically(db, async (tx) => {
    const [current] = await tx
      .select({ isActive: vehicles.isActive, companyId: vehicles.companyId, licensePlate: vehicles.licensePlate })
      .from(vehicles)
      .where(allOf(eq(vehicles.id, id), visible(actor)))
      .for('update');
    if (!current) throw notFound(messages.notFound('Vehicle'));
    if (!current.isActive) {
      await assertPlateFree(tx, current.companyId, current.licensePlate, id);
      await tx
        .update(vehicles)
        .set({ isActive: true, updatedAt: sql`now()` })
        .where(eq(vehicles.id, id));
    }
    return findVehicle(tx, actor, id, now);
  });
}

/** The stored columns of an input; a service mark that was not sent is left as it is. */
function fieldsOf(input: VehicleInput) {
  return {
    ...(input.last_service_mileage !== undefined && { lastServiceMileage: input.last_service_mileage }),
    licensePlate: input.license_plate,
    model: input.model,
    mileage: input.mileage,
    type: input.type,
    lastLegislationControl: input.last_legislation_control,
    legislationControlInterval: input.legislation_control_interval,
    lastServiceDate: input.last_service_date,
    mandatoryServiceInterval: input.mandatory_service_interval,
    mandatoryServiceIntervalKm: input.mandatory_service_interval_km,
    notes: input.notes,
  };
}

/** A new vehicle's row, as the form and the import create it: no service mark unless one was sent. */
export function newVehicleRow(actor: Actor, companyId: string, input: VehicleInput, now: Date) {
  return {
    lastServiceMileage: null,
    ...fieldsOf(input),
    ...enteredMileage(companyId, input.mileage, now),
    companyId,
    createdBy: actor.id,
  };
}

/**
 * The mileage the vehicle's own form (or its import) sets, on the company's day: the least it goes back
 * to when the reading that moved it goes (server/health/meter-log.ts, settleMileage).
 */
function enteredMileage(companyId: string, mileage: number, now: Date) {
  return {
    enteredMileage: mileage,
    enteredMileageOn: sql<string>`(${now.toISOString()}::timestamptz at time zone (select time_zone from companies where id = ${companyId}))::date`,
  };
}

/** One active vehicle per plate in a company (plates are stored upper-case); archived ones do not count. */
async function assertPlateFree(tx: Executor, companyId: string, plate: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.companyId, companyId),
        eq(vehicles.isActive, true),
        // Stored as normalPlate writes them (migration 0008): compared as they are, the index answers.
        eq(vehicles.licensePlate, normalPlate(plate)),
        exceptId ? sql`${vehicles.id} <> ${exceptId}` : undefined,
      ),
    );
  if (clash) throw conflict(messages.plateTaken, [{ field: 'license_plate', message: messages.plateTaken }]);
}
