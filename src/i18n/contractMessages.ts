import type { TranslateFunction } from 'ra-core';
import { serverMessageKey } from './serverMessages';

/** The contract's sentences that carry a number, with the key that says them in every language. */
const WITH_NUMBER: [RegExp, string][] = [
  [/^Must be at most (\d+) characters$/, 'fleet.validation.too_long'],
  [/^Must be at most (\d+)$/, 'fleet.validation.too_large'],
  [/^Must be at least (\d+) km, the highest reading recorded for this vehicle$/, 'fleet.validation.below_recorded_reading'],
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
    if (match) {
      const value = Number(match[1]).toLocaleString();
      return translate(patternKey, { max: value, km: value, _: message });
    }
  }
  return message;
}
