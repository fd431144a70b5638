import { eq, sql } from 'drizzle-orm';
import type { Role } from '../../contract/roles';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Database, Executor } from '../db/client';
import { actAsFleet } from '../db/history-actor';
import { buildDemoRows } from './build';
import { COMPANIES, FIRST_COMPANY, SUPERADMIN } from './content';
import type { DemoRows } from './rows';
import { demoVendors } from './vendors';
import { seedDemoParts } from './parts';
import { seedDemoWorkOrders } from './work-orders';
import {
  branches,
  companies,
  documents,
  employeeBranches,
  employees,
  fuelEntries,
  generalMaintenances,
  inspectionForms,
  inspectionFormVersions,
  inspections,
  issueComments,
  issues,
  logoFiles,
  mandatoryMaintenances,
  vehicleBranches,
  vehicles,
  vendors,
} from '../db/schema';

export { DEMO_VEHICLE_HEALTH } from './content';

/*
 * The demo that the first start of an empty database shows: two companies (an Albanian bus and freight
 * operator, a German one), their branches with logos, about 40 vehicles and about 200 maintenance
 * records over the last two years, employees of every role, and the vendors each works with.
 *
 * The shape is fixed (a seeded PRNG), the dates are relative to today so the demo never goes stale:
 * most vehicles are in order, a few are due soon and a few are overdue, so fleet health has something
 * to show. Records are coherent with their vehicle: the latest mandatory `Registration` is the
 * vehicle's last legislation control, the latest `Service` its last service date and odometer mark,
 * and odometer readings only grow over time, up to the vehicle's current mileage.
 *
 * Branch scope of the demo sign-ins (first company): `moderator` is assigned to Tiranë only and `user`
 * to Durrës only, so each sees a different slice of the fleet; `admin` sees all four branches.
 *
 * What the demo holds is in content.ts; its rows are built in memory by build.ts (and the builders it
 * calls, one file each); this file hashes the demo passwords and inserts the rows in one transaction.
 */

export const DEMO_PASSWORD = 'demo1234';

export interface DemoSignIn {
  username: string;
  role: Role;
  /** What this sign-in sees, for the start banner and the README. */
  sees: string;
}

/** The sign-ins the start banner prints, all with DEMO_PASSWORD. */
const DEMO_SIGN_INS: readonly DemoSignIn[] = [
  { username: 'superadmin', role: 'superadmin', sees: 'every company; the only role that manages companies' },
  { username: 'admin', role: 'admin', sees: `${FIRST_COMPANY}, all four branches` },
  { username: 'moderator', role: 'moderator', sees: `${FIRST_COMPANY}, branch Tiranë only` },
  { username: 'user', role: 'user', sees: `${FIRST_COMPANY}, branch Durrës only (vehicles read-only)` },
];

interface DemoSummary {
  companies: number;
  branches: number;
  employees: number;
  vehicles: number;
  generalMaintenances: number;
  mandatoryMaintenances: number;
}

/** Every demo employee who can sign in gets DEMO_PASSWORD, each with its own salt. */
async function hashDemoPasswords(): Promise<Map<string, string>> {
  const usernames = [
    SUPERADMIN.username,
    ...COMPANIES.flatMap((company) => company.employees.filter((e) => e.signedUp).map((e) => e.username)),
  ];
  const hashes = await Promise.all(usernames.map(() => hashPassword(DEMO_PASSWORD)));
  return new Map(usernames.map((username, index) => [username, hashes[index]!]));
}

async function insertDemo(tx: Executor, rows: DemoRows, today: Date): Promise<DemoSummary> {
  // The history tells the demo's rows as Fleet's own (docs/history.md).
  await actAsFleet(tx);
  // Companies and logos point at each other: company first, then its logos, then the link.
  await tx.insert(companies).values(rows.companies);
  await tx.insert(logoFiles).values(rows.logos);
  for (const { companyId, logoId } of rows.companyLogos) {
    await tx.update(companies).set({ logoId }).where(eq(companies.id, companyId));
  }
  await tx.insert(branches).values(rows.branches);
  // The superadmin first: it created the admins, who created everyone else.
  await tx.insert(employees).values(rows.employees);
  await tx.insert(employeeBranches).values(rows.employeeBranches);
  await tx.insert(vehicles).values(rows.vehicles);
  await tx.insert(vehicleBranches).values(rows.vehicleBranches);
  await tx.insert(generalMaintenances).values(rows.general);
  await tx.insert(mandatoryMaintenances).values(rows.mandatory);
  await tx.insert(documents).values(rows.documents);
  // Two years of fillings are several thousand rows: in slices, within PostgreSQL's limit of parameters a statement.
  for (let from = 0; from < rows.fuel.length; from += 1_000) await tx.insert(fuelEntries).values(rows.fuel.slice(from, from + 1_000));
  await tx.insert(vendors).values(demoVendors(rows));
  await seedDemoParts(
    tx,
    rows.companies.map((company) => company.id!),
  );
  // The yard after the vehicles: the issues' trigger counts each vehicle's open ones as they go in.
  const { yard } = rows;
  await tx.insert(inspectionForms).values(yard.forms);
  await tx.insert(inspectionFormVersions).values(yard.formVersions);
  for (let from = 0; from < yard.inspections.length; from += 500)
    await tx.insert(inspections).values(yard.inspections.slice(from, from + 500));
  await tx.insert(issues).values(yard.issues);
  await tx.insert(issueComments).values(yard.comments);
  // Work orders last: they stand on the vehicles, records, shelves and issues above.
  await seedDemoWorkOrders(
    tx,
    rows.companies.map((company) => company.id!),
    today.toISOString().slice(0, 10),
  );
  return {
    companies: rows.companies.length,
    branches: rows.branches.length,
    employees: rows.employees.length,
    vehicles: rows.vehicles.length,
    generalMaintenances: rows.general.length,
    mandatoryMaintenances: rows.mandatory.length,
  };
}

/** Inserts the whole demo in one transaction. The database must not hold the demo already. */
export async function seedDemoData(db: Database, today = new Date()): Promise<DemoSummary> {
  const rows = buildDemoRows(today, await hashDemoPasswords());
  return db.transaction((tx) => insertDemo(tx, rows, today));
}

// Any constant will do, as long as every instance uses the same one: "seed" in ASCII.
const SEED_LOCK = 0x73656564;

async function isEmpty(db: Executor): Promise<boolean> {
  const result = await db.execute<{ taken: boolean }>(
    sql`select (exists (select 1 from companies) or exists (select 1 from employees)) as taken`,
  );
  return !result.rows[0]?.taken;
}

/**
 * Seeds the demo when the database has no companies and no employees; answers what it inserted, or
 * undefined when there was data already. Instances starting together take turns on an advisory lock,
 * and the check is repeated under it, so the demo is never seeded twice.
 */
export async function seedDemoDataIfEmpty(db: Database, today = new Date()): Promise<DemoSummary | undefined> {
  if (!(await isEmpty(db))) return undefined;
  const rows = buildDemoRows(today, await hashDemoPasswords());
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await isEmpty(tx))) return undefined;
    return insertDemo(tx, rows, today);
  });
}

/**
 * The demo sign-ins that still work: the username exists with its demo role and the demo password.
 * The start banner prints only these, so it never advertises a sign-in that was changed.
 */
export async function demoSignInsInUse(db: Executor): Promise<DemoSignIn[]> {
  const usernames = DEMO_SIGN_INS.map((signIn) => signIn.username);
  const result = await db.execute<{ username: string; role: Role; password_hash: string | null }>(sql`
    select username, role, password_hash from employees
     where lower(username) in (${sql.join(
       usernames.map((name) => sql`${name}`),
       sql`, `,
     )})`);
  const found = new Map(result.rows.map((row) => [row.username.toLowerCase(), row]));
  const checks = await Promise.all(
    DEMO_SIGN_INS.map(async (signIn) => {
      const row = found.get(signIn.username);
      return !!row?.password_hash && row.role === signIn.role && (await verifyPassword(row.password_hash, DEMO_PASSWORD));
    }),
  );
  return DEMO_SIGN_INS.filter((_, index) => checks[index]);
}
