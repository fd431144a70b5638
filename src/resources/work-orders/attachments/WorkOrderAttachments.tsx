import { useMemo } from 'react';
import { TitledCard } from '../../shared/CardTitle';
import { useCanAccess, useDataProvider, type Identifier } from 'ra-core';
import type { FleetDataProvider } from '../../../dataProvider';
import { workOrderAttachmentAddress } from '../../../dataProvider/workOrderAttachmentCalls';
import { useLanguage } from '../../../i18n/useLanguage';
import { AttachmentFiles } from '../../documents/attachments/AttachmentsPanel';
import type { AttachmentSource, AttachmentText } from '../../documents/attachments/attachmentSource';
import { workOrderAttachmentMessages } from './messages';

/** The query of one work order's attachments. */
const queryKeyOf = (workOrderId: Identifier) => ['workOrderAttachments', String(workOrderId)];

/** A message with its `%{placeholders}` filled in. */
const fill = (text: string, options: Record<string, unknown> = {}) =>
  text.replace(/%\{(\w+)\}/g, (whole, key: string) => (key in options ? String(options[key]) : whole));

/**
 * A work order's invoices and photos (docs/work-orders.md, Attachments), for its page: each file with
 * a link that downloads it, and for those who may edit work orders, attaching a file (the picker takes
 * PDF, JPEG, PNG and WebP; the server checks each by its content) and removing one after a
 * confirmation. The list, the upload and the refusals are the documents' (AttachmentFiles), said in the
 * work order's words in the user's language (messages.ts); a refusal is the server's sentence, translated.
 */
export function WorkOrderAttachments({ workOrderId }: { workOrderId: Identifier }) {
  const language = useLanguage();
  const dataProvider = useDataProvider<FleetDataProvider>();
  const { canAccess: canEdit } = useCanAccess({ resource: 'work-orders', action: 'edit' });
  const words = workOrderAttachmentMessages[language];
  const source = useMemo<AttachmentSource>(
    () => ({
      queryKey: queryKeyOf(workOrderId),
      list: () => dataProvider.getWorkOrderAttachments(workOrderId),
      add: (file) => dataProvider.addWorkOrderAttachment(workOrderId, file),
      remove: (attachmentId) => dataProvider.deleteWorkOrderAttachment(workOrderId, attachmentId),
      address: (attachmentId) => workOrderAttachmentAddress(workOrderId, attachmentId),
      beforeDownload: () => dataProvider.beforeDownload(),
      canEdit: canEdit === true,
      say: (text: AttachmentText, options) => fill(words[text], options),
    }),
    [dataProvider, workOrderId, canEdit, words],
  );
  return (
    <TitledCard id={`work-order-attachments-${workOrderId}`} title={words.title}>
      <AttachmentFiles source={source} />
    </TitledCard>
  );
}
