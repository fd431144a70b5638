import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { cost, intervalKm, isIsoDate, mileage, requiredDate, branchIds } from '../../contract/schemas/fields';

const errorOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('numbers as forms and files send them', () => {
  it.each([
    [12.5, 12.5],
    ['12.50', 12.5],
    [0, 0],
    ['0', 0],
    [' 7 ', 7],
  ])('cost %j reads as %j', (input, value) => {
    expect(cost().parse(input)).toBe(value);
  });

  it.each([
    [undefined, messages.required],
    [null, messages.required],
    ['', messages.required],
    ['  ', messages.required],
    ['abc', messages.validNumber],
    ['12,5x', messages.validNumber],
    [{}, messages.validNumber],
    [Number.NaN, messages.validNumber],
    [-0.01, messages.costMin],
    [1.234, messages.costDecimals],
    [10_000_000_000, messages.tooLarge(9_999_999_999.99)],
  ])('cost %j fails with %j', (input, message) => {
    expect(errorOf(cost().safeParse(input))).toBe(message);
  });

  it('mileage is a whole number of km, 0 or more', () => {
    expect(errorOf(mileage().safeParse(-1))).toBe(messages.mileageMin);
    expect(errorOf(mileage().safeParse(10.5))).toBe(messages.wholeNumber);
    expect(mileage().parse('0')).toBe(0);
  });

  it('intervals say `Must be 0 or greater`', () => {
    expect(errorOf(intervalKm().safeParse(-5))).toBe(messages.intervalMin);
  });
});

describe('dates in form format', () => {
  it.each(['2024-02-29', '2026-12-31', '2026-01-01'])('%s is a date', (value) => expect(isIsoDate(value)).toBe(true));
  it.each(['2025-02-29', '2026-02-30', '2026-13-01', '2026-1-1', '01.02.2026', '2026-04-31', '1800-01-01'])('%s is not', (value) =>
    expect(isIsoDate(value)).toBe(false),
  );

  it('a missing date is required, a bad one invalid', () => {
    expect(errorOf(requiredDate().safeParse(''))).toBe(messages.required);
    expect(errorOf(requiredDate().safeParse('31.12.2026'))).toBe(messages.validDate);
    expect(requiredDate().parse('2026-12-31')).toBe('2026-12-31');
  });
});

describe('branch lists', () => {
  it('a vehicle needs at least one branch', () => {
    expect(errorOf(branchIds(true).safeParse([]))).toBe(messages.atLeastOneBranch);
    expect(errorOf(branchIds(true).safeParse(undefined))).toBe(messages.atLeastOneBranch);
  });
  it('duplicates collapse', () => {
    const id = '6f1c1f9e-4f7a-4b8e-9a57-2f1f3b7c9d10';
    expect(branchIds(false).parse([id, id])).toEqual([id]);
  });
});
