import type { Language } from '../../../contract/languages';
import type { DueItem } from '../../../contract/schemas/notification';

/**
 * The reminder email's words in Fleet's three languages (docs/reminders.md, Email), in the words of
 * docs/glossary.md. German and Albanian are typed against English, so a missing sentence does not compile.
 */
const english = {
  subject: (count: number) => (count === 1 ? 'Fleet: 1 vehicle needs attention' : `Fleet: ${count} reminders about your vehicles`),
  greeting: (name: string) => `Hello ${name},`,
  intro: 'these vehicles are due soon or overdue:',
  items: { legislation: 'Legislation control', service: 'Obligatory service', document: 'Document expiry' } satisfies Record<
    DueItem,
    string
  >,
  soon: 'due soon',
  overdue: 'overdue',
  weeksOverdue: (weeks: number) => (weeks === 1 ? 'still overdue after 1 week' : `still overdue after ${weeks} weeks`),
  dueOn: (date: string) => `due on ${date}`,
  atKm: (km: string) => `at ${km} km`,
  open: 'Open in Fleet',
  stillOverdue: 'Still overdue:',
  why: 'You receive this because reminders by email are on in your Fleet settings.',
  testSubject: 'Fleet: a test email',
  testBody: 'This is a test from your Fleet reminder settings. Reminders will reach you at this address.',
};
type Words = typeof english;

const german: Words = {
  subject: (count) => (count === 1 ? 'Fleet: 1 Fahrzeug braucht Aufmerksamkeit' : `Fleet: ${count} Erinnerungen zu Ihren Fahrzeugen`),
  greeting: (name) => `Hallo ${name},`,
  intro: 'diese Fahrzeuge sind bald fällig oder überfällig:',
  items: { legislation: 'Hauptuntersuchung', service: 'Wartung', document: 'Ablauf eines Dokuments' },
  soon: 'bald fällig',
  overdue: 'überfällig',
  weeksOverdue: (weeks) => (weeks === 1 ? 'seit 1 Woche überfällig' : `seit ${weeks} Wochen überfällig`),
  dueOn: (date) => `fällig am ${date}`,
  atKm: (km) => `bei ${km} km`,
  open: 'In Fleet öffnen',
  stillOverdue: 'Weiterhin überfällig:',
  why: 'Sie erhalten diese E-Mail, weil Erinnerungen per E-Mail in Ihren Fleet-Einstellungen eingeschaltet sind.',
  testSubject: 'Fleet: eine Test-E-Mail',
  testBody: 'Dies ist ein Test aus Ihren Fleet-Einstellungen für Erinnerungen. Erinnerungen erreichen Sie unter dieser Adresse.',
};

const albanian: Words = {
  subject: (count) => (count === 1 ? 'Fleet: 1 automjet kërkon vëmendje' : `Fleet: ${count} kujtesa për automjetet tuaja`),
  greeting: (name) => `Përshëndetje ${name},`,
  intro: 'këto automjete kanë afate që afrojnë ose janë me vonesë:',
  items: { legislation: 'Kontrolli teknik', service: 'Shërbimi i detyrueshëm', document: 'Skadimi i dokumentit' },
  soon: 'afati afron',
  overdue: 'me vonesë',
  weeksOverdue: (weeks) => (weeks === 1 ? 'ende me vonesë pas 1 jave' : `ende me vonesë pas ${weeks} javësh`),
  dueOn: (date) => `afati më ${date}`,
  atKm: (km) => `në ${km} km`,
  open: 'Hap në Fleet',
  stillOverdue: 'Ende me vonesë:',
  why: 'E merrni këtë email sepse kujtesat me email janë të aktivizuara në cilësimet tuaja të Fleet.',
  testSubject: 'Fleet: një email provë',
  testBody: 'Kjo është një provë nga cilësimet tuaja të kujtesave në Fleet. Kujtesat do t’ju arrijnë në këtë adresë.',
};

export const MAIL_WORDS: Record<Language, Words> = { en: english, de: german, al: albanian };
