import { branches } from './branches';
import { companies } from './companies';
import { documents } from './documents';
import { employees } from './employees';
import { fuel } from './fuel';
import { generalMaintenance } from './general-maintenance';
import { inspectionForms } from './inspection-forms';
import { inspections } from './inspections';
import { issues } from './issues';
import { mandatoryMaintenance } from './mandatory-maintenance';
import { meterReadings } from './meter-readings';
import { parts } from './parts';
import { vehicles } from './vehicles';
import { vendors } from './vendors';
import { workOrders } from './work-orders';
import type { Definition } from './definition';

/**
 * Every resource of the app, in the sidebar's order (docs/adding-a-resource.md), without its
 * screens. The data provider, the auth provider, the sidebar, the toasts and the message catalogues
 * read this list; src/resources/index.ts adds each resource's screens to it for the routes.
 */
export const RESOURCE_DEFINITIONS = [
  companies,
  branches,
  vehicles,
  employees,
  mandatoryMaintenance,
  generalMaintenance,
  fuel,
  documents,
  // The yard's checks beside the vehicles' records, the defects they find (docs/inspections.md), and the
  // forms the checks are made against.
  inspections,
  issues,
  // The repairs that see to the issues and the due items (docs/work-orders.md).
  workOrders,
  inspectionForms,
  vendors,
  parts,
  // No screen of its own: a vehicle's Meter tab shows it.
  meterReadings,
] as const satisfies readonly Definition[];

export type ResourceName = (typeof RESOURCE_DEFINITIONS)[number]['name'];

const byName = new Map<string, Definition>(RESOURCE_DEFINITIONS.map((definition) => [definition.name, definition]));

/** The definition of the resource behind a screen name, or undefined for a name the app does not know. */
export function definitionNamed(name: string): Definition | undefined {
  return byName.get(name);
}
