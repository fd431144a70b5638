import { VEHICLE_TYPES } from '../../../contract/vehicle-types';

/** Bus, car and truck as choices of a select, named in the user's language. */
export const VEHICLE_TYPE_CHOICES = VEHICLE_TYPES.map((type) => ({ id: type, name: `fleet.vehicle_types.${type}` }));
