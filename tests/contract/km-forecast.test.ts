import { describe, expect, it } from 'vitest';
import { kmPace } from '../../contract/km-forecast';

/* The pace of a vehicle from its readings (contract/km-forecast.ts); the day it gives is in tests/contract/due-cases.ts. */
describe('the km pace', () => {
  it('is none without two readings at least 14 days apart', () => {
    expect(kmPace([])).toBeNull();
    expect(kmPace([{ day: '2026-06-01', km: 50_000 }])).toBeNull();
    expect(
      kmPace([
        { day: '2026-06-01', km: 50_000 },
        { day: '2026-06-14', km: 51_300 },
      ]),
    ).toBeNull();
    expect(
      kmPace([
        { day: '2026-06-01', km: 50_000 },
        { day: '2026-06-15', km: 51_400 },
      ]),
    ).toEqual({ km_per_day: 100, read_on: '2026-06-15', read_km: 51_400 });
  });

  it('is none when the odometer did not move forward', () => {
    expect(
      kmPace([
        { day: '2026-01-01', km: 50_000 },
        { day: '2026-06-01', km: 50_000 },
      ]),
    ).toBeNull();
    expect(
      kmPace([
        { day: '2026-01-01', km: 50_000 },
        { day: '2026-06-01', km: 40_000 },
      ]),
    ).toBeNull();
  });

  it('counts from the first day’s lowest to the latest day’s highest reading, in any order', () => {
    expect(
      kmPace([
        { day: '2026-03-01', km: 30_500 },
        { day: '2026-01-01', km: 20_000 },
        { day: '2026-03-01', km: 31_000 },
        { day: '2026-01-01', km: 20_100 },
        { day: '2026-02-01', km: 99_999 },
      ]),
    ).toEqual({ km_per_day: 11_000 / 59, read_on: '2026-03-01', read_km: 31_000 });
  });

  it('reads only the year before the latest reading, so it follows how the vehicle is used now', () => {
    const pace = kmPace([
      { day: '2024-01-01', km: 0 },
      { day: '2025-06-01', km: 100_000 },
      { day: '2026-06-01', km: 110_950 },
    ]);
    expect(pace).toEqual({ km_per_day: 30, read_on: '2026-06-01', read_km: 110_950 });
  });
});
