import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, RecordContextProvider, type GetListParams } from 'ra-core';
import type { Role } from '../../../contract/roles';
import { EMPLOYEE_DOCUMENT_KINDS, VEHICLE_DOCUMENT_KINDS } from '../../../contract/document-kinds';
import { DocumentList } from '../../../src/resources/documents/DocumentList';
import { VehicleDocuments } from '../../../src/resources/documents/VehicleDocuments';
import { kindsFor } from '../../../src/resources/documents/documentSubject';
import { fileSize } from '../../../src/resources/documents/attachments/attachmentFacts';
import { renderWithAdmin } from '../support/renderWithAdmin';
import { openDialog, rowOf, typeDate, type User } from '../support/screen';

/*
 * The documents' screens where they have logic of their own (docs/screens.md, Documents): the kinds a
 * form offers follow its subject, a licence's categories come and go with the kind, a subject set by
 * the page is not asked, and a document's attachments list, refuse and download as the API says.
 */

const bus = { id: '00000000-0000-4000-8000-0000000000b1', license_plate: 'AA 123 BB', model: 'Setra S 516', is_active: true };
const driver = { id: '00000000-0000-4000-8000-0000000000d1', username: 'arta', first_name: 'Arta', last_name: 'Gjoka', role: 'user' };

const insurance = {
  id: '00000000-0000-4000-8000-0000000000f1',
  kind: 'insurance',
  number: 'POL-100000',
  issuer: 'Sigal Uniqa',
  issued_on: '2025-12-01',
  expires_on: '2026-12-06',
  cost: 890.5,
  licence_categories: [],
  notes: null,
  vehicle_id: bus.id,
  vehicle_license_plate: bus.license_plate,
  employee_id: null,
  employee_name: null,
  company_id: '00000000-0000-4000-8000-0000000000c1',
  attachment_count: 1,
  expiry_status: 'soon',
  superseded: false,
  created_by: null,
  created_by_username: null,
  version: 1,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

const scan = {
  id: '00000000-0000-4000-8000-0000000000a1',
  document_id: insurance.id,
  file_name: 'policy.pdf',
  mime_type: 'application/pdf',
  byte_size: 184_320,
  sha256: 'ab',
  created_by: null,
  createdAt: '2026-11-20T09:00:00Z',
};

function renderDocuments({ role = 'admin', overrides = {} }: { role?: Role; overrides?: Record<string, unknown> } = {}) {
  const getList = vi.fn(async (resource: string, params: GetListParams) => {
    if (resource === 'vehicles') return { data: [bus], total: 1 };
    if (resource === 'employee') return { data: [driver], total: 1 };
    void params;
    return { data: [insurance], total: 1 };
  });
  const getMany = vi.fn(async (resource: string) => ({ data: resource === 'vehicles' ? [bus] : [driver] }));
  const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
    data: { ...insurance, ...data, id: 'new', attachment_count: 0 },
  }));
  const getAttachments = vi.fn(async () => [scan]);
  const addAttachment = vi.fn(async () => {
    throw new HttpError('The file must be a PDF, JPEG, PNG or WebP', 415, { message: 'The file must be a PDF, JPEG, PNG or WebP' });
  });
  renderWithAdmin(<DocumentList />, {
    role,
    resource: 'documents',
    dataProvider: { getList, getMany, create, getAttachments, addAttachment, beforeDownload: async () => undefined, ...overrides },
  });
  return { getList, create, getAttachments, addAttachment };
}

const openAdd = (user: User) => openDialog(user, 'Add document', 'Add a document');

async function kindsOffered(user: User, dialog: HTMLElement): Promise<string[]> {
  await user.click(within(dialog).getByRole('combobox', { name: /Kind/ }));
  const options = (await screen.findAllByRole('option')).map((option) => option.textContent ?? '');
  await user.keyboard('{Escape}');
  return options;
}

describe('Documents', () => {
  it('offers a vehicle its kinds and an employee theirs; "other" fits both', () => {
    expect(kindsFor('vehicle')).toEqual(VEHICLE_DOCUMENT_KINDS);
    expect(kindsFor('employee')).toEqual(EMPLOYEE_DOCUMENT_KINDS);
    expect(kindsFor('vehicle')).toContain('other');
    expect(kindsFor('employee')).toContain('other');
    expect(kindsFor('vehicle')).not.toContain('driving_licence');
  });

  it('lists a document with its kind in words, whose it is, its expiry status and its attachments', async () => {
    renderDocuments();
    const row = await rowOf('POL-100000');
    expect(within(row).getByText('Insurance policy')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'AA 123 BB' })).toHaveAttribute('href', `/vehicles/${bus.id}/details`);
    expect(within(row).getByText('06.12.2026')).toBeInTheDocument();
    expect(within(row).getByText('Due soon')).toBeInTheDocument();
    expect(within(row).getByText('890.50 €')).toBeInTheDocument();
    // The attachments column's button (jsdom also holds the phone's, among the row's buttons).
    expect(within(row).getAllByRole('button', { name: 'Attachments of Insurance policy POL-100000: 1 file' })[0]).toHaveTextContent('1');
  });

  it('asks the API for the soonest expiry first', async () => {
    const { getList } = renderDocuments();
    await rowOf('POL-100000');
    const call = getList.mock.calls.find(([resource]) => resource === 'documents')!;
    expect(call[1].sort).toEqual({ field: 'expires_on', order: 'ASC' });
  });

  it("the kinds follow the subject: switching to an employee offers an employee's, and drops a vehicle's kind chosen before", async () => {
    const user = userEvent.setup();
    renderDocuments();
    const dialog = await openAdd(user);
    expect(within(dialog).getByRole('radio', { name: 'A vehicle' })).toBeChecked();
    expect(await kindsOffered(user, dialog)).toEqual([
      'Insurance policy',
      'Registration certificate',
      'Inspection certificate',
      'Tachograph calibration',
      'Lease contract',
      'Other document',
    ]);
    await user.click(within(dialog).getByRole('combobox', { name: /Kind/ }));
    await user.click(await screen.findByRole('option', { name: 'Insurance policy' }));
    expect(within(dialog).getByRole('combobox', { name: /Kind/ })).toHaveTextContent('Insurance policy');

    await user.click(within(dialog).getByRole('radio', { name: 'An employee' }));
    expect(await within(dialog).findByRole('combobox', { name: /Employee/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /Vehicle/ })).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Kind/ })).not.toHaveTextContent('Insurance policy'));
    expect(await kindsOffered(user, dialog)).toEqual([
      'Driving licence',
      'Driver qualification card',
      'Medical certificate',
      'Other document',
    ]);
  });

  it("a driving licence asks for its categories; another kind drops them, and what is sent is the contract's", async () => {
    const user = userEvent.setup();
    const { create } = renderDocuments();
    const dialog = await openAdd(user);
    await user.click(within(dialog).getByRole('radio', { name: 'An employee' }));
    await user.type(await within(dialog).findByRole('combobox', { name: /Employee/ }), 'Ar');
    await user.click(await screen.findByRole('option', { name: /Arta Gjoka/ }));
    expect(within(dialog).queryByRole('combobox', { name: /Licence categories/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: /Kind/ }));
    await user.click(await screen.findByRole('option', { name: 'Driving licence' }));
    await user.click(await within(dialog).findByRole('combobox', { name: /Licence categories/ }));
    await user.click(await screen.findByRole('option', { name: 'CE' }));
    await user.click(await screen.findByRole('option', { name: 'B' }));
    await user.keyboard('{Escape}');

    // Another kind, and back: the categories chosen for the licence are gone.
    await user.click(within(dialog).getByRole('combobox', { name: /Kind/ }));
    await user.click(await screen.findByRole('option', { name: 'Medical certificate' }));
    await waitFor(() => expect(within(dialog).queryByRole('combobox', { name: /Licence categories/ })).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('combobox', { name: /Kind/ }));
    await user.click(await screen.findByRole('option', { name: 'Driving licence' }));
    await user.click(await within(dialog).findByRole('combobox', { name: /Licence categories/ }));
    await user.click(await screen.findByRole('option', { name: 'C' }));
    await user.click(await screen.findByRole('option', { name: 'B' }));
    await user.keyboard('{Escape}');

    await user.type(within(dialog).getByRole('textbox', { name: /Number/ }), 'DL7340000');
    await user.type(within(dialog).getByRole('textbox', { name: /Issuer/ }), 'DPSHTRR');
    await typeDate(user, dialog, 'Issued on', '01.03.2020');
    await typeDate(user, dialog, 'Expires on', '01.03.2030');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![1].data).toEqual({
      kind: 'driving_licence',
      number: 'DL7340000',
      issuer: 'DPSHTRR',
      issued_on: '2020-03-01',
      expires_on: '2030-03-01',
      cost: null,
      // In the directive's order, whatever the order they were ticked in.
      licence_categories: ['B', 'C'],
      notes: null,
      employee_id: driver.id,
    });
    // Saved, the document opens its attachments.
    const attachments = await screen.findByRole('dialog', { name: 'Attachments' });
    expect(within(attachments).getByText('The document is saved. Attach its scans or photos here, or close.')).toBeInTheDocument();
  });

  it("an expiry before the issue is the contract's refusal, under the field", async () => {
    const user = userEvent.setup();
    const { create } = renderDocuments();
    const dialog = await openAdd(user);
    await user.click(within(dialog).getByRole('combobox', { name: /Kind/ }));
    await user.click(await screen.findByRole('option', { name: 'Lease contract' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Number/ }), 'L-1');
    await user.type(within(dialog).getByRole('textbox', { name: /Issuer/ }), 'Raiffeisen Leasing');
    await typeDate(user, dialog, 'Issued on', '01.03.2026');
    await typeDate(user, dialog, 'Expires on', '01.02.2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The expiry date must not be before the issue date')).toBeInTheDocument();
    // And whose it is, which the contract checks with it.
    expect(within(dialog).getByText('Choose a vehicle or an employee')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("a document's attachments: each file with its size and type, a download link, and a refusal in the server's words", async () => {
    const user = userEvent.setup();
    const { addAttachment } = renderDocuments();
    await user.click((await within(await rowOf('POL-100000')).findAllByRole('button', { name: /^Attachments of/ }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Attachments' });
    const row = (await within(dialog).findByText('policy.pdf')).closest('tr')!;
    expect(within(row).getByText('180 KB')).toBeInTheDocument();
    expect(within(row).getByText('PDF')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Download policy.pdf' })).toHaveAttribute(
      'href',
      `/api/documents/${insurance.id}/attachments/${scan.id}`,
    );
    const picker = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(picker, new File(['<html></html>'], 'fake.pdf', { type: 'application/pdf' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent('fake.pdf was not attached');
    expect(refusal).toHaveTextContent('The file must be a PDF, JPEG, PNG or WebP');
    expect(addAttachment).toHaveBeenCalledTimes(1);
  });

  it('an attached file shows at once, before the list is read again; a list that failed to load offers Try again', async () => {
    const user = userEvent.setup();
    const photo = { ...scan, id: '00000000-0000-4000-8000-0000000000a2', file_name: 'front.png', mime_type: 'image/png', byte_size: 2048 };
    const getAttachments = vi
      .fn<() => Promise<(typeof scan)[]>>()
      .mockRejectedValueOnce(new HttpError('Service unavailable', 503, { message: 'Service unavailable' }))
      .mockResolvedValueOnce([scan])
      // Every later reading is slow: what the dialog shows meanwhile is the server's answer to the upload.
      .mockReturnValue(new Promise(() => undefined));
    const addAttachment = vi.fn(async () => photo);
    renderDocuments({ overrides: { getAttachments, addAttachment } });
    await user.click((await within(await rowOf('POL-100000')).findAllByRole('button', { name: /^Attachments of/ }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Attachments' });
    expect(await within(dialog).findByText(/Service unavailable/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await within(dialog).findByText('policy.pdf');
    await user.upload(
      dialog.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['png'], 'front.png', { type: 'image/png' }),
    );
    expect(await within(dialog).findByText('front.png')).toBeInTheDocument();
    expect(within(dialog).getByText('policy.pdf')).toBeInTheDocument();
    expect(addAttachment).toHaveBeenCalledTimes(1);
  });

  it('a file over 10 MB is refused before it is sent', async () => {
    const user = userEvent.setup();
    const { addAttachment } = renderDocuments();
    await user.click((await within(await rowOf('POL-100000')).findAllByRole('button', { name: /^Attachments of/ }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Attachments' });
    await within(dialog).findByText('policy.pdf');
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, big);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file must be at most 10 MB');
    expect(addAttachment).not.toHaveBeenCalled();
  });

  it('a user reads documents and their files, and changes neither', async () => {
    const user = userEvent.setup();
    renderDocuments({ role: 'user' });
    const row = await rowOf('POL-100000');
    expect(screen.queryByRole('button', { name: 'Add document' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(within(row).getAllByRole('button', { name: /^Attachments of/ })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Attachments' });
    expect(await within(dialog).findByRole('link', { name: 'Download policy.pdf' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Attach a file' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Remove policy.pdf' })).not.toBeInTheDocument();
  });

  it("a vehicle's documents add to that vehicle without asking whose, and list only its own", async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async () => ({ data: [insurance], total: 1 }));
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...insurance, ...data, id: 'new' },
    }));
    renderWithAdmin(
      <RecordContextProvider value={bus}>
        <VehicleDocuments />
      </RecordContextProvider>,
      { resource: 'vehicles', dataProvider: { getList, create, getAttachments: async () => [] } },
    );
    await rowOf('POL-100000');
    expect(getList).toHaveBeenCalledWith('documents', expect.objectContaining({ filter: { vehicleId: bus.id, branchId: null } }));
    const dialog = await openAdd(user);
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: /Vehicle/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Kind/ }));
    await user.click(await screen.findByRole('option', { name: 'Tachograph calibration' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Number/ }), 'TC-1001');
    await user.type(within(dialog).getByRole('textbox', { name: /Issuer/ }), 'Tacho Service');
    await typeDate(user, dialog, 'Issued on', '01.06.2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![1].data).toMatchObject({ kind: 'tachograph', vehicle_id: bus.id, expires_on: null });
    expect(create.mock.calls[0]![1].data.employee_id).toBeUndefined();
  });

  it("sizes read in the language's numbers", () => {
    expect(fileSize(830, 'en')).toBe('830 B');
    expect(fileSize(184_320, 'en')).toBe('180 KB');
    expect(fileSize(1_468_006, 'en')).toBe('1.4 MB');
    expect(fileSize(1_468_006, 'de')).toBe('1,4 MB');
    expect(fileSize(10 * 1024 * 1024, 'al')).toBe('10 MB');
  });
});
