/**
 * Fleet health (docs/fleet-health.md, The rules): when a vehicle's next legislation control, next mandatory service
 * and first expiring document fall due, and whether each is ok, due soon or overdue. This is the one implementation of the rules:
 * the API computes every vehicle row's dates and statuses with it, and the browser reads them with
 * its helpers. The server's SQL filters and sums (server/health/due-sql.ts) mirror it and are tested
 * against the same table of cases, so the two can never tell a fleet manager different things.
 *
 * Dates are calendar days written yyyy-MM-dd. "Today" is the company's own day, in its time zone
 * (contract/time-zones.ts): the caller works it out and hands it in, so that the rules themselves never
 * read a clock.
 */

export const DUE_STATUSES = ['ok', 'soon', 'overdue'] as const;
export type DueStatus = (typeof DUE_STATUSES)[number];

/** What "due soon" means for a company: within this many days, or this many km. */
export interface DueThresholds {
  due_soon_days: number;
  due_soon_km: number;
}

/** docs/product.md, Fleet health: 30 days and 1,000 km unless the company's admin changes them. */
export const DEFAULT_DUE_THRESHOLDS: DueThresholds = { due_soon_days: 30, due_soon_km: 1_000 };

/** The limits an admin may set, so that "due soon" stays a warning and not the whole fleet. */
export const MAX_DUE_SOON_DAYS = 365;
export const MAX_DUE_SOON_KM = 100_000;

/** The vehicle fields the rules read. An interval of 0 means that no interval is set. */
export interface DueInput {
  mileage: number;
  last_legislation_control: string;
  legislation_control_interval: number;
  last_service_date: string;
  mandatory_service_interval: number;
  mandatory_service_interval_km: number;
  /** The odometer at the last mandatory service; null when it is not known. */
  last_service_mileage: number | null;
  /** The vehicle's pace from its readings (contract/km-forecast.ts); none without enough of them. */
  km_pace?: KmPace | null;
  /** The earliest expiry of the vehicle's current documents (contract/document-expiry.ts); none without one. */
  documents_expire_on?: string | null;
}

/** km a day, and the reading it counts on from (contract/km-forecast.ts works it out). */
export interface KmPace {
  km_per_day: number;
  read_on: string;
  read_km: number;
}

export interface VehicleHealth {
  next_legislation_control: string | null;
  next_service_date: string | null;
  next_service_km: number | null;
  /** The day the service by km is likely due at the vehicle's pace; null without a pace or a km interval. */
  next_service_forecast: string | null;
  /** When the first of the vehicle's documents expires (contract/document-expiry.ts); null when none does. */
  documents_expire_on: string | null;
  legislation_status: DueStatus;
  service_status: DueStatus;
  documents_status: DueStatus;
}

type Statuses = 'legislation_status' | 'service_status' | 'documents_status';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDay(day: string): { year: number; month: number; date: number } {
  const match = ISO_DAY.exec(day);
  if (!match) throw new Error(`Not a calendar day (yyyy-MM-dd): ${day}`);
  return { year: Number(match[1]), month: Number(match[2]), date: Number(match[3]) };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * `months` calendar months after `day`; a day that the target month lacks becomes its last day
 * (31 January + 1 month = 28 or 29 February; 29 February + 12 months = 28 February). PostgreSQL's
 * `date + interval 'n months'` counts the same way.
 */
export function addMonths(day: string, months: number): string {
  const { year, month, date } = parseDay(day);
  const monthIndex = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  return `${pad(targetYear, 4)}-${pad(targetMonth)}-${pad(Math.min(date, daysInMonth(targetYear, targetMonth)))}`;
}

export function addDays(day: string, days: number): string {
  const { year, month, date } = parseDay(day);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`: positive when `to` is later. */
export function daysBetween(from: string, to: string): number {
  const a = parseDay(from);
  const b = parseDay(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.date) - Date.UTC(a.year, a.month - 1, a.date)) / 86_400_000);
}

function nextLegislationControl(vehicle: DueInput): string | null {
  if (vehicle.legislation_control_interval <= 0) return null;
  return addMonths(vehicle.last_legislation_control, vehicle.legislation_control_interval);
}

/** The next mandatory service by date and by odometer; it is due at whichever comes first. */
function nextService(vehicle: DueInput): { date: string | null; km: number | null } {
  const date = vehicle.mandatory_service_interval > 0 ? addMonths(vehicle.last_service_date, vehicle.mandatory_service_interval) : null;
  const km =
    vehicle.mandatory_service_interval_km > 0 && vehicle.last_service_mileage !== null
      ? vehicle.last_service_mileage + vehicle.mandatory_service_interval_km
      : null;
  return { date, km };
}

/** Due on a day: overdue the day after it, due soon from `due_soon_days` before it (the day itself included). */
export function dateStatus(due: string | null, today: string, thresholds: DueThresholds): DueStatus {
  if (due === null) return 'ok';
  if (due < today) return 'overdue';
  if (due <= addDays(today, thresholds.due_soon_days)) return 'soon';
  return 'ok';
}

/** Due at an odometer reading: overdue past it, due soon from `due_soon_km` before it (the reading itself included). */
export function kmStatus(dueKm: number | null, mileage: number, thresholds: DueThresholds): DueStatus {
  if (dueKm === null) return 'ok';
  if (mileage > dueKm) return 'overdue';
  if (mileage >= dueKm - thresholds.due_soon_km) return 'soon';
  return 'ok';
}

/** The day the odometer is likely to reach `dueKm` at the pace; the reading's own day if it has already. */
export function forecastDay(dueKm: number | null, pace: KmPace | null): string | null {
  if (dueKm === null || pace === null) return null;
  return addDays(pace.read_on, Math.max(0, Math.ceil((dueKm - pace.read_km) / pace.km_per_day)));
}

/**
 * A km-based service's forecast day (contract/km-forecast.ts) within the company's "due soon" days
 * makes it due soon. Never overdue: only a date that has passed, or a reading that has, does that.
 */
function forecastStatus(forecast: string | null, today: string, thresholds: DueThresholds): DueStatus {
  return forecast !== null && forecast <= addDays(today, thresholds.due_soon_days) ? 'soon' : 'ok';
}

/** The more urgent of the statuses: overdue over due soon over ok. */
export function worstStatus(...statuses: DueStatus[]): DueStatus {
  return statuses.reduce<DueStatus>((worst, status) => (DUE_STATUSES.indexOf(status) > DUE_STATUSES.indexOf(worst) ? status : worst), 'ok');
}

export function vehicleHealth(vehicle: DueInput, thresholds: DueThresholds, today: string): VehicleHealth {
  const service = nextService(vehicle);
  return healthOfDueDates(
    {
      next_legislation_control: nextLegislationControl(vehicle),
      next_service_date: service.date,
      next_service_km: service.km,
      next_service_forecast: forecastDay(service.km, vehicle.km_pace ?? null),
      documents_expire_on: vehicle.documents_expire_on ?? null,
    },
    vehicle.mileage,
    thresholds,
    today,
  );
}

/**
 * The statuses of due dates already known: the server's lists read the dates the database stores by the
 * same rules, the km forecast's day among them (null without one).
 */
export function healthOfDueDates<Due extends Omit<VehicleHealth, Statuses>>(
  due: Due,
  mileage: number,
  thresholds: DueThresholds,
  today: string,
): Due & Pick<VehicleHealth, Statuses> {
  return {
    ...due,
    legislation_status: dateStatus(due.next_legislation_control, today, thresholds),
    service_status: worstStatus(
      dateStatus(due.next_service_date, today, thresholds),
      kmStatus(due.next_service_km, mileage, thresholds),
      forecastStatus(due.next_service_forecast, today, thresholds),
    ),
    documents_status: dateStatus(due.documents_expire_on, today, thresholds),
  };
}
