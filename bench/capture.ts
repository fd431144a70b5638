import pg from 'pg';
import { buildApp } from '../server/app';
import { createPool } from '../server/db/client';
import { BENCH_JWT_SECRET } from './processes';

/*
 * What the floor replays: the very statements Fleet sends to PostgreSQL for each workload, captured by
 * serving each request once, in this process, through a pool whose clients write down every query.
 * Statements that ran on one checkout of the pool form a group (a transaction is one group); the
 * floor runs a workload's groups side by side, as Fleet's Promise.all does, and each group in order.
 * The request's transaction and its signed-in check are left out: the floor has no sign-in.
 */

export interface CapturedStatement {
  text: string;
  values?: unknown[];
  name?: string;
  rowMode?: 'array';
}

export interface CapturedRequest {
  method: 'GET' | 'POST';
  path: string;
  /** The body it was captured with; the floor swaps these values for the ones each request sends. */
  body?: Record<string, unknown>;
  /**
   * The company the request acted for ('*' for a superadmin), which request_actor() set for Fleet's
   * transaction: the floor's connections carry it too, since the search functions read it.
   */
  company: string;
  groups: CapturedStatement[][];
}

export interface CaptureRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
  /** Who sends it: a username with the bench password. */
  as: string;
}

type QueryConfig = { text?: string; values?: unknown[]; name?: string; rowMode?: 'array' };

export async function captureStatements(databaseUrl: string, password: string, requests: CaptureRequest[]): Promise<CapturedRequest[]> {
  let recording: CapturedStatement[][] | undefined;
  const checkouts = new WeakMap<pg.PoolClient, CapturedStatement[]>();
  const pool = createPool(databaseUrl, 10);
  pool.on('acquire', (client) => {
    if (!recording) return;
    const group: CapturedStatement[] = [];
    recording.push(group);
    checkouts.set(client, group);
  });
  // Every query of every client of this pool, written into its checkout's group while recording.
  const originalQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function patchedQuery(this: pg.PoolClient, config: unknown, values?: unknown, callback?: unknown) {
    const group = checkouts.get(this);
    if (recording && group) {
      const statement: CapturedStatement =
        typeof config === 'string'
          ? { text: config, ...(Array.isArray(values) && { values }) }
          : {
              text: (config as QueryConfig).text!,
              values: (config as QueryConfig).values ?? (Array.isArray(values) ? values : undefined),
              name: (config as QueryConfig).name,
              rowMode: (config as QueryConfig).rowMode,
            };
      group.push(JSON.parse(JSON.stringify(statement)) as CapturedStatement);
    }
    return (originalQuery as (...args: unknown[]) => unknown).call(this, config, values, callback);
  } as typeof originalQuery;

  // A request that fails is a broken run; its error is logged to say why.
  const app = await buildApp({ pool, jwtSecret: BENCH_JWT_SECRET, logger: { level: 'error' } });
  await app.ready();
  try {
    const cookies = new Map<string, string>();
    const cookieOf = async (username: string) => {
      if (!cookies.has(username)) {
        const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
        if (login.statusCode !== 200) throw new Error(`bench sign-in of ${username}: ${login.statusCode} ${login.body}`);
        cookies.set(username, login.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '));
      }
      return cookies.get(username)!;
    };

    const record = async (request: CaptureRequest) => {
      const cookie = await cookieOf(request.as);
      recording = [];
      const answer = await app.inject({
        method: request.method,
        url: request.path,
        headers: { cookie },
        ...(request.body && { payload: request.body }),
      });
      const groups = recording.filter((group) => group.length > 0);
      recording = undefined;
      if (answer.statusCode >= 300)
        throw new Error(`capturing ${request.method} ${request.path}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
      return groups;
    };

    // Each signed-in request is a transaction that begins with the signed-in check (its first
    // statement: begin, the request's role, request_actor) and ends with a commit. The floor has no
    // sign-in: a read leaves both out; a write keeps a plain begin and the commit, since the floor
    // writes in a transaction too, as Fleet did before the requests' own transactions.
    const framing = (method: 'GET' | 'POST', statement: CapturedStatement): CapturedStatement | undefined => {
      if (/^begin; set local role /.test(statement.text)) return method === 'GET' ? undefined : { text: 'begin' };
      if (statement.text === 'commit' && method === 'GET') return undefined;
      return statement;
    };

    const companyOf = async (username: string) =>
      (
        await pool.query<{ company: string }>(`select coalesce(company_id::text, '*') as company from employees where username = $1`, [
          username,
        ])
      ).rows[0]!.company;

    const captured: CapturedRequest[] = [];
    for (const request of requests) {
      // Served once before it is captured: what Fleet keeps between requests (prepared statements, the
      // overview's snapshot) is then in place, as it is for all but the first request of a load run.
      if (request.method === 'GET') await record(request);
      const groups = (await record(request))
        .map((group) => group.map((statement) => framing(request.method, statement)).filter((statement) => statement !== undefined))
        .filter((group) => group.length > 0);
      const company = await companyOf(request.as);
      captured.push({ method: request.method, path: request.path, ...(request.body && { body: request.body }), company, groups });
    }
    return captured;
  } finally {
    pg.Client.prototype.query = originalQuery;
    await app.close();
    await pool.end();
  }
}
