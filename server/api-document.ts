import type { OpenAPIV3 } from 'openapi-types';
import { buildApp } from './app';
import { createPool } from './db/client';

/**
 * /api/docs/json as Fleet serves it, from an app that is built and asked, but never listens and never
 * reaches a database (its pool is never connected): for `npm run lint:api` and the tests.
 */
export async function apiDocument(): Promise<OpenAPIV3.Document> {
  const pool = createPool('postgres://fleet@127.0.0.1:1/none', 1);
  const app = await buildApp({ pool, jwtSecret: 'no token is signed with this: the app only describes itself' });
  try {
    const answer = await app.inject({ method: 'GET', url: '/api/docs/json' });
    if (answer.statusCode !== 200) throw new Error(`/api/docs/json answered ${answer.statusCode}: ${answer.body}`);
    return answer.json<OpenAPIV3.Document>();
  } finally {
    await app.close();
    await pool.end();
  }
}
