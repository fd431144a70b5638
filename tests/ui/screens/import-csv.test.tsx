import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { messages } from '../../../contract/messages';
import type { ImportResult } from '../../../contract/schemas/imports';
import { ImportCsvDialog } from '../../../src/resources/shared/csv/ImportCsvDialog';
import { renderWithAdmin } from '../support/renderWithAdmin';

const file = () => new File(['License plate\nAA 1\n'], 'vehicles.csv', { type: 'text/csv' });

const failing: ImportResult = {
  dry_run: true,
  rows: 3,
  valid_rows: 1,
  unchanged: 0,
  created: 0,
  ignored_columns: ['Service status'],
  preview: [{ license_plate: 'OK 1' }],
  errors: [
    { row: 3, column: 'Mileage', value: '-5', message: messages.mileageMin },
    { row: 3, column: 'Branches', value: 'Paris', message: messages.importUnknownBranch },
    { row: 4, column: 'Type', value: 'boat', message: messages.vehicleType },
  ],
};

const passing: ImportResult = {
  dry_run: true,
  rows: 2,
  valid_rows: 2,
  unchanged: 0,
  created: 0,
  ignored_columns: [],
  errors: [],
  preview: [
    {
      license_plate: 'NEW 1',
      model: 'Golf',
      type: 'car',
      mileage: 12500,
      last_legislation_control: '2026-03-05',
      branches: ['Tiranë', 'Durrës'],
    },
    { license_plate: 'NEW 2', model: 'Daily', type: 'truck', mileage: 900, last_legislation_control: '2026-01-01', branches: ['Durrës'] },
  ],
};

function renderDialog(importCsv: ReturnType<typeof vi.fn>, role: 'admin' | 'superadmin' = 'admin') {
  const onClose = vi.fn();
  const getList = vi.fn(async () => ({
    data: [
      { id: 'c1', name: 'Adriatik Trans' },
      { id: 'c2', name: 'Rheinland' },
    ],
    total: 2,
  }));
  renderWithAdmin(<ImportCsvDialog resource="vehicles" onClose={onClose} />, {
    role,
    resource: 'vehicles',
    dataProvider: { importCsv, getList },
  });
  return { onClose };
}

async function chooseFile(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(await screen.findByLabelText('Choose a CSV file'), file());
}

describe('Importing a CSV file', () => {
  it('checks the file first and lists every failing row with its column, value and reason; nothing can be imported', async () => {
    const user = userEvent.setup();
    const importCsv = vi.fn(async () => failing);
    renderDialog(importCsv);
    const check = await screen.findByRole('button', { name: 'Check file' });
    expect(check).toBeDisabled();
    await chooseFile(user);
    expect(screen.getByText('vehicles.csv')).toBeInTheDocument();
    await user.click(check);
    expect(importCsv).toHaveBeenCalledWith('vehicles', expect.any(File), { dryRun: true, companyId: undefined });
    expect(await screen.findByText(/2 rows cannot be imported\./)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rows that cannot be imported' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['3', 'Mileage', '-5', 'Mileage must be 0 or greater'],
      ['3', 'Branches', 'Paris', 'There is no branch with this name'],
      ['4', 'Type', 'boat', 'Type must be bus, car or truck'],
    ]);
    expect(screen.getByText('These columns are not imported: Service status')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
  });

  it('shows what a good file will create, then imports it in one go and says how many', async () => {
    const user = userEvent.setup();
    const importCsv = vi.fn(async (_resource: string, _file: File, options: { dryRun: boolean }) =>
      options.dryRun ? passing : { ...passing, dry_run: false, created: 2, preview: [] },
    );
    const { onClose } = renderDialog(importCsv);
    await chooseFile(user);
    await user.click(await screen.findByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('2 rows are ready to import.')).toBeInTheDocument();
    const preview = screen.getByRole('table', { name: 'What will be created' });
    expect(
      within(preview)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['License plate', 'Model', 'Type', 'Mileage', 'Last legislation control', 'Branches']);
    expect(within(preview).getAllByRole('row')[1]!.textContent).toBe('NEW 1GolfCar12,500 km05.03.2026Tiranë, Durrës');
    await user.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    await waitFor(() => expect(importCsv).toHaveBeenLastCalledWith('vehicles', expect.any(File), { dryRun: false, companyId: undefined }));
    expect(await screen.findByText('2 records imported')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('says which rows are in Fleet already and are skipped, and imports only the new ones', async () => {
    const user = userEvent.setup();
    const again: ImportResult = { ...passing, rows: 5, valid_rows: 5, unchanged: 3 };
    const importCsv = vi.fn(async () => again);
    renderDialog(importCsv);
    await chooseFile(user);
    await user.click(await screen.findByRole('button', { name: 'Check file' }));
    expect(await screen.findByText('2 rows are ready to import.')).toBeInTheDocument();
    expect(screen.getByText('3 rows are in Fleet already as they are and are skipped.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import 2 rows' })).toBeInTheDocument();
  });

  it('offers no import when every row is in Fleet already as it is (an export checked again)', async () => {
    const user = userEvent.setup();
    const same: ImportResult = { ...passing, rows: 21, valid_rows: 21, unchanged: 21, preview: [] };
    renderDialog(vi.fn(async () => same));
    await chooseFile(user);
    await user.click(await screen.findByRole('button', { name: 'Check file' }));
    expect(
      await screen.findByText('21 rows are in Fleet already as they are and are skipped. There is nothing new to import.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/ready to import/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'What will be created' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
  });

  it('says what is wrong with a file it cannot read at all, such as missing columns', async () => {
    const user = userEvent.setup();
    const importCsv = vi.fn(async () => {
      throw new HttpError(messages.importMissingColumn, 400, {
        message: messages.importMissingColumn,
        errors: [
          { field: 'Mileage', message: messages.importMissingColumn },
          { field: 'Type', message: messages.importMissingColumn },
        ],
      });
    });
    renderDialog(importCsv);
    await chooseFile(user);
    await user.click(await screen.findByRole('button', { name: 'Check file' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.importMissingColumn);
    expect(alert).toHaveTextContent('Mileage, Type');
  });

  it('when the data changed after the check, the import fails whole and shows the rows', async () => {
    const user = userEvent.setup();
    const importCsv = vi.fn(async (_resource: string, _file: File, options: { dryRun: boolean }) => {
      if (options.dryRun) return passing;
      throw new HttpError(messages.importRowsFailed, 400, {
        message: messages.importRowsFailed,
        errors: [{ field: 'License plate', row: 2, message: messages.plateTaken }],
      });
    });
    const { onClose } = renderDialog(importCsv);
    await chooseFile(user);
    await user.click(await screen.findByRole('button', { name: 'Check file' }));
    await user.click(await screen.findByRole('button', { name: 'Import 2 rows' }));
    expect(await screen.findByText('Error importing')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Rows that cannot be imported' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe(`2License plate${messages.plateTaken}`);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a superadmin names the company before the file can be checked', async () => {
    const user = userEvent.setup();
    const importCsv = vi.fn(async () => passing);
    renderDialog(importCsv, 'superadmin');
    await chooseFile(user);
    const check = screen.getByRole('button', { name: 'Check file' });
    expect(check).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Company' }));
    await user.click(await screen.findByRole('option', { name: 'Rheinland' }));
    await user.click(check);
    expect(importCsv).toHaveBeenCalledWith('vehicles', expect.any(File), { dryRun: true, companyId: 'c2' });
  });
});
