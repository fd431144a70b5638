import type { FastifyInstance } from 'fastify';
// Being written: replaced by the real routes.
export default async function routes(_app: FastifyInstance, _options: { publicUrl?: string }) {}
