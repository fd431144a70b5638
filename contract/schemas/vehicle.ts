import { z } from 'zod';
import { VEHICLE_TYPES } from '../roles';
import { messages } from '../messages';
import { branchIds, id, intervalKm, intervalMonths, mileage, optionalText, requiredDate, requiredText } from './fields';
import { branchRef, listQuery, timestamps } from './common';

const vehicleType = z.preprocess(
  (value) => {
    const text = typeof value === 'string' ? value.trim().toLowerCase() : value;
    return text === null || text === '' ? undefined : text;
  },
  z.enum(VEHICLE_TYPES, { error: (issue) => (issue.input === undefined ? messages.required : messages.vehicleType) }),
);

/** Spec §5: every field but notes is required, and on add at least one branch. */
export const vehicleInput = z.object({
  license_plate: requiredText(20).transform((plate) => plate.toUpperCase()),
  model: requiredText(120),
  mileage: mileage(),
  type: vehicleType,
  last_legislation_control: requiredDate(),
  legislation_control_interval: intervalMonths(),
  last_service_date: requiredDate(),
  mandatory_service_interval: intervalMonths(),
  mandatory_service_interval_km: intervalKm(),
  notes: optionalText(2000),
  branches: branchIds(true),
  company_id: z.union([id(), z.literal(''), z.null()]).optional().transform((value) => value || undefined),
});
export type VehicleInput = z.input<typeof vehicleInput>;

export const vehicle = z.object({
  id: z.string(),
  license_plate: z.string(),
  model: z.string(),
  mileage: z.number(),
  type: z.enum(VEHICLE_TYPES),
  last_legislation_control: z.string(),
  legislation_control_interval: z.number(),
  last_service_date: z.string(),
  mandatory_service_interval: z.number(),
  mandatory_service_interval_km: z.number(),
  notes: z.string().nullable(),
  is_active: z.boolean(),
  company_id: z.string(),
  created_by: z.string().nullable(),
  created_by_username: z.string().nullable(),
  branches: z.array(branchRef),
  ...timestamps,
});
export type Vehicle = z.infer<typeof vehicle>;

const booleanFlag = z
  .enum(['true', 'false'], { error: 'isActive must be true or false' })
  .transform((value) => value === 'true');

export const vehicleListQuery = listQuery([
  'license_plate', 'model', 'mileage', 'type', 'last_legislation_control', 'legislation_control_interval',
  'last_service_date', 'mandatory_service_interval', 'mandatory_service_interval_km', 'createdAt', 'updatedAt',
] as const).extend({
  isActive: booleanFlag.default(true),
  type: z.enum(VEHICLE_TYPES, { error: messages.vehicleType }).optional(),
  id: id().optional(),
});
