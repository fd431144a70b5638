import type { Identifier } from 'ra-core';
import type { QueryClient } from '@tanstack/react-query';
import type { ListedAttachment } from './attachmentSource';

/** The query of one document's attachments. */
export const attachmentsQueryKey = (documentId: Identifier) => ['documentAttachments', String(documentId)];

/**
 * What the server answered to an upload or a removal goes into the list at once, before the lists
 * that count the attachments are read again: the dialog shows it even when that reading is slow.
 */
export function changeAttachments<Row extends ListedAttachment>(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
  change: (attachments: Row[]) => Row[],
): void {
  queryClient.setQueryData<Row[]>(queryKey, (attachments) => change(attachments ?? []));
}
