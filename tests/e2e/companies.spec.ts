import { expect, test } from '@playwright/test';
import { signIn, toast } from './support/fleet';
import { TINY_PNG, dialog, rowOf, uniqueName } from './support/records';

test.describe('Companies (superadmin)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'superadmin');
  });

  test('the table shows name, address, email, logo and actions of every company', async ({ page }) => {
    for (const header of ['Name', 'Address', 'Email', 'Logo', 'Actions']) {
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    }
    const adriatik = rowOf(page, 'Adriatik Trans');
    await expect(adriatik).toContainText('info@adriatik-trans.example');
    await expect(adriatik.getByRole('img')).toHaveAttribute('src', /\/api\/logos\//);
  });

  test('a superadmin adds a company with a logo, edits it and deletes it', async ({ page }) => {
    const name = uniqueName('Vlora Bus');
    await page.getByRole('button', { name: 'Add company' }).click();
    const add = dialog(page, 'Add a Company');
    await add.getByRole('textbox', { name: 'Name' }).fill(name);
    await add.locator('input[type="file"]').setInputFiles(TINY_PNG);
    await add.getByRole('textbox', { name: 'Email' }).fill('office@vlora-bus.example');
    await add.getByRole('textbox', { name: 'Address' }).fill('Lungomare 1, Vlorë');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page)).toContainText('Company created successfully');
    await expect(add).toBeHidden();

    await page.getByPlaceholder('Search').fill(name);
    const row = rowOf(page, name);
    await expect(row).toContainText('Lungomare 1, Vlorë');
    await expect(row.getByRole('img')).toHaveAttribute('src', /\/api\/logos\//);

    await row.getByRole('button', { name: 'Edit' }).click();
    const edit = dialog(page, 'Edit a Company');
    await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await edit.getByRole('textbox', { name: 'Address' }).fill('Rruga Sadik Zotaj 2, Vlorë');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page)).toContainText('Company modified successfully');
    await expect(row).toContainText('Rruga Sadik Zotaj 2, Vlorë');

    await row.getByRole('button', { name: 'Delete' }).click();
    await dialog(page, 'Are you sure?').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText('Company deleted successfully');
    await expect(page.getByText('No records found')).toBeVisible();
  });

  test('the add dialog shows the required messages only after a submit, and asks before losing entered data', async ({ page }) => {
    await page.getByRole('button', { name: 'Add company' }).click();
    const add = dialog(page, 'Add a Company');
    await expect(add.getByText('This field is required')).toHaveCount(0);
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText('This field is required')).toHaveCount(2);

    await add.getByRole('textbox', { name: 'Name' }).fill('Half typed');
    await add.getByRole('button', { name: 'Cancel' }).click();
    const prompt = dialog(page, 'Unsaved Changes');
    await expect(prompt).toContainText('Are you sure you want to cancel? All entered data will be lost.');
    await prompt.getByRole('button', { name: 'Keep Editing' }).click();
    await expect(add.getByRole('textbox', { name: 'Name' })).toHaveValue('Half typed');
    await page.keyboard.press('Escape');
    await dialog(page, 'Unsaved Changes').getByRole('button', { name: 'Discard' }).click();
    await expect(add).toBeHidden();
  });

  test('deleting a company that still has data shows the server message and keeps it', async ({ page }) => {
    await rowOf(page, 'Adriatik Trans').getByRole('button', { name: 'Delete' }).click();
    await dialog(page, 'Are you sure?').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText('Error deleting company');
    await expect(toast(page)).toContainText('This company cannot be deleted: it still has');
    // Refused, so the question goes; the company stays.
    await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toBeHidden();
    await expect(rowOf(page, 'Adriatik Trans')).toBeVisible();
  });

  test('the submit button reads Loading... while the save is on its way', async ({ page }) => {
    // Hold the create call for a moment, as a slow network would.
    await page.route('**/api/companies', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Add company' }).click();
    const add = dialog(page, 'Add a Company');
    await add.getByRole('textbox', { name: 'Name' }).fill(uniqueName('Slow Lines'));
    await add.getByRole('textbox', { name: 'Email' }).fill('slow@lines.example');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    await expect(toast(page)).toContainText('Company created successfully');
  });
});
