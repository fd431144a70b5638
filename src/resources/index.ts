import { branches } from './branches';
import { companies } from './companies';
import { documents } from './documents';
import { employees } from './employees';
import { fuel } from './fuel';
import { generalMaintenance } from './general-maintenance';
import { mandatoryMaintenance } from './mandatory-maintenance';
import { meterReadings } from './meter-readings';
import { vehicles } from './vehicles';
import type { ResourceDefinition } from './resource';

/**
 * Every resource of the app, in the sidebar's order (docs/adding-a-resource.md). The routes, the
 * sidebar, the data provider, the toasts and the message catalogues all read this list.
 */
export const RESOURCES = [
  companies,
  branches,
  vehicles,
  employees,
  mandatoryMaintenance,
  generalMaintenance,
  fuel,
  documents,
  // No screen of its own: a vehicle's Meter tab shows it.
  meterReadings,
] as const satisfies readonly ResourceDefinition[];

export type ResourceName = (typeof RESOURCES)[number]['name'];

const byName = new Map<string, ResourceDefinition>(RESOURCES.map((resource) => [resource.name, resource]));

/** The resource behind a screen name, or undefined for a name the app does not know. */
export function resourceNamed(name: string): ResourceDefinition | undefined {
  return byName.get(name);
}
