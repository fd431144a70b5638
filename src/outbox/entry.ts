/**
 * What the outbox keeps (docs/yard.md, Offline): a record made on this device that the server has not
 * yet answered for, in the order it was made. The four kinds a driver makes in the yard, each sent to its
 * route with its own Idempotency-Key, kept from the first try to the last, so that a retry after a lost
 * answer never makes it twice.
 */
const OUTBOX_KINDS = ['inspection', 'issue', 'fuel', 'reading'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** Where each kind is sent. */
export const OUTBOX_PATHS: Record<OutboxKind, string> = {
  inspection: '/api/inspections',
  issue: '/api/issues',
  fuel: '/api/fuel-entries',
  reading: '/api/meter-readings',
};

/** A photo of an inspection's item, kept as its bytes until the inspection it belongs to is in. */
export interface OutboxPhoto {
  itemId?: string;
  blob: Blob;
  name: string;
  sent: boolean;
}

/** Why the server refused it (a 4xx): its sentence, and its field messages when it named fields. */
export interface Refusal {
  status: number;
  reason: string;
  fields: { field: string; message: string }[];
}

export interface OutboxEntry {
  /** Given by IndexedDB as it is kept: the order the records were made in. */
  id?: number;
  /** The Idempotency-Key every try sends; a corrected body gets a new one. */
  key: string;
  kind: OutboxKind;
  /** Whose it is: only they send it, once signed in on this device again. */
  employeeId: string;
  vehicleId: string;
  /** The vehicle's plate, to say whose record it is while the vehicle cannot be read. */
  plate: string;
  body: Record<string, unknown>;
  photos: OutboxPhoto[];
  /** The inspection's id once the server has it, its photos still to send. */
  sentId?: string;
  madeAt: string;
  refused?: Refusal;
}

/** The kind a create of a resource's API path is kept as, if it is one the outbox keeps. */
export function kindOfPath(path: string): OutboxKind | undefined {
  return OUTBOX_KINDS.find((kind) => OUTBOX_PATHS[kind] === path);
}
