import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Answer } from './client';

/*
 * What the tests of attached files share (a document's, tests/api/document-attachments.test.ts; a work
 * order's, tests/api/work-order-attachments.test.ts): a PDF of any size, and what a download must answer.
 */

/** A PDF by its first bytes, `size` bytes long, random inside so that every slice of it differs. */
export const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 15), Buffer.from('\n%%EOF')]);

/** RFC 5987's `filename*=UTF-8''…`, decoded. */
const utf8Name = (disposition: string) => decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition)![1]!);

/** The file byte for byte, as its stored type, never sniffed, never cached, to be saved under its safe name. */
export function expectDownload(answer: Answer, content: Buffer, mimeType: string, fileName: string) {
  expect(answer.status).toBe(200);
  expect(answer.raw.equals(content)).toBe(true);
  expect(answer.headers['content-type']).toBe(mimeType);
  expect(answer.headers['content-length']).toBe(String(content.length));
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['cache-control']).toBe('private, no-store');
  const disposition = String(answer.headers['content-disposition']);
  expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''[A-Za-z0-9%._~!$&+^`|-]+$/);
  expect(utf8Name(disposition)).toBe(fileName);
}
