import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { Route, Routes } from 'react-router-dom';
import type { Role } from '../../../contract/roles';
import type { WorkOrder, WorkOrderComment } from '../../../contract/schemas/work-order';
import { WorkOrderList } from '../../../src/resources/work-orders/WorkOrderList';
import { WorkOrderPage } from '../../../src/resources/work-orders/WorkOrderPage';
import { COMPANY_ID, renderWithAdmin } from '../support/renderWithAdmin';
import { openDialog, rowOf } from '../support/screen';

/*
 * Work orders on screen (docs/work-orders.md): the list, the form's lines with their live totals and
 * their messages at the line's field, a work order's page with its lines, issues and comments, and the
 * Complete dialog with what it sends and how a refusal reads; a user reads and comments, and changes
 * nothing.
 */

const bus = {
  id: '00000000-0000-4000-8000-0000000000b1',
  license_plate: 'AA 123 BB',
  model: 'Setra S 516 HD',
  mileage: 182_000,
  type: 'bus',
  is_active: true,
  open_issues: 1,
  in_service: true,
  branches: [],
};

const brakes: WorkOrder = {
  id: '00000000-0000-4000-8000-0000000000a1',
  vehicle_id: bus.id,
  vehicle_license_plate: bus.license_plate,
  title: 'Front brakes: pads and discs',
  status: 'open',
  priority: 'high',
  record_kind: 'general',
  service_type: 'Brakes',
  vendor_id: null,
  vendor_name: null,
  assignee_id: null,
  assignee_name: null,
  issued_on: '2026-11-02',
  due_on: '2026-11-06',
  started_on: null,
  completed_on: null,
  odometer: null,
  notes: 'Soft pedal reported on the motorway',
  labour_cost: 102,
  parts_cost: 1_142.4,
  other_cost: 8.5,
  total_cost: 1_252.9,
  lines: [
    {
      id: 'l1',
      kind: 'labour',
      description: 'Replace pads and discs',
      hours: 1.5,
      rate: 68,
      part_id: null,
      part_number: null,
      part_name: null,
      part_unit: null,
      branch_id: null,
      branch_name: null,
      quantity: null,
      unit_cost: null,
      amount: null,
      total: 102,
      taken: false,
    },
    {
      id: 'l2',
      kind: 'part',
      description: null,
      hours: null,
      rate: null,
      part_id: '00000000-0000-4000-8000-0000000000p1',
      part_number: 'BRK-DISC-F',
      part_name: 'Brake discs, pair',
      part_unit: 'set',
      branch_id: '00000000-0000-4000-8000-0000000000d1',
      branch_name: 'Durrës',
      quantity: 8,
      unit_cost: 142.8,
      amount: null,
      total: 1_142.4,
      taken: false,
    },
    {
      id: 'l3',
      kind: 'other',
      description: 'Disposal of old parts',
      hours: null,
      rate: null,
      part_id: null,
      part_number: null,
      part_name: null,
      part_unit: null,
      branch_id: null,
      branch_name: null,
      quantity: null,
      unit_cost: null,
      amount: 8.5,
      total: 8.5,
      taken: false,
    },
  ],
  issues: [{ id: '00000000-0000-4000-8000-0000000000e1', title: 'Brake pedal feels soft', priority: 'critical', status: 'open' }],
  maintenance_record: null,
  created_by_name: 'Elira Dervishi',
  company_id: COMPANY_ID,
  version: 3,
  createdAt: '2026-11-02T07:15:00Z',
  updatedAt: '2026-11-02T07:15:00Z',
};

const comments: WorkOrderComment[] = [
  {
    id: 'c1',
    work_order_id: brakes.id,
    body: 'Discs arrive Thursday',
    author_id: null,
    author_name: 'Elira Dervishi',
    createdAt: '2026-11-02T08:00:00Z',
  },
];

const nothing = async () => ({ data: [], total: 0 });

function renderList(role: Role = 'admin') {
  const getList = vi.fn(async (resource: string) => (resource === 'work-orders' ? { data: [brakes], total: 1 } : nothing()));
  const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...brakes, ...data } }));
  renderWithAdmin(<WorkOrderList />, {
    role,
    resource: 'work-orders',
    dataProvider: { getList, create, getMany: vi.fn(async () => ({ data: [] })) },
  });
  return { getList, create };
}

function renderPage({ role = 'admin' as Role, workOrder = brakes as Record<string, unknown>, completeWorkOrder = vi.fn() } = {}) {
  const getOne = vi.fn(async (resource: string) => ({ data: resource === 'vehicles' ? bus : workOrder }));
  const getWorkOrderComments = vi.fn(async () => comments);
  const addWorkOrderComment = vi.fn(async (_id: unknown, body: string) => ({ ...comments[0]!, id: 'c2', body }));
  renderWithAdmin(
    <Routes>
      <Route path="/work-orders/:id/show" element={<WorkOrderPage />} />
    </Routes>,
    {
      role,
      resource: 'work-orders',
      path: `/work-orders/${brakes.id}/show`,
      dataProvider: { getOne, getWorkOrderComments, addWorkOrderComment, completeWorkOrder },
    },
  );
  return { getOne, addWorkOrderComment, completeWorkOrder };
}

describe('The work orders list', () => {
  it('opens with the ones still to be done, the latest issued first, each row its facts and total', async () => {
    const { getList } = renderList();
    const row = await rowOf('Front brakes: pads and discs');
    expect(getList).toHaveBeenCalledWith(
      'work-orders',
      expect.objectContaining({ filter: { status: 'open_any' }, sort: { field: 'issued_on', order: 'DESC' } }),
    );
    expect(within(row).getByRole('link', { name: 'Front brakes: pads and discs' })).toHaveAttribute(
      'href',
      `/work-orders/${brakes.id}/show`,
    );
    expect(within(row).getByText('02.11.2026')).toBeInTheDocument();
    expect(within(row).getByText('AA 123 BB')).toBeInTheDocument();
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(within(row).getByText('High')).toBeInTheDocument();
    expect(within(row).getByText('In-house')).toBeInTheDocument();
    expect(within(row).getByText('06.11.2026')).toBeInTheDocument();
    expect(within(row).getByText('1,252.90 €')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Open, in progress and on hold');
    expect(screen.getByRole('button', { name: 'Add work order' })).toBeInTheDocument();
  });

  it('a user sees the rows and no Add', async () => {
    renderList('user');
    await rowOf('Front brakes: pads and discs');
    expect(screen.queryByRole('button', { name: 'Add work order' })).not.toBeInTheDocument();
  });
});

describe('The work order form', () => {
  it('counts labour, parts, other and the total as the lines are typed', async () => {
    const user = userEvent.setup();
    renderList();
    const dialog = await openDialog(user, 'Add work order', 'Add a work order');
    expect(within(dialog).getByTestId('work-order-totals')).toHaveTextContent('Labour0.00 €Parts0.00 €Other0.00 €Total0.00 €');

    await user.click(within(dialog).getByRole('button', { name: 'Add labour' }));
    const labour = within(dialog).getByRole('region', { name: 'Line 1: Labour' });
    await user.type(within(labour).getByRole('textbox', { name: /Hours/ }), '1.5');
    await user.type(within(labour).getByRole('textbox', { name: /Rate per hour/ }), '68');
    expect(within(labour).getByTestId('line-total')).toHaveTextContent('Line total: 102.00 €');

    await user.click(within(dialog).getByRole('button', { name: 'Add part' }));
    const part = within(dialog).getByRole('region', { name: 'Line 2: Part' });
    await user.click(within(part).getByRole('radio', { name: 'Bought for this job' }));
    await user.type(within(part).getByRole('textbox', { name: /Part as bought/ }), 'Brake discs, pair');
    await user.clear(within(part).getByRole('textbox', { name: /Quantity/ }));
    await user.type(within(part).getByRole('textbox', { name: /Quantity/ }), '2');
    await user.type(within(part).getByRole('textbox', { name: /Unit cost/ }), '0.1');

    await user.click(within(dialog).getByRole('button', { name: 'Add other cost' }));
    const other = within(dialog).getByRole('region', { name: 'Line 3: Other' });
    await user.type(within(other).getByRole('textbox', { name: /Amount/ }), '0.2');

    // Counted in cents as the server counts them: 0.20 + 0.20 is 0.40, not 0.4000000001.
    expect(within(dialog).getByTestId('work-order-totals')).toHaveTextContent('Labour102.00 €Parts0.20 €Other0.20 €Total102.40 €');

    await user.click(within(other).getByRole('button', { name: 'Remove line 3' }));
    expect(within(dialog).getByTestId('work-order-totals')).toHaveTextContent('Total102.20 €');
  });

  it("says what is wrong with a line at the line's field, and sends nothing", async () => {
    const user = userEvent.setup();
    const { create } = renderList();
    const dialog = await openDialog(user, 'Add work order', 'Add a work order');
    await user.click(within(dialog).getByRole('button', { name: 'Add labour' }));
    const labour = within(dialog).getByRole('region', { name: 'Line 1: Labour' });
    await user.type(within(labour).getByRole('textbox', { name: /Hours/ }), '0');
    await user.type(within(labour).getByRole('textbox', { name: /Rate per hour/ }), '68');
    await user.click(within(dialog).getByRole('button', { name: 'Add part' }));
    const part = within(dialog).getByRole('region', { name: 'Line 2: Part' });
    await user.type(within(part).getByRole('textbox', { name: /Unit cost/ }), '142.80');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(labour).findByText('Hours must be greater than 0')).toBeInTheDocument();
    expect(within(labour).getByRole('textbox', { name: /Hours/ })).toHaveAccessibleDescription('Hours must be greater than 0');
    expect(within(labour).getByRole('textbox', { name: /Description/ })).toHaveAccessibleDescription('This field is required');
    // A part from stock names its part; its branch waits for it.
    expect(within(part).getByRole('combobox', { name: /Part/ })).toHaveAccessibleDescription('This field is required');
    expect(create).not.toHaveBeenCalled();
  });
});

describe("A work order's page", () => {
  it('shows its facts, its lines with their totals, the issues it resolves and the comments', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Front brakes: pads and discs' })).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'About the work order' });
    expect(within(facts).getByRole('link', { name: 'AA 123 BB' })).toHaveAttribute('href', `/vehicles/${bus.id}/details`);
    expect(within(facts).getByText('In-house')).toBeInTheDocument();
    expect(within(facts).getByText('General maintenance: Brakes')).toBeInTheDocument();
    const lines = screen.getByRole('region', { name: 'Lines' });
    expect(within(lines).getAllByTestId('work-order-line-row')).toHaveLength(3);
    expect(within(lines).getByText('BRK-DISC-F Brake discs, pair')).toBeInTheDocument();
    expect(within(lines).getByText('From Durrës')).toBeInTheDocument();
    expect(within(lines).getByTestId('work-order-total')).toHaveTextContent('1,252.90 €');
    const issues = screen.getByRole('region', { name: 'Issues it resolves' });
    expect(within(issues).getByRole('link', { name: 'Brake pedal feels soft' })).toHaveAttribute(
      'href',
      '/issues/00000000-0000-4000-8000-0000000000e1/show',
    );
    expect(await screen.findAllByTestId('work-order-comment')).toHaveLength(1);
  });

  it('Complete sends the version read, the day (today at first) and the odometer (the vehicle’s mileage at first)', async () => {
    const user = userEvent.setup();
    const completeWorkOrder = vi.fn(async () => ({ ...brakes, status: 'completed' }));
    renderPage({ completeWorkOrder });
    const actions = await screen.findByRole('group', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Complete', 'Edit', 'Delete']);
    await user.click(within(actions).getByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete the work order' });
    expect(within(dialog).getByTestId('complete-total')).toHaveTextContent('Total: 1,252.90 €');
    expect(await within(dialog).findByRole('textbox', { name: /Odometer/ })).toHaveValue('182000');
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(completeWorkOrder).toHaveBeenCalledTimes(1));
    expect(completeWorkOrder).toHaveBeenCalledWith(brakes.id, {
      version: 3,
      completed_on: new Date().toISOString().slice(0, 10),
      odometer: 182_000,
    });
    expect(await screen.findByText('Work order completed')).toBeInTheDocument();
  });

  it("a refusal (409: the branch no longer holds the part) is said in the dialog in the server's words", async () => {
    const user = userEvent.setup();
    const message = 'Not enough in stock: the branch would hold fewer than none';
    const completeWorkOrder = vi.fn(async () => Promise.reject(new HttpError(message, 409, { message })));
    renderPage({ completeWorkOrder });
    await user.click(await screen.findByRole('button', { name: 'Complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete the work order' });
    await within(dialog).findByRole('textbox', { name: /Odometer/ });
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('dialog', { name: 'Complete the work order' })).toBeInTheDocument();
  });

  it('a completed one links its maintenance record and offers no Complete, Edit or Delete', async () => {
    renderPage({
      workOrder: {
        ...brakes,
        status: 'completed',
        completed_on: '2026-11-05',
        odometer: 182_100,
        maintenance_record: { resource: 'general-maintenances', id: 'r1' },
      },
    });
    expect(await screen.findByRole('link', { name: 'Open the maintenance record' })).toHaveAttribute(
      'href',
      `/vehicles/${bus.id}/details?tab=general`,
    );
    expect(screen.getByText('182,100 km')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
  });

  it('a user sees no Complete, Edit or Delete, and comments', async () => {
    const user = userEvent.setup();
    const { addWorkOrderComment } = renderPage({ role: 'user' });
    const section = await screen.findByRole('region', { name: 'Comments' });
    await within(section).findAllByTestId('work-order-comment');
    expect(screen.queryByRole('group', { name: 'Actions' })).not.toBeInTheDocument();
    for (const name of ['Complete', 'Edit', 'Delete']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    await user.type(within(section).getByRole('textbox', { name: 'Comment' }), '  The van is back in the yard  ');
    await user.click(within(section).getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(addWorkOrderComment).toHaveBeenCalledWith(brakes.id, 'The van is back in the yard'));
    expect(await screen.findByText('Comment added')).toBeInTheDocument();
  });
});
