import type { MessagePort } from 'node:worker_threads';
import { IMPORT_PREVIEW_ROWS } from '../../contract/schemas/imports';
import { HttpError, type FieldError } from '../errors';
import { Sheet } from './sheet';
import type { CheckedSheet, SheetCheck } from './sheet-check';

/*
 * The work of a worker thread of the import pool (import-pool.ts; the thread runs server/import-worker.ts,
 * which finds the resource's checks by name): one task reads one CSV file and checks its
 * rows, the CPU-heavy part of an import, so that the event loop keeps answering meanwhile. What only
 * the database knows comes from the main thread over the task's port: the task sends the keys it
 * needs (e.g. the file's plates), and gets the answers back, or the port closes when the main thread
 * gives up (the lookup failed, the request ended).
 */

export interface ImportTask {
  /** Names the resource's checks (server/import-worker.ts). */
  resource: string;
  /** The file's bytes: a copy, which arrives as a plain Uint8Array. */
  content: Uint8Array;
  port: MessagePort;
  /** A real import creates the inputs, so they come back; a dry run needs only its answer. */
  withInputs: boolean;
}

/**
 * How a task ends. A file that cannot be read is a refusal, sent as plain data, since an error
 * crossing threads keeps its message and loses the rest (the status, the field errors).
 */
export type ImportAnswer =
  { checked: CheckedSheet<unknown> } | { refused: { statusCode: number; message: string; errors?: FieldError[] } } | { abandoned: true };

/** One task with its resource's checks; the lookups arrive untyped (the main thread typed them, import.ts). */
export async function checkImport(
  check: SheetCheck<unknown, unknown, unknown>,
  { content, port, withInputs }: ImportTask,
): Promise<ImportAnswer> {
  try {
    const sheet = new Sheet(Buffer.from(content.buffer, content.byteOffset, content.byteLength), check.columns);
    port.postMessage(check.keysOf(sheet));
    const answered = await lookupsFrom(port);
    if (!answered) return { abandoned: true };
    const { inputs, unchanged, preview } = check.check(sheet, answered.lookups);
    return {
      checked: {
        rows: sheet.rows.length,
        valid_rows: inputs.length + unchanged,
        unchanged,
        errors: sheet.sortedIssues(),
        ignored_columns: sheet.ignoredColumns,
        preview: inputs.slice(0, IMPORT_PREVIEW_ROWS).map(preview),
        inputs: withInputs ? inputs : [],
      },
    };
  } catch (error) {
    if (error instanceof HttpError) return { refused: { statusCode: error.statusCode, message: error.message, errors: error.errors } };
    throw error;
  } finally {
    port.close();
  }
}

/** The main thread's answers to the keys; undefined when it closed the port instead. */
function lookupsFrom(port: MessagePort): Promise<{ lookups: unknown } | undefined> {
  return new Promise((resolve) => {
    port.once('message', (lookups: unknown) => resolve({ lookups }));
    port.once('close', () => resolve(undefined));
  });
}
