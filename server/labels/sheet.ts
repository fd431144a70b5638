import PDFDocument from 'pdfkit';
import type { PaperSize } from '../../contract/schemas/vehicle-labels';
import { cellAt, labelGrid, MM, type LabelGrid } from './grid';
import { drawQrCode } from './qr';
import { winAnsiText } from './win-ansi';

/** What one label shows: the plate large, the model, the company, and the address its QR code opens. */
interface Label {
  plate: string;
  model: string;
  company: string;
  url: string;
}

const PADDING = 4 * MM;
/** The QR code's quiet zone already keeps the text off it; this is only breathing room. */
const GAP = 1.5 * MM;
const BOLD = 'Helvetica-Bold';
const REGULAR = 'Helvetica';

/**
 * A printable sheet of labels, one per vehicle in the order given, as many pages as they need: cells
 * of the paper's grid (grid.ts) outlined in light grey to cut along. The standard fonts need no font
 * file, and every text is made showable in them first (win-ansi.ts).
 */
export async function labelSheet(labels: readonly Label[], paper: PaperSize): Promise<Buffer> {
  const grid = labelGrid(paper);
  const size = [grid.page.width, grid.page.height];
  const doc = new PDFDocument({
    size,
    margin: 0,
    autoFirstPage: false,
    info: { Title: 'Vehicle labels', Creator: 'Fleet' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  labels.forEach((label, index) => {
    const cell = cellAt(grid, index);
    if (index % (grid.columns * grid.rows) === 0) doc.addPage({ size, margin: 0 });
    drawLabel(doc, label, cell.x, cell.y, grid.cell);
  });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

function drawLabel(doc: PDFKit.PDFDocument, label: Label, x: number, y: number, cell: LabelGrid['cell']) {
  doc.save().lineWidth(0.25).strokeColor('#c0c0c0').rect(x, y, cell.width, cell.height).stroke().restore();
  const qrSize = cell.height - 2 * PADDING;
  drawQrCode(doc, label.url, x + PADDING, y + PADDING, qrSize);

  const textX = x + PADDING + qrSize + GAP;
  const width = x + cell.width - PADDING - textX;
  const top = y + PADDING + 2 * MM;
  const plate = fitLine(doc, label.plate, BOLD, { largest: 28, smallest: 8 }, width);
  write(doc, plate, textX, top, '#000000');
  writeLines(doc, label.model, textX, top + plate.size * 1.2 + 1.5 * MM, width);
  const company = fitLine(doc, label.company, REGULAR, { largest: 9, smallest: 7 }, width);
  write(doc, company, textX, y + cell.height - PADDING - 2 * MM - company.size, '#555555');
}

interface Line {
  text: string;
  font: string;
  size: number;
}

/**
 * The text on one line of `width`: at the largest size that fits, down to the smallest; longer still,
 * it is cut with an ellipsis.
 */
function fitLine(doc: PDFKit.PDFDocument, raw: string, font: string, sizes: { largest: number; smallest: number }, width: number): Line {
  const text = winAnsiText(raw.trim());
  doc.font(font);
  let size = sizes.largest;
  while (size > sizes.smallest && doc.fontSize(size).widthOfString(text) > width) size -= 0.5;
  doc.fontSize(size);
  if (doc.widthOfString(text) <= width) return { text, font, size };
  const characters = [...text];
  while (characters.length > 0 && doc.widthOfString(`${characters.join('').trimEnd()}…`) > width) characters.pop();
  return { text: `${characters.join('').trimEnd()}…`, font, size };
}

function write(doc: PDFKit.PDFDocument, line: Line, x: number, y: number, color: string) {
  doc.font(line.font).fontSize(line.size).fillColor(color).text(line.text, x, y, { lineBreak: false });
}

/** The model: up to two lines of 11 pt, wrapped between words, the second cut with an ellipsis when it runs on. */
function writeLines(doc: PDFKit.PDFDocument, raw: string, x: number, y: number, width: number) {
  doc.font(REGULAR).fontSize(11).fillColor('#000000');
  // A height of two lines keeps pdfkit from starting a new page for a third; it ends the second with "…".
  const height = 2 * doc.currentLineHeight(true) + 1;
  doc.text(winAnsiText(raw.trim()), x, y, { width, height, ellipsis: '…' });
}
