import type { InspectionFrequency } from './inspections';

/*
 * Which vehicle owes which inspection on a day (docs/inspections.md, When a form is due): a form
 * applies to an active vehicle of one of its vehicle types (none named: every type) in one of its
 * branches (none named: every branch); it is owed on a day when no inspection against it was made for
 * the vehicle in the day's period: that day (daily), its calendar week from Monday (weekly), its
 * calendar month (monthly). A form on demand is never owed. Days are the company's, in its time zone:
 * the server turns instants into them before asking. Pure, so that the table of cases in
 * tests/contract/inspection-due.test.ts and the server's SQL (server/health/inspection-due-sql.ts) agree.
 */

/** The first day of the period of `frequency` that holds `day` (yyyy-MM-dd); null for a form on demand. */
export function periodStart(frequency: InspectionFrequency, day: string): string | null {
  if (frequency === 'on_demand') return null;
  if (frequency === 'daily') return day;
  if (frequency === 'monthly') return `${day.slice(0, 7)}-01`;
  const date = new Date(`${day}T00:00:00Z`);
  // getUTCDay: Sunday 0 … Saturday 6; the week starts on Monday, as in every country Fleet speaks to.
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - sinceMonday);
  return date.toISOString().slice(0, 10);
}

export interface DueForm {
  frequency: InspectionFrequency;
  /** Empty: every type. */
  vehicle_types: readonly string[];
  /** Empty: every branch. */
  branch_ids: readonly string[];
}

export interface DueVehicle {
  type: string;
  is_active: boolean;
  branch_ids: readonly string[];
}

/** Whether the form applies to the vehicle at all. */
export function formApplies(form: DueForm, vehicle: DueVehicle): boolean {
  if (!vehicle.is_active) return false;
  if (form.vehicle_types.length > 0 && !form.vehicle_types.includes(vehicle.type)) return false;
  return form.branch_ids.length === 0 || vehicle.branch_ids.some((branch) => form.branch_ids.includes(branch));
}

/**
 * Whether the vehicle owes the form on `day`: it applies, is not on demand, and none of the days it
 * was inspected against the form (company days, yyyy-MM-dd) falls in the day's period up to that day.
 */
export function owesInspection(form: DueForm, vehicle: DueVehicle, inspectedOn: readonly string[], day: string): boolean {
  const start = periodStart(form.frequency, day);
  if (start === null || !formApplies(form, vehicle)) return false;
  return !inspectedOn.some((done) => done >= start && done <= day);
}
