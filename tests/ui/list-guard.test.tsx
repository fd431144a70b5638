import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { CompanyList } from '../../src/resources/companies/CompanyList';
import { BranchList } from '../../src/resources/branches/BranchList';
import { renderWithAdmin } from './support/renderWithAdmin';

/*
 * Lists are checked by Fleet before their first render (src/resources/shared/list/ListGuard.tsx), not
 * by react-admin's two rounds of auth provider calls: a first visit asks for its rows at once.
 */

const company = {
  id: '00000000-0000-4000-8000-000000000101',
  name: 'Adriatik Trans',
  email: 'info@adriatik.test',
  address: 'Rruga e Durrësit 1',
  logo: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

const branch = { id: '00000000-0000-4000-8000-000000000201', name: 'Tirana Depot', address: 'Rruga e Kavajës 5', company_id: company.id };

/** react-admin's own checks, held forever: a list that waited for them would never ask for its rows. */
const heldChecks = { checkAuth: () => new Promise<void>(() => undefined), canAccess: () => new Promise<boolean>(() => undefined) };

function Pathname() {
  return <output aria-label="pathname">{useLocation().pathname}</output>;
}

describe('a list screen', () => {
  it('asks for its rows on its first render, without waiting for react-admin’s checks', async () => {
    const getList = vi.fn(async () => ({ data: [company], total: 1 }));
    renderWithAdmin(<CompanyList />, { role: 'superadmin', resource: 'companies', dataProvider: { getList }, authProvider: heldChecks });
    expect(await screen.findByText('Adriatik Trans')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('the branches’ cards too', async () => {
    const getList = vi.fn(async () => ({ data: [branch], total: 1 }));
    renderWithAdmin(<BranchList />, { role: 'admin', resource: 'branches', dataProvider: { getList }, authProvider: heldChecks });
    expect(await screen.findByText('Tirana Depot')).toBeInTheDocument();
  });

  it('sends a role that may not open it to access-denied, asking for nothing', async () => {
    const getList = vi.fn(async () => ({ data: [company], total: 1 }));
    renderWithAdmin(
      <>
        <CompanyList />
        <Pathname />
      </>,
      { role: 'user', resource: 'companies', path: '/companies', dataProvider: { getList } },
    );
    await waitFor(() => expect(screen.getByLabelText('pathname')).toHaveTextContent('/access-denied'));
    expect(screen.queryByText('Adriatik Trans')).not.toBeInTheDocument();
    expect(getList).not.toHaveBeenCalled();
  });
});

describe('a list screen opened after signing out in another tab', () => {
  it('goes to the sign-in page, asking for nothing', async () => {
    const getList = vi.fn(async () => ({ data: [company], total: 1 }));
    renderWithAdmin(
      <>
        <CompanyList />
        <Pathname />
      </>,
      { role: 'superadmin', resource: 'companies', path: '/companies', dataProvider: { getList }, signedOut: true },
    );
    await waitFor(() => expect(screen.getByLabelText('pathname')).toHaveTextContent('/sign-in'));
    expect(getList).not.toHaveBeenCalled();
  });
});
