import { expect, test, type Page } from '@playwright/test';
import { sidebar, signIn } from './support/fleet';
import { typeDate } from './support/records';

interface VehicleRow {
  id: string;
  license_plate: string;
  model: string;
  branches: { id: string; name: string }[];
}

/** A demo vehicle of the signed-in user's, found through the API the page itself uses. */
async function someVehicle(page: Page, query = ''): Promise<VehicleRow> {
  return page.evaluate(async (search) => (await (await fetch(`/api/vehicles?limit=1&sort=license_plate${search}`)).json()).data[0], query);
}

async function recordCount(page: Page, path: string, vehicleId: string): Promise<number> {
  return page.evaluate(async ([api, id]) => (await (await fetch(`/api/${api}?limit=1&vehicleId=${id}`)).json()).totalCount, [
    path,
    vehicleId,
  ] as const);
}

test.describe('Vehicle details', () => {
  test('the tabs show the general and mandatory maintenance of the vehicle, and the open tab survives a reload', async ({ page }) => {
    await signIn(page, 'admin');
    const vehicle = await someVehicle(page);
    const general = await recordCount(page, 'general-maintenances', vehicle.id);
    const mandatory = await recordCount(page, 'mandatory-maintenances', vehicle.id);
    await page.goto(`/dashboard/vehicles/${vehicle.id}/details`);
    await expect(page.getByRole('heading', { name: vehicle.model })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Vehicle info', selected: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: `General maintenance ${general}` })).toBeVisible();
    await expect(page.getByRole('tab', { name: `Mandatory maintenance ${mandatory}` })).toBeVisible();

    await page.getByRole('tab', { name: /Mandatory maintenance/ }).click();
    await expect(page).toHaveURL(/\?tab=mandatory$/);
    for (const header of ['Service type', 'Finished on', 'Cost', 'Mileage', 'Notes']) {
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(page.locator('td.column-cost').first()).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2} €$/);
    await expect(page.locator('td.column-finished_on').first()).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect(page.locator('td.column-service_type').first()).toHaveText(/^(Registration|Service)$/);

    await page.reload();
    await expect(page.getByRole('tab', { name: /Mandatory maintenance/, selected: true })).toBeVisible();

    await page.getByRole('tab', { name: /General maintenance/ }).click();
    await expect(page).toHaveURL(/\?tab=general$/);
    for (const header of ['Service type', 'Last service date', 'Cost', 'Mileage', 'Notes']) {
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(page.getByTestId('record-range')).toHaveText(
      `Showing ${Math.min(general, 1)} to ${Math.min(general, 10)} of ${general} records`,
    );
  });

  test('Add record on a tab records maintenance of that very vehicle, and the tab shows it at once', async ({ page }) => {
    await signIn(page, 'admin');
    // The last vehicle by plate: the other tests read the first one's counts.
    const vehicle = await someVehicle(page, '&order=desc');
    const before = await recordCount(page, 'general-maintenances', vehicle.id);
    await page.goto(`/dashboard/vehicles/${vehicle.id}/details?tab=general`);
    await page.getByRole('button', { name: 'Add record' }).click();
    const add = page.getByRole('dialog', { name: 'Add a general maintenance record' });
    await expect(add.getByRole('combobox', { name: 'Vehicle' })).toHaveValue(new RegExp(vehicle.license_plate));
    await add.getByRole('textbox', { name: 'Service type' }).fill('Wiper blades from the tab');
    await typeDate(add, 'Last service date', '15.03.2026');
    await add.getByRole('textbox', { name: 'Cost' }).fill('18.90');
    await add.getByRole('textbox', { name: 'Mileage' }).fill('1000');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toBeHidden();
    await expect(page.getByRole('cell', { name: 'Wiper blades from the tab' })).toBeVisible();
    await expect(page.getByRole('tab', { name: `General maintenance ${before + 1}` })).toBeVisible();
  });

  test('the records show even when the sidebar is on a branch the vehicle is not in', async ({ page }) => {
    await signIn(page, 'admin', '/dashboard/vehicles');
    const vehicle = await someVehicle(page);
    const elsewhere = ['Durrës', 'Shkodër', 'Tiranë', 'Vlorë'].find((name) => !vehicle.branches.some((branch) => branch.name === name))!;
    await sidebar(page).getByRole('combobox', { name: 'Branch' }).click();
    await page.getByRole('option', { name: elsewhere }).click();

    const mandatory = await recordCount(page, 'mandatory-maintenances', vehicle.id);
    expect(mandatory).toBeGreaterThan(0);
    await page.goto(`/dashboard/vehicles/${vehicle.id}/details?tab=mandatory`);
    await expect(page.getByTestId('record-range')).toHaveText(`Showing 1 to ${Math.min(mandatory, 10)} of ${mandatory} records`);
  });

  test("a vehicle outside the user's branches is not found for them", async ({ page }) => {
    await signIn(page, 'admin');
    const tirane = await page.evaluate(
      async () =>
        (await (await fetch('/api/branches?limit=100')).json()).data.find((branch: { name: string }) => branch.name === 'Tiranë')
          .id as string,
    );
    const vehicles: VehicleRow[] = await page.evaluate(
      async (branchId) => (await (await fetch(`/api/vehicles?limit=100&branchId=${branchId}`)).json()).data,
      tirane,
    );
    const onlyInTirane = vehicles.find((vehicle) => vehicle.branches.every((branch) => branch.name === 'Tiranë'))!;

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'user', `/dashboard/vehicles/${onlyInTirane.id}/details`);
    await expect(page.getByRole('heading', { name: 'Vehicle not found' })).toBeVisible();
  });
});
