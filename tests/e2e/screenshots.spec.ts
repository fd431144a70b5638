import { test, type Page } from '@playwright/test';
import type { Role } from '../../contract/roles';
import { signIn } from './support/fleet';

/*
 * `npm run screenshots`: every screen of the frame in light and dark, on a desktop and a phone,
 * written to docs/screenshots/ for the README and for people to look at. Not part of `npm test`.
 */
const SIZES = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};

const SCREENS: { name: string; role?: Role; path: string }[] = [
  { name: 'sign-in', path: '/' },
  { name: 'sign-up', path: '/sign-up?invite=example' },
  { name: 'not-found', path: '/no/such/page' },
  { name: 'companies', role: 'superadmin', path: '/dashboard/companies' },
  { name: 'branches', role: 'admin', path: '/dashboard/branches' },
  { name: 'employees', role: 'moderator', path: '/dashboard/employee' },
  { name: 'vehicles', role: 'user', path: '/dashboard/vehicles' },
  { name: 'vehicle-details', role: 'admin', path: '/dashboard/vehicles' },
  { name: 'mandatory-maintenance', role: 'admin', path: '/dashboard/mandatory-maintenance' },
  { name: 'general-maintenance', role: 'admin', path: '/dashboard/voluntary-maintenance' },
];

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Let the toasts of signing in leave, so they do not cover the screen.
  await page.evaluate(() => document.querySelectorAll('.MuiSnackbar-root').forEach((toast) => toast.remove()));
}

for (const theme of ['light', 'dark'] as const) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`screens in ${theme}, ${size}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await page.addInitScript((mode) => localStorage.setItem('vite-ui-theme', mode), theme);
      let signedInAs: Role | undefined;
      for (const screen of SCREENS) {
        if (screen.role && screen.role !== signedInAs) {
          await page.context().clearCookies();
          await page.goto('/');
          await page.evaluate(() => localStorage.removeItem('userData'));
          await signIn(page, screen.role);
          signedInAs = screen.role;
        }
        await page.goto(screen.path);
        if (screen.name === 'vehicle-details') {
          await page.locator('td.column-license_plate').first().waitFor();
          const id = await page.evaluate(async () => (await (await fetch('/api/vehicles?limit=1&sort=license_plate')).json()).data[0].id);
          await page.goto(`/dashboard/vehicles/${id}/details`);
        }
        await settle(page);
        await page.screenshot({ path: `docs/screenshots/${screen.name}-${theme}-${size}.png` });
      }
      if (size === 'phone') {
        await page.getByRole('button', { name: 'Toggle sidebar' }).click();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `docs/screenshots/sidebar-drawer-${theme}-phone.png` });
      } else {
        await page.keyboard.press('Control+b');
        await page.waitForTimeout(400);
        await page.screenshot({ path: `docs/screenshots/sidebar-icons-${theme}-desktop.png` });
        await page.keyboard.press('Control+b');
      }
    });
  }
}
