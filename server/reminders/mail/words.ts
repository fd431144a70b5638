import type { Language } from '../../../contract/languages';
import type { ReminderItem } from '../../../contract/schemas/notification';

/**
 * The reminder email's words in Fleet's three languages (docs/reminders.md, Email), in the words of
 * docs/glossary.md: an inspection is a Fahrzeugkontrolle, kontrolli i automjetit; an issue a Mangel,
 * defekti; out of service außer Betrieb, jashtë shërbimit; a part an Ersatzteil, pjesë këmbimi; the
 * reorder level the Meldebestand, niveli i ripërpotësimit (contract/vocabulary.ts, partLabels).
 * German and Albanian are typed against English, so a missing sentence does not compile.
 */
const english = {
  subject: (count: number) => (count === 1 ? 'Fleet: 1 vehicle needs attention' : `Fleet: ${count} reminders about your vehicles`),
  greeting: (name: string) => `Hello ${name},`,
  intro: 'these vehicles are due soon or overdue:',
  items: {
    legislation: 'Legislation control',
    service: 'Obligatory service',
    document: 'Document expiry',
    inspection: 'Inspection',
    issue: 'Critical issue',
    reorder: 'Below the reorder level',
  } satisfies Record<ReminderItem, string>,
  /** An inspection owed today that nobody has made yet. */
  notDone: 'not done yet',
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
  /** A new critical issue, told at once (docs/inspections.md): the vehicle is out of service. */
  issueSubject: (plate: string, count: number) =>
    count === 1 ? `Fleet: critical issue on ${plate}, out of service` : `Fleet: ${count} critical issues, vehicles out of service`,
  issueIntro: (count: number): string =>
    count === 1
      ? 'a critical issue was reported. The vehicle is out of service until the issue is resolved:'
      : 'critical issues were reported. The vehicles are out of service until the issues are resolved:',
  reportedBy: (name: string, date: string) => `reported by ${name} on ${date}`,
  reportedOn: (date: string) => `reported on ${date}`,
  openIssue: 'Open the issue in Fleet',
  /** A branch fell below a part's reorder level (docs/work-orders.md, Reorder reminders). */
  reorderSubject: (part: string, branch: string, count: number) =>
    count === 1 ? `Fleet: reorder ${part} for ${branch}` : `Fleet: ${count} parts to reorder`,
  reorderIntro: (count: number): string =>
    count === 1
      ? 'a branch now holds fewer of this part than its reorder level. It is to be reordered:'
      : 'branches now hold fewer of these parts than their reorder level. They are to be reordered:',
  /** What the branch holds and the level: "2 set on hand, reorder level 5 set". */
  stockLevel: (onHand: string, level: string) => `${onHand} on hand, reorder level ${level}`,
  openParts: 'Open the parts in Fleet',
};
type Words = typeof english;

const german: Words = {
  subject: (count) => (count === 1 ? 'Fleet: 1 Fahrzeug braucht Aufmerksamkeit' : `Fleet: ${count} Erinnerungen zu Ihren Fahrzeugen`),
  greeting: (name) => `Hallo ${name},`,
  intro: 'diese Fahrzeuge sind bald fällig oder überfällig:',
  items: {
    legislation: 'Hauptuntersuchung',
    service: 'Wartung',
    document: 'Ablauf eines Dokuments',
    inspection: 'Fahrzeugkontrolle',
    issue: 'Kritischer Mangel',
    reorder: 'Unter Meldebestand',
  },
  notDone: 'noch nicht durchgeführt',
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
  issueSubject: (plate, count) =>
    count === 1 ? `Fleet: kritischer Mangel an ${plate}, außer Betrieb` : `Fleet: ${count} kritische Mängel, Fahrzeuge außer Betrieb`,
  issueIntro: (count) =>
    count === 1
      ? 'ein kritischer Mangel wurde gemeldet. Das Fahrzeug ist außer Betrieb, bis der Mangel behoben ist:'
      : 'kritische Mängel wurden gemeldet. Die Fahrzeuge sind außer Betrieb, bis die Mängel behoben sind:',
  reportedBy: (name, date) => `gemeldet von ${name} am ${date}`,
  reportedOn: (date) => `gemeldet am ${date}`,
  openIssue: 'Mangel in Fleet öffnen',
  reorderSubject: (part, branch, count) =>
    count === 1 ? `Fleet: ${part} für ${branch} nachbestellen` : `Fleet: ${count} Ersatzteile nachbestellen`,
  reorderIntro: (count) =>
    count === 1
      ? 'der Bestand dieses Ersatzteils ist in der Niederlassung unter den Meldebestand gefallen. Es ist nachzubestellen:'
      : 'der Bestand dieser Ersatzteile ist in den Niederlassungen unter den Meldebestand gefallen. Sie sind nachzubestellen:',
  stockLevel: (onHand, level) => `Bestand ${onHand}, Meldebestand ${level}`,
  openParts: 'Ersatzteile in Fleet öffnen',
};

const albanian: Words = {
  subject: (count) => (count === 1 ? 'Fleet: 1 automjet kërkon vëmendje' : `Fleet: ${count} kujtesa për automjetet tuaja`),
  greeting: (name) => `Përshëndetje ${name},`,
  intro: 'këto automjete kanë afate që afrojnë ose janë me vonesë:',
  items: {
    legislation: 'Kontrolli teknik',
    service: 'Shërbimi i detyrueshëm',
    document: 'Skadimi i dokumentit',
    inspection: 'Kontrolli i automjetit',
    issue: 'Defekt kritik',
    reorder: 'Nën nivelin e ripërpotësimit',
  },
  notDone: 'ende i pakryer',
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
  issueSubject: (plate, count) =>
    count === 1 ? `Fleet: defekt kritik në ${plate}, jashtë shërbimit` : `Fleet: ${count} defekte kritike, automjete jashtë shërbimit`,
  issueIntro: (count) =>
    count === 1
      ? 'u raportua një defekt kritik. Automjeti është jashtë shërbimit derisa defekti të rregullohet:'
      : 'u raportuan defekte kritike. Automjetet janë jashtë shërbimit derisa defektet të rregullohen:',
  reportedBy: (name, date) => `raportuar nga ${name} më ${date}`,
  reportedOn: (date) => `raportuar më ${date}`,
  openIssue: 'Hap defektin në Fleet',
  reorderSubject: (part, branch, count) =>
    count === 1 ? `Fleet: ${part} duhet porositur për degën ${branch}` : `Fleet: ${count} pjesë këmbimi duhen porositur`,
  reorderIntro: (count) =>
    count === 1
      ? 'gjendja e kësaj pjese këmbimi në degë ra nën nivelin e ripërpotësimit. Pjesa duhet porositur:'
      : 'gjendja e këtyre pjesëve të këmbimit në degë ra nën nivelin e ripërpotësimit. Pjesët duhen porositur:',
  stockLevel: (onHand, level) => `gjendja ${onHand}, niveli i ripërpotësimit ${level}`,
  openParts: 'Hap pjesët e këmbimit në Fleet',
};

export const MAIL_WORDS: Record<Language, Words> = { en: english, de: german, al: albanian };
