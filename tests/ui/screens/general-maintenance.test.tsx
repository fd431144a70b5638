import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'ra-core';
import type { Role } from '../../../contract/roles';
import { i18nProvider } from '../../../src/i18n';
import { GeneralMaintenanceList } from '../../../src/resources/general-maintenance/GeneralMaintenanceList';
import { renderWithAdmin } from '../support/renderWithAdmin';
import { type User, openDialog, rowOf, shownDate, typeDate } from '../support/screen';

const bus = {
  id: '00000000-0000-4000-8000-0000000000b1',
  license_plate: 'AA 123 BB',
  model: 'Mercedes Sprinter',
  is_active: true,
};
const van = {
  id: '00000000-0000-4000-8000-0000000000b2',
  license_plate: 'TR 777 CD',
  model: 'Fiat Ducato',
  is_active: false,
};

/** The API may answer a timestamp; the edit form must still show yyyy-MM-dd. */
const oilChange = {
  id: '00000000-0000-4000-8000-0000000000e1',
  service_type: 'Oil change',
  service_date: '2026-02-03T00:00:00.000Z',
  cost: 1234.5,
  mileage: 182000,
  notes: 'Synthetic 5W-30',
  vehicle_id: van.id,
  vehicle_license_plate: van.license_plate,
  company_id: '00000000-0000-4000-8000-0000000000c1',
  created_by: '00000000-0000-4000-8000-00000000000a',
  created_by_username: 'mechanic.ardit',
  createdAt: '2026-02-03T10:00:00Z',
  updatedAt: '2026-02-03T10:00:00Z',
};

interface Options {
  role?: Role;
  activeVehicles?: (typeof bus)[];
  overrides?: Record<string, unknown>;
}

function renderGeneralMaintenance({ role = 'admin', activeVehicles = [bus], overrides = {} }: Options = {}) {
  const getList = vi.fn(async (resource: string, params: GetListParams) => {
    if (resource === 'vehicles') {
      const search = String(params.filter?.q ?? '').toLowerCase();
      const found = activeVehicles.filter((vehicle) => vehicle.license_plate.toLowerCase().includes(search));
      return { data: found.slice(0, params.pagination?.perPage ?? 25), total: found.length };
    }
    return { data: [oilChange], total: 1 };
  });
  const getMany = vi.fn(async (_resource: string, { ids }: { ids: string[] }) => ({
    data: [bus, van].filter((vehicle) => ids.includes(vehicle.id)),
  }));
  const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
    data: { ...oilChange, ...data, id: 'new' },
  }));
  const update = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...oilChange, ...data } }));
  const remove = vi.fn(async () => ({ data: oilChange }));
  renderWithAdmin(<GeneralMaintenanceList />, {
    role,
    resource: 'voluntary-maintenance',
    dataProvider: { getList, getMany, create, update, delete: remove, ...overrides },
  });
  return { getList, getMany, create, update, remove };
}

const openAddDialog = (user: User) => openDialog(user, 'Add record', 'Add a general maintenance record');

async function chooseVehicle(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, plate: string) {
  await user.type(within(dialog).getByRole('combobox', { name: /Vehicle/ }), plate.slice(0, 2));
  await user.click(await screen.findByRole('option', { name: new RegExp(plate) }));
}

describe('General maintenance', () => {
  it('lists a record with its date, cost, mileage, notes, vehicle link and author', async () => {
    renderGeneralMaintenance();
    const row = await rowOf(await screen.findByText('Oil change').then((cell) => cell.textContent!));
    expect(within(row).getByText('03.02.2026')).toBeInTheDocument();
    expect(within(row).getByText('1,234.50 €')).toBeInTheDocument();
    expect(within(row).getByText('182,000 km')).toBeInTheDocument();
    expect(within(row).getByText('Synthetic 5W-30')).toBeInTheDocument();
    expect(within(row).getByText('mechanic.ardit')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'TR 777 CD' })).toHaveAttribute('href', `/vehicles/${van.id}/details`);
  });

  it('asks the API for the newest records first', async () => {
    const { getList } = renderGeneralMaintenance();
    await screen.findByText('Oil change');
    const listCall = getList.mock.calls.find(([resource]) => resource === 'voluntary-maintenance')!;
    expect(listCall[1].sort).toEqual({ field: 'service_date', order: 'DESC' });
  });

  it('the date range filter asks the API for records between the two days', async () => {
    const user = userEvent.setup();
    const { getList } = renderGeneralMaintenance();
    await screen.findByText('Oil change');
    await typeDate(user, document.body, 'From', '01.01.2026');
    await typeDate(user, document.body, 'To', '31.01.2026');
    await waitFor(() =>
      expect(getList).toHaveBeenCalledWith(
        'voluntary-maintenance',
        expect.objectContaining({ filter: { dateFrom: '2026-01-01', dateTo: '2026-01-31' } }),
      ),
    );
  });

  it('shows "This field is required" for service type, date, cost, mileage and vehicle only after a submit', async () => {
    const user = userEvent.setup();
    const { create } = renderGeneralMaintenance();
    const dialog = await openAddDialog(user);
    expect(within(dialog).queryByText('This field is required')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // A date field's message shows once its picker has loaded (DateInput.tsx loads it with the first date).
    await waitFor(() => expect(within(dialog).getAllByText('This field is required')).toHaveLength(5));
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses a negative cost and mileage, and a cost that is not a number, with the spec messages', async () => {
    const user = userEvent.setup();
    const { create } = renderGeneralMaintenance();
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Cost/ }), '-5');
    await user.type(within(dialog).getByRole('textbox', { name: /Mileage/ }), '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Cost must be 0 or greater')).toBeInTheDocument();
    expect(within(dialog).getByText('Mileage must be 0 or greater')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /Cost/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Cost/ }), 'twelve');
    expect(await within(dialog).findByText('Please enter a valid number')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('a successful add sends what the contract makes of the form: numbers as numbers, empty notes as null', async () => {
    const user = userEvent.setup();
    const { create } = renderGeneralMaintenance();
    const dialog = await openAddDialog(user);
    await chooseVehicle(user, dialog, 'AA 123 BB');
    await user.type(within(dialog).getByRole('textbox', { name: /Service type/ }), ' Brake pads ');
    await typeDate(user, dialog, 'Last service date', '15.03.2026');
    await user.type(within(dialog).getByRole('textbox', { name: /Cost/ }), '240,50');
    await user.type(within(dialog).getByRole('textbox', { name: /Mileage/ }), '185300');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![1].data).toEqual({
      vehicle_id: bus.id,
      service_type: 'Brake pads',
      service_date: '2026-03-15',
      cost: 240.5,
      mileage: 185300,
      notes: null,
    });
    expect(await screen.findByText('General maintenance created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers only the vehicles the API finds for the typed text, by plate with the model beneath', async () => {
    const user = userEvent.setup();
    const { getList } = renderGeneralMaintenance();
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByRole('combobox', { name: /Vehicle/ }), 'AA');
    expect(await screen.findByRole('option', { name: /AA 123 BB/ })).toHaveTextContent('Mercedes Sprinter');
    await waitFor(() => expect(getList).toHaveBeenCalledWith('vehicles', expect.objectContaining({ filter: { q: 'AA' } })));
  });

  it('closing the add dialog with entered data asks first; an untouched one closes at once', async () => {
    const user = userEvent.setup();
    renderGeneralMaintenance();
    let dialog = await openAddDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openAddDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Service type/ }), 'Tyres');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const prompt = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    await user.click(within(prompt).getByRole('button', { name: 'Keep Editing' }));
    expect(await within(dialog).findByRole('textbox', { name: /Service type/ })).toHaveValue('Tyres');
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unsaved Changes' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the edit dialog is prefilled from the row: the date as dd.MM.yyyy, the archived vehicle by its plate with a note', async () => {
    const user = userEvent.setup();
    const { update } = renderGeneralMaintenance();
    await screen.findByText('Oil change');
    await user.click(await within(await rowOf('Oil change')).findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit a general maintenance record' });
    expect(within(dialog).getByRole('textbox', { name: /Service type/ })).toHaveValue('Oil change');
    expect(await shownDate(dialog, 'Last service date')).toBe('03.02.2026');
    expect(within(dialog).getByRole('textbox', { name: /Cost/ })).toHaveValue('1234.5');
    expect(within(dialog).getByRole('textbox', { name: /Mileage/ })).toHaveValue('182000');
    expect(within(dialog).getByRole('textbox', { name: /Notes/ })).toHaveValue('Synthetic 5W-30');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Vehicle/ })).toHaveValue('TR 777 CD'));
    expect(
      within(dialog).getByText('This vehicle is archived. The record may keep it; new records need an active vehicle.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1].data).toEqual({
      vehicle_id: van.id,
      service_type: 'Oil change',
      service_date: '2026-02-03',
      cost: 1234.5,
      mileage: 182000,
      notes: 'Synthetic 5W-30',
    });
    expect(await screen.findByText('General maintenance modified successfully')).toBeInTheDocument();
  });

  it('a German user reads and writes the cost with a decimal comma; the API still gets a number', async () => {
    await i18nProvider.changeLocale('de');
    try {
      const user = userEvent.setup();
      const { update } = renderGeneralMaintenance();
      await screen.findByText('Oil change');
      await user.click(await within(await rowOf('Oil change')).findByRole('button', { name: 'Bearbeiten' }));
      const dialog = await screen.findByRole('dialog', { name: 'Allgemeine Wartung bearbeiten' });
      const cost = within(dialog).getByRole('textbox', { name: /Kosten/ });
      expect(cost).toHaveValue('1234,5');
      await user.clear(cost);
      await user.type(cost, '99,95');
      expect(cost).toHaveValue('99,95');
      await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
      await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
      expect(update.mock.calls[0]![1].data).toMatchObject({ cost: 99.95 });
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });

  it('without an active vehicle, the add dialog shows a red message instead of the form', async () => {
    const user = userEvent.setup();
    const { create } = renderGeneralMaintenance({ activeVehicles: [] });
    const dialog = await openAddDialog(user);
    const message = within(dialog).getByRole('alert');
    expect(message).toHaveTextContent('No vehicles available');
    expect(message).toHaveTextContent('Add an active vehicle first, then record its maintenance.');
    expect(message.className).toMatch(/Error/);
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(create).not.toHaveBeenCalled();
  });

  it('a user may add and edit records but has no Delete', async () => {
    renderGeneralMaintenance({ role: 'user' });
    await screen.findByText('Oil change');
    expect(await screen.findByRole('button', { name: 'Add record' })).toBeInTheDocument();
    expect(await within(await rowOf('Oil change')).findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(await rowOf('Oil change')).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('an admin deletes a record after confirming', async () => {
    const user = userEvent.setup();
    const { remove } = renderGeneralMaintenance();
    await screen.findByText('Oil change');
    await user.click(await within(await rowOf('Oil change')).findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(confirm).toHaveTextContent('Oil change · TR 777 CD will be deleted.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('General maintenance deleted successfully')).toBeInTheDocument();
  });
});
