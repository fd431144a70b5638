import type { Identifier } from 'ra-core';
import type { DocumentAttachment } from '../../contract/schemas/document';
import type { HttpClient } from './httpClient';

/** A file of up to 10 MB may take longer than the usual 5 s to send, as a CSV import may. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** Where a document's attachments are (docs/documents.md, Attachments). */
const attachmentsOf = (documentId: Identifier) => `/api/documents/${documentId}/attachments`;

/** The address a file downloads from: the server sends it as a file to save (`Content-Disposition: attachment`). */
export const attachmentAddress = (documentId: Identifier, attachmentId: Identifier) => `${attachmentsOf(documentId)}/${attachmentId}`;

/**
 * A document's scans and photos: listed, attached (multipart, the file in `file`) and removed through
 * the one HTTP client, so that they share its session refresh.
 */
export function documentAttachmentCalls(http: HttpClient) {
  return {
    async getAttachments(documentId: Identifier): Promise<DocumentAttachment[]> {
      return (await http<{ data: DocumentAttachment[] }>(attachmentsOf(documentId))).data;
    },

    async addAttachment(documentId: Identifier, file: File): Promise<DocumentAttachment> {
      const form = new FormData();
      form.append('file', file);
      return (
        await http<{ data: DocumentAttachment }>(attachmentsOf(documentId), { method: 'POST', body: form, timeoutMs: UPLOAD_TIMEOUT_MS })
      ).data;
    },

    async deleteAttachment(documentId: Identifier, attachmentId: Identifier): Promise<void> {
      await http(attachmentAddress(documentId, attachmentId), { method: 'DELETE' });
    },

    /**
     * Makes the session fresh before the browser fetches a file itself (a link it follows carries no
     * refresh of its own), through the client's single refresh, as a CSV export does.
     */
    async beforeDownload(): Promise<void> {
      await http('/api/auth/me');
    },
  };
}

export type DocumentAttachmentCalls = ReturnType<typeof documentAttachmentCalls>;
