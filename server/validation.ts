import type { z } from 'zod';
import { messages } from '../contract/messages';
import { badRequest } from './errors';

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
