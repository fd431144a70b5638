import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/fleet';

/*
 * A screen whose data does not come says why and offers "Try again", which asks again and shows the
 * data (src/layout/QueryState.tsx): the overview and the inbox, each with its first call answered 503
 * by the browser's own network layer.
 */
test.describe.configure({ timeout: 90_000 });

/** The first call to the path fails as a database outage would; later ones go through. */
async function failFirstCall(page: Page, path: RegExp) {
  let failed = false;
  await page.route(path, async (route) => {
    if (failed) return route.continue();
    failed = true;
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'The database is not reachable' }),
    });
  });
}

test('the overview that failed to load says so, and Try again loads it', async ({ page }) => {
  await signIn(page, 'admin');
  await failFirstCall(page, /\/api\/overview(\?|$)/);
  await page.goto('/dashboard/overview');
  const alert = page.getByRole('alert').filter({ hasText: 'The overview could not be loaded' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('count-overdue')).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('the inbox that failed to load says so, and Try again loads it', async ({ page }) => {
  await signIn(page, 'moderator');
  await failFirstCall(page, /\/api\/notifications\?.*limit=25/);
  await page.goto('/dashboard/notifications');
  const alert = page.getByRole('alert').filter({ hasText: 'The database is not reachable' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Unread only' })).toBeVisible();
});
