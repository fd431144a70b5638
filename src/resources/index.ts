import { RESOURCE_DEFINITIONS, type ResourceName } from '../resourceDefinitions';
import { lazyScreen, type ResourceDefinition, type Screens } from './resource';
import { branchScreens } from './branches';
import { companyScreens } from './companies';
import { documentScreens } from './documents';
import { employeeScreens } from './employees';
import { fuelScreens } from './fuel';
import { generalMaintenanceScreens } from './general-maintenance';
import { inspectionFormScreens } from './inspection-forms';
import { inspectionScreens } from './inspections';
import { issueScreens } from './issues';
import { mandatoryMaintenanceScreens } from './mandatory-maintenance';
import { vehicleScreens } from './vehicles';
import { workOrderScreens } from './work-orders';
import { mandatoryMaintenance } from '../resourceDefinitions/mandatory-maintenance';
import { generalMaintenance } from '../resourceDefinitions/general-maintenance';

/** The resources that have a list screen of their own (`hasList` in their definitions). */
type Listed = Extract<(typeof RESOURCE_DEFINITIONS)[number], { hasList: true }>['name'];

/** The screens of each resource that has a list, by its name: one missing, or one too many, does not compile. */
const SCREENS: Record<Listed, Screens> = {
  companies: companyScreens,
  branches: branchScreens,
  vehicles: vehicleScreens,
  employee: employeeScreens,
  [mandatoryMaintenance.name]: mandatoryMaintenanceScreens,
  [generalMaintenance.name]: generalMaintenanceScreens,
  fuel: fuelScreens,
  documents: documentScreens,
  inspections: inspectionScreens,
  issues: issueScreens,
  'work-orders': workOrderScreens,
  'inspection-forms': inspectionFormScreens,
  vendors: { list: lazyScreen(() => import('./vendors/VendorList').then((module) => module.VendorList)) },
  parts: { list: lazyScreen(() => import('./parts/PartList').then((module) => module.PartList)) },
};
const screensOf: Partial<Record<ResourceName, Screens>> = SCREENS;

/**
 * Every resource of the app with its screens, in the sidebar's order (docs/adding-a-resource.md):
 * its definition (src/resourceDefinitions/) and, when it has a list, its screens. src/Dashboard.tsx
 * makes a <Resource> of each.
 */
export const RESOURCES: readonly ResourceDefinition[] = RESOURCE_DEFINITIONS.map((definition) => ({
  ...definition,
  ...screensOf[definition.name],
}));

const byName = new Map<string, ResourceDefinition>(RESOURCES.map((resource) => [resource.name, resource]));

/** The resource behind a screen name, or undefined for a name the app does not know. */
export function resourceNamed(name: string): ResourceDefinition | undefined {
  return byName.get(name);
}
