import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '../../contract/messages';
import { badRequest } from '../errors';

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

/** The dotted path of the first key or string holding a NUL, '' for the value itself; undefined if none. */
export function fieldWithNul(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path : undefined;
  // Deeper than any body Fleet takes: the schema refuses it anyway.
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes('\0')) return itemPath;
    const found = fieldWithNul(item, itemPath, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

export const nulError = (field: string) => badRequest(messages.nulCharacter, [{ field, message: messages.nulCharacter }]);

export default fp(plainText, { name: 'plain-text' });
