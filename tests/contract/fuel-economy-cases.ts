import type { Consumption } from '../../contract/fuel-economy';
import type { EnergyUnit } from '../../contract/fuel';

/**
 * Consumption and cost per km as a table (contract/fuel-economy.ts, docs/fuel.md): each case is a
 * vehicle's fuel entries and maintenance records, and what the rules must say of them.
 * tests/contract/fuel-economy.test.ts runs it through the contract, and
 * tests/api/fuel-economy.test.ts through the database and the vehicles list: both must agree.
 */
interface CaseFill {
  filled_on: string;
  odometer: number;
  quantity: number;
  unit: EnergyUnit;
  full: boolean;
  cost: number;
}

interface CaseRecord {
  kind: 'general' | 'mandatory';
  date: string;
  mileage: number;
  cost: number;
}

interface FuelEconomyCase {
  name: string;
  fills: CaseFill[];
  records?: CaseRecord[];
  expected: { consumption: Consumption; cost_per_km: number | null };
}

const litres = (filled_on: string, odometer: number, quantity: number, full = true, cost = 0): CaseFill => ({
  filled_on,
  odometer,
  quantity,
  unit: 'l',
  full,
  cost,
});
const kWh = (filled_on: string, odometer: number, quantity: number, full = true, cost = 0): CaseFill => ({
  filled_on,
  odometer,
  quantity,
  unit: 'kWh',
  full,
  cost,
});
const none: Consumption = { l: null, kWh: null };

export const FUEL_ECONOMY_CASES: FuelEconomyCase[] = [
  { name: 'no fills and no records: nothing to say', fills: [], expected: { consumption: none, cost_per_km: null } },
  {
    name: 'one full fill: no consumption, and one reading is no km driven',
    fills: [litres('2026-03-01', 10_000, 40, true, 60)],
    expected: { consumption: none, cost_per_km: null },
  },
  {
    name: 'two full fills: the second one over the km between them',
    fills: [litres('2026-03-01', 10_000, 40, true, 60), litres('2026-03-08', 10_500, 35, true, 52.5)],
    // 35 l over 500 km; €112.50 over the same 500 km.
    expected: { consumption: { l: 7, kWh: null }, cost_per_km: 0.225 },
  },
  {
    name: 'a partial fill in between counts with the full fill that closes the span',
    fills: [
      litres('2026-03-01', 10_000, 50, true, 75),
      litres('2026-03-05', 10_300, 20, false, 30),
      litres('2026-03-09', 10_800, 28, true, 42),
    ],
    // (20 + 28) l over 800 km.
    expected: { consumption: { l: 6, kWh: null }, cost_per_km: 0.184 },
  },
  {
    name: 'a partial fill before the first full one does not count for consumption, but its cost and reading count for cost per km',
    fills: [
      litres('2026-02-20', 9_500, 15, false, 22.5),
      litres('2026-03-01', 10_000, 40, true, 60),
      litres('2026-03-10', 10_600, 36, true, 54),
    ],
    // 36 l over 600 km; €136.50 over 1,100 km.
    expected: { consumption: { l: 6, kWh: null }, cost_per_km: 0.124 },
  },
  {
    name: 'a partial fill after the last full one does not count yet',
    fills: [litres('2026-03-01', 10_000, 40), litres('2026-03-08', 10_500, 35), litres('2026-03-12', 10_800, 10, false)],
    expected: { consumption: { l: 7, kWh: null }, cost_per_km: 0 },
  },
  {
    name: 'several spans are one: everything after the first full fill up to the last, over all their km',
    fills: [
      litres('2026-01-01', 20_000, 45),
      litres('2026-01-10', 20_600, 42),
      litres('2026-01-15', 20_900, 12, false),
      litres('2026-01-20', 21_400, 30),
    ],
    // (42 + 12 + 30) l over 1,400 km.
    expected: { consumption: { l: 6, kWh: null }, cost_per_km: 0 },
  },
  {
    name: 'only partial fills: no consumption',
    fills: [litres('2026-03-01', 10_000, 20, false, 30), litres('2026-03-08', 10_500, 25, false, 37.5)],
    expected: { consumption: none, cost_per_km: 0.135 },
  },
  {
    name: 'zero km driven: two full fills at the same reading give no consumption and no cost per km',
    fills: [litres('2026-03-01', 10_000, 40, true, 60), litres('2026-03-02', 10_000, 3, true, 4.5)],
    expected: { consumption: none, cost_per_km: null },
  },
  {
    name: 'entries in any order of days: the readings order them',
    fills: [litres('2026-03-09', 10_800, 28), litres('2026-03-01', 10_000, 50), litres('2026-02-01', 10_300, 20, false)],
    expected: { consumption: { l: 6, kWh: null }, cost_per_km: 0 },
  },
  {
    name: 'two receipts for one filling (a partial and a full one at the same reading) are one full filling',
    fills: [litres('2026-03-01', 10_000, 40), litres('2026-03-08', 10_500, 30, false), litres('2026-03-08', 10_500, 8)],
    expected: { consumption: { l: 7.6, kWh: null }, cost_per_km: 0 },
  },
  {
    name: 'a top-up of the first full fill at the same reading is part of it, so it does not count',
    fills: [litres('2026-03-01', 10_000, 40), litres('2026-03-01', 10_000, 2), litres('2026-03-08', 10_500, 35)],
    expected: { consumption: { l: 7, kWh: null }, cost_per_km: 0 },
  },
  {
    name: 'an electric vehicle in kWh/100 km, to two decimals',
    fills: [kWh('2026-03-01', 5_000, 40), kWh('2026-03-03', 5_200, 30, false), kWh('2026-03-05', 5_600, 55)],
    // 85 kWh over 600 km: 14.1666…
    expected: { consumption: { l: null, kWh: 14.17 }, cost_per_km: 0 },
  },
  {
    name: 'a plug-in hybrid: litres and kWh each between their own full fills',
    fills: [
      litres('2026-04-01', 20_000, 30, true, 45),
      kWh('2026-04-02', 20_100, 10, true, 3),
      kWh('2026-04-04', 20_300, 12, true, 3.6),
      kWh('2026-04-06', 20_500, 5, false, 1.5),
      kWh('2026-04-08', 20_700, 9, true, 2.7),
      litres('2026-04-09', 20_800, 40, true, 60),
    ],
    // l: 40 over 800 km; kWh: (12 + 5 + 9) over 600 km = 4.333…; €115.80 over 800 km.
    expected: { consumption: { l: 5, kWh: 4.33 }, cost_per_km: 0.145 },
  },
  {
    name: 'a charge between two full tanks does not count as litres',
    fills: [litres('2026-04-01', 20_000, 30), kWh('2026-04-02', 20_100, 10), litres('2026-04-09', 20_500, 20)],
    expected: { consumption: { l: 4, kWh: null }, cost_per_km: 0 },
  },
  {
    name: 'cost per km counts maintenance beside fuel, and their readings widen the km',
    fills: [litres('2026-03-01', 10_000, 40, true, 60), litres('2026-03-08', 10_500, 35, true, 52.5)],
    records: [
      { kind: 'general', date: '2026-02-01', mileage: 9_000, cost: 250 },
      { kind: 'mandatory', date: '2026-04-01', mileage: 11_000, cost: 137.5 },
    ],
    // €500 over 2,000 km (9,000 to 11,000); consumption is the fuel's alone.
    expected: { consumption: { l: 7, kWh: null }, cost_per_km: 0.25 },
  },
  {
    name: 'maintenance alone gives cost per km, without any fill',
    fills: [],
    records: [
      { kind: 'general', date: '2026-01-10', mileage: 40_000, cost: 100 },
      { kind: 'general', date: '2026-06-10', mileage: 43_000, cost: 200 },
    ],
    expected: { consumption: none, cost_per_km: 0.1 },
  },
  {
    name: 'cost per km rounds to three decimals',
    fills: [litres('2026-03-01', 10_000, 40, true, 10), litres('2026-03-08', 10_300, 35, true, 10)],
    // €20 over 300 km: 0.0666…
    expected: { consumption: { l: 11.67, kWh: null }, cost_per_km: 0.067 },
  },
];
