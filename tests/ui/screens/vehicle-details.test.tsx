import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rowOf, typeDate } from '../support/screen';
import { HttpError } from 'ra-core';
import { Route, Routes, useLocation } from 'react-router-dom';
import { VehicleDetails } from '../../../src/resources/vehicles/details/VehicleDetails';
import { writeSelectedBranch } from '../../../src/dataProvider/selectedBranch';
import type { Role } from '../../../contract/roles';
import { COMPANY_ID, renderWithAdmin } from '../support/renderWithAdmin';

const TIRANE = { id: '00000000-0000-4000-8000-0000000000b2', name: 'Tiranë' };

const setra = {
  id: '00000000-0000-4000-8000-000000000a02',
  license_plate: 'AA 734 LM',
  model: 'Setra S 516 HD',
  mileage: 725615,
  type: 'bus',
  last_legislation_control: '2026-07-11',
  legislation_control_interval: 12,
  last_service_date: '2026-08-21',
  last_service_mileage: 720_000,
  mandatory_service_interval: 6,
  mandatory_service_interval_km: 15000,
  notes: 'Reserve vehicle in winter',
  is_active: true,
  next_legislation_control: '2027-07-11',
  next_service_date: '2027-02-21',
  next_service_km: 735_000,
  next_service_forecast: null,
  km_per_day: null,
  legislation_status: 'ok',
  service_status: 'overdue',
  time_zone: 'Europe/Tirane',
  company_id: COMPANY_ID,
  created_by: null,
  created_by_username: 'admin',
  branches: [TIRANE],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

const oilChange = {
  id: '00000000-0000-4000-8000-000000000d01',
  service_type: 'Oil change',
  service_date: '2025-12-04',
  cost: 122.6,
  mileage: 131476,
  notes: 'Synthetic oil',
  vehicle_id: setra.id,
  vehicle_license_plate: setra.license_plate,
};

const registration = {
  id: '00000000-0000-4000-8000-000000000d02',
  service_type: 'Registration',
  finished_on: '2026-07-11',
  cost: 34.44,
  mileage: 700000,
  notes: null,
  vehicle_id: setra.id,
  vehicle_license_plate: setra.license_plate,
};

type Records = { general?: object[]; mandatory?: object[]; issues?: object[]; inspections?: object[] };

/** Shows where the page sent the user, so a test can read the URL. */
function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderDetails({
  vehicle = setra as object,
  records = {} as Records,
  path = `/vehicles/${setra.id}/details`,
  getOne = undefined as unknown,
  role = 'user' as Role,
} = {}) {
  const getList = vi.fn(async (resource: string) => {
    if (resource === 'vehicles') return { data: [vehicle], total: 1 };
    const byResource: Record<string, object[] | undefined> = {
      'voluntary-maintenance': records.general,
      issues: records.issues,
      inspections: records.inspections,
    };
    const rows = (resource in byResource ? byResource[resource] : records.mandatory) ?? [];
    return { data: rows, total: rows.length };
  });
  const getMany = vi.fn(async () => ({ data: [vehicle] }));
  const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...data, id: 'new' } }));
  renderWithAdmin(
    <>
      <Routes>
        <Route path="/vehicles/:id/details" element={<VehicleDetails />} />
        <Route path="/vehicles" element={<h1>Vehicles list</h1>} />
      </Routes>
      <Location />
    </>,
    {
      role,
      resource: 'vehicles',
      path,
      dataProvider: { getOne: getOne ?? vi.fn(async () => ({ data: vehicle })), getList, getMany, create },
    },
  );
  return { getList, create };
}

/** What the info tab shows under a label. */
async function fact(label: string): Promise<string | null> {
  const term = await screen.findByText(label, { selector: 'dt' });
  return term.nextElementSibling!.textContent;
}

describe('Vehicle details', () => {
  it('the header shows the model and the plate; the info tab is open first', async () => {
    renderDetails();
    expect(await screen.findByRole('heading', { name: 'Setra S 516 HD' })).toBeInTheDocument();
    expect(screen.getAllByText('AA 734 LM').length).toBeGreaterThan(0);
    expect(screen.getByRole('tab', { name: 'Vehicle info', selected: true })).toBeInTheDocument();
  });

  it('the info tab shows every fact in the fleet formats', async () => {
    renderDetails();
    expect(await fact('License plate')).toBe('AA 734 LM');
    expect(await fact('Model')).toBe('Setra S 516 HD');
    expect(await fact('Type')).toBe('Bus');
    expect(await fact('Mileage')).toBe('725,615 km');
    expect(await fact('Last service date')).toBe('21.08.2026');
    expect(await fact('Service interval')).toBe('6 months / 15,000 km');
    expect(await fact('Last legislation control')).toBe('11.07.2026');
    expect(await fact('Legislation control interval')).toBe('12 months');
    expect(await fact('Notes')).toBe('Reserve vehicle in winter');
    expect(await fact('Branches')).toBe('Tiranë');
  });

  it('shows what falls due next: the legislation control, and the service by date and by km', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-01T10:00:00Z') });
    try {
      renderDetails({ vehicle: { ...setra, mileage: 735_200 } });
      const section = await screen.findByRole('region', { name: 'Next due' });
      const legislation = within(section).getByTestId('next-due-Legislation control');
      expect(legislation).toHaveTextContent('OK');
      expect(legislation).toHaveTextContent('Due on 11.07.2027 (in 132 days)');
      const service = within(section).getByTestId('next-due-Obligatory service');
      expect(service).toHaveTextContent('Overdue');
      expect(service).toHaveTextContent('Due on 21.02.2027 (8 days overdue)');
      expect(service).toHaveTextContent('or at 735,000 km, whichever comes first (200 km over)');
      expect(await fact('Mileage at last service')).toBe('720,000 km');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows when the service by km is likely due at the vehicle’s pace, in the user’s language', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-01T10:00:00Z') });
    try {
      renderDetails({ vehicle: { ...setra, mileage: 734_000, next_service_forecast: '2027-03-08', km_per_day: 149.6 } });
      const section = await screen.findByRole('region', { name: 'Next due' });
      expect(within(section).getByTestId('next-due-Obligatory service')).toHaveTextContent(
        'or at 735,000 km, whichever comes first (1,000 km to go · ≈ 08.03.2027 at 150 km a day)',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("counts the days from the vehicle's company's today, not from the signed-in user's zone (a superadmin's is UTC)", async () => {
    // 12:00 UTC on 1 March is already 2 March on Kiritimati (UTC+14): the control due on 2 March is due today there.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-01T12:00:00Z') });
    try {
      renderDetails({
        vehicle: { ...setra, time_zone: 'Pacific/Kiritimati', next_legislation_control: '2027-03-02', next_service_date: '2027-03-12' },
        role: 'superadmin',
      });
      const section = await screen.findByRole('region', { name: 'Next due' });
      expect(within(section).getByTestId('next-due-Legislation control')).toHaveTextContent('Due on 02.03.2027 (due today)');
      expect(within(section).getByTestId('next-due-Obligatory service')).toHaveTextContent('Due on 12.03.2027 (in 10 days)');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when no interval is set, and shows nothing due for an archived vehicle', async () => {
    renderDetails({
      vehicle: { ...setra, next_legislation_control: null, next_service_date: null, next_service_km: null, service_status: 'ok' },
    });
    const section = await screen.findByRole('region', { name: 'Next due' });
    expect(within(section).getAllByText('No interval set')).toHaveLength(2);
  });

  it("shows '/' for an empty type and notes, and N/A for a missing date", async () => {
    renderDetails({ vehicle: { ...setra, type: '', notes: null, last_service_date: null, legislation_control_interval: 1 } });
    expect(await fact('Type')).toBe('/');
    expect(await fact('Notes')).toBe('/');
    expect(await fact('Last service date')).toBe('N/A');
    expect(await fact('Legislation control interval')).toBe('1 month');
  });

  it("the general maintenance tab lists the vehicle's records, even when the sidebar shows another branch", async () => {
    const user = userEvent.setup();
    writeSelectedBranch('00000000-0000-4000-8000-0000000000b9');
    const { getList } = renderDetails({ records: { general: [oilChange] } });
    await user.click(await screen.findByRole('tab', { name: /General maintenance/ }));
    const row = (await screen.findByText('Oil change')).closest('tr')!;
    expect(within(row).getByText('04.12.2025')).toBeInTheDocument();
    expect(within(row).getByText('122.60 €')).toBeInTheDocument();
    expect(within(row).getByText('131,476 km')).toBeInTheDocument();
    expect(within(row).getByText('Synthetic oil')).toBeInTheDocument();
    // branchId null: the data provider does not narrow the vehicle's records to the sidebar's branch.
    expect(getList).toHaveBeenCalledWith(
      'voluntary-maintenance',
      expect.objectContaining({ filter: { vehicleId: setra.id, branchId: null } }),
    );
  });

  it('the mandatory maintenance tab shows service type, finished on, cost, mileage and notes', async () => {
    renderDetails({ records: { mandatory: [registration] }, path: `/vehicles/${setra.id}/details?tab=mandatory` });
    const row = (await screen.findByText('Registration')).closest('tr')!;
    expect(screen.getByRole('tab', { name: /Mandatory maintenance/, selected: true })).toBeInTheDocument();
    expect(within(row).getByText('11.07.2026')).toBeInTheDocument();
    expect(within(row).getByText('34.44 €')).toBeInTheDocument();
    expect(within(row).getByText('700,000 km')).toBeInTheDocument();
  });

  it('the record tabs carry their count', async () => {
    renderDetails({ records: { general: [oilChange], mandatory: [] } });
    expect(await screen.findByRole('tab', { name: 'General maintenance 1' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Mandatory maintenance 0' })).toBeInTheDocument();
  });

  it('an empty tab says "no records found for this vehicle"', async () => {
    const user = userEvent.setup();
    renderDetails();
    await user.click(await screen.findByRole('tab', { name: /Mandatory maintenance/ }));
    expect(await screen.findByText('no records found for this vehicle')).toBeInTheDocument();
  });

  it('the open tab is kept in the URL; the info tab keeps it clean', async () => {
    const user = userEvent.setup();
    renderDetails();
    await user.click(await screen.findByRole('tab', { name: /General maintenance/ }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(`/vehicles/${setra.id}/details?tab=general`);
    await user.click(screen.getByRole('tab', { name: 'Vehicle info' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(new RegExp(`/vehicles/${setra.id}/details$`));
  });

  it('a vehicle the API does not find shows "Vehicle not found", and Go Back returns to the list', async () => {
    const user = userEvent.setup();
    renderDetails({ getOne: vi.fn(async () => Promise.reject(new HttpError('Vehicle not found', 404, { message: 'Vehicle not found' }))) });
    expect(await screen.findByRole('heading', { name: 'Vehicle not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('heading', { name: 'Vehicles list' })).toBeInTheDocument();
  });

  it('the back button returns to the vehicles list', async () => {
    const user = userEvent.setup();
    renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Back to vehicles' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/vehicles$/));
  });

  it('a record added from a tab is the vehicle’s: the form has it chosen already', async () => {
    const user = userEvent.setup();
    const { create } = renderDetails({ role: 'admin', path: `/vehicles/${setra.id}/details?tab=general` });
    await user.click(await screen.findByRole('button', { name: 'Add record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a general maintenance record' });
    expect(await within(dialog).findByDisplayValue(/AA 734 LM/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Service type/ }), 'Brake pads');
    await typeDate(user, dialog, 'Last service date', '15.03.2026');
    await user.type(within(dialog).getByRole('textbox', { name: /Cost/ }), '240.50');
    await user.type(within(dialog).getByRole('textbox', { name: /Mileage/ }), '730000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![0]).toBe('voluntary-maintenance');
    expect(create.mock.calls[0]![1].data).toMatchObject({ vehicle_id: setra.id, service_type: 'Brake pads', mileage: 730000 });
  });

  it('the mandatory tab adds a mandatory record for the vehicle', async () => {
    const user = userEvent.setup();
    renderDetails({ role: 'moderator', path: `/vehicles/${setra.id}/details?tab=mandatory` });
    await user.click(await screen.findByRole('button', { name: 'Add record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a mandatory maintenance record' });
    expect(await within(dialog).findByDisplayValue(/AA 734 LM/)).toBeInTheDocument();
  });

  it('no Add record for an archived vehicle, which takes no new records', async () => {
    renderDetails({ role: 'admin', vehicle: { ...setra, is_active: false }, path: `/vehicles/${setra.id}/details?tab=general` });
    expect(await screen.findByText('no records found for this vehicle')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add record' })).not.toBeInTheDocument();
  });

  it('an archived vehicle still opens, marked as archived, so its history can be read', async () => {
    renderDetails({ vehicle: { ...setra, is_active: false } });
    expect(await screen.findByText('Archived')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Setra S 516 HD' })).toBeInTheDocument();
  });

  it('a vehicle out of service says so in its header, with its open issues', async () => {
    renderDetails({ vehicle: { ...setra, open_issues: 3, in_service: false } });
    await screen.findByRole('heading', { name: 'Setra S 516 HD' });
    expect(screen.getByTestId('out-of-service')).toHaveTextContent('Out of service');
    expect(screen.getByTestId('open-issues')).toHaveTextContent('3 open issues');
  });

  it('the Issues tab lists its issues, the open ones first, and a user reports one for this vehicle', async () => {
    const user = userEvent.setup();
    const soft = {
      id: '00000000-0000-4000-8000-000000000e01',
      vehicle_id: setra.id,
      vehicle_license_plate: setra.license_plate,
      title: 'Brake pedal feels soft',
      description: null,
      priority: 'critical',
      status: 'in_progress',
      assignee_name: 'Elira Dervishi',
      due_on: null,
      reported_by_name: 'Arben Hoxha',
      createdAt: '2026-11-20T07:15:00Z',
    };
    const { getList, create } = renderDetails({ records: { issues: [soft] }, path: `/vehicles/${setra.id}/details?tab=issues` });
    const row = await rowOf('Brake pedal feels soft');
    expect(screen.getByRole('tab', { name: /Issues/, selected: true })).toBeInTheDocument();
    expect(within(row).getByText('Critical')).toBeInTheDocument();
    expect(within(row).getByText('In progress')).toBeInTheDocument();
    expect(within(row).getByText('Elira Dervishi')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'issues',
      expect.objectContaining({ filter: { vehicleId: setra.id, branchId: null }, sort: { field: 'status', order: 'ASC' } }),
    );
    await user.click(screen.getByRole('button', { name: 'Report an issue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report an issue' });
    expect(await within(dialog).findByDisplayValue(/AA 734 LM/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Wiper torn');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![0]).toBe('issues');
    expect(create.mock.calls[0]![1].data).toMatchObject({ vehicle_id: setra.id, title: 'Wiper torn', priority: 'medium', status: 'open' });
  });

  it('the Inspections tab lists its inspections, newest first, each opening the inspection read back', async () => {
    const check = {
      id: '00000000-0000-4000-8000-000000000f01',
      vehicle_id: setra.id,
      vehicle_license_plate: setra.license_plate,
      form_name: 'Daily walk-around check',
      inspected_at: '2026-11-25T06:42:00Z',
      inspector_name: 'Arben Hoxha',
      odometer: 725_600,
      failed_count: 2,
      critical_failed: true,
    };
    const { getList } = renderDetails({ records: { inspections: [check] }, path: `/vehicles/${setra.id}/details?tab=inspections` });
    const row = await rowOf('Daily walk-around check');
    expect(screen.getByRole('tab', { name: /Inspections/, selected: true })).toBeInTheDocument();
    expect(within(row).getByText('Arben Hoxha')).toBeInTheDocument();
    expect(within(row).getByText('2 defects')).toBeInTheDocument();
    expect(within(row).getByText('Critical')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '25.11.2026 06:42' })).toHaveAttribute('href', `/inspections/${check.id}/show`);
    expect(getList).toHaveBeenCalledWith(
      'inspections',
      expect.objectContaining({ filter: { vehicleId: setra.id, branchId: null }, sort: { field: 'inspected_at', order: 'DESC' } }),
    );
  });
});
