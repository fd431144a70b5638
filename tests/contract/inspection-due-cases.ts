import type { DueForm, DueVehicle } from '../../contract/inspection-due';
import type { InspectionFrequency } from '../../contract/inspections';
import type { VehicleType } from '../../contract/vehicle-types';

/**
 * The due rule of inspections (contract/inspection-due.ts) as a table: a form, a vehicle, the moments
 * it was inspected against the form, a company's time zone and the moment asked at, and whether the
 * vehicle owes the form on the company's day at that moment. tests/contract/inspection-due.test.ts runs
 * it through the contract (instants turned into the company's days first, as the server does), and
 * tests/api/inspection-due-sql.test.ts through the server's SQL (server/health/inspection-due-sql.ts)
 * on PostgreSQL: both must agree.
 *
 * Days around 29 November 2026: Monday 23, Wednesday 25, Sunday 29, Monday 30; 1 November is a Sunday.
 */
type CaseBranch = 'north' | 'south';

interface InspectionDueCase {
  name: string;
  frequency: InspectionFrequency;
  /** The form's vehicle types; none: every type. */
  formTypes?: VehicleType[];
  /** The form's branches; none: every branch. */
  formBranches?: CaseBranch[];
  /** The vehicle: a truck of branch North, active, unless said. */
  vehicleType?: VehicleType;
  vehicleBranches?: CaseBranch[];
  archived?: boolean;
  /** The company's time zone; UTC unless said. */
  timeZone?: string;
  /** When the vehicle was inspected against the form. */
  inspectedAt?: string[];
  /** Inspections that are not of this vehicle against this form: of the vehicle against another form. */
  otherFormInspectedAt?: string[];
  /** The moment asked at: the day asked about is the company's day then. */
  now: string;
  owes: boolean;
}

/** Noon UTC of a day: that day in every zone from UTC−11 to UTC+11. */
const noon = (day: string) => `${day}T12:00:00Z`;

export const INSPECTION_DUE_CASES: InspectionDueCase[] = [
  // Daily
  { name: 'daily, never inspected: owed', frequency: 'daily', now: noon('2026-11-25'), owes: true },
  {
    name: 'daily, inspected this morning: not owed',
    frequency: 'daily',
    inspectedAt: ['2026-11-25T06:40:00Z'],
    now: noon('2026-11-25'),
    owes: false,
  },
  {
    name: 'daily, inspected yesterday: owed today',
    frequency: 'daily',
    inspectedAt: ['2026-11-24T06:40:00Z'],
    now: noon('2026-11-25'),
    owes: true,
  },
  {
    name: 'daily, inspected later today than asked: it counts, the day is the whole day',
    frequency: 'daily',
    inspectedAt: ['2026-11-25T18:00:00Z'],
    now: noon('2026-11-25'),
    owes: false,
  },
  {
    name: 'daily, inspected tomorrow: not yet, so owed today',
    frequency: 'daily',
    inspectedAt: ['2026-11-26T06:00:00Z'],
    now: noon('2026-11-25'),
    owes: true,
  },
  {
    name: 'daily, inspected today against another form only: owed',
    frequency: 'daily',
    otherFormInspectedAt: ['2026-11-25T06:40:00Z'],
    now: noon('2026-11-25'),
    owes: true,
  },

  // Weekly: from Monday to Sunday
  {
    name: 'weekly, inspected on the Monday: not owed on the Sunday of that week',
    frequency: 'weekly',
    inspectedAt: ['2026-11-23T07:00:00Z'],
    now: noon('2026-11-29'),
    owes: false,
  },
  {
    name: 'weekly, inspected on a Sunday: owed again on the Monday after, a new week',
    frequency: 'weekly',
    inspectedAt: ['2026-11-29T07:00:00Z'],
    now: noon('2026-11-30'),
    owes: true,
  },
  {
    name: 'weekly, inspected last week: owed this week',
    frequency: 'weekly',
    inspectedAt: ['2026-11-18T07:00:00Z'],
    now: noon('2026-11-25'),
    owes: true,
  },
  {
    name: 'weekly, inspected on the Wednesday: owed on the Monday and Tuesday before it',
    frequency: 'weekly',
    inspectedAt: ['2026-11-25T07:00:00Z'],
    now: noon('2026-11-24'),
    owes: true,
  },
  { name: 'weekly, never inspected, asked on a Monday: owed', frequency: 'weekly', now: noon('2026-11-30'), owes: true },

  // Monthly: the calendar month
  {
    name: 'monthly, inspected on the 1st: not owed on the 30th',
    frequency: 'monthly',
    inspectedAt: ['2026-11-01T09:00:00Z'],
    now: noon('2026-11-30'),
    owes: false,
  },
  {
    name: 'monthly, inspected on the last day of October: owed in November',
    frequency: 'monthly',
    inspectedAt: ['2026-10-31T09:00:00Z'],
    now: noon('2026-11-01'),
    owes: true,
  },

  // On demand
  { name: 'on demand, never inspected: never owed', frequency: 'on_demand', now: noon('2026-11-25'), owes: false },

  // Types and branches
  {
    name: 'a form for trucks: a bus owes nothing',
    frequency: 'daily',
    formTypes: ['truck'],
    vehicleType: 'bus',
    now: noon('2026-11-25'),
    owes: false,
  },
  {
    name: 'a form for trucks and buses: a truck owes it',
    frequency: 'daily',
    formTypes: ['truck', 'bus'],
    now: noon('2026-11-25'),
    owes: true,
  },
  {
    name: 'a form for branch South: a vehicle of North owes nothing',
    frequency: 'daily',
    formBranches: ['south'],
    now: noon('2026-11-25'),
    owes: false,
  },
  {
    name: 'a form for branch South: a vehicle of North and South owes it',
    frequency: 'daily',
    formBranches: ['south'],
    vehicleBranches: ['north', 'south'],
    now: noon('2026-11-25'),
    owes: true,
  },
  {
    name: 'a form for every branch: a vehicle of no branch owes it too',
    frequency: 'daily',
    vehicleBranches: [],
    now: noon('2026-11-25'),
    owes: true,
  },
  { name: 'an archived vehicle owes nothing', frequency: 'daily', archived: true, now: noon('2026-11-25'), owes: false },

  // The company's days, not UTC's
  {
    name: 'Auckland: inspected at 23:00 on Sunday there (still Sunday in UTC), asked at 00:30 on Monday there: owed daily',
    frequency: 'daily',
    timeZone: 'Pacific/Auckland',
    inspectedAt: ['2026-11-29T10:00:00Z'],
    now: '2026-11-29T11:30:00Z',
    owes: true,
  },
  {
    name: 'Auckland: the same, weekly: Monday there begins a new week, owed',
    frequency: 'weekly',
    timeZone: 'Pacific/Auckland',
    inspectedAt: ['2026-11-29T10:00:00Z'],
    now: '2026-11-29T11:30:00Z',
    owes: true,
  },
  {
    name: 'UTC: the same moments are one Sunday, not owed daily',
    frequency: 'daily',
    inspectedAt: ['2026-11-29T10:00:00Z'],
    now: '2026-11-29T11:30:00Z',
    owes: false,
  },
  {
    name: 'Los Angeles: inspected at noon on the 29th there, asked at 23:30 there (the 30th in UTC): not owed',
    frequency: 'daily',
    timeZone: 'America/Los_Angeles',
    inspectedAt: ['2026-11-29T20:00:00Z'],
    now: '2026-11-30T07:30:00Z',
    owes: false,
  },
  {
    name: 'Los Angeles: inspected at 23:30 on the 28th there (the 29th in UTC), asked on the 29th there: owed',
    frequency: 'daily',
    timeZone: 'America/Los_Angeles',
    inspectedAt: ['2026-11-29T07:30:00Z'],
    now: '2026-11-29T20:00:00Z',
    owes: true,
  },
  {
    name: 'Tirana: inspected at midnight exactly, the first moment of the day: it counts',
    frequency: 'daily',
    timeZone: 'Europe/Tirane',
    inspectedAt: ['2026-11-24T23:00:00Z'],
    now: noon('2026-11-25'),
    owes: false,
  },
];

/** The case's form and vehicle as the contract takes them; branches by name. */
export function caseParts(dueCase: InspectionDueCase): { form: DueForm; vehicle: DueVehicle } {
  return {
    form: { frequency: dueCase.frequency, vehicle_types: dueCase.formTypes ?? [], branch_ids: dueCase.formBranches ?? [] },
    vehicle: { type: dueCase.vehicleType ?? 'truck', is_active: !dueCase.archived, branch_ids: dueCase.vehicleBranches ?? ['north'] },
  };
}
