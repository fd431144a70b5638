import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn, toast } from './support/fleet';
import { dateField, dialog, rowOf, typeDate } from './support/records';

/** Tests share one server and run side by side, so each vehicle gets a plate of its own (≤ 20 characters). */
function uniquePlate(): string {
  return `E2E ${Date.now().toString(36).slice(-6)} ${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();
}

const numberField = (form: Locator, name: string) => form.getByRole('spinbutton', { name: new RegExp(`^${name}\\s*\\*?$`) });

async function choose(page: Page, form: Locator, select: string, option: string) {
  await form.getByRole('combobox', { name: new RegExp(`^${select}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function search(page: Page, text: string) {
  await page.getByPlaceholder('Search', { exact: true }).fill(text);
}

test.describe('Vehicles', () => {
  test('an admin adds a vehicle, finds it, edits its mileage, opens its details and archives it', async ({ page }) => {
    await signIn(page, 'admin', '/dashboard/vehicles');
    const plate = uniquePlate();

    await page.getByRole('button', { name: 'Add vehicle' }).click();
    const add = dialog(page, 'Add a Vehicle');
    await add.getByRole('textbox', { name: /^License plate/ }).fill(plate);
    await add.getByRole('textbox', { name: /^Model/ }).fill('Iveco Daily 35S14');
    await numberField(add, 'Mileage').fill('48200');
    await choose(page, add, 'Type', 'Truck');
    await typeDate(add, 'Last legislation control', '01.03.2026');
    await numberField(add, 'Legislation control interval').fill('12');
    await typeDate(add, 'Last service date', '15.02.2026');
    await numberField(add, 'Obligatory service interval').fill('6');
    await numberField(add, 'Obligatory service interval in km').fill('20000');
    await add.getByRole('textbox', { name: /^Notes/ }).fill('Delivery van for the port');
    await choose(page, add, 'Branches', 'Durrës');
    await page.keyboard.press('Escape');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page)).toContainText('Vehicle created successfully');
    await expect(add).toBeHidden();

    await search(page, plate);
    const row = rowOf(page, plate);
    await expect(row).toContainText('Iveco Daily 35S14');
    await expect(row).toContainText('48,200 km');
    await expect(row).toContainText('Truck');
    await expect(row).toContainText('01.03.2026');
    await expect(row).toContainText('Durrës');

    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = dialog(page, 'Edit a Vehicle');
    await expect(dateField(edit, 'Last legislation control')).toContainText('01.03.2026');
    await numberField(edit, 'Mileage').fill('51000');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page)).toContainText('Vehicle modified successfully');
    await expect(row).toContainText('51,000 km');

    await row.getByRole('link', { name: 'Details' }).click();
    await expect(page).toHaveURL(/\/dashboard\/vehicles\/[0-9a-f-]+\/details$/);
    const detailsUrl = page.url();
    await expect(page.getByRole('heading', { name: 'Iveco Daily 35S14' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Vehicle info', selected: true })).toBeVisible();
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText('51,000 km');
    await expect(panel).toContainText('6 months / 20,000 km');
    await expect(panel).toContainText('12 months');
    await expect(panel).toContainText('15.02.2026');
    await expect(panel).toContainText('Delivery van for the port');
    await page.getByRole('button', { name: 'Back to vehicles' }).click();
    // Back on the list, which may restore its last search in the URL.
    await expect(page).toHaveURL(/\/dashboard\/vehicles(\?.*)?$/);

    await search(page, plate);
    await rowOf(page, plate).getByRole('button', { name: 'Archive' }).click();
    const confirm = dialog(page, 'Are you sure?');
    await expect(confirm).toContainText(
      `${plate} will be archived: it leaves the lists and the maintenance forms; its maintenance history stays.`,
    );
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await expect(toast(page)).toContainText('Vehicle archived successfully');
    await expect(page.getByText('No records found')).toBeVisible();

    // Its history stays readable.
    await page.goto(detailsUrl);
    await expect(page.getByRole('heading', { name: 'Iveco Daily 35S14' })).toBeVisible();
    await expect(page.getByText('Archived')).toBeVisible();
  });

  test('the type filter shows only vehicles of that type', async ({ page }) => {
    await signIn(page, 'admin', '/dashboard/vehicles');
    await expect(page.locator('td.column-type').first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Bus', exact: true }).click();
    await expect(page).toHaveURL(/type/);
    const types = page.locator('td.column-type');
    await expect(types.first()).toHaveText('Bus');
    await expect.poll(async () => [...new Set(await types.allTextContents())]).toEqual(['Bus']);
  });

  test('a user reads vehicles: no Add, no edit or delete, but the details open', async ({ page }) => {
    await signIn(page, 'user');
    await expect(page).toHaveURL('/dashboard/vehicles');
    const firstRow = page.locator('tbody tr').first();
    await expect(firstRow.getByRole('link', { name: 'Details' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add vehicle' })).toHaveCount(0);
    await expect(page.locator('tbody').getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(page.locator('tbody').getByRole('button', { name: 'Archive' })).toHaveCount(0);
    // The user is on Durrës only.
    await expect(page.locator('td.column-branches').first()).toContainText('Durrës');

    await firstRow.getByRole('link', { name: 'Details' }).click();
    await expect(page.getByRole('tab', { name: 'Vehicle info', selected: true })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toContainText('Durrës');
  });

  test("a moderator's branch choices are only their branch", async ({ page }) => {
    await signIn(page, 'moderator', '/dashboard/vehicles');
    await page.getByRole('button', { name: 'Add vehicle' }).click();
    const add = dialog(page, 'Add a Vehicle');
    await add.getByRole('combobox', { name: /^Branches/ }).click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Tiranë']);
  });

  test('an edit saved after someone else changed the vehicle says so, and Reload shows their version to edit on', async ({ page }) => {
    await signIn(page, 'admin');
    const plate = uniquePlate();
    const branches = (await (await page.request.get('/api/branches?limit=100')).json()).data as { id: string }[];
    const created = await page.request.post('/api/vehicles', {
      data: {
        license_plate: plate,
        model: 'Iveco Daily',
        mileage: 1000,
        type: 'truck',
        last_legislation_control: '2026-03-01',
        legislation_control_interval: 12,
        last_service_date: '2026-02-15',
        mandatory_service_interval: 6,
        mandatory_service_interval_km: 20000,
        notes: null,
        branches: [branches[0]!.id],
      },
    });
    expect(created.status()).toBe(201);
    const vehicle = (await created.json()).data as Record<string, unknown> & { id: string; version: number };

    await page.goto('/dashboard/vehicles');
    await search(page, plate);
    await rowOf(page, plate).getByRole('button', { name: 'Edit' }).click();
    const edit = dialog(page, 'Edit a Vehicle');
    await expect(edit.getByRole('textbox', { name: /^Model/ })).toHaveValue('Iveco Daily');

    // Meanwhile, at the workshop: the same vehicle saved with another model.
    const workshop = await page.request.put(`/api/vehicles/${vehicle.id}`, {
      data: {
        ...vehicle,
        model: 'Iveco Daily 35S14',
        branches: [branches[0]!.id],
        version: vehicle.version,
      },
    });
    expect(workshop.status()).toBe(200);

    await edit.getByRole('textbox', { name: /^Notes/ }).fill('Checked the tyres');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByRole('alert')).toContainText('This record was changed');
    await expect(edit.getByRole('textbox', { name: /^Model/ })).toHaveValue('Iveco Daily');

    await edit.getByRole('button', { name: 'Reload' }).click();
    await expect(edit.getByRole('textbox', { name: /^Model/ })).toHaveValue('Iveco Daily 35S14');
    await expect(edit.getByRole('alert')).toBeHidden();
    await edit.getByRole('textbox', { name: /^Notes/ }).fill('Checked the tyres');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page)).toContainText('Vehicle modified successfully');
    await expect(edit).toBeHidden();
    const saved = (await (await page.request.get(`/api/vehicles/${vehicle.id}`)).json()).data;
    expect(saved).toMatchObject({ model: 'Iveco Daily 35S14', notes: 'Checked the tyres', version: vehicle.version + 2 });
  });
});
