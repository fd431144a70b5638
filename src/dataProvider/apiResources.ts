import type { Resource } from '../../contract/permissions';
import { RESOURCE_DEFINITIONS, definitionNamed, type ResourceName } from '../resourceDefinitions';

/**
 * Each react-admin resource is named after its screen's address (the spec's route segment); this is
 * the API resource behind it, which is also the name the permission table in `contract/` uses. Both
 * come from the resources' definitions (src/resourceDefinitions/index.ts).
 */
export const apiResources = Object.fromEntries(RESOURCE_DEFINITIONS.map((definition) => [definition.name, definition.api])) as {
  readonly [R in (typeof RESOURCE_DEFINITIONS)[number] as R['name']]: R['api'];
};

export type FleetResource = ResourceName;

export function isFleetResource(resource: string): resource is FleetResource {
  return definitionNamed(resource) !== undefined;
}

export function apiResourceOf(resource: string): Resource {
  const definition = definitionNamed(resource);
  if (!definition) throw new Error(`Unknown resource: ${resource}`);
  return definition.api;
}

/** `employee` → `/api/employees`. */
export function apiPathOf(resource: string): string {
  return `/api/${apiResourceOf(resource)}`;
}

/** The lists that follow the sidebar's branch selector; companies and branches are above it. */
export function followsBranchSelector(resource: string): boolean {
  return definitionNamed(resource)?.followsBranchSelector ?? false;
}
