import { z } from 'zod';
import { METER_SOURCES } from '../meter';
import { messages } from '../messages';
import { dateFilter, id, mileage, optionalText, requiredDate, version } from './fields';
import { listQuery, readingFlag, timestamps, versionField } from './common';

/**
 * The meter log (docs/fleet-health.md, The meter log). GET /api/meter-readings lists every odometer
 * reading of the vehicles the caller sees, from every source; readings typed in or imported are
 * records of their own (the rest of the routes), the others are changed through their own records.
 */

/** The sources that are readings of their own; the others are records of another kind. */
const OWN_METER_SOURCES = ['manual', 'import'] as const;

const MAX_ENGINE_HOURS = 1_000_000;

/** Optional engine hours, to a tenth: blank or null is none; not sent at all (an update) keeps them. */
const engineHours = () =>
  z
    .unknown()
    .transform((value, context): number | null | undefined => {
      if (value === undefined) return undefined;
      if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
      const hours = typeof value === 'string' ? Number(value.trim()) : value;
      const problem =
        typeof hours !== 'number' || !Number.isFinite(hours)
          ? messages.validNumber
          : hours < 0
            ? messages.intervalMin
            : hours > MAX_ENGINE_HOURS
              ? messages.tooLarge(MAX_ENGINE_HOURS)
              : Math.abs(Math.round(hours * 10) - hours * 10) > 1e-6
                ? messages.decimalsAtMost(1)
                : undefined;
      if (problem) {
        context.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return hours as number;
    })
    .optional()
    .meta({ type: 'number', minimum: 0, maximum: MAX_ENGINE_HOURS, nullable: true });

const vehicleId = () =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.uuid({ error: (issue) => (issue.input === undefined ? messages.required : messages.validId) }),
  );

const trueOrFalse = z.boolean({ error: messages.trueOrFalse });

/**
 * A reading as the odometer shows it (`km`), on a day. `replacement: true` says a new odometer was
 * fitted, showing `km`: the vehicle's km go on from its mileage. `source` is `manual` unless the
 * reading comes from another system (`import`).
 */
export const meterReadingInput = z.object({
  vehicle_id: vehicleId(),
  read_on: requiredDate(),
  km: mileage(),
  engine_hours: engineHours(),
  replacement: trueOrFalse.default(false),
  source: z.enum(OWN_METER_SOURCES, { error: 'source must be manual or import' }).default('manual'),
  notes: optionalText(2000),
});
export type MeterReadingInput = z.output<typeof meterReadingInput>;

/**
 * An edit: the reading (as the odometer shows it), its engine hours (left out: kept), notes, and the
 * flag (left out: kept; `false` clears it, for admins and moderators). The day, the vehicle and
 * whether it is a replacement stay: a reading on the wrong day is deleted and recorded again.
 */
export const meterReadingUpdateBody = z.object({
  km: mileage(),
  engine_hours: engineHours(),
  notes: optionalText(2000),
  flagged: readingFlag,
  version: version(),
});
export type MeterReadingUpdate = z.output<typeof meterReadingUpdateBody>;

/** A row of the meter log: one reading, from whichever source. */
export const meterLogEntry = z.object({
  /** The reading's id, or for a reading of another source the id of its record. */
  id: z.string(),
  vehicle_id: z.string(),
  vehicle_license_plate: z.string(),
  company_id: z.string(),
  read_on: z.string(),
  /** What the odometer showed: for other sources, the total less the offset on that day. */
  km: z.number().int(),
  /** The vehicle's km. */
  total_km: z.number().int(),
  engine_hours: z.number().nullable(),
  source: z.enum(METER_SOURCES),
  replacement: z.boolean(),
  flagged: z.boolean(),
  notes: z.string().nullable(),
  /** The maintenance record or fuel entry that holds the reading; null for a reading of its own. */
  record_id: z.string().nullable(),
});
export type MeterLogEntry = z.infer<typeof meterLogEntry>;

/** A reading of its own (manual or imported), as GET /api/meter-readings/:id answers it. */
export const meterReading = meterLogEntry.omit({ source: true, record_id: true }).extend({
  source: z.enum(OWN_METER_SOURCES),
  created_by: z.string().nullable(),
  created_by_username: z.string().nullable(),
  ...versionField,
  ...timestamps,
});
export type MeterReading = z.infer<typeof meterReading>;

export const meterLogQuery = listQuery(['read_on', 'total_km'] as const).extend({
  vehicleId: id().optional(),
  source: z.enum(METER_SOURCES, { error: `source must be one of ${METER_SOURCES.join(', ')}` }).optional(),
  /** `true`: the readings waiting for review. */
  flagged: z
    .enum(['true', 'false'], { error: 'flagged must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  dateFrom: dateFilter.optional(),
  dateTo: dateFilter.optional(),
});
export type MeterLogQuery = z.output<typeof meterLogQuery>;
