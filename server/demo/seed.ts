import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Role } from '../../contract/roles';
import type { VehicleType } from '../../contract/vehicle-types';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Database, Executor } from '../db/client';
import { demoLogo, type LogoDesign } from './logos';
import { demoDocuments } from './documents';
import { demoFuelEntries } from './fuel';
import { demoVendors } from './vendors';
import { prng, type Random } from './random';
import {
  branches,
  companies,
  documents,
  employeeBranches,
  employees,
  fuelEntries,
  generalMaintenances,
  logoFiles,
  mandatoryMaintenances,
  vehicleBranches,
  vehicles,
  vendors,
} from '../db/schema';

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
 */

export const DEMO_PASSWORD = 'demo1234';

export interface DemoSignIn {
  username: string;
  role: Role;
  /** What this sign-in sees, for the start banner and the README. */
  sees: string;
}

const FIRST_COMPANY = 'Adriatik Trans sh.p.k.';
const SECOND_COMPANY = 'Rheinland Reisen & Logistik GmbH';

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

// ---------------------------------------------------------------------------------------------------
// The demo's content

type Status = 'ok' | 'soon' | 'overdue';

interface EmployeeSpec {
  username: string;
  firstName: string;
  lastName: string;
  phone: string;
  position: string;
  role: Exclude<Role, 'superadmin'>;
  /** Indexes into the company's branches. */
  branches: number[];
  /** False: invited, has not set a password yet (password_hash null). */
  signedUp: boolean;
}

interface VehicleSpec {
  plate: string;
  model: string;
  type: VehicleType;
  branches: number[];
  /** In the fleet for this many days; unset: longer than the two years of history. */
  since?: number;
  legislation?: Status;
  service?: Status;
  archived?: boolean;
  notes?: string;
}

interface CompanySpec {
  name: string;
  email: string;
  address: string;
  domain: string;
  /** Where the company is, so where its days begin (contract/time-zones.ts). */
  timeZone: string;
  logo: LogoDesign;
  branches: { name: string; logo: LogoDesign }[];
  /** Months between legislation (inspection) controls, by vehicle type, as the country requires. */
  legislationMonths: Record<VehicleType, number>;
  registrationCost: Record<VehicleType, [number, number]>;
  registrationNotes: string[];
  employees: EmployeeSpec[];
  vehicles: VehicleSpec[];
}

const AL_BLUE = [12, 74, 110] as const;
const AL_RED = [200, 16, 46] as const;
const DE_GREEN = [22, 101, 52] as const;
const DE_GOLD = [234, 179, 8] as const;

const COMPANIES: CompanySpec[] = [
  {
    name: FIRST_COMPANY,
    email: 'info@adriatik-trans.example',
    address: 'Rruga e Durrësit 112, 1001 Tiranë, Albania',
    domain: 'adriatik-trans.example',
    timeZone: 'Europe/Tirane',
    logo: { background: AL_BLUE, accent: [245, 158, 11], pattern: 'road' },
    branches: [
      { name: 'Tiranë', logo: { background: AL_BLUE, accent: AL_RED, pattern: 'ring' } },
      { name: 'Durrës', logo: { background: AL_BLUE, accent: [56, 189, 248], pattern: 'bands' } },
      { name: 'Shkodër', logo: { background: AL_BLUE, accent: [34, 197, 94], pattern: 'chevron' } },
      { name: 'Vlorë', logo: { background: AL_BLUE, accent: [251, 146, 60], pattern: 'split' } },
    ],
    legislationMonths: { bus: 6, truck: 12, car: 12 },
    registrationCost: { bus: [45, 90], truck: [40, 80], car: [20, 40] },
    registrationNotes: ['Kontrolli teknik: pa vërejtje', 'Kontrolli teknik, dokumentet u rinovuan', 'Passed without remarks'],
    employees: [
      {
        username: 'admin',
        firstName: 'Elira',
        lastName: 'Hoxha',
        phone: '+355 69 204 1187',
        position: 'Fleet manager',
        role: 'admin',
        branches: [],
        signedUp: true,
      },
      {
        username: 'moderator',
        firstName: 'Dritan',
        lastName: 'Shehu',
        phone: '+355 68 315 2290',
        position: 'Depot lead Tiranë',
        role: 'moderator',
        branches: [0],
        signedUp: true,
      },
      {
        username: 'user',
        firstName: 'Arta',
        lastName: 'Gjoka',
        phone: '+355 67 402 7713',
        position: 'Driver',
        role: 'user',
        branches: [1],
        signedUp: true,
      },
      {
        username: 'besnik.leka',
        firstName: 'Besnik',
        lastName: 'Leka',
        phone: '+355 69 551 0348',
        position: 'Mechanic',
        role: 'user',
        branches: [0],
        signedUp: true,
      },
      {
        username: 'ardit.cela',
        firstName: 'Ardit',
        lastName: 'Çela',
        phone: '+355 68 660 9421',
        position: 'Driver',
        role: 'user',
        branches: [0, 1],
        signedUp: true,
      },
      {
        username: 'gentian.dervishi',
        firstName: 'Gentian',
        lastName: 'Dervishi',
        phone: '+355 69 718 3356',
        position: 'Depot lead Vlorë',
        role: 'moderator',
        branches: [3],
        signedUp: false,
      },
      {
        username: 'klea.marku',
        firstName: 'Klea',
        lastName: 'Marku',
        phone: '+355 67 829 1164',
        position: 'Dispatcher',
        role: 'user',
        branches: [2],
        signedUp: false,
      },
    ],
    vehicles: [
      { plate: 'AA 512 HK', model: 'Mercedes-Benz Tourismo 16 RHD', type: 'bus', branches: [0], notes: 'Tiranë – Durrës line, 49 seats' },
      { plate: 'AA 734 LM', model: 'Setra S 516 HD', type: 'bus', branches: [0, 1] },
      { plate: 'AB 208 CD', model: "MAN Lion's Coach R07", type: 'bus', branches: [1], service: 'soon' },
      { plate: 'AB 861 RF', model: 'Iveco Crossway Line 12', type: 'bus', branches: [2], legislation: 'overdue' },
      { plate: 'AC 147 NB', model: 'Mercedes-Benz Intouro M', type: 'bus', branches: [3] },
      { plate: 'AC 390 TP', model: 'Otokar Navigo U', type: 'bus', branches: [3], legislation: 'soon', notes: 'Reserve vehicle in winter' },
      { plate: 'AD 072 XS', model: 'Mercedes-Benz Sprinter Travel 65', type: 'bus', branches: [0], since: 410, notes: 'Airport shuttle' },
      { plate: 'AS 905 GJ', model: 'Setra S 215 HD', type: 'bus', branches: [1], archived: true, notes: 'Sold to a regional operator' },
      { plate: 'AA 623 KE', model: 'Mercedes-Benz Actros 1845 LS', type: 'truck', branches: [1], service: 'overdue' },
      { plate: 'AB 335 VZ', model: 'Iveco S-Way 490', type: 'truck', branches: [1] },
      { plate: 'AB 978 PL', model: 'MAN TGS 26.440', type: 'truck', branches: [0] },
      { plate: 'AC 416 DM', model: 'Volvo FH 460', type: 'truck', branches: [2, 0], notes: 'Port of Durrës container runs' },
      { plate: 'AD 254 BR', model: 'DAF XF 480 FT', type: 'truck', branches: [3], legislation: 'soon' },
      { plate: 'AE 118 HN', model: 'Iveco Daily 35S16', type: 'truck', branches: [0], since: 300 },
      { plate: 'AA 301 FT', model: 'Volkswagen Passat Variant 2.0 TDI', type: 'car', branches: [0] },
      { plate: 'AB 442 SK', model: 'Škoda Octavia Combi 1.6 TDI', type: 'car', branches: [1] },
      { plate: 'AC 559 JM', model: 'Toyota Corolla Hybrid', type: 'car', branches: [2], service: 'soon' },
      { plate: 'AC 677 RD', model: 'Dacia Duster 1.5 dCi 4x4', type: 'car', branches: [3] },
      { plate: 'AD 780 EV', model: 'Mercedes-Benz E 220 d', type: 'car', branches: [0], service: 'overdue', notes: 'Management car' },
      { plate: 'AE 093 GL', model: 'Volkswagen Golf 1.0 TSI', type: 'car', branches: [1], since: 250 },
      { plate: 'AE 215 TC', model: 'Hyundai Tucson 1.6 CRDi', type: 'car', branches: [2, 3] },
      { plate: 'AA 846 DB', model: 'Fiat Doblò Cargo', type: 'car', branches: [0], legislation: 'overdue' },
    ],
  },
  {
    name: SECOND_COMPANY,
    email: 'fuhrpark@rheinland-logistik.example',
    address: 'Hafenstraße 21, 50667 Köln, Germany',
    domain: 'rheinland-logistik.example',
    timeZone: 'Europe/Berlin',
    logo: { background: DE_GREEN, accent: DE_GOLD, pattern: 'diagonal' },
    branches: [
      { name: 'Köln', logo: { background: DE_GREEN, accent: [255, 255, 255], pattern: 'ring' } },
      { name: 'Düsseldorf', logo: { background: DE_GREEN, accent: DE_GOLD, pattern: 'dots' } },
      { name: 'Bonn', logo: { background: DE_GREEN, accent: [132, 204, 22], pattern: 'chevron' } },
    ],
    legislationMonths: { bus: 12, truck: 12, car: 24 },
    registrationCost: { bus: [190, 290], truck: [170, 260], car: [130, 165] },
    registrationNotes: ['HU ohne Mängel', 'HU mit geringen Mängeln, nachgebessert', 'TÜV passed, no defects'],
    employees: [
      {
        username: 'katrin.becker',
        firstName: 'Katrin',
        lastName: 'Becker',
        phone: '+49 221 4477 120',
        position: 'Fleet manager',
        role: 'admin',
        branches: [],
        signedUp: true,
      },
      {
        username: 'jonas.wagner',
        firstName: 'Jonas',
        lastName: 'Wagner',
        phone: '+49 171 552 8190',
        position: 'Workshop lead Köln',
        role: 'moderator',
        branches: [0],
        signedUp: true,
      },
      {
        username: 'lena.schmidt',
        firstName: 'Lena',
        lastName: 'Schmidt',
        phone: '+49 152 2093 4471',
        position: 'Dispatcher',
        role: 'user',
        branches: [1],
        signedUp: true,
      },
      {
        username: 'miriam.fischer',
        firstName: 'Miriam',
        lastName: 'Fischer',
        phone: '+49 160 9381 2205',
        position: 'Depot lead Bonn',
        role: 'moderator',
        branches: [2],
        signedUp: false,
      },
      {
        username: 'tobias.yilmaz',
        firstName: 'Tobias',
        lastName: 'Yılmaz',
        phone: '+49 176 4410 7732',
        position: 'Truck driver',
        role: 'user',
        branches: [0, 2],
        signedUp: false,
      },
    ],
    vehicles: [
      { plate: 'K-RL 1042', model: 'Mercedes-Benz Actros 1848 LS', type: 'truck', branches: [0] },
      { plate: 'K-RL 1187', model: 'MAN TGX 18.510', type: 'truck', branches: [0], notes: 'Refrigerated trailer' },
      { plate: 'K-RL 2210', model: 'Scania R 450', type: 'truck', branches: [0, 1] },
      { plate: 'D-RL 308', model: 'DAF XF 480 FT', type: 'truck', branches: [1], legislation: 'overdue' },
      { plate: 'D-RL 415', model: 'Volvo FH 500', type: 'truck', branches: [1] },
      { plate: 'D-RL 562', model: 'Mercedes-Benz Atego 1224', type: 'truck', branches: [1], service: 'soon' },
      { plate: 'BN-RL 77', model: 'MAN TGL 12.250', type: 'truck', branches: [2] },
      { plate: 'BN-RL 94', model: 'Iveco S-Way 490', type: 'truck', branches: [2], service: 'overdue' },
      { plate: 'K-RL 2345', model: 'Renault Trucks T 480', type: 'truck', branches: [0], since: 520 },
      { plate: 'K-RL 501', model: 'Setra S 531 DT', type: 'bus', branches: [0], notes: 'Double-decker, 83 seats' },
      { plate: 'K-RL 517', model: 'Mercedes-Benz Tourismo 15 RHD', type: 'bus', branches: [0, 2] },
      { plate: 'D-RL 530', model: "MAN Lion's Coach C", type: 'bus', branches: [1], legislation: 'soon' },
      { plate: 'BN-RL 540', model: 'Neoplan Tourliner', type: 'bus', branches: [2] },
      { plate: 'K-RL 880', model: 'BMW 320d Touring', type: 'car', branches: [0] },
      {
        plate: 'K-RL 890E',
        model: 'Volkswagen ID.4 Pro',
        type: 'car',
        branches: [0],
        since: 330,
        notes: 'Electric; charge card in the glovebox',
      },
      { plate: 'D-RL 612', model: 'Audi A4 Avant 40 TDI', type: 'car', branches: [1], legislation: 'soon' },
      { plate: 'BN-RL 620', model: 'Volkswagen Caddy Cargo 2.0 TDI', type: 'car', branches: [2] },
      { plate: 'D-RL 644', model: 'Opel Astra Sports Tourer', type: 'car', branches: [1], archived: true, notes: 'Lease returned' },
    ],
  },
];

/** What the demo is built to show on its first day: each active vehicle's plate and statuses. */
export const DEMO_VEHICLE_HEALTH = COMPANIES.flatMap((company) =>
  company.vehicles
    .filter((vehicle) => !vehicle.archived)
    .map((vehicle) => ({ plate: vehicle.plate, legislation: vehicle.legislation ?? 'ok', service: vehicle.service ?? 'ok' })),
);

const SUPERADMIN = {
  username: 'superadmin',
  email: 'superadmin@fleet.example',
  firstName: 'Platform',
  lastName: 'Operator',
  position: 'Platform operator',
};

/** Months and kilometres between obligatory services, km driven a day, odometer two years ago. */
const TYPE_PROFILE: Record<
  VehicleType,
  {
    serviceMonths: number;
    serviceKm: number;
    kmPerDay: [number, number];
    odometer: [number, number];
    generalRecords: [number, number];
  }
> = {
  bus: { serviceMonths: 12, serviceKm: 60_000, kmPerDay: [170, 250], odometer: [180_000, 620_000], generalRecords: [1, 3] },
  truck: { serviceMonths: 12, serviceKm: 120_000, kmPerDay: [230, 360], odometer: [150_000, 580_000], generalRecords: [1, 3] },
  car: { serviceMonths: 12, serviceKm: 30_000, kmPerDay: [45, 105], odometer: [15_000, 140_000], generalRecords: [1, 2] },
};

type CostRange = [number, number];
interface GeneralKind {
  type: string;
  light: CostRange;
  heavy: CostRange;
  only?: VehicleType[];
  notes?: string[];
}

/** Free-text service types as people type them, with plausible costs for a car and for a bus or truck. */
const GENERAL_KINDS: GeneralKind[] = [
  { type: 'Oil change', light: [70, 140], heavy: [260, 480], notes: ['Oil and filter replaced', '5W-30, filter replaced'] },
  { type: 'Oil change', light: [70, 140], heavy: [260, 480] },
  {
    type: 'Brake pads',
    light: [160, 320],
    heavy: [420, 980],
    notes: ['Front axle', 'Front and rear axle', 'Discs checked, still within limits'],
  },
  { type: 'Tyres', light: [320, 780], heavy: [1400, 3600], notes: ['Winter tyres fitted', 'Summer tyres fitted', 'Two new steer tyres'] },
  { type: 'Tyres', light: [320, 780], heavy: [1400, 3600] },
  { type: 'Battery', light: [120, 260], heavy: [380, 620] },
  { type: 'Air conditioning service', light: [90, 180], heavy: [180, 380], notes: ['Refrigerant refilled'] },
  { type: 'Wiper blades', light: [25, 60], heavy: [45, 90] },
  { type: 'Windscreen', light: [380, 900], heavy: [900, 1800], notes: ['Stone chip, replaced'] },
  { type: 'Clutch', light: [850, 1600], heavy: [2400, 4800] },
  { type: 'Headlight bulbs', light: [20, 80], heavy: [40, 140] },
  { type: 'Suspension', light: [380, 900], heavy: [600, 1800], notes: ['Rear shock absorbers'] },
  { type: 'Tachograph calibration', light: [0, 0], heavy: [120, 180], only: ['bus', 'truck'] },
  { type: 'AdBlue system', light: [0, 0], heavy: [300, 1200], only: ['bus', 'truck'], notes: ['NOx sensor replaced'] },
  { type: 'Interior cleaning', light: [0, 0], heavy: [80, 160], only: ['bus'] },
  { type: 'Warranty repair', light: [0, 0], heavy: [0, 0], notes: ['Covered by the manufacturer'] },
];

const SERVICE_COST: Record<VehicleType, CostRange> = { bus: [700, 2200], truck: [650, 1900], car: [220, 650] };
const SERVICE_NOTES = ['Full service per manufacturer schedule', 'Service, filters and fluids', 'Service incl. brake fluid'];

// ---------------------------------------------------------------------------------------------------
// Helpers: a seeded PRNG and calendar days

const DAY_MS = 86_400_000;
const HISTORY_DAYS = 730;
const monthsToDays = (months: number) => Math.round(months * 30.44);
/** A day number (days since 1970-01-01, UTC) as yyyy-MM-dd. */
const isoDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** A moment on that day, for created_at and updated_at. */
const timestampOn = (day: number, hour: number, minute = 0) => new Date(day * DAY_MS + (hour * 60 + minute) * 60_000).toISOString();
const money = (random: Random, [min, max]: CostRange) => Math.round(random.between(min, max) * 100) / 100;

// ---------------------------------------------------------------------------------------------------
// Building the rows

type CompanyRow = typeof companies.$inferInsert;
type LogoRow = typeof logoFiles.$inferInsert;
type BranchRow = typeof branches.$inferInsert;
type EmployeeRow = typeof employees.$inferInsert;
type VehicleRow = typeof vehicles.$inferInsert;
type GeneralRow = typeof generalMaintenances.$inferInsert;
type MandatoryRow = typeof mandatoryMaintenances.$inferInsert;

interface DemoRows {
  companies: CompanyRow[];
  logos: LogoRow[];
  companyLogos: { companyId: string; logoId: string }[];
  branches: BranchRow[];
  employees: EmployeeRow[];
  employeeBranches: (typeof employeeBranches.$inferInsert)[];
  vehicles: VehicleRow[];
  vehicleBranches: (typeof vehicleBranches.$inferInsert)[];
  general: GeneralRow[];
  mandatory: MandatoryRow[];
  documents: (typeof documents.$inferInsert)[];
  fuel: (typeof fuelEntries.$inferInsert)[];
}

interface StaffMember {
  id: string;
  role: Role;
  branchIds: string[];
}

/** Everything the demo inserts, computed in memory first; `passwordHashes` by username. */
function buildDemoRows(today: Date, passwordHashes: ReadonlyMap<string, string>): DemoRows {
  const random = prng(20_240_901);
  const todayDay = Math.floor(today.getTime() / DAY_MS);
  const historyStart = todayDay - HISTORY_DAYS;
  const rows: DemoRows = {
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
  };

  const superadminId = randomUUID();
  const platformStart = todayDay - 1_000;
  rows.employees.push({
    id: superadminId,
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

  COMPANIES.forEach((spec, companyIndex) => {
    const companyId = randomUUID();
    const founded = platformStart + 30 + companyIndex * 21;
    rows.companies.push({
      id: companyId,
      name: spec.name,
      email: spec.email,
      address: spec.address,
      timeZone: spec.timeZone,
      createdAt: timestampOn(founded, 10),
      updatedAt: timestampOn(founded, 10),
    });
    const addLogo = (design: LogoDesign, day: number) => {
      const logo = demoLogo(design);
      const id = randomUUID();
      rows.logos.push({
        id,
        companyId,
        mimeType: logo.mimeType,
        byteSize: logo.byteSize,
        sha256: logo.sha256,
        content: logo.content,
        createdAt: timestampOn(day, 10, 5),
      });
      return id;
    };
    rows.companyLogos.push({ companyId, logoId: addLogo(spec.logo, founded) });

    const branchIds = spec.branches.map((branch, index) => {
      const id = randomUUID();
      const day = founded + 1 + index * 3;
      rows.branches.push({
        id,
        companyId,
        name: branch.name,
        logoId: addLogo(branch.logo, day),
        createdAt: timestampOn(day, 11),
        updatedAt: timestampOn(day, 11),
      });
      return id;
    });

    // Employees: the admin was invited by the platform operator, everyone else by the admin.
    const staff: StaffMember[] = [];
    let adminId = superadminId;
    spec.employees.forEach((person, index) => {
      const id = randomUUID();
      const day = founded + 2 + index * 9;
      const createdBy = person.role === 'admin' ? superadminId : adminId;
      if (person.role === 'admin') adminId = id;
      const assigned = person.branches.map((branch) => branchIds[branch]!);
      rows.employees.push({
        id,
        companyId,
        email: `${person.username}@${spec.domain}`,
        username: person.username,
        passwordHash: person.signedUp ? (passwordHashes.get(person.username) ?? null) : null,
        firstName: person.firstName,
        lastName: person.lastName,
        phoneNumber: person.phone,
        position: person.position,
        role: person.role,
        createdBy,
        createdAt: timestampOn(day, 9, 30),
        updatedAt: timestampOn(day, 9, 30),
      });
      for (const branchId of assigned) rows.employeeBranches.push({ companyId, employeeId: id, branchId });
      if (person.signedUp) staff.push({ id, role: person.role, branchIds: assigned });
    });

    /** Who would have entered a record for a vehicle in these branches. */
    const creatorFor = (vehicleBranchIds: string[], roles: Role[]) => {
      const candidates = staff.filter(
        (member) =>
          roles.includes(member.role) && (member.role === 'admin' || member.branchIds.some((id) => vehicleBranchIds.includes(id))),
      );
      return candidates.length > 0 ? random.pick(candidates).id : adminId;
    };

    for (const vehicle of spec.vehicles) {
      const profile = TYPE_PROFILE[vehicle.type];
      const id = randomUUID();
      const vehicleBranchIds = vehicle.branches.map((branch) => branchIds[branch]!);
      const isNew = vehicle.since !== undefined;
      const since = isNew ? todayDay - vehicle.since! : historyStart - random.int(60, 900);
      const kmPerDay = random.between(...profile.kmPerDay);
      const odometerAtStart = isNew ? random.int(10, 1_500) : random.int(...profile.odometer);
      const firstDay = Math.max(since, historyStart);
      // Readings grow with the days driven; an older vehicle had already driven before the history.
      const odometerOn = (day: number) => odometerAtStart + Math.round(kmPerDay * Math.max(0, day - firstDay));
      const end = vehicle.archived ? todayDay - random.int(90, 220) : todayDay;

      const legislationMonths = spec.legislationMonths[vehicle.type];
      const legislationDays = monthsToDays(legislationMonths);
      const serviceByDate = monthsToDays(profile.serviceMonths);
      const serviceByKm = Math.round(profile.serviceKm / kmPerDay);
      const serviceDays = Math.min(serviceByDate, serviceByKm);

      /** How long ago (before `end`) the last one happened, so that the status comes out as asked. */
      const lastAgo = (status: Status, limitDays: number, soonWindow: number) => {
        if (status === 'overdue') return limitDays + random.int(10, 75);
        if (status === 'soon') return limitDays - random.int(Math.min(3, soonWindow), soonWindow);
        return Math.round(limitDays * random.between(0.08, 0.75));
      };
      const legislationStatus = vehicle.archived ? 'ok' : (vehicle.legislation ?? 'ok');
      const serviceStatus = vehicle.archived ? 'ok' : (vehicle.service ?? 'ok');
      // Due soon means within 30 days, or within 1,000 km when the km interval comes first.
      const serviceSoonWindow = serviceByKm < serviceByDate ? Math.max(1, Math.floor(900 / kmPerDay)) : 25;
      const lastLegislation = Math.max(since, end - lastAgo(legislationStatus, legislationDays, 25));
      const lastService = Math.max(since, end - lastAgo(serviceStatus, serviceDays, serviceSoonWindow));

      const added = Math.max(since, founded + 5);
      rows.vehicles.push({
        id,
        companyId,
        licensePlate: vehicle.plate,
        model: vehicle.model,
        mileage: odometerOn(end),
        // What the vehicle showed the day it was added to Fleet, as its form would have said.
        enteredMileage: odometerOn(added),
        enteredMileageOn: isoDate(added),
        type: vehicle.type,
        lastLegislationControl: isoDate(lastLegislation),
        legislationControlInterval: legislationMonths,
        lastServiceDate: isoDate(lastService),
        lastServiceMileage: odometerOn(lastService),
        mandatoryServiceInterval: profile.serviceMonths,
        mandatoryServiceIntervalKm: profile.serviceKm,
        notes: vehicle.notes ?? null,
        isActive: !vehicle.archived,
        createdBy: creatorFor(vehicleBranchIds, ['admin', 'moderator']),
        createdAt: timestampOn(added, 12),
        updatedAt: timestampOn(vehicle.archived ? end : Math.max(lastLegislation, lastService), 16),
      });
      for (const branchId of vehicleBranchIds) rows.vehicleBranches.push({ companyId, vehicleId: id, branchId });

      const stamp = (day: number) => {
        const at = timestampOn(day, random.int(7, 17), random.int(0, 59));
        return { createdAt: at, updatedAt: at };
      };
      const mandatory = (serviceType: 'Registration' | 'Service', day: number, cost: number, notes: string | null) => {
        rows.mandatory.push({
          companyId,
          vehicleId: id,
          serviceType,
          finishedOn: isoDate(day),
          cost,
          mileage: odometerOn(day),
          notes,
          createdBy: creatorFor(vehicleBranchIds, ['admin', 'moderator']),
          ...stamp(day),
        });
      };

      // Legislation controls, from the last one back through the two years of history.
      for (let day = lastLegislation; day >= firstDay; day -= legislationDays + random.int(-8, 4)) {
        mandatory(
          'Registration',
          day,
          money(random, spec.registrationCost[vehicle.type]),
          random.chance(0.35) ? random.pick(spec.registrationNotes) : null,
        );
      }
      // Obligatory services, each at the earlier of its month and km intervals.
      for (let day = lastService; day >= firstDay; day -= Math.round(serviceDays * random.between(0.86, 0.97))) {
        mandatory('Service', day, money(random, SERVICE_COST[vehicle.type]), random.chance(0.3) ? random.pick(SERVICE_NOTES) : null);
      }

      // General maintenance: whatever came up in between.
      const kinds = GENERAL_KINDS.filter((kind) => !kind.only || kind.only.includes(vehicle.type));
      const count = random.int(...profile.generalRecords) + (firstDay === since && todayDay - since < 365 ? -1 : 0);
      for (let n = 0; n < count; n++) {
        const kind = random.pick(kinds);
        const day = random.int(firstDay + 7, end - 2);
        rows.general.push({
          companyId,
          vehicleId: id,
          serviceType: kind.type,
          serviceDate: isoDate(day),
          cost: money(random, vehicle.type === 'car' ? kind.light : kind.heavy),
          mileage: odometerOn(day),
          notes: kind.notes && random.chance(0.5) ? random.pick(kind.notes) : null,
          createdBy: creatorFor(vehicleBranchIds, ['admin', 'moderator', 'user']),
          ...stamp(day),
        });
      }
    }
  });

  const byDate = (a: { createdAt?: string }, b: { createdAt?: string }) => (a.createdAt ?? '').localeCompare(b.createdAt ?? '');
  rows.general.sort(byDate);
  rows.mandatory.sort(byDate);
  rows.documents = demoDocuments(rows, DEMO_VEHICLE_HEALTH, todayDay);
  rows.fuel = demoFuelEntries(rows, todayDay);
  return rows;
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

async function insertDemo(tx: Executor, rows: DemoRows): Promise<DemoSummary> {
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
  return db.transaction((tx) => insertDemo(tx, rows));
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
    return insertDemo(tx, rows);
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
