import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '../../../contract/messages';
import { createHttpClient, type HttpClient } from '../../../src/dataProvider/httpClient';
import { workOrderAttachmentCalls } from '../../../src/dataProvider/workOrderAttachmentCalls';
import { i18nProvider } from '../../../src/i18n';
import { WorkOrderAttachments } from '../../../src/resources/work-orders/attachments/WorkOrderAttachments';
import { renderWithAdmin } from '../support/renderWithAdmin';
import type { Role } from '../../../contract/roles';

/*
 * A work order's invoices and photos on its page (docs/work-orders.md, Attachments): the list with a
 * download link for each file, attaching one (for those who may edit work orders) and removing one
 * after a confirmation; a refusal in the server's words, in the user's language.
 */

const workOrderId = '00000000-0000-4000-8000-0000000000e1';

const invoice = {
  id: '00000000-0000-4000-8000-0000000000a1',
  work_order_id: workOrderId,
  file_name: 'invoice-118.pdf',
  mime_type: 'application/pdf' as const,
  byte_size: 184_320,
  sha256: 'ab',
  created_by: null,
  createdAt: '2026-11-20T09:00:00Z',
};
const photo = {
  ...invoice,
  id: '00000000-0000-4000-8000-0000000000a2',
  file_name: 'damage.jpg',
  mime_type: 'image/jpeg' as const,
  byte_size: 2048,
};

function renderAttachments({ role = 'admin', overrides = {} }: { role?: Role; overrides?: Record<string, unknown> } = {}) {
  const calls = {
    getWorkOrderAttachments: vi.fn(async () => [invoice]),
    addWorkOrderAttachment: vi.fn(async () => photo),
    deleteWorkOrderAttachment: vi.fn(async () => undefined),
    beforeDownload: vi.fn(async () => undefined),
    ...overrides,
  };
  renderWithAdmin(<WorkOrderAttachments workOrderId={workOrderId} />, { role, resource: 'work-orders', dataProvider: calls });
  return calls;
}

describe('a work order’s attachments', () => {
  it('lists each file with its size, type and a download link', async () => {
    renderAttachments();
    const row = (await screen.findByText('invoice-118.pdf')).closest('tr')!;
    expect(within(row).getByText('180 KB')).toBeInTheDocument();
    expect(within(row).getByText('PDF')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Download invoice-118.pdf' })).toHaveAttribute(
      'href',
      `/api/work-orders/${workOrderId}/attachments/${invoice.id}`,
    );
    expect(screen.getByRole('heading', { name: 'Invoices and photos' })).toBeInTheDocument();
  });

  it('attaches the chosen file, which shows at once; removing one asks first', async () => {
    const user = userEvent.setup();
    // Read again after the upload, the list holds the new file too.
    const getWorkOrderAttachments = vi.fn().mockResolvedValueOnce([invoice]).mockResolvedValue([invoice, photo]);
    const { addWorkOrderAttachment, deleteWorkOrderAttachment } = renderAttachments({ overrides: { getWorkOrderAttachments } });
    await screen.findByText('invoice-118.pdf');
    const file = new File(['jpeg'], 'damage.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByTestId('attachment-file'), file);
    expect(await screen.findByText('damage.jpg')).toBeInTheDocument();
    expect(addWorkOrderAttachment).toHaveBeenCalledWith(workOrderId, file);

    await user.click(screen.getByRole('button', { name: 'Remove invoice-118.pdf' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove the attachment?' });
    expect(confirm).toHaveTextContent('invoice-118.pdf will be removed from the work order.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteWorkOrderAttachment).toHaveBeenCalledWith(workOrderId, invoice.id));
  });

  it('sends the upload as multipart, the file in `file`, with a long timeout', async () => {
    const http = vi.fn(async () => ({ data: photo })) as unknown as HttpClient & ReturnType<typeof vi.fn>;
    const file = new File(['%PDF-1.7'], 'invoice.pdf', { type: 'application/pdf' });
    await workOrderAttachmentCalls(http).addWorkOrderAttachment(workOrderId, file);
    const [path, options] = (http as unknown as ReturnType<typeof vi.fn>).mock.calls[0]!;
    expect(path).toBe(`/api/work-orders/${workOrderId}/attachments`);
    expect(options.method).toBe('POST');
    expect(options.body).toBeInstanceOf(FormData);
    expect((options.body as FormData).get('file')).toBeInstanceOf(File);
    expect(((options.body as FormData).get('file') as File).name).toBe('invoice.pdf');
    expect(options.timeoutMs).toBeGreaterThan(5_000);
  });

  it('a user reads and downloads, but sees no way to attach or remove', async () => {
    renderAttachments({ role: 'user' });
    const row = (await screen.findByText('invoice-118.pdf')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Download invoice-118.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Attach/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByTestId('attachment-file')).toBeNull();
  });

  it('in German: its words, and a refusal in the server’s sentence, put into German by the HTTP client', async () => {
    await i18nProvider.changeLocale('de');
    try {
      const user = userEvent.setup();
      // The real calls and HTTP client, the server's 415 answered by a fake fetch.
      const refusal = { message: messages.attachmentType, errors: [{ field: 'file', message: messages.attachmentType }] };
      const fetch = vi.fn(
        async () => new Response(JSON.stringify(refusal), { status: 415, headers: { 'content-type': 'application/json' } }),
      );
      const http = createHttpClient({ fetch, translate: (key, args) => i18nProvider.translate(key, args) });
      renderAttachments({ overrides: { addWorkOrderAttachment: workOrderAttachmentCalls(http).addWorkOrderAttachment } });
      expect(await screen.findByRole('heading', { name: 'Rechnungen und Fotos' })).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'invoice-118.pdf herunterladen' })).toBeInTheDocument();
      await user.upload(screen.getByTestId('attachment-file'), new File(['<html></html>'], 'rechnung.pdf', { type: 'application/pdf' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('rechnung.pdf wurde nicht angehängt');
      expect(alert).toHaveTextContent(i18nProvider.translate('fleet.server.attachmentType'));
      expect(alert).not.toHaveTextContent(messages.attachmentType);
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });

  it('an empty list says so in the work order’s words', async () => {
    renderAttachments({ overrides: { getWorkOrderAttachments: vi.fn(async () => []) } });
    expect(await screen.findByText('No invoice or photo is attached yet.')).toBeInTheDocument();
  });
});
