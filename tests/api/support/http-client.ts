interface HttpAnswer<Body = any> {
  status: number;
  body: Body;
  headers: Headers;
}

/** No answer within this long counts as a hang, and fails the request. */
const ANSWER_TIMEOUT_MS = 30_000;

/**
 * A browser stand-in over real HTTP, for a Fleet running as its own process (the in-process tests
 * use ./client.ts): it keeps the cookies the server sets and sends them back, on any path.
 */
export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /** The same browser, its cookies as they are now, talking to another server. */
  on(baseUrl: string): HttpClient {
    const other = new HttpClient(baseUrl);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  get<Body = any>(url: string) {
    return this.send<Body>('GET', url);
  }
  post<Body = any>(url: string, body?: unknown) {
    return this.send<Body>('POST', url, body);
  }

  async send<Body = any>(method: string, url: string, body?: unknown, timeoutMs = ANSWER_TIMEOUT_MS): Promise<HttpAnswer<Body>> {
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = attributes.some(
        (attribute) => /^max-age=0$/i.test(attribute) || (/^expires=/i.test(attribute) && Date.parse(attribute.slice(8)) < Date.now()),
      );
      if (value === '' || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const type = response.headers.get('content-type') ?? '';
    return {
      status: response.status,
      body: (type.includes('json') ? await response.json() : await response.text()) as Body,
      headers: response.headers,
    };
  }
}

/** Signs in through the real endpoint; the client then holds the session's cookies. */
export async function signInOver(baseUrl: string, username: string, password: string): Promise<HttpClient> {
  const client = new HttpClient(baseUrl);
  const answer = await client.post('/api/auth/login', { username, password });
  if (answer.status !== 200) throw new Error(`sign-in of ${username} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return client;
}
