/**
 * How long a retried create (an inspection, its photo, a fuel entry, a meter reading, an issue) finds
 * its first answer by its Idempotency-Key: at least 24 hours, as promised, so that a phone's outbox that
 * was a day without signal still sends its retries safely (docs/api.md, Idempotency-Key).
 */
export const IDEMPOTENCY_KEEP_HOURS = 48;
