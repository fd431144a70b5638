import { expect, test } from '@playwright/test';
import { sidebar, signIn, signInWithForm, toast } from './support/fleet';

test.describe('notifications', () => {
  test("a failed call shows the server's first field error", async ({ page }) => {
    await signIn(page, 'admin');
    await page.route('**/api/vehicles?*', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Some fields are not valid',
          errors: [{ field: 'type', message: 'Type must be bus, car or truck' }],
        }),
      }),
    );
    await sidebar(page).getByRole('link', { name: 'Vehicles' }).click();
    await expect(toast(page)).toHaveText(/Type must be bus, car or truck/);
    await expect(toast(page)).toHaveAttribute('data-variant', 'destructive');
  });

  test("without field errors it shows the server's message, else the client's error", async ({ page }) => {
    await signIn(page, 'admin');
    await page.route('**/api/vehicles?*', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'The database is being upgraded' }) }),
    );
    await sidebar(page).getByRole('link', { name: 'Vehicles' }).click();
    await expect(toast(page)).toHaveText(/The database is being upgraded/);

    await page.unroute('**/api/vehicles?*');
    await page.route('**/api/general-maintenances?*', (route) => route.fulfill({ status: 502, body: '' }));
    await sidebar(page).getByRole('link', { name: 'General maintenance' }).click();
    await expect(toast(page)).toHaveText(/Request failed with status code 502/);

    await page.route('**/api/mandatory-maintenances?*', (route) => route.abort('connectionrefused'));
    await sidebar(page).getByRole('link', { name: 'Mandatory maintenance' }).click();
    await expect(toast(page)).toHaveText(/Network Error/);
  });

  test('only one toast is on screen at a time, and it can be closed', async ({ page }) => {
    await signInWithForm(page, 'user');
    await expect(toast(page)).toContainText('Successfully signed in');
    // Move inside the app (no reload) to a forbidden screen: its toast replaces the welcome.
    await page.evaluate(() => {
      history.pushState({}, '', '/dashboard/companies');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(toast(page)).toContainText('You do not have access to view that page');
    await expect(toast(page)).toHaveCount(1);
    await toast(page).getByRole('button', { name: 'Close' }).click();
    await expect(toast(page)).toHaveCount(0);
  });
});
