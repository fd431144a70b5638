import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { owesInspection, periodStart } from '../../contract/inspection-due';
import { INSPECTION_FREQUENCIES } from '../../contract/inspections';
import { DEFAULT_TIME_ZONE, todayIn } from '../../contract/time-zones';
import { companies, inspectionForms, vehicles } from '../../server/db/schema';
import { endsPeriod, owesInspection as owesInspectionSql } from '../../server/health/inspection-due-sql';
import { caseParts, INSPECTION_DUE_CASES } from '../contract/inspection-due-cases';
import { makeBranch, makeCompany, makeVehicle } from './support/fixtures';
import { makeInspection, makeInspectionForm } from './support/inspection-rows';
import { startTestApp, type TestApp } from './support/test-app';

/*
 * The reminder check and the overview ask PostgreSQL which vehicle owes which inspection form on a day
 * (server/health/inspection-due-sql.ts). For every case of the contract's table, written as real rows
 * (a company in its zone, its branches, the vehicle, the form and the inspections), the SQL must say
 * exactly what contract/inspection-due.ts says; and a day ends its form's period in SQL exactly when
 * the next day begins a new one in the contract.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the due rule in SQL agrees with the contract', () => {
  it.each(INSPECTION_DUE_CASES)('$name', async (dueCase) => {
    const zone = dueCase.timeZone ?? DEFAULT_TIME_ZONE;
    const company = await makeCompany(t.db);
    await t.db.update(companies).set({ timeZone: zone }).where(eq(companies.id, company.id));
    const branches = { north: await makeBranch(t.db, company.id, 'North'), south: await makeBranch(t.db, company.id, 'South') };
    const { form: dueForm, vehicle: dueVehicle } = caseParts(dueCase);
    const vehicle = await makeVehicle(
      t.db,
      company.id,
      dueVehicle.branch_ids.map((name) => branches[name as 'north' | 'south'].id),
      { type: dueVehicle.type as 'truck', isActive: dueVehicle.is_active },
    );
    const form = await makeInspectionForm(t.db, company.id, {
      frequency: dueForm.frequency,
      vehicleTypes: dueForm.vehicle_types as Array<'truck'>,
      branchIds: dueForm.branch_ids.map((name) => branches[name as 'north' | 'south'].id),
    });
    const otherForm = await makeInspectionForm(t.db, company.id, { name: 'Another check' });
    for (const moment of dueCase.inspectedAt ?? []) await makeInspection(t.db, vehicle, form, moment);
    for (const moment of dueCase.otherFormInspectedAt ?? []) await makeInspection(t.db, vehicle, otherForm, moment);

    // The day asked about is the company's at the moment, as the check works it out (contract/time-zones.ts).
    const day = todayIn(zone, new Date(dueCase.now));
    const {
      rows: [answer],
    } = await t.db.execute<{ owes: boolean }>(sql`
      select ${owesInspectionSql(sql`${day}::date`, sql`${companies.timeZone}`)} as owes
        from ${inspectionForms}
        join ${vehicles} on ${vehicles.companyId} = ${inspectionForms.companyId}
        join ${companies} on ${companies.id} = ${vehicles.companyId}
       where ${inspectionForms.id} = ${form.id} and ${vehicles.id} = ${vehicle.id}`);
    const inspectedOn = (dueCase.inspectedAt ?? []).map((moment) => todayIn(zone, new Date(moment)));
    expect(answer!.owes).toBe(owesInspection(dueForm, dueVehicle, inspectedOn, day));
    expect(answer!.owes).toBe(dueCase.owes);
  });

  it("a day ends its form's period when the next day begins a new one (a Sunday a week, the last day a month)", async () => {
    const company = await makeCompany(t.db);
    const days = ['2026-11-22', '2026-11-28', '2026-11-29', '2026-11-30', '2026-12-31', '2027-02-28', '2028-02-28', '2028-02-29'];
    for (const frequency of INSPECTION_FREQUENCIES) {
      const form = await makeInspectionForm(t.db, company.id, { frequency, name: `${frequency} check` });
      for (const day of days) {
        const {
          rows: [answer],
        } = await t.db.execute<{ ends: boolean; next: string }>(sql`
          select ${endsPeriod(sql`${day}::date`)} as ends, (${day}::date + 1)::text as next
            from ${inspectionForms} where ${inspectionForms.id} = ${form.id}`);
        const next = answer!.next;
        expect(answer!.ends, `${frequency} ${day}`).toBe(frequency !== 'on_demand' && periodStart(frequency, next) === next);
      }
    }
  });
});
