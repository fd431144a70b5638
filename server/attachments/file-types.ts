import type { AttachmentType } from '../../contract/document-kinds';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * What an attachment is, read from its first bytes (docs/documents.md, Attachments): a PDF, JPEG, PNG
 * or WebP. The file's name and the type its sender declared are not trusted: an HTML page named
 * `policy.pdf` and sent as application/pdf is none of the four, and is refused.
 */
export function sniffAttachmentType(content: Buffer): AttachmentType | undefined {
  if (content.length >= 5 && content.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  if (content.length >= 3 && content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) return 'image/jpeg';
  if (content.length >= 8 && content.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (content.length >= 12 && content.toString('latin1', 0, 4) === 'RIFF' && content.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return undefined;
}
