import { randomUUID } from 'node:crypto';
import { DAY_MS, timestampOn } from './calendar';
import { COMPANIES, DEMO_VEHICLE_HEALTH, SUPERADMIN } from './content';
import { demoDocuments } from './documents';
import { demoFuelEntries } from './fuel';
import { demoYard } from './inspections';
import { addCompany, addEmployees, creatorPicker } from './organisation';
import { prng } from './random';
import type { DemoRows } from './rows';
import { addVehicle } from './vehicles';

/*
 * Builds every row of the demo (server/demo/seed.ts) in memory, from its content (content.ts). One
 * seeded PRNG is drawn from in a fixed order by every builder, so the demo comes out the same on every
 * start: a builder that drew one number more, or earlier, would change every row after it.
 */

/** Everything the demo inserts, computed in memory first; `passwordHashes` by username. */
export function buildDemoRows(today: Date, passwordHashes: ReadonlyMap<string, string>): DemoRows {
  const random = prng(20_240_901);
  const todayDay = Math.floor(today.getTime() / DAY_MS);
  const rows = emptyRows();

  const superadminId = randomUUID();
  const platformStart = todayDay - 1_000;
  addSuperadmin(rows, superadminId, platformStart, passwordHashes);

  COMPANIES.forEach((spec, companyIndex) => {
    const company = addCompany(rows, spec, platformStart + 30 + companyIndex * 21);
    const { staff, adminId } = addEmployees(rows, spec, company, superadminId, passwordHashes);
    const creatorFor = creatorPicker(random, staff, adminId);
    for (const vehicle of spec.vehicles) addVehicle(rows, { random, todayDay, spec, company, creatorFor }, vehicle);
  });

  const byDate = (a: { createdAt?: string }, b: { createdAt?: string }) => (a.createdAt ?? '').localeCompare(b.createdAt ?? '');
  rows.general.sort(byDate);
  rows.mandatory.sort(byDate);
  rows.documents = demoDocuments(rows, DEMO_VEHICLE_HEALTH, todayDay);
  rows.fuel = demoFuelEntries(rows, todayDay);
  rows.yard = demoYard(rows, todayDay);
  return rows;
}

function emptyRows(): DemoRows {
  return {
    companies: [],
    logos: [],
    companyLogos: [],
    branches: [],
    employees: [],
    employeeBranches: [],
    vehicles: [],
    vehicleBranches: [],
    general: [],
    mandatory: [],
    documents: [],
    fuel: [],
    yard: { forms: [], formVersions: [], inspections: [], issues: [], comments: [] },
  };
}

/** The platform operator, there before any company: it invites each company's admin. */
function addSuperadmin(rows: DemoRows, id: string, platformStart: number, passwordHashes: ReadonlyMap<string, string>) {
  rows.employees.push({
    id,
    companyId: null,
    email: SUPERADMIN.email,
    username: SUPERADMIN.username,
    passwordHash: passwordHashes.get(SUPERADMIN.username) ?? null,
    firstName: SUPERADMIN.firstName,
    lastName: SUPERADMIN.lastName,
    phoneNumber: null,
    position: SUPERADMIN.position,
    role: 'superadmin',
    createdBy: null,
    createdAt: timestampOn(platformStart, 9),
    updatedAt: timestampOn(platformStart, 9),
  });
}
