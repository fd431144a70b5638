import type { z } from 'zod';
import { messages } from '../contract/messages';
import { badRequest } from './errors';
import { fieldWithNul, nulError } from './plugins/plain-text';

/**
 * Validates what the route schemas cannot see, such as the text fields of a multipart form,
 * and fails exactly as a schema-validated body would.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const withNul = fieldWithNul(input);
  if (withNul !== undefined) throw nulError(withNul);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  throw badRequest(errors[0]?.message ?? messages.validationFailed, errors);
}
