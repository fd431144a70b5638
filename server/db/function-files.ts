import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * server/db/functions holds the database's logic in one current place: a SQL file per function or
 * trigger family, each the definition the migrated database has now. Migrations are made from the
 * files (`npm run db:functions`, scripts/db-functions.ts), and tests/api/database-functions.test.ts
 * holds the migrated database to them.
 */

const FUNCTIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'functions');

/**
 * Each file's hash as of the latest migration that carried it: a file whose hash differs has changed
 * since, and is not in the database yet.
 */
export const APPLIED_RECORD = path.join(FUNCTIONS_FOLDER, 'applied.json');

type AppliedRecord = Record<string, string>;

interface FunctionFile {
  name: string;
  sql: string;
  hash: string;
}

/**
 * The files in the order of their names, which is the order in which they are applied: a file may use
 * what a file before it defines.
 */
export async function functionFiles(): Promise<FunctionFile[]> {
  const names = (await fs.readdir(FUNCTIONS_FOLDER)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await fs.readFile(path.join(FUNCTIONS_FOLDER, name), 'utf8');
      // Line endings do not count, so that a checkout that writes them as CRLF changes no hash.
      return { name, sql, hash: createHash('sha256').update(sql.replaceAll('\r\n', '\n')).digest('hex') };
    }),
  );
}

export async function appliedRecord(): Promise<AppliedRecord> {
  return JSON.parse(await fs.readFile(APPLIED_RECORD, 'utf8')) as AppliedRecord;
}

/** The record that says every file is in the migrations as it is now. */
export function recordOf(files: FunctionFile[]): AppliedRecord {
  return Object.fromEntries(files.map((file) => [file.name, file.hash]));
}

/** The files that changed (or are new) since the latest migration that carried them, and the recorded files that are gone. */
export function unappliedChanges(files: FunctionFile[], record: AppliedRecord): { changed: FunctionFile[]; removed: string[] } {
  return {
    changed: files.filter((file) => record[file.name] !== file.hash),
    removed: Object.keys(record).filter((name) => !files.some((file) => file.name === name)),
  };
}
