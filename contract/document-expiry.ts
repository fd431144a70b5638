import type { DocumentKind } from './document-kinds';

/**
 * When a document falls due (docs/fleet-health.md, Documents): a document with an expiry date is an item of
 * the due rules, due on the day it expires, with the company's "due soon" days. A renewal supersedes
 * the document it renews: of a vehicle's or an employee's documents of one kind, only the current one
 * counts, the one that expires last (one without an expiry never does, so it is current and nothing of
 * that kind is due). Documents of kind `other` are unrelated to each other, so each counts on its own.
 * Ties (the same day) go to the greater id, so that exactly one of them is current.
 *
 * server/health/document-sql.ts and migration 0016's refresh_document_expiry hold the same rule in SQL;
 * tests/contract/document-expiry.test.ts and tests/api/document-expiry.test.ts hold both to one table.
 */
export interface ExpiringDocument {
  id: string;
  kind: DocumentKind;
  expires_on: string | null;
}

function supersedes(newer: ExpiringDocument, older: ExpiringDocument): boolean {
  if (newer.id === older.id || newer.kind !== older.kind || older.kind === 'other') return false;
  if (newer.expires_on === null) return true;
  if (older.expires_on === null) return false;
  return newer.expires_on > older.expires_on || (newer.expires_on === older.expires_on && newer.id > older.id);
}

/** The documents of one subject (a vehicle, or an employee) that fall due: current, and with an expiry. */
export function dueDocuments<Document extends ExpiringDocument>(documents: readonly Document[]): (Document & { expires_on: string })[] {
  return documents.filter(
    (document): document is Document & { expires_on: string } =>
      document.expires_on !== null && !documents.some((other) => supersedes(other, document)),
  );
}

/** The earliest expiry among a subject's due documents: what its documents' status counts from. */
export function earliestExpiry(documents: readonly ExpiringDocument[]): string | null {
  return dueDocuments(documents).reduce<string | null>(
    (earliest, document) => (earliest === null || document.expires_on < earliest ? document.expires_on : earliest),
    null,
  );
}

/** An employee's driving licence as the employees table flags it: the current licence's expiry. */
export function licenceExpiry(documents: readonly ExpiringDocument[]): string | null {
  return earliestExpiry(documents.filter((document) => document.kind === 'driving_licence'));
}
