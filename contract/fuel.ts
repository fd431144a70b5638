/** What a fuel entry put in the tank: litres of fuel, or kWh of charge (docs/product.md, Fuel and energy). */
export const ENERGY_UNITS = ['l', 'kWh'] as const;
export type EnergyUnit = (typeof ENERGY_UNITS)[number];
