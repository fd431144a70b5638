import pLimit from 'p-limit';

/**
 * A search (a list asked with `q`) may read thousands of rows where a page reads 25: a common word
 * in the maintenance notes is counted over a tenth of a company's records. Each request holds one of
 * the pool's connections from its signed-in check to its commit, so a burst of searches (a morning's
 * first minute, everyone at once) could hold them all, while sign-ins and pages waited for the pool
 * until they answered 503. At most half the pool serves searches at once; the others wait here, in
 * memory, before they take a connection, and every other request still finds one
 * (docs/architecture.md, Request path). A slot is held until the search's answer has gone (a CSV
 * export reads its search after its transaction has ended); the request timeout bounds the wait.
 */
type SearchSlot = () => Promise<SlotRelease>;
/** Gives the slot back; harmless twice. */
type SlotRelease = () => void;

export function searchSlots(poolSize: number): SearchSlot {
  const limit = pLimit(Math.max(1, Math.floor(poolSize / 2)));
  // p-limit runs a function when a slot is free and frees it when its promise settles: the function's
  // promise settles only when the request lets go.
  return () =>
    new Promise<SlotRelease>((granted) => {
      void limit(() => new Promise<void>((release) => granted(() => release())));
    });
}

/** A signed-in GET (or HEAD) of a list with a search term. */
export const isSearch = (method: string, query: unknown): boolean => {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const q = (query as { q?: unknown } | undefined)?.q;
  return typeof q === 'string' && q !== '';
};
