import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_PIXELS, MAX_ATTACHMENTS_PER_DOCUMENT } from '../../contract/document-kinds';
import { messages } from '../../contract/messages';
import { SLICE_BYTES } from '../../server/attachments/download';
import { workOrderAttachments, workOrders } from '../../server/db/schema';
import { expectDownload, pdf } from './support/attachments';
import type { Client } from './support/client';
import { GIF, JPEG, PNG, pngDeclaring } from './support/images';
import { expectFailure } from './support/maintenance-suite';
import { middayUtc } from './support/test-app';
import { worldTest } from './support/world';

/*
 * A work order's attachments (docs/work-orders.md, Attachments): its invoices and photos, held to the
 * rules of a document's (docs/documents.md, Attachments): multipart `file`, recognised by content, up to
 * 10 MB and 20 a work order, kept in PostgreSQL, downloaded byte for byte as files to save; read by
 * whoever reads the work order, changed by whoever may edit work orders, and 404 outside the scope.
 */

const { t, world, as } = await worldTest({ now: () => middayUtc('2026-06-15') });
const { companyA, vehicles, people } = world;

/** A work order of the vehicle, written straight into its table. */
async function makeWorkOrder(vehicle: { id: string; companyId: string } = vehicles.a1) {
  const [row] = await t.db
    .insert(workOrders)
    .values({
      companyId: vehicle.companyId,
      vehicleId: vehicle.id,
      title: 'Brake pads',
      priority: 'medium',
      recordKind: 'general',
      serviceType: 'Brakes',
      issuedOn: '2026-06-10',
    })
    .returning({ id: workOrders.id, companyId: workOrders.companyId });
  return row!;
}

/** An attachment of a work order written straight into its table: a PNG unless told. */
async function makeAttachment(workOrder: { id: string; companyId: string }, content: Buffer = PNG) {
  const [row] = await t.db
    .insert(workOrderAttachments)
    .values({
      companyId: workOrder.companyId,
      workOrderId: workOrder.id,
      fileName: 'photo.png',
      mimeType: 'image/png',
      byteSize: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      content,
    })
    .returning();
  return row!;
}

const attachmentsOf = (workOrderId: string) => `/api/work-orders/${workOrderId}/attachments`;
const upload = (client: Client, workOrderId: string, content: Buffer, filename = 'invoice.pdf', contentType = 'application/pdf') =>
  client.multipart('POST', attachmentsOf(workOrderId), {}, { field: 'file', filename, contentType, content });
const storedOf = (workOrderId: string) => t.db.select().from(workOrderAttachments).where(eq(workOrderAttachments.workOrderId, workOrderId));

describe('upload and download', () => {
  it('keeps a PDF invoice byte for byte: uploaded, listed, read by a driver of the vehicle, downloaded with its headers', async () => {
    const workOrder = await makeWorkOrder();
    // Over two slices of the stream, and over the logo's 2 MB: the route's own limit applies.
    const content = pdf(2 * SLICE_BYTES + 4_321 + 2 * 1024 * 1024);
    const uploaded = await upload(as.moderator, workOrder.id, content, 'Rechnung 2026-118.pdf');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.body.data).toEqual({
      id: expect.any(String),
      work_order_id: workOrder.id,
      file_name: 'Rechnung 2026-118.pdf',
      mime_type: 'application/pdf',
      byte_size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      created_by: people.moderator.id,
      createdAt: expect.any(String),
    });
    const { id } = uploaded.body.data;
    const [stored] = await storedOf(workOrder.id);
    expect(stored!.content.equals(content)).toBe(true);

    // A user who sees the vehicle reads the list and downloads the file.
    const listed = await as.user.get(attachmentsOf(workOrder.id));
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ data: [uploaded.body.data], totalCount: 1, totalPages: 1 });
    expectDownload(await as.user.get(`${attachmentsOf(workOrder.id)}/${id}`), content, 'application/pdf', 'Rechnung 2026-118.pdf');
    const head = await as.user.send('HEAD', `${attachmentsOf(workOrder.id)}/${id}`);
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(content.length));
    expect(head.headers['content-type']).toBe('application/pdf');
  });

  it('keeps a JPEG photo byte for byte, recognised by its content whatever it was declared as, and lists the files oldest first', async () => {
    const workOrder = await makeWorkOrder();
    const invoice = await upload(as.admin, workOrder.id, pdf(5_000), 'faturë.pdf');
    const photo = await upload(as.admin, workOrder.id, JPEG, 'damage', 'application/pdf');
    expect(photo.status, JSON.stringify(photo.body)).toBe(201);
    expect(photo.body.data).toMatchObject({ mime_type: 'image/jpeg', file_name: 'damage.jpg', byte_size: JPEG.length });
    expectDownload(await as.admin.get(`${attachmentsOf(workOrder.id)}/${photo.body.data.id}`), JPEG, 'image/jpeg', 'damage.jpg');
    expect((await as.admin.get(attachmentsOf(workOrder.id))).body.data.map((row: { id: string }) => row.id)).toEqual([
      invoice.body.data.id,
      photo.body.data.id,
    ]);
  });

  it('saves a name that no download can turn against its reader', async () => {
    const workOrder = await makeWorkOrder();
    const uploaded = await upload(as.admin, workOrder.id, PNG, '../../tmp/Rechnung <Müller> \u202egnp.exe', 'image/png');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.body.data.file_name).toBe('Rechnung _Müller_ gnp.exe.png');
    const download = await as.admin.get(`${attachmentsOf(workOrder.id)}/${uploaded.body.data.id}`);
    expectDownload(download, PNG, 'image/png', 'Rechnung _Müller_ gnp.exe.png');
    expect(download.headers['content-disposition']).toContain('filename="Rechnung _M_ller_ gnp.exe.png"');
  });
});

describe('refusals: nothing is stored', () => {
  it('a file over 10 MB: 413', async () => {
    const workOrder = await makeWorkOrder();
    expectFailure(await upload(as.admin, workOrder.id, pdf(MAX_ATTACHMENT_BYTES + 1)), 413, messages.attachmentTooLarge);
    expect(await storedOf(workOrder.id)).toEqual([]);
  });

  it('a file whose content is not what its name and type say (text, GIF, an HTML page as a PDF): 415', async () => {
    const workOrder = await makeWorkOrder();
    const page = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
    for (const content of [Buffer.from('An invoice, it says.'), GIF, page]) {
      expectFailure(await upload(as.admin, workOrder.id, content, 'invoice.pdf', 'application/pdf'), 415, messages.attachmentType, 'file');
    }
    expect(await storedOf(workOrder.id)).toEqual([]);
  });

  it('no file or an empty one: 400', async () => {
    const workOrder = await makeWorkOrder();
    expectFailure(
      await as.admin.multipart('POST', attachmentsOf(workOrder.id), { note: 'no file' }),
      400,
      messages.attachmentRequired,
      'file',
    );
    expectFailure(await upload(as.admin, workOrder.id, Buffer.alloc(0)), 400, messages.attachmentRequired, 'file');
    expect(await storedOf(workOrder.id)).toEqual([]);
  });

  it('an image that declares more pixels than a photo has: 400', async () => {
    const workOrder = await makeWorkOrder();
    const wide = pngDeclaring(MAX_ATTACHMENT_PIXELS + 1, 10);
    expectFailure(await upload(as.admin, workOrder.id, wide, 'wide.png', 'image/png'), 400, messages.attachmentDimensions, 'file');
    expect(await storedOf(workOrder.id)).toEqual([]);
  });

  it(`more than ${MAX_ATTACHMENTS_PER_DOCUMENT} attachments on one work order: 409`, async () => {
    const workOrder = await makeWorkOrder();
    for (let index = 0; index < MAX_ATTACHMENTS_PER_DOCUMENT - 1; index++) await makeAttachment(workOrder);
    expect((await upload(as.admin, workOrder.id, PNG, 'last.png', 'image/png')).status).toBe(201);
    expectFailure(
      await upload(as.admin, workOrder.id, PNG, 'one too many.png', 'image/png'),
      409,
      messages.workOrderAttachmentLimit,
      'file',
    );
    expect(await storedOf(workOrder.id)).toHaveLength(MAX_ATTACHMENTS_PER_DOCUMENT);
  });
});

describe('who: drivers read, the office adds and removes', () => {
  it('a user reads the files of their vehicle’s work order but may not add or remove one (403)', async () => {
    const workOrder = await makeWorkOrder();
    const attachment = await makeAttachment(workOrder);
    const url = `${attachmentsOf(workOrder.id)}/${attachment.id}`;
    expect((await as.user.get(attachmentsOf(workOrder.id))).status).toBe(200);
    expect((await as.user.get(url)).raw.equals(PNG)).toBe(true);
    expect((await upload(as.user, workOrder.id, PNG, 'photo.png', 'image/png')).status).toBe(403);
    expect((await as.user.delete(url)).status).toBe(403);
    expect(await storedOf(workOrder.id)).toHaveLength(1);
  });

  it('DELETE removes an attachment: 200 with it, then 404', async () => {
    const workOrder = await makeWorkOrder();
    const attachment = await makeAttachment(workOrder);
    const url = `${attachmentsOf(workOrder.id)}/${attachment.id}`;
    const removed = await as.moderator.delete(url);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({
      id: attachment.id,
      work_order_id: workOrder.id,
      file_name: 'photo.png',
      byte_size: PNG.length,
    });
    expectFailure(await as.moderator.get(url), 404, messages.notFound('Attachment'));
    expectFailure(await as.moderator.delete(url), 404, messages.notFound('Attachment'));
    expect(await storedOf(workOrder.id)).toEqual([]);
  });

  it('deleting a work order deletes its attachments', async () => {
    const workOrder = await makeWorkOrder();
    await makeAttachment(workOrder);
    await makeAttachment(workOrder, JPEG);
    expect((await as.admin.delete(`/api/work-orders/${workOrder.id}`)).status).toBe(200);
    expect(await storedOf(workOrder.id)).toEqual([]);
  });
});

describe('scope: attachments are seen and changed with their work order, else 404', () => {
  async function statuses(client: Client, workOrder: { id: string }, attachment: { id: string }) {
    const url = `${attachmentsOf(workOrder.id)}/${attachment.id}`;
    return {
      list: (await client.get(attachmentsOf(workOrder.id))).status,
      upload: (await upload(client, workOrder.id, PNG, 'photo.png', 'image/png')).status,
      download: (await client.get(url)).status,
      remove: (await client.delete(url)).status,
    };
  }
  const everywhere = (status: number) => ({ list: status, upload: status, download: status, remove: status });

  it("another company's work order: 404 for every route, and nothing changes", async () => {
    const workOrder = await makeWorkOrder(vehicles.b1);
    const attachment = await makeAttachment(workOrder);
    expect(await statuses(as.admin, workOrder, attachment)).toEqual(everywhere(404));
    expect(await statuses(as.moderator, workOrder, attachment)).toEqual(everywhere(404));
    expect(await storedOf(workOrder.id)).toHaveLength(1);
    expect((await as.adminB.get(`${attachmentsOf(workOrder.id)}/${attachment.id}`)).raw.equals(PNG)).toBe(true);
  });

  it("another branch's work order: 404 to its moderator and user (403 first for what a user may not do); the admin works on it", async () => {
    const workOrder = await makeWorkOrder(vehicles.a2);
    const attachment = await makeAttachment(workOrder);
    expect(await statuses(as.moderator, workOrder, attachment)).toEqual(everywhere(404));
    expect(await statuses(as.user, workOrder, attachment)).toEqual({ list: 404, upload: 403, download: 404, remove: 403 });
    expect(await storedOf(workOrder.id)).toHaveLength(1);
    expect(await statuses(as.admin, workOrder, attachment)).toEqual({ list: 200, upload: 201, download: 200, remove: 200 });
  });

  it("an attachment is found only under its own work order; a work order that does not exist is 404 'Work order not found'", async () => {
    const [first, second] = [await makeWorkOrder(), await makeWorkOrder()];
    const attachment = await makeAttachment(first);
    expectFailure(await as.admin.get(`${attachmentsOf(second.id)}/${attachment.id}`), 404, messages.notFound('Attachment'));
    expectFailure(await as.admin.delete(`${attachmentsOf(second.id)}/${attachment.id}`), 404, messages.notFound('Attachment'));
    expect(await storedOf(first.id)).toHaveLength(1);
    expectFailure(await as.admin.get(attachmentsOf(companyA.id)), 404, messages.notFound('Work order'));
  });
});
