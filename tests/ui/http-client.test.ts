import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'ra-core';
import { messages } from '../../contract/messages';
import { createHttpClient, type HttpClientOptions } from '../../src/dataProvider/httpClient';

/*
 * The HTTP client against a fake `fetch` that plays the server: no network. Each test decides what
 * the server answers to each path and then reads back what the client sent.
 */

const REFRESH = '/api/auth/refresh-token';

interface SentRequest {
  path: string;
  url: URL;
  init: RequestInit;
}

type Answer = (request: SentRequest & { attempt: number }) => Response | Promise<Response>;

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const ok = (data: unknown = { ok: true }) => json(200, { data });
const expired = () => json(401, { message: messages.notSignedIn });

/** A fake server: `answer` decides each response; `attempt` counts the calls to the same path. */
function fakeServer(answer: Answer) {
  const sent: SentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://fleet.test');
    const request = { path: url.pathname, url, init: init ?? {} };
    sent.push(request);
    const attempt = sent.filter((other) => other.path === request.path).length;
    return answer({ ...request, attempt });
  });
  return {
    fetch,
    sent,
    callsTo: (path: string) => sent.filter((request) => request.path === path).length,
  };
}

function clientOf(server: ReturnType<typeof fakeServer>, options: Omit<HttpClientOptions, 'fetch'> = {}) {
  return createHttpClient({ fetch: server.fetch, ...options });
}

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The rejection of a call that must fail, as the HttpError it must be. */
async function failureOf(call: Promise<unknown>): Promise<HttpError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error, 'the call should have failed').toBeInstanceOf(HttpError);
  return error as HttpError;
}

/** A translate spy whose output shows which key and arguments it was given. */
const translator = () => vi.fn((key: string, args?: Record<string, unknown>) => `${key} ${JSON.stringify(args ?? {})}`);

function headersOf(init: RequestInit): Headers {
  return new Headers(init.headers);
}

describe('what the client sends', () => {
  it('sends the session cookies with every request', async () => {
    const server = fakeServer(() => ok());
    await clientOf(server)('/api/vehicles');
    expect(server.sent[0]?.init.credentials).toBe('include');
  });

  it('sends a GET without a body and without a content type when nothing else is asked', async () => {
    const server = fakeServer(() => ok());
    await clientOf(server)('/api/vehicles');
    const init = server.sent[0]!.init;
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(headersOf(init).has('content-type')).toBe(false);
  });

  it('sends a plain object as a JSON body with a JSON content type', async () => {
    const server = fakeServer(() => ok());
    const body = { license_plate: 'AB-123', mileage: 1200 };
    await clientOf(server)('/api/vehicles', { method: 'POST', body });
    const init = server.sent[0]!.init;
    expect(init.method).toBe('POST');
    expect(headersOf(init).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual(body);
  });

  it('sends FormData as it is and leaves the content type to the browser (it adds the multipart boundary)', async () => {
    const server = fakeServer(() => ok());
    const form = new FormData();
    form.append('name', 'Acme');
    await clientOf(server)('/api/companies', { method: 'POST', body: form });
    const init = server.sent[0]!.init;
    expect(init.body).toBe(form);
    expect(headersOf(init).has('content-type')).toBe(false);
  });

  it('puts the query in the URL, skipping empty and missing values and joining arrays with commas', async () => {
    const server = fakeServer(() => ok());
    await clientOf(server)('/api/vehicles', {
      query: { page: 2, limit: 25, q: '', branchId: undefined, type: null, ids: ['a1', 'b2', 'c3'], isActive: false },
    });
    const { url } = server.sent[0]!;
    expect(url.pathname).toBe('/api/vehicles');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '2', limit: '25', ids: 'a1,b2,c3', isActive: 'false' });
  });

  it('asks for the bare path when the query is empty', async () => {
    const server = fakeServer(() => ok());
    await clientOf(server)('/api/vehicles', { query: { q: '' } });
    expect(server.fetch).toHaveBeenCalledWith('/api/vehicles', expect.anything());
  });

  it('answers with the parsed JSON body', async () => {
    const server = fakeServer(() => json(200, { data: [{ id: 'v1' }], totalCount: 1 }));
    await expect(clientOf(server)('/api/vehicles')).resolves.toEqual({ data: [{ id: 'v1' }], totalCount: 1 });
  });
});

describe('an expired access token', () => {
  it('on a 401, makes exactly one POST to the refresh path and retries the request once, answering with the retry', async () => {
    const server = fakeServer(({ path, attempt }) => {
      if (path === REFRESH) return json(200, { message: 'refreshed' });
      return attempt === 1 ? expired() : ok({ id: 'v1', retried: true });
    });
    const answer = await clientOf(server)('/api/vehicles/v1');

    expect(answer).toEqual({ data: { id: 'v1', retried: true } });
    expect(server.sent.map(({ path, init }) => `${init.method} ${path}`)).toEqual([
      'GET /api/vehicles/v1',
      `POST ${REFRESH}`,
      'GET /api/vehicles/v1',
    ]);
    expect(server.sent[1]?.init.credentials).toBe('include');
  });

  it('retries with the same method, body and query as the first attempt', async () => {
    const server = fakeServer(({ path, attempt }) => {
      if (path === REFRESH) return json(200);
      return attempt === 1 ? expired() : ok();
    });
    await clientOf(server)('/api/vehicles/v1', { method: 'PUT', body: { mileage: 5 }, query: { branchId: 'b1' } });
    const [first, , retry] = server.sent;
    expect(retry?.init.method).toBe('PUT');
    expect(retry?.init.body).toBe(first?.init.body);
    expect(retry?.url.search).toBe('?branchId=b1');
  });

  it.each([400, 403, 500])('treats a %i whose message is "jwt expired" as an expired session too', async (status) => {
    const server = fakeServer(({ path, attempt }) => {
      if (path === REFRESH) return json(200);
      return attempt === 1 ? json(status, { message: messages.jwtExpired }) : ok('after refresh');
    });
    await expect(clientOf(server)('/api/branches')).resolves.toEqual({ data: 'after refresh' });
    expect(server.callsTo(REFRESH)).toBe(1);
    expect(server.callsTo('/api/branches')).toBe(2);
  });

  it.each([
    [403, messages.forbidden],
    [400, messages.validationFailed],
    [500, messages.internal],
  ])('does not refresh on a %i that is not about the session ("%s")', async (status, message) => {
    const server = fakeServer(() => json(status, { message }));
    const error = await failureOf(clientOf(server)('/api/branches'));
    expect(error.status).toBe(status);
    expect(server.callsTo(REFRESH)).toBe(0);
    expect(server.callsTo('/api/branches')).toBe(1);
  });

  it('shares one refresh among concurrent requests that fail with 401: all wait for it and all succeed after it', async () => {
    const refreshAnswered = deferred();
    let sessionRefreshed = false;
    const server = fakeServer(async ({ path }) => {
      if (path === REFRESH) {
        await refreshAnswered.promise;
        sessionRefreshed = true;
        return json(200);
      }
      return sessionRefreshed ? ok(path) : expired();
    });
    const http = clientOf(server);
    const paths = ['/api/vehicles', '/api/branches', '/api/employees'];

    const answers = Promise.all(paths.map((path) => http(path)));
    // Every request has failed and the one refresh is under way before the server answers it.
    await vi.waitFor(() => {
      expect(paths.map(server.callsTo)).toEqual([1, 1, 1]);
      expect(server.callsTo(REFRESH)).toBe(1);
    });
    refreshAnswered.resolve();

    await expect(answers).resolves.toEqual(paths.map((path) => ({ data: path })));
    expect(server.callsTo(REFRESH)).toBe(1);
    expect(paths.map(server.callsTo)).toEqual([2, 2, 2]);
  });

  it('when the refresh fails, every waiting request fails, the session ends once, and nothing is refreshed or retried again', async () => {
    const refreshAnswered = deferred();
    const server = fakeServer(async ({ path }) => {
      if (path === REFRESH) {
        await refreshAnswered.promise;
        return json(401, { message: messages.refreshInvalid });
      }
      return expired();
    });
    const onSessionEnded = vi.fn();
    const http = clientOf(server, { onSessionEnded });
    const paths = ['/api/vehicles', '/api/branches', '/api/employees'];

    const outcomes = Promise.allSettled(paths.map((path) => http(path)));
    await vi.waitFor(() => {
      expect(paths.map(server.callsTo)).toEqual([1, 1, 1]);
      expect(server.callsTo(REFRESH)).toBe(1);
    });
    refreshAnswered.resolve();

    const settled = await outcomes;
    for (const outcome of settled) {
      expect(outcome.status).toBe('rejected');
      const reason = (outcome as PromiseRejectedResult).reason as unknown;
      expect(reason).toBeInstanceOf(HttpError);
      expect((reason as HttpError).status).toBe(401);
    }
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    // The refresh call itself is never refreshed nor retried, and the failed requests are not retried.
    expect(server.callsTo(REFRESH)).toBe(1);
    expect(paths.map(server.callsTo)).toEqual([1, 1, 1]);
  });

  it('does not end the session when the refresh succeeds', async () => {
    const server = fakeServer(({ path, attempt }) => (path === REFRESH ? json(200) : attempt === 1 ? expired() : ok()));
    const onSessionEnded = vi.fn();
    await clientOf(server, { onSessionEnded })('/api/vehicles');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('does not refresh again for a retried request that fails with 401 again: it fails', async () => {
    const server = fakeServer(({ path }) => (path === REFRESH ? json(200) : expired()));
    const onSessionEnded = vi.fn();
    const error = await failureOf(clientOf(server, { onSessionEnded })('/api/vehicles'));

    expect(error.status).toBe(401);
    expect(server.callsTo(REFRESH)).toBe(1);
    expect(server.callsTo('/api/vehicles')).toBe(2);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('retries without a new refresh a request that was sent before a refresh finished and fails after it', async () => {
    const slowAnswer = deferred<Response>();
    let sessionRefreshed = false;
    const server = fakeServer(({ path, attempt }) => {
      if (path === REFRESH) {
        sessionRefreshed = true;
        return json(200);
      }
      // The slow request left with the old token; the server answers it only later.
      if (path === '/api/vehicles' && attempt === 1) return slowAnswer.promise;
      return sessionRefreshed ? ok(path) : expired();
    });
    const http = clientOf(server);

    const slow = http('/api/vehicles');
    await vi.waitFor(() => expect(server.callsTo('/api/vehicles')).toBe(1));
    await expect(http('/api/branches')).resolves.toEqual({ data: '/api/branches' });
    expect(server.callsTo(REFRESH)).toBe(1);

    slowAnswer.resolve(expired());
    await expect(slow).resolves.toEqual({ data: '/api/vehicles' });
    expect(server.callsTo(REFRESH)).toBe(1);
    expect(server.callsTo('/api/vehicles')).toBe(2);
  });

  it('refreshes again for a request that was sent after the last refresh and meets a newly expired token', async () => {
    let validTokens = 0;
    const server = fakeServer(({ path }) => {
      if (path === REFRESH) {
        validTokens = 1;
        return json(200);
      }
      if (validTokens === 0) return expired();
      validTokens -= 1;
      return ok(path);
    });
    const http = clientOf(server);
    await expect(http('/api/vehicles')).resolves.toEqual({ data: '/api/vehicles' });
    await expect(http('/api/branches')).resolves.toEqual({ data: '/api/branches' });
    expect(server.callsTo(REFRESH)).toBe(2);
  });

  it.each(['/api/auth/login', '/api/auth/register', '/api/auth/refresh-token', '/api/auth/log-out'])(
    'never refreshes for %s, even on a 401 "jwt expired"',
    async (path) => {
      const server = fakeServer(() => json(401, { message: messages.jwtExpired }));
      const onSessionEnded = vi.fn();
      const error = await failureOf(clientOf(server, { onSessionEnded })(path, { method: 'POST', body: {} }));

      expect(error.status).toBe(401);
      expect(server.sent.map((request) => request.path)).toEqual([path]);
      expect(onSessionEnded).not.toHaveBeenCalled();
    },
  );
});

describe('errors', () => {
  it("gives the server's first field error as the message, with the status and the body", async () => {
    const body = {
      message: 'Some fields are not valid',
      errors: [
        { field: 'name', message: 'Must be at most 100 characters' },
        { field: 'email', message: 'other' },
      ],
    };
    const server = fakeServer(() => json(400, body));
    const error = await failureOf(clientOf(server)('/api/companies', { method: 'POST', body: {} }));

    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('Must be at most 100 characters');
    expect(error.status).toBe(400);
    expect(error.body).toEqual(body);
  });

  it("gives the server's message when there is no field error", async () => {
    const body = { message: 'Vehicle not found', errors: [] };
    const server = fakeServer(() => json(404, body));
    const error = await failureOf(clientOf(server)('/api/vehicles/v9'));

    expect(error.message).toBe('Vehicle not found');
    expect(error.status).toBe(404);
    expect(error.body).toEqual(body);
  });

  it('passes a fixed server sentence through translate under its fleet.server key', async () => {
    const translate = translator();
    const server = fakeServer(() => json(401, { message: messages.invalidCredentials }));
    const error = await failureOf(clientOf(server, { translate })('/api/auth/login', { method: 'POST', body: {} }));

    expect(translate).toHaveBeenCalledWith('fleet.server.invalidCredentials', { _: 'Invalid username or password' });
    expect(error.message).toBe(translate.mock.results[0]?.value);
    expect(error.status).toBe(401);
    expect(error.body).toEqual({ message: 'Invalid username or password' });
  });

  it('passes a sentence that names a known thing through translate under its fleet.server_named key', async () => {
    const translate = translator();
    const server = fakeServer(() => json(404, { message: 'Vehicle not found' }));
    const error = await failureOf(clientOf(server, { translate })('/api/vehicles/v9'));

    expect(translate).toHaveBeenCalledWith('fleet.server_named.not_found.vehicle', { _: 'Vehicle not found' });
    expect(error.message).toBe(translate.mock.results[0]?.value);
  });

  it('does not translate a server message that is not one of its sentences', async () => {
    const translate = translator();
    const server = fakeServer(() => json(404, { message: 'Tractor not found' }));
    const error = await failureOf(clientOf(server, { translate })('/api/vehicles/v9'));

    expect(translate).not.toHaveBeenCalled();
    expect(error.message).toBe('Tractor not found');
  });

  it.each([
    ['an empty body', () => new Response(null, { status: 502 }), null],
    ['a JSON body without a message', () => json(502, { error: 'Bad Gateway' }), { error: 'Bad Gateway' }],
    ['a text body', () => new Response('upstream down', { status: 502 }), 'upstream down'],
  ])('names the status (fleet.http.status) when the server sends %s', async (_, answer, body) => {
    const translate = translator();
    const server = fakeServer(answer);
    const error = await failureOf(clientOf(server, { translate })('/api/vehicles'));

    expect(translate).toHaveBeenCalledWith('fleet.http.status', { status: 502 });
    expect(error.message).toBe('fleet.http.status {"status":502}');
    expect(error.status).toBe(502);
    expect(error.body).toEqual(body);
  });

  it('reports a network failure as fleet.http.network', async () => {
    const translate = translator();
    const server = fakeServer(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failureOf(clientOf(server, { translate })('/api/vehicles'));

    expect(translate).toHaveBeenCalledWith('fleet.http.network', undefined);
    expect(error.message).toBe(translate.mock.results[0]?.value);
    expect(error.status).toBe(0);
    expect(server.callsTo(REFRESH)).toBe(0);
  });

  it('gives up after timeoutMs and reports fleet.http.timeout with the milliseconds', async () => {
    const translate = translator();
    // A server that never answers; the request ends only when its signal aborts it, and then fails
    // as a browser's fetch does, with the signal's reason. Under jsdom, AbortSignal is Node's while
    // DOMException is jsdom's, so the reason is rebuilt as the page's own DOMException, which it is
    // in a browser.
    const server = fakeServer(
      ({ init }) =>
        new Promise<Response>((_, reject) => {
          const signal = init.signal;
          signal?.addEventListener('abort', () => {
            const reason = signal.reason as Error;
            reject(new DOMException(reason.message, reason.name));
          });
        }),
    );
    const started = Date.now();
    const error = await failureOf(clientOf(server, { translate, timeoutMs: 50 })('/api/vehicles'));

    expect(translate).toHaveBeenCalledWith('fleet.http.timeout', { ms: 50 });
    expect(error.message).toBe('fleet.http.timeout {"ms":50}');
    expect(error.status).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
    expect(server.callsTo(REFRESH)).toBe(0);
  });

  it('reports fleet.http.timeout too when the headers came in time and the body did not', async () => {
    const translate = translator();
    // Headers at once, then a body that stalls until the signal ends the request; a browser's fetch
    // then fails the body's read with the signal's reason (rebuilt as above).
    const server = fakeServer(({ init }) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"data":['));
          const signal = init.signal;
          signal?.addEventListener('abort', () => {
            const reason = signal.reason as Error;
            controller.error(new DOMException(reason.message, reason.name));
          });
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const error = await failureOf(clientOf(server, { translate, timeoutMs: 50 })('/api/vehicles'));

    expect(translate).toHaveBeenCalledWith('fleet.http.timeout', { ms: 50 });
    expect(error.message).toBe('fleet.http.timeout {"ms":50}');
    expect(error.status).toBe(0);
  });

  it('without a translate function, its own errors carry their keys', async () => {
    const server = fakeServer(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failureOf(clientOf(server)('/api/vehicles'));
    expect(error.message).toBe('fleet.http.network');
  });
});
