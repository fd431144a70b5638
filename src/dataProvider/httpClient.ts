import { HttpError } from 'ra-core';
import { errorBodyOf } from './failedCall';
import { translateContractMessage } from '../i18n/contractMessages';

/** docs/screens.md, Constants: every call gives up after this long. */
const REQUEST_TIMEOUT_MS = 5000;

/** The calls that make or end a session; a 401 from them is an answer, not an expired session. */
const SESSION_PATHS = ['/api/auth/login', '/api/auth/register', '/api/auth/refresh-token', '/api/auth/log-out'];
const REFRESH_PATH = '/api/auth/refresh-token';

export type QueryValue = string | number | boolean | readonly string[] | null | undefined;

export interface FleetRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** A plain object travels as JSON; FormData as multipart (logos, CSV files). */
  body?: unknown;
  /** Longer than the usual 5000 ms for a call that carries a whole file (a CSV import). */
  timeoutMs?: number;
  /** Headers of the call's own, beside the client's (an inspection's Idempotency-Key). */
  headers?: Record<string, string>;
}

export interface HttpClientOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Called once per failed refresh: the session is over and the user must sign in again. */
  onSessionEnded?: () => void;
  /**
   * Puts an error into the user's language when it is raised: the client's own `fleet.http.*`
   * errors and the server's fixed sentences (its `fleet.server.*` keys). Without it, keys stay keys.
   */
  translate?: (key: string, args?: Record<string, unknown>) => string;
}

/** docs/screens.md, Toasts and errors: the server's first field error, else its message. */
function serverMessage(body: unknown): string | undefined {
  const said = errorBodyOf(body);
  return said?.errors?.[0]?.message || said?.message || undefined;
}

/** A path with its query; empty values are left out, lists are joined by commas. */
export function buildUrl(path: string, query: FleetRequest['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isExpiredSession(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 401 || serverMessage(error.body) === 'jwt expired');
}

/**
 * The one HTTP client that the data and auth providers share. It sends the session cookies, gives
 * up after 5000 ms, and when the access token has expired it makes ONE refresh call for every
 * request that failed meanwhile, retries each of them once, and ends the session if that refresh
 * fails (docs/screens.md, States).
 */
export function createHttpClient(options: HttpClientOptions = {}) {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  // Without a catalogue, a message says its English default (`_`) where it has one, else its key.
  const translate = options.translate ?? ((key: string, args?: Record<string, unknown>) => (typeof args?._ === 'string' ? args._ : key));
  const clientError = (key: string, status: number, body?: unknown, args?: Record<string, unknown>) =>
    new HttpError(translate(`fleet.http.${key}`, args), status, body);
  let refreshing: Promise<void> | undefined;
  // Counts finished refreshes, so a request that was sent with the old token and fails after a
  // refresh has already happened retries with the new one instead of refreshing again.
  let refreshes = 0;

  async function send(path: string, request: FleetRequest): Promise<unknown> {
    const isForm = typeof FormData !== 'undefined' && request.body instanceof FormData;
    const init: RequestInit = {
      method: request.method ?? 'GET',
      credentials: 'include',
      headers: {
        accept: 'application/json',
        ...(request.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...request.headers,
      },
      signal: AbortSignal.timeout(request.timeoutMs ?? timeoutMs),
    };
    if (request.body !== undefined) init.body = isForm ? (request.body as FormData) : JSON.stringify(request.body);

    let response: Response;
    let body: unknown;
    try {
      response = await fetchImpl(buildUrl(path, request.query), init);
      // The body too: the signal may end a request whose headers came and whose body is still on
      // its way, and that failure is the same timeout (it showed as the browser's own "signal timed out").
      body = await readBody(response);
    } catch (error) {
      // By name, not class: a signal's reason may come from another realm's DOMException.
      if ((error as Error)?.name === 'TimeoutError') {
        throw clientError('timeout', 0, undefined, { ms: request.timeoutMs ?? timeoutMs });
      }
      if ((error as Error)?.name === 'AbortError') {
        throw clientError('aborted', 0);
      }
      throw clientError('network', 0);
    }
    if (!response.ok) {
      const message = serverMessage(body);
      if (!message) throw clientError('status', response.status, body, { status: response.status });
      throw new HttpError(translateContractMessage(translate, message), response.status, body);
    }
    return body;
  }

  function refreshSession(): Promise<void> {
    refreshing ??= send(REFRESH_PATH, { method: 'POST' })
      .then(
        () => {
          refreshes += 1;
        },
        (error: unknown) => {
          options.onSessionEnded?.();
          throw error;
        },
      )
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  }

  return async function request<T = unknown>(path: string, request: FleetRequest = {}): Promise<T> {
    if (SESSION_PATHS.includes(path)) return (await send(path, request)) as T;
    const refreshesBefore = refreshes;
    try {
      return (await send(path, request)) as T;
    } catch (error) {
      if (!isExpiredSession(error)) throw error;
      if (refreshes === refreshesBefore) await refreshSession();
      return (await send(path, request)) as T;
    }
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
