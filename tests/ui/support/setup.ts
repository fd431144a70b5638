import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB, which every browser Fleet runs in has: the outbox and the yard copy live
// there (src/outbox/store.ts, src/sw/yardCopy.ts).
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// A whole react-admin screen can take seconds to render on a busy machine (CI has 2 CPUs, and other
// work may run beside it): findBy* and waitFor wait up to 15 s for what they look for, instead of 1 s.
// They return as soon as it is there, so a passing test is no slower.
configure({ asyncUtilTimeout: 15_000 });

/**
 * Empties every store of every IndexedDB database. The app keeps its databases open for the page's
 * life (a module holds each connection), which would block deleting one: its stores are emptied instead.
 */
async function emptyIndexedDb() {
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue;
    await new Promise<void>((resolve, reject) => {
      const opening = indexedDB.open(name);
      opening.onerror = () => reject(opening.error);
      opening.onsuccess = () => {
        const db = opening.result;
        const stores = [...db.objectStoreNames];
        if (stores.length === 0) {
          db.close();
          resolve();
          return;
        }
        const clearing = db.transaction(stores, 'readwrite');
        for (const store of stores) clearing.objectStore(store).clear();
        clearing.oncomplete = () => {
          db.close();
          resolve();
        };
        clearing.onerror = () => reject(clearing.error);
      };
    });
  }
}

// Each test starts with empty storage, IndexedDB and cookies, as a new browser profile would.
afterEach(async () => {
  cleanup();
  localStorage.clear();
  await emptyIndexedDb();
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; max-age=0; path=/`;
  }
});
