import type { Resource } from '../../contract/permissions';

/**
 * Each react-admin resource is named after its route segment (spec §2); this is the API resource
 * behind it, which is also the name the permission table in `contract/` uses.
 */
export const apiResources = {
  companies: 'companies',
  branches: 'branches',
  vehicles: 'vehicles',
  employee: 'employees',
  'mandatory-maintenance': 'mandatory-maintenances',
  'voluntary-maintenance': 'general-maintenances',
} as const satisfies Record<string, Resource>;

export type FleetResource = keyof typeof apiResources;

export function isFleetResource(resource: string): resource is FleetResource {
  return Object.hasOwn(apiResources, resource);
}

export function apiResourceOf(resource: string): Resource {
  if (!isFleetResource(resource)) throw new Error(`Unknown resource: ${resource}`);
  return apiResources[resource];
}

/** `employee` → `/api/employees`. */
export function apiPathOf(resource: string): string {
  return `/api/${apiResourceOf(resource)}`;
}

/** The lists that follow the sidebar's branch selector; companies and branches are above it. */
const BRANCH_SCOPED: readonly FleetResource[] = ['vehicles', 'employee', 'mandatory-maintenance', 'voluntary-maintenance'];

export function followsBranchSelector(resource: string): boolean {
  return isFleetResource(resource) && BRANCH_SCOPED.includes(resource);
}
