import { z } from 'zod';
import { DUE_STATUSES } from '../due-rules';
import { branchIdFilter } from './common';
import { companySettings } from './company';
import { DUE_ITEMS, reminderSubject } from './notification';

/** The overview follows the sidebar's branch like every list. */
export const overviewQuery = z.object({ branchId: branchIdFilter });

/**
 * One thing due: a vehicle's legislation control or mandatory service, or a document's expiry (a
 * vehicle's or an employee's, contract/document-expiry.ts). Whose it is reads as a reminder's does.
 */
const dueEntry = z.object({
  ...reminderSubject,
  /** The vehicle's odometer, for "km left"; null for an employee's document. */
  mileage: z.number().nullable(),
  item: z.enum(DUE_ITEMS),
  status: z.enum(DUE_STATUSES),
  /** The next date; null for a service due only by km. */
  due_date: z.string().nullable(),
  /** The odometer reading the service is due at; null for legislation, documents and services without a km interval. */
  due_km: z.number().nullable(),
});
export type DueEntry = z.infer<typeof dueEntry>;

/**
 * Of the maintenance cost, what work orders stand behind (docs/work-orders.md, Costs): their labour,
 * parts and other lines. Part of `general` and `mandatory`, never added to them: a record and its work
 * order count once.
 */
const workOrderSplit = { labour: z.number(), parts: z.number(), other: z.number() };

/** Spent in one calendar month, `yyyy-MM`: general and mandatory maintenance, and fuel (docs/fuel.md). */
const monthlyCost = z.object({ month: z.string(), general: z.number(), mandatory: z.number(), fuel: z.number(), ...workOrderSplit });
export type MonthlyCost = z.infer<typeof monthlyCost>;

/** Time out of service in one calendar month (docs/work-orders.md, Downtime): hours, and how many vehicles had any. */
export const monthlyDowntime = z.object({ month: z.string(), hours: z.number(), vehicles: z.number() });
export type MonthlyDowntime = z.infer<typeof monthlyDowntime>;

const vehicleCost = z.object({
  vehicle_id: z.string(),
  license_plate: z.string(),
  model: z.string(),
  is_active: z.boolean(),
  general: z.number(),
  mandatory: z.number(),
  fuel: z.number(),
  /** Maintenance and fuel together: what the ten costliest are ranked by. */
  total: z.number(),
  ...workOrderSplit,
});
export type VehicleCost = z.infer<typeof vehicleCost>;

/** How many entries of the due list the overview shows; the vehicles list shows them all. */
export const DUE_LIST_LENGTH = 20;
export const COSTLIEST_VEHICLES = 10;
export const COST_MONTHS = 12;

/** How many vehicles out of service the overview names; the vehicles list filters the rest (`inService=false`). */
export const OUT_OF_SERVICE_SHOWN = 10;

/** A vehicle out of service: an open critical issue keeps it off the road (docs/inspections.md). */
const outOfServiceVehicle = z.object({
  vehicle_id: z.string(),
  license_plate: z.string(),
  model: z.string(),
  /** Its open critical issues. */
  critical_issues: z.number(),
});
export type OutOfServiceVehicle = z.infer<typeof outOfServiceVehicle>;

/**
 * Issues and inspections at a glance (docs/inspections.md, Reminders and the overview): open issues by
 * priority, the vehicles out of service (how many, and the first of them by plate), and how many
 * inspections were owed and not made on the last 7 days before today.
 */
const yard = z.object({
  open_issues: z.object({ low: z.number(), medium: z.number(), high: z.number(), critical: z.number() }),
  out_of_service: z.object({ total: z.number(), vehicles: z.array(outOfServiceVehicle) }),
  inspections_missed: z.number(),
});
export type Yard = z.infer<typeof yard>;

/**
 * GET /api/overview: the fleet at a glance, in the caller's scope and branch, for active vehicles.
 * Costs cover the last 12 calendar months, this one included, and count archived vehicles' records too.
 */
export const overview = z.object({
  vehicles: z.object({ total: z.number(), ok: z.number(), soon: z.number(), overdue: z.number() }),
  /** Documents that fall due in the scope, vehicles' and employees': how many expire soon and how many have expired. */
  documents: z.object({ soon: z.number(), overdue: z.number() }),
  due: z.object({ entries: z.array(dueEntry), totalCount: z.number() }),
  monthly_costs: z.array(monthlyCost),
  costliest_vehicles: z.array(vehicleCost),
  /** The vehicles' time out of service in the same 12 months, oldest first. */
  downtime: z.array(monthlyDowntime),
  yard,
  /** The caller's company's thresholds; null for a superadmin, whose scope spans companies. */
  thresholds: companySettings.nullable(),
});
export type Overview = z.infer<typeof overview>;
