import { randomUUID } from 'node:crypto';
import { isoDate, timestampOn } from './calendar';
import { TYPE_PROFILE, type CompanySpec, type VehicleSpec } from './content';
import { addMaintenanceHistory } from './maintenance-history';
import type { DemoCompany } from './organisation';
import type { Random } from './random';
import type { CreatorFor, DemoRows } from './rows';
import { vehicleTimeline } from './vehicle-timeline';

/*
 * One demo vehicle: its row, coherent with its history (the last legislation control and service,
 * the mileage), its branches, and its maintenance records.
 */

/** What every vehicle of a company is built with. */
interface VehicleContext {
  random: Random;
  todayDay: number;
  spec: CompanySpec;
  company: DemoCompany;
  creatorFor: CreatorFor;
}

export function addVehicle(rows: DemoRows, { random, todayDay, spec, company, creatorFor }: VehicleContext, vehicle: VehicleSpec) {
  const { companyId, founded, branchIds } = company;
  const profile = TYPE_PROFILE[vehicle.type];
  const id = randomUUID();
  const vehicleBranchIds = vehicle.branches.map((branch) => branchIds[branch]!);
  const timeline = vehicleTimeline(random, todayDay, spec, vehicle);
  const { since, end, odometerOn, lastLegislation, lastService } = timeline;

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
    legislationControlInterval: timeline.legislationMonths,
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

  addMaintenanceHistory(rows, { random, todayDay, companyId, vehicleId: id, vehicleBranchIds, creatorFor }, spec, vehicle, timeline);
}
