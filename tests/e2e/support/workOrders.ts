import { expect, type Page } from '@playwright/test';

/** The title of the work order the work order screens are shown and checked with. */
export const SHOWN_WORK_ORDER = 'Front brakes: pads and discs';

/**
 * An open work order with a line of each kind (labour, a part from the catalogue and a branch's stock
 * when the company has one, another cost) and a comment, on the first vehicle by plate, made once a
 * server: the work order screens have something to show.
 */
export async function workOrderToShow(page: Page): Promise<{ id: string; vehicle_id: string }> {
  const query = new URLSearchParams({ q: SHOWN_WORK_ORDER, status: 'open_any', limit: '1' });
  const found = (await (await page.request.get(`/api/work-orders?${query}`)).json()).data as { id: string; vehicle_id: string }[];
  if (found[0]) return found[0];
  const vehicle = (await (await page.request.get('/api/vehicles?limit=1&sort=license_plate')).json()).data[0] as {
    id: string;
    branches: { id: string }[];
  };
  const part = (
    (await (await page.request.get('/api/parts?limit=1&sort=number')).json()).data as { id: string; unit_cost: number | null }[]
  )[0];
  const branchId = vehicle.branches[0]?.id;
  const created = await page.request.post('/api/work-orders', {
    data: {
      vehicle_id: vehicle.id,
      title: SHOWN_WORK_ORDER,
      status: 'in_progress',
      priority: 'high',
      record_kind: 'general',
      service_type: 'Brakes',
      vendor_id: null,
      issued_on: new Date().toISOString().slice(0, 10),
      notes: 'Soft pedal reported on the motorway',
      lines: [
        { kind: 'labour', description: 'Replace pads and discs', hours: 1.5, rate: 68 },
        part && branchId
          ? { kind: 'part', part_id: part.id, branch_id: branchId, quantity: 1, unit_cost: part.unit_cost ?? 42 }
          : { kind: 'part', part_id: null, branch_id: null, description: 'Brake discs, pair', quantity: 1, unit_cost: 142.4 },
        { kind: 'other', description: 'Disposal of old parts', amount: 8.5 },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const workOrder = (await created.json()).data as { id: string; vehicle_id: string };
  await page.request.post(`/api/work-orders/${workOrder.id}/comments`, {
    data: { body: 'Discs arrive Thursday; the van stays in the yard' },
  });
  return workOrder;
}
