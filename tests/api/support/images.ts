/** Real, tiny images of each accepted type, and impostors, for the logo tests. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAA//EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AN//Z',
  'base64',
);
export const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.from([0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00]),
]);
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
export const TEXT_AS_PNG = Buffer.from('this is not an image, whatever its name says');
/** Just over the 2 MB limit, and a real PNG by its first bytes. */
export const HUGE_PNG = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);

export const logoPart = (content: Buffer, filename = 'logo.png', contentType = 'image/png') => ({
  field: 'logo',
  filename,
  contentType,
  content,
});

/** A PNG of 300 KB that declares 50,000 × 50,000 pixels: about 10 GB once a browser unpacks it. */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    // The checksum is not what makes it dangerous; readers that check it see a broken file instead.
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  return Buffer.concat([
    PNG.subarray(0, 8),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.alloc(300 * 1024)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
