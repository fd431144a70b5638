import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { AccessTokens } from '../../server/auth/tokens';
import { ROLES } from '../../contract/roles';
import { DEMO_USERS, HOMES, sidebar, signInWithForm, storedItem, toast } from './support/fleet';
import { E2E_JWT_SECRET } from './support/server-settings';

test.describe('signing in', () => {
  for (const role of ROLES) {
    test(`${role} signs in and lands on its home`, async ({ page }) => {
      await signInWithForm(page, role);
      await expect(toast(page)).toContainText('Successfully signed in');
      await expect(page.getByTestId('signed-in-username')).toHaveText(DEMO_USERS[role]);
      const userData = JSON.parse((await storedItem(page, 'userData')) ?? '{}');
      expect(userData).toMatchObject({ username: DEMO_USERS[role], role });
    });
  }

  test('both / and /sign-in show the sign-in card, on a split screen with a black panel', async ({ page }) => {
    for (const path of ['/', '/sign-in']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expect(page.getByTestId('auth-panel')).toHaveCSS('background-color', 'rgb(9, 9, 11)');
    }
  });

  test('a wrong password says "Error on log in" with the server\'s reason, and the button says Loading... meanwhile', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('not-the-password');
    // Hold the answer back a moment so that the pending state can be seen.
    await page.route('**/api/auth/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    await expect(toast(page)).toContainText('Error on log in');
    await expect(toast(page)).toContainText('Invalid username or password');
    await expect(page).toHaveURL('/');
    expect(await storedItem(page, 'userData')).toBeNull();
  });

  for (const [kind, answer] of [
    ['an empty answer', { status: 500, body: '' }],
    ["a page that is not Fleet's", { status: 502, contentType: 'text/html', body: '<html><body>Bad Gateway</body></html>' }],
  ] as const) {
    test(`a failed sign-in with ${kind} says the spec's sentence, not the status code`, async ({ page }) => {
      await page.route('**/api/auth/login', (route) => route.fulfill(answer));
      await page.goto('/');
      await page.getByLabel('Username').fill('admin');
      await page.getByLabel('Password').fill('admin-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(toast(page)).toContainText('Error on log in');
      await expect(toast(page)).toContainText('There is an issue with logging your user in');
      await expect(toast(page)).not.toContainText('status code');
    });

    test(`a failed sign-out with ${kind} says the spec's sentence, not the status code`, async ({ page }) => {
      await signInWithForm(page, 'moderator');
      await page.route('**/api/auth/log-out', (route) => route.fulfill(answer));
      await sidebar(page).getByRole('button', { name: 'Sign out' }).click();
      await expect(toast(page)).toContainText('Error with sign out');
      await expect(toast(page)).toContainText('There is an issue with signing you out of your account. Please contact support');
      await expect(toast(page)).not.toContainText('status code');
    });
  }

  test('a visitor without a session is sent to sign in', async ({ page }) => {
    await page.goto('/dashboard/vehicles');
    await expect(page).toHaveURL('/sign-in');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('a reload keeps the user signed in', async ({ page }) => {
    await signInWithForm(page, 'admin');
    await page.reload();
    await expect(page).toHaveURL(HOMES.admin);
    await expect(page.getByTestId('signed-in-username')).toHaveText('admin');
  });

  test('signing out ends the session, forgets the user and says goodbye', async ({ page }) => {
    await signInWithForm(page, 'moderator');
    await sidebar(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/sign-in');
    await expect(toast(page)).toContainText('Successfully signed out');
    await expect(toast(page)).toContainText('See you next time');
    expect(await storedItem(page, 'userData')).toBeNull();
    // The server session is gone too, not just the browser's memory of it.
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    await page.goto('/dashboard/employee');
    await expect(page).toHaveURL('/sign-in');
  });

  test('an expired access token is refreshed without the user noticing', async ({ page, context }) => {
    await signInWithForm(page, 'admin');
    const userData = JSON.parse((await storedItem(page, 'userData')) ?? '{}');
    const expired = new AccessTokens(E2E_JWT_SECRET).sign(userData.id, randomUUID(), -60);
    await context.clearCookies({ name: 'access_token' });
    await context.addCookies([{ name: 'access_token', value: expired, url: page.url(), httpOnly: true, sameSite: 'Strict' }]);

    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh-token'));
    await sidebar(page).getByRole('link', { name: 'Vehicles' }).click();
    expect((await refreshed).status()).toBe(200);
    await expect(page.getByRole('cell', { name: 'AA 301 FT' })).toBeVisible();
    await expect(page).toHaveURL('/dashboard/vehicles');
    await expect(toast(page)).toHaveCount(0);
  });

  test('when the session cannot be refreshed, the user goes to sign in', async ({ page, context }) => {
    await signInWithForm(page, 'admin');
    await context.clearCookies();
    await page.reload();
    await expect(page).toHaveURL('/sign-in');
    expect(await storedItem(page, 'userData')).toBeNull();
    // The sign-in screen says why the user is there.
    await expect(page.getByRole('alert')).toContainText('Your session has ended. Please sign in again.');
    // Only once: a later visit to the sign-in screen is a plain one.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
