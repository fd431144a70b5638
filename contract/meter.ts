/**
 * The meter log (docs/fleet-health.md, The meter log): where a vehicle's odometer readings come from.
 * Maintenance records and fuel entries carry one each; `manual` and `import` are readings of their own.
 */
export const METER_SOURCES = ['manual', 'import', 'general-maintenance', 'mandatory-maintenance', 'fuel'] as const;
export type MeterSource = (typeof METER_SOURCES)[number];

/** A reading implying more than this many km a day since the one before is flagged for review. */
export const MAX_PLAUSIBLE_KM_PER_DAY = 2_000;
