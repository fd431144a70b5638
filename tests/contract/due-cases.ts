import { DEFAULT_DUE_THRESHOLDS, type DueInput, type DueThresholds, type VehicleHealth } from '../../contract/due-rules';

/**
 * The due rules as a table: each case is a vehicle, a company's thresholds and a day, and what the
 * rules must say. tests/contract/due-rules.test.ts runs it through contract/due-rules.ts, and
 * tests/api/due-sql.test.ts through the SQL the server filters and counts with: both must agree.
 */
interface DueCase {
  name: string;
  vehicle: Partial<DueInput>;
  thresholds?: DueThresholds;
  today: string;
  expected: Partial<VehicleHealth>;
}

/** In order, nothing due for a long time: intervals of 12 months and 15,000 km. */
const BASE_VEHICLE: DueInput = {
  mileage: 50_000,
  last_legislation_control: '2026-01-15',
  legislation_control_interval: 12,
  last_service_date: '2026-03-01',
  mandatory_service_interval: 12,
  mandatory_service_interval_km: 15_000,
  last_service_mileage: 45_000,
};

export const DUE_CASES: DueCase[] = [
  // Calendar months
  {
    name: 'twelve months after 15 January is 15 January',
    vehicle: {},
    today: '2026-06-01',
    expected: {
      next_legislation_control: '2027-01-15',
      next_service_date: '2027-03-01',
      next_service_km: 60_000,
      legislation_status: 'ok',
      service_status: 'ok',
    },
  },
  {
    name: 'a month after 31 January is the last day of February',
    vehicle: { last_legislation_control: '2026-01-31', legislation_control_interval: 1 },
    today: '2026-01-31',
    expected: { next_legislation_control: '2026-02-28' },
  },
  {
    name: 'a month after 31 January in a leap year is 29 February',
    vehicle: { last_legislation_control: '2024-01-31', legislation_control_interval: 1 },
    today: '2024-01-31',
    expected: { next_legislation_control: '2024-02-29' },
  },
  {
    name: 'twelve months after a leap day is 28 February',
    vehicle: { last_legislation_control: '2024-02-29' },
    today: '2024-03-01',
    expected: { next_legislation_control: '2025-02-28' },
  },
  {
    name: 'four years after a leap day is the next leap day',
    vehicle: { last_legislation_control: '2024-02-29', legislation_control_interval: 48 },
    today: '2024-03-01',
    expected: { next_legislation_control: '2028-02-29' },
  },
  {
    name: 'twelve months after 28 February stays 28 February in a leap year',
    vehicle: { last_legislation_control: '2023-02-28' },
    today: '2023-03-01',
    expected: { next_legislation_control: '2024-02-28' },
  },
  {
    name: 'a month after 30 April is 30 May, not the end of May',
    vehicle: { last_service_date: '2026-04-30', mandatory_service_interval: 1 },
    today: '2026-04-30',
    expected: { next_service_date: '2026-05-30' },
  },
  {
    name: 'months carry over the year',
    vehicle: { last_service_date: '2026-11-30', mandatory_service_interval: 3 },
    today: '2026-12-01',
    expected: { next_service_date: '2027-02-28' },
  },
  {
    name: 'a long interval of 30 months',
    vehicle: { last_legislation_control: '2025-08-31', legislation_control_interval: 30 },
    today: '2026-01-01',
    expected: { next_legislation_control: '2028-02-29' },
  },

  // Dates and the due-soon window
  {
    name: 'due today is due soon, not overdue',
    vehicle: { last_legislation_control: '2025-06-10' },
    today: '2026-06-10',
    expected: { next_legislation_control: '2026-06-10', legislation_status: 'soon' },
  },
  {
    name: 'due yesterday is overdue',
    vehicle: { last_legislation_control: '2025-06-10' },
    today: '2026-06-11',
    expected: { legislation_status: 'overdue' },
  },
  {
    name: 'due in exactly 30 days is due soon',
    vehicle: { last_legislation_control: '2025-07-10' },
    today: '2026-06-10',
    expected: { next_legislation_control: '2026-07-10', legislation_status: 'soon' },
  },
  {
    name: 'due in 31 days is ok',
    vehicle: { last_legislation_control: '2025-07-11' },
    today: '2026-06-10',
    expected: { legislation_status: 'ok' },
  },
  {
    name: 'the window counts across a month end',
    vehicle: { last_legislation_control: '2026-03-02', legislation_control_interval: 1 },
    today: '2026-03-01',
    expected: { next_legislation_control: '2026-04-02', legislation_status: 'ok' },
  },
  {
    name: 'a company window of 0 days: due soon only on the day itself',
    vehicle: { last_legislation_control: '2025-06-11' },
    thresholds: { due_soon_days: 0, due_soon_km: 0 },
    today: '2026-06-10',
    expected: { legislation_status: 'ok' },
  },
  {
    name: 'a company window of 0 days, on the day',
    vehicle: { last_legislation_control: '2025-06-10' },
    thresholds: { due_soon_days: 0, due_soon_km: 0 },
    today: '2026-06-10',
    expected: { legislation_status: 'soon' },
  },
  {
    name: 'a company window of 60 days',
    vehicle: { last_legislation_control: '2025-08-09' },
    thresholds: { due_soon_days: 60, due_soon_km: 1_000 },
    today: '2026-06-10',
    expected: { next_legislation_control: '2026-08-09', legislation_status: 'soon' },
  },

  // Service: whichever comes first, date or km
  {
    name: 'km first: the odometer has passed the service mark while the date is far',
    vehicle: { mileage: 60_001 },
    today: '2026-06-01',
    expected: { next_service_date: '2027-03-01', next_service_km: 60_000, service_status: 'overdue' },
  },
  {
    name: 'km first: exactly at the mark is due soon, not overdue',
    vehicle: { mileage: 60_000 },
    today: '2026-06-01',
    expected: { service_status: 'soon' },
  },
  {
    name: 'km first: 1,000 km before the mark is due soon',
    vehicle: { mileage: 59_000 },
    today: '2026-06-01',
    expected: { service_status: 'soon' },
  },
  {
    name: 'km first: 1,001 km before the mark is ok',
    vehicle: { mileage: 58_999 },
    today: '2026-06-01',
    expected: { service_status: 'ok' },
  },
  {
    name: 'km first with a company window of 5,000 km',
    vehicle: { mileage: 55_500 },
    thresholds: { due_soon_days: 30, due_soon_km: 5_000 },
    today: '2026-06-01',
    expected: { service_status: 'soon' },
  },
  {
    name: 'date first: the date has passed while the km are far',
    vehicle: { last_service_date: '2025-05-01', mileage: 46_000 },
    today: '2026-06-01',
    expected: { next_service_date: '2026-05-01', next_service_km: 60_000, service_status: 'overdue' },
  },
  {
    name: 'date first: due soon by date, km fine',
    vehicle: { last_service_date: '2025-06-20', mileage: 46_000 },
    today: '2026-06-01',
    expected: { service_status: 'soon' },
  },
  {
    name: 'the worse of the two counts: date soon, km overdue',
    vehicle: { last_service_date: '2025-06-20', mileage: 70_000 },
    today: '2026-06-01',
    expected: { service_status: 'overdue' },
  },

  // No interval set
  {
    name: 'no legislation interval: nothing is due',
    vehicle: { legislation_control_interval: 0, last_legislation_control: '2000-01-01' },
    today: '2026-06-01',
    expected: { next_legislation_control: null, legislation_status: 'ok' },
  },
  {
    name: 'no service interval in months: only the km count',
    vehicle: { mandatory_service_interval: 0, last_service_date: '2000-01-01', mileage: 61_000 },
    today: '2026-06-01',
    expected: { next_service_date: null, next_service_km: 60_000, service_status: 'overdue' },
  },
  {
    name: 'no service interval in km: only the date counts',
    vehicle: { mandatory_service_interval_km: 0, mileage: 900_000 },
    today: '2026-06-01',
    expected: { next_service_date: '2027-03-01', next_service_km: null, service_status: 'ok' },
  },
  {
    name: 'no service interval at all: nothing is due',
    vehicle: { mandatory_service_interval: 0, mandatory_service_interval_km: 0, last_service_date: '2000-01-01' },
    today: '2026-06-01',
    expected: { next_service_date: null, next_service_km: null, service_status: 'ok' },
  },
  // The km forecast (contract/km-forecast.ts): 100 km a day from 50,000 km on 1 June reaches 60,000 km 100 days later.
  {
    name: 'a forecast day beyond the due-soon days leaves the service ok',
    vehicle: { km_pace: { km_per_day: 100, read_on: '2026-06-01', read_km: 50_000 } },
    today: '2026-06-01',
    expected: { next_service_forecast: '2026-09-09', service_status: 'ok' },
  },
  {
    name: 'a forecast day within the due-soon days makes the service due soon',
    vehicle: { km_pace: { km_per_day: 100, read_on: '2026-06-01', read_km: 50_000 } },
    today: '2026-08-15',
    expected: { next_service_forecast: '2026-09-09', service_status: 'soon' },
  },
  {
    name: 'a forecast day that has passed makes it due soon, never overdue: only a reading does that',
    vehicle: { km_pace: { km_per_day: 100, read_on: '2026-06-01', read_km: 50_000 } },
    today: '2026-10-01',
    expected: { next_service_forecast: '2026-09-09', service_status: 'soon' },
  },
  {
    name: 'a pace of a thousand km a month counts whole days up (299.99… is 300)',
    vehicle: { km_pace: { km_per_day: 1000 / 30, read_on: '2026-06-01', read_km: 50_000 } },
    today: '2026-06-01',
    expected: { next_service_forecast: '2027-03-28', service_status: 'ok' },
  },
  {
    name: 'a reading already past the service km forecasts its own day',
    vehicle: { mileage: 61_000, km_pace: { km_per_day: 50, read_on: '2026-05-20', read_km: 61_000 } },
    today: '2026-06-01',
    expected: { next_service_forecast: '2026-05-20', service_status: 'overdue' },
  },
  {
    name: 'no km interval: no forecast',
    vehicle: { mandatory_service_interval_km: 0, km_pace: { km_per_day: 100, read_on: '2026-06-01', read_km: 50_000 } },
    today: '2026-06-01',
    expected: { next_service_forecast: null, service_status: 'ok' },
  },
  {
    name: 'no pace: no forecast',
    vehicle: {},
    today: '2026-06-01',
    expected: { next_service_forecast: null },
  },
  // Documents (contract/document-expiry.ts): the earliest expiry of the vehicle's current documents.
  {
    name: 'no paper expires: the documents are ok',
    vehicle: {},
    today: '2026-06-01',
    expected: { documents_expire_on: null, documents_status: 'ok' },
  },
  {
    name: 'a paper expiring beyond the due-soon days is ok',
    vehicle: { documents_expire_on: '2026-07-02' },
    today: '2026-06-01',
    expected: { documents_expire_on: '2026-07-02', documents_status: 'ok', legislation_status: 'ok', service_status: 'ok' },
  },
  {
    name: 'a paper expiring on the last due-soon day is due soon',
    vehicle: { documents_expire_on: '2026-07-01' },
    today: '2026-06-01',
    expected: { documents_status: 'soon' },
  },
  {
    name: 'a paper expiring today is still due soon',
    vehicle: { documents_expire_on: '2026-06-01' },
    today: '2026-06-01',
    expected: { documents_status: 'soon' },
  },
  {
    name: 'a paper that expired yesterday is overdue',
    vehicle: { documents_expire_on: '2026-05-31' },
    today: '2026-06-01',
    expected: { documents_status: 'overdue', legislation_status: 'ok', service_status: 'ok' },
  },
  {
    name: 'the company’s days count for papers too',
    vehicle: { documents_expire_on: '2026-08-30' },
    thresholds: { due_soon_days: 90, due_soon_km: 1_000 },
    today: '2026-06-01',
    expected: { documents_status: 'soon' },
  },
  {
    name: 'the odometer at the last service is not known: only the date counts',
    vehicle: { last_service_mileage: null, mileage: 900_000 },
    today: '2026-06-01',
    expected: { next_service_km: null, service_status: 'ok' },
  },
];

export const caseVehicle = (dueCase: DueCase): DueInput => ({ ...BASE_VEHICLE, ...dueCase.vehicle });
export const caseThresholds = (dueCase: DueCase): DueThresholds => dueCase.thresholds ?? DEFAULT_DUE_THRESHOLDS;
