import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type pg from 'pg';
import type { Actor } from '../actor';
import { readOnlyAs } from '../db/request-transaction';
import { attachmentDisposition } from './file-names';

/** Bytes read from PostgreSQL at a time: a download holds this much of its file, not all 10 MB. */
export const SLICE_BYTES = 256 * 1024;

/** How long a download may take nothing from its socket before it is cut off (as a CSV export). */
const DOWNLOAD_STALL_MS = 60_000;

interface StoredFile {
  id: string;
  companyId: string;
  file_name: string;
  mime_type: string;
  byte_size: number;
}

/** The tables whose rows hold a file in `content`: a document's and a work order's attachments, an inspection's photos. */
export type FileTable = 'document_attachments' | 'work_order_attachments' | 'inspection_photos';

/**
 * The headers of a download, for a HEAD too: the stored type, never one a browser guesses (`nosniff`),
 * with its safe name, and kept by no cache on the way. An attachment (a document's, a work order's) is
 * always saved rather than shown in the page; an inspection's photo (a JPEG, PNG or WebP by its content) is shown `inline`.
 */
export const attachmentHeaders = (reply: FastifyReply, file: StoredFile, disposition: 'attachment' | 'inline' = 'attachment') =>
  reply
    .header('content-type', file.mime_type)
    .header('content-length', String(file.byte_size))
    .header('content-disposition', attachmentDisposition(file.file_name, disposition))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');

/**
 * Sends an attachment's bytes, streamed from PostgreSQL a slice at a time, on a connection of its own
 * in a read-only transaction as the request's actor (the request's own transaction has ended: its
 * answer commits it before the first byte). The first slice is read before anything is sent, so that
 * a file deleted meanwhile still answers 404; the next one is read as the client takes the last.
 */
export async function sendAttachment(
  reply: FastifyReply,
  pool: pg.Pool,
  actor: Actor,
  file: StoredFile,
  from: { table: FileTable; missing: () => Error; disposition?: 'attachment' | 'inline' },
) {
  const connection = await readOnlyAs(pool, actor);
  const { client, close } = connection;
  /** The next slice; none once the download has ended, when the connection may already serve another request. */
  const slice = async (offset: number): Promise<Buffer | undefined> => {
    if (!connection.open) return undefined;
    const { rows } = await client.query<{ part: Buffer }>(
      `select substring(content from $1 for $2) as part from ${from.table} where company_id = $3 and id = $4`,
      [offset + 1, SLICE_BYTES, file.companyId, file.id],
    );
    return rows[0]?.part;
  };

  let first: Buffer | undefined;
  try {
    first = await slice(0);
  } catch (error) {
    await close(error as Error);
    throw error;
  }
  if (!first) {
    await close();
    throw from.missing();
  }

  // The answer ends with its last byte; the connection is given back as the stream closes (below),
  // not before the end, so that a client holding all the bytes holds a finished answer too.
  async function* parts(): AsyncGenerator<Buffer> {
    try {
      let part = first!;
      let sent = 0;
      for (;;) {
        yield part;
        sent += part.length;
        if (part.length < SLICE_BYTES || sent >= file.byte_size) return;
        const next = await slice(sent);
        if (!next?.length) return;
        part = next;
      }
    } catch (error) {
      await close(error as Error);
      throw error;
    }
  }

  const body = Readable.from(parts(), { objectMode: false });
  // Finished or cut short, the download gives its connection back; so does an answer that never sent it.
  body.on('close', () => void close());
  reply.raw.once('close', () => void close());
  // A client that stops reading without going away would hold the connection for as long as it liked.
  reply.raw.setTimeout(DOWNLOAD_STALL_MS, () => reply.raw.destroy());
  return attachmentHeaders(reply, file, from.disposition).send(body);
}
