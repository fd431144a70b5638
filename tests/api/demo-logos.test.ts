import { createHash } from 'node:crypto';
import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { demoLogo, drawLogo, encodePng, LOGO_PATTERNS } from '../../server/demo/logos';

/** Splits a PNG file into its chunks, checking each chunk's CRC on the way. */
function chunks(png: Buffer) {
  const found: { type: string; data: Buffer }[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    expect(crc, `CRC of ${type}`).toBe(crc32(png.subarray(offset + 4, offset + 8 + length)) >>> 0);
    found.push({ type, data });
    offset += 12 + length;
  }
  return found;
}

describe('demo logos (server/demo/logos.ts)', () => {
  it('writes a valid PNG: signature, IHDR first with the size, IDAT, IEND last', () => {
    const png = drawLogo({ background: [12, 74, 110], accent: [245, 158, 11], pattern: 'road' }, 64);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

    const parts = chunks(png);
    expect(parts.map((part) => part.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const header = parts[0]!.data;
    expect(header).toHaveLength(13);
    expect(header.readUInt32BE(0)).toBe(64); // width
    expect(header.readUInt32BE(4)).toBe(64); // height
    expect([header[8], header[9], header[10], header[11], header[12]]).toEqual([8, 6, 0, 0, 0]); // 8-bit RGBA
    expect(parts[2]!.data).toHaveLength(0);

    // Every scanline: one filter byte, then 4 bytes a pixel.
    const raw = inflateSync(parts[1]!.data);
    expect(raw).toHaveLength(64 * (1 + 64 * 4));
  });

  it('keeps the pixels it was given, and transparent corners on the badge', () => {
    const pixels = new Uint8Array([255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0, 1, 2, 3, 4, 9, 9, 9, 9, 7, 7, 7, 7]);
    const png = encodePng(3, 2, pixels);
    const parts = chunks(png);
    expect(parts[0]!.data.readUInt32BE(0)).toBe(3);
    expect(parts[0]!.data.readUInt32BE(4)).toBe(2);
    const raw = inflateSync(parts[1]!.data);
    expect([...raw.subarray(1, 13)]).toEqual([...pixels.subarray(0, 12)]);
    expect([...raw.subarray(14, 26)]).toEqual([...pixels.subarray(12, 24)]);

    const logo = inflateSync(chunks(drawLogo({ background: [0, 0, 0], accent: [255, 255, 255], pattern: 'bands' }, 32))[1]!.data);
    expect(logo[1 + 3]).toBe(0); // the top-left corner is outside the rounded badge
    const centre = 16 * (1 + 32 * 4) + 1 + 16 * 4;
    expect(logo[centre + 3]).toBe(255);
  });

  it('rejects pixel data that does not match the size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(4))).toThrow(RangeError);
    expect(() => encodePng(0, 2, new Uint8Array(0))).toThrow(RangeError);
  });

  it('draws every pattern differently and describes the file for logo_files', () => {
    const files = LOGO_PATTERNS.map((pattern) => demoLogo({ background: [22, 101, 52], accent: [234, 179, 8], pattern }));
    expect(new Set(files.map((file) => file.sha256)).size).toBe(LOGO_PATTERNS.length);
    for (const file of files) {
      expect(file.mimeType).toBe('image/png');
      expect(file.byteSize).toBe(file.content.length);
      expect(file.byteSize).toBeLessThan(2 * 1024 * 1024);
      expect(file.sha256).toBe(createHash('sha256').update(file.content).digest('hex'));
    }
  });
});
