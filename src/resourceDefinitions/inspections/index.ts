import InspectionIcon from '@mui/icons-material/FactCheckOutlined';
import type { Identifier } from 'ra-core';
import { defineResource } from '../definition';
import { inspectionMessages } from './messages';

/**
 * Inspections (docs/inspections.md): the list is `/dashboard/inspections`; one is filled in at
 * `inspections/create?vehicleId=…&formId=…` and read back at `inspections/:id/show`.
 */
export const inspections = defineResource({
  name: 'inspections',
  api: 'inspections',
  followsBranchSelector: true,
  hasList: true,
  messages: inspectionMessages,
  icon: InspectionIcon,
  recordRepresentation: 'vehicle_license_plate',
});

/** An inspection read back: each item as it was on the form, its answer, photos and issues. */
export function inspectionShowPath(basename: string, inspectionId: Identifier): string {
  return `${basename}/inspections/${inspectionId}/show`;
}

/** The screen that fills a form in for a vehicle. */
export function inspectionFillPath(basename: string, vehicleId: Identifier, formId: Identifier): string {
  return `${basename}/inspections/create?${new URLSearchParams({ vehicleId: String(vehicleId), formId: String(formId) })}`;
}
