import type { FastifyRequest } from 'fastify';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_MEGAPIXELS, MAX_ATTACHMENT_PIXELS, type AttachmentType } from '../../contract/document-kinds';
import { messages } from '../../contract/messages';
import { badRequest, HttpError } from '../errors';
import { declaredImageSize } from '../image-size';
import { multipartLimitError } from '../multipart-limits';
import { partsOf } from '../multipart-parts';
import { bodyRead } from '../plugins/authentication';
import { safeFileName } from './file-names';
import { sniffAttachmentType } from './file-types';

export interface AttachmentUpload {
  content: Buffer;
  /** Safe to save and to name in a header (file-names.ts). */
  fileName: string;
  /** What the content is, whatever the sender declared. */
  mimeType: AttachmentType;
}

const required = () => badRequest(messages.attachmentRequired, [{ field: 'file', message: messages.attachmentRequired }]);

/**
 * An image whose header cannot be read is no image (415, `notAnImage`); one that declares too many
 * pixels is refused (400). An inspection's photos are held to the same bound.
 */
export function checkImageDimensions(content: Buffer, notAnImage: string = messages.attachmentType) {
  const size = declaredImageSize(content);
  if (!size) throw new HttpError(415, notAnImage, [{ field: 'file', message: notAnImage }]);
  if (
    size.width > MAX_ATTACHMENT_PIXELS ||
    size.height > MAX_ATTACHMENT_PIXELS ||
    size.width * size.height > MAX_ATTACHMENT_MEGAPIXELS * 1e6
  )
    throw badRequest(messages.attachmentDimensions, [{ field: 'file', message: messages.attachmentDimensions }]);
}

/**
 * Reads the upload of an attachment (POST /api/documents/:id/attachments, POST
 * /api/work-orders/:id/attachments): multipart with the file in `file`. The file may be up to
 * MAX_ATTACHMENT_BYTES, far more than a logo, so the limit is this route's own (the app's default is
 * the logo's); over it answers 413. No file answers 400, and a file that is not a PDF, JPEG, PNG or
 * WebP by its content 415, and an image that declares more pixels than MAX_ATTACHMENT_PIXELS on a side or
 * MAX_ATTACHMENT_MEGAPIXELS in all (an image bomb) 400, before anything is stored. The request's transaction begins once the
 * body is in (bodyRead): a slow upload holds a socket, not a database connection.
 */
export async function readAttachmentUpload(request: FastifyRequest): Promise<AttachmentUpload> {
  if (!request.isMultipart()) throw required();
  let file: { content: Buffer; filename: string } | undefined;
  try {
    for await (const part of partsOf(request, { limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1 } })) {
      // Every part is read to its end, or the body would never finish; only `file` is kept.
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'file') file = { content, filename: part.filename };
      }
    }
  } catch (error) {
    multipartLimitError(error, messages.attachmentTooLarge);
  }
  await bodyRead(request);
  if (!file || file.content.length === 0) throw required();
  const mimeType = sniffAttachmentType(file.content);
  if (!mimeType) throw new HttpError(415, messages.attachmentType, [{ field: 'file', message: messages.attachmentType }]);
  if (mimeType !== 'application/pdf') checkImageDimensions(file.content);
  return { content: file.content, fileName: safeFileName(file.filename, mimeType), mimeType };
}
