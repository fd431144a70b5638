import { z } from 'zod';
import { MANDATORY_SERVICE_TYPES } from '../mandatory-service-types';
import { messages } from '../messages';
import { cost, mileage, optionalText, requiredDate, requiredText } from './fields';
import { exportLanguage, listQuery, readingFlag, vehicleDayFilters, vehicleRecordFields, versioned } from './common';

const vehicleId = () =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.uuid({
      error: (issue) => (issue.input === undefined ? messages.required : messages.validId),
    }),
  );

/** The date each kind of maintenance record carries: a general one's service date, a mandatory one's finishing day. */
export type MaintenanceDateField = 'service_date' | 'finished_on';

/** docs/screens.md, Validation: service type, date, cost, mileage and vehicle are required; notes are optional. */
export const generalMaintenanceInput = z.object({
  service_type: requiredText(120),
  service_date: requiredDate(),
  cost: cost(),
  mileage: mileage(),
  notes: optionalText(2000),
  vehicle_id: vehicleId(),
});

export const mandatoryMaintenanceInput = z.object({
  service_type: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(MANDATORY_SERVICE_TYPES, {
      error: (issue) => (issue.input === undefined ? messages.required : messages.mandatoryServiceType),
    }),
  ),
  finished_on: requiredDate(),
  cost: cost(),
  mileage: mileage(),
  notes: optionalText(2000),
  vehicle_id: vehicleId(),
});

/**
 * An edit is the whole record, with the version it was read at, and optionally `flagged`: whether its
 * reading waits for review (docs/fleet-health.md, The meter log). Left out, the flag stays (and a
 * changed reading that is implausible raises it); `false` clears it, for those who review readings.
 */
export const generalMaintenanceUpdateBody = versioned(generalMaintenanceInput).extend({ flagged: readingFlag });
export const mandatoryMaintenanceUpdateBody = versioned(mandatoryMaintenanceInput).extend({ flagged: readingFlag });

const recordCommon = {
  id: z.string(),
  cost: z.number(),
  mileage: z.number(),
  /** The reading implies an impossible pace: it waits for review and moves nothing (docs/fleet-health.md, The meter log). */
  flagged: z.boolean(),
  /** The work order whose completion wrote it (docs/work-orders.md); null for a record entered by hand. */
  work_order_id: z.string().nullable(),
  ...vehicleRecordFields,
};

export const generalMaintenance = z.object({ ...recordCommon, service_type: z.string(), service_date: z.string() });
export type GeneralMaintenance = z.infer<typeof generalMaintenance>;

export const mandatoryMaintenance = z.object({
  ...recordCommon,
  service_type: z.enum(MANDATORY_SERVICE_TYPES),
  finished_on: z.string(),
});
export type MandatoryMaintenance = z.infer<typeof mandatoryMaintenance>;

export const generalMaintenanceListQuery = listQuery([
  'service_type',
  'service_date',
  'cost',
  'mileage',
  'vehicle_license_plate',
  'createdAt',
  'updatedAt',
] as const).extend({ ...vehicleDayFilters, service_type: z.string().trim().max(120).optional() });

export const mandatoryMaintenanceListQuery = listQuery([
  'service_type',
  'finished_on',
  'cost',
  'mileage',
  'vehicle_license_plate',
  'createdAt',
  'updatedAt',
] as const).extend({
  ...vehicleDayFilters,
  service_type: z.enum(MANDATORY_SERVICE_TYPES, { error: messages.mandatoryServiceType }).optional(),
});

/** The whole filtered lists as CSV (GET /api/<resource>/export.csv). */
export const generalMaintenanceExportQuery = generalMaintenanceListQuery.omit({ page: true, limit: true }).extend({ lang: exportLanguage });
export const mandatoryMaintenanceExportQuery = mandatoryMaintenanceListQuery
  .omit({ page: true, limit: true })
  .extend({ lang: exportLanguage });
