/*
 * The demo's calendar: days are whole numbers (days since 1970-01-01, UTC), so the history can be
 * laid out relative to today with plain arithmetic and never goes stale.
 */

export const DAY_MS = 86_400_000;
/** How far back the demo's records go: two years. */
export const HISTORY_DAYS = 730;
export const monthsToDays = (months: number) => Math.round(months * 30.44);
/** A day number (days since 1970-01-01, UTC) as yyyy-MM-dd. */
export const isoDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** A moment on that day, for created_at and updated_at. */
export const timestampOn = (day: number, hour: number, minute = 0) => new Date(day * DAY_MS + (hour * 60 + minute) * 60_000).toISOString();
