import type { FastifyInstance } from 'fastify';

export interface Answer<Body = any> {
  status: number;
  body: Body;
  headers: Record<string, string | string[] | number | undefined>;
  raw: Buffer;
}

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * A browser stand-in for app.inject(): it keeps the cookies the server sets, as a browser would,
 * so that sign-in, refresh and sign-out are exercised exactly as they run for real.
 */
export class Client {
  readonly cookies = new Map<string, string>();

  /** The cookies as a browser sends them, for a request made without this client. */
  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  constructor(private readonly app: FastifyInstance) {}

  get<Body = any>(url: string) {
    return this.send<Body>('GET', url);
  }
  post<Body = any>(url: string, body?: unknown) {
    return this.send<Body>('POST', url, body);
  }
  put<Body = any>(url: string, body?: unknown) {
    return this.send<Body>('PUT', url, body);
  }
  /**
   * An edit as the browser makes it: the record is read first, and saved with the version it had
   * (docs/product.md, Edits that collide). A `version` in the body wins; a record the caller cannot
   * read is sent with version 1, so that the answer is the server's verdict on the record, not a
   * missing field.
   */
  async edit<Body = any>(url: string, body: Record<string, unknown>) {
    return this.put<Body>(url, { version: await this.versionOf(url), ...body });
  }

  /** A multipart edit (companies and branches with logos), read first as edit() is. */
  async editMultipart<Body = any>(url: string, fields: Record<string, string>, file?: FilePart) {
    return this.multipart<Body>('PUT', url, { version: String(await this.versionOf(url)), ...fields }, file);
  }

  private async versionOf(url: string): Promise<number> {
    const current = await this.get<{ data?: { version?: number } }>(url);
    return current.status === 200 ? (current.body.data?.version ?? 1) : 1;
  }

  delete<Body = any>(url: string) {
    return this.send<Body>('DELETE', url);
  }

  /** A multipart/form-data request, as the browser sends companies and branches with logos; `headers` beside it (an Idempotency-Key). */
  multipart<Body = any>(
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string>,
    file?: FilePart,
    headers: Record<string, string> = {},
  ) {
    const boundary = `----fleet${Math.random().toString(16).slice(2)}`;
    const chunks: Buffer[] = [];
    for (const [name, value] of Object.entries(fields)) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
    if (file) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
        ),
      );
      chunks.push(file.content, Buffer.from('\r\n'));
    }
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return this.send<Body>(method, url, Buffer.concat(chunks), { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` });
  }

  async send<Body = any>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<Body>> {
    const cookie = this.cookieHeader;
    const response = await this.app.inject({
      method: method as 'GET',
      url,
      headers: { ...(cookie && { cookie }), ...headers },
      ...(body !== undefined && { payload: body as string }),
    });
    for (const setCookie of response.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const cleared = setCookie.value === '' || setCookie.maxAge === 0 || (setCookie.expires && setCookie.expires.getTime() < Date.now());
      if (cleared) this.cookies.delete(setCookie.name);
      else this.cookies.set(setCookie.name, setCookie.value);
    }
    const type = String(response.headers['content-type'] ?? '');
    return {
      status: response.statusCode,
      // A HEAD answer, or a 204, has a JSON type and no body.
      body: (type.includes('json') && response.body ? response.json() : response.body) as Body,
      headers: response.headers,
      raw: response.rawPayload,
    };
  }
}

/** Signs in through the real endpoint and returns a client holding the session cookies. */
export async function signIn(app: FastifyInstance, username: string, password: string): Promise<Client> {
  const client = new Client(app);
  const answer = await client.post('/api/auth/login', { username, password });
  if (answer.status !== 200) throw new Error(`sign-in of ${username} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return client;
}
