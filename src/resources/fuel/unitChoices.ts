import { ENERGY_UNITS } from '../../../contract/fuel';

/** Litres or kWh, named in the user's language (`resources.fuel.units.*`). */
export const UNIT_CHOICES = ENERGY_UNITS.map((unit) => ({ id: unit, name: `resources.fuel.units.${unit}` }));
