import type { documents, employees, vehicles } from '../db/schema';

/*
 * The demo's documents (docs/product.md, Documents): each active vehicle's insurance policy and
 * registration certificate, a tachograph calibration for buses and trucks, and the drivers' licences.
 * Documents lapse only where the demo already shows something due, so that each vehicle keeps the status
 * the demo was built to show (DEMO_VEHICLE_HEALTH): a vehicle overdue has a lapsed insurance, one due
 * soon an insurance about to lapse; every other document runs for months yet. One licence runs out soon.
 */

type DocumentRow = typeof documents.$inferInsert;
type VehicleRow = typeof vehicles.$inferInsert;
type EmployeeRow = typeof employees.$inferInsert;

interface IntendedHealth {
  plate: string;
  legislation: string;
  service: string;
}

/** The insurers and authorities the demo's documents come from, by the company's country. */
const ISSUERS = {
  insurance: ['Sigal Uniqa', 'Allianz Versicherung', 'Albsig', 'HUK-Coburg'],
  registration: ['Drejtoria e Shërbimeve të Transportit Rrugor', 'Straßenverkehrsamt'],
  tachograph: ['Tacho Service Tirana', 'DEKRA Automobil GmbH'],
};

const DAY_MS = 86_400_000;
const isoDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export function demoDocuments(
  rows: { vehicles: VehicleRow[]; employees: EmployeeRow[] },
  health: readonly IntendedHealth[],
  todayDay: number,
): DocumentRow[] {
  const demoDocuments: DocumentRow[] = [];
  const statusOf = (plate: string) => {
    const intended = health.find((entry) => entry.plate === plate);
    if (!intended) return 'ok';
    if (intended.legislation === 'overdue' || intended.service === 'overdue') return 'overdue';
    if (intended.legislation === 'soon' || intended.service === 'soon') return 'soon';
    return 'ok';
  };
  rows.vehicles
    .filter((vehicle) => vehicle.isActive !== false)
    .forEach((vehicle, index) => {
      const german = vehicle.licensePlate.includes('-');
      const status = statusOf(vehicle.licensePlate);
      // A lapsed policy on a vehicle overdue anyway, one lapsing on a vehicle due soon; the rest run on.
      const insuranceLeft = status === 'overdue' ? -6 - (index % 5) : status === 'soon' ? 9 + (index % 12) : 60 + ((index * 37) % 300);
      const base = { companyId: vehicle.companyId, vehicleId: vehicle.id!, createdBy: vehicle.createdBy ?? null };
      demoDocuments.push({
        ...base,
        kind: 'insurance',
        number: `POL-${String(100_000 + index * 7_919).slice(0, 6)}`,
        issuer: ISSUERS.insurance[(german ? 2 : 0) + (index % 2)]!,
        issuedOn: isoDate(todayDay + insuranceLeft - 365),
        expiresOn: isoDate(todayDay + insuranceLeft),
        cost: vehicle.type === 'car' ? 420 + (index % 7) * 35 : 1_150 + (index % 5) * 120,
      });
      demoDocuments.push({
        ...base,
        kind: 'registration',
        number: `REG-${String(500_000 + index * 613).slice(0, 6)}`,
        issuer: ISSUERS.registration[german ? 1 : 0]!,
        issuedOn: isoDate(todayDay - 400 - index * 11),
      });
      if (vehicle.type !== 'car') {
        demoDocuments.push({
          ...base,
          kind: 'tachograph',
          number: `TC-${1_000 + index}`,
          issuer: ISSUERS.tachograph[german ? 1 : 0]!,
          issuedOn: isoDate(todayDay - 200 - (index % 90)),
          expiresOn: isoDate(todayDay + 530 - (index % 90)),
          cost: 140,
        });
      }
    });
  rows.employees
    .filter((employee) => employee.role !== 'superadmin' && employee.companyId)
    .forEach((employee, index) => {
      // The demo's user drives: their licence lapses within the month; everyone else's runs for years.
      const left = employee.username === 'user' ? 21 : 700 + index * 97;
      demoDocuments.push({
        companyId: employee.companyId!,
        employeeId: employee.id!,
        kind: 'driving_licence',
        number: `DL${String(7_340_000 + index * 4_111)}`,
        issuer: employee.email.includes('rheinland') ? 'Stadt Düsseldorf' : 'DPSHTRR',
        issuedOn: isoDate(todayDay + left - 3_650),
        expiresOn: isoDate(todayDay + left),
        licenceCategories: employee.role === 'user' ? ['B', 'C', 'CE'] : ['B'],
      });
    });
  return demoDocuments;
}
