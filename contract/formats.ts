/**
 * product.md "Formats": dates dd.MM.yyyy, money with 2 decimals and €, distances in km, each with
 * the language's own separators. The browser and the CSV export (a later issue) share these.
 */

/** `2026-03-01` or an ISO timestamp → `01.03.2026`; undefined when there is no valid date. */
export function formatDate(value: string | null | undefined): string | undefined {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return undefined;
  const [, year, month, day] = match;
  return `${day}.${month}.${year}`;
}

/** `1234.5` → `1,234.50 €` (en) or `1.234,50 €` (de, sq). */
export function formatCost(value: number, languageTag: string): string {
  return `${new Intl.NumberFormat(languageTag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} €`;
}

/** `123456` → `123,456 km` (en) or `123.456 km` (de, sq). */
export function formatKilometres(value: number, languageTag: string): string {
  return `${new Intl.NumberFormat(languageTag, { maximumFractionDigits: 0 }).format(value)} km`;
}
