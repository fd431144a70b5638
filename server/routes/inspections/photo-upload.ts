import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { MAX_PHOTO_BYTES, PHOTO_TYPES, type PhotoType } from '../../../contract/inspections';
import { messages } from '../../../contract/messages';
import { inspectionPhotoFields } from '../../../contract/schemas/inspection';
import { badRequest, HttpError } from '../../errors';
import { multipartLimitError } from '../../multipart-limits';
import { partsOf } from '../../multipart-parts';
import { bodyRead } from '../../plugins/authentication';
import { parseInput } from '../../validation';
import { checkImageDimensions } from '../../attachments/upload';
import { safeFileName } from '../../attachments/file-names';
import { sniffAttachmentType } from '../../attachments/file-types';

export interface PhotoUpload {
  content: Buffer;
  /** The content's SHA-256, in hex: kept with it, and what a retry of the upload is recognised by. */
  sha256: string;
  /** Safe to save and to name in a header (server/attachments/file-names.ts). */
  fileName: string;
  /** What the content is, whatever the sender declared. */
  mimeType: PhotoType;
  /** The item it shows; null: the inspection as a whole. */
  itemId: string | null;
}

const required = () => badRequest(messages.photoRequired, [{ field: 'file', message: messages.photoRequired }]);
const notAPhoto = () => new HttpError(415, messages.photoType, [{ field: 'file', message: messages.photoType }]);
const isPhotoType = (type: string | undefined): type is PhotoType => (PHOTO_TYPES as readonly string[]).includes(type ?? '');

/**
 * Reads POST /api/inspections/:id/photos: multipart with the photo in `file` and, optionally, the item
 * it shows in `item_id`, as a document's attachment is read (server/attachments/upload.ts): up to
 * MAX_PHOTO_BYTES (413 over it), a JPEG, PNG or WebP by its content whatever its name or declared type
 * (415 otherwise), an image of sane dimensions, all before anything is stored. The request's
 * transaction begins once the body is in (bodyRead): a slow upload holds a socket, not a connection.
 */
export async function readPhotoUpload(request: FastifyRequest): Promise<PhotoUpload> {
  if (!request.isMultipart()) throw required();
  let file: { content: Buffer; filename: string } | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of partsOf(request, { limits: { fileSize: MAX_PHOTO_BYTES, files: 1 } })) {
      // Every part is read to its end, or the body would never finish; only `file` and `item_id` are kept.
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'file') file = { content, filename: part.filename };
      } else if (part.fieldname === 'item_id' && typeof part.value === 'string') {
        fields.item_id = part.value;
      }
    }
  } catch (error) {
    multipartLimitError(error, messages.photoTooLarge);
  }
  await bodyRead(request);
  const { item_id } = parseInput(inspectionPhotoFields, fields);
  if (!file || file.content.length === 0) throw required();
  const mimeType = sniffAttachmentType(file.content);
  if (!isPhotoType(mimeType)) throw notAPhoto();
  checkImageDimensions(file.content, messages.photoType);
  return {
    content: file.content,
    sha256: createHash('sha256').update(file.content).digest('hex'),
    fileName: safeFileName(file.filename, mimeType),
    mimeType,
    itemId: item_id || null,
  };
}
