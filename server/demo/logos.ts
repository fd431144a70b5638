import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/**
 * Small PNG logos for the demo companies and branches, drawn in code so that the demo needs no
 * image files: a rounded badge in the company colour with a pattern in an accent colour.
 */

type Rgb = readonly [number, number, number];

export const LOGO_PATTERNS = ['road', 'bands', 'diagonal', 'chevron', 'ring', 'dots', 'split'] as const;
type LogoPattern = (typeof LOGO_PATTERNS)[number];

export interface LogoDesign {
  background: Rgb;
  accent: Rgb;
  pattern: LogoPattern;
}

interface LogoFile {
  mimeType: 'image/png';
  content: Buffer;
  byteSize: number;
  /** Hex SHA-256 of the content, as stored in logo_files.sha256. */
  sha256: string;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/** Encodes 8-bit RGBA pixels (row by row, 4 bytes a pixel) as a PNG file. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`Invalid PNG size ${width}×${height}`);
  }
  if (rgba.length !== width * height * 4) throw new RangeError('Pixel data does not match the PNG size');

  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: truecolour with alpha
  header[10] = 0; // compression: deflate
  header[11] = 0; // filter method
  header[12] = 0; // no interlace

  // Every scanline starts with its filter type; 0 (none) keeps the encoder simple.
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0;
    raw.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }

  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const WHITE: Rgb = [255, 255, 255];

/** Inside a square of side 1 with rounded corners. */
function inBadge(u: number, v: number, radius = 0.2): boolean {
  const dx = Math.max(radius - u, 0, u - (1 - radius));
  const dy = Math.max(radius - v, 0, v - (1 - radius));
  return dx * dx + dy * dy <= radius * radius;
}

/** Which colour the pattern puts at (u, v), both in 0..1; undefined keeps the background. */
function patternColour(design: LogoDesign, u: number, v: number): Rgb | undefined {
  const { accent } = design;
  switch (design.pattern) {
    case 'road': {
      // A road leading to the horizon, with a dashed white centre line.
      const halfWidth = 0.06 + 0.3 * v;
      if (v > 0.35 && Math.abs(u - 0.5) < halfWidth) {
        if (Math.abs(u - 0.5) < 0.012 + 0.02 * v && Math.floor(v * 12) % 2 === 0) return WHITE;
        return accent;
      }
      const sun = Math.hypot(u - 0.5, v - 0.22);
      return sun < 0.11 ? WHITE : undefined;
    }
    case 'bands':
      return v > 0.5 && Math.floor((v - 0.5) / 0.1) % 2 === 0 ? accent : undefined;
    case 'diagonal':
      return Math.floor((u + v) * 5) % 2 === 0 ? accent : undefined;
    case 'chevron': {
      const band = Math.abs(u - 0.5) + (1 - v);
      return Math.floor(band * 5) % 2 === 0 ? accent : undefined;
    }
    case 'ring': {
      const distance = Math.hypot(u - 0.5, v - 0.5);
      if (distance < 0.14) return WHITE;
      return distance > 0.22 && distance < 0.34 ? accent : undefined;
    }
    case 'dots': {
      const cu = (u * 4) % 1;
      const cv = (v * 4) % 1;
      return Math.hypot(cu - 0.5, cv - 0.5) < 0.28 ? accent : undefined;
    }
    case 'split':
      if (Math.hypot(u - 0.68, v - 0.32) < 0.12) return WHITE;
      return u + v > 1.05 ? accent : undefined;
  }
}

/** Draws the logo at size × size pixels, with 4 × 4 samples a pixel for smooth edges. */
export function drawLogo(design: LogoDesign, size = 96): Buffer {
  const samples = 4;
  const rgba = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let covered = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const u = (x + (sx + 0.5) / samples) / size;
          const v = (y + (sy + 0.5) / samples) / size;
          if (!inBadge(u, v)) continue;
          const colour = patternColour(design, u, v) ?? design.background;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          covered++;
        }
      }
      const offset = (y * size + x) * 4;
      if (covered > 0) {
        rgba[offset] = Math.round(r / covered);
        rgba[offset + 1] = Math.round(g / covered);
        rgba[offset + 2] = Math.round(b / covered);
        rgba[offset + 3] = Math.round((255 * covered) / (samples * samples));
      }
    }
  }
  return encodePng(size, size, rgba);
}

/** The logo as a logo_files row needs it. */
export function demoLogo(design: LogoDesign, size = 96): LogoFile {
  const content = drawLogo(design, size);
  return {
    mimeType: 'image/png',
    content,
    byteSize: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
  };
}
