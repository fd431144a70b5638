import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { vehicles } from '../../server/db/schema';
import { DUE_CASES, caseVehicle } from '../contract/due-cases';
import type { Answer, Client } from './support/client';
import { makeVehicle } from './support/fixtures';
import { worldTest } from './support/world';

/*
 * Work orders (docs/work-orders.md): a vehicle's repair with its labour, parts and other costs. The
 * office writes and completes them; completing one, in one transaction, takes its parts from stock,
 * writes the maintenance record it stands for (the vehicle's due dates advance as for a record entered
 * by hand), resolves its issues and puts the vehicle back in service. Drivers read their vehicles'
 * work orders and comment on them.
 */

const { t, world, as } = await worldTest();
const { a1, a2 } = world.branches;
const TODAY = new Date().toISOString().slice(0, 10);

const ok = (answer: Answer, status = 200) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body.data;
};

const vehicleIn = (branchId: string, overrides: Parameters<typeof makeVehicle>[3] = {}) =>
  makeVehicle(t.db, world.companyA.id, [branchId], overrides);

async function addPart(number: string, stock: Record<string, number>, unit_cost = 64.9) {
  const part = ok(await as.admin.post('/api/parts', { number, name: `Part ${number}`, unit: 'piece', unit_cost }), 201);
  for (const [branchId, quantity] of Object.entries(stock))
    ok(await as.admin.post(`/api/parts/${part.id}/adjustments`, { branch_id: branchId, quantity, reason: 'Opening stock' }), 201);
  return part as { id: string };
}

const onHand = async (partId: string, branchId: string) =>
  ((await as.admin.get(`/api/parts/${partId}/stock`)).body.data as Array<{ branch: { id: string }; on_hand: number }>).find(
    (row) => row.branch.id === branchId,
  )!.on_hand;

async function open(client: Client, vehicleId: string, body: Record<string, unknown> = {}) {
  return ok(
    await client.post('/api/work-orders', {
      vehicle_id: vehicleId,
      title: 'Front brakes',
      service_type: 'Brakes',
      issued_on: TODAY,
      ...body,
    }),
    201,
  );
}

const complete = (client: Client, workOrder: { id: string; version: number }, odometer = 51_000, completed_on = TODAY) =>
  client.post(`/api/work-orders/${workOrder.id}/complete`, { version: workOrder.version, completed_on, odometer });

describe('totals', () => {
  const pads = addPart('TOT-PADS', { [a1.id]: 5, [a2.id]: 5 });
  const cases: Array<{
    name: string;
    lines: () => Promise<unknown[]>;
    expected: { labour: number; parts: number; other: number; total: number };
  }> = [
    {
      name: 'labour at two rates, rounded to the cent line by line',
      lines: async () => [
        { kind: 'labour', description: 'Replace pads', hours: 1.5, rate: 68 },
        { kind: 'labour', description: 'Road test', hours: 0.25, rate: 92.5 },
      ],
      expected: { labour: 125.13, parts: 0, other: 0, total: 125.13 },
    },
    {
      name: 'parts from two branches and a free-text part bought for the job',
      lines: async () => [
        { kind: 'part', part_id: (await pads).id, branch_id: a1.id, quantity: 2, unit_cost: 64.9 },
        { kind: 'part', part_id: (await pads).id, branch_id: a2.id, quantity: 1, unit_cost: 64.9 },
        { kind: 'part', description: 'Brake discs, pair', quantity: 1, unit_cost: 142.4 },
      ],
      expected: { labour: 0, parts: 337.1, other: 0, total: 337.1 },
    },
    {
      name: 'every kind together, cents that add up as they are shown',
      lines: async () => [
        { kind: 'labour', description: 'Fit', hours: 0.1, rate: 0.1 },
        { kind: 'labour', description: 'Fit again', hours: 0.2, rate: 0.1 },
        { kind: 'part', description: 'Clips', quantity: 3, unit_cost: 0.1 },
        { kind: 'other', description: 'Disposal', amount: 8.5 },
      ],
      expected: { labour: 0.03, parts: 0.3, other: 8.5, total: 8.83 },
    },
    {
      // 0.15 × 1.5 is 0.225 exactly, 0.22499… in floating point: half a cent up, as the line's own total says.
      name: 'half a cent rounds up, in the totals as in the line',
      lines: async () => [
        { kind: 'labour', description: 'Check', hours: 1.5, rate: 0.15 },
        { kind: 'part', description: 'Washer', quantity: 0.15, unit_cost: 1.5 },
      ],
      expected: { labour: 0.23, parts: 0.23, other: 0, total: 0.46 },
    },
    { name: 'no lines at all', lines: async () => [], expected: { labour: 0, parts: 0, other: 0, total: 0 } },
  ];

  it.each(cases)('$name', async ({ lines, expected }) => {
    const created = await open(as.admin, world.vehicles.a1.id, { lines: await lines() });
    expect(created).toMatchObject({
      labour_cost: expected.labour,
      parts_cost: expected.parts,
      other_cost: expected.other,
      total_cost: expected.total,
    });
    const read = ok(await as.moderator.get(`/api/work-orders/${created.id}`));
    expect(read.total_cost).toBe(expected.total);
    expect(read.lines.reduce((sum: number, line: { total: number }) => sum + Math.round(line.total * 100), 0) / 100).toBe(expected.total);
  });

  it('answers each line as it was written, in its order, with its part and branch by name', async () => {
    const part = await pads;
    const created = await open(as.admin, world.vehicles.a1.id, {
      lines: [
        { kind: 'other', description: 'Towing', amount: 95 },
        { kind: 'labour', description: 'Diagnose', hours: 0.5, rate: 80 },
        { kind: 'part', part_id: part.id, branch_id: a1.id, quantity: 1, unit_cost: 60 },
      ],
    });
    expect(created.lines).toMatchObject([
      { kind: 'other', description: 'Towing', amount: 95, hours: null, quantity: null, total: 95, taken: false },
      { kind: 'labour', description: 'Diagnose', hours: 0.5, rate: 80, amount: null, total: 40 },
      {
        kind: 'part',
        part_id: part.id,
        part_number: 'TOT-PADS',
        branch_id: a1.id,
        branch_name: 'North',
        quantity: 1,
        unit_cost: 60,
        total: 60,
      },
    ]);
  });
});

describe('completing closes the loop', () => {
  it('takes parts from two branches, writes one general record with the total, resolves its issues and puts the vehicle back in service', async () => {
    const vehicle = await vehicleIn(a1.id);
    const part = await addPart('LOOP-PADS', { [a1.id]: 3, [a2.id]: 2 });
    const critical = ok(await as.user.post('/api/issues', { vehicle_id: vehicle.id, title: 'Brakes grind', priority: 'critical' }), 201);
    const minor = ok(await as.user.post('/api/issues', { vehicle_id: vehicle.id, title: 'Squeal', priority: 'low' }), 201);
    expect(ok(await as.admin.get(`/api/vehicles/${vehicle.id}`)).in_service).toBe(false);

    const workOrder = await open(as.admin, vehicle.id, {
      issue_ids: [critical.id, minor.id],
      lines: [
        { kind: 'labour', description: 'Replace pads', hours: 1, rate: 70 },
        { kind: 'part', part_id: part.id, branch_id: a1.id, quantity: 2, unit_cost: 64.9 },
        { kind: 'part', part_id: part.id, branch_id: a2.id, quantity: 1, unit_cost: 64.9 },
        { kind: 'part', description: 'Discs bought for the job', quantity: 1, unit_cost: 142.4 },
        { kind: 'other', description: 'Disposal', amount: 8.5 },
      ],
    });
    expect(workOrder.issues.map((issue: { id: string }) => issue.id).sort()).toEqual([critical.id, minor.id].sort());
    expect(workOrder.total_cost).toBe(415.6);

    const done = ok(await complete(as.admin, workOrder, 51_234));
    expect(done).toMatchObject({ status: 'completed', completed_on: TODAY, odometer: 51_234, started_on: TODAY });
    expect(done.lines.filter((line: { taken: boolean }) => line.taken)).toHaveLength(2);
    expect(await onHand(part.id, a1.id)).toBe(1);
    expect(await onHand(part.id, a2.id)).toBe(1);
    const log = (await as.admin.get(`/api/parts/${part.id}/adjustments`)).body.data as Array<{
      kind: string;
      quantity: number;
      reason: string;
    }>;
    expect(
      log
        .filter((change) => change.kind === 'used')
        .map((change) => change.quantity)
        .sort((a, b) => a - b),
    ).toEqual([-2, -1]);
    expect(log[0]!.reason).toBe(`${messages.workOrderTaken}: Front brakes`);

    expect(done.maintenance_record).toMatchObject({ resource: 'general-maintenances' });
    const record = ok(await as.user.get(`/api/general-maintenances/${done.maintenance_record.id}`));
    expect(record).toMatchObject({
      vehicle_id: vehicle.id,
      service_type: 'Brakes',
      service_date: TODAY,
      cost: 415.6,
      mileage: 51_234,
      notes: 'Front brakes',
      work_order_id: workOrder.id,
    });
    const records = (await as.admin.get(`/api/general-maintenances?vehicleId=${vehicle.id}`)).body;
    expect(records.totalCount).toBe(1);

    for (const issue of [critical, minor]) expect(ok(await as.admin.get(`/api/issues/${issue.id}`)).status).toBe('resolved');
    const after = ok(await as.admin.get(`/api/vehicles/${vehicle.id}`));
    expect(after).toMatchObject({ in_service: true, mileage: 51_234 });
  });

  it('keeps the vehicle out of service while another critical issue stays open', async () => {
    const vehicle = await vehicleIn(a1.id);
    const fixed = ok(await as.admin.post('/api/issues', { vehicle_id: vehicle.id, title: 'Brakes', priority: 'critical' }), 201);
    ok(await as.admin.post('/api/issues', { vehicle_id: vehicle.id, title: 'Steering', priority: 'critical' }), 201);
    const workOrder = await open(as.admin, vehicle.id, { issue_ids: [fixed.id] });
    ok(await complete(as.admin, workOrder));
    expect(ok(await as.admin.get(`/api/vehicles/${vehicle.id}`)).in_service).toBe(false);
  });

  it('writes the mandatory record it stands for: a legislation control (Registration) or a Service', async () => {
    const vehicle = await vehicleIn(a1.id);
    const workOrder = await open(as.admin, vehicle.id, {
      title: 'Annual inspection',
      record_kind: 'mandatory',
      service_type: 'Registration',
      lines: [{ kind: 'other', description: 'Inspection fee', amount: 80 }],
    });
    const done = ok(await complete(as.admin, workOrder, 50_500));
    expect(done.maintenance_record.resource).toBe('mandatory-maintenances');
    expect(ok(await as.admin.get(`/api/mandatory-maintenances/${done.maintenance_record.id}`))).toMatchObject({
      service_type: 'Registration',
      finished_on: TODAY,
      cost: 80,
      work_order_id: workOrder.id,
    });
    const refused = await as.admin.post('/api/work-orders', {
      vehicle_id: vehicle.id,
      title: 'x',
      record_kind: 'mandatory',
      service_type: 'Oil change',
      issued_on: TODAY,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'service_type', message: messages.mandatoryServiceType }]);
  });

  it('advances the due dates exactly as the same record entered by hand does', async () => {
    const chosen = DUE_CASES.filter((dueCase) =>
      [
        'a month after 31 January is the last day of February',
        'twelve months after a leap day is 28 February',
        'km first: 1,000 km before the mark is due soon',
      ].includes(dueCase.name),
    );
    expect(chosen).toHaveLength(3);
    const health = (vehicle: Record<string, unknown>) => ({
      mileage: vehicle.mileage,
      last_legislation_control: vehicle.last_legislation_control,
      last_service_date: vehicle.last_service_date,
      last_service_mileage: vehicle.last_service_mileage,
      next_legislation_control: vehicle.next_legislation_control,
      next_service_date: vehicle.next_service_date,
      next_service_km: vehicle.next_service_km,
      legislation_status: vehicle.legislation_status,
      service_status: vehicle.service_status,
    });
    for (const dueCase of chosen) {
      for (const serviceType of ['Registration', 'Service'] as const) {
        const input = caseVehicle(dueCase);
        const values = {
          mileage: input.mileage,
          enteredMileage: input.mileage,
          lastLegislationControl: input.last_legislation_control,
          legislationControlInterval: input.legislation_control_interval,
          lastServiceDate: input.last_service_date,
          mandatoryServiceInterval: input.mandatory_service_interval,
          mandatoryServiceIntervalKm: input.mandatory_service_interval_km,
          lastServiceMileage: input.last_service_mileage,
        };
        const [byHand, byWorkOrder] = [await vehicleIn(a1.id, values), await vehicleIn(a1.id, values)];
        const odometer = input.mileage + 700;
        ok(
          await as.admin.post('/api/mandatory-maintenances', {
            vehicle_id: byHand.id,
            service_type: serviceType,
            finished_on: TODAY,
            cost: 99,
            mileage: odometer,
          }),
          201,
        );
        const workOrder = await open(as.admin, byWorkOrder.id, {
          record_kind: 'mandatory',
          service_type: serviceType,
          lines: [{ kind: 'other', description: 'Fee', amount: 99 }],
        });
        ok(await complete(as.admin, workOrder, odometer));
        const [handHealth, orderHealth] = [
          health(ok(await as.admin.get(`/api/vehicles/${byHand.id}`))),
          health(ok(await as.admin.get(`/api/vehicles/${byWorkOrder.id}`))),
        ];
        expect(orderHealth, `${dueCase.name}, ${serviceType}`).toEqual(handHealth);
        expect(handHealth[serviceType === 'Registration' ? 'last_legislation_control' : 'last_service_date']).toBe(TODAY);
      }
    }
  });

  it('two completions racing for the last part: one takes it, the other gets a clear 409 and nothing of it happens', async () => {
    const part = await addPart('RACE-LAST', { [a1.id]: 1 });
    // Two vehicles: on one, the vehicle's own lock would queue the completions before they reach the stock.
    const [vehicle, other] = [await vehicleIn(a1.id), await vehicleIn(a1.id)];
    const line = { kind: 'part', part_id: part.id, branch_id: a1.id, quantity: 1, unit_cost: 10 };
    const [first, second] = [await open(as.admin, vehicle.id, { lines: [line] }), await open(as.moderator, other.id, { lines: [line] })];
    const answers = await Promise.all([complete(as.admin, first), complete(as.moderator, second)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body.message).toBe(messages.stockBelowZero);
    expect(await onHand(part.id, a1.id)).toBe(0);
    const states = await Promise.all([first, second].map(async (order) => ok(await as.admin.get(`/api/work-orders/${order.id}`))));
    expect(states.map((order) => order.status).sort()).toEqual(['completed', 'open']);
    expect(states.find((order) => order.status === 'open')!.maintenance_record).toBeNull();
    const records = await Promise.all(
      [vehicle, other].map(async (one) => (await as.admin.get(`/api/general-maintenances?vehicleId=${one.id}`)).body.totalCount as number),
    );
    expect(records.sort()).toEqual([0, 1]);
  });

  it('refuses to complete twice, or a cancelled work order', async () => {
    const vehicle = await vehicleIn(a1.id);
    const done = ok(await complete(as.admin, await open(as.admin, vehicle.id)));
    const again = await complete(as.admin, done);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(messages.workOrderNotOpen);
    const cancelled = ok(
      await as.admin.edit(`/api/work-orders/${(await open(as.admin, vehicle.id)).id}`, {
        vehicle_id: vehicle.id,
        title: 'Not needed',
        service_type: 'Brakes',
        issued_on: TODAY,
        status: 'cancelled',
      }),
    );
    expect((await complete(as.admin, cancelled)).status).toBe(409);
  });

  it('lets no one take stock from a branch they do not see: the office of that branch completes it', async () => {
    const part = await addPart('SOUTH-ONLY', { [a2.id]: 2 });
    const vehicle = await vehicleIn(a1.id);
    const workOrder = await open(as.admin, vehicle.id, {
      lines: [{ kind: 'part', part_id: part.id, branch_id: a2.id, quantity: 1, unit_cost: 10 }],
    });
    const refused = await complete(as.moderator, workOrder);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'lines', message: messages.workOrderBranch }]);
    expect(await onHand(part.id, a2.id)).toBe(2);
    expect(ok(await as.admin.get(`/api/work-orders/${workOrder.id}`)).status).toBe('open');
    ok(await complete(as.admin, workOrder));
    expect(await onHand(part.id, a2.id)).toBe(1);
  });

  it('keeps a part and a branch that work orders use: their deletes are refused in words', async () => {
    const part = await addPart('KEPT-1', { [a1.id]: 1 });
    await open(as.admin, world.vehicles.a1.id, {
      lines: [{ kind: 'part', part_id: part.id, branch_id: a1.id, quantity: 1, unit_cost: 1 }],
    });
    const partRefused = await as.admin.delete(`/api/parts/${part.id}`);
    expect(partRefused.status).toBe(409);
    expect(partRefused.body.message).toBe(messages.partOnWorkOrders);
    const branch = ok(await as.admin.post('/api/branches', { name: `Workshop ${Date.now()}` }), 201);
    ok(await as.admin.post(`/api/parts/${part.id}/adjustments`, { branch_id: branch.id, quantity: 1, reason: 'In' }), 201);
    await open(as.admin, world.vehicles.a1.id, {
      lines: [{ kind: 'part', part_id: part.id, branch_id: branch.id, quantity: 1, unit_cost: 1 }],
    });
    const branchRefused = await as.admin.delete(`/api/branches/${branch.id}`);
    expect(branchRefused.status).toBe(409);
    expect(branchRefused.body.message).toBe(messages.inUse('branch', '1 work order that takes its stock'));
  });

  it('cancelling takes nothing from stock and returns nothing that was not taken', async () => {
    const part = await addPart('CANCEL-1', { [a1.id]: 4 });
    const vehicle = await vehicleIn(a1.id);
    const body = {
      vehicle_id: vehicle.id,
      title: 'Wipers',
      service_type: 'Wipers',
      issued_on: TODAY,
      lines: [{ kind: 'part', part_id: part.id, branch_id: a1.id, quantity: 2, unit_cost: 5 }],
    };
    const workOrder = await open(as.admin, vehicle.id, body);
    ok(await as.admin.edit(`/api/work-orders/${workOrder.id}`, { ...body, status: 'cancelled' }));
    expect(await onHand(part.id, a1.id)).toBe(4);
    expect(((await as.admin.get(`/api/parts/${part.id}/adjustments`)).body.data as unknown[]).length).toBe(1);
  });

  it('refuses to reopen or delete a completed work order while its record stands; once it is gone, reopening returns what was taken', async () => {
    const part = await addPart('REOPEN-1', { [a1.id]: 3 });
    const vehicle = await vehicleIn(a1.id);
    const body = {
      vehicle_id: vehicle.id,
      title: 'Filter',
      service_type: 'Filter',
      issued_on: TODAY,
      lines: [{ kind: 'part', part_id: part.id, branch_id: a1.id, quantity: 2, unit_cost: 5 }],
    };
    const done = ok(await complete(as.admin, await open(as.admin, vehicle.id, body)));
    expect(await onHand(part.id, a1.id)).toBe(1);
    const reopen = await as.admin.edit(`/api/work-orders/${done.id}`, { ...body, status: 'open' });
    expect(reopen.status).toBe(409);
    expect(reopen.body.message).toBe(messages.workOrderHasRecord);
    expect((await as.admin.delete(`/api/work-orders/${done.id}`)).status).toBe(409);

    ok(await as.admin.delete(`/api/general-maintenances/${done.maintenance_record.id}`));
    const reopened = ok(await as.admin.edit(`/api/work-orders/${done.id}`, { ...body, status: 'open' }));
    expect(reopened).toMatchObject({ status: 'open', completed_on: null, odometer: null, maintenance_record: null });
    expect(await onHand(part.id, a1.id)).toBe(3);
    ok(await complete(as.admin, reopened));
    expect(await onHand(part.id, a1.id)).toBe(1);
  });
});

describe('the list', () => {
  const vendor = as.admin.post('/api/vendors', { name: 'Autohaus Krasniqi' });
  const listed = (async () => {
    const vehicle = await vehicleIn(a2.id);
    const issue = ok(await as.admin.post('/api/issues', { vehicle_id: vehicle.id, title: 'Leaking hose' }), 201);
    const byVendor = await open(as.admin, vehicle.id, {
      title: 'Hose at the dealer',
      vendor_id: (await vendor).body.data.id,
      issue_ids: [issue.id],
      priority: 'critical',
    });
    const onHold = await open(as.admin, vehicle.id, { title: 'Seat cover', status: 'on_hold', priority: 'low' });
    const done = ok(await complete(as.admin, await open(as.admin, vehicle.id, { title: 'Oil change done' }), 50_100));
    return { vehicle, issue, byVendor, onHold, done };
  })();
  const titles = (answer: Answer) => (answer.body.data as Array<{ title: string }>).map((row) => row.title);

  it('filters by vehicle, vendor, status, priority, issue and branch, and finds words with q', async () => {
    const { vehicle, issue } = await listed;
    expect(titles(await as.admin.get(`/api/work-orders?vehicleId=${vehicle.id}&sort=title`))).toEqual([
      'Hose at the dealer',
      'Oil change done',
      'Seat cover',
    ]);
    expect(titles(await as.admin.get(`/api/work-orders?vendorId=${(await vendor).body.data.id}`))).toEqual(['Hose at the dealer']);
    expect(titles(await as.admin.get(`/api/work-orders?vehicleId=${vehicle.id}&status=open_any&sort=title`))).toEqual([
      'Hose at the dealer',
      'Seat cover',
    ]);
    expect(titles(await as.admin.get(`/api/work-orders?vehicleId=${vehicle.id}&status=completed`))).toEqual(['Oil change done']);
    expect(titles(await as.admin.get(`/api/work-orders?vehicleId=${vehicle.id}&priority=critical`))).toEqual(['Hose at the dealer']);
    expect(titles(await as.admin.get(`/api/work-orders?issueId=${issue.id}`))).toEqual(['Hose at the dealer']);
    expect(titles(await as.admin.get(`/api/work-orders?q=dealer`))).toEqual(['Hose at the dealer']);
    expect(titles(await as.admin.get(`/api/work-orders?q=${vehicle.licensePlate}&sort=priority&order=desc`))).toEqual([
      'Hose at the dealer',
      'Oil change done',
      'Seat cover',
    ]);
    expect((await as.admin.get(`/api/work-orders?branchId=${a1.id}&vehicleId=${vehicle.id}`)).body.totalCount).toBe(0);
    expect((await as.admin.get(`/api/work-orders?branchId=${a2.id}&vehicleId=${vehicle.id}`)).body.totalCount).toBe(3);
    const first = await as.admin.get(`/api/work-orders?vehicleId=${vehicle.id}&sort=total_cost&limit=2`);
    expect(first.body).toMatchObject({ totalCount: 3, totalPages: 2 });
    expect((await as.admin.get('/api/work-orders?status=finished')).status).toBe(400);
  });

  it('exports the filtered list as CSV in the language asked, with its totals by kind', async () => {
    const { vehicle } = await listed;
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/work-orders/export.csv?vehicleId=${vehicle.id}&sort=title&lang=de`,
      headers: { cookie: as.admin.cookieHeader },
    });
    expect(answer.statusCode).toBe(200);
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Werkstattauftrag');
    expect(lines[0]).toContain('Arbeitszeit');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('Hose at the dealer');
    expect(lines[1]).toContain('Autohaus Krasniqi');
    expect(lines[2]).toContain('Abgeschlossen');
  });
});

describe('roles and scope', () => {
  it("lets a driver read and comment on their vehicle's work orders, and nothing more", async () => {
    const workOrder = await open(as.admin, world.vehicles.a1.id, { title: 'Driver sees this' });
    expect(ok(await as.user.get(`/api/work-orders/${workOrder.id}`)).title).toBe('Driver sees this');
    const comment = ok(await as.user.post(`/api/work-orders/${workOrder.id}/comments`, { body: 'Still pulls to the left' }), 201);
    expect(comment).toMatchObject({ body: 'Still pulls to the left', author_name: 'Test user' });
    expect(ok(await as.admin.get(`/api/work-orders/${workOrder.id}/comments`))).toEqual([comment]);
    expect(
      (await as.user.post('/api/work-orders', { vehicle_id: world.vehicles.a1.id, title: 'x', service_type: 'x', issued_on: TODAY }))
        .status,
    ).toBe(403);
    expect((await as.user.edit(`/api/work-orders/${workOrder.id}`, { title: 'x' })).status).toBe(403);
    expect((await complete(as.user, workOrder)).status).toBe(403);
    expect((await as.user.delete(`/api/work-orders/${workOrder.id}`)).status).toBe(403);
  });

  it("hides another branch's work orders from its moderators and drivers, and another company's from everyone but a superadmin", async () => {
    const south = await open(as.admin, world.vehicles.a2.id, { title: 'South only' });
    for (const client of [as.moderator, as.user, as.adminB]) {
      expect((await client.get(`/api/work-orders/${south.id}`)).status).toBe(404);
      expect((await client.post(`/api/work-orders/${south.id}/comments`, { body: 'x' })).status).toBe(404);
    }
    expect((await complete(as.moderator, south)).status).toBe(404);
    expect(ok(await as.userA2.get(`/api/work-orders/${south.id}`)).title).toBe('South only');
    expect(ok(await as.superadmin.get(`/api/work-orders/${south.id}`)).title).toBe('South only');
    expect(
      (await as.moderator.post('/api/work-orders', { vehicle_id: world.vehicles.a2.id, title: 'x', service_type: 'x', issued_on: TODAY }))
        .status,
    ).toBe(400);
  });

  it("refuses what is not the vehicle's company's or not in the caller's sight, at its field", async () => {
    const part = await addPart('SCOPE-WO', { [a2.id]: 1 });
    const foreignVendor = ok(await as.adminB.post('/api/vendors', { name: 'Elsewhere GmbH' }), 201);
    const foreignIssue = ok(await as.admin.post('/api/issues', { vehicle_id: world.vehicles.a2.id, title: 'Other vehicle' }), 201);
    const base = { vehicle_id: world.vehicles.a1.id, title: 'x', service_type: 'x', issued_on: TODAY };
    const cases: Array<[Client, Record<string, unknown>, string, string]> = [
      [as.admin, { vendor_id: foreignVendor.id }, 'vendor_id', messages.workOrderVendor],
      [as.admin, { issue_ids: [foreignIssue.id] }, 'issue_ids', messages.workOrderIssueVehicle],
      [as.adminB, { lines: [] }, 'vehicle_id', messages.notFound('Vehicle')],
      [
        as.moderator,
        { lines: [{ kind: 'part', part_id: part.id, branch_id: a2.id, quantity: 1, unit_cost: 1 }] },
        'lines',
        messages.workOrderBranch,
      ],
      [as.admin, { assignee_id: world.people.userA2.id }, 'assignee_id', messages.assigneeNotInScope],
    ];
    for (const [client, body, field, message] of cases) {
      const answer = await client.post('/api/work-orders', { ...base, ...body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors).toEqual([{ field, message }]);
    }
  });
});

describe('validation', () => {
  it("says what is wrong with a line at the line's field", async () => {
    const base = { vehicle_id: world.vehicles.a1.id, title: 'x', service_type: 'x', issued_on: TODAY };
    const cases: Array<[unknown, string, string]> = [
      [{ kind: 'labour', description: 'x', hours: 0, rate: 10 }, 'lines.0.hours', messages.hoursMin],
      [{ kind: 'labour', description: 'x', hours: 1, rate: -1 }, 'lines.0.rate', messages.costMin],
      [{ kind: 'part', quantity: 1, unit_cost: 1 }, 'lines.0.description', messages.required],
      [
        { kind: 'part', part_id: '00000000-0000-4000-8000-000000000001', quantity: 1, unit_cost: 1 },
        'lines.0.branch_id',
        messages.lineBranchRequired,
      ],
      [{ kind: 'part', description: 'x', quantity: 0, unit_cost: 1 }, 'lines.0.quantity', messages.lineQuantityMin],
      [{ kind: 'other', description: ' ', amount: 1 }, 'lines.0.description', messages.required],
      [{ kind: 'gift', description: 'x' }, 'lines.0.kind', messages.lineKind],
    ];
    for (const [line, field, message] of cases) {
      const answer = await as.admin.post('/api/work-orders', { ...base, lines: [line] });
      expect(answer.status, JSON.stringify(line)).toBe(400);
      expect(answer.body.errors, JSON.stringify(line)).toContainEqual({ field, message });
    }
    const completed = await as.admin.post('/api/work-orders', { ...base, status: 'completed' });
    expect(completed.body.errors).toEqual([{ field: 'status', message: messages.workOrderStatus }]);
    const noOdometer = await as.admin.post(`/api/work-orders/${(await open(as.admin, world.vehicles.a1.id)).id}/complete`, {
      version: 1,
      completed_on: TODAY,
    });
    expect(noOdometer.body.errors).toEqual([{ field: 'odometer', message: messages.required }]);
  });

  it('refuses a work order for an archived vehicle', async () => {
    const vehicle = await vehicleIn(a1.id);
    await t.db.update(vehicles).set({ isActive: false }).where(eq(vehicles.id, vehicle.id));
    const answer = await as.admin.post('/api/work-orders', { vehicle_id: vehicle.id, title: 'x', service_type: 'x', issued_on: TODAY });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field: 'vehicle_id', message: messages.noActiveVehicle }]);
  });

  it('refuses a stale version with 409 and keeps the newer edit', async () => {
    const workOrder = await open(as.admin, world.vehicles.a1.id, { title: 'Versioned' });
    const body = { vehicle_id: world.vehicles.a1.id, title: 'First edit', service_type: 'x', issued_on: TODAY, version: workOrder.version };
    ok(await as.admin.put(`/api/work-orders/${workOrder.id}`, body));
    expect((await as.moderator.put(`/api/work-orders/${workOrder.id}`, { ...body, title: 'Second edit' })).status).toBe(409);
    expect(ok(await as.admin.get(`/api/work-orders/${workOrder.id}`)).title).toBe('First edit');
  });
});
