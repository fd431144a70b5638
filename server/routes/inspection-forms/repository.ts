import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { messages } from '../../../contract/messages';
import type {
  FormSectionRow,
  InspectionForm,
  InspectionFormInput,
  inspectionFormListQuery,
  inspectionFormUpdateBody,
} from '../../../contract/schemas/inspection-form';
import type { Actor } from '../../actor';
import { atomically } from '../../db/atomically';
import type { Executor } from '../../db/client';
import { allOf, idIn, matchesSearch, offsetOf, orderBy, pageOf, type SortColumn } from '../../db/lists';
import { branches, inspectionForms, inspectionFormVersions, inspections, vehicles } from '../../db/schema';
import { assertCurrentVersion, badRequest, conflict, notFound } from '../../errors';
import { companyForNewRecord } from '../../scope/company';
import { inCompany, vehicleVisible } from '../../scope/scope';

/*
 * A company's inspection forms (docs/inspections.md, Inspection forms): read by everyone of the
 * company, kept by its admins. The current items are the form's `sections`; each change of them
 * raises `form_version` and keeps the new items whole in inspection_form_versions, in the same
 * transaction, so that every inspection names a version whose items it can read back.
 */

type InspectionFormListQuery = z.output<typeof inspectionFormListQuery>;
type InspectionFormUpdate = z.output<typeof inspectionFormUpdateBody>;

const missing = () => notFound(messages.notFound('Inspection form'));

/** Items on a form's sections, counted by the database from the stored items. */
const itemCount = sql<number>`(select count(*)::int from jsonb_array_elements(${inspectionForms.sections}) as section
  cross join lateral jsonb_array_elements(section->'items'))`;

const columns = {
  id: inspectionForms.id,
  name: inspectionForms.name,
  description: inspectionForms.description,
  frequency: inspectionForms.frequency,
  vehicle_types: inspectionForms.vehicleTypes,
  branch_ids: inspectionForms.branchIds,
  active: inspectionForms.active,
  sections: inspectionForms.sections,
  form_version: inspectionForms.formVersion,
  item_count: itemCount,
  company_id: inspectionForms.companyId,
  version: inspectionForms.version,
  createdAt: inspectionForms.createdAt,
  updatedAt: inspectionForms.updatedAt,
};

const sortable: Record<NonNullable<InspectionFormListQuery['sort']>, SortColumn> = {
  name: { column: sql`lower(${inspectionForms.name})` },
  frequency: { column: sql`${inspectionForms.frequency}` },
  createdAt: { column: sql`${inspectionForms.createdAt}` },
  updatedAt: { column: sql`${inspectionForms.updatedAt}` },
};

/** A company's forms are its rule for every branch: everyone of the company reads them; a superadmin every company's. */
const visible = (actor: Actor) => inCompany(actor, inspectionForms.companyId);

/**
 * The forms in use that apply to the vehicle (contract/inspection-due.ts, formApplies): an active
 * vehicle the caller sees, of one of the form's types (none named: every type), in one of its
 * branches (none named: every branch). A vehicle the caller does not see, or an archived one, has none.
 */
function appliesToVehicle(actor: Actor, vehicleId: string): SQL {
  return sql`${inspectionForms.active} and exists (
    select 1 from ${vehicles}
     where ${vehicles.companyId} = ${inspectionForms.companyId} and ${vehicles.id} = ${vehicleId} and ${vehicles.isActive}
       and ${allOf(vehicleVisible(actor, vehicles.id, vehicles.companyId)) ?? sql`true`}
       and (cardinality(${inspectionForms.vehicleTypes}) = 0 or ${vehicles.type} = any(${inspectionForms.vehicleTypes}))
       and (cardinality(${inspectionForms.branchIds}) = 0 or exists (
             select 1 from vehicle_branches link
              where link.company_id = ${vehicles.companyId} and link.vehicle_id = ${vehicles.id}
                and link.branch_id = any(${inspectionForms.branchIds}))))`;
}

/** A form's items as stored: every field of an item present, in one order, whatever the input left out. */
function storedSections(sections: readonly FormSectionRow[] | InspectionFormInput['sections']): FormSectionRow[] {
  return sections.map((section) => ({
    title: section.title,
    items: section.items.map((item) => ({
      id: item.id,
      label: item.label,
      kind: item.kind,
      unit: item.unit ?? null,
      min: item.min ?? null,
      max: item.max ?? null,
      critical: item.critical,
      photo_on_fail: item.photo_on_fail,
      hint: item.hint ?? null,
    })),
  }));
}

const sameSections = (a: FormSectionRow[], b: FormSectionRow[]) => JSON.stringify(storedSections(a)) === JSON.stringify(storedSections(b));

/** The branches a form names must be its company's: any other is refused by its field, as an id that does not exist. */
async function checkBranches(db: Executor, companyId: string, branchIds: readonly string[]) {
  if (branchIds.length === 0) return;
  const [found] = await db
    .select({ value: count() })
    .from(branches)
    .where(and(eq(branches.companyId, companyId), sql`${branches.id} = any(${`{${branchIds.join(',')}}`}::uuid[])`));
  if (found!.value !== branchIds.length) {
    const message = messages.notFound('Branch');
    throw badRequest(message, [{ field: 'branch_ids', message }]);
  }
}

const fieldsOf = (input: InspectionFormInput) => ({
  name: input.name,
  description: input.description,
  frequency: input.frequency,
  vehicleTypes: input.vehicle_types,
  branchIds: input.branch_ids,
  active: input.active,
});

export async function listInspectionForms(db: Executor, actor: Actor, query: InspectionFormListQuery) {
  const where = allOf(
    visible(actor),
    matchesSearch(query.q, [sql`${inspectionForms.name}`]),
    idIn(sql`${inspectionForms.id}`, query.ids),
    query.company_id ? eq(inspectionForms.companyId, query.company_id) : undefined,
    query.active === undefined ? undefined : eq(inspectionForms.active, query.active),
    query.vehicleId ? appliesToVehicle(actor, query.vehicleId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(inspectionForms)
      .where(where)
      .orderBy(orderBy(sortable[query.sort ?? 'name'], query.order, sql`${inspectionForms.id}`))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(inspectionForms).where(where),
  ]);
  return pageOf<InspectionForm>(rows, total!.value, query);
}

export async function findInspectionForm(db: Executor, actor: Actor, id: string): Promise<InspectionForm> {
  const [row] = await db
    .select(columns)
    .from(inspectionForms)
    .where(allOf(eq(inspectionForms.id, id), visible(actor)));
  if (!row) throw missing();
  return row;
}

/** A new form, at version 1, its items kept as version 1 in the same transaction. */
export async function createInspectionForm(db: Executor, actor: Actor, input: InspectionFormInput): Promise<InspectionForm> {
  const companyId = await companyForNewRecord(db, actor, input.company_id);
  await checkBranches(db, companyId, input.branch_ids);
  const sections = storedSections(input.sections);
  return atomically(db, async (tx) => {
    const [created] = await tx
      .insert(inspectionForms)
      .values({ companyId, ...fieldsOf(input), sections, formVersion: 1, createdBy: actor.id })
      .returning({ id: inspectionForms.id });
    await tx.insert(inspectionFormVersions).values({ companyId, formId: created!.id, formVersion: 1, name: input.name, sections });
    return findInspectionForm(tx, actor, created!.id);
  });
}

/**
 * An edit with the version read (else 409). Changed sections or items are a new form version, kept
 * whole beside the earlier ones; the inspections made against those keep reading their own. A form
 * stays in its company; company_id in an update is ignored.
 */
export async function updateInspectionForm(db: Executor, actor: Actor, id: string, input: InspectionFormUpdate): Promise<InspectionForm> {
  return atomically(db, async (tx) => {
    const [current] = await tx
      .select({
        companyId: inspectionForms.companyId,
        version: inspectionForms.version,
        formVersion: inspectionForms.formVersion,
        sections: inspectionForms.sections,
      })
      .from(inspectionForms)
      .where(allOf(eq(inspectionForms.id, id), visible(actor)))
      .for('update');
    if (!current) throw missing();
    assertCurrentVersion(current.version, input.version);
    await checkBranches(tx, current.companyId, input.branch_ids);
    const sections = storedSections(input.sections);
    const formVersion = sameSections(current.sections, sections) ? current.formVersion : current.formVersion + 1;
    await tx
      .update(inspectionForms)
      .set({ ...fieldsOf(input), sections, formVersion, updatedAt: sql`now()` })
      .where(and(eq(inspectionForms.companyId, current.companyId), eq(inspectionForms.id, id)));
    if (formVersion !== current.formVersion) {
      await tx.insert(inspectionFormVersions).values({ companyId: current.companyId, formId: id, formVersion, name: input.name, sections });
    }
    return findInspectionForm(tx, actor, id);
  });
}

/** A form with inspections stays (409): they were made against it. Switched off, it is no longer offered or due. */
export async function deleteInspectionForm(db: Executor, actor: Actor, id: string): Promise<InspectionForm> {
  return atomically(db, async (tx) => {
    const [current] = await tx
      .select(columns)
      .from(inspectionForms)
      .where(allOf(eq(inspectionForms.id, id), visible(actor)))
      .for('update');
    if (!current) throw missing();
    const [used] = await tx
      .select({ id: inspections.id })
      .from(inspections)
      .where(and(eq(inspections.companyId, current.company_id), eq(inspections.formId, id)))
      .limit(1);
    if (used) throw conflict(messages.formInUse);
    await tx.delete(inspectionForms).where(and(eq(inspectionForms.companyId, current.company_id), eq(inspectionForms.id, id)));
    return current;
  });
}
