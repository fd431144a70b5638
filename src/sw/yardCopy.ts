import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { InspectionForm } from '../../contract/schemas/inspection-form';
import type { Vehicle } from '../../contract/schemas/vehicle';
import { YARD_CACHE } from './keptReads';

/*
 * The yard copy (docs/yard.md, Offline): the signed-in person's vehicles in scope and the inspection
 * forms they may fill, kept on the device when they sign in and while they are online, so that a label
 * of a vehicle never opened on this phone still opens, and can be inspected, with no signal. The page
 * keeps it (src/layout/yard/), the service worker answers from it when the network and its kept
 * answers have nothing (src/sw/yardCopyAnswers.ts). It is one person's: signing out forgets it.
 */
export interface YardCopy {
  /** Whose it is: another person signing in on the device replaces it before it answers anything of theirs. */
  personId: string;
  /** When it was read from the server (ms since the epoch). */
  keptAt: number;
  vehicles: Vehicle[];
  forms: InspectionForm[];
}

interface YardCopyDb extends DBSchema {
  copy: { key: string; value: YardCopy };
}

const DB_NAME = 'fleet-yard-copy';
const KEY = 'current';

// Opened once per page or service worker; a database that cannot open (a private window that refuses
// IndexedDB) is tried again next time rather than remembered as broken.
let opened: Promise<IDBPDatabase<YardCopyDb>> | undefined;
function database() {
  opened ??= Promise.resolve()
    .then(() =>
      openDB<YardCopyDb>(DB_NAME, 1, {
        upgrade(db) {
          db.createObjectStore('copy');
        },
      }),
    )
    .catch((error: unknown) => {
      opened = undefined;
      throw error;
    });
  return opened;
}

export async function readYardCopy(): Promise<YardCopy | undefined> {
  return (await database()).get('copy', KEY);
}

export async function keepYardCopy(copy: YardCopy): Promise<void> {
  await (await database()).put('copy', copy, KEY);
}

/**
 * Forgets what the device keeps of the person's reads: the yard copy and the service worker's kept
 * answers (src/sw/sw.ts). Called on sign-out, so that a shared phone answers nothing of theirs offline
 * to whoever signs in next. The outbox is not read data: signing out asks about it (src/layout/outbox/).
 */
export async function forgetKeptReads(): Promise<void> {
  await Promise.allSettled([
    database().then((db) => db.delete('copy', KEY)),
    typeof caches === 'undefined' ? Promise.resolve(true) : caches.delete(YARD_CACHE),
  ]);
}
