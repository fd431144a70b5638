import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { DEPENDENT_NAMES, DUPLICATE_NAMES, NOT_FOUND_NAMES, messages } from '../../contract/messages';
import { translateContractMessage } from '../../src/i18n/contractMessages';
import { english } from '../../src/i18n/en';
import { german } from '../../src/i18n/de';
import { albanian } from '../../src/i18n/al';

/*
 * The API's sentences that name something ("Vehicle not found", "A branch with this name already
 * exists", "This company cannot be deleted: it still has …") reach a German or an Albanian user in
 * their language, every one of them: the server writes them from the lists in contract/messages.ts.
 */

const translators = {
  en: polyglotI18nProvider(() => english, 'en'),
  de: polyglotI18nProvider(() => german, 'de'),
  al: polyglotI18nProvider(() => albanian, 'al'),
};
const say = (language: keyof typeof translators, message: string) => translateContractMessage(translators[language].translate, message);

describe("the server's sentences that name something, in the user's language", () => {
  it('says every 404 and every taken name in German and Albanian, and in English as the server wrote it', () => {
    const sentences = [...Object.values(NOT_FOUND_NAMES).map(messages.notFound), ...Object.values(DUPLICATE_NAMES).map(messages.duplicate)];
    expect(sentences).toHaveLength(29);
    for (const sentence of sentences) {
      expect(say('en', sentence)).toBe(sentence);
      for (const language of ['de', 'al'] as const) {
        const said = say(language, sentence);
        expect(said, `${language}: ${sentence}`).not.toBe(sentence);
        expect(said, `${language}: ${sentence}`).not.toMatch(/not found|already exists|fleet\./);
      }
    }
    expect(say('de', messages.notFound('Vehicle'))).toBe('Fahrzeug nicht gefunden');
    expect(say('al', messages.duplicate('A branch with this name'))).toBe('Ekziston tashmë një degë me këtë emër');
  });

  it('says what still keeps a company or a branch, with each count in its own plural', () => {
    const company = messages.inUse(
      'company',
      `1 ${DEPENDENT_NAMES.branch[0]}, 2 ${DEPENDENT_NAMES.employee[1]} and 12 ${DEPENDENT_NAMES.vehicle[1]}`,
    );
    expect(say('en', company)).toBe(company);
    expect(say('de', company)).toBe(
      'Dieses Unternehmen kann nicht gelöscht werden: Es hat noch 1 Niederlassung, 2 Mitarbeiter und 12 Fahrzeuge',
    );
    expect(say('al', company)).toBe('Kjo kompani nuk mund të fshihet: ka ende 1 degë, 2 punonjës dhe 12 automjete');
    const branch = messages.inUse('branch', `1 ${DEPENDENT_NAMES.vehicle_with_archived[0]}`);
    expect(say('de', branch)).toBe('Diese Niederlassung kann nicht gelöscht werden: Sie hat noch 1 Fahrzeug (archivierte mitgezählt)');
    expect(say('al', branch)).toBe('Kjo degë nuk mund të fshihet: ka ende 1 automjet (përfshirë të arkivuarit)');
  });

  it('leaves a sentence it does not know as the server wrote it', () => {
    for (const sentence of ['Tractor not found', 'This company cannot be deleted: it still has 3 trailers']) {
      expect(say('de', sentence)).toBe(sentence);
    }
  });
});
