import { DUPLICATE_NAMES, NOT_FOUND_NAMES, messages } from '../../contract/messages';

/**
 * The API answers in English (contract/messages.ts). Its fixed sentences are translated in the
 * browser by looking them up here, and so are those that name one of a known few things ("Vehicle
 * not found", "A branch with this name already exists"); those with a number inside are read back by
 * pattern (contractMessages.ts).
 */
type FixedMessageKey = { [K in keyof typeof messages]: (typeof messages)[K] extends string ? K : never }[keyof typeof messages];

export const serverMessagesEnglish = Object.fromEntries(Object.entries(messages).filter(([, text]) => typeof text === 'string')) as {
  [K in FixedMessageKey]: string;
};

const keyOfText = new Map<string, string>([
  ...Object.entries(serverMessagesEnglish).map(([key, text]): [string, string] => [text, `fleet.server.${key}`]),
  ...Object.entries(NOT_FOUND_NAMES).map(([key, name]): [string, string] => [
    messages.notFound(name),
    `fleet.server_named.not_found.${key}`,
  ]),
  ...Object.entries(DUPLICATE_NAMES).map(([key, name]): [string, string] => [
    messages.duplicate(name),
    `fleet.server_named.duplicate.${key}`,
  ]),
]);

/** The i18n key of a fixed server sentence, or undefined for anything else. */
export function serverMessageKey(message: string): string | undefined {
  return keyOfText.get(message);
}
