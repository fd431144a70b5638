/**
 * Items in slices of at most `size`: statements written a slice at a time (PostgreSQL takes at most
 * 65,535 parameters in one), and ids asked for a page of them at a time.
 */
export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
