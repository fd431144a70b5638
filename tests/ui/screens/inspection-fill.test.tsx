import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, RecordContextProvider } from 'ra-core';
import { Route, Routes, useLocation } from 'react-router-dom';
import { messages } from '../../../contract/messages';
import { InspectionFill } from '../../../src/resources/inspections/fill/InspectionFill';
import { InspectButton } from '../../../src/resources/inspections/InspectButton';
import { COMPANY_ID, renderWithAdmin } from '../support/renderWithAdmin';
import { entriesOf } from '../../../src/outbox/store';

/*
 * Filling an inspection in (docs/screens.md, Fill an inspection), on the screen a driver has in the
 * yard: a twelve-item form all OK is twelve taps and Send, each OK moving on to the next item; the body
 * sent and its Idempotency-Key, kept across a retry; a number outside its range is a defect as it is
 * typed; an item that asks for a photo of its defect holds Send until one is taken, and the photo goes
 * after the inspection, with its item; the server's refusal at the item it names.
 */

const VEHICLE_ID = '00000000-0000-4000-8000-0000000000b1';
const FORM_ID = '00000000-0000-4000-8000-0000000000f1';
const INSPECTION_ID = '00000000-0000-4000-8000-0000000000e1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const bus = { id: VEHICLE_ID, license_plate: 'AA 123 BB', model: 'Setra S 516', mileage: 123456, is_active: true, in_service: true };

const passFail = (id: string, label: string, extra: Record<string, unknown> = {}) => ({
  id,
  label,
  kind: 'pass_fail',
  unit: null,
  min: null,
  max: null,
  critical: false,
  photo_on_fail: false,
  hint: null,
  ...extra,
});

const LABELS = [
  'Lights',
  'Indicators',
  'Mirrors',
  'Wipers',
  'Horn',
  'Tyres',
  'Wheel nuts',
  'Brakes',
  'Seat belts',
  'Doors',
  'Fire extinguisher',
  'First aid kit',
];

function formOf(sections: { title: string; items: object[] }[]) {
  return {
    id: FORM_ID,
    name: 'Daily walk-around check',
    description: null,
    frequency: 'daily',
    vehicle_types: [],
    branch_ids: [],
    active: true,
    sections,
    form_version: 2,
    item_count: sections.reduce((sum, section) => sum + section.items.length, 0),
    company_id: COMPANY_ID,
    version: 1,
    createdAt: '2026-11-01T08:00:00Z',
    updatedAt: '2026-11-01T08:00:00Z',
  };
}

const twelve = formOf([
  { title: 'Outside', items: LABELS.slice(0, 7).map((label, index) => passFail(`i${index + 1}`, label)) },
  { title: 'Cab', items: LABELS.slice(7).map((label, index) => passFail(`i${index + 8}`, label)) },
]);

const withPhotoAndNumber = formOf([
  {
    title: 'Outside',
    items: [
      passFail('lights', 'Lights', { critical: true, photo_on_fail: true }),
      { ...passFail('tread', 'Tyre tread'), kind: 'number', unit: 'mm', min: 1.6, max: 10 },
      passFail('horn', 'Horn'),
    ],
  },
]);

function sentAnswer(failed: number, critical = false) {
  return {
    id: INSPECTION_ID,
    vehicle_id: VEHICLE_ID,
    vehicle_license_plate: bus.license_plate,
    form_id: FORM_ID,
    form_name: 'Daily walk-around check',
    form_version: 2,
    inspected_at: '2026-11-29T07:42:00Z',
    inspector_id: null,
    inspector_name: 'Arta Gjoka',
    odometer: null,
    note: null,
    item_count: 12,
    failed_count: failed,
    critical_failed: critical,
    company_id: COMPANY_ID,
    createdAt: '2026-11-29T07:42:00Z',
    results: [],
    photos: [],
    issue_ids: [],
  };
}

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderFill(form: object, overrides: Record<string, unknown> = {}) {
  const getOne = vi.fn(async (resource: string) => ({ data: resource === 'vehicles' ? bus : form }));
  const sendInspection = vi.fn(async () => sentAnswer(0));
  const addInspectionPhoto = vi.fn(async () => ({ id: 'photo' }));
  renderWithAdmin(
    <>
      <Routes>
        <Route path="/inspections/create" element={<InspectionFill />} />
        <Route path="/inspections/:id/show" element={<p>Read back</p>} />
      </Routes>
      <Location />
    </>,
    {
      role: 'user',
      resource: 'inspections',
      path: `/inspections/create?vehicleId=${VEHICLE_ID}&formId=${FORM_ID}`,
      dataProvider: { getOne, sendInspection, addInspectionPhoto, ...overrides },
    },
  );
  return { sendInspection, addInspectionPhoto };
}

const itemGroup = (label: string) => screen.findByRole('group', { name: label });

beforeEach(() => {
  // jsdom keeps no files in memory for addresses: the thumbnail's address is made up.
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('Filling an inspection in', () => {
  it('a twelve-item form all OK is twelve taps and Send; each OK moves on to the next item; the body goes with an Idempotency-Key', async () => {
    const user = userEvent.setup();
    const { sendInspection } = renderFill(twelve);
    expect(await screen.findByRole('heading', { name: 'Daily walk-around check', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('On record: 123,456 km. Leave empty if you did not read it.')).toBeInTheDocument();
    expect(screen.getByText('0 of 12 answered')).toBeInTheDocument();

    let taps = 0;
    for (const [index, label] of LABELS.entries()) {
      await user.click(within(await itemGroup(label)).getByRole('button', { name: 'OK' }));
      taps += 1;
      // The next item's OK has the focus (and is scrolled to); after the last, Send has it.
      const next = LABELS[index + 1];
      if (next) expect(within(await itemGroup(next)).getByRole('button', { name: 'OK' })).toHaveFocus();
    }
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    expect(screen.getByText('12 of 12 answered')).toBeInTheDocument();
    expect(within(await itemGroup('Lights')).getByRole('button', { name: 'OK' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    taps += 1;
    expect(taps).toBe(13);

    await waitFor(() => expect(sendInspection).toHaveBeenCalledTimes(1));
    const [body, key] = sendInspection.mock.calls[0] as unknown as [Record<string, unknown>, string];
    expect(body).toEqual({
      vehicle_id: VEHICLE_ID,
      form_id: FORM_ID,
      results: LABELS.map((_, index) => ({ item_id: `i${index + 1}`, passed: true })),
    });
    expect(key).toMatch(UUID);
    expect(await screen.findByText('Every item OK')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(new RegExp(`^/inspections/${INSPECTION_ID}/show$`));
  });

  it('"All OK" marks the open pass/fail items of its section OK, keeps a Defect, and moves on to what is still open', async () => {
    const user = userEvent.setup();
    const { sendInspection } = renderFill(withPhotoAndNumber);
    const outside = await screen.findByRole('region', { name: 'Outside' });
    await user.click(within(await itemGroup('Horn')).getByRole('button', { name: 'Defect' }));
    await user.click(within(outside).getByRole('button', { name: 'All OK: Outside' }));
    // Lights is OK now; the Horn's defect stays; the tread, a number, is still to be read and has the focus.
    expect(within(await itemGroup('Lights')).getByRole('button', { name: 'OK' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(await itemGroup('Horn')).getByRole('button', { name: 'Defect' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(await itemGroup('Horn')).getByRole('button', { name: 'OK' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(await itemGroup('Tyre tread')).getByRole('textbox', { name: /Tyre tread/ })).toHaveFocus();
    expect(screen.getByText('2 of 3 answered')).toBeInTheDocument();
    // Nothing left for it to mark: it cannot be tapped again.
    expect(within(outside).getByRole('button', { name: 'All OK: Outside' })).toBeDisabled();

    await user.type(within(await itemGroup('Tyre tread')).getByRole('textbox', { name: /Tyre tread/ }), '4,5');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sendInspection).toHaveBeenCalledTimes(1));
    const [body] = sendInspection.mock.calls[0] as unknown as [Record<string, unknown>];
    expect(body.results).toEqual([
      { item_id: 'lights', passed: true },
      { item_id: 'tread', value: 4.5 },
      { item_id: 'horn', passed: false },
    ]);
  });

  it('a twelve-item form in two sections all OK is "All OK" twice and Send, the focus on Send', async () => {
    const user = userEvent.setup();
    const { sendInspection } = renderFill(twelve);
    await user.click(within(await screen.findByRole('region', { name: 'Outside' })).getByRole('button', { name: 'All OK: Outside' }));
    // The first item of the next section comes to the thumb.
    expect(within(await itemGroup('Brakes')).getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.click(within(screen.getByRole('region', { name: 'Cab' })).getByRole('button', { name: 'All OK: Cab' }));
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    expect(screen.getByText('12 of 12 answered')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sendInspection).toHaveBeenCalledTimes(1));
    const [body] = sendInspection.mock.calls[0] as unknown as [Record<string, unknown>];
    expect(body.results).toEqual(LABELS.map((_, index) => ({ item_id: `i${index + 1}`, passed: true })));
  });

  it('Send says which items are still open, and takes the first to the focus', async () => {
    const user = userEvent.setup();
    const { sendInspection } = renderFill(twelve);
    await user.click(within(await itemGroup('Lights')).getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('11 items to finish before sending')).toBeInTheDocument();
    expect(within(await itemGroup('Indicators')).getByText('Answer this item: OK or Defect')).toBeInTheDocument();
    expect(within(await itemGroup('Indicators')).getByRole('button', { name: 'OK' })).toHaveFocus();
    expect(sendInspection).not.toHaveBeenCalled();
  });

  it('a number outside its range is a defect as it is typed, and is sent as the number with its note', async () => {
    const user = userEvent.setup();
    const { sendInspection } = renderFill(withPhotoAndNumber);
    const tread = await itemGroup('Tyre tread');
    expect(within(tread).getByText('Allowed: 1.6–10 mm')).toBeInTheDocument();
    const value = within(tread).getByRole('textbox', { name: /Tyre tread/ });
    expect(value).toHaveAttribute('inputmode', 'decimal');
    await user.type(value, '4,5');
    expect(within(tread).getByText('Within the allowed range')).toBeInTheDocument();
    await user.clear(value);
    await user.type(value, '1,2');
    expect(within(tread).getByText('Outside the allowed range: a defect')).toBeInTheDocument();
    expect(within(tread).getByText('Defect')).toBeInTheDocument();
    await user.type(within(tread).getByRole('textbox', { name: /^What is wrong/ }), 'Front left worn');

    await user.click(within(await itemGroup('Lights')).getByRole('button', { name: 'OK' }));
    await user.click(within(await itemGroup('Horn')).getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sendInspection).toHaveBeenCalledTimes(1));
    const [body] = sendInspection.mock.calls[0] as unknown as [{ results: object[] }];
    expect(body.results).toEqual([
      { item_id: 'lights', passed: true },
      { item_id: 'tread', value: 1.2, note: 'Front left worn' },
      { item_id: 'horn', passed: true },
    ]);
  });

  it('an item that asks for a photo of its defect holds Send until one is taken; the photo goes after the inspection, with its item', async () => {
    const user = userEvent.setup();
    const sendInspection = vi.fn(async () => ({ ...sentAnswer(1, true), item_count: 3 }));
    const { addInspectionPhoto } = renderFill(withPhotoAndNumber, { sendInspection });
    const lights = await itemGroup('Lights');
    await user.click(within(lights).getByRole('button', { name: 'Defect' }));
    expect(within(lights).getByRole('button', { name: 'Defect' })).toHaveAttribute('aria-pressed', 'true');
    await user.type(within(await itemGroup('Tyre tread')).getByRole('textbox', { name: /Tyre tread/ }), '5');
    await user.click(within(await itemGroup('Horn')).getByRole('button', { name: 'OK' }));

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(lights).findByText('Take a photo of this defect before sending')).toBeInTheDocument();
    expect(screen.getByText('1 item to finish before sending')).toBeInTheDocument();
    expect(sendInspection).not.toHaveBeenCalled();

    const camera = lights.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'IMG_0042.jpg', { type: 'image/jpeg' });
    await user.upload(camera, photo);
    expect(await within(lights).findByRole('img', { name: 'Photo of Lights' })).toBeInTheDocument();
    expect(within(lights).queryByText('Take a photo of this defect before sending')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(addInspectionPhoto).toHaveBeenCalledTimes(1));
    expect(sendInspection).toHaveBeenCalledTimes(1);
    expect(addInspectionPhoto).toHaveBeenCalledWith(INSPECTION_ID, photo, 'lights.jpg', 'lights');
    // The inspection went first: the photo names it.
    expect(sendInspection.mock.invocationCallOrder[0]!).toBeLessThan(addInspectionPhoto.mock.invocationCallOrder[0]!);
    expect(await screen.findByText('1 defect reported')).toBeInTheDocument();
    expect(screen.getByText('AA 123 BB is out of service until its critical defect is resolved.')).toBeInTheDocument();
  });

  it('with no connection, the inspection waits on the device with the key it was sent with', async () => {
    const user = userEvent.setup();
    const sendInspection = vi.fn().mockRejectedValue(new HttpError('Network Error', 0));
    renderFill(twelve, { sendInspection });
    for (const label of LABELS) await user.click(within(await itemGroup(label)).getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Saved on this device')).toBeInTheDocument();
    const waiting = await entriesOf('00000000-0000-4000-8000-00000000000a');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({
      kind: 'inspection',
      vehicleId: VEHICLE_ID,
      key: sendInspection.mock.calls[0]![1],
      plate: bus.license_plate,
    });
    expect(waiting[0]!.body).toEqual(sendInspection.mock.calls[0]![0]);
  });

  it('a retry after a lost answer (a proxy’s 502) sends the same Idempotency-Key', async () => {
    const user = userEvent.setup();
    const sendInspection = vi.fn().mockRejectedValueOnce(new HttpError('Bad Gateway', 502)).mockResolvedValueOnce(sentAnswer(0));
    renderFill(twelve, { sendInspection });
    for (const label of LABELS) await user.click(within(await itemGroup(label)).getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Error sending the inspection')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sendInspection).toHaveBeenCalledTimes(2));
    expect(sendInspection.mock.calls[1]![1]).toBe(sendInspection.mock.calls[0]![1]);
    expect(sendInspection.mock.calls[1]![0]).toEqual(sendInspection.mock.calls[0]![0]);
  });

  it("shows the server's refusal at the item it names", async () => {
    const user = userEvent.setup();
    const refusal = new HttpError(messages.unknownItem, 400, {
      message: messages.unknownItem,
      errors: [{ field: 'results.2.passed', message: messages.unknownItem }],
    });
    renderFill(twelve, { sendInspection: vi.fn().mockRejectedValue(refusal) });
    for (const label of LABELS) await user.click(within(await itemGroup(label)).getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(await itemGroup('Mirrors')).findByText('This item is not on the form')).toBeInTheDocument();
    expect(within(await itemGroup('Lights')).queryByText('This item is not on the form')).toBeNull();
  });
});

describe("A vehicle's Inspect", () => {
  function renderInspect(forms: object[]) {
    const getList = vi.fn(async () => ({ data: forms, total: forms.length }));
    renderWithAdmin(
      <>
        <RecordContextProvider value={bus}>
          <InspectButton look="button" />
        </RecordContextProvider>
        <Location />
      </>,
      { role: 'user', resource: 'vehicles', path: '/vehicles/x/details', dataProvider: { getList } },
    );
    return { getList };
  }

  it('opens the only form that applies at once: one tap from the vehicle', async () => {
    const user = userEvent.setup();
    const { getList } = renderInspect([twelve]);
    await user.click(await screen.findByRole('button', { name: 'Inspect' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
        `/inspections/create?vehicleId=${VEHICLE_ID}&formId=${FORM_ID}`,
      ),
    );
    expect(getList).toHaveBeenCalledWith(
      'inspection-forms',
      expect.objectContaining({ filter: { vehicleId: VEHICLE_ID, active: 'true' } }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks which form when several apply', async () => {
    const user = userEvent.setup();
    renderInspect([twelve, { ...twelve, id: 'weekly', name: 'Weekly tyre check', frequency: 'weekly', item_count: 4 }]);
    await user.click(await screen.findByRole('button', { name: 'Inspect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inspect AA 123 BB' });
    await user.click(within(dialog).getByRole('button', { name: /Weekly tyre check/ }));
    // Behind the dialog, which the screen it opens replaces.
    expect(screen.getByRole('status', { name: 'location', hidden: true })).toHaveTextContent('formId=weekly');
  });

  it('says when no form applies', async () => {
    const user = userEvent.setup();
    renderInspect([]);
    await user.click(await screen.findByRole('button', { name: 'Inspect' }));
    expect(await screen.findByText(/No inspection form in use applies to AA 123 BB/)).toBeInTheDocument();
  });
});
