import { z } from 'zod';
import { DOCUMENT_KINDS, EMPLOYEE_DOCUMENT_KINDS, LICENCE_CATEGORIES, VEHICLE_DOCUMENT_KINDS, type DocumentKind } from '../document-kinds';
import { DUE_STATUSES } from '../due-rules';
import { messages } from '../messages';
import { attachmentOf } from './attachment';
import { id, isIsoDate, optionalCost, optionalText, requiredDate, requiredText, version } from './fields';
import { listQuery, timestamps, versionField } from './common';

/*
 * A document of a vehicle or of an employee (docs/documents.md): an insurance policy, a driving
 * licence. The browser's form and the API check the same schemas.
 */

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const kind = z.preprocess(
  blankToUndefined,
  z.enum(DOCUMENT_KINDS, { error: (issue) => (issue.input === undefined ? messages.required : messages.documentKind) }),
);

/** Either subject may be left out, blank or null: exactly one of the two must be given (checked below). */
const subjectId = () => z.preprocess(blankToUndefined, id().optional());

/** An optional calendar day: blank or null is none. */
const optionalDate = () =>
  z
    .unknown()
    .transform((value, context): string | null => {
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
      if (typeof value === 'string' && isIsoDate(value)) return value;
      context.addIssue({ code: 'custom', message: messages.validDate });
      return z.NEVER;
    })
    .optional()
    .meta({ type: 'string', format: 'date', nullable: true });

/** A driving licence's categories, each once, in the directive's order; none for every other kind. */
const licenceCategories = z
  .preprocess(
    (value) => (value === null || value === '' ? [] : value),
    z
      .array(z.enum(LICENCE_CATEGORIES, { error: messages.licenceCategory }), { error: messages.licenceCategory })
      .max(LICENCE_CATEGORIES.length, messages.tooMany(LICENCE_CATEGORIES.length))
      .transform((categories) => LICENCE_CATEGORIES.filter((category) => categories.includes(category))),
  )
  .optional();

const documentFields = {
  kind,
  number: requiredText(100),
  issuer: requiredText(200),
  issued_on: requiredDate(),
  expires_on: optionalDate(),
  cost: optionalCost(),
  licence_categories: licenceCategories,
  notes: optionalText(2000),
  vehicle_id: subjectId(),
  employee_id: subjectId(),
};

interface DocumentRules {
  kind: DocumentKind;
  issued_on: string;
  expires_on?: string | null;
  licence_categories?: readonly string[];
  vehicle_id?: string;
  employee_id?: string;
}

const isVehicleDocumentKind = (value: DocumentKind) => (VEHICLE_DOCUMENT_KINDS as readonly string[]).includes(value);
const isEmployeeDocumentKind = (value: DocumentKind) => (EMPLOYEE_DOCUMENT_KINDS as readonly string[]).includes(value);

/**
 * What ties the fields together: one subject, a kind that subject has (`other` fits both), categories
 * only on a driving licence, and an expiry that does not come before the issue.
 */
function checkDocument(document: DocumentRules, context: z.RefinementCtx) {
  const issue = (field: keyof DocumentRules, message: string) => context.addIssue({ code: 'custom', path: [field], message });
  const hasVehicle = document.vehicle_id !== undefined;
  const hasEmployee = document.employee_id !== undefined;
  if (hasVehicle === hasEmployee) {
    const message = hasVehicle ? messages.documentTwoSubjects : messages.documentSubject;
    issue('vehicle_id', message);
    issue('employee_id', message);
  } else if (hasVehicle && !isVehicleDocumentKind(document.kind)) {
    issue('kind', messages.vehicleDocumentKind);
  } else if (hasEmployee && !isEmployeeDocumentKind(document.kind)) {
    issue('kind', messages.employeeDocumentKind);
  }
  if (document.kind !== 'driving_licence' && document.licence_categories?.length)
    issue('licence_categories', messages.licenceCategoriesNotLicence);
  if (document.expires_on && document.expires_on < document.issued_on) issue('expires_on', messages.expiryBeforeIssue);
}

export const documentInput = z.object(documentFields).superRefine(checkDocument);
export type DocumentInput = z.output<typeof documentInput>;

/** An update is the whole form again, with the version it was read at (docs/product.md, Edits that collide). */
export const documentUpdateBody = z.object({ ...documentFields, version: version() }).superRefine(checkDocument);

/** When a document's expiry falls due, with the company's "due soon" days; null without an expiry or once renewed. */
const expiryStatus = z.enum(DUE_STATUSES).nullable();

export const document = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string().nullable(),
  issuer: z.string().nullable(),
  issued_on: z.string().nullable(),
  expires_on: z.string().nullable(),
  cost: z.number().nullable(),
  licence_categories: z.array(z.enum(LICENCE_CATEGORIES)),
  notes: z.string().nullable(),
  /** Exactly one of the two subjects is set; the other, and its name, are null. */
  vehicle_id: z.string().nullable(),
  vehicle_license_plate: z.string().nullable(),
  employee_id: z.string().nullable(),
  /** First and last name, or the username when the employee has neither. */
  employee_name: z.string().nullable(),
  company_id: z.string(),
  attachment_count: z.number().int(),
  expiry_status: expiryStatus,
  /**
   * A later document of the same kind for the same subject renews this one (contract/document-expiry.ts):
   * it no longer falls due, and its expiry_status is null. Never for kind `other`.
   */
  superseded: z.boolean(),
  created_by: z.string().nullable(),
  created_by_username: z.string().nullable(),
  ...versionField,
  ...timestamps,
});
export type Document = z.infer<typeof document>;

const DOCUMENT_SUBJECTS = ['vehicle', 'employee'] as const;
const EXPIRY_FILTERS = ['soon', 'overdue'] as const;

/**
 * GET /api/documents: the lists' parameters, `q` in the number, issuer and notes, and the documents of
 * one vehicle, one employee, one kind or one kind of subject; `expires` keeps those that fall due soon
 * or are overdue, by the company's thresholds on the company's today.
 */
export const documentListQuery = listQuery([
  'kind',
  'number',
  'issuer',
  'issued_on',
  'expires_on',
  'cost',
  'vehicle_license_plate',
  'employee_name',
  'createdAt',
  'updatedAt',
] as const).extend({
  vehicleId: id().optional(),
  employeeId: id().optional(),
  kind: z.enum(DOCUMENT_KINDS, { error: messages.documentKind }).optional(),
  subject: z.enum(DOCUMENT_SUBJECTS, { error: messages.documentSubjectFilter }).optional(),
  expires: z.enum(EXPIRY_FILTERS, { error: messages.expiresFilter }).optional(),
});
export type DocumentListQuery = z.output<typeof documentListQuery>;

/** A scan or photo of a document, as the API lists it; its bytes come from its own address. */
export const documentAttachment = attachmentOf('document_id');
export type DocumentAttachment = z.infer<typeof documentAttachment>;
