import type { TranslateFunction } from 'ra-core';
import { DEPENDENT_NAMES, messages } from '../../contract/messages';
import { serverMessageKey } from './serverMessages';
import { formatDate } from '../../contract/formats';

/** The contract's sentences that carry a number (or a day), with the key that says them in every language. */
const WITH_VALUE: [RegExp, string][] = [
  [/^Must be at most (\d+) characters$/, 'fleet.validation.too_long'],
  [/^Must be at most (\d+)$/, 'fleet.validation.too_large'],
  [/^At most (\d+) may be given$/, 'fleet.validation.too_many_given'],
  [/^Must be at least (\d+) km, the highest reading recorded for this vehicle$/, 'fleet.validation.below_recorded_reading'],
  [/^Must be at least ([\d.]+) hours, the highest engine hours recorded for this vehicle$/, 'fleet.validation.below_recorded_hours'],
  [/^(\d+) later readings? counts? from this meter replacement: delete (?:it|them) first$/, 'fleet.validation.replacement_in_use'],
  [/^Can have at most (\d+) decimals?$/, 'fleet.validation.decimals_at_most'],
  [
    /^A meter replacement must be dated on or after the vehicle's latest reading \((\d{4}-\d{2}-\d{2})\)$/,
    'fleet.validation.replacement_before_latest',
  ],
  [/^Must not be before (\d{4}-\d{2}-\d{2}): that is long before this vehicle's first reading$/, 'fleet.validation.reading_too_early'],
  [/^A form may have at most (\d+) items$/, 'fleet.validation.items_too_many'],
];

/** "This branch cannot be deleted: it still has 2 employees and 5 vehicles" (messages.inUse, server/scope/dependents.ts). */
const IN_USE = /^This (company|branch) cannot be deleted: it still has (.+)$/;
/** Each noun the server counts there ("employees"), with its key in the catalogues ("employee"). */
const DEPENDENT_KEYS = new Map<string, string>(Object.entries(DEPENDENT_NAMES).flatMap(([key, nouns]) => nouns.map((noun) => [noun, key])));

/** messages.inUse in the user's language, or undefined when its counts are not the ones the server writes. */
function translateInUse(translate: TranslateFunction, message: string): string | undefined {
  const [, entity, list] = IN_USE.exec(message) ?? [];
  if (!entity || !list) return undefined;
  const said: string[] = [];
  for (const part of list.split(/, | and /)) {
    const [, number, noun] = /^(\d+) (.+)$/.exec(part) ?? [];
    const key = noun && DEPENDENT_KEYS.get(noun);
    if (!key) return undefined;
    said.push(translate(`fleet.server_named.dependents.${key}`, { smart_count: Number(number) }));
  }
  const dependents =
    said.length > 1 ? `${said.slice(0, -1).join(', ')} ${translate('fleet.server_named.dependents.and')} ${said.at(-1)}` : said[0];
  return translate(`fleet.server_named.in_use.${entity}`, { dependents, _: message });
}

/**
 * A validation message from contract/ (English, as the server writes it) in the user's language:
 * fixed sentences by lookup, the few with a number by pattern, anything else as written.
 */
export function translateContractMessage(translate: TranslateFunction, message: string): string {
  const key = serverMessageKey(message);
  if (key) return translate(key, { _: message });
  const inUse = translateInUse(translate, message);
  if (inUse) return inUse;
  for (const [pattern, patternKey] of WITH_VALUE) {
    const match = pattern.exec(message);
    if (match) {
      const raw = match[1]!;
      const day = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? formatDate(raw) : undefined;
      const value = day ?? Number(raw).toLocaleString();
      return translate(patternKey, {
        max: value,
        km: value,
        hours: value,
        count: value,
        smart_count: Number(raw),
        date: value,
        _: message,
      });
    }
  }
  return message;
}

/**
 * A message under a form's field: as translateContractMessage, but a date is asked for the way the form
 * shows it and takes it (dd.MM.yyyy), not the way the API takes it (yyyy-MM-dd).
 */
export function translateFormMessage(translate: TranslateFunction, message: string): string {
  return message === messages.validDate ? translate('fleet.form.valid_date') : translateContractMessage(translate, message);
}
