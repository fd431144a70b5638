import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fieldWithNul, nulError } from '../validation';

/**
 * Text that reaches PostgreSQL holds no NUL character: PostgreSQL cannot store one, and a NUL in a
 * name or a search term used to come back as a 500 with the statement in the log. Every request's
 * path parameters, query and JSON body are refused with a 400 before validation; multipart fields
 * are checked where they are read (parseInput).
 */
async function plainText(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const field = fieldWithNul(value);
      if (field !== undefined) throw nulError(field || part);
    }
  });
}

export default fp(plainText, { name: 'plain-text' });
