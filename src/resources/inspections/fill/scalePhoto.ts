import { MAX_PHOTO_BYTES, PHOTO_TYPES } from '../../../../contract/inspections';

/** A phone's photo is scaled to at most this many pixels on its longer side before it is sent. */
const PHOTO_MAX_SIDE = 1600;
/** JPEG quality of the scaled photo: a defect stays readable at a few hundred kB. */
const PHOTO_QUALITY = 0.8;

/**
 * A photo as it will be sent: scaled in the browser to a JPEG of at most 1600 px on a side (a phone's
 * 4–12 MB photo becomes a few hundred kB, quick to send from a yard). A browser that cannot draw it
 * sends it as it is, when the server would take it (JPEG, PNG or WebP of up to 10 MB); otherwise
 * undefined: the photo must be taken again.
 */
export async function scalePhoto(file: File): Promise<Blob | undefined> {
  try {
    const scaled = await drawScaled(file);
    if (scaled) return scaled;
  } catch {
    // Not an image this browser can draw (an HEIC on a desktop browser): the file itself may still do.
  }
  const sendable = (PHOTO_TYPES as readonly string[]).includes(file.type) && file.size <= MAX_PHOTO_BYTES;
  return sendable ? file : undefined;
}

async function drawScaled(file: File): Promise<Blob | undefined> {
  if (typeof createImageBitmap !== 'function') return undefined;
  // The photo turned as the camera held it (EXIF orientation), which is createImageBitmap's default.
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob | undefined>((resolve) =>
      canvas.toBlob((blob) => resolve(blob ?? undefined), 'image/jpeg', PHOTO_QUALITY),
    );
  } finally {
    bitmap.close();
  }
}
