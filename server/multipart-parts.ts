import type { FastifyRequest } from 'fastify';
import { messages } from '../contract/messages';
import { HttpError } from './errors';

/** How long a multipart body may bring neither a byte nor a part before it is refused. */
const MULTIPART_STALL_MS = 10_000;

type PartsOptions = Parameters<FastifyRequest['parts']>[0];
type Part = Awaited<ReturnType<ReturnType<FastifyRequest['parts']>['next']>>['value'];

/**
 * The parts of a multipart body, as `request.parts()` gives them, but never waiting for ever.
 *
 * The parser (@fastify/busboy) can stop reading a body without an error or an end. A part whose
 * header it skips (a bare CR in the part's name, say) and that is larger than its buffer does this,
 * and then the request waits until the server's request timeout cuts the connection (60 s, and never
 * under `inject`). So while the caller waits for the next part, a body that brings no byte and no
 * part for MULTIPART_STALL_MS answers 400, malformed, like any body the parser cannot make sense of.
 * A slow sender is not cut off: every byte that arrives starts the wait again.
 */
export async function* partsOf(request: FastifyRequest, options?: PartsOptions): AsyncGenerator<NonNullable<Part>> {
  const parts = request.parts(options)[Symbol.asyncIterator]();
  let lastSign = Date.now();
  const arrived = () => (lastSign = Date.now());
  request.raw.on('data', arrived);
  try {
    for (;;) {
      lastSign = Date.now();
      const next = await withinStall(parts.next(), () => lastSign);
      if (next.done) return;
      yield next.value;
    }
  } finally {
    request.raw.off('data', arrived);
  }
}

/** `pending`, or a 400 once nothing has happened for MULTIPART_STALL_MS since `lastSign()`. */
function withinStall<T>(pending: Promise<T>, lastSign: () => number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const check = setInterval(
      () => {
        if (Date.now() - lastSign() < MULTIPART_STALL_MS) return;
        clearInterval(check);
        // The parser's promise is left behind: it may settle later, or never.
        pending.catch(() => undefined);
        reject(new HttpError(400, messages.malformedBody));
      },
      Math.min(1_000, MULTIPART_STALL_MS / 4),
    );
    pending.then(
      (value) => {
        clearInterval(check);
        resolve(value);
      },
      (error: unknown) => {
        clearInterval(check);
        reject(error);
      },
    );
  });
}
