import { expect, test, type Page } from '@playwright/test';
import { german } from '../../src/i18n/de';
import { albanian } from '../../src/i18n/al';
import { signIn } from './support/fleet';
import { dialog } from './support/records';

/*
 * The shared table and dialog parts speak the user's language: the pagination's labels, the row
 * selection counter, the dialog's buttons and the contract's validation messages (which the server
 * writes in English) are all translated.
 */
/** A catalogue sentence with its %{placeholders} standing for any number. */
function sentence(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/%\\\{\w+\\\}/g, '\\d+')}$`);
}

async function chooseLanguage(page: Page, name: 'Deutsch' | 'Shqip') {
  await page.getByRole('button', { name: /^(Language|Sprache|Gjuha): [A-Z]{2}$/ }).click();
  await page.getByRole('menuitem', { name }).click();
}

for (const [language, catalogue] of [
  ['Deutsch', german],
  ['Shqip', albanian],
] as const) {
  test(`the companies table and its add dialog in ${language}`, async ({ page }) => {
    await signIn(page, 'superadmin');
    await chooseLanguage(page, language);
    const { table, form, server } = catalogue.fleet;
    const companies = catalogue.resources.companies;

    // Other tests add companies meanwhile, so the numbers are read, not assumed.
    await expect(page.getByTestId('record-range')).toHaveText(sentence(table.showing));
    await expect(page.getByTestId('page-of')).toHaveText(sentence(table.page));
    await expect(page.getByTestId('row-selection')).toHaveText(sentence(table.selected));
    await expect(page.getByTestId('row-selection')).toContainText(/^0\D/);
    await expect(page.getByRole('button', { name: table.previous })).toBeDisabled();
    await expect(page.getByRole('combobox', { name: table.page_size })).toBeVisible();

    await page.getByRole('checkbox').nth(1).check();
    await expect(page.getByTestId('row-selection')).toContainText(/^1\D/);

    await page.getByRole('button', { name: companies.add }).click();
    const add = dialog(page, companies.add_title);
    await add.getByRole('button', { name: form.save }).click();
    await expect(add.getByText(server.required)).toHaveCount(2);
    // The form puts the focus on its first wrong field; typing before it has would land there.
    await expect(add.getByRole('textbox', { name: companies.fields.name })).toBeFocused();
    await add.getByRole('textbox', { name: companies.fields.email }).fill('not an email');
    await add.getByRole('button', { name: form.save }).click();
    await expect(add.getByText(server.validEmail)).toBeVisible();

    await add.getByRole('textbox', { name: companies.fields.name }).fill('X');
    await add.getByRole('button', { name: form.cancel }).click();
    const prompt = dialog(page, form.unsaved_title);
    await expect(prompt).toContainText(form.unsaved_body);
    await prompt.getByRole('button', { name: form.discard }).click();
    await expect(add).toBeHidden();
  });
}
