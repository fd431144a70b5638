import type { Language } from '../../../contract/languages';

/**
 * What a push message says beyond the reminder email's words (mail/words.ts), which it shares: the
 * lines a small notification leaves out. German and Albanian are typed against English.
 */
const english = {
  /** After the first few lines of a message of many reminders. */
  more: (count: number) => (count === 1 ? '…and 1 more' : `…and ${count} more`),
};
type Words = typeof english;

const german: Words = {
  more: (count) => (count === 1 ? '…und 1 weitere' : `…und ${count} weitere`),
};

const albanian: Words = {
  more: (count) => (count === 1 ? '…dhe 1 tjetër' : `…dhe ${count} të tjera`),
};

export const PUSH_WORDS: Record<Language, Words> = { en: english, de: german, al: albanian };
