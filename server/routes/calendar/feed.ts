import ical, { ICalEventTransparency } from 'ical-generator';
import { formatNumber } from '../../../contract/formats';
import type { Language } from '../../../contract/languages';
import type { DueItem } from '../../../contract/schemas/notification';
import { documentKindNames } from '../../../contract/vocabulary';
import type { CalendarItem } from './repository';

/** How often a calendar program should fetch the feed again: records change during the day. */
const REFRESH_SECONDS = 60 * 60;

/** The feed's words in Fleet's three languages (docs/glossary.md); German and Albanian are typed against English. */
const english = {
  name: 'Fleet reminders',
  due: { legislation: 'Legislation control due', service: 'Service due', document: 'Expires' } satisfies Record<DueItem, string>,
  dayOrKm: (km: string) => `Due on this day or at ${km} km, whichever comes first.`,
  forecastKm: (km: string) => `Due at ${km} km, likely on this day at the vehicle's pace.`,
};
export const CALENDAR_WORDS: Record<Language, typeof english> = {
  en: english,
  de: {
    name: 'Fleet-Erinnerungen',
    due: { legislation: 'Hauptuntersuchung fällig', service: 'Wartung fällig', document: 'Läuft ab' },
    dayOrKm: (km) => `Fällig an diesem Tag oder bei ${km} km, je nachdem, was zuerst eintritt.`,
    forecastKm: (km) => `Fällig bei ${km} km, beim bisherigen Tempo des Fahrzeugs voraussichtlich an diesem Tag.`,
  },
  al: {
    name: 'Kujtesat e Fleet',
    due: { legislation: 'Afati i kontrollit teknik', service: 'Afati i shërbimit', document: 'Skadon' },
    dayOrKm: (km) => `Afati është në këtë ditë ose në ${km} km, cilido që vjen i pari.`,
    forecastKm: (km) => `Afati është në ${km} km; me ritmin e automjetit, ka gjasa të jetë në këtë ditë.`,
  },
};

/** What an event says of its item, in the person's language (docs/reminders.md, Calendar feed). */
function wordsOf(
  { item, vehicleId, licensePlate, model, documentKind, employeeName, dueKm, forecast }: CalendarItem,
  language: Language,
): { summary: string; description?: string } {
  const words = CALENDAR_WORDS[language];
  const km = dueKm === null ? null : formatNumber(dueKm, language);
  const whose = vehicleId ? `${licensePlate} (${model})` : employeeName;
  // A document: "Insurance policy expires: B-FL 123 (Sprinter)", its kind named first.
  if (documentKind) return { summary: `${documentKindNames[language][documentKind]} · ${words.due.document}: ${whose}` };
  return {
    summary: `${forecast ? '≈ ' : ''}${words.due[item]}: ${whose}`,
    ...(item === 'service' && km !== null && { description: forecast ? words.forecastKm(km) : words.dayOrKm(km) }),
  };
}

/**
 * The feed as iCalendar (RFC 5545): one all-day event per item, on its due day. An event's UID names
 * the vehicle, the item and the due date, so a calendar program updates the event it has rather than
 * adding a second one; a new due date (the control done) is a new event, and the old one goes.
 * `baseUrl` links each event to its vehicle's page, when Fleet knows its public address.
 */
export function calendarText(items: readonly CalendarItem[], options: { baseUrl?: string; now: Date; language: Language }): string {
  const calendar = ical({
    name: CALENDAR_WORDS[options.language].name,
    prodId: { company: 'Fleet', product: 'reminders', language: options.language === 'al' ? 'SQ' : options.language.toUpperCase() },
    ttl: REFRESH_SECONDS,
  });
  for (const item of items) {
    calendar.createEvent({
      id: `${item.documentId ?? item.vehicleId}-${item.item}-${item.dueDate}@fleet`,
      // A 'yyyy-MM-dd' string is read as that day in UTC, which is the day written for an all-day event.
      start: item.dueDate,
      allDay: true,
      stamp: options.now,
      // A reminder takes no time: it does not make its reader busy.
      transparency: ICalEventTransparency.TRANSPARENT,
      ...wordsOf(item, options.language),
      ...(options.baseUrl && {
        url: item.vehicleId ? `${options.baseUrl}/dashboard/vehicles/${item.vehicleId}/details` : `${options.baseUrl}/dashboard/documents`,
      }),
    });
  }
  return calendar.toString();
}
