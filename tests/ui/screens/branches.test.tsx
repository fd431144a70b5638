import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Role } from '../../../contract/roles';
import { BranchList } from '../../../src/resources/branches/BranchList';
import { COMPANY_ID, renderWithAdmin } from '../support/renderWithAdmin';
import { openDialog, type User } from '../support/screen';

const tirane = {
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Tiranë',
  logo: '/api/logos/tirane.png',
  company_id: COMPANY_ID,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};
const vlore = { ...tirane, id: '00000000-0000-4000-8000-0000000000b4', name: 'Vlorë', logo: null };
const rheinland = { id: '00000000-0000-4000-8000-0000000000c2', name: 'Rheinland Reisen' };
const adriatik = { id: COMPANY_ID, name: 'Adriatik Trans' };

function WhereAmI() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderBranches(role: Role = 'admin', overrides: Record<string, unknown> = {}) {
  const getList = vi.fn(async (resource: string) =>
    resource === 'companies' ? { data: [adriatik, rheinland], total: 2 } : { data: [tirane, vlore], total: 2 },
  );
  const getMany = vi.fn(async () => ({ data: [adriatik] }));
  const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
    data: { ...vlore, ...data, id: 'new' },
  }));
  const update = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...tirane, ...data } }));
  renderWithAdmin(
    <Routes>
      <Route path="/branches" element={<BranchList />} />
      <Route path="/employee/:branchId" element={<WhereAmI />} />
    </Routes>,
    { role, resource: 'branches', path: '/branches', dataProvider: { getList, getMany, create, update, ...overrides } },
  );
  return { getList, create, update };
}

/** A branch's card, named after the branch. */
async function cardOf(name: string): Promise<HTMLElement> {
  return screen.findByRole('listitem', { name });
}

const openAddDialog = (user: User) => openDialog(user, 'Add new content', 'Add a Branch');

describe('Branches', () => {
  it('shows a card per branch after the "Add new content" card, with its logo or the placeholder', async () => {
    renderBranches();
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('Add new content')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Tiranë')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('img', { name: 'Logo of Tiranë' })).toHaveAttribute('src', '/api/logos/tirane.png');
    expect(within(cards[2]!).getByText('Vlorë')).toBeInTheDocument();
    expect(within(cards[2]!).getByText('LOGO')).toBeInTheDocument();
    expect(within(cards[2]!).queryByRole('img')).not.toBeInTheDocument();
  });

  it('has a search box that filters the branches by name', async () => {
    const user = userEvent.setup();
    const { getList } = renderBranches();
    await cardOf('Tiranë');
    await user.type(screen.getByPlaceholderText('Search'), 'Vlo');
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('branches', expect.objectContaining({ filter: { q: 'Vlo' } })));
  });

  it('clicking a card opens the employees of that branch', async () => {
    const user = userEvent.setup();
    renderBranches();
    await user.click(within(await cardOf('Tiranë')).getByRole('link', { name: 'Employees of Tiranë' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/employee/${tirane.id}`);
  });

  it('each card has edit and delete buttons of its own', async () => {
    renderBranches();
    const card = await cardOf('Vlorë');
    expect(await within(card).findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('the add dialog says "This field is required" for the name, only after a submit', async () => {
    const user = userEvent.setup();
    const { create } = renderBranches();
    const dialog = await openAddDialog(user);
    expect(within(dialog).queryByText('This field is required')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("an admin's new branch goes to their company: name and logo only, then a success toast", async () => {
    const user = userEvent.setup();
    const { create } = renderBranches();
    const dialog = await openAddDialog(user);
    expect(within(dialog).queryByRole('combobox', { name: /Company/ })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), ' Elbasan ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![1].data).toEqual({ name: 'Elbasan', logo: null });
    expect(await screen.findByText('Branch created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a Branch' })).not.toBeInTheDocument());
  });

  it('closing the add dialog with a typed name asks first: Keep Editing keeps it, Discard closes it', async () => {
    const user = userEvent.setup();
    renderBranches();
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Half');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const prompt = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    await user.click(within(prompt).getByRole('button', { name: 'Keep Editing' }));
    expect(await within(dialog).findByRole('textbox', { name: /Name/ })).toHaveValue('Half');
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unsaved Changes' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a Branch' })).not.toBeInTheDocument());
  });

  it('a superadmin picks the company of a new branch, and each card says whose it is', async () => {
    const user = userEvent.setup();
    const { create } = renderBranches('superadmin');
    expect(await within(await cardOf('Tiranë')).findByText('Adriatik Trans')).toBeInTheDocument();
    const dialog = await openAddDialog(user);
    await user.click(await within(dialog).findByRole('combobox', { name: /Company/ }));
    await user.click(await screen.findByRole('option', { name: 'Rheinland Reisen' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Aachen');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![1].data).toEqual({ name: 'Aachen', logo: null, company_id: rheinland.id });
  });

  it("a superadmin's branch without a company shows the server's message under the company field", async () => {
    const user = userEvent.setup();
    const refusal = new HttpError('This field is required', 400, {
      message: 'This field is required',
      errors: [{ field: 'company_id', message: 'This field is required' }],
    });
    renderBranches('superadmin', { create: vi.fn(async () => Promise.reject(refusal)) });
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Aachen');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Error adding branch')).toBeInTheDocument();
  });

  it('the edit dialog is prefilled from the card and has no company choice', async () => {
    const user = userEvent.setup();
    const { update } = renderBranches('superadmin');
    await user.click(await within(await cardOf('Tiranë')).findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit a Branch' });
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Tiranë');
    expect(within(dialog).queryByRole('combobox', { name: /Company/ })).not.toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /Name/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Tirana');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1].data).toEqual({ name: 'Tirana', logo: tirane.logo });
    expect(await screen.findByText('Branch modified successfully')).toBeInTheDocument();
  });

  it("deleting a branch that still has data shows the server's refusal in the toast", async () => {
    const user = userEvent.setup();
    const message = 'This branch cannot be deleted: it still has 3 vehicles (archived ones included)';
    const remove = vi.fn(async () => Promise.reject(new HttpError(message, 409, { message })));
    renderBranches('admin', { delete: remove });
    await user.click(await within(await cardOf('Tiranë')).findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(confirm).getByText('Tiranë will be deleted. This cannot be undone.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting branch')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(1);
    // Refused: asking again would be refused again, so the question goes.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument());
  });

  it.each([
    ['no network', () => new HttpError('Network error', 0)],
    ['too many requests', () => new HttpError('Too many requests', 429, { message: 'Too many requests' })],
    ['a proxy’s page', () => new HttpError('Request failed with status code 404', 404, '<html>Not Found</html>')],
  ])('a delete that failed on the way (%s) keeps the question, to try again', async (_, failure) => {
    const user = userEvent.setup();
    const remove = vi.fn(async () => Promise.reject(failure()));
    renderBranches('admin', { delete: remove });
    await user.click(await within(await cardOf('Tiranë')).findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting branch')).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toBeInTheDocument();
  });
});
