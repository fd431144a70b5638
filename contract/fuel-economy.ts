import { ENERGY_UNITS, type EnergyUnit } from './fuel';

/*
 * What a vehicle's fuel entries and records say about it (docs/fuel.md): its consumption, in litres
 * or kWh per 100 km, and what it costs per km. The rules live here once. The vehicles list does not
 * load every entry of a page's vehicles: PostgreSQL folds them into the spans below (server/routes/fuel-entries/
 * vehicle-economy.ts), and these functions turn the spans into figures; tests/api/fuel-economy.test.ts
 * runs the cases of tests/contract/fuel-economy-cases.ts through the database and the vehicles list.
 */

/** A filling or a charge, as far as consumption goes. */
interface Fill {
  /** The vehicle's mileage at the filling. */
  odometer: number;
  /** Litres or kWh, as `unit` says; at most 2 decimals. */
  quantity: number;
  unit: EnergyUnit;
  /** A full tank (or a full charge); otherwise a partial one. */
  full: boolean;
}

/** What consumption is counted from, per unit: what went into the tank between two full fills, and the km between them. */
export interface FillSpan {
  quantity: number;
  km: number;
}

/**
 * The span of one unit's fills, in the order of their readings: from the first full fill to the last
 * one. Its quantity is that of every fill after the first full one, up to and including the last full
 * one (what the vehicle burnt over those km: each full fill puts back what was used since the one
 * before); its km are those between the two full fills' readings. Partial fills before the first full
 * one and after the last one do not count: nobody knows what was in the tank then.
 *
 * Fills at the same reading are one filling, whatever their days and order: two receipts for one
 * tank, or a top-up of a full one. Its quantity is theirs together, and it is full if one of them is.
 * So the odometer alone orders the fills, and the day plays no part. None without full fills at two
 * readings.
 */
export function fillSpan(fills: readonly Fill[], unit: EnergyUnit): FillSpan | null {
  const own = fills.filter((fill) => fill.unit === unit);
  const fullReadings = own.filter((fill) => fill.full).map((fill) => fill.odometer);
  if (fullReadings.length === 0) return null;
  const first = Math.min(...fullReadings);
  const last = Math.max(...fullReadings);
  if (last === first) return null;
  // In hundredths, so that the sum is exact, as PostgreSQL's numeric one is.
  const hundredths = own
    .filter((fill) => fill.odometer > first && fill.odometer <= last)
    .reduce((sum, fill) => sum + Math.round(fill.quantity * 100), 0);
  return { quantity: hundredths / 100, km: last - first };
}

/** l/100 km or kWh/100 km, to 2 decimals; none without a span. */
export function per100Km(span: FillSpan | null): number | null {
  if (!span || span.km <= 0) return null;
  return roundTo((span.quantity / span.km) * 100, 2);
}

/** Consumption per unit: a plug-in hybrid has both, each between its own full fills. */
export type Consumption = Record<EnergyUnit, number | null>;

export function consumptionFrom(spans: Partial<Record<EnergyUnit, FillSpan | null>>): Consumption {
  return Object.fromEntries(ENERGY_UNITS.map((unit) => [unit, per100Km(spans[unit] ?? null)])) as Consumption;
}

export function consumptionOf(fills: readonly Fill[]): Consumption {
  return consumptionFrom(Object.fromEntries(ENERGY_UNITS.map((unit) => [unit, fillSpan(fills, unit)])));
}

/** Something that cost money at an odometer reading: a fuel entry or a maintenance record. */
interface CostedReading {
  cost: number;
  odometer: number;
}

/** What cost per km is counted from: everything a vehicle's entries and records cost, and the lowest and highest reading among them. */
interface CostSpan {
  cost: number;
  lowest_km: number | null;
  highest_km: number | null;
}

/**
 * Every fuel entry and maintenance record of the vehicle, whenever it was: their costs summed, and
 * the km from the lowest reading among them to the highest. Every one of them lies between those
 * two readings, so the window is "all of them", and nothing is cut at a date.
 */
function costSpanOf(readings: readonly CostedReading[]): CostSpan {
  if (readings.length === 0) return { cost: 0, lowest_km: null, highest_km: null };
  const cents = readings.reduce((sum, reading) => sum + Math.round(reading.cost * 100), 0);
  const kms = readings.map((reading) => reading.odometer);
  return { cost: cents / 100, lowest_km: Math.min(...kms), highest_km: Math.max(...kms) };
}

/** Cost over the km driven, to 3 decimals (€0.184 a km); none without km driven. */
export function costPerKm({ cost, lowest_km, highest_km }: CostSpan): number | null {
  if (lowest_km === null || highest_km === null || highest_km <= lowest_km) return null;
  return roundTo(cost / (highest_km - lowest_km), 3);
}

export const costPerKmOf = (readings: readonly CostedReading[]) => costPerKm(costSpanOf(readings));

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
