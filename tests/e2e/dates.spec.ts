import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/fleet';
import { dateField, dialog, typeDate } from './support/records';

/*
 * Dates are typed as they are shown (docs/product.md, Formats): dd.MM.yyyy in English, German and Albanian,
 * in a browser whose own language is American English (which would ask for mm/dd/yyyy), with a
 * calendar in the user's language, and sent to the API as yyyy-MM-dd.
 */
test.use({ locale: 'en-US' });

async function chooseLanguage(page: Page, name: 'Deutsch' | 'Shqip') {
  await page.getByRole('button', { name: /^(Language|Sprache|Gjuha): [A-Z]{2}$/ }).click();
  await page.getByRole('menuitem', { name }).click();
}

const LANGUAGES = [
  {
    name: 'English',
    from: 'From',
    to: 'To',
    placeholder: 'DD.MM.YYYY',
    add: 'Add record',
    title: 'Add a general maintenance record',
    date: 'Last service date',
    calendar: 'Choose date',
    month: 'March 2026',
  },
  {
    name: 'Deutsch',
    from: 'Von',
    to: 'Bis',
    placeholder: 'TT.MM.JJJJ',
    add: 'Eintrag hinzufügen',
    title: 'Allgemeine Wartung erfassen',
    date: 'Letzte Wartung',
    calendar: 'Datum auswählen',
    month: 'März 2026',
  },
  {
    name: 'Shqip',
    from: 'Nga',
    to: 'Deri',
    placeholder: 'DD.MM.VVVV',
    add: 'Shto regjistrim',
    title: 'Shto mirëmbajtje të përgjithshme',
    date: 'Data e shërbimit të fundit',
    calendar: 'Zgjidhni datën',
    month: 'Mars 2026',
  },
] as const;

for (const language of LANGUAGES) {
  test(`${language.name}: the date filter and the form's date are typed as dd.MM.yyyy and sent as yyyy-MM-dd`, async ({ page }) => {
    await signIn(page, 'admin', '/dashboard/voluntary-maintenance');
    if (language.name !== 'English') await chooseLanguage(page, language.name);

    await expect(dateField(page, language.from)).toContainText(language.placeholder);
    const listCall = page.waitForRequest(
      (request) => request.url().includes('dateFrom=2024-01-01') && request.url().includes('dateTo=2024-01-31'),
    );
    await typeDate(page, language.from, '01.01.2024');
    await typeDate(page, language.to, '31.01.2024');
    await listCall;
    await expect(dateField(page, language.from)).toContainText('01.01.2024');
    await expect(page).toHaveURL(/dateFrom%22%3A%222024-01-01/);

    await page.getByRole('button', { name: language.add }).click();
    const form = dialog(page, language.title);
    await typeDate(form, language.date, '15.03.2026');
    await expect(dateField(form, language.date)).toContainText('15.03.2026');
    await form.getByRole('button', { name: new RegExp(`^${language.calendar}`) }).click();
    const calendar = page.getByRole('grid');
    await expect(page.getByRole('dialog').filter({ has: calendar })).toContainText(language.month);
    await calendar.getByRole('gridcell', { name: '20' }).click();
    await expect(dateField(form, language.date)).toContainText('20.03.2026');
  });
}
