import { expect, test, type Page } from '@playwright/test';
import type { Overview } from '../../contract/schemas/overview';
import { sidebar, signIn, signInAs, toast } from './support/fleet';

/*
 * The overview in a real browser, against the demo: what it shows must be what the API counts, and
 * its counts lead to the vehicles behind them. Threshold changes use the German company, which no
 * other test reads, so tests running side by side see steady numbers.
 */
test.describe.configure({ timeout: 60_000 });

async function apiOverview(page: Page): Promise<Overview> {
  const answer = await page.request.get('/api/overview');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: Overview }).data;
}

test('an admin sees at once what is overdue, and the counts lead to those vehicles', async ({ page }) => {
  await signIn(page, 'admin');
  await sidebar(page).getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL('/dashboard/overview');
  const expected = await apiOverview(page);
  // The demo is built so that something is overdue and something due soon.
  expect(expected.vehicles.overdue).toBeGreaterThan(0);
  expect(expected.vehicles.soon).toBeGreaterThan(0);
  for (const status of ['ok', 'soon', 'overdue'] as const) {
    await expect(page.getByTestId(`count-${status}`)).toHaveText(String(expected.vehicles[status]));
  }
  await expect(page.getByTestId('thresholds')).toHaveText('Due soon means within 30 days or 1,000 km.');

  // The due list, the most urgent first, each plate a link to its vehicle.
  const dueList = page.getByRole('region', { name: 'Due soon and overdue' });
  const rows = dueList.getByRole('row');
  await expect(rows).toHaveCount(expected.due.entries.length + 1);
  const first = expected.due.entries[0]!;
  await expect(rows.nth(1)).toContainText((first.license_plate ?? first.employee_name)!);
  await expect(rows.nth(1)).toContainText('Overdue');

  // The documents that have expired or expire soon, vehicles' and employees'.
  expect(expected.documents.overdue).toBeGreaterThan(0);
  await expect(page.getByTestId('papers-overdue')).toHaveText(`${expected.documents.overdue} expired`);
  await expect(page.getByTestId('papers-soon')).toHaveText(`${expected.documents.soon} expiring soon`);

  // The yard: open issues by priority, the vehicles out of service and the inspections missed, as the API counts them.
  const yard = page.getByRole('region', { name: 'Issues and inspections' });
  for (const priority of ['critical', 'high', 'medium', 'low'] as const) {
    await expect(yard.getByTestId(`open-issues-${priority}`)).toContainText(String(expected.yard.open_issues[priority]));
  }
  await expect(yard.getByTestId('inspections-missed')).toHaveText(String(expected.yard.inspections_missed));
  if (expected.yard.out_of_service.total > 0) {
    await expect(yard.getByTestId('out-of-service-total')).toContainText(String(expected.yard.out_of_service.total));
    await expect(yard).toContainText(expected.yard.out_of_service.vehicles[0]!.license_plate);
  } else {
    await expect(yard).toContainText('Every vehicle is in service.');
  }

  // Both charts draw their bars; the total is the sum of the 12 months, maintenance and fuel.
  expect(expected.monthly_costs.some((month) => month.fuel > 0)).toBe(true);
  const total = expected.monthly_costs.reduce((sum, month) => sum + month.general + month.mandatory + month.fuel, 0);
  await expect(page.getByTestId('costs-total')).toHaveText(
    `Total: ${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(total)} €`,
  );
  const costs = page.getByRole('region', { name: 'Cost per month' });
  expect(await costs.locator('svg rect, svg path').count()).toBeGreaterThan(12);
  // The legend names the three series.
  for (const series of ['General', 'Mandatory', 'Fuel']) await expect(costs.getByText(series, { exact: true })).toBeVisible();
  const costliest = page.getByRole('region', { name: 'Costliest vehicles' });
  await expect(costliest).toContainText(expected.costliest_vehicles[0]!.license_plate);
  // The demo's latest repair was done through a work order: what it stands behind is said and drawn beside
  // the costs, never added to the total above.
  const money = (value: number) => `${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} €`;
  const split = (key: 'labour' | 'parts' | 'other') => expected.monthly_costs.reduce((sum, month) => sum + month[key], 0);
  expect(split('labour')).toBeGreaterThan(0);
  await expect(page.getByTestId('costs-work-orders')).toHaveText(
    `From work orders: labour ${money(split('labour'))}, parts ${money(split('parts'))}, other ${money(split('other'))}`,
  );
  for (const series of ['Labour (work orders)', 'Parts (work orders)', 'Other (work orders)'])
    await expect(costs.getByText(series, { exact: true })).toBeVisible();
  // Time out of service: the hours of the 12 months, as the API sums them.
  const hours = Math.round(expected.downtime.reduce((sum, month) => sum + month.hours * 10, 0)) / 10;
  await expect(page.getByTestId('downtime-total')).toHaveText(`In 12 months: ${new Intl.NumberFormat('en').format(hours)} h`);

  // Overdue → the vehicles list with only those, the most urgent first.
  await page.getByRole('link', { name: new RegExp(`^Overdue ${expected.vehicles.overdue} of `) }).click();
  await expect(page).toHaveURL(/\/dashboard\/vehicles\?/);
  await expect(page.getByText(`of ${expected.vehicles.overdue} records`)).toBeVisible();
  const chips = page.locator('tbody tr').locator('[data-status="overdue"]');
  expect(await chips.count()).toBeGreaterThanOrEqual(expected.vehicles.overdue);

  await page.goto('/dashboard/overview');
  const firstVehicle = expected.due.entries.find((entry) => entry.vehicle_id !== null)!;
  await dueList.getByRole('link', { name: firstVehicle.license_plate! }).first().click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/vehicles/${firstVehicle.vehicle_id}/details`));
  await expect(page.getByRole('region', { name: 'Next due' })).toContainText('Overdue');
});

test('every role has the overview, in its own branches', async ({ page }) => {
  await signIn(page, 'user');
  await expect(sidebar(page).getByRole('link', { name: 'Overview' })).toBeVisible();
  await page.goto('/dashboard/overview');
  const own = await apiOverview(page);
  await expect(page.getByTestId('count-ok')).toHaveText(String(own.vehicles.ok));
  // The user sees Durrës only: fewer vehicles than the company has.
  expect(own.vehicles.total).toBeLessThan(21);
  await expect(page.getByText(`of ${own.vehicles.total} active vehicles`).first()).toBeVisible();
  // A user may not change the thresholds.
  await expect(page.getByRole('button', { name: 'Due-soon thresholds' })).toHaveCount(0);
});

test('the branch selector narrows the overview to one branch, and back', async ({ page }) => {
  await signIn(page, 'admin', '/dashboard/overview');
  const all = await apiOverview(page);
  await expect(page.getByTestId('count-ok')).toHaveText(String(all.vehicles.ok));
  const answer = page.waitForResponse((response) => response.url().includes('/api/overview?branchId='));
  const selector = sidebar(page).getByRole('combobox', { name: 'Branch' });
  await selector.click();
  await page.getByRole('option', { name: 'Vlorë' }).click();
  const branchId = new URL((await answer).url()).searchParams.get('branchId')!;
  const vlore = ((await (await page.request.get(`/api/overview?branchId=${branchId}`)).json()) as { data: Overview }).data;
  expect(vlore.vehicles.total).toBeLessThan(all.vehicles.total);
  await expect(page.getByText(`of ${vlore.vehicles.total} active vehicles`).first()).toBeVisible();
  await expect(page.getByTestId('count-ok')).toHaveText(String(vlore.vehicles.ok));
  await selector.click();
  await page.getByRole('option', { name: 'All branches' }).click();
  await expect(page.getByText(`of ${all.vehicles.total} active vehicles`).first()).toBeVisible();
});

test("the overview in German and Albanian, with the numbers in each language's own way", async ({ page }) => {
  await signIn(page, 'admin', '/dashboard/overview');
  await page.getByRole('button', { name: /^(Language|Sprache|Gjuha): [A-Z]{2}$/ }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { name: 'Bald fällig und überfällig' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mängel und Fahrzeugkontrollen' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Kritisch \d+$/ })).toBeVisible();
  await expect(page.getByTestId('thresholds')).toHaveText('Bald fällig heißt: innerhalb von 30 Tagen oder 1.000 km.');
  await expect(page.getByTestId('costs-total')).toHaveText(/^Gesamt: [\d.]+,\d\d €$/);
  // Month names from the catalogue, whatever locale data the browser has.
  await expect(
    page
      .getByRole('region', { name: 'Kosten pro Monat' })
      .getByText(/^(Jan\.|Feb\.|März|Apr\.|Mai|Juni|Juli|Aug\.|Sept\.|Okt\.|Nov\.|Dez\.) \d\d$/)
      .first(),
  ).toBeVisible();
  await page.getByRole('button', { name: /^(Language|Sprache|Gjuha): [A-Z]{2}$/ }).click();
  await page.getByRole('menuitem', { name: 'Shqip' }).click();
  await expect(page.getByRole('heading', { name: 'Afate që afrojnë dhe afate me vonesë' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Defektet dhe kontrollet e automjeteve' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Kritik \d+$/ })).toBeVisible();
  await expect(page.getByTestId('costs-total')).toHaveText(/^Gjithsej: [\d\u00A0]+,\d\d €$/);
  await expect(page.getByText('Me vonesë', { exact: true }).first()).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Kostoja për muaj' })
      .getByText(/^(jan|shk|mar|pri|maj|qer|korr|gush|sht|tet|nën|dhj) \d\d$/)
      .first(),
  ).toBeVisible();
});

test('an admin changes what "due soon" means, and the counts follow', async ({ page }) => {
  await signInAs(page, 'katrin.becker', '/dashboard/overview');
  const before = await apiOverview(page);
  await page.getByRole('button', { name: 'Due-soon thresholds' }).click();
  const dialog = page.getByRole('dialog', { name: 'Due-soon thresholds' });
  await expect(dialog.getByRole('spinbutton', { name: /^Days before the date/ })).toHaveValue('30');
  await dialog.getByRole('spinbutton', { name: /^Days before the date/ }).fill('400');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Must be at most 365')).toBeVisible();
  await dialog.getByRole('spinbutton', { name: /^Days before the date/ }).fill('365');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Thresholds saved');
  await expect(page.getByTestId('thresholds')).toHaveText('Due soon means within 365 days or 1,000 km.');
  const after = await apiOverview(page);
  expect(after.vehicles.soon).toBeGreaterThan(before.vehicles.soon);
  await expect(page.getByTestId('count-soon')).toHaveText(String(after.vehicles.soon));
  // Back to the default, so the German company reads as before.
  const path = `/api/companies/${after.thresholds!.company_id}/settings`;
  const { version } = (await (await page.request.get(path)).json()).data as { version: number };
  expect((await page.request.put(path, { data: { due_soon_days: 30, due_soon_km: 1000, version } })).ok()).toBe(true);
});
