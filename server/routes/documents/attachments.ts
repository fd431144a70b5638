import { createHash } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import { MAX_ATTACHMENTS_PER_DOCUMENT } from '../../../contract/document-kinds';
import { messages } from '../../../contract/messages';
import type { DocumentAttachment } from '../../../contract/schemas/document';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { atomically } from '../../db/atomically';
import { documentAttachments } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { visibleDocument } from './repository';
import type { AttachmentUpload } from './attachment-upload';

/*
 * A document's scans and photos (docs/documents.md, Attachments): kept in PostgreSQL with their
 * SHA-256, listed and downloaded by whoever sees the document, added and removed by whoever may edit it.
 */

/** What the API says of an attachment: everything but its bytes. */
const columns = {
  id: documentAttachments.id,
  document_id: documentAttachments.documentId,
  file_name: documentAttachments.fileName,
  mime_type: documentAttachments.mimeType,
  byte_size: documentAttachments.byteSize,
  sha256: documentAttachments.sha256,
  created_by: documentAttachments.createdBy,
  createdAt: documentAttachments.createdAt,
};

const ofDocument = (document: { id: string; companyId: string }) =>
  and(eq(documentAttachments.companyId, document.companyId), eq(documentAttachments.documentId, document.id));

const missing = () => notFound(messages.notFound('Attachment'));

/** The document's attachments, oldest first: a document holds at most MAX_ATTACHMENTS_PER_DOCUMENT, so there is no paging. */
export async function listAttachments(db: Executor, actor: Actor, documentId: string) {
  const document = await visibleDocument(db, actor, documentId);
  const rows = (await db
    .select(columns)
    .from(documentAttachments)
    .where(ofDocument(document))
    .orderBy(asc(documentAttachments.createdAt), asc(documentAttachments.id))) as DocumentAttachment[];
  return { data: rows, totalCount: rows.length, totalPages: rows.length ? 1 : 0 };
}

/**
 * Stores a file on the document. The document is locked first, so that uploads at the same moment are
 * counted one after the other and the limit holds.
 */
export async function addAttachment(db: Executor, actor: Actor, documentId: string, upload: AttachmentUpload): Promise<DocumentAttachment> {
  return atomically(db, async (tx) => {
    const document = await visibleDocument(tx, actor, documentId, 'no key update');
    const [held] = await tx.select({ value: count() }).from(documentAttachments).where(ofDocument(document));
    if (held!.value >= MAX_ATTACHMENTS_PER_DOCUMENT)
      throw conflict(messages.attachmentLimit, [{ field: 'file', message: messages.attachmentLimit }]);
    const [stored] = await tx
      .insert(documentAttachments)
      .values({
        companyId: document.companyId,
        documentId: document.id,
        fileName: upload.fileName,
        mimeType: upload.mimeType,
        byteSize: upload.content.length,
        sha256: createHash('sha256').update(upload.content).digest('hex'),
        content: upload.content,
        createdBy: actor.id,
      })
      .returning(columns);
    return stored as DocumentAttachment;
  });
}

/** An attachment of a document the caller sees, without its bytes: what a download starts from. */
export async function findAttachment(db: Executor, actor: Actor, documentId: string, attachmentId: string) {
  const document = await visibleDocument(db, actor, documentId);
  const [row] = await db
    .select({ ...columns, companyId: documentAttachments.companyId })
    .from(documentAttachments)
    .where(and(ofDocument(document), eq(documentAttachments.id, attachmentId)));
  if (!row) throw missing();
  return row as DocumentAttachment & { companyId: string };
}

export async function deleteAttachment(db: Executor, actor: Actor, documentId: string, attachmentId: string): Promise<DocumentAttachment> {
  return atomically(db, async (tx) => {
    const document = await visibleDocument(tx, actor, documentId, 'no key update');
    const [removed] = await tx
      .delete(documentAttachments)
      .where(and(ofDocument(document), eq(documentAttachments.id, attachmentId)))
      .returning(columns);
    if (!removed) throw missing();
    return removed as DocumentAttachment;
  });
}
