import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_HEADERS, type WebhookBody } from '../../../contract/schemas/webhook';
import { guardedLookup, literalRefused } from './address';

/** How long a receiver may take to answer a call; one that hangs fails the try, which is tried again later. */
const CALL_TIMEOUT_MS = 10_000;

/** `sha256=` and the hex HMAC-SHA256 of the raw body with the webhook's secret (docs/reminders.md, Webhooks). */
function signatureOf(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/** What came of a call: the receiver's HTTP status (2xx is delivered), or why there was none. */
type CallOutcome = { delivered: boolean; statusCode: number | null; error: string | null };

/**
 * One signed JSON POST of the body to the URL. Redirects are not followed (the receiver's answer is
 * what counts) and, unless private addresses are allowed, the connection refuses any address that is
 * not public, whatever the name resolves to by then. Never throws: the outcome says what happened.
 */
export function postSigned(url: string, secret: string, body: WebhookBody, allowPrivate: boolean): Promise<CallOutcome> {
  const rawBody = JSON.stringify(body);
  const target = new URL(url);
  if (!allowPrivate && literalRefused(target)) {
    return Promise.resolve({ delivered: false, statusCode: null, error: `${target.hostname} is not a public address` });
  }
  const secure = target.protocol === 'https:';
  const send = secure ? https.request : http.request;
  return new Promise((resolve) => {
    const request = send(
      target,
      {
        method: 'POST',
        // A deadline for the whole call, not only for a silent socket: a receiver that answers a byte at a time is cut off too.
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        // An agent of its own: the global one may go through a proxy named in the environment, which
        // would resolve the name itself, past the address guard.
        agent: secure ? new https.Agent() : new http.Agent(),
        ...(allowPrivate ? {} : { lookup: guardedLookup }),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(rawBody),
          'user-agent': 'Fleet-Webhooks/1',
          [WEBHOOK_HEADERS.signature]: signatureOf(secret, rawBody),
          [WEBHOOK_HEADERS.id]: body.id,
          [WEBHOOK_HEADERS.timestamp]: String(Math.floor(Date.parse(body.sent_at) / 1000)),
          [WEBHOOK_HEADERS.event]: body.event,
        },
      },
      (response) => {
        // The status is all that counts: the body is not read, however long it would be.
        const statusCode = response.statusCode ?? 0;
        response.destroy();
        const delivered = statusCode >= 200 && statusCode < 300;
        resolve({ delivered, statusCode, error: delivered ? null : `The receiver answered HTTP ${statusCode}` });
      },
    );
    request.on('error', (error) =>
      resolve({
        delivered: false,
        statusCode: null,
        error:
          error.name === 'TimeoutError' || error.name === 'AbortError'
            ? `No answer within ${CALL_TIMEOUT_MS / 1000} s`
            : error.message.slice(0, 500),
      }),
    );
    request.end(rawBody);
  });
}
