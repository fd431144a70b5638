import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CompanyList } from '../../../src/resources/companies/CompanyList';
import { renderWithAdmin } from '../support/renderWithAdmin';
import { openDialog, type User, rowOf } from '../support/screen';

const adriatik = {
  id: '00000000-0000-4000-8000-000000000101',
  name: 'Adriatik Trans',
  email: 'info@adriatik.test',
  address: 'Rruga e Durrësit 1',
  logo: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

function renderCompanies(overrides: Record<string, unknown> = {}) {
  const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
    data: { ...adriatik, ...data, id: 'new' },
  }));
  const update = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...adriatik, ...data } }));
  const getList = vi.fn(async () => ({ data: [adriatik], total: 1 }));
  renderWithAdmin(<CompanyList />, { role: 'superadmin', resource: 'companies', dataProvider: { getList, create, update, ...overrides } });
  return { create, update, getList };
}

const openAddDialog = (user: User) => openDialog(user, 'Add company', 'Add a Company');

describe('Companies', () => {
  it('shows name, address, email and the LOGO fallback for a company without a logo', async () => {
    renderCompanies();
    expect(await screen.findByText('Adriatik Trans')).toBeInTheDocument();
    expect(screen.getByText('Rruga e Durrësit 1')).toBeInTheDocument();
    expect(screen.getByText('info@adriatik.test')).toBeInTheDocument();
    expect(screen.getByText('LOGO')).toBeInTheDocument();
  });

  it('the add dialog shows "This field is required" for name and email only after a submit', async () => {
    const user = userEvent.setup();
    const { create } = renderCompanies();
    const dialog = await openAddDialog(user);
    expect(within(dialog).queryByText('This field is required')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(create).not.toHaveBeenCalled();
  });

  it('rejects an email that is not one, with the contract message', async () => {
    const user = userEvent.setup();
    const { create } = renderCompanies();
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Vlora Bus');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('a successful add sends the checked values, toasts, closes, and the next add starts empty', async () => {
    const user = userEvent.setup();
    const { create } = renderCompanies();
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), '  Vlora Bus ');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'Office@Vlora.TEST');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![1].data).toEqual({ name: 'Vlora Bus', email: 'office@vlora.test', address: null, logo: null });
    expect(await screen.findByText('Company created successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a Company' })).not.toBeInTheDocument());
    const again = await openAddDialog(user);
    expect(within(again).getByRole('textbox', { name: /Name/ })).toHaveValue('');
  });

  it('closing the add dialog with entered data asks first: Keep Editing keeps it, Discard closes it', async () => {
    const user = userEvent.setup();
    renderCompanies();
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Half typed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const prompt = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    expect(within(prompt).getByText('Are you sure you want to cancel? All entered data will be lost.')).toBeInTheDocument();
    await user.click(within(prompt).getByRole('button', { name: 'Keep Editing' }));
    expect(await within(dialog).findByRole('textbox', { name: /Name/ })).toHaveValue('Half typed');
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unsaved Changes' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a Company' })).not.toBeInTheDocument());
  });

  it('closing an untouched add dialog does not ask', async () => {
    const user = userEvent.setup();
    renderCompanies();
    const dialog = await openAddDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the edit dialog is prefilled from the row and closes after a successful update', async () => {
    const user = userEvent.setup();
    const { update } = renderCompanies();
    await screen.findByText('Adriatik Trans');
    await user.click(await within(await rowOf('Adriatik Trans')).findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit a Company' });
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Adriatik Trans');
    expect(within(dialog).getByRole('textbox', { name: /Address/ })).toHaveValue('Rruga e Durrësit 1');
    await user.clear(within(dialog).getByRole('textbox', { name: /Address/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![1].data).toMatchObject({ name: 'Adriatik Trans', address: null });
    expect(await screen.findByText('Company modified successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit a Company' })).not.toBeInTheDocument());
  });

  it('a failed add keeps the dialog open and toasts the server message under its title', async () => {
    const user = userEvent.setup();
    const { HttpError } = await import('ra-core');
    renderCompanies({
      create: vi.fn(async () => Promise.reject(new HttpError('Company already exists', 409, { message: 'Company already exists' }))),
    });
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Adriatik Trans');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'info@adriatik.test');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error adding company')).toBeInTheDocument();
    expect(screen.getByText('Company already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add a Company' })).toBeInTheDocument();
  });

  it('delete asks for confirmation; cancelling deletes nothing', async () => {
    const user = userEvent.setup();
    const remove = vi.fn(async () => ({ data: adriatik }));
    renderCompanies({ delete: remove });
    await screen.findByText('Adriatik Trans');
    await user.click(await within(await rowOf('Adriatik Trans')).findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();
    await user.click(await within(await rowOf('Adriatik Trans')).findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Company deleted successfully')).toBeInTheDocument();
  });
});
