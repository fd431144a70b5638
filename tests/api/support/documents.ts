import { createHash } from 'node:crypto';
import type { Database } from '../../../server/db/client';
import { documentAttachments, documents } from '../../../server/db/schema';
import { PNG } from './images';

/** A document inserted straight into the database, as the fixtures make records: an insurance policy unless told. */
export async function makeDocument(
  db: Database,
  subject: { companyId: string; vehicleId?: string; employeeId?: string },
  overrides: Partial<typeof documents.$inferInsert> = {},
) {
  const [row] = await db
    .insert(documents)
    .values({
      companyId: subject.companyId,
      vehicleId: subject.vehicleId ?? null,
      employeeId: subject.employeeId ?? null,
      kind: subject.vehicleId ? 'insurance' : 'driving_licence',
      number: `N-${Math.random().toString(16).slice(2, 10)}`,
      issuer: 'Allianz',
      issuedOn: '2026-01-01',
      expiresOn: '2027-01-01',
      ...overrides,
    })
    .returning();
  return row!;
}

/** An attachment of a document, a PNG unless told. */
export async function makeAttachment(db: Database, document: { id: string; companyId: string }, content: Buffer = PNG) {
  const [row] = await db
    .insert(documentAttachments)
    .values({
      companyId: document.companyId,
      documentId: document.id,
      fileName: 'scan.png',
      mimeType: 'image/png',
      byteSize: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      content,
    })
    .returning();
  return row!;
}
