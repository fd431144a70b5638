import { HttpError } from 'ra-core';
import type { HttpClient } from '../dataProvider/httpClient';
import { failedCallBody } from '../dataProvider/failedCall';
import { OUTBOX_PATHS, type OutboxEntry, type Refusal } from './entry';
import { entriesOf, rewrite, discard } from './store';

/** As long as an inspection's own send may take (src/dataProvider/inspectionCalls.ts): a yard's signal is slow. */
const SEND_TIMEOUT_MS = 30_000;
const PHOTO_TIMEOUT_MS = 60_000;

/** A 4xx that says the record itself is wrong: kept with the reason. A 401, 408 or 429 says try again later. */
function refusalOf(error: unknown): Refusal | undefined {
  if (!(error instanceof HttpError) || error.status < 400 || error.status >= 500) return undefined;
  if ([401, 408, 429].includes(error.status)) return undefined;
  const fields = (failedCallBody(error)?.errors ?? []).flatMap(({ field, message }) => (field ? [{ field, message }] : []));
  return { status: error.status, reason: error.message, fields };
}

/** Each try of a photo of the same entry sends the same key: a photo whose answer was lost is not added twice. */
const photoKey = (entry: OutboxEntry, index: number) => `${entry.key}/photo/${index}`;

/**
 * Sends one entry: the record, then its photos. `progress` holds the entry as last written, so that a
 * refusal met halfway (a photo) is written onto what went before it: the inspection's id stays, and it
 * is never made again under another key.
 */
async function sendOne(http: HttpClient, entry: OutboxEntry, progress: { entry: OutboxEntry }): Promise<void> {
  let current = entry;
  if (!current.sentId) {
    const answer = await http<{ data: { id: string } }>(OUTBOX_PATHS[current.kind], {
      method: 'POST',
      body: current.body,
      headers: { 'Idempotency-Key': current.key },
      timeoutMs: SEND_TIMEOUT_MS,
    });
    current = { ...current, sentId: answer.data.id };
    // Kept at once: a photo that fails next goes to this inspection, not to a second one.
    if (current.photos.length) await rewrite(current);
    progress.entry = current;
  }
  for (const [index, photo] of current.photos.entries()) {
    if (photo.sent) continue;
    const form = new FormData();
    if (photo.itemId) form.append('item_id', photo.itemId);
    form.append('file', photo.blob, photo.name);
    await http(`/api/inspections/${current.sentId}/photos`, {
      method: 'POST',
      body: form,
      headers: { 'Idempotency-Key': photoKey(current, index) },
      timeoutMs: PHOTO_TIMEOUT_MS,
    });
    current = { ...current, photos: current.photos.map((kept, at) => (at === index ? { ...kept, sent: true } : kept)) };
    await rewrite(current);
    progress.entry = current;
  }
  await discard(current.id!);
}

interface SendReport {
  sent: number;
  refused: number;
  /** Whether it stopped at an entry the network or the server could not take now: the rest wait. */
  stopped: boolean;
}

let sending: Promise<SendReport> | undefined;

/**
 * Sends a person's waiting entries in the order they were made (docs/yard.md, Offline). One the server
 * refuses (a 4xx) is kept with its reason, and the next is sent; without a connection, or with the
 * server failing, it stops, and the rest wait for the next try in the same order. One send at a time.
 */
export function sendWaiting(http: HttpClient, employeeId: string): Promise<SendReport> {
  sending ??= (async () => {
    const report: SendReport = { sent: 0, refused: 0, stopped: false };
    try {
      for (const entry of await entriesOf(employeeId)) {
        if (entry.refused) continue;
        const progress = { entry };
        try {
          await sendOne(http, entry, progress);
          report.sent++;
        } catch (error) {
          const refusal = refusalOf(error);
          if (!refusal) {
            report.stopped = true;
            break;
          }
          await rewrite({ ...progress.entry, refused: refusal });
          report.refused++;
        }
      }
      return report;
    } finally {
      sending = undefined;
    }
  })();
  return sending;
}
