import type { FastifySchema, RouteOptions } from 'fastify';
import { buildApp } from '../../../server/app';
import { createPool } from '../../../server/db/client';
import { TEST_JWT_SECRET } from './test-app';

/** A route as the tests name it: `PUT /api/vehicles/:id`. */
export type RouteKey = `${string} /${string}`;

export interface ApiRoute {
  key: RouteKey;
  method: string;
  /** Fastify's form: `/api/vehicles/:id`. */
  path: string;
  /** The route's schemas as declared: zod schemas for params, querystring and a JSON body. */
  schema: FastifySchema | undefined;
}

/**
 * Every route of the API, read from the app as buildApp builds it, so that a route added to the
 * server is in the list without anyone writing it down. HEAD is left out where it is GET's twin
 * (Fastify adds one to every GET), and `/api/x/` is `/api/x`: both answer the same handler.
 */
export async function apiRoutes(): Promise<ApiRoute[]> {
  const seen: Array<Pick<RouteOptions, 'method' | 'url' | 'schema'>> = [];
  // Building the app reads no database: the pool is never connected.
  const pool = createPool('postgres://fleet@127.0.0.1:1/none', 1);
  const app = await buildApp({
    pool,
    jwtSecret: TEST_JWT_SECRET,
    onRoute: (route) => seen.push({ method: route.method, url: route.url, schema: route.schema }),
  });
  try {
    await app.ready();
  } finally {
    await app.close();
    await pool.end();
  }
  const routes = new Map<RouteKey, ApiRoute>();
  for (const { method, url, schema } of seen) {
    const path = url!.length > 1 ? url!.replace(/\/$/, '') : url!;
    for (const one of [method].flat())
      routes.set(`${one} ${path}` as RouteKey, { key: `${one} ${path}` as RouteKey, method: one, path, schema });
  }
  return [...routes.values()]
    .filter((route) => !(route.method === 'HEAD' && routes.has(`GET ${route.path}` as RouteKey)))
    .sort((a, b) => a.key.localeCompare(b.key));
}

export const methodOf = (route: RouteKey) => route.slice(0, route.indexOf(' '));
