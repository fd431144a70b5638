import type { ExpiringDocument } from '../../contract/document-expiry';

/**
 * Which of a subject's documents fall due (contract/document-expiry.ts), as a table: the documents of one
 * vehicle or employee, and the ids of those that count, with the earliest expiry among them.
 * tests/contract/document-expiry.test.ts runs it through the contract, tests/api/document-expiry.test.ts
 * through the database's triggers: both must agree.
 */
interface DocumentExpiryCase {
  name: string;
  documents: ExpiringDocument[];
  due: string[];
  earliest: string | null;
  /** The current driving licence's expiry, as the employees table flags it. */
  licence: string | null;
}

// Ids in the order PostgreSQL compares uuids, so that "the greater id" means the same on both sides.
const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const DOCUMENT_EXPIRY_CASES: DocumentExpiryCase[] = [
  { name: 'no documents', documents: [], due: [], earliest: null, licence: null },
  {
    name: 'a document without an expiry never falls due',
    documents: [{ id: ID(1), kind: 'registration', expires_on: null }],
    due: [],
    earliest: null,
    licence: null,
  },
  {
    name: 'one insurance with an expiry falls due on it',
    documents: [{ id: ID(1), kind: 'insurance', expires_on: '2027-03-31' }],
    due: [ID(1)],
    earliest: '2027-03-31',
    licence: null,
  },
  {
    name: 'a renewal supersedes the policy it renews',
    documents: [
      { id: ID(1), kind: 'insurance', expires_on: '2026-03-31' },
      { id: ID(2), kind: 'insurance', expires_on: '2027-03-31' },
    ],
    due: [ID(2)],
    earliest: '2027-03-31',
    licence: null,
  },
  {
    name: 'a paper of the same kind without an expiry supersedes one with',
    documents: [
      { id: ID(1), kind: 'lease', expires_on: '2026-03-31' },
      { id: ID(2), kind: 'lease', expires_on: null },
    ],
    due: [],
    earliest: null,
    licence: null,
  },
  {
    name: 'kinds count apart: the earliest is the inspection',
    documents: [
      { id: ID(1), kind: 'insurance', expires_on: '2027-03-31' },
      { id: ID(2), kind: 'inspection', expires_on: '2026-12-01' },
    ],
    due: [ID(1), ID(2)],
    earliest: '2026-12-01',
    licence: null,
  },
  {
    name: 'papers of kind other each count on their own',
    documents: [
      { id: ID(1), kind: 'other', expires_on: '2026-09-01' },
      { id: ID(2), kind: 'other', expires_on: '2027-09-01' },
    ],
    due: [ID(1), ID(2)],
    earliest: '2026-09-01',
    licence: null,
  },
  {
    name: 'two papers of one kind expiring the same day: the greater id counts',
    documents: [
      { id: ID(1), kind: 'tachograph', expires_on: '2027-01-01' },
      { id: ID(2), kind: 'tachograph', expires_on: '2027-01-01' },
    ],
    due: [ID(2)],
    earliest: '2027-01-01',
    licence: null,
  },
  {
    name: 'an employee: the renewed licence flags, the medical certificate does not',
    documents: [
      { id: ID(1), kind: 'driving_licence', expires_on: '2025-05-01' },
      { id: ID(2), kind: 'driving_licence', expires_on: '2035-05-01' },
      { id: ID(3), kind: 'medical', expires_on: '2026-02-01' },
    ],
    due: [ID(2), ID(3)],
    earliest: '2026-02-01',
    licence: '2035-05-01',
  },
  {
    name: 'an expired licence that was never renewed',
    documents: [{ id: ID(1), kind: 'driving_licence', expires_on: '2025-05-01' }],
    due: [ID(1)],
    earliest: '2025-05-01',
    licence: '2025-05-01',
  },
];
