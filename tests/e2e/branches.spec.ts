import { expect, test, type Page } from '@playwright/test';
import { signIn, toast } from './support/fleet';
import { TINY_PNG, dialog, uniqueName } from './support/records';

/** A branch's card on the branches screen, named after the branch. */
function cardOf(page: Page, name: string) {
  return page.getByRole('listitem', { name, exact: true });
}

test.describe('Branches (admin)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin');
  });

  test("the cards show the company's branches with their logos, after the add card", async ({ page }) => {
    const cards = page.getByRole('listitem');
    await expect(cards.first()).toContainText('Add new content');
    for (const name of ['Durrës', 'Shkodër', 'Tiranë', 'Vlorë']) {
      await expect(cardOf(page, name).getByRole('img', { name: `Logo of ${name}` })).toHaveAttribute('src', /\/api\/logos\//);
    }
  });

  test('an admin adds a branch with a logo, renames it and deletes it', async ({ page }) => {
    const name = uniqueName('Elbasan');
    await page.getByRole('button', { name: 'Add new content' }).click();
    const add = dialog(page, 'Add a Branch');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText('This field is required')).toBeVisible();
    await add.getByRole('textbox', { name: 'Name' }).fill(name);
    await add.locator('input[type="file"]').setInputFiles(TINY_PNG);
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page)).toContainText('Branch created successfully');
    await expect(add).toBeHidden();

    const card = cardOf(page, name);
    await expect(card.getByRole('img', { name: `Logo of ${name}` })).toHaveAttribute('src', /\/api\/logos\//);
    await expect
      .poll(() => card.getByRole('img', { name: `Logo of ${name}` }).evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(1);

    const renamed = `${name} Qendër`;
    await card.hover();
    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = dialog(page, 'Edit a Branch');
    await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await edit.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page)).toContainText('Branch modified successfully');
    const renamedCard = cardOf(page, renamed);
    await expect(renamedCard.getByRole('img', { name: renamed })).toBeVisible();

    await renamedCard.hover();
    await renamedCard.getByRole('button', { name: 'Delete' }).click();
    await dialog(page, 'Are you sure?').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText('Branch deleted successfully');
    await expect(renamedCard).toHaveCount(0);
  });

  test("deleting a branch that still has vehicles shows the server's reason and keeps it", async ({ page }) => {
    const vlore = cardOf(page, 'Vlorë');
    await vlore.hover();
    await vlore.getByRole('button', { name: 'Delete' }).click();
    const confirm = dialog(page, 'Are you sure?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText('Error deleting branch');
    await expect(toast(page)).toContainText('This branch cannot be deleted: it still has');
    await expect(toast(page)).toContainText('vehicles');
    // Refused, so the question goes; the branch stays.
    await expect(confirm).toBeHidden();
    await expect(vlore).toBeVisible();
  });

  test("a branch's card opens the employees of that branch", async ({ page }) => {
    await page.getByRole('link', { name: 'Employees of Tiranë' }).click();
    await expect(page).toHaveURL(/\/dashboard\/employee\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Employees of Tiranë' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'besnik.leka' })).toBeVisible();
    // Arta works in Durrës only.
    await expect(page.getByRole('row').filter({ hasText: 'Gjoka' })).toHaveCount(0);
    await page.getByRole('link', { name: 'All employees' }).click();
    // The list may restore its last page, sort or search in the URL.
    await expect(page).toHaveURL(/\/dashboard\/employee(\?.*)?$/);
    await expect(page.getByRole('row').filter({ hasText: 'Gjoka' })).toBeVisible();
  });
});

test('on a phone, the edit and delete buttons show without hovering', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await signIn(page, 'admin');
  await expect(cardOf(page, 'Durrës').getByRole('button', { name: 'Edit' })).toHaveCSS('opacity', '1');
  await context.close();
});
