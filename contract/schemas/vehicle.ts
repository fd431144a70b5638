import { z } from 'zod';
import { monthlyDowntime } from './overview';
import { VEHICLE_TYPES } from '../vehicle-types';
import { messages } from '../messages';
import { DUE_STATUSES } from '../due-rules';
import {
  branchIds,
  id,
  intervalKm,
  intervalMonths,
  mileage,
  newRecordCompany,
  optionalMileage,
  optionalText,
  requiredDate,
  requiredText,
} from './fields';
import { branchRef, exportLanguage, listQuery, timestamps, versioned, versionField } from './common';

const dueStatus = z.enum(DUE_STATUSES);

/** A license plate as it is stored and compared: upper case, without spaces around. */
export const normalPlate = (plate: string) => plate.trim().toUpperCase();

const vehicleType = z.preprocess(
  (value) => {
    const text = typeof value === 'string' ? value.trim().toLowerCase() : value;
    return text === null || text === '' ? undefined : text;
  },
  z.enum(VEHICLE_TYPES, { error: (issue) => (issue.input === undefined ? messages.required : messages.vehicleType) }),
);

/**
 * docs/screens.md, Validation: every field but notes is required, and on add at least one branch. Fleet health
 * (docs/fleet-health.md, The rules)
 * health adds the odometer at the last service (optional: it may not be known); an update that does
 * not send it keeps the stored one.
 */
export const vehicleInput = z
  .object({
    license_plate: requiredText(20).transform(normalPlate),
    model: requiredText(120),
    mileage: mileage(),
    type: vehicleType,
    last_legislation_control: requiredDate(),
    legislation_control_interval: intervalMonths(),
    last_service_date: requiredDate(),
    last_service_mileage: optionalMileage(),
    mandatory_service_interval: intervalMonths(),
    mandatory_service_interval_km: intervalKm(),
    notes: optionalText(2000),
    branches: branchIds(true),
    company_id: newRecordCompany(),
  })
  .refine(
    (vehicle) =>
      typeof vehicle.last_service_mileage !== 'number' ||
      typeof vehicle.mileage !== 'number' ||
      vehicle.last_service_mileage <= vehicle.mileage,
    { message: messages.serviceMileageAboveMileage, path: ['last_service_mileage'] },
  );
export const vehicleUpdateBody = versioned(vehicleInput);

export const vehicle = z.object({
  id: z.string(),
  license_plate: z.string(),
  model: z.string(),
  mileage: z.number(),
  type: z.enum(VEHICLE_TYPES),
  last_legislation_control: z.string(),
  legislation_control_interval: z.number(),
  last_service_date: z.string(),
  last_service_mileage: z.number().nullable(),
  mandatory_service_interval: z.number(),
  mandatory_service_interval_km: z.number(),
  notes: z.string().nullable(),
  is_active: z.boolean(),
  /** What its QR label carries: `<PUBLIC_URL>/v/<code>` opens its quick actions (docs/yard.md). */
  code: z.string(),
  // Fleet health (contract/due-rules.ts), computed with the company's thresholds on every read.
  next_legislation_control: z.string().nullable(),
  next_service_date: z.string().nullable(),
  next_service_km: z.number().nullable(),
  /** The km forecast (contract/km-forecast.ts): the day the service by km is likely due, and the pace it counts with; null without enough readings. */
  next_service_forecast: z.string().nullable(),
  km_per_day: z.number().nullable(),
  /** When the first of its documents expires (contract/document-expiry.ts): null when none does. */
  documents_expire_on: z.string().nullable(),
  legislation_status: dueStatus,
  service_status: dueStatus,
  documents_status: dueStatus,
  /** The zone its company counts days in (contract/time-zones.ts): "in n days" counts from the company's today. */
  time_zone: z.string(),
  /**
   * Fuel and costs (contract/fuel-economy.ts, docs/fuel.md): litres and kWh per 100 km, each null
   * without full fills at two readings; and every fuel and maintenance cost over the km between the
   * lowest and the highest reading of its entries and records, null without km driven.
   */
  consumption: z.object({ l: z.number().nullable(), kWh: z.number().nullable() }),
  cost_per_km: z.number().nullable(),
  /** Issues (docs/inspections.md): its open ones (open or in progress), and false while one of them is critical: out of service. */
  open_issues: z.number().int(),
  in_service: z.boolean(),
  company_id: z.string(),
  created_by: z.string().nullable(),
  created_by_username: z.string().nullable(),
  branches: z.array(branchRef),
  ...versionField,
  ...timestamps,
});
export type Vehicle = z.infer<typeof vehicle>;

const booleanFlag = z.enum(['true', 'false'], { error: 'isActive must be true or false' }).transform((value) => value === 'true');

/**
 * `sort=next_due` puts the most urgent first: overdue before due soon before ok, and within each the
 * earliest next date. The two status columns sort the same way by their own item.
 */
export const vehicleListQuery = listQuery([
  'license_plate',
  'model',
  'mileage',
  'type',
  'last_legislation_control',
  'legislation_control_interval',
  'last_service_date',
  'last_service_mileage',
  'mandatory_service_interval',
  'mandatory_service_interval_km',
  'createdAt',
  'updatedAt',
  'next_due',
  'next_legislation_control',
  'next_service_date',
  'next_service_km',
  'legislation_status',
  'service_status',
] as const).extend({
  isActive: booleanFlag.default(true),
  /** The vehicle's most urgent status: `overdue` when anything is, `soon` when something is due soon and nothing overdue. */
  due: z.enum(DUE_STATUSES, { error: messages.dueStatus }).optional(),
  type: z.enum(VEHICLE_TYPES, { error: messages.vehicleType }).optional(),
  /** `false`: the vehicles out of service (an open critical issue, docs/inspections.md); `true`: the others. */
  inService: z
    .enum(['true', 'false'], { error: 'inService must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  id: id().optional(),
});

/** The whole filtered list as CSV (GET /api/vehicles/export.csv). */
export const vehicleExportQuery = vehicleListQuery.omit({ page: true, limit: true }).extend({ lang: exportLanguage });

/**
 * A vehicle's time out of service (GET /api/vehicles/:id/downtime; docs/work-orders.md, Downtime): each
 * period from the critical issue that took it out to its being resolved (the latest first, `ended_at`
 * null while it lasts), and the hours of each of the last 12 months, oldest first.
 */
export const vehicleDowntime = z.object({
  out_of_service_since: z.string().nullable(),
  hours_12_months: z.number(),
  periods: z.array(z.object({ started_at: z.string(), ended_at: z.string().nullable(), hours: z.number() })),
  months: z.array(monthlyDowntime),
});
export type VehicleDowntime = z.infer<typeof vehicleDowntime>;
