import type { EnergyUnit } from '../../contract/fuel';
import { prng, type Random } from './random';
import type {
  branches,
  employeeBranches,
  employees,
  fuelEntries,
  generalMaintenances,
  mandatoryMaintenances,
  vehicleBranches,
  vehicles,
} from '../db/schema';

/*
 * The demo's fuel entries (docs/fuel.md): the fillings and charges of every vehicle over the two years
 * its maintenance records span, so that the overview's monthly costs have a fuel series, each vehicle a
 * consumption and a cost per km (over the same km as its records, so fuel is not thinned out by years
 * of repairs without it), and its meter log the readings of its fuel entries. Deterministic: a generator of its own, seeded apart from
 * the rest of the demo, so that adding fuel changed nothing else the demo draws.
 *
 * Each vehicle's odometer at a filling is read off its own maintenance records: the readings between two
 * records lie on the line between them, up to the vehicle's mileage on its last day (today, or the day
 * it was archived), so no entry reads above the vehicle's mileage or out of step with a record. The
 * tank is followed from filling to filling: a full fill puts back what was burnt since the one before,
 * a partial one part of it, so that consumption between full fills comes out as the vehicle's own.
 */

type FuelRow = typeof fuelEntries.$inferInsert;
type VehicleRow = typeof vehicles.$inferInsert;

interface DemoRowsForFuel {
  vehicles: VehicleRow[];
  vehicleBranches: (typeof vehicleBranches.$inferInsert)[];
  branches: (typeof branches.$inferInsert)[];
  employees: (typeof employees.$inferInsert)[];
  employeeBranches: (typeof employeeBranches.$inferInsert)[];
  general: (typeof generalMaintenances.$inferInsert)[];
  mandatory: (typeof mandatoryMaintenances.$inferInsert)[];
}

const DAY_MS = 86_400_000;
/** As far back as the demo's maintenance records go (seed.ts, HISTORY_DAYS). */
const FUEL_HISTORY_DAYS = 730;
const isoDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const dayOf = (timestamp: string | Date | undefined) => Math.floor(new Date(timestamp ?? 0).getTime() / DAY_MS);
const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** How a vehicle takes its energy: the unit, what it uses per 100 km, what its tank or battery holds, and its fuel. */
interface Drivetrain {
  unit: EnergyUnit;
  per100Km: [number, number];
  tank: number;
  fuel: 'diesel' | 'petrol' | 'electricity';
  /** Buses and trucks take AdBlue now and then. */
  adblue: boolean;
}

/** By the model's name: the demo's electric car, its petrol cars, its light trucks and minibus, then the type. */
function drivetrainOf(vehicle: VehicleRow): Drivetrain {
  const model = vehicle.model;
  if (/ID\.\d/.test(model)) return { unit: 'kWh', per100Km: [17, 21], tank: 77, fuel: 'electricity', adblue: false };
  if (/Hybrid/.test(model)) return { unit: 'l', per100Km: [4.3, 5.2], tank: 50, fuel: 'petrol', adblue: false };
  if (/TSI|Astra/.test(model)) return { unit: 'l', per100Km: [5.6, 6.9], tank: 50, fuel: 'petrol', adblue: false };
  if (/Daily|Sprinter/.test(model)) return { unit: 'l', per100Km: [10.5, 13], tank: 90, fuel: 'diesel', adblue: true };
  if (/Atego|TGL/.test(model)) return { unit: 'l', per100Km: [17, 22], tank: 200, fuel: 'diesel', adblue: true };
  if (vehicle.type === 'truck') return { unit: 'l', per100Km: [28, 35], tank: 600, fuel: 'diesel', adblue: true };
  if (vehicle.type === 'bus') return { unit: 'l', per100Km: [26, 33], tank: 350, fuel: 'diesel', adblue: true };
  return { unit: 'l', per100Km: [5.2, 7.4], tank: 55, fuel: 'diesel', adblue: false };
}

/** € a litre (or kWh) in each country; the price drifts over the year and from pump to pump. */
const PRICES = {
  albania: { diesel: 1.78, petrol: 1.86, electricity: 0.42 },
  germany: { diesel: 1.64, petrol: 1.76, electricity: 0.49 },
};
const ADBLUE_PRICE = { albania: 1.05, germany: 0.95 };

/** Where each branch's vehicles fill up; an electric car charges at the depot mostly, on the road sometimes. */
const STATIONS: Record<string, string[]> = {
  Tiranë: ['Kastrati Tiranë, Rruga e Durrësit', 'Gulf Tiranë Kombinat'],
  Durrës: ['Kastrati Durrës Port', 'Eni Durrës Plazh'],
  Shkodër: ['Kastrati Shkodër', 'Gulf Shkodër Bahçallëk'],
  Vlorë: ['Eni Vlorë', 'Kastrati Vlorë Uji i Ftohtë'],
  Köln: ['Aral Köln-Deutz', 'Shell Köln Niehler Hafen'],
  Düsseldorf: ['Aral Düsseldorf Hafen', 'TotalEnergies Düsseldorf-Lierenfeld'],
  Bonn: ['Shell Bonn-Beuel', 'Esso Bonn Königswinterer Straße'],
};
const CHARGERS = { depot: 'Depot wallbox Köln', road: ['EnBW Schnelllader Köln-Ehrenfeld', 'Ionity Köln-Ost'] };
const DEPOT_CHARGE_PRICE = 0.31;

const PARTIAL_NOTES = ['Topped up on the way', 'Queue at the pump, half a tank', 'Only a partial fill on the route'];

/** The vehicle's odometer on any day of its records: on the line between the two readings around it. */
function odometerOf(vehicle: VehicleRow, rows: DemoRowsForFuel, todayDay: number) {
  const lastDay = vehicle.isActive === false ? dayOf(vehicle.updatedAt) : todayDay;
  const byDay = new Map<number, number>();
  const read = (day: number, km: number) => byDay.set(day, Math.max(byDay.get(day) ?? 0, km));
  for (const record of rows.general) if (record.vehicleId === vehicle.id) read(dayOf(record.serviceDate), record.mileage);
  for (const record of rows.mandatory) if (record.vehicleId === vehicle.id) read(dayOf(record.finishedOn), record.mileage);
  read(lastDay, vehicle.mileage);
  const points = [...byDay].sort(([a], [b]) => a - b);
  const at = (day: number) => {
    const after = points.findIndex(([pointDay]) => pointDay >= day);
    if (after === -1) return points.at(-1)![1];
    if (after === 0) return points[0]![1];
    const [fromDay, fromKm] = points[after - 1]!;
    const [toDay, toKm] = points[after]!;
    return Math.round(fromKm + ((toKm - fromKm) * (day - fromDay)) / (toDay - fromDay));
  };
  const [firstDay, firstKm] = points[0]!;
  const kmPerDay = points.length > 1 ? (vehicle.mileage - firstKm) / Math.max(1, lastDay - firstDay) : 0;
  return { at, firstDay, lastDay, kmPerDay };
}

export function demoFuelEntries(rows: DemoRowsForFuel, todayDay: number): FuelRow[] {
  const random = prng(20_250_301);
  const entries: FuelRow[] = [];
  const branchName = new Map(rows.branches.map((branch) => [branch.id, branch.name]));
  rows.vehicles.forEach((vehicle) => {
    const odometer = odometerOf(vehicle, rows, todayDay);
    if (odometer.kmPerDay <= 0) return;
    const drivetrain = drivetrainOf(vehicle);
    const country = vehicle.licensePlate.includes('-') ? 'germany' : 'albania';
    const branchIds = rows.vehicleBranches.filter((link) => link.vehicleId === vehicle.id).map((link) => link.branchId);
    const stations = branchIds.flatMap((id) => STATIONS[branchName.get(id) ?? ''] ?? []);
    const drivers = driversOf(rows, vehicle, branchIds);
    const usual = random.between(...drivetrain.per100Km);

    const start = Math.max(todayDay - FUEL_HISTORY_DAYS, odometer.firstDay + 1, dayOf(vehicle.createdAt) + 1);
    let day = start + Math.floor(random.between(0, 4));
    let previousKm = odometer.at(day);
    // The first filling fills a tank half to three quarters empty: what was burnt before is not known.
    let missing = drivetrain.tank * random.between(0.45, 0.75);
    let first = true;
    while (day <= odometer.lastDay) {
      const km = odometer.at(day);
      if (!first) missing += ((km - previousKm) * usual * random.between(0.94, 1.06)) / 100;
      previousKm = km;
      const full = first || random.chance(drivetrain.unit === 'kWh' ? 0.55 : 0.86);
      const quantity = roundTo(Math.max(1, full ? missing : missing * random.between(0.35, 0.7)), 2);
      missing = Math.max(0, missing - quantity);
      first = false;

      const charger = drivetrain.unit === 'kWh' ? chargerFor(random) : undefined;
      const station = charger?.station ?? (stations.length ? random.pick(stations) : null);
      const price =
        (charger?.price ?? PRICES[country][drivetrain.fuel]) *
        (1 + 0.05 * Math.sin((2 * Math.PI * day) / 365)) *
        random.between(0.98, 1.02);
      const adblue = drivetrain.adblue && random.chance(0.22) ? Math.round(Math.min(60, quantity * random.between(0.04, 0.08))) : 0;
      const at = new Date(day * DAY_MS + Math.round(random.between(6, 20) * 3_600_000)).toISOString();
      entries.push({
        companyId: vehicle.companyId,
        vehicleId: vehicle.id!,
        filledOn: isoDate(day),
        quantity,
        unit: drivetrain.unit,
        adblueLitres: adblue > 0 ? adblue : null,
        cost: roundTo(quantity * price + adblue * ADBLUE_PRICE[country], 2),
        odometer: km,
        full,
        station,
        notes: !full && random.chance(0.3) ? random.pick(PARTIAL_NOTES) : null,
        createdBy: drivers.length ? random.pick(drivers) : (vehicle.createdBy ?? null),
        createdAt: at,
        updatedAt: at,
      });

      // The next filling when the tank is down to a quarter or a half again, at the vehicle's pace.
      const kmToNext = Math.max(0, drivetrain.tank * random.between(0.5, 0.78) - missing) / (usual / 100);
      day += Math.max(1, Math.round(kmToNext / odometer.kmPerDay + random.between(-0.5, 0.5)));
    }
  });
  return entries.sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
}

/** An electric car charges at its depot most days and at a fast charger on the road now and then. */
function chargerFor(random: Random): { station: string; price: number } {
  if (random.chance(0.7)) return { station: CHARGERS.depot, price: DEPOT_CHARGE_PRICE };
  return { station: random.pick(CHARGERS.road), price: PRICES.germany.electricity * random.between(1, 1.2) };
}

/** Who writes the fillings down: the signed-up users and moderators of the vehicle's branches. */
function driversOf(rows: DemoRowsForFuel, vehicle: VehicleRow, branchIds: string[]): string[] {
  const inBranches = new Set(rows.employeeBranches.filter((link) => branchIds.includes(link.branchId)).map((link) => link.employeeId));
  return rows.employees
    .filter(
      (person) =>
        person.companyId === vehicle.companyId &&
        person.passwordHash &&
        (person.role === 'user' || person.role === 'moderator') &&
        inBranches.has(person.id!),
    )
    .map((person) => person.id!);
}
