import { expect, test, type Locator } from '@playwright/test';
import { signIn } from './support/fleet';

/*
 * A row's buttons and the list's toolbar are on screen and not covered, at a laptop's, a desktop's and a phone's width, on
 * every list whose table is wider than some of them: the table scrolls sideways in its card with the
 * actions column fixed at its right edge (src/resources/shared/list/FleetDataTable.tsx).
 */

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
];

const LISTS = ['/dashboard/vehicles', '/dashboard/employee', '/dashboard/voluntary-maintenance', '/dashboard/mandatory-maintenance'];

/** Each of these buttons: whether it lies inside the window and is what a click there would hit. */
async function reachable(buttons: Locator) {
  await expect(buttons.first()).toBeVisible();
  return buttons.evaluateAll((buttons) =>
    buttons.map((button) => {
      const box = button.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const inside = box.left >= 0 && box.right <= window.innerWidth && box.top >= 0 && box.bottom <= window.innerHeight;
      const hit = document.elementFromPoint(x, y);
      return { name: button.getAttribute('aria-label') ?? button.textContent, inside, clickable: hit !== null && button.contains(hit) };
    }),
  );
}

for (const size of SIZES) {
  test.describe(`at ${size.width} × ${size.height}`, () => {
    test.use({ viewport: size });

    test('every list shows its first row’s buttons on screen, uncovered', async ({ page }) => {
      await signIn(page, 'admin');
      for (const list of LISTS) {
        await page.goto(list);
        const actions = await reachable(page.locator('tbody tr').first().locator('td.column-actions').locator('a, button'));
        expect(actions.length, list).toBeGreaterThan(0);
        for (const action of actions) expect(action, `${list}: ${action.name}`).toMatchObject({ inside: true, clickable: true });
        // The toolbar's buttons too (Columns, Export CSV, Import CSV, Add): on a phone they wrap.
        const toolbar = await reachable(page.locator('.RaList-actions').locator('a, button'));
        expect(toolbar.length, list).toBeGreaterThanOrEqual(2);
        for (const button of toolbar) expect(button, `${list}: ${button.name}`).toMatchObject({ inside: true, clickable: true });
      }
    });

    test('scrolled down, a row at the top of the window is not covered by the language and theme buttons', async ({ page }) => {
      await signIn(page, 'admin');
      // A page long enough to scroll a row to the top.
      await page.goto('/dashboard/vehicles?perPage=50');
      const row = page.locator('tbody tr').nth(8);
      await expect(row).toBeVisible();
      // The row's top at the window's top edge, where fixed corner controls would sit.
      await row.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top));
      const actions = await reachable(row.locator('td.column-actions').locator('a, button'));
      for (const action of actions) expect(action, `${action.name}`).toMatchObject({ inside: true, clickable: true });
    });
  });
}
