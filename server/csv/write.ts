/**
 * One CSV record (RFC 4180): fields joined by the delimiter and ended by CRLF; a field is quoted when
 * it holds the delimiter, a quote, a line break or space at its ends, and quotes inside are doubled.
 *
 * A field that a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a carriage
 * return) gets a leading apostrophe, OWASP's defence against CSV injection: a note such as
 * `=HYPERLINK(…)` typed by one user must not become a live link on a manager's machine. The import
 * takes exactly one apostrophe off such a field again (unguardFormula), so every value comes back as
 * it was, even one that itself began with apostrophes before a formula sign.
 */
const GUARDED = /^'*[=+\-@\t\r]/;

export function guardFormula(value: string): string {
  return GUARDED.test(value) ? `'${value}` : value;
}

export function unguardFormula(value: string): string {
  return value.startsWith("'") && GUARDED.test(value) ? value.slice(1) : value;
}

function csvField(value: string, delimiter: string): string {
  const guarded = guardFormula(value);
  const needsQuotes = guarded.includes(delimiter) || /["\r\n]/.test(guarded) || guarded !== guarded.trim();
  return needsQuotes ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

export function csvRecord(fields: readonly string[], delimiter: string): string {
  return `${fields.map((field) => csvField(field, delimiter)).join(delimiter)}\r\n`;
}
