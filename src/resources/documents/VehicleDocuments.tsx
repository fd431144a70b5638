import { useRecordContext, useTranslate } from 'ra-core';
import { SubjectDocuments } from './SubjectDocuments';

/**
 * docs/screens.md, Vehicle details: the Documents tab, the documents of the vehicle in the record context
 * (its insurance, registration, tachograph calibration), the soonest expiry first, with their
 * attachments; "Add document" adds one to this vehicle, while it is active.
 */
export function VehicleDocuments() {
  const vehicle = useRecordContext();
  const translate = useTranslate();
  if (!vehicle) return null;
  return (
    <SubjectDocuments
      subject={{ vehicleId: String(vehicle.id) }}
      canAdd={vehicle.is_active !== false}
      empty={translate('resources.documents.vehicle.empty')}
    />
  );
}
