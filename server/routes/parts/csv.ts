import { and, eq, inArray, sql } from 'drizzle-orm';
import { chunksOf } from '../../../contract/chunks';
import type { ImportResult } from '../../../contract/schemas/imports';
import type { Actor } from '../../actor';
import { runImport } from '../../csv/import';
import type { ImportUpload } from '../../csv/upload';
import type { Executor } from '../../db/client';
import { lookUpInBatches } from '../../db/lookups';
import { parts, vendors } from '../../db/schema';
import { partNumberKey, partSheet, vendorNameKey, type PartInput, type PartValues } from './csv-sheet';
import { fieldsOf } from './repository';

/**
 * POST /api/parts/import: new parts for the catalogue of the caller's company (a superadmin names it),
 * each with its preferred vendor found by name among the company's. The file is read and checked in
 * the import's worker thread (csv-sheet.ts); here the database answers what its rows need: the
 * company's parts with the file's numbers, and its vendors with the file's names. A dry run checks;
 * otherwise every new part is created in one transaction, or none. Parts in Fleet already as the file
 * has them are skipped. No stock moves: a part comes in with none (docs/csv.md).
 */
export function importParts(db: Executor, actor: Actor, upload: ImportUpload): Promise<ImportResult> {
  return runImport(db, actor, upload, {
    sheet: partSheet,
    lookup: async (tx, keys, companyId, lock) => ({
      vendorsByName: await vendorsByName(tx, companyId, keys.vendors, lock),
      taken: await partsAmong(tx, companyId, keys.numbers),
    }),
    create: (tx, inputs, companyId) => insertParts(tx, companyId, inputs),
  });
}

/**
 * The company's vendors that the file names, by name in any case, as the file's names are keys
 * (csv-sheet.ts, vendorNameKey): a company has a handful, read whole as the vehicles import reads the
 * branches; another company's never match. A real import holds them (as a reference to them does)
 * until it commits, so that none of them is deleted in between.
 */
async function vendorsByName(tx: Executor, companyId: string, names: string[], lock: boolean) {
  const wanted = new Set(names);
  const query = tx.select({ id: vendors.id, name: vendors.name }).from(vendors).where(eq(vendors.companyId, companyId)).orderBy(vendors.id);
  const byName = new Map<string, { ids: string[]; name: string }>();
  if (wanted.size === 0) return byName;
  for (const vendor of await (lock ? query.for('key share') : query)) {
    const key = vendorNameKey(vendor.name);
    if (!wanted.has(key)) continue;
    const known = byName.get(key);
    if (known) known.ids.push(vendor.id);
    else byName.set(key, { ids: [vendor.id], name: vendor.name });
  }
  return byName;
}

/**
 * Those of the numbers (keys, in lower case) that a part of the company has, with the part's values:
 * compared as the unique index on them compares (PostgreSQL's lower on both sides), which it answers.
 */
async function partsAmong(tx: Executor, companyId: string, numbers: string[]): Promise<Map<string, PartValues>> {
  const rows = await lookUpInBatches(numbers, (batch) =>
    tx
      .select({
        number: parts.number,
        name: parts.name,
        unit: parts.unit,
        unit_cost: parts.unitCost,
        preferred_vendor_id: parts.preferredVendorId,
        reorder_level: parts.reorderLevel,
        notes: parts.notes,
      })
      .from(parts)
      .where(
        and(
          eq(parts.companyId, companyId),
          inArray(
            sql`lower(${parts.number})`,
            batch.map((key) => sql`lower(${key})`),
          ),
        ),
      ),
  );
  return new Map(rows.map((values) => [partNumberKey(values.number), values]));
}

/** Parts a statement: eight parameters each. */
const CHUNK = 500;

async function insertParts(tx: Executor, companyId: string, inputs: PartInput[]): Promise<number> {
  for (const chunk of chunksOf(inputs, CHUNK)) {
    await tx.insert(parts).values(chunk.map((input) => ({ companyId, ...fieldsOf(input) })));
  }
  return inputs.length;
}
