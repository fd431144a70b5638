import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { branches, employees, parts, partStock, stockChanges, vendors } from '../db/schema';

/*
 * The demo's parts catalogue (docs/work-orders.md, Parts and stock): what each company keeps on the
 * shelf, in its own words, with its preferred vendor by name, and what each branch holds, received
 * by the company's admin. A fixed list, drawn from no random numbers, so that every other row of the
 * demo stays as it was. A branch's shelf below the part's reorder level shows as to reorder.
 */

interface DemoPart {
  number: string;
  name: string;
  unit: string;
  unitCost: number;
  vendor: string | null;
  reorderLevel: number | null;
  /** On hand in the company's branches, in the order of their names; missing: none kept there. */
  stock: number[];
}

/** By the demo's companies in their order: the Albanian operator's, then the German one's. */
const PARTS: DemoPart[][] = [
  [
    {
      number: 'VAJ-5W30-5L',
      name: 'Vaj motori 5W-30, 5 l',
      unit: 'bidon',
      unitCost: 32.5,
      vendor: 'Pjesë Këmbimi Durrësi',
      reorderLevel: 6,
      stock: [12, 4, 9, 2],
    },
    {
      number: 'FRE-PLL-P',
      name: 'Pllaka frenash, përpara (Sprinter)',
      unit: 'komplet',
      unitCost: 60,
      vendor: 'Autoservis Kastrati',
      reorderLevel: 2,
      stock: [3, 1, 0, 2],
    },
    {
      number: 'FIL-AJR-906',
      name: 'Filtër ajri (Sprinter 906)',
      unit: 'copë',
      unitCost: 17.5,
      vendor: 'Pjesë Këmbimi Durrësi',
      reorderLevel: 3,
      stock: [5, 3],
    },
    {
      number: 'GOM-295-80',
      name: 'Gomë 295/80 R22.5',
      unit: 'copë',
      unitCost: 320,
      vendor: 'Gomisteria Shkodra',
      reorderLevel: 2,
      stock: [4, 0, 2],
    },
    { number: 'LLA-H7', name: 'Llambë H7 24 V', unit: 'copë', unitCost: 3.8, vendor: null, reorderLevel: 10, stock: [25, 8, 14, 12] },
    {
      number: 'FSH-XHA-650',
      name: 'Fshirëse xhami 650 mm',
      unit: 'copë',
      unitCost: 10,
      vendor: 'Xhami Auto Elbasan',
      reorderLevel: null,
      stock: [6],
    },
  ],
  [
    {
      number: 'OEL-5W30-20L',
      name: 'Motoröl 5W-30, 20 l',
      unit: 'Kanister',
      unitCost: 129.9,
      vendor: 'Teile-Schmidt KG',
      reorderLevel: 2,
      stock: [3, 1],
    },
    {
      number: 'BRE-BEL-VA',
      name: 'Bremsbeläge Vorderachse (Actros)',
      unit: 'Satz',
      unitCost: 189,
      vendor: 'Nutzfahrzeuge Becker GmbH',
      reorderLevel: 2,
      stock: [4, 2],
    },
    {
      number: 'LUF-FIL-MP4',
      name: 'Luftfilter Actros MP4',
      unit: 'Stück',
      unitCost: 74.5,
      vendor: 'Teile-Schmidt KG',
      reorderLevel: 2,
      stock: [1, 3],
    },
    {
      number: 'REI-315-70',
      name: 'Reifen 315/70 R22.5',
      unit: 'Stück',
      unitCost: 412,
      vendor: 'Reifen Wagner',
      reorderLevel: 2,
      stock: [6, 2],
    },
    { number: 'ADB-10L', name: 'AdBlue 10 l', unit: 'Kanister', unitCost: 14.9, vendor: null, reorderLevel: 8, stock: [20, 11] },
  ],
];

/** Inserts the catalogue, the stock and each shelf's first delivery, for the demo companies already in. */
export async function seedDemoParts(tx: Executor, companyIds: string[]): Promise<void> {
  for (const [index, companyId] of companyIds.entries()) {
    const catalogue = PARTS[index] ?? [];
    if (catalogue.length === 0) continue;
    const companyVendors = await tx.select({ id: vendors.id, name: vendors.name }).from(vendors).where(eq(vendors.companyId, companyId));
    const companyBranches = await tx
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.companyId, companyId))
      .orderBy(branches.name);
    const [admin] = await tx
      .select({ id: employees.id, username: employees.username, firstName: employees.firstName, lastName: employees.lastName })
      .from(employees)
      .where(and(eq(employees.companyId, companyId), eq(employees.role, 'admin')))
      .orderBy(employees.username)
      .limit(1);
    const inserted = await tx
      .insert(parts)
      .values(
        catalogue.map((part) => ({
          companyId,
          number: part.number,
          name: part.name,
          unit: part.unit,
          unitCost: part.unitCost,
          preferredVendorId: companyVendors.find((vendor) => vendor.name === part.vendor)?.id ?? null,
          reorderLevel: part.reorderLevel,
        })),
      )
      .returning({ id: parts.id, number: parts.number });
    const shelves = catalogue.flatMap((part) => {
      const partId = inserted.find((row) => row.number === part.number)!.id;
      return part.stock.flatMap((onHand, branchIndex) => {
        const branch = companyBranches[branchIndex];
        return branch ? [{ companyId, partId, branchId: branch.id, onHand }] : [];
      });
    });
    await tx.insert(partStock).values(shelves);
    const adminName = admin ? [admin.firstName, admin.lastName].filter(Boolean).join(' ') || admin.username : null;
    const deliveries = shelves.filter((shelf) => shelf.onHand > 0);
    if (deliveries.length === 0) continue;
    await tx.insert(stockChanges).values(
      deliveries.map((shelf) => ({
        companyId,
        partId: shelf.partId,
        branchId: shelf.branchId,
        kind: 'received',
        quantity: shelf.onHand,
        onHandAfter: shelf.onHand,
        reason: 'Opening stock',
        employeeId: admin?.id ?? null,
        employeeName: adminName,
      })),
    );
  }
}
