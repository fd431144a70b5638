import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'ra-core';
import { english } from './en';
import { german } from './de';
import { albanian } from './al';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES, type Language } from '../../contract/languages';

export const LOCALES = LANGUAGES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] }));
export type Locale = Language;

export const catalogues: Record<Locale, TranslationMessages> = { en: english, de: german, al: albanian };

/** product.md: the language id is `al`, but dates, numbers and the page's `lang` use BCP 47 `sq`. */
export { LANGUAGE_TAGS };

export const i18nProvider = polyglotI18nProvider(
  (locale) => catalogues[locale as Locale] ?? english,
  'en',
  [...LOCALES],
  // A missing key would show the key itself; the completeness test keeps that from happening.
  { allowMissing: true },
);
