import type { Role } from '../../contract/roles';
import type { VehicleType } from '../../contract/vehicle-types';
import type { LogoDesign } from './logos';

/*
 * What the demo shows (server/demo/seed.ts): its two companies with their branches, people and
 * vehicles, and the intervals and costs their maintenance records are drawn from. Data only; the
 * rows are built from it in build.ts, so the content can be read and changed without the mechanics.
 */

export const FIRST_COMPANY = 'Adriatik Trans sh.p.k.';
const SECOND_COMPANY = 'Rheinland Reisen & Logistik GmbH';

export type Status = 'ok' | 'soon' | 'overdue';

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

export interface VehicleSpec {
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

export interface CompanySpec {
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

export const COMPANIES: CompanySpec[] = [
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

export const SUPERADMIN = {
  username: 'superadmin',
  email: 'superadmin@fleet.example',
  firstName: 'Platform',
  lastName: 'Operator',
  position: 'Platform operator',
};

/** Months and kilometres between mandatory services, km driven a day, odometer two years ago. */
export const TYPE_PROFILE: Record<
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

export type CostRange = [number, number];
interface GeneralKind {
  type: string;
  light: CostRange;
  heavy: CostRange;
  only?: VehicleType[];
  notes?: string[];
}

/** Free-text service types as people type them, with plausible costs for a car and for a bus or truck. */
export const GENERAL_KINDS: GeneralKind[] = [
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

export const SERVICE_COST: Record<VehicleType, CostRange> = { bus: [700, 2200], truck: [650, 1900], car: [220, 650] };
export const SERVICE_NOTES = ['Full service per manufacturer schedule', 'Service, filters and fluids', 'Service incl. brake fluid'];
