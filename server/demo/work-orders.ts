import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { workOrderTotals } from '../../contract/work-orders';
import type { Executor } from '../db/client';
import {
  employees,
  generalMaintenances,
  issues,
  parts,
  partStock,
  vehicleBranches,
  vehicles,
  vendors,
  workOrderIssues,
  workOrderLines,
  workOrders,
} from '../db/schema';

/*
 * The demo's work orders (docs/work-orders.md), in each company's words: the repair of a vehicle its
 * critical issue took out of service, in progress in the workshop with a part from the branch's shelf
 * and the mechanic's hours; a service booked at a vendor; one on hold for a part; and the latest repair
 * already done, standing behind the maintenance record the demo has for it (its lines add up to that
 * record's cost). Drawn from the rows already in, with no random numbers, so that every other row of
 * the demo stays as it was: nothing here moves stock or a vehicle's dates.
 */

interface Words {
  repair: string;
  service: { title: string; serviceType: 'Service' };
  onHold: { title: string; part: string; notes: string };
  done: { labour: string; part: string; other: string };
  labour: string;
  waiting: string;
}

/** By the demo's companies in their order: the Albanian operator's, then the German one's. */
const WORDS: Words[] = [
  {
    repair: 'Riparim frenash',
    service: { title: 'Shërbimi i detyrueshëm', serviceType: 'Service' },
    onHold: { title: 'Xham i përparmë i krisur', part: 'Xham i përparmë', notes: 'Pritet xhami nga furnitori' },
    done: { labour: 'Puna e mekanikut', part: 'Pjesë këmbimi', other: 'Materiale ndihmëse' },
    labour: 'Diagnostikim dhe ndërrim',
    waiting: 'Në punëtori',
  },
  {
    repair: 'Bremsenreparatur',
    service: { title: 'Pflichtinspektion', serviceType: 'Service' },
    onHold: { title: 'Frontscheibe gerissen', part: 'Frontscheibe', notes: 'Scheibe beim Lieferanten bestellt' },
    done: { labour: 'Arbeitszeit Mechaniker', part: 'Ersatzteile', other: 'Kleinmaterial' },
    labour: 'Diagnose und Austausch',
    waiting: 'In der Werkstatt',
  },
];

type NewLine = Omit<typeof workOrderLines.$inferInsert, 'companyId' | 'workOrderId' | 'position'>;

/** A work order with its lines and issues, its totals as its lines say (contract/work-orders.ts). */
async function addWorkOrder(
  tx: Executor,
  order: Omit<typeof workOrders.$inferInsert, 'labourCost' | 'partsCost' | 'otherCost'>,
  lines: NewLine[],
  issueIds: string[] = [],
): Promise<string> {
  const totals = workOrderTotals(
    lines.map((line) =>
      line.kind === 'labour'
        ? { kind: 'labour', hours: line.quantity, rate: line.unitCost }
        : line.kind === 'part'
          ? { kind: 'part', quantity: line.quantity, unit_cost: line.unitCost }
          : { kind: 'other', amount: line.unitCost },
    ),
  );
  const [created] = await tx
    .insert(workOrders)
    .values({ ...order, labourCost: totals.labour, partsCost: totals.parts, otherCost: totals.other })
    .returning({ id: workOrders.id });
  const workOrderId = created!.id;
  await tx.insert(workOrderLines).values(lines.map((line, position) => ({ ...line, companyId: order.companyId, workOrderId, position })));
  if (issueIds.length)
    await tx.insert(workOrderIssues).values(issueIds.map((issueId) => ({ companyId: order.companyId, workOrderId, issueId })));
  return workOrderId;
}

const daysBefore = (today: string, days: number) => {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

/** Inserts each demo company's work orders, once its vehicles, records, parts and issues are in. */
export async function seedDemoWorkOrders(tx: Executor, companyIds: string[], today: string): Promise<void> {
  for (const [index, companyId] of companyIds.entries()) {
    const words = WORDS[index];
    if (!words) continue;
    const [admin] = await tx
      .select({ id: employees.id, username: employees.username, firstName: employees.firstName, lastName: employees.lastName })
      .from(employees)
      .where(and(eq(employees.companyId, companyId), eq(employees.role, 'admin')))
      .orderBy(employees.username)
      .limit(1);
    const createdBy = admin?.id ?? null;
    const createdByName = admin ? [admin.firstName, admin.lastName].filter(Boolean).join(' ') || admin.username : null;
    const byAdmin = { companyId, createdBy, createdByName };
    const [vendor] = await tx
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.companyId, companyId))
      .orderBy(vendors.name)
      .limit(1);

    // The repair of the first vehicle out of service: its open critical issues, a part from its branch's shelf.
    const [critical] = await tx
      .select({ issueId: issues.id, vehicleId: issues.vehicleId, title: issues.title, createdAt: issues.createdAt })
      .from(issues)
      .innerJoin(vehicles, and(eq(vehicles.companyId, issues.companyId), eq(vehicles.id, issues.vehicleId)))
      .where(and(eq(issues.companyId, companyId), eq(issues.priority, 'critical'), isNull(issues.resolvedAt), eq(vehicles.isActive, true)))
      .orderBy(asc(issues.createdAt), asc(issues.id))
      .limit(1);
    if (critical) {
      const [shelf] = await tx
        .select({ partId: partStock.partId, branchId: partStock.branchId, unitCost: parts.unitCost, onHand: partStock.onHand })
        .from(partStock)
        .innerJoin(parts, and(eq(parts.companyId, partStock.companyId), eq(parts.id, partStock.partId)))
        .innerJoin(
          vehicleBranches,
          and(eq(vehicleBranches.companyId, partStock.companyId), eq(vehicleBranches.branchId, partStock.branchId)),
        )
        .where(and(eq(partStock.companyId, companyId), eq(vehicleBranches.vehicleId, critical.vehicleId), sql`${partStock.onHand} >= 1`))
        .orderBy(desc(parts.unitCost), asc(parts.number))
        .limit(1);
      const started = critical.createdAt.slice(0, 10);
      await addWorkOrder(
        tx,
        {
          ...byAdmin,
          vehicleId: critical.vehicleId,
          title: `${words.repair}: ${critical.title}`,
          status: 'in_progress',
          priority: 'critical',
          recordKind: 'general',
          serviceType: words.repair,
          issuedOn: started,
          startedOn: started,
          dueOn: today,
          assigneeId: createdBy,
          notes: words.waiting,
        },
        [
          { kind: 'labour', description: words.labour, quantity: 2, unitCost: 45 },
          ...(shelf
            ? [{ kind: 'part' as const, partId: shelf.partId, branchId: shelf.branchId, quantity: 1, unitCost: shelf.unitCost ?? 0 }]
            : []),
        ],
        (
          await tx
            .select({ id: issues.id })
            .from(issues)
            .where(and(eq(issues.companyId, companyId), eq(issues.vehicleId, critical.vehicleId), isNull(issues.resolvedAt)))
        ).map((row) => row.id),
      );
    }

    // The vehicle whose service falls due first: booked at a vendor.
    const [dueFirst] = await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.companyId, companyId), eq(vehicles.isActive, true)))
      .orderBy(asc(vehicles.nextServiceDate), asc(vehicles.licensePlate))
      .limit(1);
    if (dueFirst) {
      await addWorkOrder(
        tx,
        {
          ...byAdmin,
          vehicleId: dueFirst.id,
          title: words.service.title,
          status: 'open',
          priority: 'high',
          recordKind: 'mandatory',
          serviceType: words.service.serviceType,
          vendorId: vendor?.id ?? null,
          issuedOn: daysBefore(today, 1),
          dueOn: daysBefore(today, -7),
        },
        [{ kind: 'labour', description: words.service.title, quantity: 3, unitCost: 55 }],
      );
    }

    // On hold for a part bought for the job.
    const [waiting] = await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(and(eq(vehicles.companyId, companyId), eq(vehicles.isActive, true)))
      .orderBy(asc(vehicles.licensePlate))
      .limit(1);
    if (waiting) {
      await addWorkOrder(
        tx,
        {
          ...byAdmin,
          vehicleId: waiting.id,
          title: words.onHold.title,
          status: 'on_hold',
          priority: 'medium',
          recordKind: 'general',
          serviceType: words.onHold.title,
          vendorId: vendor?.id ?? null,
          issuedOn: daysBefore(today, 6),
          notes: words.onHold.notes,
        },
        [
          { kind: 'part', description: words.onHold.part, quantity: 1, unitCost: 380 },
          { kind: 'labour', description: words.labour, quantity: 1.5, unitCost: 45 },
        ],
      );
    }

    // Done: the company's latest general record of an active vehicle, with the work order behind it.
    const [latest] = await tx
      .select({
        id: generalMaintenances.id,
        vehicleId: generalMaintenances.vehicleId,
        serviceType: generalMaintenances.serviceType,
        serviceDate: generalMaintenances.serviceDate,
        cost: generalMaintenances.cost,
        mileage: generalMaintenances.mileage,
      })
      .from(generalMaintenances)
      .innerJoin(vehicles, and(eq(vehicles.companyId, generalMaintenances.companyId), eq(vehicles.id, generalMaintenances.vehicleId)))
      .where(and(eq(generalMaintenances.companyId, companyId), eq(vehicles.isActive, true), sql`${generalMaintenances.cost} >= 10`))
      .orderBy(desc(generalMaintenances.serviceDate), asc(generalMaintenances.id))
      .limit(1);
    if (latest) {
      // Cents, so that the three lines add up to the record's cost exactly.
      const cents = Math.round(latest.cost * 100);
      const labour = Math.round(cents * 0.4);
      const other = Math.round(cents * 0.05);
      const workOrderId = await addWorkOrder(
        tx,
        {
          ...byAdmin,
          vehicleId: latest.vehicleId,
          title: latest.serviceType,
          status: 'completed',
          priority: 'medium',
          recordKind: 'general',
          serviceType: latest.serviceType,
          issuedOn: daysBefore(latest.serviceDate, 2),
          startedOn: daysBefore(latest.serviceDate, 1),
          completedOn: latest.serviceDate,
          odometer: latest.mileage,
        },
        [
          { kind: 'labour', description: words.done.labour, quantity: 1, unitCost: labour / 100 },
          { kind: 'part', description: words.done.part, quantity: 1, unitCost: (cents - labour - other) / 100 },
          { kind: 'other', description: words.done.other, quantity: 1, unitCost: other / 100 },
        ],
      );
      await tx.update(generalMaintenances).set({ workOrderId }).where(eq(generalMaintenances.id, latest.id));
    }
  }
}
