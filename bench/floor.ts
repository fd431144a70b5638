import fs from 'node:fs';
import http from 'node:http';
import type pg from 'pg';
import { createPool } from '../server/db/client';
import type { CapturedRequest, CapturedStatement } from './capture';

/*
 * The floor: what Fleet's answers cost without Fleet. A bare node:http server with pg and
 * JSON.stringify that answers each captured request by running the very statements Fleet ran for it
 * (bench/capture.ts), on a pool of the same size: no framework, no sign-in, no validation, no
 * serializer. `node --import tsx bench/floor.ts statements.json`, with DATABASE_URL and PORT.
 */

const captured: CapturedRequest[] = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8'));
const byRoute = new Map(captured.map((request) => [`${request.method} ${request.path}`, request]));

/** A pool a company, its connections set to act for it as request_actor() sets Fleet's transaction. */
const pools = new Map<string, pg.Pool>();
function poolFor(company: string): pg.Pool {
  let pool = pools.get(company);
  if (!pool) {
    const url = new URL(process.env.DATABASE_URL!);
    url.searchParams.set('options', `-c fleet.company=${company}`);
    pool = createPool(url.toString(), 10);
    pools.set(company, pool);
  }
  return pool;
}

/** The captured values, with those the capture's body sent swapped for what this request sends. */
function valuesFor(statement: CapturedStatement, request: CapturedRequest, body: Record<string, unknown> | undefined) {
  if (!statement.values || !request.body || !body) return statement.values;
  const swaps = new Map(Object.entries(request.body).map(([key, value]) => [String(value), body[key]]));
  return statement.values.map((value) => (swaps.has(String(value)) ? swaps.get(String(value)) : value));
}

async function runGroup(group: CapturedStatement[], request: CapturedRequest, body: Record<string, unknown> | undefined) {
  const client = await poolFor(request.company).connect();
  try {
    const results: unknown[] = [];
    for (const statement of group) {
      const config = {
        text: statement.text,
        values: valuesFor(statement, request, body),
        name: statement.name,
        ...(statement.rowMode && { rowMode: statement.rowMode }),
      };
      const result = await client.query(config as pg.QueryArrayConfig);
      results.push(result.rows);
    }
    return results;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

const server = http.createServer((req, res) => {
  if (req.url === '/api/health') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  const request = byRoute.get(`${req.method} ${req.url}`);
  if (!request) {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>) : undefined;
    Promise.all(request.groups.map((group) => runGroup(group, request, body))).then(
      (results) =>
        res.writeHead(request.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: results })),
      (error: Error) => res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: error.message })),
    );
  });
});

server.listen(Number(process.env.PORT), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => void Promise.all([...pools.values()].map((pool) => pool.end())).then(() => process.exit(0)));
    server.closeAllConnections();
  });
}
