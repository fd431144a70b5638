import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUE_STATUSES, vehicleHealth, worstStatus } from '../../contract/due-rules';
import { dueExpressions, type DueSources } from '../../server/health/due-sql';
import { caseThresholds, caseVehicle, DUE_CASES } from '../contract/due-cases';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The server filters, sorts and counts fleet health in SQL, from the due dates the vehicles table
 * keeps. For every case of the contract's table, PostgreSQL must say exactly what
 * contract/due-rules.ts says: the same dates, the same statuses, and the same vehicles for each
 * status filter.
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
    // The case as a vehicle row with the very generated columns of the vehicles table (a temporary copy
    // of its definition, without its constraints: some cases are odd vehicles on purpose).
    const row = await t.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table due_case (like vehicles including defaults including generated) on commit drop`);
      await tx.execute(sql`
        insert into due_case (id, company_id, license_plate, model, type, mileage, last_legislation_control, legislation_control_interval,
                              last_service_date, mandatory_service_interval, mandatory_service_interval_km, last_service_mileage,
                              km_per_day, km_read_on, km_read_km, documents_expire_on)
        values (gen_random_uuid(), gen_random_uuid(), 'CASE', 'Case', 'car', ${vehicle.mileage}, ${vehicle.last_legislation_control},
                ${vehicle.legislation_control_interval}, ${vehicle.last_service_date}, ${vehicle.mandatory_service_interval},
                ${vehicle.mandatory_service_interval_km}, ${vehicle.last_service_mileage},
                ${vehicle.km_pace?.km_per_day ?? null}::double precision, ${vehicle.km_pace?.read_on ?? null}::date, ${vehicle.km_pace?.read_km ?? null}::integer,
                ${vehicle.documents_expire_on ?? null}::date)`);
      const stored = sql.raw('due_case');
      const sources: DueSources = {
        today: sql`${dueCase.today}::date`,
        nextLegislationControl: sql`${stored}.next_legislation_control`,
        nextServiceDate: sql`${stored}.next_service_date`,
        serviceKmLeft: sql`${stored}.service_km_left`,
        serviceKmForecast: sql`${stored}.service_km_forecast`,
        documentsExpireOn: sql`${stored}.documents_expire_on`,
        nextDueDate: sql`${stored}.next_due_date`,
        dueSoonDays: sql`${thresholds.due_soon_days}::integer`,
        dueSoonKm: sql`${thresholds.due_soon_km}::integer`,
      };
      const due = dueExpressions(sources);
      const {
        rows: [answer],
      } = await tx.execute<Record<string, string | number | boolean | null>>(sql`
        select next_legislation_control, next_service_date, next_service_km, next_due_date, service_km_forecast,
               documents_expire_on, ${due.legislationRank} as legislation_rank, ${due.serviceRank} as service_rank,
               ${due.documentsRank} as documents_rank, ${due.vehicleRank} as vehicle_rank,
               coalesce(${due.hasStatus.ok}, false) as is_ok, coalesce(${due.hasStatus.soon}, false) as is_soon,
               coalesce(${due.hasStatus.overdue}, false) as is_overdue
          from ${stored}`);
      return answer!;
    });
    const expected = vehicleHealth(vehicle, thresholds, dueCase.today);
    expect({
      next_legislation_control: row.next_legislation_control,
      next_service_date: row.next_service_date,
      next_service_km: row.next_service_km,
      next_service_forecast: row.service_km_forecast,
      documents_expire_on: row.documents_expire_on,
      legislation_status: DUE_STATUSES[row.legislation_rank as number],
      service_status: DUE_STATUSES[row.service_rank as number],
      documents_status: DUE_STATUSES[row.documents_rank as number],
    }).toEqual(expected);
    const status = worstStatus(expected.legislation_status, expected.service_status, expected.documents_status);
    expect(DUE_STATUSES[row.vehicle_rank as number]).toBe(status);
    // The status filters, written for the indexes, pick the vehicle under exactly its status.
    expect({ ok: row.is_ok, soon: row.is_soon, overdue: row.is_overdue }).toEqual({
      ok: status === 'ok',
      soon: status === 'soon',
      overdue: status === 'overdue',
    });
    const dates = [expected.next_legislation_control, expected.next_service_date, expected.documents_expire_on]
      .filter((date): date is string => date !== null)
      .sort();
    expect(row.next_due_date).toBe(dates[0] ?? null);
  });
});
