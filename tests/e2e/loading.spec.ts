import { expect, test, type Page } from '@playwright/test';
import { signIn, signInWithForm } from './support/fleet';

/*
 * The app loads in parts (src/App.tsx, src/Dashboard.tsx): the sign-in page without the signed-in
 * screens, the vehicles list without the overview's charts or a vehicle's page. The chunks' names
 * come from their modules, so a static import that pulled one back into the first load fails here.
 */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  return scripts;
}
const chunk = (scripts: string[], name: string) => scripts.some((script) => script.startsWith(`/assets/${name}-`));

test('the sign-in page loads none of the signed-in screens', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  for (const name of ['Dashboard', 'Overview', 'VehicleDetails']) expect(chunk(scripts, name), name).toBe(false);
  // English only: German and Albanian arrive when chosen (src/i18n/index.ts).
  for (const name of ['de', 'al']) expect(chunk(scripts, name), name).toBe(false);
});

test('a language is loaded when chosen, and with the app once it is the stored one', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  expect(chunk(scripts, 'de')).toBe(true);
  expect(chunk(scripts, 'al')).toBe(false);

  scripts.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  expect(chunk(scripts, 'de')).toBe(true);
});

test("the vehicles list loads the dashboard, and the overview and a vehicle's page only when opened", async ({ page }) => {
  await signIn(page, 'admin');
  const scripts = scriptsOf(page);
  await page.goto('/dashboard/vehicles');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(chunk(scripts, 'Dashboard')).toBe(true);
  expect(chunk(scripts, 'Overview')).toBe(false);
  await page.goto('/dashboard/overview');
  await expect(page.getByText('Due soon and overdue')).toBeVisible();
  expect(chunk(scripts, 'Overview')).toBe(true);
});

test('assets are sent compressed and cached for a year, the page itself revalidated', async ({ page }) => {
  const response = await page.goto('/sign-in');
  expect(response!.headers()['cache-control']).toContain('no-cache');
  const assets: Array<Record<string, string>> = [];
  page.on('response', (asset) => {
    if (new URL(asset.url()).pathname.startsWith('/assets/') && asset.request().resourceType() === 'script') assets.push(asset.headers());
  });
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(assets.length).toBeGreaterThan(0);
  for (const headers of assets) {
    expect(headers['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(headers['cache-control']).toContain('max-age=31536000');
  }
});

test('the page describes itself to search engines, and its scripts point at no source map', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (asset) => {
    if (asset.request().resourceType() === 'script') scripts.push(await asset.text());
  });
  await page.goto('/sign-in');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /registrations, services and repairs/);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).not.toContain('sourceMappingURL');
  expect((await page.request.get('/robots.txt')).headers()['content-type']).toMatch(/^text\/plain/);
});

test('nothing the page does breaks its content security policy, from sign-in to a form checked by the contract', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.sourceFile}`));
  });
  await signInWithForm(page, 'admin');
  await page.goto('/dashboard/vehicles');
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog').getByText('This field is required').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});
