import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { messages } from '../../../contract/messages';
import type { Inspection, inspectionListQuery, InspectionPhoto, InspectionSummary } from '../../../contract/schemas/inspection';
import type { Actor } from '../../actor';
import { atomically } from '../../db/atomically';
import type { Executor } from '../../db/client';
import { allOf, idIn, offsetOf, orderBy, pageOf, searchPattern, type SortColumn } from '../../db/lists';
import { companies, inspectionForms, inspectionPhotos, inspections, vehicles } from '../../db/schema';
import { notFound } from '../../errors';
import { vehicleVisible } from '../../scope/scope';

/*
 * Inspections (docs/inspections.md): a vehicle's records, visible exactly when their vehicle is (a
 * moderator or a user sees those of their branches' vehicles; another company's or branch's answer
 * 404). Never edited; deleted by the office, their issues staying. Written by create.ts; read here.
 */

type InspectionListQuery = z.output<typeof inspectionListQuery>;
/** A list's filters and order; the CSV export takes them without the paging. */
type InspectionFilters = Omit<InspectionListQuery, 'page' | 'limit'>;

export const missingInspection = () => notFound(messages.notFound('Inspection'));

/** The inspections the caller sees: those of the vehicles they see, in the branch asked for. */
export const inspectionVisible = (actor: Actor, branchId?: string) =>
  vehicleVisible(actor, inspections.vehicleId, inspections.companyId, branchId);

const withVehicle = and(eq(vehicles.companyId, inspections.companyId), eq(vehicles.id, inspections.vehicleId));

/**
 * The form's name, read by its key for each row: joined instead, PostgreSQL started from the company's
 * one form and read every inspection of it before sorting them for the page (14 ms for 4,000, where
 * the company's index on inspected_at reads the page's 25 in 0.6; docs/performance.md). Every
 * inspection has its form (the key to its version is never broken).
 */
const formName = sql<string>`(select ${inspectionForms.name} from ${inspectionForms}
  where ${inspectionForms.companyId} = ${inspections.companyId} and ${inspectionForms.id} = ${inspections.formId})`;

/** A row of the list (contract/schemas/inspection.ts, inspectionSummary). */
const summaryColumns = {
  id: inspections.id,
  vehicle_id: inspections.vehicleId,
  vehicle_license_plate: vehicles.licensePlate,
  form_id: inspections.formId,
  form_name: formName,
  form_version: inspections.formVersion,
  inspected_at: inspections.inspectedAt,
  inspector_id: inspections.inspectorId,
  inspector_name: inspections.inspectorName,
  odometer: inspections.odometer,
  note: inspections.note,
  item_count: inspections.itemCount,
  failed_count: inspections.failedCount,
  critical_failed: inspections.criticalFailed,
  company_id: inspections.companyId,
  createdAt: inspections.createdAt,
};

export const photoColumns = {
  id: inspectionPhotos.id,
  inspection_id: inspectionPhotos.inspectionId,
  item_id: inspectionPhotos.itemId,
  file_name: inspectionPhotos.fileName,
  mime_type: inspectionPhotos.mimeType,
  byte_size: inspectionPhotos.byteSize,
  createdAt: inspectionPhotos.createdAt,
};

const sortable: Record<NonNullable<InspectionListQuery['sort']>, SortColumn> = {
  inspected_at: { column: sql`${inspections.inspectedAt}` },
  vehicle_license_plate: { column: sql`${vehicles.licensePlate}` },
  form_name: { column: sql`lower(${formName})` },
  failed_count: { column: sql`${inspections.failedCount}` },
  createdAt: { column: sql`${inspections.createdAt}` },
};

/**
 * `dateFrom` and `dateTo` are days of the inspection's company, in its time zone: the instants that
 * bound them. For a caller of one company its zone is read once, so the bounds are constants the
 * company's index on inspected_at can use; a superadmin's list across companies bounds each row by
 * its own company's zone.
 */
async function dayBounds(db: Executor, actor: Actor, query: InspectionFilters): Promise<Array<SQL | undefined>> {
  if (!query.dateFrom && !query.dateTo) return [];
  let zone: SQL = sql`(select ${companies.timeZone} from ${companies} where ${companies.id} = ${inspections.companyId})`;
  if (actor.companyId) {
    const [company] = await db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, actor.companyId));
    if (company) zone = sql`${company.timeZone}::text`;
  }
  return [
    query.dateFrom ? sql`${inspections.inspectedAt} >= (${query.dateFrom}::date::timestamp at time zone ${zone})` : undefined,
    query.dateTo ? sql`${inspections.inspectedAt} < ((${query.dateTo}::date + 1)::timestamp at time zone ${zone})` : undefined,
  ];
}

/**
 * `q`, case-insensitively anywhere in the plate, the form's name, the inspector's name or the note. The
 * vehicles and the forms it names are found first (a plate a vehicle, a few forms a company), so a search
 * reads the company's inspections once, on their own columns: matched row by row through the vehicle and
 * its form, a search of a large company took 7 s and ran out of time under load (docs/performance.md).
 */
function searched(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = searchPattern(q);
  return sql`(${inspections.vehicleId} in (select ${vehicles.id} from ${vehicles} where ${vehicles.licensePlate} ilike ${pattern})
    or ${inspections.formId} in (select ${inspectionForms.id} from ${inspectionForms} where ${inspectionForms.name} ilike ${pattern})
    or ${inspections.inspectorName} ilike ${pattern}
    or coalesce(${inspections.note}, '') ilike ${pattern})`;
}

async function conditions(db: Executor, actor: Actor, query: InspectionFilters) {
  return allOf(
    inspectionVisible(actor, query.branchId),
    searched(query.q),
    idIn(sql`${inspections.id}`, query.ids),
    query.vehicleId ? eq(inspections.vehicleId, query.vehicleId) : undefined,
    query.formId ? eq(inspections.formId, query.formId) : undefined,
    query.failed === undefined ? undefined : query.failed ? sql`${inspections.failedCount} > 0` : sql`${inspections.failedCount} = 0`,
    ...(await dayBounds(db, actor, query)),
  );
}

const order = (query: InspectionFilters) => orderBy(sortable[query.sort ?? 'inspected_at'], query.order, sql`${inspections.id}`);

/**
 * A page is found first by ids alone, in the order of the company's index (the vehicle is joined only
 * to sort by its plate), and only its rows are then read whole: a deep page does not read the vehicle
 * and the form of every inspection it skips. Every inspection has its vehicle and its form, so the
 * count reads the inspections alone.
 */
export async function listInspections(db: Executor, actor: Actor, query: InspectionListQuery) {
  const where = await conditions(db, actor, query);
  const ids = db.select({ id: inspections.id }).from(inspections);
  const page = (query.sort === 'vehicle_license_plate' ? ids.innerJoin(vehicles, withVehicle) : ids)
    .where(where)
    .orderBy(order(query))
    .limit(query.limit)
    .offset(offsetOf(query))
    .as('page');
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(inspections)
      .innerJoin(page, eq(page.id, inspections.id))
      .innerJoin(vehicles, withVehicle)
      .orderBy(order(query)),
    db.select({ value: count() }).from(inspections).where(where),
  ]);
  return pageOf<InspectionSummary>(rows, total!.value, query);
}

/** What the CSV export streams: the list's rows, unpaged, with the company's time zone to write their days and times in. */
const exportColumns = { ...summaryColumns, time_zone: companies.timeZone };
export type InspectionExportRow = InspectionSummary & { time_zone: string };

export async function listInspectionsForExport(db: Executor, actor: Actor, query: InspectionFilters) {
  const where = await conditions(db, actor, query);
  return {
    fields: exportColumns,
    query: db
      .select(exportColumns)
      .from(inspections)
      .innerJoin(vehicles, withVehicle)
      .innerJoin(companies, eq(companies.id, inspections.companyId))
      .where(where)
      .orderBy(order(query)),
    toRow: (row: InspectionExportRow) => row,
  };
}

/** The inspection's photos, oldest first: at most MAX_PHOTOS_PER_INSPECTION, so no paging. */
async function photosOf(db: Executor, inspection: { id: string; company_id: string }): Promise<InspectionPhoto[]> {
  return db
    .select(photoColumns)
    .from(inspectionPhotos)
    .where(and(eq(inspectionPhotos.companyId, inspection.company_id), eq(inspectionPhotos.inspectionId, inspection.id)))
    .orderBy(asc(inspectionPhotos.createdAt), asc(inspectionPhotos.id));
}

/** One inspection read back whole: its items as they were on the form's version, its photos and the issues it raised. */
export async function findInspection(db: Executor, actor: Actor, id: string): Promise<Inspection> {
  const [row] = await db
    .select({
      ...summaryColumns,
      results: inspections.results,
      issue_ids: sql<string[]>`array(select issue.id::text from issues issue
        where issue.company_id = ${inspections.companyId} and issue.inspection_id = ${inspections.id}
        order by issue.created_at, issue.id)`,
    })
    .from(inspections)
    .innerJoin(vehicles, withVehicle)
    .where(allOf(eq(inspections.id, id), inspectionVisible(actor)));
  if (!row) throw missingInspection();
  return { ...row, photos: await photosOf(db, row) };
}

/**
 * An inspection the caller sees, locked: `update` to delete it, `no key update` to add or remove a
 * photo (the photos of one inspection are counted one upload after the other).
 */
export async function lockedInspection(db: Executor, actor: Actor, id: string, strength: 'update' | 'no key update') {
  const [row] = await db
    .select({ id: inspections.id, company_id: inspections.companyId, results: inspections.results })
    .from(inspections)
    .where(allOf(eq(inspections.id, id), inspectionVisible(actor)))
    .for(strength);
  if (!row) throw missingInspection();
  return row;
}

/**
 * A mistaken inspection deleted by the office: its photos go with it; the issues it raised stay
 * (what was found stays found), and its odometer stays in the meter log as the reading it became.
 */
export async function deleteInspection(db: Executor, actor: Actor, id: string): Promise<Inspection> {
  return atomically(db, async (tx) => {
    const locked = await lockedInspection(tx, actor, id, 'update');
    const inspection = await findInspection(tx, actor, id);
    await tx.delete(inspections).where(and(eq(inspections.companyId, locked.company_id), eq(inspections.id, id)));
    return inspection;
  });
}
