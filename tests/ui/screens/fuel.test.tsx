import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'ra-core';
import { RecordContextProvider } from 'ra-core';
import type { Role } from '../../../contract/roles';
import { i18nProvider } from '../../../src/i18n';
import { FuelList } from '../../../src/resources/fuel/FuelList';
import { ImportCsvDialog } from '../../../src/resources/shared/csv/ImportCsvDialog';
import { FuelEconomy } from '../../../src/resources/fuel/FuelEconomy';
import { knownConsumption, usualUnit } from '../../../src/resources/fuel/fuelEconomy';
import { renderWithAdmin } from '../support/renderWithAdmin';
import { openDialog, rowOf, typeDate } from '../support/screen';

const bus = { id: '00000000-0000-4000-8000-0000000000b1', license_plate: 'AA 123 BB', model: 'Setra S 516 HD', is_active: true };

const diesel = {
  id: '00000000-0000-4000-8000-0000000000f1',
  filled_on: '2026-03-02',
  quantity: 1234.5,
  unit: 'l',
  adblue_litres: 12,
  cost: 2199.99,
  odometer: 182000,
  full: true,
  station: 'Kastrati Durrës Port',
  notes: null,
  vehicle_id: bus.id,
  vehicle_license_plate: bus.license_plate,
  company_id: '00000000-0000-4000-8000-0000000000c1',
  created_by: null,
  created_by_username: 'admin',
  version: 3,
  createdAt: '2026-03-02T10:00:00Z',
  updatedAt: '2026-03-02T10:00:00Z',
};
const charge = {
  ...diesel,
  id: '00000000-0000-4000-8000-0000000000f2',
  quantity: 41.8,
  unit: 'kWh',
  adblue_litres: null,
  full: false,
  station: 'EnBW Köln-Ehrenfeld',
};

function renderFuel(role: Role = 'admin') {
  const getList = vi.fn(async (resource: string, params: GetListParams) => {
    if (resource === 'vehicles') {
      const search = String(params.filter?.q ?? '').toLowerCase();
      const found = [bus].filter((vehicle) => vehicle.license_plate.toLowerCase().includes(search));
      return { data: found, total: found.length };
    }
    return { data: [diesel, charge], total: 2 };
  });
  const getMany = vi.fn(async () => ({ data: [bus] }));
  const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
    data: { ...diesel, ...data, id: 'new' },
  }));
  const update = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...diesel, ...data } }));
  renderWithAdmin(<FuelList />, { role, resource: 'fuel', dataProvider: { getList, getMany, create, update } });
  return { getList, create, update };
}

describe('Fuel', () => {
  it('lists each entry with its quantity in its unit, full or partial, AdBlue, cost and odometer', async () => {
    renderFuel();
    const row = await rowOf('Kastrati Durrës Port');
    expect(within(row).getByText('1,234.50 l')).toBeInTheDocument();
    expect(within(row).getByText('12.00 l')).toBeInTheDocument();
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(within(row).getByText('2,199.99 €')).toBeInTheDocument();
    expect(within(row).getByText('182,000 km')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'AA 123 BB' })).toBeInTheDocument();
    const partial = (await screen.findByText('41.80 kWh')).closest('tr')!;
    expect(within(partial).getByText('Partial')).toBeInTheDocument();
  });

  it('asks the API for the newest entries first, and filters by unit', async () => {
    const user = userEvent.setup();
    const { getList } = renderFuel();
    await rowOf('Kastrati Durrës Port');
    expect(getList).toHaveBeenCalledWith('fuel', expect.objectContaining({ sort: { field: 'filled_on', order: 'DESC' } }));
    await user.click(screen.getByRole('combobox', { name: 'Unit' }));
    await user.click(await screen.findByRole('option', { name: 'Kilowatt-hours (kWh)' }));
    await waitFor(() => expect(getList).toHaveBeenCalledWith('fuel', expect.objectContaining({ filter: { unit: 'kWh' } })));
  });

  it('checks the form with the contract: required fields, and at most 2 decimals', async () => {
    const user = userEvent.setup();
    const { create } = renderFuel();
    const dialog = await openDialog(user, 'Add entry', 'Add a fuel entry');
    expect(within(dialog).getByRole('checkbox', { name: /Filled up/ })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: /Quantity/ }), '52.345');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Can have at most 2 decimals')).toBeInTheDocument();
    expect(within(dialog).getAllByText('This field is required').length).toBe(4);
    expect(create).not.toHaveBeenCalled();
  });

  it('a partial fill in a German form sends numbers, the unit and full: false', async () => {
    await i18nProvider.changeLocale('de');
    try {
      const user = userEvent.setup();
      const { create } = renderFuel();
      const dialog = await openDialog(user, 'Tankvorgang erfassen', 'Tankvorgang erfassen');
      await user.type(within(dialog).getByRole('combobox', { name: /Fahrzeug/ }), 'AA');
      await user.click(await screen.findByRole('option', { name: /AA 123 BB/ }));
      await typeDate(user, dialog, 'Datum', '15.03.2026');
      await user.type(within(dialog).getByRole('textbox', { name: /Kilometer/ }), '185300');
      await user.type(within(dialog).getByRole('textbox', { name: /Menge/ }), '52,3');
      await user.click(within(dialog).getByRole('checkbox', { name: /Vollgetankt/ }));
      await user.type(within(dialog).getByRole('textbox', { name: /Kosten/ }), '84,99');
      await user.type(within(dialog).getByRole('textbox', { name: /Tank/ }), ' Eni Vlorë ');
      await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
      await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
      expect(create.mock.calls[0]![1].data).toEqual({
        vehicle_id: bus.id,
        filled_on: '2026-03-15',
        quantity: 52.3,
        unit: 'l',
        full: false,
        adblue_litres: null,
        cost: 84.99,
        odometer: 185300,
        station: 'Eni Vlorë',
        notes: null,
      });
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });

  it('an entry whose odometer waits for review shows a flag in its row, and saving one says the mileage stayed (issue 29)', async () => {
    const user = userEvent.setup();
    const { create } = renderFuel();
    const row = await rowOf('Kastrati Durrës Port');
    expect(within(row).queryByRole('img', { name: 'Flagged' })).toBeNull();
    create.mockImplementationOnce(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...diesel, ...data, id: 'new', flagged: true },
    }));
    const dialog = await openDialog(user, 'Add entry', 'Add a fuel entry');
    await user.type(within(dialog).getByRole('combobox', { name: /Vehicle/ }), 'AA');
    await user.click(await screen.findByRole('option', { name: /AA 123 BB/ }));
    await typeDate(user, dialog, 'Date', '15.03.2026');
    await user.type(within(dialog).getByRole('textbox', { name: /Odometer/ }), '9999999');
    await user.type(within(dialog).getByRole('textbox', { name: /Quantity/ }), '40');
    await user.type(within(dialog).getByRole('textbox', { name: /Cost/ }), '60');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fuel entry created successfully')).toBeInTheDocument();
    expect(
      screen.getByText(/implies more than 2,000 km a day since the reading before: it waits for an admin or a moderator to review it/),
    ).toBeInTheDocument();
  });

  it('a flagged entry in the list carries the flag beside its odometer', async () => {
    renderWithAdmin(<FuelList />, {
      role: 'admin',
      resource: 'fuel',
      dataProvider: { getList: vi.fn(async () => ({ data: [{ ...diesel, odometer: 9_999_999, flagged: true }], total: 1 })) },
    });
    const row = await rowOf('Kastrati Durrës Port');
    expect(within(row).getByText('9,999,999 km')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Flagged' })).toBeInTheDocument();
  });

  it('the edit form holds the entry as it is, and a user may edit but not delete', async () => {
    const user = userEvent.setup();
    renderFuel('user');
    const row = await rowOf('Kastrati Durrës Port');
    const editButton = await within(row).findByRole('button', { name: 'Edit' });
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(editButton);
    const dialog = await screen.findByRole('dialog', { name: 'Edit a fuel entry' });
    expect(within(dialog).getByRole('textbox', { name: /Quantity/ })).toHaveValue('1234.5');
    expect(within(dialog).getByRole('textbox', { name: /AdBlue/ })).toHaveValue('12');
    expect(within(dialog).getByRole('textbox', { name: /Station/ })).toHaveValue('Kastrati Durrës Port');
    expect(within(dialog).getByRole('checkbox', { name: /Filled up/ })).toBeChecked();
  });
});

describe('Importing fuel entries', () => {
  it('the dry run shows what will be created: litres to 2 decimals, the unit, full or not, the odometer in km', async () => {
    const user = userEvent.setup();
    const importCsv = vi.fn(async () => ({
      dry_run: true,
      rows: 1,
      valid_rows: 1,
      unchanged: 0,
      created: 0,
      ignored_columns: [],
      errors: [],
      preview: [
        {
          filled_on: '2026-03-02',
          quantity: 52.3,
          unit: 'l',
          adblue_litres: 4.5,
          cost: 84.99,
          odometer: 10250,
          full: false,
          station: 'Eni Vlorë',
          notes: null,
          vehicle_license_plate: 'AA 123 BB',
        },
      ],
    }));
    renderWithAdmin(<ImportCsvDialog resource="fuel" onClose={() => undefined} />, { resource: 'fuel', dataProvider: { importCsv } });
    await user.upload(await screen.findByLabelText('Choose a CSV file'), new File(['Date\n'], 'fuel.csv', { type: 'text/csv' }));
    await user.click(await screen.findByRole('button', { name: 'Check file' }));
    expect(importCsv).toHaveBeenCalledWith('fuel', expect.any(File), { dryRun: true, companyId: undefined });
    const preview = await screen.findByRole('table', { name: 'What will be created' });
    const [head, row] = within(preview).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Quantity', 'Unit', 'AdBlue (l)', 'Cost', 'Odometer', 'Full', 'Station', 'Notes', 'Vehicle']);
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['02.03.2026', '52.30', 'l', '4.50', '84.99 €', '10,250 km', 'No', 'Eni Vlorë', '', 'AA 123 BB']);
  });
});

describe("A vehicle's consumption and cost per km", () => {
  const show = (vehicle: object) =>
    renderWithAdmin(
      <RecordContextProvider value={{ id: bus.id, ...vehicle }}>
        <FuelEconomy />
      </RecordContextProvider>,
    );

  it('says what is missing while a vehicle has no two full fills, nor km between its readings', async () => {
    show({ consumption: { l: null, kWh: null }, cost_per_km: null });
    expect(await screen.findByTestId('fuel-consumption')).toHaveTextContent('Not enough full fills yet');
    expect(screen.getByTestId('fuel-cost-per-km')).toHaveTextContent('Not enough readings yet');
  });

  it('shows each unit it is known in, litres first, and the cost per km to the tenth of a cent', async () => {
    show({ consumption: { l: 5.1, kWh: 18.4 }, cost_per_km: 0.185 });
    expect(await screen.findByTestId('fuel-consumption')).toHaveTextContent('5.10 l/100 km · 18.40 kWh/100 km');
    expect(screen.getByTestId('fuel-cost-per-km')).toHaveTextContent('0.185 € per km');
  });

  it('an electric vehicle has kWh only, and a new entry of it starts in kWh', () => {
    expect(knownConsumption({ l: null, kWh: 17.3 })).toEqual([{ unit: 'kWh', per100Km: 17.3 }]);
    expect(usualUnit(undefined, { l: null, kWh: 17.3 })).toBe('kWh');
    // Its latest entry decides before its consumption does; without either, litres.
    expect(usualUnit('l', { l: null, kWh: 17.3 })).toBe('l');
    expect(usualUnit(undefined, { l: 5, kWh: 17.3 })).toBe('l');
    expect(usualUnit(undefined, undefined)).toBe('l');
  });
});
