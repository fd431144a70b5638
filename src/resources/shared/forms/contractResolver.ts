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

/**
 * As contractResolver, for a form whose values nest (an inspection form's sections and their items):
 * each message goes to the field at its whole path (`sections.0.items.2.label`), and a message about a
 * list as a whole to the list's `root`, as react-hook-form keeps it for a field array.
 */
export function nestedContractResolver(
  schema: z.ZodType,
  translateMessage: (message: string) => string,
  prepare: (values: FieldValues) => FieldValues = (values) => values,
  /** Where the form shows a message whose field it does not show (a part from stock has no name of its own to type). */
  route: (path: string[], values: FieldValues) => string[] = (path) => path,
): Resolver<FieldValues> {
  return async (values) => {
    const result = await schema.safeParseAsync(prepare(values));
    if (result.success) return { values: result.data as FieldValues, errors: {} };
    const errors: FieldValues = {};
    for (const issue of result.error.issues) {
      const path = route(issue.path.map(String), values);
      const target = pathAt(values, path) === undefined || !Array.isArray(pathAt(values, path)) ? path : [...path, 'root'];
      placeError(errors, target.length ? target : ['root'], { type: issue.code, message: translateMessage(issue.message) });
    }
    return { values: {}, errors };
  };
}

function pathAt(values: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
    values,
  );
}

/** Puts the first message for a path into react-hook-form's nested errors: arrays by index, objects by name. */
function placeError(errors: FieldValues, path: readonly string[], error: FieldError) {
  let node: Record<string, unknown> = errors;
  path.slice(0, -1).forEach((key, index) => {
    node[key] ??= /^\d+$/.test(path[index + 1]!) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  const last = path.at(-1)!;
  node[last] ??= error;
}
