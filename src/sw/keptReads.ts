/**
 * The reads the service worker keeps the last answer of (src/sw/sw.ts, docs/yard.md): what the yard's
 * screens open without a network. The person's own session (who they are), their vehicles and a
 * vehicle by its label's code, the forms they may fill and the vehicle's open issues. Lists are kept by
 * their whole address, query included: the same screen asks the same address again. A file of theirs
 * (`export.csv`, `labels.pdf`: a dot in the last part) is never kept: it can be the whole fleet.
 */
export const KEPT_READS: readonly RegExp[] = [
  /^\/api\/auth\/me$/,
  /^\/api\/vehicles(\/[^/.]+)?$/,
  /^\/api\/vehicle-codes\/[^/]+$/,
  /^\/api\/inspection-forms(\/[^/.]+)?$/,
  /^\/api\/issues$/,
];

/** The cache the kept reads live in; sign-out empties it (src/sw/yardCopy.ts, forgetKeptReads). */
export const YARD_CACHE = 'fleet-yard-reads';
