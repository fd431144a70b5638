import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUE_STATUSES, vehicleHealth, worstStatus } from '../../contract/due-rules';
import { dueExpressions, type DueSources } from '../../server/health/due-sql';
import { caseThresholds, caseVehicle, DUE_CASES } from '../contract/due-cases';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The server filters, sorts and counts fleet health in SQL. For every case of the contract's table,
 * PostgreSQL must say exactly what contract/due-rules.ts says: the same dates and the same statuses.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('fleet health in SQL agrees with the contract', () => {
  it.each(DUE_CASES)('$name', async (dueCase) => {
    const vehicle = caseVehicle(dueCase);
    const thresholds = caseThresholds(dueCase);
    const sources: DueSources = {
      mileage: sql`${vehicle.mileage}::integer`,
      lastLegislationControl: sql`${vehicle.last_legislation_control}::date`,
      legislationControlInterval: sql`${vehicle.legislation_control_interval}::integer`,
      lastServiceDate: sql`${vehicle.last_service_date}::date`,
      lastServiceMileage: sql`${vehicle.last_service_mileage}::integer`,
      mandatoryServiceInterval: sql`${vehicle.mandatory_service_interval}::integer`,
      mandatoryServiceIntervalKm: sql`${vehicle.mandatory_service_interval_km}::integer`,
      dueSoonDays: sql`${thresholds.due_soon_days}::integer`,
      dueSoonKm: sql`${thresholds.due_soon_km}::integer`,
    };
    const due = dueExpressions(dueCase.today, sources);
    const { rows: [row] } = await t.db.execute<Record<string, string | number | null>>(sql`
      select ${due.nextLegislationControl} as next_legislation_control, ${due.nextServiceDate} as next_service_date,
             ${due.nextServiceKm} as next_service_km, ${due.legislationRank} as legislation_rank,
             ${due.serviceRank} as service_rank, ${due.vehicleRank} as vehicle_rank, ${due.nextDueDate} as next_due_date`);
    const expected = vehicleHealth(vehicle, thresholds, dueCase.today);
    expect({
      next_legislation_control: row!.next_legislation_control,
      next_service_date: row!.next_service_date,
      next_service_km: row!.next_service_km,
      legislation_status: DUE_STATUSES[row!.legislation_rank as number],
      service_status: DUE_STATUSES[row!.service_rank as number],
    }).toEqual(expected);
    expect(DUE_STATUSES[row!.vehicle_rank as number]).toBe(worstStatus(expected.legislation_status, expected.service_status));
    const dates = [expected.next_legislation_control, expected.next_service_date].filter((date): date is string => date !== null).sort();
    expect(row!.next_due_date).toBe(dates[0] ?? null);
  });
});
