import { sql, type SQL } from 'drizzle-orm';
import { inspectionForms, inspections, vehicleBranches, vehicles } from '../db/schema';

/*
 * Which vehicle owes which inspection form on a day (docs/inspections.md, When a form is due), written
 * once in SQL for the reminder check (server/reminders/check.ts) and the overview's missed inspections
 * (server/routes/overview/repository.ts). It says what contract/inspection-due.ts says, case for case
 * (tests/contract/inspection-due-cases.ts, run against both by tests/contract/inspection-due.test.ts and
 * tests/api/inspection-due-sql.test.ts): a form applies to an active vehicle of one of its types (none
 * named: every type) in one of its branches (none named: every branch), and is owed on a day when no
 * inspection against it was made of the vehicle in the day's period up to that day: that day (daily),
 * its week from Monday (weekly), its calendar month (monthly); never on demand. Only the forms in use
 * (`active`) are asked: a form switched off is no rule any more.
 *
 * The conditions read the query's own `inspection_forms` and `vehicles` rows, of one company: the
 * caller joins them (vehicles.company_id = inspection_forms.company_id) and scopes them. Days are the
 * company's, in its time zone: an inspection's moment counts on the day it was there. The moments
 * that bound a period are worked out once, so that the index on (company, vehicle, inspected_at) finds
 * the inspections of it.
 */

/** The first day of the form's period that holds `day` (periodStart): a Monday for a week (ISO weeks start on Monday). */
function periodStart(day: SQL): SQL {
  return sql`(case ${inspectionForms.frequency} when 'daily' then ${day}
                                                when 'weekly' then date_trunc('week', (${day})::timestamp)::date
                                                when 'monthly' then date_trunc('month', (${day})::timestamp)::date end)`;
}

/**
 * Whether `day` is the last of its form's period: a period that ends without an inspection is a missed
 * one (every day of a daily form, the Sunday of a weekly one, the last day of a monthly one's month).
 */
export function endsPeriod(day: SQL): SQL {
  return sql`(case ${inspectionForms.frequency} when 'daily' then true
                                                when 'weekly' then extract(isodow from ${day}) = 7
                                                when 'monthly' then extract(day from ${day} + 1) = 1
                                                else false end)`;
}

/** Whether the form applies to the vehicle at all (formApplies), and is in use. */
function formApplies(): SQL {
  return sql`(${inspectionForms.active} and ${vehicles.isActive}
    and (cardinality(${inspectionForms.vehicleTypes}) = 0 or ${vehicles.type} = any(${inspectionForms.vehicleTypes}))
    and (cardinality(${inspectionForms.branchIds}) = 0
         or exists (select 1 from ${vehicleBranches}
                     where ${vehicleBranches.companyId} = ${vehicles.companyId} and ${vehicleBranches.vehicleId} = ${vehicles.id}
                       and ${vehicleBranches.branchId} = any(${inspectionForms.branchIds}))))`;
}

/**
 * Whether the vehicle owes the form on `day` (owesInspection): the form applies, is not on demand, and
 * no inspection of the vehicle against it was made between the period's first day and `day`, both
 * whole days in `zone`, the company's time zone.
 */
export function owesInspection(day: SQL, zone: SQL): SQL {
  return sql`(${inspectionForms.frequency} <> 'on_demand' and ${formApplies()}
    and not exists (select 1 from ${inspections}
                     where ${inspections.companyId} = ${vehicles.companyId} and ${inspections.vehicleId} = ${vehicles.id}
                       and ${inspections.formId} = ${inspectionForms.id}
                       and ${inspections.inspectedAt} >= (${periodStart(day)}::timestamp at time zone ${zone})
                       and ${inspections.inspectedAt} < ((${day} + 1)::timestamp at time zone ${zone})))`;
}
