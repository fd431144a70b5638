import type { Language } from './languages';

/**
 * docs/product.md, Formats: dates dd.MM.yyyy, money with 2 decimals and €, distances in km, each with
 * the language's own separators. The browser's screens and the server's messages share these.
 *
 * The separators are written down here rather than read from the runtime's Intl data: a browser
 * without Albanian locale data (Debian's Chromium is one) would otherwise print English numbers on
 * an Albanian screen, and every runtime must show the same value the same way.
 */
interface Separators {
  decimal: string;
  group: string;
  /** Albanian leaves four-digit numbers ungrouped (1234,50) and groups from five (12 345,50), as CLDR says. */
  minimumGroupingDigits: number;
}

export const NUMBER_SEPARATORS: Record<Language, Separators> = {
  en: { decimal: '.', group: ',', minimumGroupingDigits: 1 },
  de: { decimal: ',', group: '.', minimumGroupingDigits: 1 },
  al: { decimal: ',', group: '\u00A0', minimumGroupingDigits: 2 },
};

/** How every date is shown and typed, in every language (date-fns tokens): `01.03.2026`. */
export const DATE_FORMAT = 'dd.MM.yyyy';

/** `2026-03-01` or an ISO timestamp → `01.03.2026`; undefined when there is no valid date. */
export function formatDate(value: string | null | undefined): string | undefined {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return undefined;
  const [, year, month, day] = match;
  return `${day}.${month}.${year}`;
}

/** A number with the language's separators and exactly `decimals` decimals (rounded half away from zero). */
export function formatNumber(value: number, language: Language, decimals = 0): string {
  const { decimal, group, minimumGroupingDigits } = NUMBER_SEPARATORS[language];
  const [whole = '0', fraction] = Math.abs(value).toFixed(decimals).split('.');
  const grouped = whole.length >= 3 + minimumGroupingDigits ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, group) : whole;
  const sign = value < 0 && Number(`${whole}.${fraction ?? 0}`) !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? `${decimal}${fraction}` : ''}`;
}

/** `1234.5` → `1,234.50 €` (en), `1.234,50 €` (de), `1234,50 €` (al). */
/** A quantity of a part (docs/work-orders.md): whole as a whole number, else with its hundredths. */
export function formatQuantity(value: number, language: Language): string {
  return formatNumber(value, language, Number.isInteger(value) ? 0 : 2);
}

export function formatCost(value: number, language: Language): string {
  return `${formatNumber(value, language, 2)} €`;
}

/** `123456` → `123,456 km` (en), `123.456 km` (de), `123 456 km` (al). */
export function formatKilometres(value: number, language: Language): string {
  return `${formatNumber(value, language, 0)} km`;
}
