import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'ra-core';
import { english } from './en';
import { german } from './de';
import { albanian } from './al';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'de', name: 'Deutsch' },
  { locale: 'al', name: 'Shqip' },
] as const;
export type Locale = (typeof LOCALES)[number]['locale'];

export const catalogues: Record<Locale, TranslationMessages> = { en: english, de: german, al: albanian };

/** product.md: the language id is `al`, but dates, numbers and the page's `lang` use BCP 47 `sq`. */
export const LANGUAGE_TAGS: Record<Locale, string> = { en: 'en', de: 'de', al: 'sq' };

export const i18nProvider = polyglotI18nProvider(
  (locale) => catalogues[locale as Locale] ?? english,
  'en',
  [...LOCALES],
  // A missing key would show the key itself; the completeness test keeps that from happening.
  { allowMissing: true },
);
