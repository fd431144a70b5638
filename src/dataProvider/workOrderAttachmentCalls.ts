import type { Identifier } from 'ra-core';
import type { WorkOrderAttachment } from '../../contract/schemas/work-order';
import type { HttpClient } from './httpClient';

/** A file of up to 10 MB may take longer than the usual 5 s to send, as a document's attachment may. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** Where a work order's attachments are (docs/work-orders.md, Attachments). */
const attachmentsOf = (workOrderId: Identifier) => `/api/work-orders/${workOrderId}/attachments`;

/** The address a work order's file downloads from: the server sends it as a file to save. */
export const workOrderAttachmentAddress = (workOrderId: Identifier, attachmentId: Identifier) =>
  `${attachmentsOf(workOrderId)}/${attachmentId}`;

/**
 * A work order's invoices and photos: listed, attached (multipart, the file in `file`) and removed
 * through the one HTTP client, so that they share its session refresh. A download first makes the
 * session fresh with `beforeDownload` (documentAttachmentCalls.ts), as a document's does.
 */
export function workOrderAttachmentCalls(http: HttpClient) {
  return {
    async getWorkOrderAttachments(workOrderId: Identifier): Promise<WorkOrderAttachment[]> {
      return (await http<{ data: WorkOrderAttachment[] }>(attachmentsOf(workOrderId))).data;
    },

    async addWorkOrderAttachment(workOrderId: Identifier, file: File): Promise<WorkOrderAttachment> {
      const form = new FormData();
      form.append('file', file);
      return (
        await http<{ data: WorkOrderAttachment }>(attachmentsOf(workOrderId), { method: 'POST', body: form, timeoutMs: UPLOAD_TIMEOUT_MS })
      ).data;
    },

    async deleteWorkOrderAttachment(workOrderId: Identifier, attachmentId: Identifier): Promise<void> {
      await http(workOrderAttachmentAddress(workOrderId, attachmentId), { method: 'DELETE' });
    },
  };
}
