import type { FastifyInstance } from 'fastify';
import {
  inspectionForm,
  inspectionFormInput,
  inspectionFormListQuery,
  inspectionFormUpdateBody,
} from '../../../contract/schemas/inspection-form';
import { recordRoutes } from '../record-routes';
import { createInspectionForm, deleteInspectionForm, findInspectionForm, listInspectionForms, updateInspectionForm } from './repository';

/**
 * A company's inspection forms (docs/inspections.md): everyone of the company reads them; its admins
 * (and a superadmin) manage them, since a form is the company's rule for every branch it names
 * (contract/permissions.ts).
 */
export default async function inspectionFormRoutes(app: FastifyInstance) {
  recordRoutes(app, {
    resource: 'inspection-forms',
    row: inspectionForm,
    list: {
      summary:
        "List the company's inspection forms: `q` in the name, `active`, and `vehicleId` for the forms in use that apply to that vehicle (its type and branches)",
      query: inspectionFormListQuery,
      run: ({ db, actor }, query) => listInspectionForms(db, actor, query),
    },
    show: { summary: 'One inspection form, with its current items', run: ({ db, actor }, id) => findInspectionForm(db, actor, id) },
    create: {
      summary: 'Create an inspection form (its items are version 1); a superadmin names company_id',
      body: inspectionFormInput,
      failures: [404],
      run: ({ db, actor }, body) => createInspectionForm(db, actor, body),
    },
    edit: {
      summary:
        'Update an inspection form (`version` as read, else 409); changed sections or items raise `form_version`, and past inspections keep the items they were made against',
      body: inspectionFormUpdateBody,
      run: ({ db, actor }, id, body) => updateInspectionForm(db, actor, id, body),
    },
    delete: {
      summary: 'Delete an inspection form without inspections (one with inspections answers 409: switch it off instead)',
      failures: [409],
      run: ({ db, actor }, id) => deleteInspectionForm(db, actor, id),
    },
  });
}
