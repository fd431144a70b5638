import { EMPLOYEE_DOCUMENT_KINDS, VEHICLE_DOCUMENT_KINDS, type DocumentKind } from '../../../contract/document-kinds';

/** Whose document a document is: a vehicle's (insurance, registration) or an employee's (a driving licence). */
export type DocumentSubject = 'vehicle' | 'employee';

/** A subject set beforehand: adding from a vehicle's page or from an employee's row. */
export type PresetSubject = { vehicleId: string } | { employeeId: string };

/** The kinds a subject has (contract/document-kinds.ts), in the contract's order; `other` fits both. */
export function kindsFor(subject: DocumentSubject): readonly DocumentKind[] {
  return subject === 'vehicle' ? VEHICLE_DOCUMENT_KINDS : EMPLOYEE_DOCUMENT_KINDS;
}

/** Whether a kind is one the subject has: a kind chosen for the other subject is cleared when the subject changes. */
export function kindFits(kind: unknown, subject: DocumentSubject): boolean {
  return (kindsFor(subject) as readonly unknown[]).includes(kind);
}

/** Only a driving licence carries licence categories. */
export const hasLicenceCategories = (kind: unknown) => kind === 'driving_licence';

/** A document's subject as its record or form says it: an employee's when it names one, else a vehicle's. */
export function subjectOf(values: { vehicle_id?: unknown; employee_id?: unknown }): DocumentSubject {
  return values.employee_id && !values.vehicle_id ? 'employee' : 'vehicle';
}
