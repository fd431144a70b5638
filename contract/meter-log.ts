import { daysBetween } from './due-rules';
import { MAX_PLAUSIBLE_KM_PER_DAY, READING_YEARS_BEFORE_FIRST } from './meter';
import { messages } from './messages';
import { canAccess } from './permissions';
import type { Role } from './roles';

/**
 * The meter log's rule (docs/fleet-health.md, The meter log): whether a reading typed as the odometer
 * shows it may be stored, at what total (the vehicle's km), with what new meter offset, and whether it
 * is flagged for review. Pure: the server reads the context from the database and stores what this
 * says (server/health/meter-log.ts).
 *
 * Every km Fleet keeps on records, fuel entries and the vehicle is the vehicle's own (its total); only
 * a reading's `km` is what the odometer showed. The total is `km` plus the offset in effect on its
 * day. A flagged reading waits for review: until cleared it is no reading the others are held to.
 *
 * Every source of a reading is judged alike: a maintenance record's or a fuel entry's odometer is
 * flagged by the same pace rule as a reading of its own (isImplausible), though only a reading of its
 * own is refused for being lower (a record may fill in history at any reading).
 */

/** What Fleet knows of the vehicle around the reading's day, the reading itself left out. */
export interface MeterContext {
  /** The vehicle's mileage now: its highest reading, or what an edit of the vehicle set. */
  mileage: number;
  /** The day of the vehicle's latest reading from any source; null without one. */
  latestDay: string | null;
  /** The highest total read on or before the reading's day, from any source; null without one. */
  highestUpTo: number | null;
  /** The latest day before the reading's with a reading, and the highest total read that day. */
  previous: { day: string; totalKm: number } | null;
  /** The meter offset in effect on the reading's day (0 before the first replacement). */
  offset: number;
  /** The highest engine hours read on or before the day since the latest replacement; null without. */
  engineHours: number | null;
}

export interface MeterReadingFacts {
  read_on: string;
  /** What the odometer showed. */
  km: number;
  engine_hours: number | null;
  /** A new odometer was fitted, showing `km`. */
  replacement: boolean;
}

export interface MeterFieldError {
  field: 'km' | 'read_on' | 'engine_hours';
  message: string;
}

/** What the rule says of a reading: it may be stored when `errors` is empty. */
interface MeterVerdict {
  errors: MeterFieldError[];
  /** The vehicle's km at the reading. */
  totalKm: number;
  /** A replacement's new offset for the vehicle (`mileage - km`); null for any other reading. */
  newOffset: number | null;
  flagged: boolean;
}

/**
 * The lowest total a reading on `day` may have: the highest reading on or before its day, and the
 * vehicle's mileage too unless the reading is back-dated before the latest reading (the mileage is
 * the vehicle's km now, not on an earlier day).
 */
function lowestTotal(context: MeterContext, day: string): number {
  const mileageCounts = context.latestDay === null || day >= context.latestDay;
  return Math.max(context.highestUpTo ?? 0, mileageCounts ? context.mileage : 0);
}

/** More km a day since the previous day's reading than a vehicle can run: flagged, from whatever source. */
export function isImplausible(context: MeterContext, day: string, totalKm: number): boolean {
  if (!context.previous) return false;
  const days = Math.max(1, daysBetween(context.previous.day, day));
  return (totalKm - context.previous.totalKm) / days > MAX_PLAUSIBLE_KM_PER_DAY;
}

export function judgeReading(reading: MeterReadingFacts, context: MeterContext): MeterVerdict {
  if (reading.replacement) {
    // The new meter starts where the old one ended: the vehicle's mileage. A replacement dated before
    // a reading already taken would put that reading on a meter it was not read from.
    const errors: MeterFieldError[] =
      context.latestDay !== null && reading.read_on < context.latestDay
        ? [{ field: 'read_on', message: messages.replacementBeforeLatest(context.latestDay) }]
        : [];
    return { errors, totalKm: context.mileage, newOffset: context.mileage - reading.km, flagged: false };
  }
  const errors: MeterFieldError[] = [];
  const totalKm = reading.km + context.offset;
  const lowest = lowestTotal(context, reading.read_on);
  // Said as the odometer shows it, since that is what was typed.
  if (totalKm < lowest) errors.push({ field: 'km', message: messages.belowRecordedReading(lowest - context.offset) });
  if (reading.engine_hours !== null && context.engineHours !== null && reading.engine_hours < context.engineHours) {
    errors.push({ field: 'engine_hours', message: messages.belowRecordedEngineHours(context.engineHours) });
  }
  return { errors, totalKm, newOffset: null, flagged: isImplausible(context, reading.read_on, totalKm) };
}

/**
 * A vehicle's readings from every source, as Fleet holds them: what the context of a reading on any
 * day is worked out from (meterContextOf), by the server for one reading and by a CSV import for a
 * file of them, the same way.
 */
export interface MeterHistory {
  /** The vehicle's mileage now. */
  mileage: number;
  /** The vehicle's meter offset now: its latest replacement's. */
  meterOffset: number;
  /**
   * The mileage the vehicle's own form last set, on the day it did: a reading with none before it is
   * judged from there. Null where nobody entered one (rows written around the app).
   */
  entered: { day: string; totalKm: number } | null;
  /** The day the vehicle was added to Fleet. */
  addedOn: string;
  readings: MeterHistoryReading[];
}

export interface MeterHistoryReading {
  /** The reading's or its record's id. */
  id: string;
  day: string;
  totalKm: number;
  /** What the odometer showed: readings of their own only; null for a record or a fuel entry. */
  km: number | null;
  engineHours: number | null;
  replacement: boolean;
  flagged: boolean;
}

/**
 * The context of a reading on `day` (the reading `except` left out, when it is being edited): what
 * the readings that count, those not waiting for review, say on and before that day. A history's
 * replacements are in the order they were taken, the latest last.
 */
export function meterContextOf(history: MeterHistory, day: string, except?: string): MeterContext {
  const counted = history.readings.filter((reading) => reading.id !== except && !reading.flagged);
  let latestDay: string | null = null;
  let highestUpTo: number | null = null;
  let previous: MeterContext['previous'] = null;
  for (const reading of counted) {
    if (latestDay === null || reading.day > latestDay) latestDay = reading.day;
    if (reading.day <= day && (highestUpTo === null || reading.totalKm > highestUpTo)) highestUpTo = reading.totalKm;
    if (
      reading.day < day &&
      (previous === null || reading.day > previous.day || (reading.day === previous.day && reading.totalKm > previous.totalKm))
    ) {
      previous = { day: reading.day, totalKm: reading.totalKm };
    }
  }
  // Without a reading before it, a reading is judged from what the vehicle's form said it had run.
  if (previous === null && history.entered && history.entered.day <= day) previous = { ...history.entered };
  const replacements = counted.filter((reading) => reading.replacement);
  const lastBefore = replacements
    .filter((reading) => reading.day <= day)
    .reduce<MeterHistoryReading | undefined>((latest, reading) => (!latest || reading.day >= latest.day ? reading : latest), undefined);
  // The vehicle's own offset holds from its latest replacement on; before one, that replacement's predecessor's.
  const offset = !replacements.some((reading) => reading.day > day)
    ? history.meterOffset
    : lastBefore
      ? lastBefore.totalKm - lastBefore.km!
      : 0;
  const since = lastBefore?.day ?? '';
  const hours = counted
    .filter((reading) => reading.engineHours !== null && reading.day <= day && reading.day >= since)
    .map((reading) => reading.engineHours!);
  return {
    mileage: history.mileage,
    latestDay,
    highestUpTo,
    previous,
    offset,
    engineHours: hours.length ? Math.max(...hours) : null,
  };
}

/**
 * The history once a reading judged allowed is stored: a replacement sets the offset, and a reading
 * that counts moves the mileage forward (never back), as the server writes them.
 */
export function withReading(history: MeterHistory, reading: MeterHistoryReading, verdict: MeterVerdict): MeterHistory {
  return {
    ...history,
    mileage: reading.flagged ? history.mileage : Math.max(history.mileage, reading.totalKm),
    meterOffset: verdict.newOffset ?? history.meterOffset,
    readings: [...history.readings, reading],
  };
}

/**
 * The days a reading may be taken on: not after the company's `today`, and not more than
 * READING_YEARS_BEFORE_FIRST years before the earliest of the vehicle's readings and the day it was
 * added (docs/fleet-health.md, The meter log). The first day of the year, so the bound reads plainly.
 */
export function readingWindow(history: Pick<MeterHistory, 'addedOn' | 'readings'>, today: string): { earliest: string; today: string } {
  const first = history.readings.reduce((earliest, reading) => (reading.day < earliest ? reading.day : earliest), history.addedOn);
  return { earliest: `${String(Number(first.slice(0, 4)) - READING_YEARS_BEFORE_FIRST).padStart(4, '0')}-01-01`, today };
}

/** Why a reading may not be dated `day`, or null when it may. */
export function readingDayProblem(day: string, window: { earliest: string; today: string }): string | null {
  if (day > window.today) return messages.readingAfterToday;
  if (day < window.earliest) return messages.readingTooEarly(window.earliest);
  return null;
}

/**
 * The odometers of records from a file (maintenance records, fuel entries), judged as if entered one
 * by one in day order (the file's order within a day): each against its vehicle's history and the
 * file's earlier rows, as isImplausible judges one typed in. Answers each one's flag, in the given order.
 */
export function flagsInDayOrder(
  histories: ReadonlyMap<string, MeterHistory>,
  readings: ReadonlyArray<{ vehicleId: string; day: string; totalKm: number }>,
): boolean[] {
  const known = new Map(histories);
  const flags: boolean[] = new Array<boolean>(readings.length).fill(false);
  const order = readings
    .map((_, index) => index)
    .sort((a, b) => (readings[a]!.day < readings[b]!.day ? -1 : readings[a]!.day > readings[b]!.day ? 1 : a - b));
  for (const index of order) {
    const { vehicleId, day, totalKm } = readings[index]!;
    const history = known.get(vehicleId);
    if (!history) continue;
    const flagged = isImplausible(meterContextOf(history, day), day, totalKm);
    flags[index] = flagged;
    const reading = { id: `file:${index}`, day, totalKm, km: null, engineHours: null, replacement: false, flagged };
    known.set(vehicleId, withReading(history, reading, { errors: [], totalKm, newOffset: null, flagged }));
  }
  return flags;
}

/** Who may delete a reading reviews flagged ones: admins and moderators (and a superadmin). */
export function mayClearMeterFlag(role: Role): boolean {
  return canAccess(role, 'meter-readings', 'delete');
}

/**
 * A meter replacement restarts the vehicle's km from another number, so it is reviewed work too: only
 * those who review flagged readings record one, and a vehicle gets at most one a day.
 */
export const mayReplaceMeter = mayClearMeterFlag;

/**
 * A reading's flag after an edit. Asked for (`requested`), it is set or cleared as asked; otherwise it
 * stays, and a changed reading that is implausible raises it. `clears` says the edit clears a flag
 * that would otherwise stand, which only mayClearMeterFlag's roles may do.
 */
export function flagAfterEdit(edit: { stored: boolean; requested: boolean | undefined; readingChanged: boolean; implausible: boolean }): {
  flagged: boolean;
  clears: boolean;
} {
  const standing = edit.stored || (edit.readingChanged && edit.implausible);
  if (edit.requested === undefined) return { flagged: standing, clears: false };
  return { flagged: edit.requested, clears: standing && !edit.requested };
}
