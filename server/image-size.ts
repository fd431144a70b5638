import { imageSize } from 'image-size';

/**
 * The size an image declares in its header (PNG, JPEG, WebP), read without unpacking it; undefined
 * when the header cannot be read. A small file may declare a huge image, which every browser that
 * shows it must unpack into memory: logos and attachments are held to a bound on it.
 */
export function declaredImageSize(content: Buffer): { width: number; height: number } | undefined {
  try {
    const size = imageSize(content);
    return size.width > 0 && size.height > 0 ? { width: size.width, height: size.height } : undefined;
  } catch {
    return undefined;
  }
}
