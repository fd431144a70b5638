import { messages } from '../../contract/messages';

/**
 * The API answers in English (contract/messages.ts). Its fixed sentences are translated in the
 * browser by looking them up here; the few with a value inside (e.g. "Vehicle not found") are shown
 * as the server wrote them.
 */
type FixedMessageKey = { [K in keyof typeof messages]: (typeof messages)[K] extends string ? K : never }[keyof typeof messages];

export const serverMessagesEnglish = Object.fromEntries(Object.entries(messages).filter(([, text]) => typeof text === 'string')) as {
  [K in FixedMessageKey]: string;
};

const keyOfText = new Map(Object.entries(serverMessagesEnglish).map(([key, text]) => [text, key]));

/** The i18n key of a fixed server sentence, or undefined for anything else. */
export function serverMessageKey(message: string): string | undefined {
  const key = keyOfText.get(message);
  return key ? `fleet.server.${key}` : undefined;
}
