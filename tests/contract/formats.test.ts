import { describe, expect, it } from 'vitest';
import { formatCost, formatDate, formatKilometres, formatNumber, formatQuantity } from '../../contract/formats';

describe('formats: the same value reads the same on every runtime, in each language', () => {
  it.each([
    [1234.5, 'en', '1,234.50 €'],
    [1234.5, 'de', '1.234,50 €'],
    [1234.5, 'al', '1234,50 €'],
    [12345.5, 'al', '12\u00A0345,50 €'],
    [0, 'de', '0,00 €'],
    [9_999_999_999.99, 'en', '9,999,999,999.99 €'],
    [19.995, 'de', '20,00 €'],
    [999.999, 'en', '1,000.00 €'],
  ] as const)('%s € in %s reads %s', (value, language, text) => {
    expect(formatCost(value, language)).toBe(text);
  });

  it("writes kilometres as whole numbers with the language's grouping", () => {
    expect(formatKilometres(442_248, 'en')).toBe('442,248 km');
    expect(formatKilometres(442_248, 'de')).toBe('442.248 km');
    expect(formatKilometres(442_248, 'al')).toBe('442\u00A0248 km');
    expect(formatKilometres(1_000, 'al')).toBe('1000 km');
    expect(formatKilometres(999, 'de')).toBe('999 km');
  });

  it('keeps the sign of negative numbers, and none on a rounded zero', () => {
    expect(formatNumber(-1234.5, 'de', 1)).toBe('-1.234,5');
    expect(formatNumber(-0.001, 'en', 2)).toBe('0.00');
  });

  it('writes dates dd.MM.yyyy whatever the language, and nothing for no date', () => {
    expect(formatDate('2026-03-01')).toBe('01.03.2026');
    expect(formatDate('2026-03-01T23:30:00.000Z')).toBe('01.03.2026');
    expect(formatDate(null)).toBeUndefined();
    expect(formatDate('01.03.2026')).toBeUndefined();
  });
});

describe('formatQuantity', () => {
  it('writes a whole quantity whole and any other with its hundredths, in the language', () => {
    expect(formatQuantity(12, 'en')).toBe('12');
    expect(formatQuantity(9.5, 'de')).toBe('9,50');
    expect(formatQuantity(1234.25, 'en')).toBe('1,234.25');
  });
});
