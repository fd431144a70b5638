import { expect, test } from '@playwright/test';
import { signIn } from './support/fleet';

/** docs/screens.md, Tables, in English, on the admin's vehicles (the demo has dozens). */
test('the vehicles table pages with Previous and Next and counts selected rows', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/dashboard/vehicles');
  const range = page.getByTestId('record-range');
  await expect(range).toHaveText(/^Showing 1 to 10 of \d+ records$/);
  const total = Number(/of (\d+) records/.exec((await range.textContent()) ?? '')?.[1]);
  const pages = Math.ceil(total / 10);
  await expect(page.getByTestId('page-of')).toHaveText(`Page 1 of ${pages}`);
  await expect(page.getByTestId('row-selection')).toHaveText(`0 of ${total} row(s) selected`);

  const rows = page.locator('tbody tr');
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await expect(page.getByTestId('row-selection')).toHaveText(`2 of ${total} row(s) selected`);

  const firstPlate = await rows.nth(0).locator('td.column-license_plate').textContent();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('page-of')).toHaveText(`Page 2 of ${pages}`);
  await expect(range).toHaveText(`Showing 11 to 20 of ${total} records`);
  await expect(rows.nth(0).locator('td.column-license_plate')).not.toHaveText(firstPlate!);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByTestId('page-of')).toHaveText(`Page 1 of ${pages}`);
  await expect(rows.nth(0).locator('td.column-license_plate')).toHaveText(firstPlate!);
});
