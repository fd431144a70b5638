import type { RaRecord } from 'ra-core';
import type { EnergyUnit } from '../../../contract/fuel';
import { toFormDate, toFormText } from '../shared/forms/formValues';

/** What an add form starts with: a full fill in the vehicle's usual unit, the vehicle chosen already when added from its page. */
export function emptyFuelEntry(vehicleId?: string, unit: EnergyUnit = 'l'): Record<string, unknown> {
  return {
    vehicle_id: vehicleId ?? null,
    filled_on: '',
    quantity: '',
    unit,
    full: true,
    adblue_litres: '',
    cost: '',
    odometer: '',
    station: '',
    notes: '',
  };
}

/** An entry as the edit form holds it (docs/screens.md, States): the date yyyy-MM-dd, missing texts and AdBlue empty. */
export function toFuelForm(entry: RaRecord): Record<string, unknown> {
  return {
    vehicle_id: entry.vehicle_id,
    filled_on: toFormDate(entry.filled_on),
    quantity: entry.quantity,
    unit: entry.unit,
    full: entry.full !== false,
    adblue_litres: entry.adblue_litres ?? '',
    cost: entry.cost,
    odometer: entry.odometer,
    station: toFormText(entry.station),
    notes: toFormText(entry.notes),
  };
}
