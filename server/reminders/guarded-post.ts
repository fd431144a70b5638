import http from 'node:http';
import https from 'node:https';
import { guardedLookup, literalRefused } from './webhooks/address';

/** How long a receiver may take to answer a call; one that hangs fails the try, which is tried again later. */
const CALL_TIMEOUT_MS = 10_000;

/** What came of a call: the receiver's HTTP status (2xx is delivered), or why there was none. */
export interface CallOutcome {
  delivered: boolean;
  statusCode: number | null;
  error: string | null;
}

/**
 * One POST of Fleet's to an address someone else chose: a webhook's receiver, a device's push
 * service (docs/security.md). Redirects are not followed (the receiver's answer is what counts) and,
 * unless private addresses are allowed, the connection refuses any address that is not public,
 * whatever the name resolves to by then. Never throws: the outcome says what happened.
 */
export function guardedPost(
  url: string,
  headers: http.OutgoingHttpHeaders,
  body: string | Buffer,
  allowPrivate: boolean,
): Promise<CallOutcome> {
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
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
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
    request.end(body);
  });
}
