import { expect, type Page } from '@playwright/test';

/** Turns the system's theme to this one (Fleet follows it) and waits until every colour has moved there. */
export async function turnTheme(page: Page, colorScheme: 'light' | 'dark') {
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const before = await background();
  await page.emulateMedia({ colorScheme });
  await expect.poll(background).not.toBe(before);
  await colorsAtRest(page);
}

/**
 * Waits until no finite animation or transition runs. MUI fades colours (a dialog and its backdrop
 * as they open, a button's background as the theme turns), and axe reads colours as shown: read
 * mid-fade, a label on a half-faded backdrop fails its contrast (a clean CI run failed so).
 */
export async function colorsAtRest(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}
