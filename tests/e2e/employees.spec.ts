import { expect, test, type Locator, type Page } from '@playwright/test';
import { HOMES, signIn, toast } from './support/fleet';
import { dialog, rowOf, uniqueName } from './support/records';

/** A username of its own for each run (usernames allow letters, digits and . _ - @). */
function uniqueUsername(prefix: string): string {
  return uniqueName(prefix).replace(/\s+/g, '.').toLowerCase();
}

async function fillEmployee(add: Locator, username: string, firstName: string, lastName: string) {
  await add.getByRole('textbox', { name: 'Email' }).fill(`${username}@example.com`);
  await add.getByRole('textbox', { name: 'Username' }).fill(username);
  await add.getByRole('textbox', { name: 'First name' }).fill(firstName);
  await add.getByRole('textbox', { name: 'Last name' }).fill(lastName);
}

async function roleChoices(page: Page, add: Locator): Promise<string[]> {
  await add.getByRole('combobox', { name: 'Role' }).click();
  const choices = await page.getByRole('listbox').getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  return choices;
}

test.describe('Employees (admin)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin', '/dashboard/employee');
  });

  test('the table shows every column of an employee, with branch names and the role', async ({ page }) => {
    // Every column the spec names, from the first visit; the table scrolls sideways in its card.
    for (const header of [
      'First name',
      'Last name',
      'Email',
      'Phone number',
      'Position',
      'Username',
      'Created by',
      'Branches',
      'Role',
      'Actions',
    ]) {
      await expect(page.getByRole('columnheader', { name: header })).toBeAttached();
    }
    await expect(page.getByRole('columnheader', { name: 'Actions' })).toBeInViewport();
    const ardit = rowOf(page, 'ardit.cela');
    await expect(ardit).toContainText('+355 68 660 9421');
    await expect(ardit).toContainText(/Tiranë, Durrës|Durrës, Tiranë/);
    await expect(rowOf(page, 'gentian.dervishi')).toContainText('moderator');
  });

  test('an admin adds an employee, gets the invitation link, copies it, and the link signs the employee up', async ({
    page,
    context,
    browser,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const username = uniqueUsername('drita');
    await page.getByRole('button', { name: 'Add employee' }).click();
    const add = dialog(page, 'Add an Employee');
    expect(await roleChoices(page, add)).toEqual(['admin', 'moderator', 'user']);
    await fillEmployee(add, username, 'Drita', 'Kola');
    await add.getByRole('combobox', { name: 'Branches' }).click();
    await page.getByRole('option', { name: 'Shkodër' }).click();
    await page.keyboard.press('Escape');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page)).toContainText('Employee created successfully');

    const invitation = dialog(page, 'Invitation link');
    await expect(invitation).toContainText('Send this link to Drita Kola.');
    await expect(invitation).toContainText(/Valid until \d{2}\.\d{2}\.\d{4}/);
    const link = await invitation.getByRole('textbox', { name: 'Sign-up link' }).inputValue();
    // A whole address on the host this page is on, though the API answered a path (no PUBLIC_URL).
    expect(link).toMatch(new RegExp(`^${new URL(page.url()).origin}/sign-up\\?invite=`));
    await invitation.getByRole('button', { name: 'Copy' }).click();
    await expect(invitation.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await invitation.getByRole('button', { name: 'Close' }).click();
    await expect(rowOf(page, username)).toContainText('Shkodër');

    const invitee = await (await browser.newContext()).newPage();
    const url = new URL(link);
    await invitee.goto(`${url.pathname}${url.search}`);
    await invitee.getByLabel('Email').fill(`${username}@example.com`);
    await invitee.getByLabel('Password', { exact: true }).fill('drita-secret-1');
    await invitee.getByLabel('Confirm password').fill('drita-secret-1');
    await invitee.getByRole('button', { name: 'Sign up' }).click();
    await expect(invitee).toHaveURL(HOMES.user);
    await invitee.context().close();
  });

  test('an employee without branches reads "No Branch Assigned", and gets a new invitation link from the row', async ({ page }) => {
    const username = uniqueUsername('no.branch');
    await page.getByRole('button', { name: 'Add employee' }).click();
    const add = dialog(page, 'Add an Employee');
    await fillEmployee(add, username, 'Ilir', 'Meta');
    await add.getByRole('button', { name: 'Save' }).click();
    const first = dialog(page, 'Invitation link');
    const firstLink = await first.getByRole('textbox', { name: 'Sign-up link' }).inputValue();
    await first.getByRole('button', { name: 'Close' }).click();

    await page.getByPlaceholder('Search', { exact: true }).fill(username);
    const row = rowOf(page, username);
    await expect(row).toContainText('No Branch Assigned');
    await row.getByRole('button', { name: 'Invitation link' }).click();
    const again = dialog(page, 'Invitation link');
    await expect(again).toContainText('A new link for Ilir Meta. Links issued before no longer work.');
    await expect(again.getByRole('textbox', { name: 'Sign-up link' })).not.toHaveValue(firstLink);
  });

  test('the edit dialog is prefilled with the branches and has no username', async ({ page }) => {
    await page.getByPlaceholder('Search', { exact: true }).fill('ardit.cela');
    await rowOf(page, 'ardit.cela').getByRole('button', { name: 'Edit' }).click();
    const edit = dialog(page, 'Edit an Employee');
    await expect(edit.getByRole('textbox', { name: 'Email' })).toHaveValue('ardit.cela@adriatik-trans.example');
    await expect(edit.getByRole('textbox', { name: 'Username' })).toHaveCount(0);
    await expect(edit.getByRole('combobox', { name: 'Branches' })).toContainText('Tiranë');
    await expect(edit.getByRole('combobox', { name: 'Branches' })).toContainText('Durrës');
  });

  test('the add dialog requires email and username and checks both', async ({ page }) => {
    await page.getByRole('button', { name: 'Add employee' }).click();
    const add = dialog(page, 'Add an Employee');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText('This field is required')).toHaveCount(2);
    await add.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await add.getByRole('textbox', { name: 'Username' }).fill('two words');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText('Please enter a valid email address')).toBeVisible();
    await expect(add.getByText('Username may contain only letters, digits and . _ - @')).toBeVisible();
  });

  test('an admin is not offered to delete their own account, which the server refuses', async ({ page }) => {
    await page.getByPlaceholder('Search', { exact: true }).fill('Hoxha');
    const self = rowOf(page, 'Elira');
    await expect(self.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(self.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(self.getByRole('checkbox')).toBeDisabled();
    // The server's refusal itself: tests/api/employees.test.ts.
  });
});

test('a moderator may add only users, in their own branch', async ({ page }) => {
  await signIn(page, 'moderator');
  const username = uniqueUsername('tirana.driver');
  await page.getByRole('button', { name: 'Add employee' }).click();
  const add = dialog(page, 'Add an Employee');
  expect(await roleChoices(page, add)).toEqual(['user']);
  await expect(add.getByRole('combobox', { name: 'Branches' })).toContainText('Tiranë');
  await fillEmployee(add, username, 'Sokol', 'Berisha');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Employee created successfully');
  await dialog(page, 'Invitation link').getByRole('button', { name: 'Close' }).click();
  await page.getByPlaceholder('Search', { exact: true }).fill(username);
  const row = rowOf(page, username);
  await expect(row).toContainText('Tiranë');
  await expect(row).toContainText('user');
});
