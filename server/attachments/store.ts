import { createHash } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import { MAX_ATTACHMENTS_PER_DOCUMENT } from '../../contract/document-kinds';
import { messages } from '../../contract/messages';
import type { Actor } from '../actor';
import { atomically } from '../db/atomically';
import type { Executor } from '../db/client';
import { documentAttachments, workOrderAttachments } from '../db/schema';
import { conflict, notFound } from '../errors';
import type { FileTable } from './download';
import type { AttachmentUpload } from './upload';

/*
 * The files attached to a record (a document's scans and photos, a work order's invoices and photos):
 * kept in PostgreSQL with their SHA-256, listed and downloaded by whoever sees the record, added and
 * removed by whoever may edit it, at most MAX_ATTACHMENTS_PER_DOCUMENT on one record. The record is
 * found, in the caller's scope, by the owner's own lookup: outside it, it is not found (404).
 */

/** The record the files belong to, as its lookup finds it. */
interface AttachmentOwner {
  id: string;
  companyId: string;
}

/** The tables of attached files: the same columns, each with the id of its own kind of record. */
const TABLES = {
  document_attachments: { table: documentAttachments, owner: documentAttachments.documentId, ownerField: 'documentId' },
  work_order_attachments: { table: workOrderAttachments, owner: workOrderAttachments.workOrderId, ownerField: 'workOrderId' },
} as const;

interface AttachmentStore<OwnerKey extends string> {
  /** The table the files are kept in. */
  table: Extract<FileTable, keyof typeof TABLES>;
  /** The owner's id as the API names it: `document_id`, `work_order_id`. */
  ownerKey: OwnerKey;
  /** The owner the caller sees, locked against a key change when `lock` says so; else 404 in the owner's words. */
  findOwner(db: Executor, actor: Actor, id: string, lock?: 'no key update'): Promise<AttachmentOwner>;
  /** What a full owner is refused with (409), under `file`. */
  limitMessage: string;
}

/** An attachment as the API answers it: everything but its bytes, its owner under `OwnerKey`. */
type StoredAttachment<OwnerKey extends string> = {
  id: string;
  file_name: string;
  mime_type: AttachmentUpload['mimeType'];
  byte_size: number;
  sha256: string;
  created_by: string | null;
  createdAt: string;
} & Record<OwnerKey, string>;

const missing = () => notFound(messages.notFound('Attachment'));

/** The list, upload, lookup and removal of one kind of record's attachments. */
export function attachmentStore<OwnerKey extends string>(spec: AttachmentStore<OwnerKey>) {
  type Row = StoredAttachment<OwnerKey>;
  const { table, owner, ownerField } = TABLES[spec.table];
  const columns = {
    id: table.id,
    [spec.ownerKey]: owner,
    file_name: table.fileName,
    mime_type: table.mimeType,
    byte_size: table.byteSize,
    sha256: table.sha256,
    created_by: table.createdBy,
    createdAt: table.createdAt,
  };
  const ofOwner = (found: AttachmentOwner) => and(eq(table.companyId, found.companyId), eq(owner, found.id));

  return {
    table: spec.table,
    missing,

    /** The owner's attachments, oldest first: there are at most MAX_ATTACHMENTS_PER_DOCUMENT, so there is no paging. */
    async list(db: Executor, actor: Actor, ownerId: string) {
      const found = await spec.findOwner(db, actor, ownerId);
      const rows = (await db.select(columns).from(table).where(ofOwner(found)).orderBy(asc(table.createdAt), asc(table.id))) as Row[];
      return { data: rows, totalCount: rows.length, totalPages: rows.length ? 1 : 0 };
    },

    /**
     * Stores a file on the owner. The owner is locked first, so that uploads at the same moment are
     * counted one after the other and the limit holds.
     */
    async add(db: Executor, actor: Actor, ownerId: string, upload: AttachmentUpload): Promise<Row> {
      return atomically(db, async (tx) => {
        const found = await spec.findOwner(tx, actor, ownerId, 'no key update');
        const [held] = await tx.select({ value: count() }).from(table).where(ofOwner(found));
        if (held!.value >= MAX_ATTACHMENTS_PER_DOCUMENT) throw conflict(spec.limitMessage, [{ field: 'file', message: spec.limitMessage }]);
        const [stored] = await tx
          .insert(table)
          .values({
            companyId: found.companyId,
            [ownerField]: found.id,
            fileName: upload.fileName,
            mimeType: upload.mimeType,
            byteSize: upload.content.length,
            sha256: createHash('sha256').update(upload.content).digest('hex'),
            content: upload.content,
            createdBy: actor.id,
          } as typeof table.$inferInsert)
          .returning(columns);
        return stored as Row;
      });
    },

    /** An attachment of an owner the caller sees, without its bytes: what a download starts from. */
    async find(db: Executor, actor: Actor, ownerId: string, attachmentId: string) {
      const found = await spec.findOwner(db, actor, ownerId);
      const [row] = await db
        .select({ ...columns, companyId: table.companyId })
        .from(table)
        .where(and(ofOwner(found), eq(table.id, attachmentId)));
      if (!row) throw missing();
      return row as Row & { companyId: string };
    },

    async remove(db: Executor, actor: Actor, ownerId: string, attachmentId: string): Promise<Row> {
      return atomically(db, async (tx) => {
        const found = await spec.findOwner(tx, actor, ownerId, 'no key update');
        const [removed] = await tx
          .delete(table)
          .where(and(ofOwner(found), eq(table.id, attachmentId)))
          .returning(columns);
        if (!removed) throw missing();
        return removed as Row;
      });
    },
  };
}

export type AttachmentStoreOf<OwnerKey extends string> = ReturnType<typeof attachmentStore<OwnerKey>>;
