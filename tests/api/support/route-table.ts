import type { RouteOptions } from 'fastify';
import { buildApp } from '../../../server/app';
import { createPool } from '../../../server/db/client';
import { TEST_JWT_SECRET } from './test-app';

/** A route as the tests name it: `PUT /api/vehicles/:id`. */
export type RouteKey = `${string} /${string}`;

/**
 * Every route of the API, read from the app as buildApp builds it, so that a route added to the
 * server is in the list without anyone writing it down. HEAD is left out where it is GET's twin
 * (Fastify adds one to every GET), and `/api/x/` is `/api/x`: both answer the same handler.
 */
export async function apiRoutes(): Promise<RouteKey[]> {
  const seen: Array<Pick<RouteOptions, 'method' | 'url'>> = [];
  // Building the app reads no database: the pool is never connected.
  const pool = createPool('postgres://fleet@127.0.0.1:1/none', 1);
  const app = await buildApp({ pool, jwtSecret: TEST_JWT_SECRET, onRoute: (route) => seen.push({ method: route.method, url: route.url }) });
  try {
    await app.ready();
  } finally {
    await app.close();
    await pool.end();
  }
  const keys = new Set<RouteKey>();
  for (const { method, url } of seen) {
    const path = url!.length > 1 ? url!.replace(/\/$/, '') : url!;
    for (const one of [method].flat()) keys.add(`${one} ${path}` as RouteKey);
  }
  return [...keys].filter((key) => !(key.startsWith('HEAD ') && keys.has(`GET ${key.slice(5)}` as RouteKey))).sort();
}

export const methodOf = (route: RouteKey) => route.slice(0, route.indexOf(' '));
export const pathOf = (route: RouteKey) => route.slice(route.indexOf(' ') + 1);
