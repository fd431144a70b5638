/**
 * The documents Fleet keeps (docs/product.md, Documents): a vehicle's and an employee's kinds. `other`
 * belongs to both; every other kind to one of them only, which the API checks against the document's
 * subject.
 */
export const VEHICLE_DOCUMENT_KINDS = ['insurance', 'registration', 'inspection', 'tachograph', 'lease', 'other'] as const;
export const EMPLOYEE_DOCUMENT_KINDS = ['driving_licence', 'driver_card', 'medical', 'other'] as const;
export const DOCUMENT_KINDS = [
  'insurance',
  'registration',
  'inspection',
  'tachograph',
  'lease',
  'driving_licence',
  'driver_card',
  'medical',
  'other',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Driving licence categories (EU directive 2006/126/EC), the ones a fleet's licences carry. */
export const LICENCE_CATEGORIES = ['AM', 'A1', 'A2', 'A', 'B', 'BE', 'C1', 'C1E', 'C', 'CE', 'D1', 'D1E', 'D', 'DE', 'T'] as const;

/** Attachments: what a scan or a photo of a document is, checked by content, up to 10 MB each. */
export const ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/**
 * An image attachment's declared size: a scan or a phone's photo fits (a 48-megapixel camera's
 * 8000 × 6000), an image bomb (a small file declaring 100,000 × 100,000 pixels, gigabytes once a
 * browser unpacks it) does not.
 */
export const MAX_ATTACHMENT_PIXELS = 12_000;
export const MAX_ATTACHMENT_MEGAPIXELS = 50;
/** So that a document stays a document and not a file store. */
export const MAX_ATTACHMENTS_PER_DOCUMENT = 20;
