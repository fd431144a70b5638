import { MAX_ATTACHMENT_BYTES, type AttachmentType } from '../../../../contract/document-kinds';
import { formatNumber } from '../../../../contract/formats';
import type { Language } from '../../../../contract/languages';

/** What the file picker offers: the four types the server takes (it still checks each file's content). */
export const ACCEPTED_FILES = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';

/** A type as people name it. */
const TYPE_NAMES: Record<AttachmentType, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};

export const typeName = (mimeType: string) => TYPE_NAMES[mimeType as AttachmentType] ?? mimeType;

/** A file's size in the language's number format: 830 B, 12 KB, 1.4 MB (1 KB = 1,024 bytes, as file managers count). */
export function fileSize(bytes: number, language: Language): string {
  if (bytes < 1024) return `${formatNumber(bytes, language)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), language)} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${formatNumber(megabytes, language, megabytes < 10 ? 1 : 0)} MB`;
}

/** Larger than the server takes: refused before it is sent, with the server's own sentence. */
export const tooLarge = (file: { size: number }) => file.size > MAX_ATTACHMENT_BYTES;
