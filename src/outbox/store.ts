import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxEntry } from './entry';

/*
 * The outbox lives in IndexedDB (docs/yard.md, Offline): it outlives a closed tab, a reload and a phone
 * that put the browser to sleep, and holds a photo's bytes as a Blob. Every change is told to the
 * screens that show it, in this tab and, through a BroadcastChannel, in the person's other tabs.
 */
interface OutboxDb extends DBSchema {
  entries: { key: number; value: OutboxEntry; indexes: { employee: string } };
}

const DB_NAME = 'fleet-outbox';
const CHANGES = 'fleet-outbox-changes';

let opened: Promise<IDBPDatabase<OutboxDb>> | undefined;
const database = () =>
  (opened ??= openDB<OutboxDb>(DB_NAME, 1, {
    upgrade(db) {
      const entries = db.createObjectStore('entries', { keyPath: 'id', autoIncrement: true });
      entries.createIndex('employee', 'employeeId');
    },
  }));

const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANGES) : undefined;
channel?.addEventListener('message', () => listeners.forEach((listener) => listener()));
function changed() {
  listeners.forEach((listener) => listener());
  channel?.postMessage('changed');
}

/** Called after every change of the outbox; answers the function that stops it. */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A person's entries, in the order they were made. */
export async function entriesOf(employeeId: string): Promise<OutboxEntry[]> {
  const entries = await (await database()).getAllFromIndex('entries', 'employee', employeeId);
  return entries.sort((a, b) => a.id! - b.id!);
}

export async function keep(entry: Omit<OutboxEntry, 'id'>): Promise<number> {
  const id = await (await database()).add('entries', entry as OutboxEntry);
  changed();
  return id;
}

export async function rewrite(entry: OutboxEntry): Promise<void> {
  await (await database()).put('entries', entry);
  changed();
}

export async function discard(id: number): Promise<void> {
  await (await database()).delete('entries', id);
  changed();
}

/** Every entry of a person's, sent or not: signing out and discarding. */
export async function discardAllOf(employeeId: string): Promise<void> {
  const db = await database();
  const ids = await db.getAllKeysFromIndex('entries', 'employee', employeeId);
  const tx = db.transaction('entries', 'readwrite');
  await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
  changed();
}
