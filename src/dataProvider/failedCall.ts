import { HttpError } from 'ra-core';
import { errorBody } from '../../contract/schemas/common';
import type { z } from 'zod';

type ErrorBody = z.infer<typeof errorBody>;

/**
 * What the server said about a failed call, as every API error says it (`{ message, errors?, code? }`,
 * docs/architecture.md, Errors), or undefined for a body of another shape (a proxy's page, nothing).
 */
export function errorBodyOf(body: unknown): ErrorBody | undefined {
  const parsed = errorBody.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}

/** The body of a failed call's error, as above; undefined for an error that is not a failed call. */
export function failedCallBody(error: unknown): ErrorBody | undefined {
  return error instanceof HttpError ? errorBodyOf(error.body) : undefined;
}

/**
 * The reason to show for a failed sign-in or sign-out: the server's own, when it gave one, else the
 * spec's sentence (docs/screens.md, Toasts and errors), never a bare status code or a proxy's page.
 */
export function reasonOrSentence(error: unknown, sentence: string): string {
  return failedCallBody(error) && error instanceof Error ? error.message : sentence;
}
