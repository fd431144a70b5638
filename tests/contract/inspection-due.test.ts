import { describe, expect, it } from 'vitest';
import { formApplies, owesInspection, periodStart, type DueForm, type DueVehicle } from '../../contract/inspection-due';
import { DEFAULT_TIME_ZONE, todayIn } from '../../contract/time-zones';
import { caseParts, INSPECTION_DUE_CASES } from './inspection-due-cases';

/*
 * Which vehicle owes which inspection form on a day (contract/inspection-due.ts), case by case
 * (inspection-due-cases.ts). The moments are turned into the company's days first, as the server does
 * before it asks; tests/api/inspection-due-sql.test.ts holds the server's SQL to the same cases.
 */

describe('which vehicle owes which form, case by case', () => {
  it.each(INSPECTION_DUE_CASES)('$name', (dueCase) => {
    const zone = dueCase.timeZone ?? DEFAULT_TIME_ZONE;
    const { form, vehicle } = caseParts(dueCase);
    const inspectedOn = (dueCase.inspectedAt ?? []).map((moment) => todayIn(zone, new Date(moment)));
    expect(owesInspection(form, vehicle, inspectedOn, todayIn(zone, new Date(dueCase.now)))).toBe(dueCase.owes);
  });
});

describe("a form's period", () => {
  it('a day is its own period', () => {
    expect(periodStart('daily', '2026-11-25')).toBe('2026-11-25');
  });

  it('a week runs from Monday: a Sunday is the last day of the week begun the Monday before, a Monday the first of a new one', () => {
    expect(periodStart('weekly', '2026-11-29')).toBe('2026-11-23');
    expect(periodStart('weekly', '2026-11-30')).toBe('2026-11-30');
    expect(periodStart('weekly', '2026-11-25')).toBe('2026-11-23');
    // Across a month and a year.
    expect(periodStart('weekly', '2026-12-02')).toBe('2026-11-30');
    expect(periodStart('weekly', '2027-01-01')).toBe('2026-12-28');
  });

  it('a month is its calendar month; a form on demand has no period', () => {
    expect(periodStart('monthly', '2026-11-30')).toBe('2026-11-01');
    expect(periodStart('monthly', '2024-02-29')).toBe('2024-02-01');
    expect(periodStart('on_demand', '2026-11-30')).toBeNull();
  });
});

describe('whether a form applies to a vehicle', () => {
  const vehicle: DueVehicle = { type: 'bus', is_active: true, branch_ids: ['north'] };
  const form: DueForm = { frequency: 'daily', vehicle_types: [], branch_ids: [] };

  it('a form that names no types or branches applies to every active vehicle, not to an archived one', () => {
    expect(formApplies(form, vehicle)).toBe(true);
    expect(formApplies(form, { ...vehicle, is_active: false })).toBe(false);
  });

  it('a form that names types or branches applies to a vehicle of one of them', () => {
    expect(formApplies({ ...form, vehicle_types: ['bus', 'truck'] }, vehicle)).toBe(true);
    expect(formApplies({ ...form, vehicle_types: ['car'] }, vehicle)).toBe(false);
    expect(formApplies({ ...form, branch_ids: ['south', 'north'] }, vehicle)).toBe(true);
    expect(formApplies({ ...form, branch_ids: ['south'] }, vehicle)).toBe(false);
    expect(formApplies({ ...form, branch_ids: ['south'] }, { ...vehicle, branch_ids: [] })).toBe(false);
  });
});
