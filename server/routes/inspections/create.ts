import { and, eq, sql } from 'drizzle-orm';
import { formApplies } from '../../../contract/inspection-due';
import { MAX_INSPECTION_DAYS_BACK } from '../../../contract/inspections';
import { messages } from '../../../contract/messages';
import type { InspectionInput } from '../../../contract/schemas/inspection';
import { todayIn } from '../../../contract/time-zones';
import type { Actor } from '../../actor';
import type { Transaction } from '../../db/client';
import { employees, inspectionForms, inspections, vehicles } from '../../db/schema';
import { badRequest } from '../../errors';
import { lockActiveVehicle } from '../../health/active-vehicle';
import { raiseIssues, type RaiseContext } from '../../issues/raise';
import { recordMeterReading } from '../meter-readings/repository';
import { judgeResults } from './results';

/*
 * A new inspection (docs/inspections.md, Inspections), all in the request's transaction: the vehicle
 * active and seen by the caller, the form its company's, in use and for this vehicle, every item of
 * the form's current version answered in its kind; the odometer into the meter log by the rule every
 * reading follows; each failed item an issue. The inspector is the caller.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** A phone's clock a little ahead of the server's is not a time in the future: what it says within this is taken as now. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

const refuse = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** When it was made: now, or what a phone that was offline says, at most MAX_INSPECTION_DAYS_BACK back and never ahead. */
function inspectedAt(sent: string | undefined, now: Date): Date {
  if (sent === undefined) return now;
  const at = new Date(sent);
  if (at.getTime() > now.getTime() + CLOCK_SKEW_MS || at.getTime() < now.getTime() - MAX_INSPECTION_DAYS_BACK * DAY_MS)
    throw refuse('inspected_at', messages.inspectedAtRange);
  return at.getTime() > now.getTime() ? now : at;
}

/** A person's name as the screens show it: first and last name, else the username. */
async function nameOf(tx: Transaction, actor: Actor): Promise<string> {
  const [row] = await tx
    .select({
      name: sql<string>`coalesce(nullif(concat_ws(' ', ${employees.firstName}, ${employees.lastName}), ''), ${employees.username})`,
    })
    .from(employees)
    .where(eq(employees.id, actor.id));
  return row?.name ?? actor.username;
}

/** The form of the vehicle's company, shared-locked so that an edit of its items waits until this inspection is in. */
async function formFor(tx: Transaction, companyId: string, formId: string) {
  const [form] = await tx
    .select({
      id: inspectionForms.id,
      active: inspectionForms.active,
      frequency: inspectionForms.frequency,
      vehicleTypes: inspectionForms.vehicleTypes,
      branchIds: inspectionForms.branchIds,
      sections: inspectionForms.sections,
      formVersion: inspectionForms.formVersion,
    })
    .from(inspectionForms)
    .where(and(eq(inspectionForms.companyId, companyId), eq(inspectionForms.id, formId)))
    .for('share');
  if (!form) throw refuse('form_id', messages.notFound('Inspection form'));
  return form;
}

/** Records the inspection; answers its id. */
export async function createInspection(tx: Transaction, actor: Actor, input: InspectionInput, context: RaiseContext): Promise<string> {
  const { now } = context;
  const at = inspectedAt(input.inspected_at, now);
  const vehicle = await lockActiveVehicle(tx, actor, input.vehicle_id, messages.noActiveVehicleForInspection);
  const [facts] = await tx
    .select({
      type: vehicles.type,
      branchIds: sql<string[]>`array(select link.branch_id::text from vehicle_branches link
        where link.company_id = ${vehicles.companyId} and link.vehicle_id = ${vehicles.id})`,
    })
    .from(vehicles)
    .where(and(eq(vehicles.companyId, vehicle.companyId), eq(vehicles.id, vehicle.id)));
  const form = await formFor(tx, vehicle.companyId, input.form_id);
  if (!form.active) throw refuse('form_id', messages.formInactive);
  const applies = formApplies(
    { frequency: form.frequency, vehicle_types: form.vehicleTypes, branch_ids: form.branchIds },
    { type: facts!.type, is_active: true, branch_ids: facts!.branchIds },
  );
  if (!applies) throw refuse('form_id', messages.formNotForVehicle);

  const judged = judgeResults(form.sections, input.results);
  if (judged.errors.length) throw badRequest(judged.errors[0]!.message, judged.errors);
  const rows = judged.rows!;
  const failed = rows.filter((row) => !row.passed);
  const odometer = input.odometer ?? null;

  // The odometer is a reading of the meter log, on the inspection's day in the company's zone, judged
  // as POST /api/meter-readings judges one; a refusal there is the odometer's here.
  const meterReadingId =
    odometer === null
      ? null
      : await recordMeterReading(
          tx,
          actor,
          {
            vehicle_id: vehicle.id,
            read_on: todayIn(vehicle.timeZone, at),
            km: odometer,
            engine_hours: undefined,
            replacement: false,
            source: 'manual',
            notes: null,
          },
          now,
          () => 'odometer',
        );

  const inspectorName = await nameOf(tx, actor);
  const [created] = await tx
    .insert(inspections)
    .values({
      companyId: vehicle.companyId,
      vehicleId: vehicle.id,
      formId: form.id,
      formVersion: form.formVersion,
      inspectedAt: at.toISOString(),
      inspectorId: actor.id,
      inspectorName,
      odometer,
      meterReadingId,
      results: rows,
      itemCount: rows.length,
      failedCount: failed.length,
      criticalFailed: failed.some((row) => row.critical),
      note: input.note,
    })
    .returning({ id: inspections.id });
  const id = created!.id;

  await raiseIssues(
    tx,
    failed.map((row) => ({
      companyId: vehicle.companyId,
      vehicleId: vehicle.id,
      title: row.label,
      description: row.note,
      priority: row.critical ? 'critical' : 'high',
      source: 'inspection',
      inspectionId: id,
      itemId: row.item_id,
      odometer,
      reportedBy: actor.id,
      reportedByName: inspectorName,
    })),
    context,
  );
  return id;
}
