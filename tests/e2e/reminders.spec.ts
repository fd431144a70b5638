import { expect, test } from '@playwright/test';
import { signInAs, toast } from './support/fleet';

/*
 * Reminders in the browser (docs/reminders.md): the German demo company's admin runs the check, the
 * bell counts what is new, its list opens a vehicle and marks that reminder read, and the inbox
 * marks the rest. Only this file runs the German company's check, so its counts are its own; and its
 * two tests that run it go one after the other (a serial group), since the file's tests otherwise run
 * side by side: a CI run saw the second one's check land while the first marked all read.
 */
test.describe.configure({ timeout: 90_000 });

const bell = (page: import('@playwright/test').Page) => page.getByRole('button', { name: /^Reminders/ });

/**
 * Opens the bell's list and waits until it has grown to its place: a click aimed while MUI's Grow
 * still scales it lands where the target is not yet, on a busy machine on a reminder that opens a
 * vehicle instead of "Show all reminders" (a CI run saw exactly that).
 */
async function openBell(page: import('@playwright/test').Page) {
  await bell(page).click();
  const list = page.getByRole('dialog', { name: 'Reminders' });
  await expect(list).toBeVisible();
  await expect(list).toHaveCSS('opacity', '1');
  await expect(list).toHaveCSS('transform', 'none');
  await expect(list.getByText('Loading...')).toHaveCount(0);
  return list;
}

test.describe("the German company's check", () => {
  test.describe.configure({ mode: 'serial' });

  test('the bell counts new reminders, opens a vehicle from its list, and the inbox marks all read', async ({ page }) => {
    await signInAs(page, 'katrin.becker', '/dashboard/notifications');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reminders');
    await page.getByRole('button', { name: 'Run the check now' }).click();
    await expect(toast(page)).toContainText(/The check raised \d+ reminders?/);

    // The demo has vehicles due soon and overdue: each is a reminder, and unread.
    await expect(bell(page)).toHaveAccessibleName(/^Reminders: \d+ unread$/);
    const unreadBefore = Number((await bell(page).getAttribute('aria-label'))!.match(/\d+/)![0]);
    expect(unreadBefore).toBeGreaterThan(0);
    await expect(page.locator('li[data-read="false"]').first()).toBeVisible();

    const list = await openBell(page);
    // A vehicle's own item (its legislation control or its service, as the screen words them), which
    // opens its vehicle; which items the list holds depends on what other tests have added that day.
    const first = list
      .getByRole('button')
      .filter({ hasText: /Legislation control|Obligatory service/ })
      .first();
    const plate = (await first.locator('p').first().innerText()).split(' · ')[0]!;
    await first.click();
    await expect(page).toHaveURL(/\/dashboard\/vehicles\/[0-9a-f-]+\/details$/);
    await expect(page.getByText(plate).first()).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName(unreadBefore - 1 === 0 ? 'Reminders' : `Reminders: ${unreadBefore - 1} unread`);

    await (await openBell(page)).getByRole('link', { name: 'Show all reminders' }).click();
    await expect(page).toHaveURL(/\/dashboard\/notifications$/);
    await page.getByRole('switch', { name: 'Unread only' }).check();
    await expect(page.locator('li[data-read="false"]')).toHaveCount(Math.min(unreadBefore - 1, 25));
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect(page.getByText('Everything is read.')).toBeVisible({ timeout: 20_000 });
    await expect(bell(page)).toHaveAccessibleName('Reminders');
  });

  test('the same check again raises nothing new', async ({ page }) => {
    await signInAs(page, 'katrin.becker');
    const first = await page.request.post('/api/notifications/run');
    expect(first.status()).toBe(200);
    const again = await page.request.post('/api/notifications/run');
    expect(((await again.json()) as { data: { count: number } }).data.count).toBe(0);
  });
});

test('a user sees the bell and their own inbox, but no way to run the check', async ({ page }) => {
  await signInAs(page, 'user', '/dashboard/notifications');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reminders');
  await expect(bell(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run the check now' })).toHaveCount(0);
});

test('the bell asks for the unread count again every minute', async ({ page }) => {
  // The count comes from a stand-in answer, so that no other test's reminders move it; the clock is the page's own.
  let unread = 0;
  let asked = 0;
  await page.route(/\/api\/notifications\?(?=.*unread=true)(?=.*limit=1(&|$))/, (route) => {
    asked += 1;
    return route.fulfill({ json: { data: [], totalCount: unread, totalPages: unread > 0 ? unread : 0 } });
  });
  await page.clock.install();
  await signInAs(page, 'katrin.becker');
  // The first count has been asked for and answered 0, so what follows is the bell asking again.
  await expect.poll(() => asked, { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(bell(page)).toHaveAccessibleName('Reminders');
  unread = 3;
  // On a busy machine the first answer may still be on its way when the clock moves, and the minute's
  // ask then joins it; so the page's clock moves a minute at a time until the bell shows the new count.
  await expect(async () => {
    await page.clock.fastForward(61_000);
    await expect(bell(page)).toHaveAccessibleName('Reminders: 3 unread', { timeout: 3_000 });
  }).toPass({ timeout: 40_000 });
  expect(asked).toBeGreaterThan(1);
});

test('a superadmin, who gets no reminders, has no bell', async ({ page }) => {
  await signInAs(page, 'superadmin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toBeVisible();
  await expect(bell(page)).toHaveCount(0);
});
