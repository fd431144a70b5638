import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../contract/messages';
import type { Role } from '../../../contract/roles';
import { i18nProvider } from '../../../src/i18n';
import { PartList } from '../../../src/resources/parts/PartList';
import { ImportCsvDialog } from '../../../src/resources/shared/csv/ImportCsvDialog';
import { COMPANY_ID, renderWithAdmin } from '../support/renderWithAdmin';

/*
 * The parts catalogue's CSV import on screen (docs/csv.md, Parts): Import CSV on the parts list for
 * those who keep the catalogue, and the dry run's rows in the fleet's formats and the user's language.
 */

const brakePads = {
  id: '00000000-0000-4000-8000-000000000d01',
  number: 'BRK-PAD-F-302',
  name: 'Brake pads, front axle',
  unit: 'set',
  unit_cost: 64.9,
  preferred_vendor_id: null,
  preferred_vendor_name: null,
  reorder_level: 4,
  notes: null,
  on_hand: 6.5,
  below_reorder: false,
  company_id: COMPANY_ID,
  version: 1,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

function renderParts(role: Role) {
  const getList = vi.fn(async () => ({ data: [brakePads], total: 1 }));
  renderWithAdmin(<PartList />, { role, resource: 'parts', dataProvider: { getList } });
}

const checked = {
  dry_run: true,
  rows: 1,
  valid_rows: 1,
  unchanged: 0,
  created: 0,
  ignored_columns: ['On hand'],
  errors: [] as { row: number; column: string; value: string; message: string }[],
  preview: [
    {
      number: 'OIL-5W30',
      name: 'Engine oil 5W-30',
      unit: 'l',
      unit_cost: 1234.5,
      preferred_vendor_name: 'Kastrati Parts',
      reorder_level: 2.5,
      notes: null,
    },
  ],
};

/** The unknown vendor of a file's third row. */
const failed = {
  ...checked,
  rows: 2,
  errors: [{ row: 3, column: 'Preferred vendor', value: 'Nobody Ltd', message: messages.importUnknownVendor }],
};

async function checkFile(result: typeof checked = checked) {
  const user = userEvent.setup();
  const importCsv = vi.fn(async () => result);
  renderWithAdmin(<ImportCsvDialog resource="parts" onClose={() => undefined} />, { resource: 'parts', dataProvider: { importCsv } });
  await user.upload(
    await screen.findByLabelText(/^(Choose a CSV file|CSV-Datei auswählen)$/, { selector: 'input' }),
    new File(['Part number\n'], 'parts.csv', { type: 'text/csv' }),
  );
  await user.click(await screen.findByRole('button', { name: /^(Check file|Datei prüfen)$/ }));
  expect(importCsv).toHaveBeenCalledWith('parts', expect.any(File), { dryRun: true, companyId: undefined });
}

const texts = (cells: HTMLElement[]) => cells.map((cell) => cell.textContent);

describe('Importing parts', () => {
  it.each(['admin', 'moderator'] as const)('the parts list offers Import CSV beside Export CSV to a %s', async (role) => {
    renderParts(role);
    expect(await screen.findByRole('button', { name: 'Import CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('a user, who reads the catalogue, exports it but is offered no import', async () => {
    renderParts('user');
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
  });

  it('the dry run shows what will be created: the unit cost in euros, the reorder level in hundredths, the vendor by name', async () => {
    await checkFile();
    const preview = await screen.findByRole('table', { name: 'What will be created' });
    const [head, row] = within(preview).getAllByRole('row');
    expect(texts(within(head!).getAllByRole('columnheader'))).toEqual([
      'Part number',
      'Name',
      'Unit',
      'Unit cost',
      'Preferred vendor',
      'Reorder level',
      'Notes',
    ]);
    expect(texts(within(row!).getAllByRole('cell'))).toEqual([
      'OIL-5W30',
      'Engine oil 5W-30',
      'l',
      '1,234.50 €',
      'Kastrati Parts',
      '2.50',
      '',
    ]);
  });

  it('a row naming a vendor the company does not have is listed with its column, value and why', async () => {
    await checkFile(failed);
    expect(await screen.findByText('There is no vendor with this name')).toBeInTheDocument();
    expect(screen.getByText('Nobody Ltd')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'What will be created' })).toBeNull();
  });

  it('in German: the headers and the numbers in German', async () => {
    await i18nProvider.changeLocale('de');
    try {
      await checkFile();
      const preview = await screen.findByRole('table', { name: 'Was angelegt wird' });
      const [head, row] = within(preview).getAllByRole('row');
      expect(texts(within(head!).getAllByRole('columnheader'))).toEqual([
        'Teilenummer',
        'Bezeichnung',
        'Einheit',
        'Stückpreis',
        'Bevorzugter Lieferant',
        'Meldebestand',
        'Notizen',
      ]);
      expect(texts(within(row!).getAllByRole('cell'))).toEqual([
        'OIL-5W30',
        'Engine oil 5W-30',
        'l',
        '1.234,50 €',
        'Kastrati Parts',
        '2,50',
        '',
      ]);
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });

  it('in German, the unknown vendor in German', async () => {
    await i18nProvider.changeLocale('de');
    try {
      await checkFile(failed);
      expect(await screen.findByText('Es gibt keinen Lieferanten mit diesem Namen')).toBeInTheDocument();
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});
