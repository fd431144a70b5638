import type { FormSectionRow } from '../../../contract/schemas/inspection-form';
import type { Executor } from '../../../server/db/client';
import { inspectionFormVersions, inspectionForms, inspections } from '../../../server/db/schema';

/*
 * Inspection forms and inspections written straight into their tables, as the other fixtures are
 * (fixtures.ts): the tests of what they set off (reminders, the overview's missed inspections, issues
 * by inspection) need them without the inspections' API.
 */

const SECTIONS: FormSectionRow[] = [
  {
    title: 'Outside',
    items: [
      {
        id: 'lights',
        label: 'Lights work',
        kind: 'pass_fail',
        unit: null,
        min: null,
        max: null,
        critical: false,
        photo_on_fail: false,
        hint: null,
      },
    ],
  },
];

/** A form of the company with its first version; daily, for every type and branch, in use, unless said. */
export async function makeInspectionForm(db: Executor, companyId: string, overrides: Partial<typeof inspectionForms.$inferInsert> = {}) {
  const [form] = await db
    .insert(inspectionForms)
    .values({ companyId, name: 'Daily walk-around check', frequency: 'daily', sections: SECTIONS, ...overrides })
    .returning();
  await db
    .insert(inspectionFormVersions)
    .values({ companyId, formId: form!.id, formVersion: form!.formVersion, name: form!.name, sections: form!.sections });
  return form!;
}

/** An inspection of the vehicle against the form, every item passed, at the moment given (ISO 8601). */
export async function makeInspection(
  db: Executor,
  vehicle: { id: string; companyId: string },
  form: { id: string; formVersion: number },
  inspectedAt: string,
) {
  const [row] = await db
    .insert(inspections)
    .values({
      companyId: vehicle.companyId,
      vehicleId: vehicle.id,
      formId: form.id,
      formVersion: form.formVersion,
      inspectedAt,
      inspectorName: 'Test inspector',
      results: [],
      itemCount: 1,
      failedCount: 0,
      criticalFailed: false,
    })
    .returning();
  return row!;
}
