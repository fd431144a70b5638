import { expect, test, type Page } from '@playwright/test';
import { german } from '../../src/i18n/de';
import { albanian } from '../../src/i18n/al';
import { RESOURCE_DEFINITIONS } from '../../src/resourceDefinitions';
import { canAccess } from '../../contract/permissions';
import { sidebar, signIn, signInWithForm, storedItem } from './support/fleet';

async function chooseLanguage(page: Page, name: 'English' | 'Deutsch' | 'Shqip') {
  await page.getByRole('button', { name: /^(Language|Sprache|Gjuha): [A-Z]{2}$/ }).click();
  await page.getByRole('menuitem', { name }).click();
}

async function chooseTheme(page: Page, name: string) {
  await page.getByRole('button', { name: /^(Theme|Design|Tema)$/ }).click();
  await page.getByRole('menuitem', { name }).click();
}

async function backgroundOf(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

test.describe('languages', () => {
  test('the sign-in screen switches to Deutsch and Shqip and back', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

    await chooseLanguage(page, 'Deutsch');
    await expect(page.getByRole('heading', { name: german.fleet.auth.sign_in })).toBeVisible();
    await expect(page.getByLabel(german.fleet.auth.password)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');

    await chooseLanguage(page, 'Shqip');
    await expect(page.getByRole('heading', { name: albanian.fleet.auth.sign_in })).toBeVisible();
    // docs/product.md, Languages and themes: the language id is `al`, the page's language tag is `sq`.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('sq');

    await chooseLanguage(page, 'English');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test("the dashboard speaks the chosen language, react-admin's own words included, after a reload too", async ({ page }) => {
    await signIn(page, 'admin', '/dashboard/vehicles');
    await chooseLanguage(page, 'Deutsch');
    const vehiclesDe = german.resources.vehicles.name.split(' |||| ')[1]!;
    await expect(sidebar(page).getByRole('link', { name: vehiclesDe })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: german.resources.vehicles.fields.license_plate })).toBeVisible();
    await expect(page.getByText(german.fleet.table.rows_per_page)).toBeVisible();
    await expect(sidebar(page).getByRole('button', { name: german.fleet.auth.sign_out })).toBeVisible();

    await page.reload();
    await expect(sidebar(page).getByRole('link', { name: vehiclesDe })).toBeVisible();

    await chooseLanguage(page, 'Shqip');
    await expect(sidebar(page).getByRole('link', { name: albanian.resources.vehicles.name.split(' |||| ')[1]! })).toBeVisible();
    await expect(sidebar(page).getByRole('combobox')).toHaveText(albanian.fleet.layout.all_branches);
  });
});

test.describe('on a phone, 375 × 812', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test("in Deutsch, each list's title stays beside the header's buttons, its long words broken rather than run under them", async ({
    page,
  }) => {
    await signIn(page, 'admin', '/dashboard/vehicles');
    await chooseLanguage(page, 'Deutsch');
    const title = page.getByRole('heading', { level: 1 });
    for (const definition of RESOURCE_DEFINITIONS.filter(
      (definition) => definition.hasList && canAccess('admin', definition.api, 'list'),
    )) {
      await page.goto(`/dashboard/${definition.name}`);
      await expect(title).toHaveText(definition.messages.de.name.split('||||').pop()!.trim());
      // Nothing of it runs past its box (Fahrzeugkontrollen did, under the refresh button and the bell).
      expect(await title.evaluate((h1) => h1.scrollWidth <= h1.clientWidth), definition.name).toBe(true);
      const [heading, refresh] = [await title.boundingBox(), await page.getByRole('button', { name: 'Aktualisieren' }).boundingBox()];
      expect(heading!.x + heading!.width, definition.name).toBeLessThanOrEqual(refresh!.x);
    }
  });
});

test.describe('themes', () => {
  test('the theme follows the system until a choice is made', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    expect(await storedItem(page, 'vite-ui-theme')).toBeNull();
    expect(await backgroundOf(page)).toBe('rgb(9, 9, 11)');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => backgroundOf(page)).toBe('rgb(244, 244, 245)');
  });

  test('the chosen theme lands in vite-ui-theme and survives sign-out', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signInWithForm(page, 'user');
    await chooseTheme(page, 'Dark');
    expect(await storedItem(page, 'vite-ui-theme')).toBe('dark');
    await expect.poll(() => backgroundOf(page)).toBe('rgb(9, 9, 11)');

    await sidebar(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/sign-in');
    expect(await storedItem(page, 'vite-ui-theme')).toBe('dark');
    expect(await backgroundOf(page)).toBe('rgb(9, 9, 11)');

    await chooseTheme(page, 'System');
    expect(await storedItem(page, 'vite-ui-theme')).toBe('system');
    await expect.poll(() => backgroundOf(page)).toBe('rgb(244, 244, 245)');
  });
});
