import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'ra-core';
import { Route, Routes } from 'react-router-dom';
import type { Role } from '../../../contract/roles';
import type { IssueComment } from '../../../contract/schemas/issue';
import type { Yard } from '../../../contract/schemas/overview';
import { IssuePage } from '../../../src/resources/issues/IssuePage';
import { IssueList } from '../../../src/resources/issues/IssueList';
import { VehicleList } from '../../../src/resources/vehicles/VehicleList';
import { YardCard } from '../../../src/pages/overview/YardCard';
import { InspectDialog } from '../../../src/resources/inspections/InspectDialog';
import { COMPANY_ID, renderWithAdmin } from '../support/renderWithAdmin';
import { openDialog, rowOf } from '../support/screen';

/*
 * Issues on screen (docs/inspections.md): an issue's page (its facts, its photo, its status steps for
 * those who manage issues, its comments), "Out of service" wherever the vehicle is (its row, the
 * vehicle picker of new work), and the overview's yard card.
 */

const bus = {
  id: '00000000-0000-4000-8000-0000000000b1',
  license_plate: 'AA 123 BB',
  model: 'Setra S 516 HD',
  mileage: 182_000,
  type: 'bus',
  is_active: true,
  open_issues: 2,
  in_service: false,
  legislation_status: 'ok',
  service_status: 'ok',
  documents_status: 'ok',
  branches: [],
};
const van = {
  ...bus,
  id: '00000000-0000-4000-8000-0000000000b2',
  license_plate: 'BB 456 CC',
  model: 'Ford Transit',
  open_issues: 0,
  in_service: true,
};

const brakes = {
  id: '00000000-0000-4000-8000-0000000000e1',
  vehicle_id: bus.id,
  vehicle_license_plate: bus.license_plate,
  title: 'Brake pedal feels soft',
  description: 'Noticed on the motorway; stops, but late',
  priority: 'critical',
  status: 'open',
  source: 'inspection',
  inspection_id: '00000000-0000-4000-8000-0000000000d1',
  item_id: 'brakes',
  photo_id: '00000000-0000-4000-8000-0000000000f1',
  odometer: 181_950,
  assignee_id: null,
  assignee_name: null,
  due_on: '2026-12-01',
  reported_by: '00000000-0000-4000-8000-00000000000b',
  reported_by_name: 'Arben Hoxha',
  resolved_at: null,
  comment_count: 2,
  company_id: COMPANY_ID,
  version: 4,
  createdAt: '2026-11-20T07:15:00Z',
  updatedAt: '2026-11-20T07:15:00Z',
};

const comments: IssueComment[] = [
  {
    id: 'c1',
    issue_id: brakes.id,
    body: 'Pads ordered',
    author_id: null,
    author_name: 'Elira Dervishi',
    createdAt: '2026-11-20T08:00:00Z',
  },
  {
    id: 'c2',
    issue_id: brakes.id,
    body: 'In the workshop on Monday',
    author_id: null,
    author_name: 'Arben Hoxha',
    createdAt: '2026-11-21T09:30:00Z',
  },
];

function renderIssuePage({ role = 'admin' as Role, issue = brakes as Record<string, unknown> } = {}) {
  const getOne = vi.fn(async (resource: string) => ({ data: resource === 'vehicles' ? bus : issue }));
  const update = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...issue, ...data } }));
  const getIssueComments = vi.fn(async () => comments);
  const addIssueComment = vi.fn(async (_id: unknown, body: string) => ({ ...comments[0]!, id: 'c3', body }));
  const beforeDownload = vi.fn(async () => undefined);
  renderWithAdmin(
    <Routes>
      <Route path="/issues/:id/show" element={<IssuePage />} />
    </Routes>,
    {
      role,
      resource: 'issues',
      path: `/issues/${brakes.id}/show`,
      dataProvider: { getOne, update, getIssueComments, addIssueComment, beforeDownload },
    },
  );
  return { getOne, update, getIssueComments, addIssueComment };
}

describe("An issue's page", () => {
  it('shows what is wrong with which vehicle, how urgent, where it stands, and where it came from', async () => {
    renderIssuePage();
    expect(await screen.findByRole('heading', { name: 'Brake pedal feels soft' })).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'About the issue' });
    expect(within(facts).getByRole('link', { name: 'AA 123 BB' })).toHaveAttribute('href', `/vehicles/${bus.id}/details`);
    // The vehicle is out of service, and its page says so beside it.
    expect(await within(facts).findByText('Out of service')).toBeInTheDocument();
    expect(within(facts).getByText('Nobody yet')).toBeInTheDocument();
    expect(within(facts).getByText('01.12.2026')).toBeInTheDocument();
    expect(within(facts).getByText('181,950 km')).toBeInTheDocument();
    expect(within(facts).getByText('20.11.2026 07:15 by Arben Hoxha')).toBeInTheDocument();
    expect(within(facts).getByRole('link', { name: 'Open the inspection' })).toHaveAttribute(
      'href',
      `/inspections/${brakes.inspection_id}/show`,
    );
    expect(screen.getAllByText('Critical').length).toBeGreaterThan(0);
    const photo = screen.getByRole('img', { name: 'The photo of the failed item: Brake pedal feels soft' });
    expect(photo).toHaveAttribute('src', `/api/inspections/${brakes.inspection_id}/photos/${brakes.photo_id}`);
  });

  it('a reported issue without a photo shows none, and no inspection to open', async () => {
    renderIssuePage({ issue: { ...brakes, source: 'reported', inspection_id: null, item_id: null, photo_id: null } });
    expect(await screen.findByText('Reported by hand')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the inspection' })).not.toBeInTheDocument();
  });

  it('lists the comments oldest first, and a user adds one', async () => {
    const user = userEvent.setup();
    const { addIssueComment } = renderIssuePage({ role: 'user' });
    const section = await screen.findByRole('region', { name: 'Comments' });
    const listed = await within(section).findAllByTestId('issue-comment');
    expect(listed.map((item) => item.textContent)).toEqual([
      'Elira Dervishi, 20.11.2026 08:00Pads ordered',
      'Arben Hoxha, 21.11.2026 09:30In the workshop on Monday',
    ]);
    // An empty comment is refused with the contract's words, and nothing is sent.
    await user.click(within(section).getByRole('button', { name: 'Add comment' }));
    expect(await within(section).findByText('This field is required')).toBeInTheDocument();
    expect(addIssueComment).not.toHaveBeenCalled();
    await user.type(within(section).getByRole('textbox', { name: 'Comment' }), '  Pads fitted, pedal firm again  ');
    await user.click(within(section).getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(addIssueComment).toHaveBeenCalledWith(brakes.id, 'Pads fitted, pedal firm again'));
    expect(await screen.findByText('Comment added')).toBeInTheDocument();
    await waitFor(() => expect(within(section).getByRole('textbox', { name: 'Comment' })).toHaveValue(''));
  });

  it('a user sees no status steps, no edit and no delete', async () => {
    renderIssuePage({ role: 'user' });
    await screen.findByRole('heading', { name: 'Brake pedal feels soft' });
    // Once the comments are in, the role's rights have been read too.
    await screen.findAllByTestId('issue-comment');
    expect(screen.queryByRole('group', { name: 'Actions' })).not.toBeInTheDocument();
    for (const name of ['Start work', 'Resolve', 'Reopen', 'Edit', 'Delete']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('an admin takes the next step of an open issue, with the version read', async () => {
    const user = userEvent.setup();
    const { update } = renderIssuePage({ role: 'admin' });
    const steps = await screen.findByRole('group', { name: 'Actions' });
    // An open issue also starts a work order that resolves it (docs/work-orders.md).
    await within(steps).findByRole('button', { name: 'Start work order' });
    expect(
      within(steps)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Start work', 'Resolve', 'Close', 'Start work order', 'Edit', 'Delete']);
    await user.click(within(steps).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const [resource, params] = update.mock.calls[0]! as unknown as [
      string,
      { id: string; data: Record<string, unknown>; previousData: { version: number } },
    ];
    expect(resource).toBe('issues');
    expect(params.id).toBe(brakes.id);
    expect(params.data).toEqual({
      vehicle_id: bus.id,
      title: 'Brake pedal feels soft',
      description: 'Noticed on the motorway; stops, but late',
      priority: 'critical',
      status: 'resolved',
      assignee_id: null,
      due_on: '2026-12-01',
      odometer: 181_950,
    });
    expect(params.previousData.version).toBe(4);
    expect(await screen.findByText('Issue resolved')).toBeInTheDocument();
  });

  it('a moderator reopens a closed issue; a resolved one offers Close and Reopen', async () => {
    renderIssuePage({ role: 'moderator', issue: { ...brakes, status: 'resolved', resolved_at: '2026-11-22T10:00:00Z' } });
    const steps = await screen.findByRole('group', { name: 'Actions' });
    expect(within(steps).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(steps).getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(within(steps).queryByRole('button', { name: 'Start work' })).not.toBeInTheDocument();
    expect(screen.getByText('22.11.2026 10:00')).toBeInTheDocument();
  });

  it('an issue outside the scope is not found, with a way back', async () => {
    renderWithAdmin(
      <Routes>
        <Route path="/issues/:id/show" element={<IssuePage />} />
      </Routes>,
      {
        resource: 'issues',
        path: `/issues/${brakes.id}/show`,
        dataProvider: { getOne: vi.fn(async () => Promise.reject(new Error('Issue not found'))) },
      },
    );
    expect(await screen.findByRole('heading', { name: 'Issue not found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });
});

describe('The issues list', () => {
  it('opens with the open ones, the most urgent first, and each title opens its page', async () => {
    const getList = vi.fn(async () => ({ data: [brakes], total: 1 }));
    renderWithAdmin(<IssueList />, { role: 'user', resource: 'issues', dataProvider: { getList } });
    const row = await rowOf('Brake pedal feels soft');
    expect(getList).toHaveBeenCalledWith(
      'issues',
      expect.objectContaining({ filter: { status: 'open_any' }, sort: { field: 'priority', order: 'DESC' } }),
    );
    expect(within(row).getByRole('link', { name: 'Brake pedal feels soft' })).toHaveAttribute('href', `/issues/${brakes.id}/show`);
    expect(within(row).getByText('Critical')).toBeInTheDocument();
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(within(row).getByText('20.11.2026 by Arben Hoxha')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Open and in progress');
  });
});

function vehiclesProvider() {
  return vi.fn(async (_resource: string, params: GetListParams) => {
    const search = String(params.filter?.q ?? '').toLowerCase();
    const found = [bus, van].filter((vehicle) => vehicle.license_plate.toLowerCase().includes(search));
    return { data: found, total: found.length };
  });
}

describe('Out of service', () => {
  it("shows on the vehicle's row, under its plate, with its open issues; a vehicle in service shows neither", async () => {
    renderWithAdmin(<VehicleList />, { resource: 'vehicles', dataProvider: { getList: vehiclesProvider() } });
    const off = await rowOf('AA 123 BB');
    expect(within(off).getByTestId('out-of-service')).toHaveTextContent('Out of service');
    expect(within(off).getByTestId('open-issues')).toHaveTextContent('2 open issues');
    const running = await rowOf('BB 456 CC');
    expect(within(running).queryByTestId('out-of-service')).not.toBeInTheDocument();
    expect(within(running).queryByTestId('open-issues')).not.toBeInTheDocument();
  });

  it('the vehicles list filters to the vehicles out of service', async () => {
    const user = userEvent.setup();
    const getList = vehiclesProvider();
    renderWithAdmin(<VehicleList />, { resource: 'vehicles', dataProvider: { getList } });
    await rowOf('AA 123 BB');
    await user.click(screen.getByRole('switch', { name: 'Out of service only' }));
    await waitFor(() => expect(getList).toHaveBeenCalledWith('vehicles', expect.objectContaining({ filter: { inService: false } })));
  });

  it('the vehicle picker of new work says so, in the option and beneath the field once chosen', async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async (resource: string, params: GetListParams) =>
      resource === 'vehicles' ? vehiclesProvider()(resource, params) : { data: [], total: 0 },
    );
    const getMany = vi.fn(async () => ({ data: [bus] }));
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...brakes, ...data } }));
    renderWithAdmin(<IssueList />, { role: 'user', resource: 'issues', dataProvider: { getList, getMany, create } });
    const dialog = await openDialog(userEvent.setup(), 'Report an issue', 'Report an issue');
    await user.type(within(dialog).getByRole('combobox', { name: /Vehicle/ }), 'B');
    const off = await screen.findByRole('option', { name: /AA 123 BB/ });
    expect(within(off).getByText('Out of service')).toBeInTheDocument();
    const running = screen.getByRole('option', { name: /BB 456 CC/ });
    expect(within(running).queryByText('Out of service')).not.toBeInTheDocument();
    await user.click(off);
    expect(
      await within(dialog).findByText('This vehicle is out of service: an open critical issue keeps it off the road until it is resolved.'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Mirror cracked');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![1].data).toEqual({
      vehicle_id: bus.id,
      title: 'Mirror cracked',
      description: null,
      priority: 'medium',
      status: 'open',
      assignee_id: null,
      due_on: null,
      odometer: null,
    });
  });
});

describe('Out of service in "Inspect a vehicle"', () => {
  it('the picker says so in the option, and beneath the field once chosen', async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async (resource: string, params: GetListParams) =>
      resource === 'vehicles' ? vehiclesProvider()(resource, params) : { data: [], total: 0 },
    );
    renderWithAdmin(<InspectDialog open onClose={() => undefined} />, { role: 'user', resource: 'inspections', dataProvider: { getList } });
    const dialog = await screen.findByRole('dialog', { name: 'Inspect a vehicle' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Vehicle' }));
    const off = await screen.findByRole('option', { name: /AA 123 BB/ });
    expect(within(off).getByText('Out of service')).toBeInTheDocument();
    expect(within(screen.getByRole('option', { name: /BB 456 CC/ })).queryByText('Out of service')).not.toBeInTheDocument();
    await user.click(off);
    expect(
      await within(dialog).findByText('This vehicle is out of service: an open critical issue keeps it off the road until it is resolved.'),
    ).toBeInTheDocument();
  });
});

const yard: Yard = {
  open_issues: { low: 0, medium: 3, high: 1, critical: 2 },
  out_of_service: {
    total: 12,
    vehicles: [
      { vehicle_id: bus.id, license_plate: bus.license_plate, model: bus.model, critical_issues: 2 },
      { vehicle_id: van.id, license_plate: van.license_plate, model: van.model, critical_issues: 1 },
    ],
  },
  inspections_missed: 5,
};

describe("The overview's yard card", () => {
  it('counts the open issues by priority, each leading to the issues list filtered to it', async () => {
    renderWithAdmin(<YardCard yard={yard} />);
    const card = await screen.findByRole('region', { name: 'Issues and inspections' });
    const critical = within(card).getByRole('link', { name: 'Critical 2' });
    const href = new URL(critical.getAttribute('href')!, 'http://fleet.test');
    expect(href.pathname).toBe('/dashboard/issues');
    expect(JSON.parse(href.searchParams.get('filter')!)).toEqual({ status: 'open_any', priority: 'critical' });
    expect(within(card).getByRole('link', { name: 'High 1' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Medium 3' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Low 0' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Show all open issues' })).toBeInTheDocument();
  });

  it('names the vehicles out of service, each opening its details, and leads to the rest', async () => {
    renderWithAdmin(<YardCard yard={yard} />);
    const card = await screen.findByRole('region', { name: 'Issues and inspections' });
    expect(within(card).getByTestId('out-of-service-total')).toHaveTextContent('12 vehicles');
    expect(within(card).getByRole('link', { name: 'AA 123 BB' })).toHaveAttribute('href', `/vehicles/${bus.id}/details`);
    expect(within(card).getByText('Setra S 516 HD · 2 critical issues')).toBeInTheDocument();
    expect(within(card).getByText('Ford Transit · 1 critical issue')).toBeInTheDocument();
    const all = within(card).getByRole('link', { name: 'Show all 12 vehicles out of service' });
    expect(JSON.parse(new URL(all.getAttribute('href')!, 'http://fleet.test').searchParams.get('filter')!)).toEqual({ inService: false });
    expect(within(card).getByTestId('inspections-missed')).toHaveTextContent('5');
  });

  it('says when nothing is open and every vehicle is in service, in German too', async () => {
    const { i18nProvider } = await import('../../../src/i18n');
    await i18nProvider.changeLocale('de');
    try {
      renderWithAdmin(
        <YardCard
          yard={{
            open_issues: { low: 0, medium: 0, high: 0, critical: 0 },
            out_of_service: { total: 0, vehicles: [] },
            inspections_missed: 0,
          }}
        />,
      );
      const card = await screen.findByRole('region', { name: 'Mängel und Fahrzeugkontrollen' });
      expect(within(card).getByText('Keine offenen Mängel.')).toBeInTheDocument();
      expect(within(card).getByText('Alle Fahrzeuge sind in Betrieb.')).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Kritisch 0' })).toBeInTheDocument();
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});
