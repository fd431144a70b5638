import type { ImportResult } from '../../contract/schemas/imports';
import type { CsvColumn } from './columns';
import type { Sheet } from './sheet';

/**
 * The part of a resource's import that runs in the import's worker thread (server/import-worker.ts
 * finds it by its resource's name): the columns it reads; what of the file only the database can answer (`keysOf`, e.g. the file's plates),
 * which the main thread then looks up (import.ts); and, with those answers, every row checked. It
 * reads nothing but the file and the answers, so that it can run in a thread of its own.
 */
export interface SheetCheck<Keys, Lookups, Input> {
  /** The resource it imports (contract/permissions.ts): how a task names it across threads. */
  resource: string;
  columns: readonly CsvColumn<never>[];
  keysOf(sheet: Sheet): Keys;
  /**
   * Files each row's faults in the sheet, and answers the inputs of the rows without any that are
   * new, with how a dry run shows one of them, and how many rows are in Fleet already as they are
   * (an export imported again): those pass, and are skipped.
   */
  check(sheet: Sheet, lookups: Lookups): { inputs: Input[]; unchanged: number; preview: (input: Input) => Record<string, unknown> };
}

/** A checked file: what a dry run answers but for `dry_run` and `created`, and the inputs to create. */
export type CheckedSheet<Input> = Omit<ImportResult, 'dry_run' | 'created'> & { inputs: Input[] };
