import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  kmStatus,
  dateStatus,
  vehicleHealth,
  worstStatus,
  DEFAULT_DUE_THRESHOLDS,
} from '../../contract/due-rules';
import { caseThresholds, caseVehicle, DUE_CASES } from './due-cases';

describe('fleet health: the due rules, case by case', () => {
  it.each(DUE_CASES)('$name', (dueCase) => {
    const health = vehicleHealth(caseVehicle(dueCase), caseThresholds(dueCase), dueCase.today);
    expect(health).toMatchObject(dueCase.expected);
  });
});

describe('fleet health: calendar arithmetic', () => {
  it('adds months the way PostgreSQL does, clamping to the month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-01', -1)).toBe('2025-12-01');
    expect(addMonths('2026-05-15', -11)).toBe('2025-06-15');
    expect(addMonths('2026-12-31', 0)).toBe('2026-12-31');
  });

  it('adds days across months and years, and counts the days between', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-06-10', '2026-07-10')).toBe(30);
    expect(daysBetween('2026-07-10', '2026-06-10')).toBe(-30);
  });

  it('refuses what is not a calendar day', () => {
    expect(() => addMonths('10.06.2026', 1)).toThrow('Not a calendar day');
  });
});

describe('fleet health: statuses', () => {
  it('overdue is worse than due soon, which is worse than ok', () => {
    expect(worstStatus('ok', 'soon')).toBe('soon');
    expect(worstStatus('overdue', 'soon', 'ok')).toBe('overdue');
    expect(worstStatus()).toBe('ok');
  });

  it('nothing due is ok, by date and by km', () => {
    expect(dateStatus(null, '2026-01-01', DEFAULT_DUE_THRESHOLDS)).toBe('ok');
    expect(kmStatus(null, 1_000_000, DEFAULT_DUE_THRESHOLDS)).toBe('ok');
  });
});
