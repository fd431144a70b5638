import { isoDate, timestampOn } from './calendar';
import { GENERAL_KINDS, SERVICE_COST, SERVICE_NOTES, TYPE_PROFILE, type CompanySpec, type CostRange, type VehicleSpec } from './content';
import type { Random } from './random';
import type { CreatorFor, DemoRows } from './rows';
import type { VehicleTimeline } from './vehicle-timeline';

/*
 * A demo vehicle's maintenance records over the two years of history: the legislation controls and
 * mandatory services (mandatory), laid out back from the last ones its timeline fixed, and whatever
 * else came up in between (general). The odometer on each record is the timeline's for its day.
 */

/** The vehicle the records are for, and who could have entered them. */
interface RecordContext {
  random: Random;
  todayDay: number;
  companyId: string;
  vehicleId: string;
  vehicleBranchIds: string[];
  creatorFor: CreatorFor;
}

const money = (random: Random, [min, max]: CostRange) => Math.round(random.between(min, max) * 100) / 100;

/** Entered at some time during the working day of the work itself. */
function stamp(random: Random, day: number) {
  const at = timestampOn(day, random.int(7, 17), random.int(0, 59));
  return { createdAt: at, updatedAt: at };
}

export function addMaintenanceHistory(
  rows: DemoRows,
  context: RecordContext,
  spec: CompanySpec,
  vehicle: VehicleSpec,
  timeline: VehicleTimeline,
) {
  addMandatoryRecords(rows, context, spec, vehicle, timeline);
  addGeneralRecords(rows, context, vehicle, timeline);
}

function addMandatoryRecords(
  rows: DemoRows,
  context: RecordContext,
  spec: CompanySpec,
  vehicle: VehicleSpec,
  { firstDay, odometerOn, legislationDays, serviceDays, lastLegislation, lastService }: VehicleTimeline,
) {
  const { random, companyId, vehicleId, vehicleBranchIds, creatorFor } = context;
  const mandatory = (serviceType: 'Registration' | 'Service', day: number, cost: number, notes: string | null) => {
    rows.mandatory.push({
      companyId,
      vehicleId,
      serviceType,
      finishedOn: isoDate(day),
      cost,
      mileage: odometerOn(day),
      notes,
      createdBy: creatorFor(vehicleBranchIds, ['admin', 'moderator']),
      ...stamp(random, day),
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
  // Mandatory services, each at the earlier of its month and km intervals.
  for (let day = lastService; day >= firstDay; day -= Math.round(serviceDays * random.between(0.86, 0.97))) {
    mandatory('Service', day, money(random, SERVICE_COST[vehicle.type]), random.chance(0.3) ? random.pick(SERVICE_NOTES) : null);
  }
}

/** General maintenance: whatever came up in between; a vehicle new this year has had one record less. */
function addGeneralRecords(
  rows: DemoRows,
  { random, todayDay, companyId, vehicleId, vehicleBranchIds, creatorFor }: RecordContext,
  vehicle: VehicleSpec,
  { since, firstDay, end, odometerOn }: VehicleTimeline,
) {
  const kinds = GENERAL_KINDS.filter((kind) => !kind.only || kind.only.includes(vehicle.type));
  const count = random.int(...TYPE_PROFILE[vehicle.type].generalRecords) + (firstDay === since && todayDay - since < 365 ? -1 : 0);
  for (let n = 0; n < count; n++) {
    const kind = random.pick(kinds);
    const day = random.int(firstDay + 7, end - 2);
    rows.general.push({
      companyId,
      vehicleId,
      serviceType: kind.type,
      serviceDate: isoDate(day),
      cost: money(random, vehicle.type === 'car' ? kind.light : kind.heavy),
      mileage: odometerOn(day),
      notes: kind.notes && random.chance(0.5) ? random.pick(kind.notes) : null,
      createdBy: creatorFor(vehicleBranchIds, ['admin', 'moderator', 'user']),
      ...stamp(random, day),
    });
  }
}
