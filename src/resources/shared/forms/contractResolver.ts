import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that validates with the very zod schema the server uses (contract/),
 * so the form and the API can never disagree. On success the form submits the schema's output
 * (trimmed, numbers as numbers, blanks as null) plus the fields named in `keep`, which the schema
 * does not describe (the logo travels as a file). Each field shows its first message, translated.
 */
export function contractResolver(
  schema: z.ZodType,
  translateMessage: (message: string) => string,
  keep: readonly string[] = [],
): Resolver<FieldValues> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) {
      const kept = Object.fromEntries(keep.filter((field) => field in values).map((field) => [field, values[field]]));
      return { values: { ...(result.data as FieldValues), ...kept }, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      // Every Fleet form is flat: an issue inside a list (branches.0) belongs to the list's field.
      const field = String(issue.path[0] ?? 'root');
      errors[field] ??= { type: issue.code, message: translateMessage(issue.message) };
    }
    return { values: {}, errors };
  };
}
