import { describe, expect, it } from 'vitest';
import { consumptionOf, costPerKm, costPerKmOf, fillSpan, per100Km } from '../../contract/fuel-economy';
import { FUEL_ECONOMY_CASES } from './fuel-economy-cases';

/* Consumption and cost per km (contract/fuel-economy.ts), the table of cases in fuel-economy-cases.ts. */
describe('consumption and cost per km', () => {
  it.each(FUEL_ECONOMY_CASES)('$name', ({ fills, records = [], expected }) => {
    expect(consumptionOf(fills)).toEqual(expected.consumption);
    const readings = [
      ...fills.map((fill) => ({ cost: fill.cost, odometer: fill.odometer })),
      ...records.map((record) => ({ cost: record.cost, odometer: record.mileage })),
    ];
    expect(costPerKmOf(readings)).toBe(expected.cost_per_km);
  });
});

describe('the spans the figures come from', () => {
  it('sum the quantities exactly, as PostgreSQL sums numeric', () => {
    // 0.1 + 0.2 is not 0.3 in floating point; in hundredths it is.
    const span = fillSpan(
      [
        { odometer: 100, quantity: 5, unit: 'l', full: true },
        { odometer: 110, quantity: 0.1, unit: 'l', full: false },
        { odometer: 120, quantity: 0.2, unit: 'l', full: true },
      ],
      'l',
    );
    expect(span).toEqual({ quantity: 0.3, km: 20 });
  });

  it('give nothing without km', () => {
    expect(per100Km(null)).toBeNull();
    expect(per100Km({ quantity: 10, km: 0 })).toBeNull();
    expect(costPerKm({ cost: 10, lowest_km: null, highest_km: null })).toBeNull();
    expect(costPerKm({ cost: 10, lowest_km: 5_000, highest_km: 5_000 })).toBeNull();
    expect(costPerKm({ cost: 0, lowest_km: 5_000, highest_km: 6_000 })).toBe(0);
  });
});
