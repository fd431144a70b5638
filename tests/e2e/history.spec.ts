import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_USERS, signIn, toast } from './support/fleet';
import { dialog, rowOf } from './support/records';

/*
 * History (docs/screens.md, History), in a real browser against the real server and its database's
 * triggers: an admin changes a vehicle's mileage in its edit dialog, and its History (the edit dialog's
 * and the vehicle's tab) says the change, by whom and when, in English, German and Albanian. The vehicle
 * is the test's own, so that no other test's edits come between.
 */
test.describe.configure({ timeout: 120_000 });

/** Tests share one server and run side by side, so the vehicle gets a plate of its own (≤ 20 characters). */
function uniquePlate(): string {
  return `HIS ${Date.now().toString(36).slice(-6)} ${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();
}

const numberField = (form: Locator, name: string) => form.getByRole('spinbutton', { name: new RegExp(`^${name}\\s*\\*?$`) });
/** A moment as the screens write it: 25.11.2026 14:03. */
const WHEN = /\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/;

async function chooseLanguage(page: Page, name: 'English' | 'Deutsch' | 'Shqip') {
  await page.getByRole('button', { name: /^(Language|Sprache|Gjuha): [A-Z]{2}$/ }).click();
  await page.getByRole('menuitem', { name }).click();
}

/** The newest change of the mileage in a History list (an edit may also touch the vehicle's branches, in entries of their own). */
function mileageChange(container: Locator, action: string) {
  return container
    .getByTestId('history-entry')
    .filter({ hasText: action })
    .filter({ has: container.page().locator('dd[data-field="mileage"]') })
    .first();
}

test('an admin changes a vehicle’s mileage and reads the change, by whom and when, in its History, in English, German and Albanian', async ({
  page,
}) => {
  await signIn(page, 'admin', '/dashboard/vehicles');
  const plate = uniquePlate();
  const branches = (await (await page.request.get('/api/branches?limit=1&sort=name')).json()).data as { id: string }[];
  const answer = await page.request.post('/api/vehicles', {
    data: {
      license_plate: plate,
      model: 'Iveco Daily',
      mileage: 48_000,
      type: 'truck',
      last_legislation_control: '2026-05-01',
      legislation_control_interval: 24,
      last_service_date: '2026-05-01',
      mandatory_service_interval: 12,
      mandatory_service_interval_km: 30_000,
      notes: null,
      branches: [branches[0]!.id],
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const vehicle = ((await answer.json()) as { data: { id: string } }).data;

  // The edit, as a person makes it.
  await page.getByPlaceholder('Search', { exact: true }).fill(plate);
  await rowOf(page, plate).getByRole('button', { name: 'Edit' }).click();
  const edit = dialog(page, 'Edit a Vehicle');
  await numberField(edit, 'Mileage').fill('51000');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Vehicle modified successfully', { timeout: 15_000 });

  // The edit dialog's History: the change, by the admin, now.
  await rowOf(page, plate).getByRole('button', { name: 'Edit' }).click();
  await dialog(page, 'Edit a Vehicle').getByRole('button', { name: 'History' }).click();
  const history = dialog(page, 'History');
  const change = mileageChange(history, 'Changed');
  await expect(change).toContainText('Changed', { timeout: 15_000 });
  await expect(change).toContainText(`by ${DEMO_USERS.admin}`);
  await expect(change).toContainText(WHEN);
  await expect(change.getByRole('term').first()).toHaveText('Mileage');
  await expect(change.locator('dd[data-field="mileage"]')).toHaveText('48,000 km→ changed to 51,000 km');
  // Its creation stands beneath it, with what it was made with.
  await expect(mileageChange(history, 'Created').locator('dd[data-field="mileage"]')).toHaveText('48,000 km');
  await history.getByRole('button', { name: 'Close' }).click();
  await dialog(page, 'Edit a Vehicle').getByRole('button', { name: 'Cancel' }).click();

  // The vehicle's History tab, in German.
  await page.goto(`/dashboard/vehicles/${vehicle.id}/details?tab=history`);
  await chooseLanguage(page, 'Deutsch');
  await expect(page.getByRole('tab', { name: 'Verlauf' })).toHaveAttribute('aria-selected', 'true');
  const german = mileageChange(page.getByRole('tabpanel'), 'Geändert');
  await expect(german).toContainText('Geändert', { timeout: 15_000 });
  await expect(german).toContainText(`von ${DEMO_USERS.admin}`);
  await expect(german).toContainText(WHEN);
  await expect(german.getByRole('term').first()).toHaveText('Kilometer\u00ADstand');
  await expect(german.locator('dd[data-field="mileage"]')).toHaveText('48.000 km→ geändert auf 51.000 km');

  // And in Albanian.
  await chooseLanguage(page, 'Shqip');
  const albanian = mileageChange(page.getByRole('tabpanel'), 'U ndryshua');
  await expect(albanian).toContainText('U ndryshua', { timeout: 15_000 });
  await expect(albanian).toContainText(`nga ${DEMO_USERS.admin}`);
  await expect(albanian.getByRole('term').first()).toHaveText('Kilometrazhi');
  await expect(albanian.locator('dd[data-field="mileage"]')).toHaveText('48\u00A0000 km→ u ndryshua në 51\u00A0000 km');

  // The History screen finds it by its vehicle, and says which vehicle it was.
  await page.goto(`/dashboard/history?vehicleId=${vehicle.id}`);
  const onScreen = mileageChange(page.getByRole('main'), 'U ndryshua · Automjeti');
  await expect(onScreen).toContainText('U ndryshua · Automjeti', { timeout: 15_000 });
  await expect(onScreen.getByRole('link', { name: plate })).toBeVisible();
  await chooseLanguage(page, 'English');
});

test('an admin keeps the company’s history for a number of days, then forever again', async ({ page }) => {
  await signIn(page, 'admin', '/dashboard/history');
  const card = page.getByRole('region', { name: 'Keep history' });
  await expect(card.getByRole('radio', { name: 'Forever' })).toBeChecked();
  await card.getByRole('radio', { name: 'For a number of days' }).check();
  const days = card.getByRole('spinbutton', { name: 'Days' });
  // Below the least it may be: refused on the spot, nothing saved.
  await days.fill('10');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(days).toHaveAttribute('aria-invalid', 'true');
  await days.fill('400');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('The history retention was saved');
  const companyId = ((await (await page.request.get('/api/auth/me')).json()) as { data: { company_id: string } }).data.company_id;
  const settings = async () =>
    ((await (await page.request.get(`/api/companies/${companyId}/settings`)).json()) as { data: { history_retention_days: number | null } })
      .data;
  expect((await settings()).history_retention_days).toBe(400);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Keep history' }).getByRole('spinbutton', { name: 'Days' })).toHaveValue('400');
  // Forever again, as the other tests expect the demo company.
  await page.getByRole('region', { name: 'Keep history' }).getByRole('radio', { name: 'Forever' }).check();
  await page.getByRole('region', { name: 'Keep history' }).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('The history retention was saved');
  expect((await settings()).history_retention_days).toBeNull();
});

test('an issue’s, a work order’s and an inspection’s own pages open their History', async ({ page }) => {
  await signIn(page, 'admin', '/dashboard/history');
  const first = async (path: string) => ((await (await page.request.get(path)).json()) as { data: { id: string }[] }).data[0]!.id;
  for (const path of [
    `/dashboard/issues/${await first('/api/issues?limit=1')}/show`,
    `/dashboard/work-orders/${await first('/api/work-orders?limit=1')}/show`,
    `/dashboard/inspections/${await first('/api/inspections?limit=1')}/show`,
  ]) {
    await page.goto(path);
    await page.getByRole('button', { name: 'History' }).click();
    const history = dialog(page, 'History');
    // The demo made it: its creation, by Fleet.
    await expect(history.getByTestId('history-entry').last()).toContainText('Created', { timeout: 15_000 });
    await expect(history.getByTestId('history-entry').last()).toContainText('by Fleet');
    await history.getByRole('button', { name: 'Close' }).click();
  }
});
