import { expect, test } from '@playwright/test';
import { signInWithForm } from './support/fleet';
import { E2E_PORT } from './support/server-settings';

/*
 * Fleet opened over plain HTTP at an address that is not the machine's own loopback, as a colleague
 * on the same network would open it. The browser then counts the page as not secure, and the content
 * security policy's `upgrade-insecure-requests` (sent only behind HTTPS now, server/plugins/security-headers.ts)
 * turned its scripts into https:// addresses that nothing answered: a blank page. The name
 * fleet.test stands for such an address: Chromium resolves it to the test server.
 */
test.use({
  baseURL: `http://fleet.test:${E2E_PORT}`,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: ['--host-resolver-rules=MAP fleet.test 127.0.0.1'],
  },
});

test('over plain HTTP at a network name, the page loads and an admin signs in', async ({ page }) => {
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(request.url()));
  await page.goto('/');
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await signInWithForm(page, 'admin');
  await expect(page.getByText('Add new content')).toBeVisible();
  expect(failed).toEqual([]);
});
