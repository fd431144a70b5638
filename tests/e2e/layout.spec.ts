import { expect, test, type Page } from '@playwright/test';
import { sidebar, signIn, storedItem } from './support/fleet';

async function sidebarWidth(page: Page): Promise<number> {
  return (await sidebar(page).locator('.MuiDrawer-paper').boundingBox())!.width;
}

async function sidebarCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'sidebar:state')?.value;
}

test.describe('layout', () => {
  test('the branch selector scopes every list and survives a reload', async ({ page }) => {
    await signIn(page, 'admin', '/dashboard/vehicles');
    const selector = sidebar(page).getByRole('combobox', { name: 'Branch' });
    await expect(selector).toHaveText('All branches');
    await selector.click();
    // Other tests, running alongside, add branches of their own: these are the demo's, in order.
    await expect(page.getByRole('option')).toContainText(['All branches', 'Durrës', 'Shkodër', 'Tiranë', 'Vlorë']);

    // The list's own first call may still be on its way (the screen loads when first opened): the
    // call the choice makes is the one that names a branch.
    const scoped = page.waitForRequest((request) => request.url().includes('/api/vehicles?') && request.url().includes('branchId='));
    await page.getByRole('option', { name: 'Tiranë' }).click();
    const branchId = new URL((await scoped).url()).searchParams.get('branchId');
    expect(branchId).toBeTruthy();
    expect(await storedItem(page, 'fleet.selectedBranchId')).toBe(branchId);

    const afterReload = page.waitForRequest((request) => request.url().includes('/api/vehicles?'));
    await page.reload();
    expect(new URL((await afterReload).url()).searchParams.get('branchId')).toBe(branchId);
    await expect(selector).toHaveText('Tiranë');

    // Another list follows the same choice.
    const maintenance = page.waitForRequest((request) => request.url().includes('/api/general-maintenances?'));
    await sidebar(page).getByRole('link', { name: 'General maintenance' }).click();
    expect(new URL((await maintenance).url()).searchParams.get('branchId')).toBe(branchId);

    const all = page.waitForRequest((request) => request.url().includes('/api/general-maintenances?'));
    await selector.click();
    await page.getByRole('option', { name: 'All branches' }).click();
    expect(new URL((await all).url()).searchParams.has('branchId')).toBe(false);
  });

  test('a moderator chooses only among the branches assigned to them', async ({ page }) => {
    await signIn(page, 'moderator');
    await sidebar(page).getByRole('combobox', { name: 'Branch' }).click();
    await expect(page.getByRole('option')).toHaveText(['All branches', 'Tiranë']);
  });

  test('Ctrl+B and Meta+B collapse the sidebar to icons; the cookie sidebar:state keeps it for 7 days', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
    expect(await sidebarWidth(page)).toBeCloseTo(256, 0);

    await page.keyboard.press('Control+b');
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
    await expect.poll(async () => Math.round(await sidebarWidth(page))).toBe(48);
    expect(await sidebarCookie(page)).toBe('false');
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'sidebar:state')!;
    const days = (cookie.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    await page.reload();
    await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');

    await page.keyboard.press('Meta+b');
    await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
    expect(await sidebarCookie(page)).toBe('true');
  });

  test('below 768 px the sidebar is an 18rem drawer behind a toggle', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'user');
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(sidebar(page).getByRole('link', { name: 'Vehicles' })).toBeVisible();
    expect(await sidebarWidth(page)).toBeCloseTo(288, 0);
    await sidebar(page).getByRole('link', { name: 'General maintenance' }).click();
    await expect(page).toHaveURL('/dashboard/voluntary-maintenance');
    await expect(sidebar(page)).toBeHidden();
  });
});
