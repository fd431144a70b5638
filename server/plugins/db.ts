import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { createDatabase, type Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    pool: pg.Pool;
  }
}

/** The pool belongs to whoever built the app (main.ts or a test), which also closes it. */
async function db(app: FastifyInstance, options: { pool: pg.Pool }) {
  app.decorate('pool', options.pool);
  app.decorate('db', createDatabase(options.pool));
}

export default fp(db, { name: 'db' });
