/**
 * The meter log (docs/fleet-health.md, The meter log): where a vehicle's odometer readings come from.
 * Maintenance records and fuel entries carry one each; `manual` and `import` are readings of their own.
 */
export const METER_SOURCES = ['manual', 'import', 'general-maintenance', 'mandatory-maintenance', 'fuel'] as const;
export type MeterSource = (typeof METER_SOURCES)[number];

/** A reading implying more than this many km a day since the one before is flagged for review. */
export const MAX_PLAUSIBLE_KM_PER_DAY = 2_000;

/**
 * A reading is dated at most this many years before the earliest of its vehicle's readings and the day
 * the vehicle was added to Fleet: room for a history typed in afterwards, none for a typo of the year.
 */
export const READING_YEARS_BEFORE_FIRST = 30;
