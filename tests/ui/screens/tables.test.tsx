import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GetListParams } from 'ra-core';
import { CompanyList } from '../../../src/resources/companies/CompanyList';
import { renderWithAdmin } from '../support/renderWithAdmin';

/* docs/screens.md, Tables, proven on the companies table, which is built from the shared parts. */

const companies = Array.from({ length: 52 }, (_, index) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  name: `Company ${String(index + 1).padStart(2, '0')}`,
  email: `c${index}@fleet.test`,
  address: null,
  logo: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
}));

/** A fake server: pages of the 52 companies, as the API answers them. */
function pagedList() {
  return vi.fn(async (_resource: string, params: GetListParams) => {
    const { page, perPage } = params.pagination!;
    return { data: companies.slice((page - 1) * perPage, page * perPage), total: companies.length };
  });
}

describe('Tables in general', () => {
  it('shows a spinner while the list loads', async () => {
    renderWithAdmin(<CompanyList />, { role: 'superadmin', resource: 'companies', dataProvider: { getList: () => new Promise(() => {}) } });
    expect(await screen.findByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
  });

  it('starts on page 1 with 10 rows and says so', async () => {
    const getList = pagedList();
    renderWithAdmin(<CompanyList />, { role: 'superadmin', resource: 'companies', dataProvider: { getList } });
    expect(await screen.findByText('Company 01')).toBeInTheDocument();
    expect(getList.mock.calls[0]![1].pagination).toEqual({ page: 1, perPage: 10 });
    expect(screen.getByTestId('record-range')).toHaveTextContent('Showing 1 to 10 of 52 records');
    expect(screen.getByTestId('page-of')).toHaveTextContent('Page 1 of 6');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('Next and Previous move between pages fetched from the server', async () => {
    const user = userEvent.setup();
    const getList = pagedList();
    renderWithAdmin(<CompanyList />, { role: 'superadmin', resource: 'companies', dataProvider: { getList } });
    await screen.findByText('Company 01');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Company 11')).toBeInTheDocument();
    expect(getList).toHaveBeenLastCalledWith('companies', expect.objectContaining({ pagination: { page: 2, perPage: 10 } }));
    expect(screen.getByTestId('record-range')).toHaveTextContent('Showing 11 to 20 of 52 records');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Company 01')).toBeInTheDocument();
  });

  it('keeps the previous page on screen while the next one loads', async () => {
    const user = userEvent.setup();
    const firstPage = pagedList();
    const getList = vi.fn((resource: string, params: GetListParams) =>
      params.pagination!.page === 1 ? firstPage(resource, params) : new Promise(() => {}),
    );
    renderWithAdmin(<CompanyList />, { role: 'superadmin', resource: 'companies', dataProvider: { getList } });
    await screen.findByText('Company 01');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
    expect(screen.getByText('Company 01')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('offers page sizes 10, 25, 50 and 100', async () => {
    const user = userEvent.setup();
    const getList = pagedList();
    renderWithAdmin(<CompanyList />, { role: 'superadmin', resource: 'companies', dataProvider: { getList } });
    await screen.findByText('Company 01');
    await user.click(screen.getByRole('combobox', { name: 'Select page size' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['10', '25', '50', '100']);
    await user.click(options[1]!);
    expect(await screen.findByText('Company 25')).toBeInTheDocument();
    expect(getList).toHaveBeenLastCalledWith('companies', expect.objectContaining({ pagination: { page: 1, perPage: 25 } }));
    expect(screen.getByTestId('page-of')).toHaveTextContent('Page 1 of 3');
  });

  it('counts selected rows as "x of y row(s) selected"', async () => {
    const user = userEvent.setup();
    renderWithAdmin(<CompanyList />, { role: 'superadmin', resource: 'companies', dataProvider: { getList: pagedList() } });
    await screen.findByText('Company 01');
    expect(screen.getByTestId('row-selection')).toHaveTextContent('0 of 52 row(s) selected');
    await user.click(within(screen.getByText('Company 02').closest('tr')!).getByRole('checkbox'));
    await waitFor(() => expect(screen.getByTestId('row-selection')).toHaveTextContent('1 of 52 row(s) selected'));
  });

  it('an empty list says "No records found"', async () => {
    renderWithAdmin(<CompanyList />, {
      role: 'superadmin',
      resource: 'companies',
      dataProvider: { getList: async () => ({ data: [], total: 0 }) },
    });
    expect(await screen.findByText('No records found')).toBeInTheDocument();
    expect(screen.getByTestId('record-range')).toHaveTextContent('Showing 0 to 0 of 0 records');
  });

  it('the search box filters on the server with q', async () => {
    const user = userEvent.setup();
    const getList = pagedList();
    renderWithAdmin(<CompanyList />, { role: 'superadmin', resource: 'companies', dataProvider: { getList } });
    await screen.findByText('Company 01');
    await user.type(screen.getByPlaceholderText('Search'), 'Company 5');
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('companies', expect.objectContaining({ filter: { q: 'Company 5' } })));
  });
});
