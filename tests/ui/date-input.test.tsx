import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { requiredDate } from '../../contract/schemas/fields';
import { i18nProvider } from '../../src/i18n';
import { FormDialog } from '../../src/resources/shared/dialogs/FormDialog';
import { DateInput } from '../../src/resources/shared/forms/DateInput';
import { renderWithAdmin } from './support/renderWithAdmin';
import { dateField, shownDate, typeDate } from './support/screen';

/*
 * Dates typed as they are shown (docs/product.md, Formats): dd.MM.yyyy in English, German and Albanian alike,
 * whatever the browser's own language, with a calendar in the user's language, and sent as yyyy-MM-dd.
 */

const schema = z.object({ finished_on: requiredDate() });

function renderForm(values: Record<string, unknown> = {}) {
  const save = vi.fn(async (_values: Record<string, unknown>) => undefined);
  renderWithAdmin(
    <FormDialog open title="A date" schema={schema} values={values} onSave={save} onClose={() => undefined}>
      <DateInput source="finished_on" label="resources.mandatory-maintenance.fields.finished_on" isRequired />
    </FormDialog>,
    { resource: 'mandatory-maintenance' },
  );
  return { save, dialog: () => screen.getByRole('dialog', { name: 'A date' }) };
}

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

const LANGUAGES = [
  { language: 'en', label: 'Finished on', placeholder: 'DD.MM.YYYY', save: 'Save', calendar: 'Choose date', month: 'November 2026' },
  {
    language: 'de',
    label: 'Erledigt am',
    placeholder: 'TT.MM.JJJJ',
    save: 'Speichern',
    calendar: 'Datum auswählen',
    month: 'November 2026',
  },
  { language: 'al', label: 'Përfunduar më', placeholder: 'DD.MM.VVVV', save: 'Ruaj', calendar: 'Zgjidhni datën', month: 'Nëntor 2026' },
] as const;

describe('DateInput', () => {
  for (const { language, label, placeholder, save: saveLabel, calendar, month } of LANGUAGES) {
    it(`${language}: typed day, month and year as dd.MM.yyyy, sent as yyyy-MM-dd`, async () => {
      await i18nProvider.changeLocale(language);
      const user = userEvent.setup();
      const { save, dialog } = renderForm();
      expect(await dateField(dialog(), label)).toHaveTextContent(placeholder);
      await typeDate(user, dialog(), label, '25.11.2026');
      expect(await shownDate(dialog(), label)).toBe('25.11.2026');
      await user.click(within(dialog()).getByRole('button', { name: saveLabel }));
      await waitFor(() => expect(save).toHaveBeenCalledWith({ finished_on: '2026-11-25' }));
    });

    it(`${language}: the calendar opens at the field's month, in the language, and a chosen day is the value`, async () => {
      await i18nProvider.changeLocale(language);
      const user = userEvent.setup();
      const { save, dialog } = renderForm({ finished_on: '2026-11-25' });
      expect(await shownDate(dialog(), label)).toBe('25.11.2026');
      await user.click(within(dialog()).getByRole('button', { name: new RegExp(`^${calendar}`) }));
      const picker = (await screen.findByRole('grid')).closest('[role="dialog"]') as HTMLElement;
      expect(picker).toHaveTextContent(month);
      await user.click(within(picker).getByRole('gridcell', { name: '10' }));
      expect(await shownDate(dialog(), label)).toBe('10.11.2026');
      await user.click(within(dialog()).getByRole('button', { name: saveLabel }));
      await waitFor(() => expect(save).toHaveBeenCalledWith({ finished_on: '2026-11-10' }));
    });
  }

  it('an unfinished or impossible date is refused under the field, in the form it is typed in', async () => {
    const user = userEvent.setup();
    const { save, dialog } = renderForm();
    await typeDate(user, dialog(), 'Finished on', '3102');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('Please enter a valid date (dd.MM.yyyy)')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    // The rest typed, 31.02. is still no day; 28.02. is.
    await typeDate(user, dialog(), 'Finished on', '31022026');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('Please enter a valid date (dd.MM.yyyy)')).toBeInTheDocument();
    await typeDate(user, dialog(), 'Finished on', '28022026');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ finished_on: '2026-02-28' }));
  });

  it('German asks for a valid date as TT.MM.JJJJ; an empty required date is "required"', async () => {
    await i18nProvider.changeLocale('de');
    const user = userEvent.setup();
    const { dialog } = renderForm();
    await user.click(within(dialog()).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog()).findByText('Dieses Feld ist erforderlich')).toBeInTheDocument();
    await typeDate(user, dialog(), 'Erledigt am', '1');
    await user.click(within(dialog()).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog()).findByText('Bitte geben Sie ein gültiges Datum ein (TT.MM.JJJJ)')).toBeInTheDocument();
  });
});
