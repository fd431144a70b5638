import type { RaRecord } from 'ra-core';
import { toFormDate, toFormText } from '../shared/forms/formValues';
import { subjectOf, type PresetSubject } from './documentSubject';

/*
 * A document as its form holds it (docs/screens.md, Documents): dates yyyy-MM-dd, blanks as empty
 * text, and `subject`, which only the form has: which of the two subject fields it shows. The
 * contract's schema leaves `subject` out of what is sent.
 */

/** What an add form starts with: the subject set already when added from a vehicle's page or an employee's row. */
export function emptyDocument(preset?: PresetSubject): Record<string, unknown> {
  const vehicleId = preset && 'vehicleId' in preset ? preset.vehicleId : null;
  const employeeId = preset && 'employeeId' in preset ? preset.employeeId : null;
  return {
    subject: employeeId ? 'employee' : 'vehicle',
    vehicle_id: vehicleId,
    employee_id: employeeId,
    kind: '',
    number: '',
    issuer: '',
    issued_on: '',
    expires_on: '',
    cost: '',
    licence_categories: [],
    notes: '',
  };
}

/** A stored document in the edit form. */
export function toDocumentForm(record: RaRecord): Record<string, unknown> {
  return {
    subject: subjectOf({ vehicle_id: record.vehicle_id, employee_id: record.employee_id }),
    vehicle_id: record.vehicle_id ?? null,
    employee_id: record.employee_id ?? null,
    kind: record.kind,
    number: toFormText(record.number),
    issuer: toFormText(record.issuer),
    issued_on: toFormDate(record.issued_on),
    expires_on: toFormDate(record.expires_on),
    cost: record.cost ?? '',
    licence_categories: Array.isArray(record.licence_categories) ? record.licence_categories : [],
    notes: toFormText(record.notes),
  };
}

/** How sentences name a document: its kind and number ("Insurance policy POL-100000"). */
export function documentName(record: RaRecord, kindName: (kind: string) => string): string {
  return [kindName(String(record.kind)), record.number].filter(Boolean).join(' ');
}

/** Whose document it is: the vehicle's plate or the employee's name. */
export function documentSubjectName(record: RaRecord): string {
  return String(record.vehicle_license_plate ?? record.employee_name ?? '');
}
