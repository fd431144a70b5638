import { messages } from '../../../contract/messages';
import { attachmentStore } from '../../attachments/store';
import { visibleDocument } from './repository';

/*
 * A document's scans and photos (docs/documents.md, Attachments): kept in PostgreSQL with their
 * SHA-256, listed and downloaded by whoever sees the document, added and removed by whoever may edit it
 * (server/attachments/store.ts).
 */
export const documentAttachmentStore = attachmentStore({
  table: 'document_attachments',
  ownerKey: 'document_id',
  findOwner: visibleDocument,
  limitMessage: messages.attachmentLimit,
});
