import InspectionFormIcon from '@mui/icons-material/ChecklistOutlined';
import type { Identifier } from 'ra-core';
import { defineResource } from '../definition';
import { inspectionFormMessages } from './messages';

/**
 * A company's inspection forms (docs/inspections.md): the screen is `/dashboard/inspection-forms`, and a
 * form opens on a page of its own, long enough for a 60-item walk-around check.
 */
export const inspectionForms = defineResource({
  name: 'inspection-forms',
  api: 'inspection-forms',
  // A form is the company's rule for every branch it names; the list shows them all.
  followsBranchSelector: false,
  hasList: true,
  messages: inspectionFormMessages,
  icon: InspectionFormIcon,
  recordRepresentation: 'name',
});

/** A form's page (src/resources/inspection-forms/index.tsx routes it): a new one, or one by its id. */
export function inspectionFormPath(basename: string, formId?: Identifier): string {
  return `${basename}/inspection-forms/${formId === undefined ? 'create' : formId}`;
}
