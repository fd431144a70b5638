import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { english } from '../../src/i18n/en';
import { german } from '../../src/i18n/de';
import { albanian } from '../../src/i18n/al';
import * as vocabulary from '../../contract/vocabulary';
import { MAIL_WORDS } from '../../server/reminders/mail/words';
import { PUSH_WORDS } from '../../server/reminders/push/words';
import { CALENDAR_WORDS } from '../../server/routes/calendar/feed';
import type { Language } from '../../contract/languages';

/*
 * docs/glossary.md fixes one word per idea in each language. This keeps it so: no catalogue of a
 * language holds a variant the glossary's "Words not to use" lists for it, every table of the
 * glossary gives the German and the Albanian word, and every message with a count has its forms for
 * one and for more in every language.
 */

// The tests run from the repository's root (vitest.config.ts); in jsdom, import.meta.url is no file address.
const glossary = readFileSync(resolve('docs/glossary.md'), 'utf8');

interface WrongWord {
  language: Language;
  variant: string;
  say: string;
}

/** The rows of "Words not to use": `| de | \`Zulassung\` | Hauptuntersuchung (HU) | why |`. */
function wrongWordsOf(markdown: string): WrongWord[] {
  const section = markdown.split(/^## Words not to use$/m)[1]?.split(/^## /m)[0] ?? '';
  return [...section.matchAll(/^\| (en|de|al) \| `([^`]+)` \| ([^|]+) \|/gm)].map((match) => ({
    language: match[1] as Language,
    variant: match[2]!,
    say: match[3]!.trim(),
  }));
}

/** A variant as written, where no letter stands before or after it; a trailing `*` lets the word go on. */
function patternOf(variant: string): RegExp {
  const open = variant.endsWith('*');
  const text = (open ? variant.slice(0, -1) : variant).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<!\\p{L})${text}${open ? '\\p{L}*' : '(?!\\p{L})'}`, 'u');
}

/** Every text of a catalogue by its key; a function (an e-mail's subject) is asked with a count of one and of three. */
function textsOf(value: unknown, path: string, into: Map<string, string>): Map<string, string> {
  if (typeof value === 'string') into.set(path, value.replaceAll('\u00AD', ''));
  else if (typeof value === 'function') {
    into.set(`${path}(1)`, String((value as (argument: unknown) => unknown)(1)));
    into.set(`${path}(3)`, String((value as (argument: unknown) => unknown)(3)));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) textsOf(child, path ? `${path}.${key}` : key, into);
  }
  return into;
}

/** The fleet's words of contract/vocabulary.ts in one language: every export that is a record by language. */
function vocabularyOf(language: Language) {
  return Object.fromEntries(
    Object.entries(vocabulary)
      .filter(([, value]) => value && typeof value === 'object' && language in value && 'en' in value)
      .map(([name, value]) => [name, (value as Record<Language, unknown>)[language]]),
  );
}

/** Everything a user reads in a language: the browser's catalogue, the fleet's words, the e-mail, push messages and the calendar feed. */
const catalogues: Record<Language, Map<string, string>> = Object.fromEntries(
  (
    [
      ['en', english],
      ['de', german],
      ['al', albanian],
    ] as const
  ).map(([language, catalogue]) => {
    const texts = textsOf(catalogue, '', new Map());
    textsOf(vocabularyOf(language), 'contract/vocabulary', texts);
    textsOf(MAIL_WORDS[language], 'mail', texts);
    textsOf(PUSH_WORDS[language], 'push', texts);
    textsOf(CALENDAR_WORDS[language], 'calendar', texts);
    return [language, texts];
  }),
) as Record<Language, Map<string, string>>;

/** The catalogue's texts that hold a variant, as `key: "text"`. */
function hits(texts: Map<string, string>, variant: string): string[] {
  const pattern = patternOf(variant);
  return [...texts].filter(([, text]) => pattern.test(text)).map(([key, text]) => `${key}: ${JSON.stringify(text)}`);
}

const wrongWords = wrongWordsOf(glossary);

describe('the glossary', () => {
  it('lists the variants that must not come back, for German and Albanian', () => {
    expect(wrongWords.filter((word) => word.language === 'de').length).toBeGreaterThan(10);
    expect(wrongWords.filter((word) => word.language === 'al').length).toBeGreaterThan(20);
    expect(wrongWords.map((word) => word.variant)).toEqual(expect.arrayContaining(['Zulassung', 'Zählerstand*', 'ligjor*', 'patent*']));
  });

  it('gives the German and the Albanian word in every row of every table of words', () => {
    const tables = glossary.split(/\n(?=\| Word \|)/).slice(1);
    expect(tables.length).toBeGreaterThanOrEqual(8);
    for (const table of tables) {
      const [header, , ...rows] = table.split('\n\n')[0]!.split('\n');
      expect(header).toMatch(/^\| Word \| Deutsch \| Shqip \| Means \| In the code \|$/);
      for (const row of rows) {
        const cells = row.split(/(?<!\\)\|/).slice(1, -1);
        expect(cells, row).toHaveLength(5);
        expect(
          cells.every((cell) => cell.trim() !== ''),
          row,
        ).toBe(true);
      }
    }
  });

  it('says that its Albanian is the standard of Albania', () => {
    expect(glossary).toMatch(/Albanian is the\s+standard Albanian of Albania/);
  });
});

describe('a wrong variant', () => {
  it('is found where it stands as a word, and where the word goes on for a variant with *', () => {
    const texts = new Map([
      ['one', 'Letzte Zulassung'],
      ['two', 'Zulassungsbescheinigung'],
      ['three', 'Kontrolli i fundit ligjor'],
      ['four', 'Statusi i kontrollit ligjore'],
      ['five', 'Kilometerzähler getauscht'],
    ]);
    expect(hits(texts, 'Zulassung')).toEqual(['one: "Letzte Zulassung"']);
    expect(hits(texts, 'ligjor*')).toHaveLength(2);
    expect(hits(texts, 'Zähler')).toEqual([]);
  });

  // Proof that the check bites: a catalogue with one of the old words back in it fails.
  it('in a catalogue is reported with its key', () => {
    const texts = new Map(catalogues.al);
    texts.set('fleet.health.legislation', 'Kontrolli ligjor');
    texts.set('fleet.table.previous', 'Mëparshme');
    expect(hits(texts, 'ligjor*')).toContain('fleet.health.legislation: "Kontrolli ligjor"');
    expect(hits(texts, 'Mëparshme')).toContain('fleet.table.previous: "Mëparshme"');
  });
});

describe.each(['de', 'al'] as const)('the %s catalogues', (language) => {
  const variants = wrongWords.filter((word) => word.language === language);

  it.each(variants.map((word) => [word.variant, word.say]))('hold no "%s" (the glossary says %s)', (variant) => {
    const found = hits(catalogues[language], variant);
    expect(found, `"${variant}" in ${language}:\n  ${found.join('\n  ')}`).toEqual([]);
  });
});

describe.each(['en', 'de', 'al'] as const)('the %s messages with a count', (language) => {
  const texts = [...catalogues[language]].filter(([key]) => !key.startsWith('mail.') && !key.startsWith('calendar.'));

  // English, German and Albanian all count one and more (Polyglot: "singular |||| plural").
  it('have a form for one and a form for more where they show %{smart_count}', () => {
    const single = texts
      .filter(([, text]) => text.includes('%{smart_count}') && text.split('||||').length !== 2)
      .map(([key, text]) => `${key}: ${JSON.stringify(text)}`);
    expect(single, `messages with %{smart_count} but not two forms:\n  ${single.join('\n  ')}`).toEqual([]);
  });

  it('have exactly two forms where they have forms at all', () => {
    const odd = texts
      .filter(([, text]) => text.includes('||||') && text.split('||||').length !== 2)
      .map(([key, text]) => `${key}: ${JSON.stringify(text)}`);
    expect(odd).toEqual([]);
  });
});
