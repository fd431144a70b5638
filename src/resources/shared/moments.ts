import { DEFAULT_TIME_ZONE } from '../../../contract/time-zones';
import { useSignedInUser } from '../../authProvider/useSignedInUser';

/**
 * A moment (an issue reported, a comment written, an inspection made) as the fleet writes it:
 * dd.MM.yyyy HH:mm, in the company's time zone, where the yard's day and hour are counted.
 */
export function formatMoment(timestamp: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(timestamp))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
}

/** The day of a moment, dd.MM.yyyy, in the company's time zone. */
export function formatMomentDay(timestamp: string, timeZone: string): string {
  return formatMoment(timestamp, timeZone).slice(0, 10);
}

/** The signed-in user's company's time zone, in which moments are written. */
export function useTimeZone(): string {
  return useSignedInUser()?.time_zone ?? DEFAULT_TIME_ZONE;
}
