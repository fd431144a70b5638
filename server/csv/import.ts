import { messages } from '../../contract/messages';
import type { ImportResult } from '../../contract/schemas/imports';
import { badRequest } from '../errors';
import type { Actor } from '../auth/actor';
import type { Executor } from '../db/client';
import { atomically } from '../db/atomically';
import { companyForNewRecord } from '../scope/company';
import type { ImportResource, InputOf, KeysOf, LookupsOf } from './import-checks';
import { readInWorker } from './import-pool';
import type { CheckedSheet } from './sheet-check';
import { isDryRun, type ImportUpload } from './upload';

/**
 * A resource's import on the main thread: what its rows need from the database, and how they are
 * written. Reading the file and checking its rows is the other half (sheet-check.ts), in a worker.
 */
interface ImportPlan<R extends ImportResource> {
  /** Names the resource's checks (import-checks.ts). */
  resource: R;
  /**
   * Answers the keys the file's rows need (e.g. its plates), a batch at a time (lookups.ts). For a
   * real import, `lock` asks it to lock what the rows rely on until the import commits.
   */
  lookup(tx: Executor, keys: KeysOf<R>, companyId: string, lock: boolean): Promise<LookupsOf<R>>;
  create(tx: Executor, inputs: InputOf<R>[], companyId: string): Promise<number>;
}

/**
 * The frame of every import (POST /api/<resource>/import): whether it is a dry run, the company (a
 * superadmin names it), the file read and its rows checked in a worker thread (import-pool.ts), with
 * what the database says about them. A dry run reads the database as it is; a real import looks up,
 * checks and writes all or nothing, in the request's transaction.
 */
export async function runImport<R extends ImportResource>(
  db: Executor,
  actor: Actor,
  upload: ImportUpload,
  plan: ImportPlan<R>,
): Promise<ImportResult> {
  const dryRun = isDryRun(upload.fields);
  const companyId = await companyForNewRecord(db, actor, upload.fields.companyId || undefined);
  const sheet = await readInWorker(plan.resource, upload.content, !dryRun);
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
