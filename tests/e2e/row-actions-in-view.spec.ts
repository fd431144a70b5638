import { expect, test, type Locator, type Page } from '@playwright/test';
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

/** What the selection bar offers an admin on each list: employees have no CSV, vehicles are archived. */
const BULK_BUTTONS: Record<string, string[]> = {
  '/dashboard/vehicles': ['Clear selection', 'Print QR labels', 'Export selection', 'Archive'],
  '/dashboard/employee': ['Clear selection', 'Delete'],
  '/dashboard/voluntary-maintenance': ['Clear selection', 'Export selection', 'Delete'],
  '/dashboard/mandatory-maintenance': ['Clear selection', 'Export selection', 'Delete'],
};

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
        // Ticking a row opens the selection bar, whose buttons nothing covers either.
        await page.locator('tbody tr').nth(1).getByRole('checkbox').check();
        const bar = await reachable(page.getByRole('region', { name: 'Selected rows' }).locator('button'));
        expect(bar.map((button) => button.name?.trim())).toEqual(BULK_BUTTONS[list]);
        for (const button of bar) expect(button, `${list}: ${button.name}`).toMatchObject({ inside: true, clickable: true });
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

/** What each list shows on a phone at first (src/resources/shared/list/phoneColumns.ts): the row's key columns and its buttons. */
const PHONE_HEADERS: Record<string, string[]> = {
  '/dashboard/companies': ['Name', 'Logo', 'Actions'],
  '/dashboard/vehicles': ['License plate', 'Due status', 'Actions'],
  '/dashboard/employee': ['First name', 'Last name', 'Actions'],
  '/dashboard/voluntary-maintenance': ['Service type', 'Last service date', 'Actions'],
  '/dashboard/mandatory-maintenance': ['Service type', 'Finished on', 'Actions'],
};

const headers = (page: Page) =>
  page.locator('thead th:not(.MuiTableCell-paddingCheckbox)').evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim()));

test.describe('on a phone, 375 × 812', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('every list opens with its key columns, which fit beside the row’s buttons without scrolling sideways', async ({ page }) => {
    await signIn(page, 'superadmin');
    for (const [list, expected] of Object.entries(PHONE_HEADERS)) {
      await page.goto(list);
      await expect(page.locator('tbody tr').first()).toBeVisible();
      expect(await headers(page), list).toEqual(expected);
      const wrapper = page.locator('.RaDataTable-tableWrapper');
      const { scrollWidth, clientWidth } = await wrapper.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
      expect(scrollWidth, list).toBeLessThanOrEqual(clientWidth);
    }
  });

  test('a plate of 20 characters, the longest there is, breaks rather than pushing the buttons off the card', async ({ page }) => {
    await signIn(page, 'admin');
    const plate = `LONG${Date.now().toString(36).toUpperCase()}`.padEnd(20, 'X').slice(0, 20);
    const branches = (await (await page.request.get('/api/branches?limit=1')).json()).data as { id: string }[];
    const created = await page.request.post('/api/vehicles', {
      data: {
        license_plate: plate,
        model: 'Ford Transit',
        mileage: 1000,
        type: 'car',
        last_legislation_control: '2026-05-01',
        legislation_control_interval: 12,
        last_service_date: '2026-05-01',
        mandatory_service_interval: 12,
        mandatory_service_interval_km: 30_000,
        notes: null,
        branches: [branches[0]!.id],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await page.goto(`/dashboard/vehicles?filter=${encodeURIComponent(JSON.stringify({ q: plate }))}`);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    const fits = await page.locator('.RaDataTable-tableWrapper').evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits).toBe(true);
    const actions = await reachable(page.locator('tbody tr').first().locator('td.column-actions').locator('a, button'));
    for (const action of actions) expect(action, `${action.name}`).toMatchObject({ inside: true, clickable: true });
  });

  test('Columns shows another column on the phone, which keeps its choice apart from the desktop’s', async ({ page }) => {
    await signIn(page, 'admin', '/dashboard/vehicles');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menu').getByText('Model', { exact: true }).click();
    await page.keyboard.press('Escape');
    expect(await headers(page)).toEqual(['License plate', 'Model', 'Due status', 'Actions']);

    // The desktop shows every column of the spec, not the phone's choice.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('thead th.column-mileage')).toBeVisible();
    expect(await headers(page)).not.toContain('Due status');
    await page.setViewportSize({ width: 375, height: 812 });
    await expect.poll(() => headers(page)).toEqual(['License plate', 'Model', 'Due status', 'Actions']);
  });
});
