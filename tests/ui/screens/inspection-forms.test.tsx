import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Role } from '../../../contract/roles';
import { InspectionFormEditor } from '../../../src/resources/inspection-forms/InspectionFormEditor';
import { COMPANY_ID, renderWithAdmin } from '../support/renderWithAdmin';
import type { User } from '../support/screen';

/*
 * The inspection form's page (docs/screens.md, Inspection forms): sections and items added, removed and
 * moved; a number item's unit and range; every item's id made in the browser and kept; the contract's
 * messages at the very field they are about, from the browser's check and from the server's.
 */

const FORM_ID = '00000000-0000-4000-8000-0000000000f1';

const walkAround = {
  id: FORM_ID,
  name: 'Daily walk-around check',
  description: null,
  frequency: 'daily',
  vehicle_types: ['bus'],
  branch_ids: [],
  active: true,
  sections: [
    {
      title: 'Outside',
      items: [
        {
          id: 'lights',
          label: 'Lights work',
          kind: 'pass_fail',
          unit: null,
          min: null,
          max: null,
          critical: false,
          photo_on_fail: true,
          hint: null,
        },
        {
          id: 'tread',
          label: 'Tyre tread',
          kind: 'number',
          unit: 'mm',
          min: 1.6,
          max: 10,
          critical: true,
          photo_on_fail: true,
          hint: 'Deepest groove',
        },
      ],
    },
  ],
  form_version: 3,
  item_count: 2,
  company_id: COMPANY_ID,
  version: 7,
  createdAt: '2026-11-01T08:00:00Z',
  updatedAt: '2026-11-01T08:00:00Z',
};

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
}

function renderEditor({ path = '/inspection-forms/create', role = 'admin' as Role, overrides = {} as Record<string, unknown> } = {}) {
  const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
    data: { ...walkAround, ...data, id: 'new' },
  }));
  const update = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...walkAround, ...data } }));
  const getOne = vi.fn(async () => ({ data: walkAround }));
  const getList = vi.fn(async () => ({ data: [], total: 0 }));
  renderWithAdmin(
    <>
      <Routes>
        <Route path="/inspection-forms/create" element={<InspectionFormEditor />} />
        <Route path="/inspection-forms/:id" element={<InspectionFormEditor />} />
        <Route path="/inspection-forms" element={<p>The forms' list</p>} />
      </Routes>
      <Location />
    </>,
    { role, resource: 'inspection-forms', path, dataProvider: { create, update, getOne, getList, ...overrides } },
  );
  return { create, update, getOne };
}

const item = (n: string) => screen.findByRole('group', { name: `Item ${n}` });

async function choose(user: User, container: HTMLElement, field: string, option: string) {
  await user.click(within(container).getByRole('combobox', { name: new RegExp(`^${field}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('The inspection form editor', () => {
  it('makes a form of sections and items, each item with an id of its own, a number item with its unit and range', async () => {
    const user = userEvent.setup();
    const { create } = renderEditor();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Daily walk-around check');
    const [firstTitle] = screen.getAllByRole('textbox', { name: /^Section title/ });
    await user.type(firstTitle!, 'Outside');
    await user.type(within(await item('1.1')).getByRole('textbox', { name: /^What to check/ }), 'Lights work');

    await user.click(screen.getByRole('button', { name: 'Add item to section 1' }));
    const tread = await item('1.2');
    // The new item's first field takes the focus.
    expect(within(tread).getByRole('textbox', { name: /^What to check/ })).toHaveFocus();
    await user.type(within(tread).getByRole('textbox', { name: /^What to check/ }), 'Tyre tread');
    await choose(user, tread, 'Answer', 'A number');
    await user.type(within(tread).getByRole('textbox', { name: /^Unit/ }), 'mm');
    await user.type(within(tread).getByRole('textbox', { name: /^Lowest allowed/ }), '1.6');
    await user.type(within(tread).getByRole('textbox', { name: /^Highest allowed/ }), '10');
    await user.click(within(tread).getByRole('checkbox', { name: /^Critical/ }));

    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await user.type(screen.getAllByRole('textbox', { name: /^Section title/ })[1]!, 'Cab');
    await user.type(within(await item('2.1')).getByRole('textbox', { name: /^What to check/ }), 'Anything else');
    await choose(user, await item('2.1'), 'Answer', 'A text');
    expect(screen.getByText('3 items in all')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const sent = create.mock.calls[0]![1].data as {
      name: string;
      frequency: string;
      active: boolean;
      sections: { title: string; items: Record<string, unknown>[] }[];
    };
    expect(sent).toMatchObject({ name: 'Daily walk-around check', frequency: 'daily', active: true, vehicle_types: [], branch_ids: [] });
    expect(sent.sections.map((section) => section.title)).toEqual(['Outside', 'Cab']);
    const [lights, treadItem] = sent.sections[0]!.items;
    expect(lights).toMatchObject({ label: 'Lights work', kind: 'pass_fail', unit: null, min: null, max: null, critical: false });
    expect(treadItem).toMatchObject({ label: 'Tyre tread', kind: 'number', unit: 'mm', min: 1.6, max: 10, critical: true });
    expect(sent.sections[1]!.items[0]).toMatchObject({ label: 'Anything else', kind: 'text' });
    const ids = sent.sections.flatMap((section) => section.items.map((one) => one.id as string));
    expect(ids.every((id) => /^[0-9a-f]{12}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(3);
    // Saved: back to the list, with the toast.
    expect(await screen.findByText('Inspection form created successfully')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/inspection-forms');
  });

  it('says at the field what the contract refuses: a required label, a range whose lowest is above its highest; nothing is sent', async () => {
    const user = userEvent.setup();
    const { create } = renderEditor();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Tyres');
    await user.type(screen.getByRole('textbox', { name: /^Section title/ }), 'Wheels');
    const tread = await item('1.1');
    await choose(user, tread, 'Answer', 'A number');
    await user.type(within(tread).getByRole('textbox', { name: /^Lowest allowed/ }), '10');
    await user.type(within(tread).getByRole('textbox', { name: /^Highest allowed/ }), '1,6');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await within(tread).findByText('The lowest allowed value must not be above the highest')).toBeInTheDocument();
    expect(within(tread).getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Some fields are not valid: see the messages at the fields.')).toBeInTheDocument();
    // The first field with a message takes the focus.
    expect(within(tread).getByRole('textbox', { name: /^What to check/ })).toHaveFocus();
    expect(create).not.toHaveBeenCalled();
  });

  it('a form needs an item: removing the last says so', async () => {
    const user = userEvent.setup();
    const { create } = renderEditor();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Empty');
    await user.type(screen.getByRole('textbox', { name: /^Section title/ }), 'Nothing');
    await user.click(screen.getByRole('button', { name: 'Remove item 1.1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A form needs at least one item')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('moves an item up and keeps every id and the version it was read at', async () => {
    const user = userEvent.setup();
    const { update } = renderEditor({ path: `/inspection-forms/${FORM_ID}` });
    expect(await screen.findByRole('heading', { name: 'Daily walk-around check', level: 2 })).toBeInTheDocument();
    const tread = await item('1.2');
    expect(within(tread).getByRole('textbox', { name: /^Lowest allowed/ })).toHaveValue('1.6');
    await user.click(within(tread).getByRole('button', { name: 'Move item 1.2 up' }));
    expect(within(await item('1.1')).getByRole('textbox', { name: /^What to check/ })).toHaveValue('Tyre tread');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const { data, previousData } = update.mock.calls[0]![1] as unknown as {
      data: { sections: { items: { id: string }[] }[] };
      previousData: { version: number };
    };
    expect(data.sections[0]!.items.map((one) => one.id)).toEqual(['tread', 'lights']);
    expect(previousData.version).toBe(7);
  });

  it("shows the server's message at the item it names", async () => {
    const user = userEvent.setup();
    const refusal = new HttpError('Must be at most 200 characters', 400, {
      message: 'Must be at most 200 characters',
      errors: [{ field: 'sections.0.items.1.label', message: 'Must be at most 200 characters' }],
    });
    renderEditor({ path: `/inspection-forms/${FORM_ID}`, overrides: { update: vi.fn().mockRejectedValue(refusal) } });
    await item('1.2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(await item('1.2')).findByText('Must be at most 200 characters')).toBeInTheDocument();
    expect(within(await item('1.1')).queryByText('Must be at most 200 characters')).toBeNull();
  });

  it('shows a user the form as it is filled in, without a way to change it', async () => {
    renderEditor({ path: `/inspection-forms/${FORM_ID}`, role: 'user' });
    expect(await screen.findByText(/Admins keep the inspection forms/)).toBeInTheDocument();
    expect(screen.getByText('Tyre tread')).toBeInTheDocument();
    expect(screen.getByText('A number · Allowed: 1.6–10 mm')).toBeInTheDocument();
    // Whether it is offered, under its own term: "Status: In use", not "In use: In use".
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent(/^In use$/);
    expect(screen.getAllByText('In use')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
