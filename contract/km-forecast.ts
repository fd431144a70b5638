import { daysBetween, type KmPace } from './due-rules';

/**
 * The km forecast (docs/fleet-health.md, Forecast by km): a vehicle's pace from its own odometer
 * readings, the meter log's (maintenance records, fuel entries, and meter readings not waiting for
 * review, each by the vehicle's km: docs/fleet-health.md, The meter log), and from it the day a
 * service due at a reading is likely to fall due. Nothing is invented without enough readings. The
 * database keeps the same pace per vehicle (refresh_km_forecast, migrations 0014 and 0017) and works
 * out the same day (vehicles.service_km_forecast); tests/api/km-forecast.test.ts holds the two to each other.
 */

/** An odometer reading on a day. */
export interface KmReading {
  day: string;
  km: number;
}

/** A pace needs readings at least this many days apart … */
const FORECAST_MIN_SPAN_DAYS = 14;
/** … among those of the last year before the latest, so that it follows how the vehicle is used now. */
const FORECAST_WINDOW_DAYS = 365;

/**
 * The pace from the first to the latest reading of the window: the latest day's highest reading less
 * the first day's lowest, over the days between. None with fewer than 14 days between them, or when
 * the odometer did not move forward.
 */
export function kmPace(readings: readonly KmReading[]): KmPace | null {
  if (readings.length === 0) return null;
  const lastDay = readings.reduce((latest, reading) => (reading.day > latest ? reading.day : latest), readings[0]!.day);
  const recent = readings.filter((reading) => daysBetween(reading.day, lastDay) <= FORECAST_WINDOW_DAYS);
  const firstDay = recent.reduce((first, reading) => (reading.day < first ? reading.day : first), lastDay);
  const firstKm = Math.min(...recent.filter((reading) => reading.day === firstDay).map((reading) => reading.km));
  const lastKm = Math.max(...recent.filter((reading) => reading.day === lastDay).map((reading) => reading.km));
  const span = daysBetween(firstDay, lastDay);
  if (span < FORECAST_MIN_SPAN_DAYS || lastKm <= firstKm) return null;
  return { km_per_day: (lastKm - firstKm) / span, read_on: lastDay, read_km: lastKm };
}
