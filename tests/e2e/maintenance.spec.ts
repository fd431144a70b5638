import { expect, test, type Locator, type Page } from '@playwright/test';
import { sidebar, signIn, toast } from './support/fleet';
import { dateField, typeDate } from './support/records';

/*
 * General and mandatory maintenance against the real server. Every record a test makes carries a
 * tag of its own, and the list is searched for that tag, so tests running side by side never see
 * each other's rows.
 */

// Each test fills two or three dialogs; on a busy machine that takes longer than the default 30 s.
test.describe.configure({ timeout: 60_000 });

const newTag = () => Math.random().toString(36).slice(2, 8).toUpperCase();

interface Vehicle {
  id: string;
  license_plate: string;
}

/** An active vehicle the signed-in user may record maintenance for. */
async function someVehicle(page: Page): Promise<Vehicle> {
  const answer = await page.request.get('/api/vehicles?limit=1&sort=license_plate');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: Vehicle[] }).data[0]!;
}

async function chooseVehicle(page: Page, dialog: Locator, plate: string) {
  await dialog.getByRole('combobox', { name: 'Vehicle' }).fill(plate);
  await page.getByRole('option', { name: new RegExp(plate) }).click();
}

async function search(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(text);
}

function rowWith(page: Page, text: string): Locator {
  return page.locator('tbody tr').filter({ hasText: text });
}

async function addGeneralRecord(page: Page, plate: string, serviceType: string) {
  await page.getByRole('button', { name: 'Add record' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a general maintenance record' });
  await chooseVehicle(page, dialog, plate);
  await dialog.getByRole('textbox', { name: 'Service type' }).fill(serviceType);
  await typeDate(dialog, 'Last service date', '15.03.2026');
  await dialog.getByRole('textbox', { name: 'Cost' }).fill('240,50');
  await dialog.getByRole('textbox', { name: 'Mileage' }).fill('185300');
  await dialog.getByRole('textbox', { name: 'Notes' }).fill('Front axle');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('General maintenance created successfully');
  await expect(dialog).toBeHidden();
}

async function editGeneralCost(page: Page, serviceType: string, cost: string) {
  await rowWith(page, serviceType).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit a general maintenance record' });
  await expect(dateField(dialog, 'Last service date')).toContainText('15.03.2026');
  await expect(dialog.getByRole('textbox', { name: 'Cost' })).toHaveValue('240.5');
  await dialog.getByRole('textbox', { name: 'Cost' }).fill(cost);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('General maintenance modified successfully');
  await expect(dialog).toBeHidden();
}

test.describe('general maintenance', () => {
  test('an admin adds a record for a vehicle, edits it and deletes it', async ({ page }) => {
    const serviceType = `Brake pads ${newTag()}`;
    await signIn(page, 'admin');
    const vehicle = await someVehicle(page);
    await sidebar(page).getByRole('link', { name: 'General maintenance' }).click();

    await addGeneralRecord(page, vehicle.license_plate, serviceType);
    await search(page, serviceType);
    const row = rowWith(page, serviceType);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('15.03.2026');
    await expect(row).toContainText('240.50 €');
    await expect(row).toContainText('185,300 km');
    await expect(row).toContainText('admin');
    await expect(row.getByRole('link', { name: vehicle.license_plate })).toHaveAttribute(
      'href',
      `/dashboard/vehicles/${vehicle.id}/details`,
    );

    await editGeneralCost(page, serviceType, '260');
    await expect(row).toContainText('260.00 €');

    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText('General maintenance deleted successfully');
    await expect(page.getByText('No records found')).toBeVisible();
  });

  test('a user adds and edits a record, but has no Delete', async ({ page }) => {
    const serviceType = `Wiper blades ${newTag()}`;
    await signIn(page, 'user');
    const vehicle = await someVehicle(page);
    await sidebar(page).getByRole('link', { name: 'General maintenance' }).click();

    await addGeneralRecord(page, vehicle.license_plate, serviceType);
    await search(page, serviceType);
    await expect(rowWith(page, serviceType)).toContainText('240.50 €');
    await editGeneralCost(page, serviceType, '199.99');
    const row = rowWith(page, serviceType);
    await expect(row).toContainText('199.99 €');
    await expect(row.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });

  test('the date range narrows the list to the records between the two days', async ({ page }) => {
    const tag = `Tachograph ${newTag()}`;
    await signIn(page, 'admin');
    const vehicle = await someVehicle(page);
    const ids: string[] = [];
    for (const service_date of ['2024-01-10', '2024-03-10']) {
      const answer = await page.request.post('/api/general-maintenances', {
        data: { service_type: tag, service_date, cost: 90, mileage: 1000, notes: null, vehicle_id: vehicle.id },
      });
      expect(answer.status()).toBe(201);
      ids.push(((await answer.json()) as { data: { id: string } }).data.id);
    }
    try {
      await page.goto('/dashboard/voluntary-maintenance');
      await search(page, tag);
      await expect(page.locator('tbody tr')).toHaveCount(2);

      // Each step waits for the whole list at once (one row, with that date): the list refetches
      // after each field, and a count alone can match the list of the step before.
      await typeDate(page, 'From', '01.02.2024');
      await expect(page.locator('tbody tr')).toHaveText([/10\.03\.2024/]);

      await typeDate(page, 'From', '01.01.2024');
      await expect(page.locator('tbody tr')).toHaveCount(2);
      await typeDate(page, 'To', '31.01.2024');
      await expect(page.locator('tbody tr')).toHaveText([/10\.01\.2024/]);
    } finally {
      for (const id of ids) await page.request.delete(`/api/general-maintenances/${id}`);
    }
  });
});

test.describe('mandatory maintenance', () => {
  async function addMandatoryRecord(page: Page, plate: string, notes: string) {
    await page.getByRole('button', { name: 'Add record' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a mandatory maintenance record' });
    await chooseVehicle(page, dialog, plate);
    await dialog.getByRole('combobox', { name: 'Service type' }).click();
    await page.getByRole('option', { name: 'Registration' }).click();
    await typeDate(dialog, 'Finished on', '02.04.2026');
    await dialog.getByRole('textbox', { name: 'Cost' }).fill('85');
    await dialog.getByRole('textbox', { name: 'Mileage' }).fill('241000');
    await dialog.getByRole('textbox', { name: 'Notes' }).fill(notes);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page)).toContainText('Mandatory maintenance created successfully');
    await expect(dialog).toBeHidden();
  }

  async function openRowMenu(page: Page, text: string) {
    await rowWith(page, text).getByRole('button', { name: 'More actions' }).click();
    return page.getByRole('menu');
  }

  test('an admin adds a registration, edits it into a service and deletes it from the row menu', async ({ page }) => {
    const notes = `Annual inspection ${newTag()}`;
    await signIn(page, 'admin');
    const vehicle = await someVehicle(page);
    await sidebar(page).getByRole('link', { name: 'Mandatory maintenance' }).click();
    await expect(page.getByRole('heading', { name: 'Mandatory maintenance', level: 1 })).toBeVisible();

    await addMandatoryRecord(page, vehicle.license_plate, notes);
    await search(page, notes);
    const row = rowWith(page, notes);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Registration');
    await expect(row).toContainText('02.04.2026');
    await expect(row).toContainText('85.00 €');
    await expect(row).toContainText(vehicle.license_plate);

    let menu = await openRowMenu(page, notes);
    await expect(menu.getByRole('menuitem')).toHaveText(['Edit', 'Delete']);
    await menu.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit a mandatory maintenance record' });
    await expect(dateField(dialog, 'Finished on')).toContainText('02.04.2026');
    await dialog.getByRole('combobox', { name: 'Service type' }).click();
    await page.getByRole('option', { name: 'Service' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page)).toContainText('Mandatory maintenance modified successfully');
    await expect(row.locator('td').nth(1)).toHaveText('Service');

    menu = await openRowMenu(page, notes);
    await menu.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText('Mandatory maintenance deleted successfully');
    await expect(page.getByText('No records found')).toBeVisible();
  });

  test('a user adds and edits a record; the row menu offers only Edit', async ({ page }) => {
    const notes = `Roadworthiness ${newTag()}`;
    await signIn(page, 'user');
    const vehicle = await someVehicle(page);
    await sidebar(page).getByRole('link', { name: 'Mandatory maintenance' }).click();

    await addMandatoryRecord(page, vehicle.license_plate, notes);
    await search(page, notes);
    const menu = await openRowMenu(page, notes);
    await expect(menu.getByRole('menuitem')).toHaveText(['Edit']);
    await menu.getByRole('menuitem', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit a mandatory maintenance record' });
    await dialog.getByRole('textbox', { name: 'Cost' }).fill('92.40');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page)).toContainText('Mandatory maintenance modified successfully');
    await expect(rowWith(page, notes)).toContainText('92.40 €');
  });
});

test.describe('maintenance without an active vehicle', () => {
  test('in a branch without vehicles, general Add shows a red message and mandatory Add a destructive toast', async ({ page }) => {
    await signIn(page, 'admin');
    const created = await page.request.post('/api/branches', { data: { name: `Empty depot ${newTag()}` } });
    expect(created.status()).toBe(201);
    const branch = ((await created.json()) as { data: { id: string; name: string } }).data;
    try {
      await page.goto('/dashboard/voluntary-maintenance');
      await sidebar(page).getByRole('combobox', { name: 'Branch' }).click();
      await page.getByRole('option', { name: branch.name }).click();
      await expect(page.getByText('No records found')).toBeVisible();

      await page.getByRole('button', { name: 'Add record' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a general maintenance record' });
      const message = dialog.getByRole('alert');
      await expect(message).toContainText('No vehicles available');
      await expect(message).toContainText('Add an active vehicle first, then record its maintenance.');
      await expect(message).toHaveCSS('border-color', /rgb\((1[5-9][0-9]|2[0-9]{2}), \d{1,2}, \d{1,2}\)/);
      await expect(dialog.getByRole('button', { name: 'Save' })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();

      await sidebar(page).getByRole('link', { name: 'Mandatory maintenance' }).click();
      await expect(page.getByText('No records found')).toBeVisible();
      await page.getByRole('button', { name: 'Add record' }).click();
      await expect(toast(page)).toContainText('No vehicles available');
      await expect(toast(page)).toContainText('Add an active vehicle first, then record its maintenance.');
      await expect(toast(page)).toHaveAttribute('data-variant', 'destructive');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    } finally {
      await page.request.delete(`/api/branches/${branch.id}`);
    }
  });
});
