/**
 * The entity each resource's toasts speak of (spec §8: "{Entity} created/modified/deleted
 * successfully"), keyed by the resource's route name. Messages live under `fleet.entities.<entity>`.
 */
export const ENTITY_OF_RESOURCE = {
  companies: 'company',
  branches: 'branch',
  employee: 'employee',
  vehicles: 'vehicle',
  'voluntary-maintenance': 'general_maintenance',
  'mandatory-maintenance': 'mandatory_maintenance',
} as const;

export type FleetResourceName = keyof typeof ENTITY_OF_RESOURCE;
export type Entity = (typeof ENTITY_OF_RESOURCE)[FleetResourceName];
