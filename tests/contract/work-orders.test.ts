import { describe, expect, it } from 'vitest';
import { workOrderTotals } from '../../contract/work-orders';

/*
 * A work order's totals (contract/work-orders.ts) against the same sums done in exact decimals: each
 * line's total rounded half up to the cent, as PostgreSQL's round() gives the line's own total, then
 * added. Every quantity and price of two decimals or fewer, on a grid that holds the half cents.
 */

/** q × r in exact decimals (hundredths × hundredths), rounded half up to the cent. */
const exactCents = (q: number, r: number) => {
  const product = BigInt(Math.round(q * 100)) * BigInt(Math.round(r * 100)); // ten-thousandths
  return Number((product + 50n) / 100n);
};

describe('workOrderTotals', () => {
  it('rounds each line as the line shows it, on a grid of quantities and prices', () => {
    for (let q = 1; q <= 400; q += 7) {
      for (let r = 1; r <= 2_000; r += 13) {
        const hours = q / 100;
        const rate = r / 100;
        const totals = workOrderTotals([
          { kind: 'labour', hours, rate },
          { kind: 'part', quantity: rate, unit_cost: hours },
        ]);
        expect(Math.round(totals.labour * 100), `${hours} × ${rate}`).toBe(exactCents(hours, rate));
        expect(Math.round(totals.total * 100)).toBe(2 * exactCents(hours, rate));
      }
    }
  });

  it.each([
    { name: 'half a cent up', lines: [{ kind: 'labour' as const, hours: 1.5, rate: 0.15 }], total: 0.23 },
    { name: 'large numbers stay exact', lines: [{ kind: 'part' as const, quantity: 9_999.99, unit_cost: 9_999.99 }], total: 99_999_800.0 },
    { name: 'an amount as it is', lines: [{ kind: 'other' as const, amount: 8.5 }], total: 8.5 },
    { name: 'cents add up without float drift', lines: [0.1, 0.2].map((amount) => ({ kind: 'other' as const, amount })), total: 0.3 },
  ])('$name', ({ lines, total }) => {
    expect(workOrderTotals(lines).total).toBe(total);
  });
});
