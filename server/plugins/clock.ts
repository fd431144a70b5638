import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { todayUtc } from '../../contract/due-rules';

declare module 'fastify' {
  interface FastifyInstance {
    /** Today as yyyy-MM-dd: what fleet health counts from. Tests set it to a fixed day. */
    today(): string;
  }
}

async function clock(app: FastifyInstance, options: { today?: () => string }) {
  app.decorate('today', options.today ?? (() => todayUtc()));
}

export default fp(clock, { name: 'clock' });
