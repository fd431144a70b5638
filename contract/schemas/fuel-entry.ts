import { z } from 'zod';
import { ENERGY_UNITS } from '../fuel';
import { messages } from '../messages';
import { cost, mileage, optionalNumber, optionalText, requiredDate, requiredNumber, type NumberRule } from './fields';
import { exportLanguage, listQuery, readingFlag, vehicleDayFilters, vehicleRecordFields, versioned } from './common';

/** More than any tank or battery takes at once (a coach's tank holds about 1,000 l). */
const MAX_QUANTITY = 100_000;
const twoDecimals = { integer: false, decimals: 2, decimalsMessage: messages.decimalsAtMost(2), max: MAX_QUANTITY } as const;
const QUANTITY: NumberRule = { ...twoDecimals, min: 0.01, minMessage: messages.fuelQuantityMin };
const ADBLUE: NumberRule = { ...twoDecimals, min: 0, minMessage: messages.intervalMin };

const energyUnit = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.enum(ENERGY_UNITS, { error: (issue) => (issue.input === undefined ? messages.required : messages.energyUnit) }),
);

const vehicleId = () =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.uuid({ error: (issue) => (issue.input === undefined ? messages.required : messages.validId) }),
  );

/**
 * A filling or a charge (docs/fuel.md): the day, what went in (litres or kWh, and AdBlue beside it),
 * what it cost, the odometer, and whether it filled the tank (the default) or not, on an active
 * vehicle the caller sees. Station and notes are optional.
 */
export const fuelEntryInput = z.object({
  filled_on: requiredDate(),
  quantity: requiredNumber(QUANTITY),
  unit: energyUnit,
  adblue_litres: optionalNumber(ADBLUE),
  cost: cost(),
  odometer: mileage(),
  full: z.boolean({ error: messages.trueOrFalse }).default(true),
  station: optionalText(120),
  notes: optionalText(2000),
  vehicle_id: vehicleId(),
});
export type FuelEntryInput = z.output<typeof fuelEntryInput>;

/** An edit: the whole entry with its version, and optionally `flagged`, as a maintenance record's edit (maintenance.ts). */
export const fuelEntryUpdateBody = versioned(fuelEntryInput).extend({ flagged: readingFlag });

export const fuelEntry = z.object({
  id: z.string(),
  filled_on: z.string(),
  quantity: z.number(),
  unit: z.enum(ENERGY_UNITS),
  adblue_litres: z.number().nullable(),
  cost: z.number(),
  odometer: z.number(),
  /** The odometer implies an impossible pace: it waits for review and moves nothing (docs/fleet-health.md, The meter log). */
  flagged: z.boolean(),
  full: z.boolean(),
  station: z.string().nullable(),
  ...vehicleRecordFields,
});
export type FuelEntry = z.infer<typeof fuelEntry>;

/** `q` looks in the station, the notes and the vehicle's plate. */
export const fuelEntryListQuery = listQuery([
  'filled_on',
  'quantity',
  'cost',
  'odometer',
  'vehicle_license_plate',
  'createdAt',
  'updatedAt',
] as const).extend({
  ...vehicleDayFilters,
  unit: z.enum(ENERGY_UNITS, { error: messages.energyUnit }).optional(),
});

/** The whole filtered list as CSV (GET /api/fuel-entries/export.csv). */
export const fuelEntryExportQuery = fuelEntryListQuery.omit({ page: true, limit: true }).extend({ lang: exportLanguage });
