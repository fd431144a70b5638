import { describe, expect, it } from 'vitest';
import { dueDocuments, earliestExpiry, licenceExpiry } from '../../contract/document-expiry';
import { DOCUMENT_EXPIRY_CASES } from './document-expiry-cases';

describe('which papers fall due, case by case', () => {
  it.each(DOCUMENT_EXPIRY_CASES)('$name', ({ documents, due, earliest, licence }) => {
    expect(dueDocuments(documents).map((document) => document.id)).toEqual(due);
    expect(earliestExpiry(documents)).toBe(earliest);
    expect(licenceExpiry(documents)).toBe(licence);
    // The order documents come in changes nothing.
    expect(dueDocuments([...documents].reverse()).map((document) => document.id)).toEqual([...due].reverse());
  });
});
