import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_PIXELS, MAX_ATTACHMENTS_PER_DOCUMENT } from '../../contract/document-kinds';
import { messages } from '../../contract/messages';
import { documentAttachments, documents } from '../../server/db/schema';
import { SLICE_BYTES } from '../../server/attachments/download';
import { expectDownload, pdf } from './support/attachments';
import type { Client } from './support/client';
import { makeAttachment, makeDocument } from './support/documents';
import { GIF, JPEG, PNG, WEBP, pngDeclaring } from './support/images';
import { expectFailure } from './support/maintenance-suite';
import { listenOnPool, middayUtc } from './support/test-app';
import { until } from './support/until';
import { worldTest } from './support/world';

/*
 * A document's attachments (docs/documents.md, Attachments): uploaded as multipart `file`, recognised
 * by their content, up to 10 MB, kept in PostgreSQL, downloaded byte for byte as files to save; seen
 * and changed with their document, and 404 outside the caller's scope.
 */

const { t, world, as } = await worldTest({ now: () => middayUtc('2026-06-15') });
const { companyA, companyB, vehicles, people } = world;

const attachmentsOf = (documentId: string) => `/api/documents/${documentId}/attachments`;
const upload = (client: Client, documentId: string, content: Buffer, filename = 'scan.pdf', contentType = 'application/pdf') =>
  client.multipart('POST', attachmentsOf(documentId), {}, { field: 'file', filename, contentType, content });
const storedOf = (documentId: string) => t.db.select().from(documentAttachments).where(eq(documentAttachments.documentId, documentId));

const vehicleDocument = (vehicle: { id: string; companyId: string } = vehicles.a1) =>
  makeDocument(t.db, { companyId: vehicle.companyId, vehicleId: vehicle.id });

describe('upload and download', () => {
  it('keeps a PDF byte for byte: uploaded, listed, counted on the document, downloaded with its headers', async () => {
    const document = await vehicleDocument();
    // Over two slices of the stream, and over the logo's 2 MB: the route's own limit applies.
    const content = pdf(2 * SLICE_BYTES + 12_345 + 2 * 1024 * 1024);
    const uploaded = await upload(as.moderator, document.id, content, 'Policy 2026.pdf');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.body.data).toEqual({
      id: expect.any(String),
      document_id: document.id,
      file_name: 'Policy 2026.pdf',
      mime_type: 'application/pdf',
      byte_size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      created_by: people.moderator.id,
      createdAt: expect.any(String),
    });
    const { id } = uploaded.body.data;
    const [stored] = await storedOf(document.id);
    expect(stored!.content.equals(content)).toBe(true);

    const listed = await as.user.get(attachmentsOf(document.id));
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ data: [uploaded.body.data], totalCount: 1, totalPages: 1 });
    expect((await as.user.get(`/api/documents/${document.id}`)).body.data.attachment_count).toBe(1);

    // A user who sees the vehicle downloads it.
    expectDownload(await as.user.get(`${attachmentsOf(document.id)}/${id}`), content, 'application/pdf', 'Policy 2026.pdf');
    const head = await as.user.send('HEAD', `${attachmentsOf(document.id)}/${id}`);
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(content.length));
    expect(head.headers['content-type']).toBe('application/pdf');
  });

  it('takes JPEG, PNG and WebP too, by their content: the declared type and the name do not count', async () => {
    const document = await vehicleDocument();
    const cases = [
      { content: JPEG, mimeType: 'image/jpeg', sent: 'photo.JPG', saved: 'photo.jpg' },
      { content: PNG, mimeType: 'image/png', sent: 'scan.pdf', saved: 'scan.pdf.png' },
      { content: WEBP, mimeType: 'image/webp', sent: 'picture', saved: 'picture.webp' },
    ];
    for (const { content, mimeType, sent, saved } of cases) {
      const uploaded = await upload(as.admin, document.id, content, sent, 'application/pdf');
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
      expect(uploaded.body.data).toMatchObject({ mime_type: mimeType, file_name: saved, byte_size: content.length });
      expectDownload(await as.admin.get(`${attachmentsOf(document.id)}/${uploaded.body.data.id}`), content, mimeType, saved);
    }
    expect((await as.admin.get(attachmentsOf(document.id))).body.data.map((row: { file_name: string }) => row.file_name)).toEqual(
      cases.map((entry) => entry.saved),
    );
  });

  it('downloads a file of exactly 10 MB, the most it takes', async () => {
    const document = await vehicleDocument();
    const content = pdf(MAX_ATTACHMENT_BYTES);
    const uploaded = await upload(as.admin, document.id, content);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expectDownload(await as.admin.get(`${attachmentsOf(document.id)}/${uploaded.body.data.id}`), content, 'application/pdf', 'scan.pdf');
  });

  it('saves a name that no download can turn against its reader: no path, no control or direction marks, the right extension', async () => {
    const document = await vehicleDocument();
    const uploaded = await upload(as.admin, document.id, PNG, '../../home/drita/Führerschein <B> \u202egnp.exe', 'image/png');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const name = uploaded.body.data.file_name;
    expect(name).toBe('Führerschein _B_ gnp.exe.png');
    const download = await as.admin.get(`${attachmentsOf(document.id)}/${uploaded.body.data.id}`);
    expectDownload(download, PNG, 'image/png', name);
    expect(download.headers['content-disposition']).toContain('filename="F_hrerschein _B_ gnp.exe.png"');
  });
});

describe('streaming over a real socket', () => {
  it('sends the file a slice at a time on a connection of its own, and gives it back, finished or cut short', async () => {
    // Two connections: a download that kept one would leave the next requests waiting, then failing.
    const server = await listenOnPool(t.databaseUrl, 2, { now: () => middayUtc('2026-06-15') });
    try {
      const document = await vehicleDocument();
      const content = pdf(8 * SLICE_BYTES + 99);
      const { id } = (await upload(as.admin, document.id, content)).body.data;
      const url = `${server.base}${attachmentsOf(document.id)}/${id}`;
      const headers = { cookie: as.admin.cookieHeader };
      for (let round = 0; round < 6; round++) {
        const response = await fetch(url, { headers });
        expect(response.status).toBe(200);
        expect(Buffer.from(await response.arrayBuffer()).equals(content)).toBe(true);
      }
      const aborted = new AbortController();
      const partial = await fetch(url, { headers, signal: aborted.signal });
      const reader = partial.body!.getReader();
      expect((await reader.read()).done).toBe(false);
      aborted.abort();
      await until('the cut download to give its connection back', () =>
        server.pool.idleCount === server.pool.totalCount && server.pool.waitingCount === 0 ? true : undefined,
      );
      const after = await fetch(url, { headers });
      expect(Buffer.from(await after.arrayBuffer()).equals(content)).toBe(true);
      await until('the finished download to give its connection back', () =>
        server.pool.idleCount === server.pool.totalCount ? true : undefined,
      );
    } finally {
      await server.close();
    }
  });
});

describe('refusals: nothing is stored', () => {
  it('a file over 10 MB: 413, saying how large a file may be', async () => {
    const document = await vehicleDocument();
    const answer = await upload(as.admin, document.id, pdf(MAX_ATTACHMENT_BYTES + 1));
    expectFailure(answer, 413, messages.attachmentTooLarge);
    expect(await storedOf(document.id)).toEqual([]);
  });

  it('a file that is none of the four by its content, even named .pdf and sent as application/pdf: 415', async () => {
    const document = await vehicleDocument();
    const impostors = [
      Buffer.from('This is a text file, whatever its name says.'),
      GIF,
      Buffer.concat([Buffer.from('PK\u0003\u0004'), randomBytes(200)]),
      // A PDF's marker, but not at the start, where a reader looks for it.
      Buffer.from('\n%PDF-1.7\n'),
    ];
    for (const content of impostors) {
      expectFailure(await upload(as.admin, document.id, content, 'policy.pdf', 'application/pdf'), 415, messages.attachmentType, 'file');
    }
    expect(await storedOf(document.id)).toEqual([]);
  });

  it('an HTML page in disguise, as a PDF or as an image: 415, never stored to be served', async () => {
    const document = await vehicleDocument();
    const page = Buffer.from(
      '<!DOCTYPE html><html><body><script>fetch("/api/auth/me").then(r => r.text()).then(alert)</script></body></html>',
    );
    for (const [name, type] of [
      ['policy.pdf', 'application/pdf'],
      ['scan.png', 'image/png'],
      ['licence.html', 'text/html'],
    ] as const) {
      expectFailure(await upload(as.admin, document.id, page, name, type), 415, messages.attachmentType, 'file');
    }
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    expectFailure(await upload(as.admin, document.id, svg, 'scan.svg', 'image/svg+xml'), 415, messages.attachmentType, 'file');
    expect(await storedOf(document.id)).toEqual([]);
  });

  it('no file, an empty one, one in another field, or a JSON body: 400, asking for a file', async () => {
    const document = await vehicleDocument();
    const url = attachmentsOf(document.id);
    expectFailure(await as.admin.multipart('POST', url, { note: 'no file' }), 400, messages.attachmentRequired, 'file');
    expectFailure(await upload(as.admin, document.id, Buffer.alloc(0)), 400, messages.attachmentRequired, 'file');
    expectFailure(
      await as.admin.multipart(
        'POST',
        url,
        {},
        { field: 'logo', filename: 'scan.pdf', contentType: 'application/pdf', content: pdf(1000) },
      ),
      400,
      messages.attachmentRequired,
      'file',
    );
    expectFailure(await as.admin.post(url, { file: 'JVBERi0xLjcK' }), 400, messages.attachmentRequired, 'file');
    expect(await storedOf(document.id)).toEqual([]);
  });

  it('an image that declares more pixels than a photo has (an image bomb): 400, and nothing stored (issue 29, row 3)', async () => {
    const document = await vehicleDocument();
    const bomb = pngDeclaring(100_000, 100_000);
    expectFailure(await upload(as.admin, document.id, bomb, 'bomb.png', 'image/png'), 400, messages.attachmentDimensions, 'file');
    // Within each side but over the megapixels in all, too.
    const wide = pngDeclaring(MAX_ATTACHMENT_PIXELS, MAX_ATTACHMENT_PIXELS);
    expectFailure(await upload(as.admin, document.id, wide, 'wide.png', 'image/png'), 400, messages.attachmentDimensions, 'file');
    expect(await storedOf(document.id)).toEqual([]);
    // A phone's photo of 8000 × 6000 is taken.
    expect((await upload(as.admin, document.id, pngDeclaring(8_000, 6_000), 'photo.png', 'image/png')).status).toBe(201);
  });

  it(`more than ${MAX_ATTACHMENTS_PER_DOCUMENT} attachments on one document: 409`, async () => {
    const document = await vehicleDocument();
    for (let index = 0; index < MAX_ATTACHMENTS_PER_DOCUMENT - 1; index++) await makeAttachment(t.db, document);
    expect((await upload(as.admin, document.id, PNG, 'last.png')).status).toBe(201);
    expectFailure(await upload(as.admin, document.id, PNG, 'one too many.png'), 409, messages.attachmentLimit, 'file');
    expect(await storedOf(document.id)).toHaveLength(MAX_ATTACHMENTS_PER_DOCUMENT);
  });
});

describe('removing', () => {
  it('DELETE removes an attachment: 200 with it, then 404; a user may not', async () => {
    const document = await vehicleDocument();
    const attachment = await makeAttachment(t.db, document);
    const url = `${attachmentsOf(document.id)}/${attachment.id}`;
    expect((await as.user.delete(url)).status).toBe(403);
    const removed = await as.moderator.delete(url);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ id: attachment.id, file_name: 'scan.png', byte_size: PNG.length });
    expectFailure(await as.moderator.get(url), 404, messages.notFound('Attachment'));
    expectFailure(await as.moderator.delete(url), 404, messages.notFound('Attachment'));
    expect((await as.admin.get(attachmentsOf(document.id))).body.data).toEqual([]);
  });

  it('deleting a document deletes its attachments', async () => {
    const document = await vehicleDocument();
    await makeAttachment(t.db, document);
    expect((await as.admin.get(`/api/documents/${document.id}`)).body.data.attachment_count).toBe(1);
    expect((await as.admin.delete(`/api/documents/${document.id}`)).body.data.attachment_count).toBe(1);
    expect(await storedOf(document.id)).toEqual([]);
    expect(await t.db.select().from(documents).where(eq(documents.id, document.id))).toEqual([]);
  });
});

describe('scope: attachments are seen and changed with their document, else 404', () => {
  /** Every route of an attachment, as `client` calls it; each answer's status. */
  async function statuses(client: Client, document: { id: string }, attachment: { id: string }) {
    const url = `${attachmentsOf(document.id)}/${attachment.id}`;
    return {
      list: (await client.get(attachmentsOf(document.id))).status,
      upload: (await upload(client, document.id, PNG, 'scan.png', 'image/png')).status,
      download: (await client.get(url)).status,
      remove: (await client.delete(url)).status,
    };
  }
  const everywhere = (status: number) => ({ list: status, upload: status, download: status, remove: status });

  it("another company's document: 404 for every route, and nothing changes", async () => {
    const document = await vehicleDocument(vehicles.b1);
    const attachment = await makeAttachment(t.db, document);
    expect(await statuses(as.admin, document, attachment)).toEqual(everywhere(404));
    expect(await statuses(as.moderator, document, attachment)).toEqual(everywhere(404));
    expect(await storedOf(document.id)).toHaveLength(1);
    expect((await as.adminB.get(`${attachmentsOf(document.id)}/${attachment.id}`)).raw.equals(PNG)).toBe(true);
  });

  it("another branch's document: 404 to its moderator and user; the company's admin works on it", async () => {
    const document = await vehicleDocument(vehicles.a2);
    const attachment = await makeAttachment(t.db, document);
    expect(await statuses(as.moderator, document, attachment)).toEqual(everywhere(404));
    expect(await statuses(as.user, document, attachment)).toEqual({ list: 404, upload: 403, download: 404, remove: 403 });
    expect(await storedOf(document.id)).toHaveLength(1);
    expect(await statuses(as.admin, document, attachment)).toEqual({ list: 200, upload: 201, download: 200, remove: 200 });
  });

  it("an employee reads the attachments of their own licence, not a colleague's; a moderator those of their branch's employees", async () => {
    const own = await makeDocument(t.db, { companyId: companyA.id, employeeId: people.user.id });
    const colleagues = await makeDocument(t.db, { companyId: companyA.id, employeeId: people.userA2.id });
    const [ownScan, colleaguesScan] = [await makeAttachment(t.db, own), await makeAttachment(t.db, colleagues)];
    expect((await as.user.get(attachmentsOf(own.id))).body.data.map((row: { id: string }) => row.id)).toEqual([ownScan.id]);
    expect((await as.user.get(`${attachmentsOf(own.id)}/${ownScan.id}`)).raw.equals(PNG)).toBe(true);
    expect(await statuses(as.user, colleagues, colleaguesScan)).toEqual({ list: 404, upload: 403, download: 404, remove: 403 });
    expect(await statuses(as.moderator, colleagues, colleaguesScan)).toEqual(everywhere(404));
    expect((await as.moderator.get(`${attachmentsOf(own.id)}/${ownScan.id}`)).status).toBe(200);
  });

  it("an attachment is found only under its own document: another document's id answers 404", async () => {
    const [first, second] = [await vehicleDocument(), await vehicleDocument()];
    const attachment = await makeAttachment(t.db, first);
    expectFailure(await as.admin.get(`${attachmentsOf(second.id)}/${attachment.id}`), 404, messages.notFound('Attachment'));
    expectFailure(await as.admin.delete(`${attachmentsOf(second.id)}/${attachment.id}`), 404, messages.notFound('Attachment'));
    expect(await storedOf(first.id)).toHaveLength(1);
    expectFailure(await as.admin.get(attachmentsOf(companyB.id)), 404, messages.notFound('Document'));
  });
});
