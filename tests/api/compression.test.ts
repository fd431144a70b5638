import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generalMaintenances } from '../../server/db/schema';
import { COMPRESS_MIN_BYTES } from '../../server/plugins/compression';
import { makeBranch, makeCompany, makeEmployee, makeVehicle, PASSWORD } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';
import { EXPORT_BATCH } from '../../server/csv/list-cursor';

/*
 * Compressed answers over real HTTP (node:http, which, unlike fetch, shows the bytes as they came):
 * JSON, the browser app's files as built (with their brotli and gzip copies) and as not, and the
 * CSV export, which must stay a stream.
 */

const RECORDS = 20_000;
/** Stands for a bundle: big, and text that compresses well. */
const SCRIPT = Array.from({ length: 4_000 }, (_, index) => `export const value${index} = "fleet ${index}";`).join('\n');
const STYLES = Array.from({ length: 2_000 }, (_, index) => `.row-${index} { margin: ${index}px; }`).join('\n');
const INDEX_HTML = `<!doctype html><title>Fleet</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;

let t: TestApp;
let base: string;
let cookie: string;
let staticDir: string;

interface Received {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** How many batches the server had fetched from a cursor when the first bytes of the body arrived. */
  fetchedAtFirstBytes?: number;
}

/** Watches (and changes nothing of) every query the server sends, to count a cursor's FETCHes. */
const queries = vi.spyOn(pg.Client.prototype, 'query');
const cursorFetches = () =>
  queries.mock.calls.filter(([query]) => {
    const text = typeof query === 'string' ? query : (query as { text?: string } | undefined)?.text;
    return text?.startsWith('fetch ');
  }).length;

/** GET with the given Accept-Encoding (none when undefined); the body exactly as it came. */
function get(url: string, acceptEncoding?: string): Promise<Received> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { cookie };
    if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
    const fetchesBefore = cursorFetches();
    http
      .get(`${base}${url}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        let fetchedAtFirstBytes: number | undefined;
        response.on('data', (chunk: Buffer) => {
          fetchedAtFirstBytes ??= cursorFetches() - fetchesBefore;
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks), fetchedAtFirstBytes }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

function decode(answer: Received): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  if (encoding === undefined) return answer.body;
  throw new Error(`unexpected content-encoding ${encoding}`);
}

beforeAll(async () => {
  // A built app as Vite writes it: index.html and a hashed script with their .br and .gz copies, and a
  // stylesheet without copies, which the server must compress itself.
  staticDir = await fs.mkdtemp(path.join(os.tmpdir(), 'fleet-dist-'));
  await fs.mkdir(path.join(staticDir, 'assets'));
  const write = (name: string, content: string | Buffer) => fs.writeFile(path.join(staticDir, name), content);
  await write('index.html', INDEX_HTML);
  await write('index.html.br', brotliCompressSync(INDEX_HTML));
  await write('index.html.gz', gzipSync(INDEX_HTML));
  await write('assets/index-abc123.js', SCRIPT);
  await write('assets/index-abc123.js.br', brotliCompressSync(SCRIPT));
  await write('assets/index-abc123.js.gz', gzipSync(SCRIPT));
  await write('assets/index-def456.css', STYLES);
  await write('.fleet-build.json', '{"secret":"build stamp"}');

  t = await startTestApp({ staticDir });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

  const company = await makeCompany(t.db);
  const branch = await makeBranch(t.db, company.id);
  const admin = await makeEmployee(t.db, { role: 'admin', companyId: company.id });
  for (let index = 0; index < 30; index++)
    await makeVehicle(t.db, company.id, [branch.id], { notes: `Vehicle number ${index}, kept in the north yard` });
  const vehicle = await makeVehicle(t.db, company.id, [branch.id]);
  const rows = Array.from({ length: RECORDS }, (_, index) => ({
    companyId: company.id,
    vehicleId: vehicle.id,
    serviceType: `Service number ${index}`,
    serviceDate: '2026-01-01',
    cost: index,
    mileage: index,
  }));
  for (let start = 0; start < rows.length; start += 5_000) await t.db.insert(generalMaintenances).values(rows.slice(start, start + 5_000));

  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: admin.username, password: PASSWORD }),
  });
  cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}, 120_000);

afterAll(async () => {
  queries.mockRestore();
  await t.close();
  await fs.rm(staticDir, { recursive: true, force: true });
});

describe('JSON answers', () => {
  const LIST = '/api/vehicles?page=1&limit=100';

  it('are compressed with brotli when the client takes it, and decode to the very same bytes', async () => {
    const plain = await get(LIST);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);

    const br = await get(LIST, 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(decode(br).equals(plain.body)).toBe(true);
  });

  it('are compressed with gzip for a client that takes only gzip', async () => {
    const plain = await get(LIST);
    const gzip = await get(LIST, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decode(gzip).equals(plain.body)).toBe(true);
    // Refusing brotli explicitly counts as well.
    expect((await get(LIST, 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
  });

  it('go out as they are to a client that takes no compression', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'compress']) {
      const answer = await get(LIST, acceptEncoding);
      expect(answer.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(JSON.parse(answer.body.toString()).data).toHaveLength(31);
    }
  });

  it('are not compressed when small', async () => {
    const health = await get('/api/health', 'br, gzip');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toEqual({ status: 'ok', database: 'ok' });
    // One branch: a list answer well under the threshold (one vehicle, with its health, documents and fuel, no longer is).
    const one = await get('/api/branches?page=1&limit=1', 'br, gzip');
    expect(one.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(one.headers['content-encoding']).toBeUndefined();
  });
});

describe('the browser app', () => {
  it('sends the brotli or gzip copy written at build time, and caches hashed assets for a year', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.equals(await fs.readFile(path.join(staticDir, 'assets/index-abc123.js.br')))).toBe(true);
    expect(decode(br).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(await fs.readFile(path.join(staticDir, 'assets/index-abc123.js.gz')))).toBe(true);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('compresses a file that has no copies on the way out', async () => {
    const br = await get('/assets/index-def456.css', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(br).toString()).toBe(STYLES);
  });

  it('sends index.html, at / and at every route of the app, compressed and revalidated each time', async () => {
    for (const url of ['/', '/index.html', '/sign-in', '/dashboard/vehicles/123/details']) {
      const answer = await get(url, 'br, gzip');
      expect(answer.status, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect(decode(answer).toString(), url).toBe(INDEX_HTML);
    }
    const plain = await get('/dashboard/vehicles');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body.toString()).toBe(INDEX_HTML);
  });

  it('never serves the build stamp next to it', async () => {
    const answer = await get('/.fleet-build.json');
    expect(answer.body.toString()).toBe(INDEX_HTML);
  });
});

describe('the CSV export', () => {
  const EXPORT = '/api/general-maintenances/export.csv?lang=en';

  it('is compressed as it streams: the first bytes arrive while the database is still being read', async () => {
    const plain = await get(EXPORT);
    expect(plain.status).toBe(200);
    expect(plain.body.toString().split('\r\n')).toHaveLength(RECORDS + 2);
    const batches = cursorFetches();
    expect(batches).toBeGreaterThanOrEqual(RECORDS / EXPORT_BATCH);

    for (const encoding of ['br', 'gzip']) {
      const answer = await get(EXPORT, encoding);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-type']).toMatch(/^text\/csv/);
      // A stream has no length known in advance: it goes out in chunks as it is produced.
      expect(answer.headers['content-length']).toBeUndefined();
      expect(answer.headers['transfer-encoding']).toBe('chunked');
      // Buffered whole, nothing would arrive before the last batch was read.
      expect(answer.fetchedAtFirstBytes, encoding).toBeLessThan(batches / 2);
      expect(decode(answer).equals(plain.body)).toBe(true);
    }
    await expect.poll(() => t.pool.totalCount - t.pool.idleCount, { timeout: 5_000 }).toBe(0);
  });
});
