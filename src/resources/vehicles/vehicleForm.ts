import type { RaRecord } from 'ra-core';
import { toBranchIds, toFormDate, toFormText } from '../shared/forms/formValues';

/**
 * What the add form starts with. Adding while the sidebar shows one branch puts the vehicle in that
 * branch, as one expects; a superadmin picks the company first, so they start with none.
 */
export function emptyVehicle(selectedBranch: string, acrossCompanies: boolean): Record<string, unknown> {
  return {
    ...(acrossCompanies ? { company_id: '' } : {}),
    license_plate: '',
    model: '',
    mileage: null,
    type: '',
    last_legislation_control: '',
    legislation_control_interval: null,
    last_service_date: '',
    last_service_mileage: null,
    mandatory_service_interval: null,
    mandatory_service_interval_km: null,
    notes: '',
    branches: selectedBranch && !acrossCompanies ? [selectedBranch] : [],
  };
}

/** A row as the edit form holds it (docs/screens.md, States): dates yyyy-MM-dd, branches as ids. */
export function toVehicleForm(vehicle: RaRecord): Record<string, unknown> {
  return {
    company_id: vehicle.company_id,
    license_plate: vehicle.license_plate,
    model: vehicle.model,
    mileage: vehicle.mileage,
    type: vehicle.type,
    last_legislation_control: toFormDate(vehicle.last_legislation_control),
    legislation_control_interval: vehicle.legislation_control_interval,
    last_service_date: toFormDate(vehicle.last_service_date),
    last_service_mileage: vehicle.last_service_mileage ?? null,
    mandatory_service_interval: vehicle.mandatory_service_interval,
    mandatory_service_interval_km: vehicle.mandatory_service_interval_km,
    notes: toFormText(vehicle.notes),
    branches: toBranchIds(vehicle.branches),
  };
}
