import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../contract/roles';
import { hashPassword } from '../../../server/auth/passwords';
import type { Database } from '../../../server/db/client';
import {
  branches,
  companies,
  employeeBranches,
  employees,
  fuelEntries,
  generalMaintenances,
  mandatoryMaintenances,
  vehicleBranches,
  vehicles,
} from '../../../server/db/schema';
import { signIn, type Client } from './client';

export const PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;
/** Hashing once per file keeps fixtures fast; every fixture employee shares this password. */
const sharedHash = () => (passwordHash ??= hashPassword(PASSWORD));

const unique = () => randomUUID().slice(0, 8);

export async function makeCompany(db: Database, name = `Company ${unique()}`) {
  const [row] = await db
    .insert(companies)
    .values({ name, email: `office@${name.toLowerCase().replace(/\W+/g, '')}.example` })
    .returning();
  return row!;
}

export async function makeBranch(db: Database, companyId: string, name = `Branch ${unique()}`) {
  const [row] = await db.insert(branches).values({ companyId, name }).returning();
  return row!;
}

export async function makeEmployee(
  db: Database,
  options: { role: Role; companyId: string | null; branchIds?: string[]; username?: string; signedUp?: boolean; createdBy?: string },
) {
  const username = options.username ?? `${options.role}-${unique()}`;
  const [row] = await db
    .insert(employees)
    .values({
      companyId: options.role === 'superadmin' ? null : options.companyId,
      email: `${username}@fleet.example`,
      username,
      role: options.role,
      passwordHash: options.signedUp === false ? null : await sharedHash(),
      firstName: 'Test',
      lastName: options.role,
      createdBy: options.createdBy ?? null,
    })
    .returning();
  if (options.branchIds?.length && row!.companyId) {
    await db
      .insert(employeeBranches)
      .values(options.branchIds.map((branchId) => ({ companyId: row!.companyId!, employeeId: row!.id, branchId })));
  }
  return row!;
}

export async function makeVehicle(
  db: Database,
  companyId: string,
  branchIds: string[],
  overrides: Partial<typeof vehicles.$inferInsert> = {},
) {
  const [row] = await db
    .insert(vehicles)
    .values({
      companyId,
      licensePlate: `T-${unique().toUpperCase()}`,
      model: 'Mercedes Sprinter',
      mileage: 50_000,
      type: 'car',
      lastLegislationControl: '2026-01-15',
      legislationControlInterval: 12,
      lastServiceDate: '2026-03-01',
      mandatoryServiceInterval: 12,
      mandatoryServiceIntervalKm: 15_000,
      // As the vehicle's form sets it (server/routes/vehicles/repository.ts, enteredMileage): its mileage, today.
      enteredMileage: overrides.mileage ?? 50_000,
      enteredMileageOn: sql<string>`current_date`,
      ...overrides,
    })
    .returning();
  if (branchIds.length) await db.insert(vehicleBranches).values(branchIds.map((branchId) => ({ companyId, vehicleId: row!.id, branchId })));
  return row!;
}

export async function makeGeneralMaintenance(
  db: Database,
  vehicle: { id: string; companyId: string },
  overrides: Partial<typeof generalMaintenances.$inferInsert> = {},
) {
  const [row] = await db
    .insert(generalMaintenances)
    .values({
      companyId: vehicle.companyId,
      vehicleId: vehicle.id,
      serviceType: 'Oil change',
      serviceDate: '2026-05-10',
      cost: 120.5,
      mileage: 52_000,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function makeMandatoryMaintenance(
  db: Database,
  vehicle: { id: string; companyId: string },
  overrides: Partial<typeof mandatoryMaintenances.$inferInsert> = {},
) {
  const [row] = await db
    .insert(mandatoryMaintenances)
    .values({
      companyId: vehicle.companyId,
      vehicleId: vehicle.id,
      serviceType: 'Registration',
      finishedOn: '2026-04-02',
      cost: 80,
      mileage: 51_000,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A full tank of diesel on the vehicle, written straight into the table as the other records are. */
export async function makeFuelEntry(
  db: Database,
  vehicle: { id: string; companyId: string },
  overrides: Partial<typeof fuelEntries.$inferInsert> = {},
) {
  const [row] = await db
    .insert(fuelEntries)
    .values({
      companyId: vehicle.companyId,
      vehicleId: vehicle.id,
      filledOn: '2026-05-12',
      quantity: 60.5,
      unit: 'l',
      cost: 96.8,
      odometer: 52_400,
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * Two companies, so that company scope is visible, each with two branches, a vehicle per branch and
 * a maintenance record of each kind per vehicle; in company A an employee of every role, the
 * moderator and the user assigned to branch A1 only.
 */
export async function makeWorld(db: Database) {
  const companyA = await makeCompany(db);
  const companyB = await makeCompany(db);
  const [a1, a2, b1, b2] = await Promise.all([
    makeBranch(db, companyA.id, 'North'),
    makeBranch(db, companyA.id, 'South'),
    makeBranch(db, companyB.id, 'North'),
    makeBranch(db, companyB.id, 'East'),
  ]);
  const superadmin = await makeEmployee(db, { role: 'superadmin', companyId: null });
  const admin = await makeEmployee(db, { role: 'admin', companyId: companyA.id });
  const moderator = await makeEmployee(db, { role: 'moderator', companyId: companyA.id, branchIds: [a1!.id] });
  const user = await makeEmployee(db, { role: 'user', companyId: companyA.id, branchIds: [a1!.id] });
  const adminB = await makeEmployee(db, { role: 'admin', companyId: companyB.id });
  const userA2 = await makeEmployee(db, { role: 'user', companyId: companyA.id, branchIds: [a2!.id] });
  const vehicleA1 = await makeVehicle(db, companyA.id, [a1!.id], { type: 'bus' });
  const vehicleA2 = await makeVehicle(db, companyA.id, [a2!.id], { type: 'truck' });
  const vehicleB1 = await makeVehicle(db, companyB.id, [b1!.id]);
  const vehicleB2 = await makeVehicle(db, companyB.id, [b2!.id]);
  const general = {
    a1: await makeGeneralMaintenance(db, vehicleA1),
    a2: await makeGeneralMaintenance(db, vehicleA2),
    b1: await makeGeneralMaintenance(db, vehicleB1),
  };
  const mandatory = {
    a1: await makeMandatoryMaintenance(db, vehicleA1),
    a2: await makeMandatoryMaintenance(db, vehicleA2),
    b1: await makeMandatoryMaintenance(db, vehicleB1),
  };
  return {
    companyA,
    companyB,
    branches: { a1: a1!, a2: a2!, b1: b1!, b2: b2! },
    people: { superadmin, admin, moderator, user, adminB, userA2 },
    vehicles: { a1: vehicleA1, a2: vehicleA2, b1: vehicleB1, b2: vehicleB2 },
    general,
    mandatory,
  };
}
export type World = Awaited<ReturnType<typeof makeWorld>>;

/** A signed-in client per person of the world. */
export async function signInAll(app: FastifyInstance, world: World): Promise<Record<keyof World['people'], Client>> {
  const entries = await Promise.all(
    Object.entries(world.people).map(async ([key, person]) => [key, await signIn(app, person.username, PASSWORD)] as const),
  );
  return Object.fromEntries(entries) as Record<keyof World['people'], Client>;
}
