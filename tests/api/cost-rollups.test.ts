import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { makeBranch, makeCompany, makeFuelEntry, makeGeneralMaintenance, makeMandatoryMaintenance, makeVehicle } from './support/fixtures';
import { KEPT_SUMS_DIFFERENCES } from './support/kept-sums';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The monthly and twelve-month sums of maintenance and fuel costs and counts (migrations 0002 and
 * 0018) are kept by statement triggers in the same transaction as the records and fuel entries. Whatever is written, in whatever shape
 * of statement, they must equal the sums read from the records themselves.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function differences(db: Database) {
  const { rows } = await db.execute(sql.raw(KEPT_SUMS_DIFFERENCES));
  return rows;
}

describe('maintenance cost sums kept by the database', () => {
  it('follow inserts, updates that move cost, month or vehicle, and deletes, of one row or many', async () => {
    const company = await makeCompany(t.db);
    const branch = await makeBranch(t.db, company.id);
    const [first, second] = [await makeVehicle(t.db, company.id, [branch.id]), await makeVehicle(t.db, company.id, [branch.id])];
    await t.db.execute(sql`select twelve_month_costs_for(${company.id}, '2026-10-01')`);

    const general = await makeGeneralMaintenance(t.db, first, { serviceDate: '2026-05-10', cost: 100 });
    await makeGeneralMaintenance(t.db, first, { serviceDate: '2026-05-20', cost: 50.25 });
    const mandatory = await makeMandatoryMaintenance(t.db, second, { finishedOn: '2025-09-01', cost: 80 });
    // Many rows in one statement, across both vehicles and several months, some outside the twelve months.
    await t.db.execute(sql`
      insert into general_maintenances (company_id, vehicle_id, service_type, service_date, cost, mileage)
      select ${company.id}, case when n % 2 = 0 then ${first.id}::uuid else ${second.id}::uuid end, 'Tyres',
             date '2025-06-15' + (n * 20), n * 10.5, 60000 from generate_series(1, 30) as n`);
    expect(await differences(t.db)).toEqual([]);

    // One statement that changes cost, month and vehicle of many rows at once.
    await t.db.execute(sql`update general_maintenances set cost = cost + 1, service_date = service_date + 40,
                           vehicle_id = case when vehicle_id = ${first.id}::uuid then ${second.id}::uuid else ${first.id}::uuid end
                           where service_type = 'Tyres' and cost > 100`);
    await t.db.execute(sql`update general_maintenances set notes = 'only the notes' where id = ${general.id}`);
    await t.db.execute(sql`update mandatory_maintenances set finished_on = '2026-09-30', cost = 0 where id = ${mandatory.id}`);
    expect(await differences(t.db)).toEqual([]);

    await t.db.execute(sql`delete from general_maintenances where service_type = 'Tyres' and cost < 200`);
    await t.db.execute(sql`delete from mandatory_maintenances where id = ${mandatory.id}`);
    expect(await differences(t.db)).toEqual([]);
  });

  it("sum a company's twelve months again when a new month begins, and only that company's", async () => {
    const company = await makeCompany(t.db);
    const other = await makeCompany(t.db);
    const vehicle = await makeVehicle(t.db, company.id, []);
    const elsewhere = await makeVehicle(t.db, other.id, []);
    for (const day of ['2025-10-31', '2025-11-01', '2026-10-31', '2026-11-01']) {
      await makeGeneralMaintenance(t.db, vehicle, { serviceDate: day, cost: 10 });
      await makeGeneralMaintenance(t.db, elsewhere, { serviceDate: day, cost: 1000 });
    }
    await t.db.execute(sql`select twelve_month_costs_for(${company.id}, '2026-10-01')`);
    await t.db.execute(sql`select twelve_month_costs_for(${other.id}, '2026-10-01')`);
    const sums = async (companyId: string) =>
      (
        await t.db.execute<{ total_cost: number; records: number }>(sql`
      select total_cost::float8 as total_cost, records from twelve_month_costs where company_id = ${companyId}`)
      ).rows;
    // November 2025 to October 2026.
    expect(await sums(company.id)).toEqual([{ total_cost: 20, records: 2 }]);

    await t.db.execute(sql`select twelve_month_costs_for(${company.id}, '2026-11-01')`);
    expect(await sums(company.id)).toEqual([{ total_cost: 20, records: 2 }]);
    const { rows: periods } = await t.db.execute(
      sql`select company_id, last_month::text from twelve_month_periods where company_id in (${company.id}, ${other.id}) order by company_id = ${company.id}`,
    );
    expect(periods).toEqual([
      { company_id: other.id, last_month: '2026-10-01' },
      { company_id: company.id, last_month: '2026-11-01' },
    ]);
    // A record added now lands in the new window; the other company's sums were not touched.
    await makeGeneralMaintenance(t.db, vehicle, { serviceDate: '2026-11-20', cost: 5 });
    expect(await sums(company.id)).toEqual([{ total_cost: 25, records: 3 }]);
    expect(await sums(other.id)).toEqual([{ total_cost: 2000, records: 2 }]);
    expect(await differences(t.db)).toEqual([]);
  });

  it('stay right when many records of the same vehicles are written at once', async () => {
    const company = await makeCompany(t.db);
    const vehicles = [await makeVehicle(t.db, company.id, []), await makeVehicle(t.db, company.id, [])];
    await t.db.execute(sql`select twelve_month_costs_for(${company.id}, '2026-11-01')`);
    // Every write locks its sums rows in the same order, so these neither deadlock nor lose an addition.
    await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        n % 2
          ? makeGeneralMaintenance(t.db, vehicles[n % 2]!, { serviceDate: `2026-${String(1 + (n % 11)).padStart(2, '0')}-10`, cost: n })
          : makeMandatoryMaintenance(t.db, vehicles[(n / 2) % 2]!, {
              finishedOn: `2026-${String(1 + (n % 11)).padStart(2, '0')}-12`,
              cost: n,
            }),
      ),
    );
    expect(await differences(t.db)).toEqual([]);
    const {
      rows: [total],
    } = await t.db.execute<{ cost: number }>(
      sql`select sum(general_cost + mandatory_cost)::float8 as cost from company_monthly_costs where company_id = ${company.id}`,
    );
    expect(total!.cost).toBe((39 * 40) / 2);
  });
});

describe('fuel cost sums kept by the database', () => {
  it('follow inserts, updates that move cost, month or vehicle, and deletes of fuel entries, beside maintenance', async () => {
    const company = await makeCompany(t.db);
    const branch = await makeBranch(t.db, company.id);
    const [first, second] = [await makeVehicle(t.db, company.id, [branch.id]), await makeVehicle(t.db, company.id, [branch.id])];
    await t.db.execute(sql`select twelve_month_costs_for(${company.id}, '2026-10-01')`);

    const entry = await makeFuelEntry(t.db, first, { filledOn: '2026-05-10', cost: 80.4 });
    await makeGeneralMaintenance(t.db, first, { serviceDate: '2026-05-20', cost: 50.25 });
    await makeFuelEntry(t.db, second, { filledOn: '2025-09-01', cost: 61, unit: 'kWh', quantity: 40 });
    const {
      rows: [month],
    } = await t.db.execute<{ fuel_cost: number; fuel_entries: number; general_records: number }>(sql`
      select fuel_cost::float8 as fuel_cost, fuel_entries, general_records from vehicle_monthly_costs
       where vehicle_id = ${first.id} and month = '2026-05-01'`);
    expect(month).toEqual({ fuel_cost: 80.4, fuel_entries: 1, general_records: 1 });
    // Many rows in one statement, across both vehicles and several months, some outside the twelve months.
    await t.db.execute(sql`
      insert into fuel_entries (company_id, vehicle_id, filled_on, quantity, unit, cost, odometer, "full")
      select ${company.id}, case when n % 2 = 0 then ${first.id}::uuid else ${second.id}::uuid end,
             date '2025-06-15' + (n * 20), 40 + n, 'l', n * 7.5, 60000 + n * 500, n % 3 <> 0 from generate_series(1, 30) as n`);
    expect(await differences(t.db)).toEqual([]);

    await t.db.execute(sql`update fuel_entries set cost = cost + 1, filled_on = filled_on + 40,
                           vehicle_id = case when vehicle_id = ${first.id}::uuid then ${second.id}::uuid else ${first.id}::uuid end
                           where company_id = ${company.id} and cost > 100`);
    await t.db.execute(sql`update fuel_entries set notes = 'only the notes' where id = ${entry.id}`);
    await t.db.execute(sql`update fuel_entries set filled_on = '2026-09-30', cost = 0 where id = ${entry.id}`);
    expect(await differences(t.db)).toEqual([]);

    await t.db.execute(sql`delete from fuel_entries where company_id = ${company.id} and cost < 150`);
    expect(await differences(t.db)).toEqual([]);
  });

  it("count in a vehicle's twelve months and their total, also when they are summed again for a new month", async () => {
    const company = await makeCompany(t.db);
    const vehicle = await makeVehicle(t.db, company.id, []);
    await makeGeneralMaintenance(t.db, vehicle, { serviceDate: '2026-03-10', cost: 100 });
    await makeFuelEntry(t.db, vehicle, { filledOn: '2026-04-10', cost: 70.5 });
    await makeFuelEntry(t.db, vehicle, { filledOn: '2025-10-31', cost: 1000 });
    const sums = async () =>
      (
        await t.db.execute(sql`
      select general_cost::float8 as general_cost, fuel_cost::float8 as fuel_cost, total_cost::float8 as total_cost, records
        from twelve_month_costs where company_id = ${company.id}`)
      ).rows;
    await t.db.execute(sql`select twelve_month_costs_for(${company.id}, '2026-09-01')`);
    // October 2025 to September 2026.
    expect(await sums()).toEqual([{ general_cost: 100, fuel_cost: 1070.5, total_cost: 1170.5, records: 3 }]);
    await t.db.execute(sql`select twelve_month_costs_for(${company.id}, '2026-10-01')`);
    expect(await sums()).toEqual([{ general_cost: 100, fuel_cost: 70.5, total_cost: 170.5, records: 2 }]);
    // A vehicle with fuel alone counts among the costliest too.
    const fuelOnly = await makeVehicle(t.db, company.id, []);
    await makeFuelEntry(t.db, fuelOnly, { filledOn: '2026-10-02', cost: 30 });
    const {
      rows: [row],
    } = await t.db.execute(sql`select fuel_cost::float8 as fuel_cost, records from twelve_month_costs where vehicle_id = ${fuelOnly.id}`);
    expect(row).toEqual({ fuel_cost: 30, records: 1 });
    expect(await differences(t.db)).toEqual([]);
  });
});
