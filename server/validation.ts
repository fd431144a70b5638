import type { z } from 'zod';
import { messages } from '../contract/messages';
import { badRequest } from './errors';

/**
 * Validates what the route schemas cannot see, such as the text fields of a multipart form,
 * and fails exactly as a schema-validated body would.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  throw badRequest(errors[0]?.message ?? messages.validationFailed, errors);
}
