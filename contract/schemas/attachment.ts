import { z } from 'zod';
import { ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES } from '../document-kinds';
import { id } from './fields';

/*
 * A file attached to a record: a document's scans and photos (docs/documents.md, Attachments), a work
 * order's invoices and photos (docs/work-orders.md, Attachments). Both are kept, checked and answered
 * alike; only the record they belong to is named by a key of its own (`document_id`, `work_order_id`).
 */

/** An attachment as the API lists it, under `ownerKey`; its bytes come from its own address. */
export const attachmentOf = <OwnerKey extends string>(ownerKey: OwnerKey) =>
  z.object({
    id: z.string(),
    ...({ [ownerKey]: z.string() } as Record<OwnerKey, z.ZodString>),
    /** The name it was uploaded with, made safe to save (server/attachments/file-names.ts). */
    file_name: z.string(),
    /** What its content is, read from its first bytes. */
    mime_type: z.enum(ATTACHMENT_TYPES),
    byte_size: z.number().int(),
    sha256: z.string(),
    created_by: z.string().nullable(),
    createdAt: z.string(),
  });

export const attachmentParams = z.object({ id: id(), attachmentId: id() });

/** POST /api/<documents or work-orders>/:id/attachments, for /api/docs: the handler reads the part itself. */
export const attachmentForm = z.object({
  file: z.string().meta({
    format: 'binary',
    maxLength: MAX_ATTACHMENT_BYTES,
    description: `The file: a PDF, JPEG, PNG or WebP, recognised by its content, of at most ${MAX_ATTACHMENT_BYTES / (1024 * 1024)} MB`,
  }),
});
