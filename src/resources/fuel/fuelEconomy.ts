import { ENERGY_UNITS, type EnergyUnit } from '../../../contract/fuel';

/** A vehicle's consumption as its row carries it (docs/fuel.md): per 100 km in each unit, null when not known. */
type Consumption = Partial<Record<EnergyUnit, number | null>> | null | undefined;

/**
 * The units a vehicle's consumption is known in, litres first: a plug-in hybrid has both, an electric
 * car only kWh, and a vehicle without two full fills at different readings none.
 */
export function knownConsumption(consumption: Consumption): { unit: EnergyUnit; per100Km: number }[] {
  return ENERGY_UNITS.flatMap((unit) => {
    const value = consumption?.[unit];
    return typeof value === 'number' ? [{ unit, per100Km: value }] : [];
  });
}

/**
 * The unit a new entry of the vehicle starts in: that of its latest entry, or failing one, the only
 * unit its consumption is known in; litres otherwise.
 */
export function usualUnit(latest: EnergyUnit | undefined, consumption: Consumption): EnergyUnit {
  if (latest) return latest;
  const known = knownConsumption(consumption);
  return known.length === 1 ? known[0]!.unit : 'l';
}
