import type { TranslateFunction } from 'ra-core';
import { serverMessageKey } from './serverMessages';

/** The contract's sentences that carry a number, with the key that says them in every language. */
const WITH_NUMBER: [RegExp, string][] = [
  [/^Must be at most (\d+) characters$/, 'fleet.validation.too_long'],
  [/^Must be at most (\d+)$/, 'fleet.validation.too_large'],
];

/**
 * A validation message from contract/ (English, as the server writes it) in the user's language:
 * fixed sentences by lookup, the few with a number by pattern, anything else as written.
 */
export function translateContractMessage(translate: TranslateFunction, message: string): string {
  const key = serverMessageKey(message);
  if (key) return translate(key, { _: message });
  for (const [pattern, patternKey] of WITH_NUMBER) {
    const match = pattern.exec(message);
    if (match) return translate(patternKey, { max: Number(match[1]).toLocaleString(), _: message });
  }
  return message;
}
