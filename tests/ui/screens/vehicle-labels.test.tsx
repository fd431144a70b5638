import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListContextProvider, type ListControllerResult } from 'ra-core';
import type { Role } from '../../../contract/roles';
import { MAX_LABELS } from '../../../contract/schemas/vehicle-labels';
import { createDataProvider } from '../../../src/dataProvider';
import type { HttpClient } from '../../../src/dataProvider/httpClient';
import { i18nProvider } from '../../../src/i18n';
import { PrintLabelsButton } from '../../../src/resources/vehicles/PrintLabelsButton';
import { VehicleList } from '../../../src/resources/vehicles/VehicleList';
import { COMPANY_ID, renderWithAdmin } from '../support/renderWithAdmin';
import { rowOf } from '../support/screen';

/*
 * "Print QR labels" in the vehicles' selection bar (docs/screens.md, Vehicles): A4 or US Letter, and
 * the browser downloads GET /api/vehicles/labels.pdf for the ticked vehicles, through the real data
 * provider's call on a fake HTTP client.
 */

const vehicle = (id: string, plate: string) => ({
  id,
  license_plate: plate,
  model: 'Iveco Daily',
  mileage: 50_000,
  type: 'truck',
  last_legislation_control: '2026-02-01',
  legislation_control_interval: 12,
  last_service_date: '2026-02-01',
  last_service_mileage: null,
  mandatory_service_interval: 12,
  mandatory_service_interval_km: 20_000,
  notes: null,
  is_active: true,
  next_legislation_control: '2027-02-01',
  next_service_date: '2027-02-01',
  next_service_km: 70_000,
  legislation_status: 'ok',
  service_status: 'ok',
  company_id: COMPANY_ID,
  created_by: null,
  created_by_username: 'admin',
  branches: [],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});
const daily = vehicle('00000000-0000-4000-8000-000000000a01', 'AA 301 FT');
const sprinter = vehicle('00000000-0000-4000-8000-000000000a02', 'AA 512 HK');

/** The vehicles list on a data provider whose labels call is the real one, on an HTTP client that only answers /api/auth/me. */
function renderVehicles(role: Role = 'admin', rows = [daily, sprinter], total = rows.length) {
  const http = vi.fn(async () => ({ data: {} }));
  const { downloadVehicleLabels } = createDataProvider(http as unknown as HttpClient);
  const getList = vi.fn(async () => ({ data: rows, total }));
  renderWithAdmin(<VehicleList />, { role, resource: 'vehicles', dataProvider: { getList, downloadVehicleLabels } });
  return { http };
}

/** The addresses the browser was sent to download, as links clicked. */
function downloads() {
  const clicked: URL[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(new URL(this.getAttribute('href')!, 'http://fleet.test'));
  });
  return clicked;
}

afterEach(() => vi.restoreAllMocks());

async function tick(user: ReturnType<typeof userEvent.setup>, ...plates: string[]) {
  for (const plate of plates) await user.click(within(await rowOf(plate)).getByRole('checkbox'));
  return screen.findByRole('region', { name: i18nProvider.translate('fleet.bulk.region') });
}

describe('Print QR labels', () => {
  it('downloads the labels of the ticked vehicles on US Letter, after making the session fresh', async () => {
    const user = userEvent.setup();
    const clicked = downloads();
    const { http } = renderVehicles();
    const bar = await tick(user, 'AA 301 FT', 'AA 512 HK');

    await user.click(within(bar).getByRole('button', { name: 'Print QR labels' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['A4', 'US Letter']);
    await user.click(within(menu).getByRole('menuitem', { name: 'US Letter' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(http).toHaveBeenCalledWith('/api/auth/me');
    expect(clicked[0]!.pathname).toBe('/api/vehicles/labels.pdf');
    expect(Object.fromEntries(clicked[0]!.searchParams)).toEqual({ ids: `${daily.id},${sprinter.id}`, paper: 'letter' });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('a user, in German: "QR-Etiketten drucken", one vehicle on A4', async () => {
    await i18nProvider.changeLocale('de');
    try {
      const user = userEvent.setup();
      const clicked = downloads();
      renderVehicles('user');
      const bar = await tick(user, 'AA 512 HK');
      await user.click(within(bar).getByRole('button', { name: 'QR-Etiketten drucken' }));
      await user.click(await screen.findByRole('menuitem', { name: 'A4' }));
      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(Object.fromEntries(clicked[0]!.searchParams)).toEqual({ ids: sprinter.id, paper: 'a4' });
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });

  const ids = Array.from({ length: MAX_LABELS + 1 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
  /** The button alone, in a list with these rows ticked and these filters. */
  const renderButton = (selectedIds: string[], filterValues: Record<string, unknown> = {}) =>
    renderWithAdmin(
      <ListContextProvider value={{ selectedIds, filterValues } as unknown as ListControllerResult}>
        <span>Selection bar</span>
        <PrintLabelsButton />
      </ListContextProvider>,
    );

  it(`is disabled past ${MAX_LABELS} vehicles, the most a sheet takes, saying why`, async () => {
    const user = userEvent.setup();
    renderButton(ids);
    const button = await screen.findByRole('button', { name: 'Print QR labels' });
    expect(button).toBeDisabled();
    await user.hover(button.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(`Select at most ${MAX_LABELS} vehicles to print their labels`);
  });

  it('is not offered for archived vehicles, which are in no yard to label', async () => {
    renderButton(ids.slice(0, 2), { isActive: false });
    expect(await screen.findByText('Selection bar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print QR labels' })).not.toBeInTheDocument();
  });
});
