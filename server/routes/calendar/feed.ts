import ical, { ICalEventTransparency } from 'ical-generator';
import type { CalendarItem } from './repository';

/** How often a calendar program should fetch the feed again: records change during the day. */
const REFRESH_SECONDS = 60 * 60;

/** What an event says of its item. English for now; the person's language would go here. */
function wordsOf({ item, licensePlate, model, dueKm }: CalendarItem): { summary: string; description?: string } {
  const vehicle = `${licensePlate} (${model})`;
  if (item === 'legislation') return { summary: `Legislation control due: ${vehicle}` };
  return {
    summary: `Service due: ${vehicle}`,
    ...(dueKm !== null && { description: `Due on this day or at ${dueKm} km, whichever comes first.` }),
  };
}

/**
 * The feed as iCalendar (RFC 5545): one all-day event per item, on its due day. An event's UID names
 * the vehicle, the item and the due date, so a calendar program updates the event it has rather than
 * adding a second one; a new due date (the control done) is a new event, and the old one goes.
 * `baseUrl` links each event to its vehicle's page, when Fleet knows its public address.
 */
export function calendarText(items: readonly CalendarItem[], options: { baseUrl?: string; now: Date }): string {
  const calendar = ical({
    name: 'Fleet reminders',
    prodId: { company: 'Fleet', product: 'reminders', language: 'EN' },
    ttl: REFRESH_SECONDS,
  });
  for (const item of items) {
    calendar.createEvent({
      id: `${item.vehicleId}-${item.item}-${item.dueDate}@fleet`,
      // A 'yyyy-MM-dd' string is read as that day in UTC, which is the day written for an all-day event.
      start: item.dueDate,
      allDay: true,
      stamp: options.now,
      // A reminder takes no time: it does not make its reader busy.
      transparency: ICalEventTransparency.TRANSPARENT,
      ...wordsOf(item),
      ...(options.baseUrl && { url: `${options.baseUrl}/dashboard/vehicles/${item.vehicleId}/details` }),
    });
  }
  return calendar.toString();
}
