/**
 * Fleet's three languages. The id `al` is the spec's; dates and numbers use the BCP 47 tag, which for
 * Albanian is `sq` (docs/product.md, Languages and themes). The browser's catalogues and the server's CSV files both follow this list.
 */
export const LANGUAGES = ['en', 'de', 'al'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch', al: 'Shqip' };

export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en', de: 'de', al: 'sq' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
