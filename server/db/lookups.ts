import { chunksOf } from '../../contract/chunks';

/** Keys a statement: far below PostgreSQL's limit of parameters, and an answer read in a moment. */
const LOOKUP_BATCH = 1000;

/**
 * What an import's rows need from the database, looked up a batch of keys at a time: one statement
 * per batch, never one per row, so 20,000 plates make 20 short statements. The event loop answers
 * other requests while each one runs, and no answer is big enough to hold it up when it arrives.
 */
export async function lookUpInBatches<Key, Found>(keys: readonly Key[], lookUp: (batch: Key[]) => Promise<Found[]>): Promise<Found[]> {
  const found: Found[] = [];
  for (const batch of chunksOf(keys, LOOKUP_BATCH)) found.push(...(await lookUp(batch)));
  return found;
}
