import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signIn, toast } from './support/fleet';
import { dialog, rowOf } from './support/records';

/*
 * Archive as one idea and the selection bar, in a real browser (docs/product.md, Archive and restore; docs/screens.md,
 * Tables): two vehicles of this test's own are ticked, exported, archived together, listed as archived and
 * restored. Other tests run beside it, so everything is found by this test's own tag.
 */
test.describe.configure({ timeout: 90_000 });

const tag = () => `SEL${Math.random().toString(36).slice(2, 6).toUpperCase()}`;

/** A vehicle in the admin's first branch, through the API the screens use; its id. */
async function addVehicle(page: Page, plate: string): Promise<string> {
  const branches = (await (await page.request.get('/api/branches?limit=1')).json()).data as { id: string }[];
  const answer = await page.request.post('/api/vehicles', {
    data: {
      license_plate: plate,
      model: 'Fiat Ducato',
      mileage: 12_000,
      type: 'truck',
      last_legislation_control: '2026-05-01',
      legislation_control_interval: 12,
      last_service_date: '2026-05-01',
      mandatory_service_interval: 12,
      mandatory_service_interval_km: 30_000,
      notes: null,
      branches: [branches[0]!.id],
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()).data.id as string;
}

test('ticked vehicles are exported and archived together; "Archived" lists them and Restore brings one back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin');
  const mark = tag();
  const plates = [`${mark} 1`, `${mark} 2`];
  for (const plate of plates) await addVehicle(page, plate);
  await page.goto('/dashboard/vehicles');
  await page.getByPlaceholder('Search', { exact: true }).fill(mark);
  await expect(page.locator('tbody tr')).toHaveCount(2);

  for (const plate of plates) await rowOf(page, plate).getByRole('checkbox').check();
  const bar = page.getByRole('region', { name: 'Selected rows' });
  await expect(bar).toContainText('2 rows selected');

  const download = page.waitForEvent('download');
  await bar.getByRole('button', { name: 'Export selection' }).click();
  const file = await (await download).path();
  const lines = (await fs.readFile(file!, 'utf8')).trim().split('\r\n');
  expect(lines).toHaveLength(3);
  expect(lines[0]).toMatch(/^License plate,Model,/);
  expect(
    lines
      .slice(1)
      .map((line) => line.split(',')[0])
      .sort(),
  ).toEqual(plates);

  await bar.getByRole('button', { name: 'Archive' }).click();
  const question = dialog(page, 'Archive 2 vehicles?');
  await expect(question).toContainText(
    '2 vehicles will be archived: they leave the lists and the maintenance forms; their maintenance history stays.',
  );
  await question.getByRole('button', { name: 'Archive' }).click();
  await expect(toast(page)).toContainText('2 vehicles archived');
  await expect(page.getByText('No records found')).toBeVisible();
  await expect(bar).toHaveCount(0);

  await page.getByRole('switch', { name: 'Archived' }).check();
  await expect(page.locator('tbody tr')).toHaveCount(2);
  const archivedRow = rowOf(page, plates[0]!);
  await expect(archivedRow.getByRole('button', { name: 'Archive' })).toHaveCount(0);
  await archivedRow.getByRole('button', { name: 'Restore' }).click();
  await expect(toast(page)).toContainText('Vehicle restored successfully');
  await expect(page.locator('tbody tr')).toHaveCount(1);

  await page.getByRole('switch', { name: 'Archived' }).uncheck();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(rowOf(page, plates[0]!).getByRole('button', { name: 'Archive' })).toBeVisible();
  // Its history and plate are its own again: the API lists it as active.
  const active = await (await page.request.get(`/api/vehicles?q=${encodeURIComponent(mark)}`)).json();
  expect(active.data.map((vehicle: { license_plate: string }) => vehicle.license_plate)).toEqual([plates[0]]);
});

test('a vehicle whose plate an active one took meanwhile is not restored, and the toast says why', async ({ page }) => {
  await signIn(page, 'admin');
  const mark = tag();
  const plate = `${mark} 1`;
  const sold = await addVehicle(page, plate);
  expect((await page.request.delete(`/api/vehicles/${sold}`)).status()).toBe(200);
  // Its successor carries the plate now.
  await addVehicle(page, plate);
  await page.goto('/dashboard/vehicles');
  await page.getByPlaceholder('Search', { exact: true }).fill(mark);
  await page.getByRole('switch', { name: 'Archived' }).check();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await rowOf(page, plate).getByRole('button', { name: 'Restore' }).click();
  await expect(toast(page)).toContainText('An active vehicle with this license plate already exists');
  await expect(rowOf(page, plate)).toBeVisible();
});
