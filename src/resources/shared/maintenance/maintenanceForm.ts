import type { RaRecord } from 'ra-core';
import { toFormDate, toFormText } from '../forms/formValues';
import type { MaintenanceDateField } from '../../../../contract/schemas/maintenance';

/** The date field of each kind of record: general maintenance's service date, mandatory's finish. */

/** What an add form of either kind starts with: the vehicle chosen already when added from its page. */
export function emptyMaintenance(dateField: MaintenanceDateField, vehicleId?: string): Record<string, unknown> {
  return { vehicle_id: vehicleId ?? null, service_type: '', [dateField]: '', cost: '', mileage: '', notes: '' };
}

/** A record as the edit form holds it (docs/screens.md, States): the date yyyy-MM-dd, notes as text. */
export function toMaintenanceForm(record: RaRecord, dateField: MaintenanceDateField): Record<string, unknown> {
  return {
    vehicle_id: record.vehicle_id,
    service_type: record.service_type,
    [dateField]: toFormDate(record[dateField]),
    cost: record.cost,
    mileage: record.mileage,
    notes: toFormText(record.notes),
  };
}
