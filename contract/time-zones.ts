/**
 * Each company counts its days in its own time zone (docs/reminders.md, A company's today): what is
 * due "today" and the hour its reminders go out are the company's local ones, never the server's or
 * UTC's. A day that began in Tirana at midnight has begun for a Tirana fleet, whatever the clock of
 * the machine that answers says.
 */

/** Where a new company counts its days until an admin sets its own zone. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** The local hour at which a company's daily reminder check runs, unless an admin changes it. */
export const DEFAULT_SEND_HOUR = 7;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one costs far more than using it, and lists ask per row. */
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

function localParts(timeZone: string, now: Date): { day: string; hour: number } {
  const parts = Object.fromEntries(
    dayFormat(timeZone)
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** The calendar day (yyyy-MM-dd) it is at `now` in `timeZone`. */
export function todayIn(timeZone: string, now = new Date()): string {
  return localParts(timeZone, now).day;
}

/** The hour of the day (0–23) it is at `now` in `timeZone`. */
export function hourIn(timeZone: string, now = new Date()): number {
  return localParts(timeZone, now).hour;
}

/**
 * Whether `name` is an IANA time zone this runtime can count in. Runtimes list different spellings of
 * some zones (Node's ICU lists `Asia/Calcutta`, others `Asia/Kolkata`) but accept both, so the test is
 * whether it counts in it, not whether it lists it. The server asks PostgreSQL too, whose names are
 * case-sensitive: what is stored is a name both know, spelt as given.
 */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * ICU, and so Node.js and Chromium, still lists some zones by names IANA has since replaced (CLDR keeps
 * them as its ids): someone looking for Kolkata or Kyiv would not find them. The picker offers
 * today's names; Intl and PostgreSQL accept both spellings.
 */
const CURRENT_NAMES: Readonly<Record<string, string>> = {
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** The IANA names this runtime knows, by today's names, UTC first and the rest in order, for the settings' picker. */
export function timeZoneNames(): string[] {
  // A runtime whose zone data predates a new name keeps the old one.
  const current = (name: string) => {
    const renamed = CURRENT_NAMES[name];
    return renamed && isTimeZone(renamed) ? renamed : name;
  };
  const names = new Set(Intl.supportedValuesOf('timeZone').map(current));
  names.delete('UTC');
  return ['UTC', ...[...names].sort()];
}
