import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../contract/messages';
import { generalMaintenances, vehicles } from '../../../server/db/schema';
import { signIn, type Answer, type Client } from '../support/client';
import { makeBranch, makeCompany, makeEmployee, PASSWORD } from '../support/fixtures';
import { startTestApp, type TestApp, middayUtc } from '../support/test-app';
import { upload } from './support';

/*
 * A CSV import reads its file and checks its rows in a worker thread (server/csv/import-pool.ts), and
 * looks up what the rows need in batches; the event loop answers other requests meanwhile. These hold
 * that with the largest file an import takes. The machine is shared and noisy, so they prove overlap
 * rather than time anything: while the import runs, many trivial requests are answered, none of them
 * held for more than a small part of the import (on the event loop, reading alone held them for most of it).
 */

const ROWS = 20_000;
const VEHICLES = 3_000;

let t: TestApp;
let admin: Client;
let companyId: string;
let branchName: string;

beforeAll(async () => {
  t = await startTestApp({ now: () => middayUtc('2026-06-15') });
  const company = await makeCompany(t.db);
  companyId = company.id;
  const branch = await makeBranch(t.db, company.id, 'Depot');
  branchName = branch.name;
  const person = await makeEmployee(t.db, { role: 'admin', companyId: company.id });
  admin = await signIn(t.app, person.username, PASSWORD);
  // Vehicles FLEET 1 … FLEET 3000 for the records to find by plate: more plates than one lookup takes.
  await t.db.execute(sql`
    with created as (
      insert into vehicles (company_id, license_plate, model, mileage, type, last_legislation_control, legislation_control_interval,
                            last_service_date, mandatory_service_interval, mandatory_service_interval_km)
      select ${company.id}, 'FLEET ' || n, 'Sprinter', 10000, 'car', '2026-01-01', 12, '2026-01-01', 12, 30000
      from generate_series(1, ${VEHICLES}) n
      returning id
    )
    insert into vehicle_branches (company_id, vehicle_id, branch_id) select ${company.id}, id, ${branch.id} from created`);
}, 120_000);
afterAll(() => t.close());

/** A file of new vehicles, each with a note, as long as the import allows. */
function vehiclesFile(rows: number) {
  const header =
    'License plate,Model,Mileage,Type,Last legislation control,Legislation control interval,Last service date,Obligatory service interval,Obligatory service interval in km,Notes,Branches\n';
  const note = `"${'Spare key at the depot office; tyres changed in spring, ""winter set"" stored. '.repeat(2)}"`;
  return (
    header +
    Array.from(
      { length: rows },
      (_, n) => `NEW ${n},Iveco Daily,"12,500",truck,01.03.2026,12,01.02.2026,12,"30,000",${note},${branchName}\n`,
    ).join('')
  );
}

/** Records spread over the vehicles, in `order` of plates; every 1,000th row names a vehicle that does not exist. */
function recordsFile(rows: number, order: 'up' | 'down' = 'up') {
  const header = 'Service type,Last service date,Cost,Mileage,Notes,Vehicle\n';
  return (
    header +
    Array.from({ length: rows }, (_, n) => {
      const vehicle = order === 'up' ? (n % VEHICLES) + 1 : VEHICLES - (n % VEHICLES);
      const plate = n % 1000 === 999 ? `GHOST ${n}` : `fleet ${vehicle}`;
      return `Tyres,01.06.2026,"1,234.50",${20000 + n},Front axle,${plate}\n`;
    }).join('')
  );
}

/**
 * Sends GET /api/health one after another, a millisecond apart, while `work` runs: how long the work
 * took, how many answers came meanwhile, and the longest time between two of them. In-process requests
 * share the event loop with the import, as real ones do; an in-process answer itself never waits on
 * it, so a stall shows as the time until the next answer.
 */
async function meanwhile(work: Promise<Answer>) {
  const started = performance.now();
  let took: number | undefined;
  const done = work.then((answer) => {
    took = performance.now() - started;
    return answer;
  });
  let answers = 0;
  let last = started;
  let longest = 0;
  while (took === undefined) {
    await new Promise((resolve) => setTimeout(resolve, 1));
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    answers += 1;
  }
  return { answer: await done, took, answers, longest };
}

describe('a CSV import off the event loop', () => {
  it(`answers trivial requests all through a dry run of ${ROWS.toLocaleString('en')} vehicles`, async () => {
    const { answer, took, answers, longest } = await meanwhile(upload(admin, '/api/vehicles/import?dryRun=true', vehiclesFile(ROWS)));
    expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(200);
    expect(answer.body.data).toMatchObject({ dry_run: true, rows: ROWS, valid_rows: ROWS, created: 0, errors: [] });
    expect(answer.body.data.preview).toHaveLength(50);
    expect(answer.body.data.preview[0]).toEqual({
      license_plate: 'NEW 0',
      model: 'Iveco Daily',
      type: 'truck',
      mileage: 12_500,
      last_legislation_control: '2026-03-01',
      last_service_date: '2026-02-01',
      branches: [branchName],
    });
    expect(answers, `answers in ${took.toFixed(0)} ms`).toBeGreaterThanOrEqual(10);
    expect(longest, `the longest gap, in an import of ${took.toFixed(0)} ms`).toBeLessThan(took / 4);
  });

  it(`answers them all through a dry run of ${ROWS.toLocaleString('en')} records, whose ${VEHICLES.toLocaleString('en')} plates are looked up in batches`, async () => {
    const { answer, took, answers, longest } = await meanwhile(
      upload(admin, '/api/general-maintenances/import?dryRun=true', recordsFile(ROWS)),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ rows: ROWS, valid_rows: ROWS - ROWS / 1000 });
    expect(answer.body.data.errors).toHaveLength(ROWS / 1000);
    expect(answer.body.data.errors[0]).toEqual({
      row: 1001,
      column: 'Vehicle',
      value: 'GHOST 999',
      message: messages.importUnknownVehicle,
    });
    expect(answer.body.data.preview[0]).toEqual({
      service_type: 'Tyres',
      service_date: '2026-06-01',
      cost: 1234.5,
      mileage: 20_000,
      flagged: false,
      notes: 'Front axle',
      vehicle_license_plate: 'FLEET 1',
    });
    expect(answers, `answers in ${took.toFixed(0)} ms`).toBeGreaterThanOrEqual(10);
    expect(longest, `the longest gap, in an import of ${took.toFixed(0)} ms`).toBeLessThan(took / 4);
  });

  it('checks two files at once, each answered as if alone', async () => {
    const [vehicleRun, recordRun] = await Promise.all([
      upload(admin, '/api/vehicles/import?dryRun=true', vehiclesFile(5_000)),
      upload(admin, '/api/general-maintenances/import?dryRun=true', recordsFile(5_000)),
    ]);
    expect(vehicleRun.body.data).toMatchObject({ rows: 5_000, valid_rows: 5_000 });
    expect(recordRun.body.data).toMatchObject({ rows: 5_000, valid_rows: 4_995 });
  });

  it('two real imports for the same vehicles, in opposite orders, both commit: the vehicles are locked in one order', async () => {
    const count = async () =>
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(generalMaintenances)
          .where(eq(generalMaintenances.companyId, companyId))
      )[0]!.n;
    const before = await count();
    // Without the rows that name no vehicle: a real import takes all rows or none.
    const file = (order: 'up' | 'down') =>
      recordsFile(6_000, order)
        .split('\n')
        .filter((line) => !line.includes('GHOST'))
        .join('\n');
    const [up, down] = await Promise.all([
      upload(admin, '/api/general-maintenances/import', file('up')),
      upload(admin, '/api/general-maintenances/import', file('down')),
    ]);
    expect([up.status, down.status], JSON.stringify([up.body, down.body]).slice(0, 500)).toEqual([201, 201]);
    expect(up.body.data.created + down.body.data.created).toBe(11_988);
    expect(await count()).toBe(before + 11_988);
    const [vehicle] = await t.db
      .select()
      .from(vehicles)
      .where(sql`${vehicles.companyId} = ${companyId} and ${vehicles.licensePlate} = 'FLEET 1'`);
    expect(vehicle!.mileage).toBeGreaterThan(20_000);
  }, 120_000);
});
