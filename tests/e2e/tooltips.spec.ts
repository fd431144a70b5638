import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/fleet';
import { dialog } from './support/records';

/*
 * docs/screens.md, Constants (the spec's §9, "Tooltip delay 700 ms, skip delay 300 ms"): a tooltip opens
 * 700 ms after the pointer rests on its button; the next one, reached within 300 ms of the last one
 * closing, opens at once; reached later, it waits the 700 ms again. The page's clock is Playwright's,
 * stopped while the pointer moves, so that a busy machine cannot make a wait look longer than it was.
 */

const hint = (page: Page, field: string) => dialog(page, 'Add a Vehicle').getByRole('button', { name: `About: ${field}`, exact: true });
const tooltip = (page: Page, text: RegExp) => page.getByRole('tooltip').filter({ hasText: text });

const INTERVAL = /^How many months the law allows/;
const SERVICE = /^Months between obligatory services/;

test("the vehicle form's hints open after 700 ms, the next one at once within 300 ms, later after 700 ms again", async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'admin');
  await page.goto('/dashboard/vehicles');
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(hint(page, 'Obligatory service interval')).toBeVisible();
  // From here on, time moves only when the test says so.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

  await hint(page, 'Legislation control interval').hover();
  await page.clock.runFor(650);
  await expect(tooltip(page, INTERVAL)).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(tooltip(page, INTERVAL)).toBeVisible();

  // Left, and the next hint reached 250 ms later: it opens at once.
  await page.mouse.move(1, 1);
  await page.clock.runFor(250);
  await hint(page, 'Obligatory service interval').hover();
  await page.clock.runFor(1);
  await expect(tooltip(page, SERVICE)).toBeVisible();

  // Left, and the other one reached 400 ms later: it waits the whole 700 ms.
  await page.mouse.move(1, 1);
  await page.clock.runFor(400);
  await hint(page, 'Legislation control interval').hover();
  await page.clock.runFor(650);
  await expect(tooltip(page, INTERVAL)).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(tooltip(page, INTERVAL)).toBeVisible();
});
