import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../server/demo/seed';
import { Client, signIn } from './support/client';
import { startTestApp, type TestApp, middayUtc } from './support/test-app';

/**
 * The demo's work orders (server/demo/work-orders.ts) read through the API as a fleet manager would:
 * in each company's words, a repair in progress for a vehicle out of service with a part from its
 * branch's shelf and the issues it is to resolve, a service booked at a vendor, one on hold, and the
 * latest repair done, whose lines add up to the maintenance record it stands behind.
 */
const TODAY = '2026-06-15';

let t: TestApp;
let admin: Client;
let katrin: Client;

beforeAll(async () => {
  t = await startTestApp({ now: () => middayUtc(TODAY) });
  await seedDemoData(t.db, new Date(`${TODAY}T08:00:00Z`));
  admin = await signIn(t.app, 'admin', DEMO_PASSWORD);
  katrin = await signIn(t.app, 'katrin.becker', DEMO_PASSWORD);
});
afterAll(() => t.close());

interface Line {
  kind: string;
  part_id: string | null;
  branch_id: string | null;
  total: number;
}
interface WorkOrder {
  id: string;
  title: string;
  status: string;
  vehicle_id: string;
  record_kind: string;
  vendor_name: string | null;
  total_cost: number;
  labour_cost: number;
  parts_cost: number;
  other_cost: number;
  lines: Line[];
  issues: Array<{ id: string; priority: string }>;
  maintenance_record: { resource: string; id: string } | null;
}
const workOrders = async (client: Client) => (await client.get('/api/work-orders?limit=100&sort=status')).body.data as WorkOrder[];

describe('the demo’s work orders', () => {
  it('give each company one of each stage, in its own words', async () => {
    for (const [client, repair] of [
      [admin, 'Riparim frenash'],
      [katrin, 'Bremsenreparatur'],
    ] as const) {
      const rows = await workOrders(client);
      expect(rows.map((row) => row.status)).toEqual(['open', 'in_progress', 'on_hold', 'completed']);
      expect(rows.find((row) => row.status === 'in_progress')!.title.startsWith(repair)).toBe(true);
      const booked = rows.find((row) => row.status === 'open')!;
      expect(booked).toMatchObject({ record_kind: 'mandatory' });
      expect(booked.vendor_name).not.toBeNull();
    }
  });

  it('repair the vehicle out of service with a part from its branch and the issues that took it out', async () => {
    const repair = (await workOrders(admin)).find((row) => row.status === 'in_progress')!;
    expect(repair.issues.some((issue) => issue.priority === 'critical')).toBe(true);
    const part = repair.lines.find((line) => line.kind === 'part')!;
    expect(part.part_id).not.toBeNull();
    const vehicle = (await admin.get(`/api/vehicles/${repair.vehicle_id}`)).body.data as {
      in_service: boolean;
      branches: Array<{ id: string }>;
    };
    expect(vehicle.in_service).toBe(false);
    expect(vehicle.branches.map((branch) => branch.id)).toContain(part.branch_id);
    const stock = (await admin.get(`/api/parts/${part.part_id}/stock`)).body.data as Array<{ branch: { id: string }; on_hand: number }>;
    expect(stock.find((row) => row.branch.id === part.branch_id)!.on_hand).toBeGreaterThanOrEqual(1);
  });

  it('stand behind the latest repair done: its lines add up to its record’s cost, linked both ways', async () => {
    for (const client of [admin, katrin]) {
      const done = (await workOrders(client)).find((row) => row.status === 'completed')!;
      expect(done.maintenance_record?.resource).toBe('general-maintenances');
      const record = (await client.get(`/api/general-maintenances/${done.maintenance_record!.id}`)).body.data as {
        cost: number;
        work_order_id: string;
      };
      expect(record.work_order_id).toBe(done.id);
      expect(done.total_cost).toBe(record.cost);
      expect(Math.round((done.labour_cost + done.parts_cost + done.other_cost) * 100)).toBe(Math.round(record.cost * 100));
      expect(Math.round(done.lines.reduce((sum, line) => sum + line.total * 100, 0))).toBe(Math.round(record.cost * 100));
    }
  });
});
