import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The moment a request is answered at: fleet health counts from the day it is in each company's
     * time zone (contract/time-zones.ts). Tests set it to a fixed moment.
     */
    now(): Date;
  }
}

async function clock(app: FastifyInstance, options: { now?: () => Date }) {
  app.decorate('now', options.now ?? (() => new Date()));
}

export default fp(clock, { name: 'clock' });
