import type { PaperSize } from '../../contract/schemas/vehicle-labels';

/** PDF points in a millimetre: a point is 1/72 in. */
export const MM = 72 / 25.4;

/** A4 is 210 × 297 mm, US Letter 8.5 × 11 in, in points, as a PDF's page says them. */
const PAGES: Record<PaperSize, { width: number; height: number }> = {
  a4: { width: 210 * MM, height: 297 * MM },
  letter: { width: 8.5 * 72, height: 11 * 72 },
};

/** Office printers leave about 5 mm unprinted at each edge; twice that keeps every cut line on the paper. */
const MARGIN = 10 * MM;
const COLUMNS = 2;
/** As low as a label may be: its QR code, the cell's height less padding, is then still about 36 mm, which a phone reads from an arm's length. */
const MIN_CELL_HEIGHT = 44 * MM;

/** Where a sheet's labels go: a page of `columns` × `rows` cells, all alike, within the margins. */
export interface LabelGrid {
  page: { width: number; height: number };
  columns: number;
  rows: number;
  cell: { width: number; height: number };
  margin: number;
}

/** A4 holds 2 × 6 labels of 95 × 46 mm, US Letter 2 × 5 of 98 × 52 mm. */
export function labelGrid(paper: PaperSize): LabelGrid {
  const page = PAGES[paper];
  const rows = Math.floor((page.height - 2 * MARGIN) / MIN_CELL_HEIGHT);
  return {
    page,
    columns: COLUMNS,
    rows,
    cell: { width: (page.width - 2 * MARGIN) / COLUMNS, height: (page.height - 2 * MARGIN) / rows },
    margin: MARGIN,
  };
}

/** The page (from 0) and the top left corner of the label at `index`, row by row. */
export function cellAt(grid: LabelGrid, index: number): { page: number; x: number; y: number } {
  const perPage = grid.columns * grid.rows;
  const onPage = index % perPage;
  return {
    page: Math.floor(index / perPage),
    x: grid.margin + (onPage % grid.columns) * grid.cell.width,
    y: grid.margin + Math.floor(onPage / grid.columns) * grid.cell.height,
  };
}
