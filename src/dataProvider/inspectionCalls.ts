import type { Identifier } from 'ra-core';
import type { Inspection, InspectionInput, InspectionPhoto } from '../../contract/schemas/inspection';
import type { Issue } from '../../contract/schemas/issue';
import { MAX_PAGE_SIZE } from '../../contract/schemas/common';
import type { HttpClient } from './httpClient';

/**
 * A phone in a yard may wait long for its answer: an inspection is sent with a key that makes a retry
 * safe (docs/inspections.md, Idempotency), so it may take its time rather than fail after 5 s.
 */
const SEND_TIMEOUT_MS = 30_000;
/** A photo of up to 10 MB, from a phone: as long as a document's attachment may take. */
const PHOTO_TIMEOUT_MS = 60_000;

const photosOf = (inspectionId: Identifier) => `/api/inspections/${inspectionId}/photos`;

/** Where a photo of an inspection is shown from, to whoever may see the inspection. */
export const inspectionPhotoAddress = (inspectionId: Identifier, photoId: Identifier) => `${photosOf(inspectionId)}/${photoId}`;

/**
 * Inspections beyond react-admin's calls (docs/inspections.md): sending one with its Idempotency-Key,
 * sending its photos, and the issues it raised. Through the one HTTP client, so that they share its
 * session refresh.
 */
export function inspectionCalls(http: HttpClient) {
  return {
    /** The same key again (a retry after a lost answer) gets the first answer, and nothing is made twice. */
    async sendInspection(input: InspectionInput, idempotencyKey: string): Promise<Inspection> {
      return (
        await http<{ data: Inspection }>('/api/inspections', {
          method: 'POST',
          body: input,
          headers: { 'Idempotency-Key': idempotencyKey },
          timeoutMs: SEND_TIMEOUT_MS,
        })
      ).data;
    },

    /** A photo of the inspection, of one item (a failed one) or of the whole. */
    async addInspectionPhoto(inspectionId: Identifier, file: Blob, fileName: string, itemId?: string): Promise<InspectionPhoto> {
      const form = new FormData();
      if (itemId) form.append('item_id', itemId);
      form.append('file', file, fileName);
      return (await http<{ data: InspectionPhoto }>(photosOf(inspectionId), { method: 'POST', body: form, timeoutMs: PHOTO_TIMEOUT_MS }))
        .data;
    },

    /** The issues an inspection raised, one per failed item. */
    async getInspectionIssues(inspectionId: Identifier): Promise<Issue[]> {
      return (await http<{ data: Issue[] }>('/api/issues', { query: { inspectionId: String(inspectionId), limit: MAX_PAGE_SIZE } })).data;
    },
  };
}

export type InspectionCalls = ReturnType<typeof inspectionCalls>;
