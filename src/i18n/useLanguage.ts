import { useLocaleState } from 'ra-core';
import { isLanguage, type Language } from '../../contract/languages';

/** The user's language (en, de or al), as contract/formats.ts takes it. */
export function useLanguage(): Language {
  const [locale] = useLocaleState();
  return isLanguage(locale) ? locale : 'en';
}
