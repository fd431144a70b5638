/** A catalogue shaped like English: the same keys, each a string. */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/** One screen's messages in every language, German and Albanian typed against English. */
export interface InEveryLanguage<T> {
  en: T;
  de: Catalogue<T>;
  al: Catalogue<T>;
}

/**
 * Each resource keeps its messages beside its definition (src/resourceDefinitions/<name>/messages.ts);
 * this types them, and src/i18n/en.ts, de.ts and al.ts gather them under `resources.<name>`.
 */
export const inEveryLanguage = <T>(messages: InEveryLanguage<T>): InEveryLanguage<T> => messages;
