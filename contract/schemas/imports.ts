import { z } from 'zod';

/** One reason a row of a CSV file cannot be imported: where it is, what the cell held, and why. */
export const importIssue = z.object({
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: z.number().int(),
  /** The column's header as the file writes it; null when the row as a whole is at fault. */
  column: z.string().nullable(),
  value: z.string().nullable(),
  message: z.string(),
});
export type ImportIssue = z.infer<typeof importIssue>;

/**
 * What POST /api/<resource>/import answers. A dry run (`dryRun=true`) checks every row and creates
 * nothing; a real import creates every new row in one transaction, or, if any row fails, nothing at all.
 */
export const importResult = z.object({
  dry_run: z.boolean(),
  /** Data rows in the file. */
  rows: z.number().int(),
  /** Rows that pass every check: the new ones and the unchanged ones. */
  valid_rows: z.number().int(),
  /**
   * Rows that are in Fleet already exactly as the file has them (a vehicle with the same plate and
   * values, a record of the same vehicle, kind, date, cost, mileage and notes): they pass, and the
   * import skips them, so that an export imported again creates nothing twice.
   */
  unchanged: z.number().int(),
  /** Records created: 0 in a dry run; otherwise the valid rows that are not unchanged. */
  created: z.number().int(),
  errors: z.array(importIssue),
  /** Headers the import does not take (computed columns, or unknown ones). */
  ignored_columns: z.array(z.string()),
  /** The first valid rows as they would be created, for the dry run to show. */
  preview: z.array(z.record(z.string(), z.unknown())),
});
export type ImportResult = z.infer<typeof importResult>;

/** How many rows a dry run shows of what it would create. */
export const IMPORT_PREVIEW_ROWS = 50;
