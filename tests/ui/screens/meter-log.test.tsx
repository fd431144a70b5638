import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { Route, Routes } from 'react-router-dom';
import type { Role } from '../../../contract/roles';
import { messages } from '../../../contract/messages';
import { VehicleDetails } from '../../../src/resources/vehicles/details/VehicleDetails';
import { COMPANY_ID, renderWithAdmin } from '../support/renderWithAdmin';
import { rowOf, typeDate } from '../support/screen';

/*
 * A vehicle's Meter tab (docs/screens.md, Vehicle details): the meter log from every source in words,
 * the total km only where a replacement makes it differ, the flag and who may clear it, a lower reading
 * refused under its field and then taken as a replacement, and a record's reading that opens the record.
 */

const car = {
  id: '00000000-0000-4000-8000-000000000a07',
  license_plate: 'AB 442 SK',
  model: 'Škoda Octavia Combi 1.6 TDI',
  mileage: 20_000,
  type: 'car',
  is_active: true,
  branches: [],
  company_id: COMPANY_ID,
  consumption: { l: 6.9, kWh: null },
  cost_per_km: 0.129,
  legislation_status: 'ok',
  service_status: 'ok',
  documents_status: 'ok',
  time_zone: 'Europe/Tirane',
};

const logRow = (row: { id: string; source: string } & Record<string, unknown>) => ({
  vehicle_id: car.id,
  vehicle_license_plate: car.license_plate,
  company_id: COMPANY_ID,
  engine_hours: null,
  replacement: false,
  flagged: false,
  notes: null,
  record_id: null,
  ...row,
});

const typedIn = logRow({ id: 'r1', read_on: '2026-03-01', km: 10_100, total_km: 10_100, source: 'manual', engine_hours: 812.5 });
const flagged = logRow({ id: 'r2', read_on: '2026-03-03', km: 19_900, total_km: 19_900, source: 'import', flagged: true });
const replaced = logRow({ id: 'r3', read_on: '2026-03-05', km: 300, total_km: 20_000, source: 'manual', replacement: true });
const filled = logRow({ id: 'f1', read_on: '2026-03-04', km: 19_950, total_km: 19_950, source: 'fuel', record_id: 'f1' });

const fuelEntry = {
  id: 'f1',
  filled_on: '2026-03-04',
  quantity: 45.2,
  unit: 'l',
  adblue_litres: null,
  cost: 80.1,
  odometer: 19_950,
  full: true,
  station: 'Gulf Tiranë Kombinat',
  notes: null,
  vehicle_id: car.id,
  vehicle_license_plate: car.license_plate,
  version: 2,
};

const refusal = messages.belowRecordedReading(20_000);

function renderMeterTab(role: Role = 'admin', { fuelGone = false } = {}) {
  const getList = vi.fn(async (resource: string) => {
    if (resource === 'meter-readings') return { data: [replaced, filled, flagged, typedIn], total: 4 };
    if (resource === 'vehicles') return { data: [car], total: 1 };
    return { data: [], total: 0 };
  });
  const getOne = vi.fn(async (resource: string, { id }: { id: string }) => {
    if (resource === 'vehicles') return { data: car };
    if (resource === 'fuel' && fuelGone) throw new HttpError('Fuel entry not found', 404, { message: 'Fuel entry not found' });
    if (resource === 'fuel') return { data: fuelEntry };
    const { source, record_id: _recordId, ...reading } = [typedIn, flagged, replaced].find((row) => row.id === id)!;
    return { data: { ...reading, source, version: 4 } };
  });
  const getMany = vi.fn(async () => ({ data: [car] }));
  const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => {
    if (!data.replacement) throw new HttpError(refusal, 400, { message: refusal, errors: [{ field: 'km', message: refusal }] });
    return { data: { ...data, id: 'new', total_km: 20_000, version: 1 } };
  });
  const update = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...flagged, ...data } }));
  renderWithAdmin(
    <Routes>
      <Route path="/vehicles/:id/details" element={<VehicleDetails />} />
    </Routes>,
    {
      role,
      resource: 'vehicles',
      path: `/vehicles/${car.id}/details?tab=meter`,
      dataProvider: { getList, getOne, getMany, create, update },
    },
  );
  return { getList, getOne, create, update };
}

describe("A vehicle's meter log", () => {
  it('names each source in words, shows the total km only after a replacement, and marks flags and replacements', async () => {
    const { getList } = renderMeterTab();
    expect(await screen.findByRole('tab', { name: 'Meter 4', selected: true })).toBeInTheDocument();
    const typed = await rowOf('10,100 km');
    expect(within(typed).getByText('Typed in')).toBeInTheDocument();
    expect(within(typed).getByText('812.5 h')).toBeInTheDocument();
    expect(typed.querySelector('td.column-total_km')).toHaveTextContent(/^$/);
    expect(within(await rowOf('19,900 km')).getByText('Imported')).toBeInTheDocument();
    expect(within(await rowOf('19,900 km')).getByText('Flagged')).toBeInTheDocument();
    const newMeter = await rowOf('300 km');
    expect(newMeter.querySelector('td.column-total_km')).toHaveTextContent('20,000 km');
    expect(within(newMeter).getByText('Meter replaced')).toBeInTheDocument();
    // A fuel entry's reading is changed through the entry: a link to it, and no buttons of its own.
    const fuel = await rowOf('19,950 km');
    expect(within(fuel).getByRole('button', { name: 'Fuel entry' })).toBeInTheDocument();
    expect(within(fuel).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'meter-readings',
      expect.objectContaining({ filter: { vehicleId: car.id, branchId: null }, sort: { field: 'read_on', order: 'DESC' } }),
    );
  });

  it('refuses a lower reading under Odometer with the least it may be, then takes it as a new meter', async () => {
    const user = userEvent.setup();
    const { create } = renderMeterTab('user');
    await user.click(await screen.findByRole('button', { name: 'Add reading' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a meter reading' });
    expect(within(dialog).getByTestId('mileage-now')).toHaveTextContent('The vehicle is at 20,000 km now.');
    await typeDate(user, dialog, 'Date', '06.03.2026');
    await user.type(within(dialog).getByRole('textbox', { name: /Odometer/ }), '300');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Must be at least 20,000 km, the highest reading recorded for this vehicle'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Odometer/ })).toHaveAttribute('aria-invalid', 'true');
    const replacement = within(dialog).getByRole('checkbox', { name: 'The meter was replaced' });
    expect(replacement).toHaveAccessibleDescription(/Tick this when a new odometer was fitted/);
    await user.click(replacement);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    expect(create.mock.calls[1]![1].data).toEqual({
      vehicle_id: car.id,
      read_on: '2026-03-06',
      km: 300,
      engine_hours: null,
      replacement: true,
      source: 'manual',
      notes: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('an admin clears a flag: the reading is read for its version and sent back with flagged: false', async () => {
    const user = userEvent.setup();
    const { getOne, update } = renderMeterTab('admin');
    const row = await rowOf('19,900 km');
    await user.click(await within(row).findByRole('button', { name: 'Clear the flag' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(getOne).toHaveBeenCalledWith('meter-readings', { id: 'r2' });
    expect(update.mock.calls[0]![1]).toMatchObject({
      id: 'r2',
      data: { km: 19_900, engine_hours: null, notes: null, flagged: false },
      previousData: { version: 4 },
    });
  });

  it('a user records and corrects readings but neither clears a flag nor deletes', async () => {
    renderMeterTab('user');
    const row = await rowOf('19,900 km');
    expect(await within(row).findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Clear the flag' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it("a fuel entry's reading opens the entry itself, to correct it there", async () => {
    const user = userEvent.setup();
    const { getOne } = renderMeterTab('user');
    await user.click(within(await rowOf('19,950 km')).getByRole('button', { name: 'Fuel entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit a fuel entry' });
    expect(getOne).toHaveBeenCalledWith('fuel', { id: 'f1' });
    expect(within(dialog).getByRole('textbox', { name: /Station/ })).toHaveValue('Gulf Tiranë Kombinat');
    expect(within(dialog).getByRole('textbox', { name: /Odometer/ })).toHaveValue('19950');
  });

  it('a record deleted since the log was read says so in a toast, and opens nothing', async () => {
    const user = userEvent.setup();
    renderMeterTab('user', { fuelGone: true });
    await user.click(within(await rowOf('19,950 km')).getByRole('button', { name: 'Fuel entry' }));
    expect(await screen.findByText('The record could not be opened')).toBeInTheDocument();
    expect(screen.getByText('Fuel entry not found')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Edit a fuel entry' })).not.toBeInTheDocument();
  });
});
