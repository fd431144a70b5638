import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ImportResult } from '../../../contract/schemas/imports';
import type { Actor } from '../../actor';
import type { Executor } from '../../db/client';
import { branches, vehicleBranches, vehicles } from '../../db/schema';
import { runImport } from '../../csv/import';
import { lookUpInBatches } from '../../db/lookups';
import type { ImportUpload } from '../../csv/upload';
import { chunksOf } from '../../../contract/chunks';
import { branchVisible, vehicleVisible } from '../../scope/scope';
import { allOf } from '../../db/lists';
import { vehicleSheet, type BranchByName, type VehicleInput, type VehicleValues } from './csv-sheet';
import { newVehicleRow, vehicleValueColumns } from './repository';

/**
 * POST /api/vehicles/import: a file of new vehicles for the caller's company (a superadmin names it),
 * in branches the caller sees, found by name. The file is read and checked in the import's worker
 * thread (csv-sheet.ts); here the database answers what its rows need. A dry run checks; otherwise
 * every new vehicle is created in one transaction, or none. Vehicles in Fleet already as the file has
 * them are skipped.
 */
export function importVehicles(db: Executor, actor: Actor, upload: ImportUpload, now: Date): Promise<ImportResult> {
  return runImport(db, actor, upload, {
    sheet: vehicleSheet,
    lookup: async (tx, plates, companyId) => ({
      branchesByName: await visibleBranchesByName(tx, actor, companyId),
      taken: await activeVehiclesAmong(tx, actor, companyId, plates),
    }),
    create: (tx, inputs, companyId) => insertVehicles(tx, actor, companyId, inputs, now),
  });
}

/** The branches of the company the caller sees, by name in lower case: another company's never match. */
async function visibleBranchesByName(tx: Executor, actor: Actor, companyId: string): Promise<Map<string, BranchByName>> {
  const rows = await tx
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(allOf(eq(branches.companyId, companyId), branchVisible(actor, branches.id, branches.companyId)));
  return new Map(rows.map((branch) => [branch.name.trim().toLowerCase(), branch]));
}

/**
 * Those of the plates that an active vehicle of the company has, found through the unique index on
 * them: with the vehicle's values where the caller sees it (its branches those the caller sees, as
 * its row in the list and the export shows them), else null.
 */
async function activeVehiclesAmong(
  tx: Executor,
  actor: Actor,
  companyId: string,
  plates: string[],
): Promise<Map<string, VehicleValues | null>> {
  // Stored as normalPlate writes them (migration 0008): compared as they are, the plate index answers.
  const plate = vehicles.licensePlate;
  const rows = await lookUpInBatches(plates, (batch) =>
    tx
      .select({
        id: vehicles.id,
        plate,
        visible: sql<boolean>`${vehicleVisible(actor, vehicles.id, vehicles.companyId) ?? sql`true`}`,
        ...vehicleValueColumns,
      })
      .from(vehicles)
      .where(and(eq(vehicles.companyId, companyId), eq(vehicles.isActive, true), inArray(plate, batch))),
  );
  const seen = rows.filter((row) => row.visible).map((row) => row.id);
  const links = await lookUpInBatches(seen, (batch) =>
    tx
      .select({ vehicleId: vehicleBranches.vehicleId, branchId: vehicleBranches.branchId })
      .from(vehicleBranches)
      .where(
        allOf(
          eq(vehicleBranches.companyId, companyId),
          inArray(vehicleBranches.vehicleId, batch),
          branchVisible(actor, vehicleBranches.branchId, vehicleBranches.companyId),
        ),
      ),
  );
  const branchesOf = new Map<string, string[]>();
  for (const link of links) branchesOf.set(link.vehicleId, [...(branchesOf.get(link.vehicleId) ?? []), link.branchId]);
  return new Map(
    rows.map(({ id, plate: taken, visible, ...values }) => [taken, visible ? { ...values, branches: branchesOf.get(id) ?? [] } : null]),
  );
}

/** Vehicles a statement: a dozen parameters each. */
const CHUNK = 500;

async function insertVehicles(tx: Executor, actor: Actor, companyId: string, inputs: VehicleInput[], now: Date): Promise<number> {
  for (const chunk of chunksOf(inputs, CHUNK)) {
    const created = await tx
      .insert(vehicles)
      .values(chunk.map((input) => newVehicleRow(actor, companyId, input, now)))
      .returning({ id: vehicles.id });
    const links = chunk.flatMap((input, index) =>
      input.branches.map((branchId) => ({ companyId, vehicleId: created[index]!.id, branchId })),
    );
    if (links.length > 0) await tx.insert(vehicleBranches).values(links);
  }
  return inputs.length;
}
