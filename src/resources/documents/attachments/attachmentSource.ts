import type { Identifier } from 'ra-core';
import type { AttachmentType } from '../../../../contract/document-kinds';

/** What the attachment screens show of a file: a document's or a work order's alike. */
export interface ListedAttachment {
  id: Identifier;
  file_name: string;
  mime_type: AttachmentType;
  byte_size: number;
  createdAt: string;
}

/** The texts the attachment screens say, each in the owner's own words (a document's scans, a work order's invoices). */
export type AttachmentText =
  | 'empty'
  | 'file'
  | 'size'
  | 'type'
  | 'added'
  | 'choose'
  | 'rules'
  | 'uploading'
  | 'uploaded'
  | 'upload_failed'
  | 'download'
  | 'remove'
  | 'remove_title'
  | 'remove_body'
  | 'removed'
  | 'remove_failed'
  | 'load_failed'
  | 'list_label';

/**
 * Whose files the attachment screens show and how they reach them (AttachmentFiles, AttachFileButton):
 * a document's (AttachmentsPanel.tsx) or a work order's (src/resources/work-orders/attachments/).
 */
export interface AttachmentSource<Row extends ListedAttachment = ListedAttachment> {
  /** The query the files are kept under. */
  queryKey: readonly unknown[];
  list(): Promise<Row[]>;
  add(file: File): Promise<Row>;
  remove(attachmentId: Identifier): Promise<void>;
  /** The address a file downloads from. */
  address(attachmentId: Identifier): string;
  /** Makes the session fresh before the browser follows a download link by itself. */
  beforeDownload(): Promise<void>;
  /** Whether the caller may attach and remove files. */
  canEdit: boolean;
  say(text: AttachmentText, options?: Record<string, unknown>): string;
}
