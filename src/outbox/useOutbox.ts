import { useEffect, useState } from 'react';
import type { OutboxEntry } from './entry';
import { entriesOf, onOutboxChange } from './store';

/** A person's entries in the outbox as they change, in the order they were made; undefined while first read. */
export function useOutbox(employeeId: string | undefined): OutboxEntry[] | undefined {
  const [read, setRead] = useState<{ employeeId: string; entries: OutboxEntry[] }>();
  useEffect(() => {
    if (!employeeId) return;
    let current = true;
    const load = () => {
      // No IndexedDB (a private window of some browsers): nothing can wait, and nothing does.
      entriesOf(employeeId).then(
        (entries) => current && setRead({ employeeId, entries }),
        () => current && setRead({ employeeId, entries: [] }),
      );
    };
    load();
    const stop = onOutboxChange(load);
    return () => {
      current = false;
      stop();
    };
  }, [employeeId]);
  if (!employeeId) return [];
  // Another person's entries (after a sign-in as someone else) are never shown while theirs are read.
  return read?.employeeId === employeeId ? read.entries : undefined;
}
