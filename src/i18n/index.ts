import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'ra-core';
import { english } from './en';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES, isLanguage, type Language } from '../../contract/languages';

export const LOCALES = LANGUAGES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] }));
export type Locale = Language;

/**
 * German and Albanian are loaded when first chosen, each in a file of its own: the sign-in page
 * carries English only, the default and the language every missing key falls back to. The
 * resources' messages stay in every language beside their definitions
 * (src/resourceDefinitions/<name>/messages.ts).
 */
const loadCatalogue: Record<Exclude<Locale, 'en'>, () => Promise<TranslationMessages>> = {
  de: () => import('./de').then((module) => module.german),
  al: () => import('./al').then((module) => module.albanian),
};

/** A language's messages: English at once, the others once their file has arrived. */
export function catalogueOf(locale: string): TranslationMessages | Promise<TranslationMessages> {
  return isLanguage(locale) && locale !== 'en' ? loadCatalogue[locale]() : english;
}

/**
 * Starts loading a stored language's messages as the app starts, beside its script, rather than
 * after the first render asks for them; react-admin shows nothing until they are in, so a German
 * page never flashes English.
 */
export function preloadCatalogue(locale: string | undefined) {
  if (locale && isLanguage(locale) && locale !== 'en') void loadCatalogue[locale]().catch(() => undefined);
}

/** docs/product.md, Languages and themes: the language id is `al`, but dates, numbers and the page's `lang` use BCP 47 `sq`. */
export { LANGUAGE_TAGS };

export const i18nProvider = polyglotI18nProvider(
  catalogueOf,
  'en',
  [...LOCALES],
  // A missing key would show the key itself; the completeness test keeps that from happening.
  { allowMissing: true },
);
