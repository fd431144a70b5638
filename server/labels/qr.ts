import QRCode from 'qrcode';

/** The light border a reader needs around a code: four modules, as the QR standard asks. */
const QUIET_ZONE_MODULES = 4;

/**
 * Draws `text` as a QR code filling the square at (x, y) of side `size`, quiet zone included, as
 * vector squares: it prints sharp at any resolution, where a picture would blur. Level M survives a
 * scratch or a smudge on about 15 % of the code. The dark modules of a row are joined into one
 * rectangle (a smaller file), and all are filled as one path, so that a rasteriser leaves no hairline
 * seams between them.
 */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const module = size / (modules.size + 2 * QUIET_ZONE_MODULES);
  const left = x + QUIET_ZONE_MODULES * module;
  const top = y + QUIET_ZONE_MODULES * module;
  doc.save();
  doc.rect(x, y, size, size).fill('white');
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      doc.rect(left + start * module, top + row * module, (column - start) * module, module);
    }
  }
  doc.fill('black');
  doc.restore();
}
