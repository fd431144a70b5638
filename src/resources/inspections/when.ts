import { formatDate } from '../../../contract/formats';

/**
 * When an inspection was made, in the reader's time zone: `25.11.2026 07:42`. A day in the fleet's
 * format (docs/product.md, Formats), then the time on a 24-hour clock, which every language reads.
 */
export function formatWhen(timestamp: string, timeZone: string): string {
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
  return `${formatDate(`${parts.year}-${parts.month}-${parts.day}`)} ${parts.hour}:${parts.minute}`;
}

/** The day alone, in the reader's time zone: `25.11.2026`. */
export function formatWhenDay(timestamp: string, timeZone: string): string {
  return formatWhen(timestamp, timeZone).split(' ')[0]!;
}
