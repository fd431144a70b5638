import { describe, expect, it } from 'vitest';
import { english } from '../../src/i18n/en';
import { german } from '../../src/i18n/de';
import { albanian } from '../../src/i18n/al';
import { catalogueOf, i18nProvider } from '../../src/i18n';

/*
 * Every language has every message: the same keys as English (react-admin's own `ra.*` messages
 * included), each a non-empty string, with the same %{placeholders} and the plural forms English
 * has. A missing key would show the key itself on screen.
 */

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`; anything that is not a plain object is a leaf. */
function flatten(catalogue: object, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [leaf, text] of flatten(value as object, path)) leaves.set(leaf, text);
    } else {
      leaves.set(path, value);
    }
  }
  return leaves;
}

function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]!))].sort();
}

function pluralFormsOf(text: string): number {
  return text.split('||||').length - 1;
}

const englishKeys = flatten(english);

const list = (keys: string[]) => (keys.length ? `\n  ${keys.join('\n  ')}` : ' none');

describe('English, the key source', () => {
  it('has a non-empty string for every key', () => {
    const notText = [...englishKeys].filter(([, text]) => typeof text !== 'string' || text === '').map(([key]) => key);
    expect(notText, `English keys without text:${list(notText)}`).toEqual([]);
  });

  it("holds react-admin's messages and Fleet's own", () => {
    expect(englishKeys.get('ra.action.save')).toBe('Save');
    expect(englishKeys.get('fleet.http.timeout')).toBe('timeout of %{ms}ms exceeded');
    expect(englishKeys.get('fleet.server.invalidCredentials')).toBe('Invalid username or password');
    expect(englishKeys.get('resources.employee.name')).toBe('Employee |||| Employees');
  });
});

describe.each([
  ['German', german],
  ['Albanian', albanian],
])('%s', (language, catalogue) => {
  const keys = flatten(catalogue);

  it('has exactly the keys of English', () => {
    const missing = [...englishKeys.keys()].filter((key) => !keys.has(key));
    const extra = [...keys.keys()].filter((key) => !englishKeys.has(key));
    expect(missing, `${language} is missing ${missing.length} key(s):${list(missing)}`).toEqual([]);
    expect(extra, `${language} has ${extra.length} key(s) English does not:${list(extra)}`).toEqual([]);
  });

  // Blank only where English is blank too (react-admin's ra.boolean.null is a single space).
  it('has a non-empty string for every key', () => {
    const isBlank = (text: unknown) => typeof text === 'string' && !text.trim();
    const notText = [...keys]
      .filter(([key, text]) => typeof text !== 'string' || text === '' || (isBlank(text) && !isBlank(englishKeys.get(key))))
      .map(([key]) => key);
    expect(notText, `${language} keys without text:${list(notText)}`).toEqual([]);
  });

  it('uses the same %{placeholders} as English in every message', () => {
    const differing = [...keys]
      .filter(([key, text]) => typeof text === 'string' && typeof englishKeys.get(key) === 'string')
      .filter(([key, text]) => placeholdersOf(text as string).join() !== placeholdersOf(englishKeys.get(key) as string).join())
      .map(([key, text]) => `${key}: ${JSON.stringify(text)} (English: ${JSON.stringify(englishKeys.get(key))})`);
    expect(differing, `${language} placeholders differ from English:${list(differing)}`).toEqual([]);
  });

  // A language may say in two forms what English says in one, where its words agree with the count
  // (Albanian: "Të fshihet 1 automjet?", "Të fshihen 3 automjete?"); the message is translated with
  // smart_count all the same. tests/ui/glossary.test.ts checks that every message with a count has both forms.
  it('has the plural forms (||||) English has in every message', () => {
    const differing = [...keys]
      .filter(([key, text]) => typeof text === 'string' && typeof englishKeys.get(key) === 'string')
      .filter(([key, text]) => {
        const forms = pluralFormsOf(text as string);
        const englishForms = pluralFormsOf(englishKeys.get(key) as string);
        return forms !== englishForms && !(englishForms === 0 && forms === 1);
      })
      .map(([key, text]) => `${key}: ${JSON.stringify(text)} (English: ${JSON.stringify(englishKeys.get(key))})`);
    expect(differing, `${language} plural forms differ from English:${list(differing)}`).toEqual([]);
  });
});

describe('loading a language', () => {
  it('has English at once, German and Albanian when their file has arrived', async () => {
    expect(catalogueOf('en')).toBe(english);
    // An unknown stored language falls back to English rather than to nothing.
    expect(catalogueOf('fr')).toBe(english);
    const germanLoading = catalogueOf('de');
    expect(germanLoading).toBeInstanceOf(Promise);
    expect(await germanLoading).toBe(german);
    expect(await catalogueOf('al')).toBe(albanian);
  });

  it('switches the provider once the language has arrived, and back', async () => {
    expect(i18nProvider.translate('fleet.auth.sign_in')).toBe('Sign in');
    await i18nProvider.changeLocale('de');
    try {
      expect(i18nProvider.getLocale()).toBe('de');
      expect(i18nProvider.translate('fleet.auth.sign_in')).toBe(german.fleet.auth.sign_in);
      expect(i18nProvider.translate('ra.action.save')).toBe(german.ra.action.save);
    } finally {
      await i18nProvider.changeLocale('en');
    }
    expect(i18nProvider.translate('fleet.auth.sign_in')).toBe('Sign in');
  });

  it('asks in Albanian about one ticked row in the singular and about more in the plural, as the bulk bar counts them', async () => {
    await i18nProvider.changeLocale('al');
    try {
      const ask = (count: number) =>
        i18nProvider.translate('fleet.bulk.delete_title', {
          smart_count: count,
          what: i18nProvider.translate('resources.vehicles.selection', { smart_count: count }),
        });
      expect(ask(1)).toBe('Të fshihet 1 automjet?');
      expect(ask(3)).toBe('Të fshihen 3 automjete?');
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});
