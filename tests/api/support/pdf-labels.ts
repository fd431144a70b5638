import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PNG } from 'pngjs';

/*
 * A sheet of labels read back by programs that did not write it: pdfjs (Mozilla's PDF reader) for its
 * pages and text, poppler's pdftoppm to print it to pixels, and jsQR to read the codes off them, as a
 * phone's camera would.
 */

const run = promisify(execFile);

interface PdfPage {
  /** In points, as the page says. */
  width: number;
  height: number;
  /** Every piece of text on the page, in order. */
  texts: string[];
}

export async function readPdf(bytes: Buffer): Promise<PdfPage[]> {
  const loading = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  try {
    const document = await loading.promise;
    const pages: PdfPage[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const { width, height } = page.getViewport({ scale: 1 });
      const content = await page.getTextContent();
      const texts = content.items.map((item) => ('str' in item ? item.str : '')).filter((text) => text.trim() !== '');
      pages.push({ width, height, texts });
    }
    return pages;
  } finally {
    await loading.destroy();
  }
}

/** pdftoppm's resolution: what an office printer's draft mode puts on paper. */
const DPI = 150;

/**
 * Every QR code on the sheet, page by page, cell by cell: jsQR reads one code per image, so each page
 * is cut into the cells of a `columns` × `rows` grid within `margin` points of its edges.
 */
export async function qrCodesOf(bytes: Buffer, grid: { columns: number; rows: number; margin: number }): Promise<string[]> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'fleet-labels-'));
  try {
    await writeFile(path.join(folder, 'sheet.pdf'), bytes);
    await run('pdftoppm', ['-r', String(DPI), '-png', path.join(folder, 'sheet.pdf'), path.join(folder, 'page')]);
    const pages = (await readdir(folder)).filter((name) => name.endsWith('.png')).sort();
    const codes: string[] = [];
    for (const name of pages) {
      const image = PNG.sync.read(await readFile(path.join(folder, name)));
      const margin = Math.round((grid.margin * DPI) / 72);
      const cellWidth = Math.floor((image.width - 2 * margin) / grid.columns);
      const cellHeight = Math.floor((image.height - 2 * margin) / grid.rows);
      for (let row = 0; row < grid.rows; row++)
        for (let column = 0; column < grid.columns; column++) {
          const cell = crop(image, margin + column * cellWidth, margin + row * cellHeight, cellWidth, cellHeight);
          const code = jsQR(cell, cellWidth, cellHeight);
          if (code) codes.push(code.data);
        }
    }
    return codes;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function crop(image: PNG, left: number, top: number, width: number, height: number): Uint8ClampedArray {
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const from = ((top + y) * image.width + left) * 4;
    pixels.set(image.data.subarray(from, from + width * 4), y * width * 4);
  }
  return pixels;
}
