import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '../../../contract/roles';
import { VehicleList } from '../../../src/resources/vehicles/VehicleList';
import { COMPANY_ID, renderWithAdmin } from '../support/renderWithAdmin';
import { openDialog, rowOf, shownDate, typeDate, type User } from '../support/screen';

const DURRES = { id: '00000000-0000-4000-8000-0000000000b1', name: 'Durrës', company_id: COMPANY_ID };
const TIRANE = { id: '00000000-0000-4000-8000-0000000000b2', name: 'Tiranë', company_id: COMPANY_ID };

const passat = {
  id: '00000000-0000-4000-8000-000000000a01',
  license_plate: 'AA 301 FT',
  model: 'Volkswagen Passat',
  mileage: 168119,
  type: 'car',
  // The API may answer timestamps: the edit form shows the day.
  last_legislation_control: '2026-08-06T00:00:00.000Z',
  legislation_control_interval: 12,
  last_service_date: '2026-09-02',
  last_service_mileage: 160_000,
  mandatory_service_interval: 6,
  mandatory_service_interval_km: 15000,
  notes: 'Spare key in the office',
  is_active: true,
  next_legislation_control: '2027-08-06',
  next_service_date: '2027-03-02',
  next_service_km: 175_000,
  legislation_status: 'ok',
  service_status: 'soon',
  company_id: COMPANY_ID,
  created_by: null,
  created_by_username: 'admin',
  branches: [DURRES, TIRANE],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

function renderVehicles(role: Role = 'admin', overrides: Record<string, unknown> = {}) {
  const getList = vi.fn(async (resource: string) =>
    resource === 'branches' ? { data: [DURRES, TIRANE], total: 2 } : { data: [passat], total: 1 },
  );
  const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
    data: { ...passat, ...data, id: 'new' },
  }));
  const update = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...passat, ...data } }));
  const remove = vi.fn(async () => ({ data: { ...passat, is_active: false } }));
  renderWithAdmin(<VehicleList />, { role, resource: 'vehicles', dataProvider: { getList, create, update, delete: remove, ...overrides } });
  return { getList, create, update, remove };
}

const openAddDialog = (user: User) => openDialog(user, 'Add vehicle', 'Add a Vehicle');

const field = (dialog: HTMLElement, role: 'textbox' | 'spinbutton', name: string) =>
  within(dialog).getByRole(role, { name: new RegExp(`^${name}\\s*$`) });

async function choose(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, select: string, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name: new RegExp(`^${select}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

// Forms of eleven fields take a while to fill in jsdom.
describe('Vehicles', () => {
  it('shows plate, model, mileage in km, the translated type, dates as dd.MM.yyyy and branch names', async () => {
    renderVehicles();
    const row = await rowOf('AA 301 FT');
    expect(within(row).getByText('Volkswagen Passat')).toBeInTheDocument();
    expect(within(row).getByText('168,119 km')).toBeInTheDocument();
    expect(within(row).getByText('Car')).toBeInTheDocument();
    expect(within(row).getByText('06.08.2026')).toBeInTheDocument();
    expect(within(row).getByText('02.09.2026')).toBeInTheDocument();
    expect(within(row).getByText('Durrës, Tiranë')).toBeInTheDocument();
  });

  it('shows the intervals, the km interval, notes and creator at first, as the spec lists them; the Columns button hides one', async () => {
    const user = userEvent.setup();
    renderVehicles();
    const row = await rowOf('AA 301 FT');
    for (const header of ['Legislation control interval', 'Notes', 'Created by']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    expect(within(row).getByText('12 months')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('switch', { name: 'Legislation control interval' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(row).queryByText('12 months')).not.toBeInTheDocument());
  });

  it("shows each vehicle's legislation and service status as a chip, with when it falls due", async () => {
    const user = userEvent.setup();
    renderVehicles();
    const row = await rowOf('AA 301 FT');
    const [legislation, service] = within(row).getAllByText(/^(OK|Due soon|Overdue)$/);
    expect(legislation).toHaveTextContent('OK');
    expect(service).toHaveTextContent('Due soon');
    await user.hover(service!);
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent(/Due on 02\.03\.2027 · .* — Due at 175,000 km · 6,881 km to go/),
    );
  });

  it('filters by due status and sorts by a status column on the server', async () => {
    const user = userEvent.setup();
    const { getList } = renderVehicles();
    await rowOf('AA 301 FT');
    await user.click(screen.getByRole('combobox', { name: 'Due status' }));
    await user.click(await screen.findByRole('option', { name: 'Overdue' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'vehicles',
        expect.objectContaining({ filter: expect.objectContaining({ due: 'overdue' }) }),
      ),
    );
    await user.click(screen.getByRole('button', { name: /^Sort by service status/ }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('vehicles', expect.objectContaining({ sort: { field: 'service_status', order: 'ASC' } })),
    );
  });

  it('keeps the next dates and the service mark in the column selection, hidden at first', async () => {
    const user = userEvent.setup();
    renderVehicles();
    const row = await rowOf('AA 301 FT');
    expect(within(row).queryByText('06.08.2027')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    for (const column of ['Next legislation control', 'Mileage at last service', 'Next service at km'])
      await user.click(await screen.findByRole('switch', { name: column }));
    await user.keyboard('{Escape}');
    const shown = await rowOf('AA 301 FT');
    expect(await within(shown).findByText('06.08.2027')).toBeInTheDocument();
    expect(within(shown).getByText('160,000 km')).toBeInTheDocument();
    expect(within(shown).getByText('175,000 km')).toBeInTheDocument();
  });

  it("exports the list as it is filtered and sorted, in the user's language", async () => {
    const user = userEvent.setup();
    const downloadCsv = vi.fn(async () => undefined);
    const { getList } = renderVehicles('admin', { downloadCsv });
    await rowOf('AA 301 FT');
    await user.type(screen.getByPlaceholderText('Search'), 'passat');
    // The search reaches the list after its short pause.
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('vehicles', expect.objectContaining({ filter: { q: 'passat' } })));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloadCsv).toHaveBeenCalled());
    expect(downloadCsv).toHaveBeenCalledWith('vehicles', { filter: { q: 'passat' }, sort: { field: 'license_plate', order: 'ASC' } }, 'en');
  });

  it('offers the import to those who may add vehicles, not to users', async () => {
    renderVehicles('moderator');
    expect(await screen.findByRole('button', { name: 'Import CSV' })).toBeInTheDocument();
  });

  it('a row links to the vehicle details page', async () => {
    renderVehicles();
    const row = await rowOf('AA 301 FT');
    expect(await within(row).findByRole('link', { name: 'Details' })).toHaveAttribute('href', `/vehicles/${passat.id}/details`);
  });

  it('the add dialog shows the messages of docs/screens.md, Validation, for every required field, only after a submit', async () => {
    const user = userEvent.setup();
    const { create } = renderVehicles();
    const dialog = await openAddDialog(user);
    expect(within(dialog).queryByText('This field is required')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Plate, model, mileage, type, both dates, both intervals in months and the interval in km.
    // A date field's message shows once its picker has loaded (DateInput.tsx loads it with the first date).
    await waitFor(() => expect(within(dialog).getAllByText('This field is required')).toHaveLength(9));
    expect(within(dialog).getByText('At least one branch is required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('rejects a negative mileage, intervals and service km with their own messages', async () => {
    const user = userEvent.setup();
    const { create } = renderVehicles();
    const dialog = await openAddDialog(user);
    await user.type(field(dialog, 'spinbutton', 'Mileage'), '-1');
    await user.type(field(dialog, 'spinbutton', 'Legislation control interval'), '-1');
    await user.type(field(dialog, 'spinbutton', 'Obligatory service interval'), '-1');
    await user.type(field(dialog, 'spinbutton', 'Obligatory service interval in km'), '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Mileage must be 0 or greater')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Must be 0 or greater')).toHaveLength(3);
    expect(create).not.toHaveBeenCalled();
  });

  it('a complete add sends the contract values: plate upper-cased, numbers, dates yyyy-MM-dd, branch ids', async () => {
    const user = userEvent.setup();
    const { create } = renderVehicles();
    const dialog = await openAddDialog(user);
    await user.type(field(dialog, 'textbox', 'License plate'), 'aa 999 zz');
    await user.type(field(dialog, 'textbox', 'Model'), 'Iveco Daily');
    await user.type(field(dialog, 'spinbutton', 'Mileage'), '1200');
    await choose(user, dialog, 'Type', 'Truck');
    await typeDate(user, dialog, 'Last legislation control', '01.03.2026');
    await user.type(field(dialog, 'spinbutton', 'Legislation control interval'), '12');
    await typeDate(user, dialog, 'Last service date', '15.02.2026');
    await user.type(field(dialog, 'spinbutton', 'Obligatory service interval'), '6');
    await user.type(field(dialog, 'spinbutton', 'Obligatory service interval in km'), '20000');
    await choose(user, dialog, 'Branches', 'Tiranë');
    await user.keyboard('{Escape}');
    // The odometer at the last service cannot be ahead of the vehicle.
    await user.type(field(dialog, 'spinbutton', 'Mileage at last service'), '1300');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must not be more than the mileage')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    await user.clear(field(dialog, 'spinbutton', 'Mileage at last service'));
    await user.type(field(dialog, 'spinbutton', 'Mileage at last service'), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![1].data).toEqual({
      license_plate: 'AA 999 ZZ',
      model: 'Iveco Daily',
      mileage: 1200,
      type: 'truck',
      last_legislation_control: '2026-03-01',
      legislation_control_interval: 12,
      last_service_date: '2026-02-15',
      last_service_mileage: 1000,
      mandatory_service_interval: 6,
      mandatory_service_interval_km: 20000,
      notes: null,
      branches: [TIRANE.id],
    });
    expect(await screen.findByText('Vehicle created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a Vehicle' })).not.toBeInTheDocument());
  });

  it('offers only the branches the API lists for the user', async () => {
    const user = userEvent.setup();
    renderVehicles('moderator', {
      getList: vi.fn(async (resource: string) => (resource === 'branches' ? { data: [TIRANE], total: 1 } : { data: [passat], total: 1 })),
    });
    const dialog = await openAddDialog(user);
    await user.click(within(dialog).getByRole('combobox', { name: /^Branches/ }));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Tiranë']);
  });

  it('closing the add dialog with entered data asks first: Keep Editing keeps it, Discard closes it', async () => {
    const user = userEvent.setup();
    renderVehicles();
    const dialog = await openAddDialog(user);
    await user.type(field(dialog, 'textbox', 'Model'), 'Half typed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const prompt = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    expect(within(prompt).getByText('Are you sure you want to cancel? All entered data will be lost.')).toBeInTheDocument();
    await user.click(within(prompt).getByRole('button', { name: 'Keep Editing' }));
    expect(await within(dialog).findByRole('textbox', { name: /^Model/ })).toHaveValue('Half typed');
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unsaved Changes' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a Vehicle' })).not.toBeInTheDocument());
  });

  it('the edit dialog shows dates as dd.MM.yyyy and branches by name, and saves them as yyyy-MM-dd and ids', async () => {
    const user = userEvent.setup();
    const { update } = renderVehicles();
    await user.click(await within(await rowOf('AA 301 FT')).findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit a Vehicle' });
    expect(field(dialog, 'textbox', 'License plate')).toHaveValue('AA 301 FT');
    expect(field(dialog, 'spinbutton', 'Mileage')).toHaveValue(168119);
    expect(await shownDate(dialog, 'Last legislation control')).toBe('06.08.2026');
    expect(await shownDate(dialog, 'Last service date')).toBe('02.09.2026');
    expect(within(dialog).getByText('Durrës')).toBeInTheDocument();
    expect(within(dialog).getByText('Tiranë')).toBeInTheDocument();
    await user.clear(field(dialog, 'spinbutton', 'Mileage'));
    await user.type(field(dialog, 'spinbutton', 'Mileage'), '170000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1].data).toMatchObject({
      mileage: 170000,
      last_legislation_control: '2026-08-06',
      last_service_date: '2026-09-02',
      branches: [DURRES.id, TIRANE.id],
    });
    expect(await screen.findByText('Vehicle modified successfully')).toBeInTheDocument();
  });

  it('the legislation and service fields explain themselves in a tooltip', async () => {
    const user = userEvent.setup();
    renderVehicles();
    const dialog = await openAddDialog(user);
    const hint = within(dialog).getByRole('button', { name: 'About: Obligatory service interval in km' });
    await user.hover(hint);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('whichever comes first');
    expect(within(dialog).getByRole('button', { name: 'About: Last legislation control' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'About: Legislation control interval' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'About: Last service date' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'About: Obligatory service interval' })).toBeInTheDocument();
  });

  it('archive says so on the button, in the question and in the toast; confirming archives it', async () => {
    const user = userEvent.setup();
    const { remove } = renderVehicles();
    const row = await rowOf('AA 301 FT');
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(await within(row).findByRole('button', { name: 'Archive' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(confirm).toHaveTextContent(
      'AA 301 FT will be archived: it leaves the lists and the maintenance forms; its maintenance history stays.',
    );
    expect(within(confirm).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Vehicle archived successfully')).toBeInTheDocument();
  });

  it('"Archived" lists the archived vehicles; an archived row offers Restore instead of Archive, and restores it', async () => {
    const user = userEvent.setup();
    const archived = { ...passat, is_active: false };
    const getList = vi.fn(async (resource: string, params: { filter: Record<string, unknown> }) => {
      if (resource === 'branches') return { data: [DURRES, TIRANE], total: 2 };
      return params.filter.isActive === false ? { data: [archived], total: 1 } : { data: [passat], total: 1 };
    });
    const restore = vi.fn(async () => ({ data: passat }));
    renderVehicles('moderator', { getList, restore });
    await rowOf('AA 301 FT');
    await user.click(screen.getByRole('switch', { name: 'Archived' }));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('vehicles', expect.objectContaining({ filter: { isActive: false } })));
    const row = await rowOf('AA 301 FT');
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Restore' })).toBeInTheDocument());
    expect(within(row).queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(restore).toHaveBeenCalledWith('vehicles', { id: passat.id }));
    expect(await screen.findByText('Vehicle restored successfully')).toBeInTheDocument();

    // Off again, the list is the active vehicles.
    await user.click(screen.getByRole('switch', { name: 'Archived' }));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('vehicles', expect.objectContaining({ filter: {} })));
  });

  it('a user, who may not archive, has no "Archived" filter', async () => {
    renderVehicles('user');
    await rowOf('AA 301 FT');
    expect(screen.queryByRole('switch', { name: 'Archived' })).not.toBeInTheDocument();
  });

  it('ticked rows open a bar with their count, an export of them and an archive that names what happens', async () => {
    const user = userEvent.setup();
    const golf = { ...passat, id: '00000000-0000-4000-8000-000000000a02', license_plate: 'AA 512 HK' };
    const getList = vi.fn(async (resource: string) =>
      resource === 'branches' ? { data: [DURRES, TIRANE], total: 2 } : { data: [passat, golf], total: 2 },
    );
    const deleteMany = vi.fn(async (_resource: string, { ids }: { ids: string[] }) => ({ data: ids }));
    const downloadCsv = vi.fn(async () => undefined);
    renderVehicles('admin', { getList, deleteMany, downloadCsv });
    expect(screen.queryByRole('region', { name: 'Selected rows' })).not.toBeInTheDocument();
    await user.click(within(await rowOf('AA 301 FT')).getByRole('checkbox'));
    await user.click(within(await rowOf('AA 512 HK')).getByRole('checkbox'));
    const bar = await screen.findByRole('region', { name: 'Selected rows' });
    expect(bar).toHaveTextContent('2 rows selected');

    await user.click(within(bar).getByRole('button', { name: 'Export selection' }));
    await waitFor(() =>
      expect(downloadCsv).toHaveBeenCalledWith(
        'vehicles',
        { filter: { ids: `${passat.id},${golf.id}` }, sort: { field: 'license_plate', order: 'ASC' } },
        'en',
      ),
    );

    await user.click(within(bar).getByRole('button', { name: 'Archive' }));
    const confirm = await screen.findByRole('dialog', { name: 'Archive 2 vehicles?' });
    expect(confirm).toHaveTextContent(
      '2 vehicles will be archived: they leave the lists and the maintenance forms; their maintenance history stays.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(deleteMany).toHaveBeenCalledWith('vehicles', { ids: [passat.id, golf.id] }));
    expect(await screen.findByText('2 vehicles archived')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selected rows' })).not.toBeInTheDocument());
  });

  it('a user ticks rows to export them, with no archive', async () => {
    const user = userEvent.setup();
    renderVehicles('user', { downloadCsv: vi.fn(async () => undefined) });
    await user.click(within(await rowOf('AA 301 FT')).getByRole('checkbox'));
    const bar = await screen.findByRole('region', { name: 'Selected rows' });
    expect(within(bar).getByRole('button', { name: 'Export selection' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selected rows' })).not.toBeInTheDocument());
  });

  it('a user reads vehicles: no add, edit, delete or import, but details and the export', async () => {
    renderVehicles('user');
    const row = await rowOf('AA 301 FT');
    expect(await within(row).findByRole('link', { name: 'Details' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add vehicle' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument();
  });

  it('a superadmin names the company first, then picks among its branches', async () => {
    const user = userEvent.setup();
    const otherCompany = { id: '00000000-0000-4000-8000-0000000000c2', name: 'Rheinland Reisen' };
    const koeln = { id: '00000000-0000-4000-8000-0000000000b9', name: 'Köln', company_id: otherCompany.id };
    const getList = vi.fn(async (resource: string, params: { filter: Record<string, unknown> }) => {
      if (resource === 'companies') return { data: [otherCompany], total: 1 };
      if (resource === 'branches') return { data: params.filter.company_id === otherCompany.id ? [koeln] : [DURRES, TIRANE], total: 1 };
      return { data: [passat], total: 1 };
    });
    renderVehicles('superadmin', { getList });
    const dialog = await openAddDialog(user);
    expect(within(dialog).getByText('Choose the company first')).toBeInTheDocument();
    await choose(user, dialog, 'Company', 'Rheinland Reisen');
    await choose(user, dialog, 'Branches', 'Köln');
    expect(getList).toHaveBeenCalledWith('branches', expect.objectContaining({ filter: { company_id: otherCompany.id } }));
  });
});
