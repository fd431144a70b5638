import { messages } from '../../contract/messages';
import type { ImportResult } from '../../contract/schemas/imports';
import { badRequest } from '../errors';
import type { Actor } from '../actor';
import type { Executor } from '../db/client';
import { atomically } from '../db/atomically';
import { companyForNewRecord } from '../scope/company';
import { readInWorker } from './import-pool';
import type { CheckedSheet, SheetCheck } from './sheet-check';
import { isDryRun, type ImportUpload } from './upload';

/**
 * A resource's import on the main thread: what its rows need from the database, and how they are
 * written. Reading the file and checking its rows is the other half (sheet-check.ts), in a worker.
 */
interface ImportPlan<Keys, Lookups, Input> {
  /** The resource's checks, which its worker thread runs (found there by the resource's name). */
  sheet: SheetCheck<Keys, Lookups, Input>;
  /**
   * Answers the keys the file's rows need (e.g. its plates), a batch at a time (lookups.ts). For a
   * real import, `lock` asks it to lock what the rows rely on until the import commits.
   */
  lookup(tx: Executor, keys: Keys, companyId: string, lock: boolean): Promise<Lookups>;
  create(tx: Executor, inputs: Input[], companyId: string): Promise<number>;
}

/**
 * The frame of every import (POST /api/<resource>/import): whether it is a dry run, the company (a
 * superadmin names it), the file read and its rows checked in a worker thread (import-pool.ts), with
 * what the database says about them. A dry run reads the database as it is; a real import looks up,
 * checks and writes all or nothing, in the request's transaction.
 */
export async function runImport<Keys, Lookups, Input>(
  db: Executor,
  actor: Actor,
  upload: ImportUpload,
  plan: ImportPlan<Keys, Lookups, Input>,
): Promise<ImportResult> {
  const dryRun = isDryRun(upload.fields);
  const companyId = await companyForNewRecord(db, actor, upload.fields.companyId || undefined);
  const sheet = await readInWorker<Keys, Lookups, Input>(plan.sheet.resource, upload.content, !dryRun);
  try {
    const run = async (tx: Executor) => {
      const checked = await sheet.check(await plan.lookup(tx, sheet.keys, companyId, !dryRun));
      return finishImport(checked, dryRun, (inputs) => plan.create(tx, inputs, companyId));
    };
    return await (dryRun ? run(db) : atomically(db, run));
  } finally {
    sheet.close();
  }
}

/**
 * The answer once every row is checked. A dry run reports; a real import with any failing row
 * answers 400 with all of them (and its transaction rolls back); otherwise the plan writes the rows
 * and the answer says how many.
 */
async function finishImport<Input>(
  checked: CheckedSheet<Input>,
  dryRun: boolean,
  create: (inputs: Input[]) => Promise<number>,
): Promise<ImportResult> {
  const { inputs, ...result } = checked;
  if (dryRun) return { dry_run: true, created: 0, ...result };
  if (result.errors.length > 0) {
    throw badRequest(
      messages.importRowsFailed,
      result.errors.map((issue) => ({ field: issue.column ?? '', row: issue.row, message: issue.message })),
    );
  }
  return { dry_run: false, ...result, created: await create(inputs), preview: [] };
}
