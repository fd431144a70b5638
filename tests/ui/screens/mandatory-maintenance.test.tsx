import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'ra-core';
import type { Role } from '../../../contract/roles';
import { MandatoryMaintenanceList } from '../../../src/resources/mandatory-maintenance/MandatoryMaintenanceList';
import { renderWithAdmin } from '../support/renderWithAdmin';
import { type User, openDialog, rowOf, shownDate, typeDate } from '../support/screen';

const truck = {
  id: '00000000-0000-4000-8000-0000000000b3',
  license_plate: 'DR 456 EF',
  model: 'Volvo FH',
  is_active: true,
};

/** The API may answer a timestamp; the edit form must still show yyyy-MM-dd. */
const registration = {
  id: '00000000-0000-4000-8000-0000000000f1',
  service_type: 'Registration',
  finished_on: '2025-11-20T00:00:00.000Z',
  cost: 85,
  mileage: 240500,
  notes: null,
  vehicle_id: truck.id,
  vehicle_license_plate: truck.license_plate,
  company_id: '00000000-0000-4000-8000-0000000000c1',
  created_by: '00000000-0000-4000-8000-00000000000a',
  created_by_username: 'admin',
  createdAt: '2025-11-20T10:00:00Z',
  updatedAt: '2025-11-20T10:00:00Z',
};

interface Options {
  role?: Role;
  activeVehicles?: (typeof truck)[];
}

function renderMandatoryMaintenance({ role = 'admin', activeVehicles = [truck] }: Options = {}) {
  const getList = vi.fn(async (resource: string, params: GetListParams) => {
    if (resource === 'vehicles') {
      const search = String(params.filter?.q ?? '').toLowerCase();
      const found = activeVehicles.filter((vehicle) => vehicle.license_plate.toLowerCase().includes(search));
      return { data: found.slice(0, params.pagination?.perPage ?? 25), total: found.length };
    }
    return { data: [registration], total: 1 };
  });
  const getMany = vi.fn(async (_resource: string, { ids }: { ids: string[] }) => ({
    data: [truck].filter((vehicle) => ids.includes(vehicle.id)),
  }));
  const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
    data: { ...registration, ...data, id: 'new' },
  }));
  const update = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...registration, ...data } }));
  const remove = vi.fn(async () => ({ data: registration }));
  renderWithAdmin(<MandatoryMaintenanceList />, {
    role,
    resource: 'mandatory-maintenance',
    dataProvider: { getList, getMany, create, update, delete: remove },
  });
  return { getList, create, update, remove };
}

const openAddDialog = (user: User) => openDialog(user, 'Add record', 'Add a mandatory maintenance record');

async function openRowMenu(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('DR 456 EF');
  await user.click(await within(await rowOf('DR 456 EF')).findByRole('button', { name: 'More actions' }));
  return screen.findByRole('menu');
}

describe('Mandatory maintenance', () => {
  it('has its headline and lists a record with its service type in the user’s language', async () => {
    renderMandatoryMaintenance();
    expect(await screen.findByRole('heading', { name: 'Mandatory maintenance' })).toBeInTheDocument();
    const row = await rowOf(await screen.findByText('DR 456 EF').then((cell) => cell.textContent!));
    expect(within(row).getByText('Registration')).toBeInTheDocument();
    expect(within(row).getByText('20.11.2025')).toBeInTheDocument();
    expect(within(row).getByText('85.00 €')).toBeInTheDocument();
    expect(within(row).getByText('240,500 km')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'DR 456 EF' })).toHaveAttribute('href', `/vehicles/${truck.id}/details`);
  });

  it('the row menu of an admin holds Edit and Delete', async () => {
    const user = userEvent.setup();
    renderMandatoryMaintenance();
    const menu = await openRowMenu(user);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Delete']);
  });

  it('the row menu of a user holds only Edit, and the user may still add', async () => {
    const user = userEvent.setup();
    renderMandatoryMaintenance({ role: 'user' });
    expect(await screen.findByRole('button', { name: 'Add record' })).toBeInTheDocument();
    const menu = await openRowMenu(user);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit']);
  });

  it('shows "This field is required" for service type, finished on, cost, mileage and vehicle only after a submit', async () => {
    const user = userEvent.setup();
    const { create } = renderMandatoryMaintenance();
    const dialog = await openAddDialog(user);
    expect(within(dialog).queryByText('This field is required')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    // A date field's message shows once its picker has loaded (DateInput.tsx loads it with the first date).
    await waitFor(() => expect(within(dialog).getAllByText('This field is required')).toHaveLength(5));
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses a negative cost and mileage with the spec messages', async () => {
    const user = userEvent.setup();
    const { create } = renderMandatoryMaintenance();
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Cost/ }), '-0.01');
    await user.type(within(dialog).getByRole('textbox', { name: /Mileage/ }), '-10');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Cost must be 0 or greater')).toBeInTheDocument();
    expect(within(dialog).getByText('Mileage must be 0 or greater')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('a successful add sends what the contract makes of the form, the service type as the API names it', async () => {
    const user = userEvent.setup();
    const { create } = renderMandatoryMaintenance();
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByRole('combobox', { name: /Vehicle/ }), 'DR');
    await user.click(await screen.findByRole('option', { name: /DR 456 EF/ }));
    await user.click(within(dialog).getByRole('combobox', { name: /Service type/ }));
    await user.click(await screen.findByRole('option', { name: 'Service' }));
    await typeDate(user, dialog, 'Finished on', '02.04.2026');
    await user.type(within(dialog).getByRole('textbox', { name: /Cost/ }), '0');
    await user.type(within(dialog).getByRole('textbox', { name: /Mileage/ }), '241000');
    await user.type(within(dialog).getByRole('textbox', { name: /Notes/ }), 'Warranty service');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![1].data).toEqual({
      vehicle_id: truck.id,
      service_type: 'Service',
      finished_on: '2026-04-02',
      cost: 0,
      mileage: 241000,
      notes: 'Warranty service',
    });
    expect(await screen.findByText('Mandatory maintenance created successfully')).toBeInTheDocument();
  });

  it('closing the add dialog with entered data asks before discarding it', async () => {
    const user = userEvent.setup();
    renderMandatoryMaintenance();
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Mileage/ }), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const prompt = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    expect(prompt).toHaveTextContent('Are you sure you want to cancel? All entered data will be lost.');
    await user.click(within(prompt).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the edit dialog is prefilled from the row with the date as dd.MM.yyyy', async () => {
    const user = userEvent.setup();
    const { update } = renderMandatoryMaintenance();
    const menu = await openRowMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit a mandatory maintenance record' });
    expect(await shownDate(dialog, 'Finished on')).toBe('20.11.2025');
    expect(within(dialog).getByRole('combobox', { name: /Service type/ })).toHaveTextContent('Registration');
    expect(within(dialog).getByRole('textbox', { name: /Cost/ })).toHaveValue('85');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Vehicle/ })).toHaveValue('DR 456 EF'));
    expect(within(dialog).queryByText(/This vehicle is archived/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1].data).toEqual({
      vehicle_id: truck.id,
      service_type: 'Registration',
      finished_on: '2025-11-20',
      cost: 85,
      mileage: 240500,
      notes: null,
    });
    expect(await screen.findByText('Mandatory maintenance modified successfully')).toBeInTheDocument();
  });

  it('without an active vehicle, Add shows a destructive toast and opens no dialog', async () => {
    const user = userEvent.setup();
    renderMandatoryMaintenance({ activeVehicles: [] });
    await screen.findByText('DR 456 EF');
    await user.click(await screen.findByRole('button', { name: 'Add record' }));
    const toast = await screen.findByText('No vehicles available');
    expect(screen.getByText('Add an active vehicle first, then record its maintenance.')).toBeInTheDocument();
    expect(toast.closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an admin deletes a record from the row menu after confirming', async () => {
    const user = userEvent.setup();
    const { remove } = renderMandatoryMaintenance();
    const menu = await openRowMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(confirm).toHaveTextContent('Registration · DR 456 EF will be deleted.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Mandatory maintenance deleted successfully')).toBeInTheDocument();
  });
});
