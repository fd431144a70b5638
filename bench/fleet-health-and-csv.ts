/**
 * `npm run bench`: fleet health and CSV files at the size of a large fleet, against a real PostgreSQL
 * (BENCH_DATABASE_URL, else the machine's at 127.0.0.1:5432, in a database of its own that is
 * dropped afterwards).
 *
 * It builds one company with 5,000 vehicles in 20 branches and 250,000 maintenance records, then
 * measures, through the real API (inject):
 * - the CSV export of every record: time, rows per second, and how much the server's memory grows
 *   (target: under 64 MB, i.e. it streams rather than loads the list);
 * - GET /api/overview (target: median under 500 ms);
 * - GET /api/vehicles?due=overdue&sort=next_due (target: median under 250 ms);
 * - a dry run of a 5,000-row vehicles import (target: under 5 s);
 * - a real import of 20,000 maintenance records over all 5,000 vehicles, each vehicle kept current
 *   (target: under 15 s).
 * A missed target exits with 1. BENCH_KEEP=1 keeps the database, to look at query plans afterwards.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { createDatabase, createPool } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { hashPassword } from '../server/auth/passwords';
import { branches, companies, employees, generalMaintenances, mandatoryMaintenances, vehicleBranches, vehicles } from '../server/db/schema';

const VEHICLES = 5_000;
const RECORDS_PER_VEHICLE = 50;
const BRANCHES = 20;
const TODAY = '2026-06-15';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `fleet_bench_${randomUUID().slice(0, 8)}`;

function withDatabase(url: string, name: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const admin = createPool(adminUrl, 1);
  await admin.query(`create database ${database}`);
  const pool = createPool(withDatabase(adminUrl, database), 10);
  const failures: string[] = [];
  try {
    await runMigrations(pool);
    const db = createDatabase(pool);
    const started = performance.now();
    const [company] = await db.insert(companies).values({ name: 'Bench Logistics', email: 'bench@fleet.example' }).returning();
    const branchRows = await db.insert(branches).values(Array.from({ length: BRANCHES }, (_, index) => ({ companyId: company!.id, name: `Depot ${index + 1}` }))).returning();
    await db.insert(employees).values({ companyId: company!.id, email: 'bench@fleet.example', username: 'bench', role: 'admin', passwordHash: await hashPassword('bench-password') });
    const day = (offset: number) => new Date(Date.UTC(2026, 5, 15) - offset * 86_400_000).toISOString().slice(0, 10);
    for (let start = 0; start < VEHICLES; start += 1_000) {
      const rows = await db.insert(vehicles).values(Array.from({ length: 1_000 }, (_, i) => {
        const n = start + i;
        return {
          companyId: company!.id, licensePlate: `B-${n}`, model: 'Mercedes Actros', mileage: 100_000 + n * 7, type: 'truck' as const,
          lastLegislationControl: day(n % 400), legislationControlInterval: 12, lastServiceDate: day((n * 3) % 400),
          lastServiceMileage: 90_000 + n * 7, mandatoryServiceInterval: 12, mandatoryServiceIntervalKm: 15_000,
        };
      })).returning({ id: vehicles.id });
      await db.insert(vehicleBranches).values(rows.map((row, i) => ({ companyId: company!.id, vehicleId: row.id, branchId: branchRows[(start + i) % BRANCHES]!.id })));
      const records = rows.flatMap((row, i) => Array.from({ length: RECORDS_PER_VEHICLE }, (_, r) => ({
        companyId: company!.id, vehicleId: row.id, serviceType: `Job ${r}`, serviceDate: day((i * 13 + r * 7) % 700), cost: ((i + r) % 5000) / 10, mileage: 50_000 + r * 1_000,
      })));
      for (let chunk = 0; chunk < records.length; chunk += 5_000) await db.insert(generalMaintenances).values(records.slice(chunk, chunk + 5_000));
      await db.insert(mandatoryMaintenances).values(rows.map((row, i) => ({ companyId: company!.id, vehicleId: row.id, serviceType: 'Service' as const, finishedOn: day((i * 3) % 400), cost: 800, mileage: 90_000 })));
    }
    await pool.query('analyze');
    console.log(`data: ${VEHICLES} vehicles, ${VEHICLES * RECORDS_PER_VEHICLE} general records in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const app = await buildApp({ pool, jwtSecret: 'bench-secret-that-is-long-enough-0123456789abcdef', today: () => TODAY });
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'bench', password: 'bench-password' } });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

    // The export: memory is sampled while the stream runs.
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const exportStart = performance.now();
    const response = await app.inject({ method: 'GET', url: '/api/general-maintenances/export.csv?lang=de', headers: { cookie }, payloadAsStream: true });
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.stream()) {
      bytes += (chunk as Buffer).length;
      for (const byte of chunk as Buffer) if (byte === 0x0a) lines++;
    }
    clearInterval(sampler);
    const exportMs = performance.now() - exportStart;
    const growthMb = (peak - rssBefore) / 1024 / 1024;
    console.log(`export: ${lines - 1} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${(exportMs / 1000).toFixed(2)} s (${Math.round((lines - 1) / (exportMs / 1000))} rows/s), memory grew ${growthMb.toFixed(1)} MB`);
    if (lines - 1 !== VEHICLES * RECORDS_PER_VEHICLE) failures.push(`export wrote ${lines - 1} rows`);
    if (growthMb > 64) failures.push(`export memory grew ${growthMb.toFixed(1)} MB (target < 64 MB)`);

    const time = async (url: string, runs = 15) => {
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        const at = performance.now();
        const answer = await app.inject({ method: 'GET', url, headers: { cookie } });
        if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
        times.push(performance.now() - at);
      }
      return median(times);
    };
    const overviewMs = await time('/api/overview');
    console.log(`overview: median ${overviewMs.toFixed(0)} ms`);
    if (overviewMs > 500) failures.push(`overview median ${overviewMs.toFixed(0)} ms (target < 500 ms)`);
    const dueMs = await time('/api/vehicles?due=overdue&sort=next_due&limit=25');
    console.log(`vehicles due=overdue sort=next_due: median ${dueMs.toFixed(0)} ms`);
    if (dueMs > 250) failures.push(`due list median ${dueMs.toFixed(0)} ms (target < 250 ms)`);

    const header = 'License plate,Model,Mileage,Type,Last legislation control,Legislation control interval,Last service date,Obligatory service interval,Obligatory service interval in km,Branches\n';
    const file = header + Array.from({ length: 5_000 }, (_, n) => `NEW-${n},Iveco Daily,"12,500",truck,01.03.2026,12,01.02.2026,12,"30,000",Depot ${(n % BRANCHES) + 1}\n`).join('');
    const boundary = '----bench';
    const payload = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="v.csv"\r\nContent-Type: text/csv\r\n\r\n${file}\r\n--${boundary}--\r\n`);
    const importStart = performance.now();
    const dryRun = await app.inject({ method: 'POST', url: '/api/vehicles/import?dryRun=true', headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    const importMs = performance.now() - importStart;
    console.log(`import dry run of 5,000 vehicles: ${(importMs / 1000).toFixed(2)} s, ${dryRun.json().data.valid_rows} valid`);
    if (importMs > 5_000) failures.push(`import dry run took ${(importMs / 1000).toFixed(2)} s (target < 5 s)`);

    const records = 'Service type,Finished on,Cost,Mileage,Vehicle\n'
      + Array.from({ length: 20_000 }, (_, n) => `${n % 2 ? 'Service' : 'Registration'},${String((n % 28) + 1).padStart(2, '0')}.06.2026,99.50,${200_000 + n},B-${n % VEHICLES}\n`).join('');
    const recordsPayload = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="m.csv"\r\nContent-Type: text/csv\r\n\r\n${records}\r\n--${boundary}--\r\n`);
    const recordsStart = performance.now();
    const imported = await app.inject({ method: 'POST', url: '/api/mandatory-maintenances/import', headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: recordsPayload });
    const recordsMs = performance.now() - recordsStart;
    console.log(`import of 20,000 maintenance records: ${(recordsMs / 1000).toFixed(2)} s, ${imported.statusCode} ${imported.json().data?.created ?? imported.body.slice(0, 200)} created`);
    if (imported.statusCode !== 201) failures.push(`maintenance import answered ${imported.statusCode}`);
    if (recordsMs > 15_000) failures.push(`maintenance import took ${(recordsMs / 1000).toFixed(2)} s (target < 15 s)`);
    await app.close();
  } finally {
    await pool.end();
    if (!process.env.BENCH_KEEP) await admin.query(`drop database if exists ${database} with (force)`);
    else console.log(`kept ${withDatabase(adminUrl, database)}`);
    await admin.end();
  }
  if (failures.length > 0) {
    console.error(`missed targets:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log('all targets met');
}

await main();
