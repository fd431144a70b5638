import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'ra-core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Role } from '../../../contract/roles';
import { EmployeeList } from '../../../src/resources/employees/EmployeeList';
import { COMPANY_ID, renderWithAdmin } from '../support/renderWithAdmin';
import { openDialog, type User, rowOf } from '../support/screen';

const TIRANE = { id: '00000000-0000-4000-8000-0000000000b1', name: 'Tiranë' };
const DURRES = { id: '00000000-0000-4000-8000-0000000000b2', name: 'Durrës' };
/** renderWithAdmin signs in with this id. */
const SIGNED_IN_ID = '00000000-0000-4000-8000-00000000000a';

const employee = (fields: { id: string; username: string } & Record<string, unknown>) => ({
  email: `${fields.username}@fleet.test`,
  first_name: null,
  last_name: null,
  phone_number: null,
  position: null,
  role: 'user',
  company_id: COMPANY_ID,
  created_by: SIGNED_IN_ID,
  created_by_username: 'admin',
  branches: [],
  signed_up: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...fields,
});

const ardit = employee({
  id: '00000000-0000-4000-8000-000000000e01',
  username: 'ardit.cela',
  first_name: 'Ardit',
  last_name: 'Çela',
  phone_number: '+355 68 660 9421',
  position: 'Driver',
  branches: [TIRANE, DURRES],
});
const klea = employee({
  id: '00000000-0000-4000-8000-000000000e02',
  username: 'klea.marku',
  first_name: 'Klea',
  last_name: 'Marku',
  signed_up: false,
});
const dritan = employee({ id: '00000000-0000-4000-8000-000000000e03', username: 'dritan.shehu', role: 'moderator', branches: [TIRANE] });

const invitation = { link: 'http://fleet.test/sign-up?invite=abc123', expires_at: '2026-03-08T10:00:00.000Z' };

interface Options {
  role?: Role;
  path?: string;
  dataProvider?: Record<string, unknown>;
}

function renderEmployees({ role = 'admin', path = '/employee', dataProvider = {} }: Options = {}) {
  const getList = vi.fn(async (resource: string) =>
    resource === 'branches' ? { data: [DURRES, TIRANE], total: 2 } : { data: [ardit, klea, dritan], total: 3 },
  );
  const getOne = vi.fn(async () => ({ data: TIRANE }));
  const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
    data: employee({ ...data, id: 'new', username: String(data.username), signed_up: false }),
    meta: { invitation },
  }));
  const update = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...ardit, ...data } }));
  const issueInvitation = vi.fn(async () => invitation);
  renderWithAdmin(
    <Routes>
      <Route path="/employee" element={<EmployeeList />} />
      <Route path="/employee/:branchId" element={<EmployeeList />} />
    </Routes>,
    { role, resource: 'employee', path, dataProvider: { getList, getOne, create, update, issueInvitation, ...dataProvider } },
  );
  return { getList, create, update, issueInvitation };
}

const openAddDialog = (user: User) => openDialog(user, 'Add employee', 'Add an Employee');

async function roleChoices(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement): Promise<string[]> {
  await user.click(within(dialog).getByRole('combobox', { name: /Role/ }));
  const options = within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  await user.keyboard('{Escape}');
  return options;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, username: string) {
  await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), `${username}@fleet.test`);
  await user.type(within(dialog).getByRole('textbox', { name: /Username/ }), username);
}

/** The browser's clipboard as the app finds it (jsdom has none; userEvent brings one of its own). */
function setBrowserClipboard(clipboard: Pick<Clipboard, 'writeText'> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true, writable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('Employees', () => {
  it('lists every column of the spec at first: name, email, phone, position, username, creator, branches, and the role', async () => {
    renderEmployees();
    const row = await rowOf('ardit.cela');
    for (const text of ['Ardit', 'Çela', 'ardit.cela@fleet.test', '+355 68 660 9421', 'Driver', 'admin', 'Tiranë, Durrës', 'user']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(await rowOf('klea.marku')).getByText('No Branch Assigned')).toBeInTheDocument();
    expect(within(await rowOf('dritan.shehu')).getByText('moderator')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Columns' })).toBeInTheDocument();
  });

  it('filters by the search box and by role', async () => {
    const user = userEvent.setup();
    const { getList } = renderEmployees();
    await rowOf('ardit.cela');
    await user.type(screen.getByPlaceholderText('Search'), 'kle');
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('employee', expect.objectContaining({ filter: { q: 'kle' } })));
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'moderator' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith('employee', expect.objectContaining({ filter: { q: 'kle', role: 'moderator' } })),
    );
  });

  it('at /employee/:branchId lists that branch only, names it and leads back to all employees', async () => {
    const { getList } = renderEmployees({ path: `/employee/${TIRANE.id}` });
    expect(await screen.findByRole('heading', { name: 'Employees of Tiranë' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All employees' })).toHaveAttribute('href', '/employee');
    expect(getList).toHaveBeenCalledWith('employee', expect.objectContaining({ filter: { branchId: TIRANE.id } }));
  });

  it('the add dialog requires email and username, only after a submit', async () => {
    const user = userEvent.setup();
    const { create } = renderEmployees();
    const dialog = await openAddDialog(user);
    expect(within(dialog).queryByText('This field is required')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(create).not.toHaveBeenCalled();
  });

  it('rejects an invalid email and a username with characters people cannot sign in with', async () => {
    const user = userEvent.setup();
    const { create } = renderEmployees();
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await user.type(within(dialog).getByRole('textbox', { name: /Username/ }), 'ardit cela');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Username may contain only letters, digits and . _ - @')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('closing the add dialog with entered data asks first: Keep Editing keeps it, Discard closes it', async () => {
    const user = userEvent.setup();
    renderEmployees();
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'half@');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const prompt = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    await user.click(within(prompt).getByRole('button', { name: 'Keep Editing' }));
    expect(await within(dialog).findByRole('textbox', { name: /Email/ })).toHaveValue('half@');
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unsaved Changes' })).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add an Employee' })).not.toBeInTheDocument());
  });

  it('an admin may grant admin, moderator and user; the role starts as user', async () => {
    const user = userEvent.setup();
    renderEmployees({ role: 'admin' });
    const dialog = await openAddDialog(user);
    expect(within(dialog).getByRole('combobox', { name: /Role/ })).toHaveTextContent('user');
    expect(await roleChoices(user, dialog)).toEqual(['admin', 'moderator', 'user']);
  });

  it('a moderator may grant only user, and their employees need one of their branches', async () => {
    const user = userEvent.setup();
    const { create } = renderEmployees({ role: 'moderator' });
    const dialog = await openAddDialog(user);
    expect(await roleChoices(user, dialog)).toEqual(['user']);
    await fillRequired(user, dialog, 'new.driver');
    await user.click(within(dialog).getByRole('combobox', { name: /Branches/ }));
    await user.click(await screen.findByRole('option', { name: 'Tiranë' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![1].data).toMatchObject({ username: 'new.driver', role: 'user', branches: [TIRANE.id] });
  });

  it('a moderator sees no actions on rows whose role they could not grant', async () => {
    renderEmployees({ role: 'moderator' });
    expect(await within(await rowOf('ardit.cela')).findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(await rowOf('dritan.shehu')).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(await rowOf('dritan.shehu')).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it("a superadmin names the employee's company, and the branches offered are that company's", async () => {
    const user = userEvent.setup();
    const rheinland = { id: '00000000-0000-4000-8000-0000000000c2', name: 'Rheinland Reisen' };
    const koeln = { id: '00000000-0000-4000-8000-0000000000b9', name: 'Köln' };
    const getList = vi.fn(async (resource: string, params: { filter: Record<string, unknown> }) => {
      if (resource === 'companies') return { data: [rheinland], total: 1 };
      if (resource === 'branches') return params.filter.company_id === rheinland.id ? { data: [koeln], total: 1 } : { data: [], total: 0 };
      return { data: [ardit], total: 1 };
    });
    const { create } = renderEmployees({ role: 'superadmin', dataProvider: { getList, getMany: vi.fn(async () => ({ data: [] })) } });
    const dialog = await openAddDialog(user);
    expect(await roleChoices(user, dialog)).toEqual(['super admin', 'admin', 'moderator', 'user']);
    expect(within(dialog).getByText('Choose the company first')).toBeInTheDocument();
    await fillRequired(user, dialog, 'jonas.neu');
    await user.click(within(dialog).getByRole('combobox', { name: /Company/ }));
    await user.click(await screen.findByRole('option', { name: 'Rheinland Reisen' }));
    await user.click(await within(dialog).findByRole('combobox', { name: /Branches/ }));
    await user.click(await screen.findByRole('option', { name: 'Köln' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![1].data).toMatchObject({ username: 'jonas.neu', company_id: rheinland.id, branches: [koeln.id] });
  });

  it('the edit dialog is prefilled, holds branches as ids and has no username', async () => {
    const user = userEvent.setup();
    const { update } = renderEmployees();
    await user.click(await within(await rowOf('ardit.cela')).findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit an Employee' });
    expect(within(dialog).queryByRole('textbox', { name: /Username/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveValue('ardit.cela@fleet.test');
    expect(within(dialog).getByRole('textbox', { name: /Position/ })).toHaveValue('Driver');
    expect(await within(dialog).findByText('Durrës')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const sent = update.mock.calls[0]![1].data;
    expect(sent).toEqual({
      email: 'ardit.cela@fleet.test',
      first_name: 'Ardit',
      last_name: 'Çela',
      phone_number: '+355 68 660 9421',
      position: 'Driver',
      role: 'user',
      branches: [TIRANE.id, DURRES.id],
    });
    expect(await screen.findByText('Employee modified successfully')).toBeInTheDocument();
  });

  it('after an add, shows the invitation link with its expiry, and Copy puts it on the clipboard', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    const { create } = renderEmployees();
    const dialog = await openAddDialog(user);
    await fillRequired(user, dialog, 'new.mechanic');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const shown = await screen.findByRole('dialog', { name: 'Invitation link' });
    expect(within(shown).getByRole('textbox', { name: 'Sign-up link' })).toHaveValue(invitation.link);
    expect(within(shown).getByText('Valid until 08.03.2026')).toBeInTheDocument();
    setBrowserClipboard({ writeText });
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(invitation.link);
    expect(await within(shown).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('without a clipboard, Copy says to copy the link by hand', async () => {
    const user = userEvent.setup();
    renderEmployees();
    const dialog = await openAddDialog(user);
    await fillRequired(user, dialog, 'new.dispatcher');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const shown = await screen.findByRole('dialog', { name: 'Invitation link' });
    setBrowserClipboard(undefined);
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(
      await within(shown).findByText('This browser does not allow copying here. Select the link and copy it yourself.'),
    ).toBeInTheDocument();
  });

  it('an employee who has not signed up gets a new invitation link from their row', async () => {
    const user = userEvent.setup();
    const { issueInvitation } = renderEmployees();
    expect(within(await rowOf('ardit.cela')).queryByRole('button', { name: 'Invitation link' })).not.toBeInTheDocument();
    await user.click(await within(await rowOf('klea.marku')).findByRole('button', { name: 'Invitation link' }));
    expect(issueInvitation).toHaveBeenCalledWith(klea.id);
    const shown = await screen.findByRole('dialog', { name: 'Invitation link' });
    expect(within(shown).getByText('A new link for Klea Marku. Links issued before no longer work.')).toBeInTheDocument();
    expect(within(shown).getByRole('textbox', { name: 'Sign-up link' })).toHaveValue(invitation.link);
  });

  it('one’s own row offers Edit but neither Delete nor a selection for bulk delete: the server refuses to delete oneself', async () => {
    const self = employee({ id: SIGNED_IN_ID, username: 'admin', role: 'admin' });
    renderEmployees({ dataProvider: { getList: vi.fn(async () => ({ data: [self, ardit], total: 2 })) } });
    const own = await rowOf('admin@fleet.test');
    expect(await within(own).findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(own).getByRole('checkbox')).toBeDisabled();
    const other = await rowOf('ardit.cela@fleet.test');
    expect(await within(other).findByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(other).getByRole('checkbox')).toBeEnabled();
  });

  it('offers no Select all, which would tick one’s own row on another page past the rule', async () => {
    const user = userEvent.setup();
    // Two rows on this page; one's own account is the third, on the next.
    renderEmployees({ dataProvider: { getList: vi.fn(async () => ({ data: [ardit, klea], total: 3 })) } });
    await user.click(within(await rowOf('ardit.cela@fleet.test')).getByRole('checkbox'));
    await user.click(within(await rowOf('klea.marku@fleet.test')).getByRole('checkbox'));
    expect(await screen.findByText('2 of 3 row(s) selected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Select all/ })).not.toBeInTheDocument();
  });

  it('ticked rows are deleted from the selection bar, after a question that names how many and that it cannot be undone', async () => {
    const user = userEvent.setup();
    const deleteMany = vi.fn(async (_resource: string, { ids }: { ids: string[] }) => ({ data: ids }));
    renderEmployees({ dataProvider: { getList: vi.fn(async () => ({ data: [ardit, klea], total: 2 })), deleteMany } });
    await user.click(within(await rowOf('ardit.cela@fleet.test')).getByRole('checkbox'));
    const bar = await screen.findByRole('region', { name: 'Selected rows' });
    expect(bar).toHaveTextContent('1 row selected');
    // Employees have no CSV: the bar offers what the list offers.
    expect(within(bar).queryByRole('button', { name: 'Export selection' })).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete 1 employee?' });
    expect(confirm).toHaveTextContent('1 employee will be deleted. This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteMany).toHaveBeenCalledWith('employee', { ids: [ardit.id] }));
    expect(await screen.findByText('1 employee deleted')).toBeInTheDocument();
  });

  it('a refused bulk delete closes its question and says why', async () => {
    const user = userEvent.setup();
    const refusal = new HttpError('You cannot delete your own account', 403, { message: 'You cannot delete your own account' });
    const deleteMany = vi.fn(async () => Promise.reject(refusal));
    renderEmployees({ dataProvider: { getList: vi.fn(async () => ({ data: [ardit, klea], total: 2 })), deleteMany } });
    await user.click(within(await rowOf('klea.marku@fleet.test')).getByRole('checkbox'));
    await user.click(within(await screen.findByRole('region', { name: 'Selected rows' })).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete 1 employee?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete 1 employee?' })).not.toBeInTheDocument());
    expect(await screen.findByText('You cannot delete your own account')).toBeInTheDocument();
  });
});
