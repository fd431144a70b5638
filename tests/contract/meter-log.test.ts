import { describe, expect, it } from 'vitest';
import { MAX_PLAUSIBLE_KM_PER_DAY, READING_YEARS_BEFORE_FIRST } from '../../contract/meter';
import {
  flagAfterEdit,
  flagsInDayOrder,
  isImplausible,
  readingDayProblem,
  readingWindow,
  judgeReading,
  mayClearMeterFlag,
  meterContextOf,
  withReading,
  type MeterContext,
  type MeterHistory,
  type MeterHistoryReading,
  type MeterReadingFacts,
} from '../../contract/meter-log';
import { messages } from '../../contract/messages';
import { ROLES } from '../../contract/roles';

/*
 * The meter log's rule (contract/meter-log.ts), case by case: what a reading typed as the odometer
 * shows it is stored as, or why it is refused. The vehicle of every case has 50,000 km, its latest
 * reading (50,000) on 1 June, no engine hours and no replacement, unless a case says otherwise.
 */

const VEHICLE: MeterContext = {
  mileage: 50_000,
  latestDay: '2026-06-01',
  highestUpTo: 50_000,
  previous: { day: '2026-06-01', totalKm: 50_000 },
  offset: 0,
  engineHours: null,
};

const reading = (facts: Partial<MeterReadingFacts>): MeterReadingFacts => ({
  read_on: '2026-06-10',
  km: 51_000,
  engine_hours: null,
  replacement: false,
  ...facts,
});

interface Case {
  says: string;
  reading: Partial<MeterReadingFacts>;
  context?: Partial<MeterContext>;
  /** Stored as: its total, the vehicle's new offset, the flag. */
  stored?: { totalKm: number; newOffset: number | null; flagged: boolean };
  refused?: Array<{ field: string; message: string }>;
}

const CASES: Case[] = [
  { says: 'a higher reading is stored at its total', reading: {}, stored: { totalKm: 51_000, newOffset: null, flagged: false } },
  { says: 'the same km as the mileage is no lower', reading: { km: 50_000 }, stored: { totalKm: 50_000, newOffset: null, flagged: false } },
  {
    says: 'a reading below the mileage is refused on km, with the least it may be',
    reading: { km: 49_999 },
    refused: [{ field: 'km', message: messages.belowRecordedReading(50_000) }],
  },
  {
    says: 'the mileage holds even where no reading says it (a vehicle edit set it)',
    reading: { km: 55_000 },
    context: { mileage: 60_000 },
    refused: [{ field: 'km', message: messages.belowRecordedReading(60_000) }],
  },
  {
    says: 'a vehicle without readings holds a reading to its mileage',
    reading: { read_on: '2020-01-01', km: 10_000 },
    context: { latestDay: null, highestUpTo: null, previous: null },
    refused: [{ field: 'km', message: messages.belowRecordedReading(50_000) }],
  },
  {
    says: 'a back-dated reading is held to the readings on or before its day, not to the mileage now',
    reading: { read_on: '2026-05-25', km: 49_000 },
    context: { highestUpTo: 48_000, previous: { day: '2026-05-20', totalKm: 48_000 } },
    stored: { totalKm: 49_000, newOffset: null, flagged: false },
  },
  {
    says: 'a back-dated reading below one before its day is refused',
    reading: { read_on: '2026-05-25', km: 47_000 },
    context: { highestUpTo: 48_000, previous: { day: '2026-05-20', totalKm: 48_000 } },
    refused: [{ field: 'km', message: messages.belowRecordedReading(48_000) }],
  },
  {
    says: 'after a replacement the odometer shows less: the offset makes it the total',
    reading: { km: 1_500 },
    context: { offset: 50_000, mileage: 51_000, highestUpTo: 51_000 },
    stored: { totalKm: 51_500, newOffset: null, flagged: false },
  },
  {
    says: 'after a replacement, the least is said as the new odometer shows it',
    reading: { km: 500 },
    context: { offset: 50_000, mileage: 51_000, highestUpTo: 51_000 },
    refused: [{ field: 'km', message: messages.belowRecordedReading(1_000) }],
  },
  {
    says: 'a replacement may show less: its total is the mileage, and it starts the new offset',
    reading: { km: 12, replacement: true },
    stored: { totalKm: 50_000, newOffset: 49_988, flagged: false },
  },
  {
    says: 'a replacement may show more than the mileage (a used meter): the offset goes below 0',
    reading: { km: 80_000, replacement: true },
    stored: { totalKm: 50_000, newOffset: -30_000, flagged: false },
  },
  {
    says: 'a replacement dated before the latest reading is refused on its day',
    reading: { read_on: '2026-05-30', km: 0, replacement: true },
    refused: [{ field: 'read_on', message: messages.replacementBeforeLatest('2026-06-01') }],
  },
  {
    says: 'a replacement on the latest reading’s day is allowed',
    reading: { read_on: '2026-06-01', km: 0, replacement: true },
    stored: { totalKm: 50_000, newOffset: 50_000, flagged: false },
  },
  {
    says: `${MAX_PLAUSIBLE_KM_PER_DAY} km a day since the day before is plausible`,
    reading: { read_on: '2026-06-02', km: 50_000 + MAX_PLAUSIBLE_KM_PER_DAY },
    stored: { totalKm: 52_000, newOffset: null, flagged: false },
  },
  {
    says: 'more is flagged, and still stored',
    reading: { read_on: '2026-06-02', km: 50_001 + MAX_PLAUSIBLE_KM_PER_DAY },
    stored: { totalKm: 52_001, newOffset: null, flagged: true },
  },
  {
    says: 'the pace counts over the days since the previous reading',
    reading: { read_on: '2026-06-11', km: 70_000 },
    stored: { totalKm: 70_000, newOffset: null, flagged: false },
  },
  {
    says: 'a tenfold typo is flagged',
    reading: { read_on: '2026-06-11', km: 510_000 },
    stored: { totalKm: 510_000, newOffset: null, flagged: true },
  },
  {
    says: 'without a reading on an earlier day nothing is flagged',
    reading: { read_on: '2026-06-11', km: 510_000 },
    context: { previous: null },
    stored: { totalKm: 510_000, newOffset: null, flagged: false },
  },
  {
    says: 'a replacement is never flagged',
    reading: { read_on: '2026-06-02', km: 0, replacement: true },
    context: { mileage: 90_000 },
    stored: { totalKm: 90_000, newOffset: 90_000, flagged: false },
  },
  {
    says: 'engine hours may stay or go up',
    reading: { engine_hours: 1_200.5 },
    context: { engineHours: 1_200.5 },
    stored: { totalKm: 51_000, newOffset: null, flagged: false },
  },
  {
    says: 'engine hours below the highest are refused on their field',
    reading: { engine_hours: 1_100 },
    context: { engineHours: 1_200.5 },
    refused: [{ field: 'engine_hours', message: messages.belowRecordedEngineHours(1_200.5) }],
  },
  {
    says: 'both faults are said at once',
    reading: { km: 40_000, engine_hours: 1_100 },
    context: { engineHours: 1_200.5 },
    refused: [
      { field: 'km', message: messages.belowRecordedReading(50_000) },
      { field: 'engine_hours', message: messages.belowRecordedEngineHours(1_200.5) },
    ],
  },
  {
    says: 'a replacement may start its engine hours again',
    reading: { km: 0, engine_hours: 3, replacement: true },
    context: { engineHours: 1_200.5 },
    stored: { totalKm: 50_000, newOffset: 50_000, flagged: false },
  },
];

describe('a reading', () => {
  for (const { says, reading: facts, context, stored, refused } of CASES) {
    it(says, () => {
      const verdict = judgeReading(reading(facts), { ...VEHICLE, ...context });
      if (refused) expect(verdict.errors).toEqual(refused);
      else expect({ ...verdict, errors: verdict.errors }).toEqual({ errors: [], ...stored });
    });
  }
});

describe('the flag after an edit', () => {
  const cases: Array<[string, Parameters<typeof flagAfterEdit>[0], ReturnType<typeof flagAfterEdit>]> = [
    [
      'stays when not asked about',
      { stored: true, requested: undefined, readingChanged: false, implausible: false },
      { flagged: true, clears: false },
    ],
    [
      'stays through a plausible correction',
      { stored: true, requested: undefined, readingChanged: true, implausible: false },
      { flagged: true, clears: false },
    ],
    [
      'is raised by an implausible correction',
      { stored: false, requested: undefined, readingChanged: true, implausible: true },
      { flagged: true, clears: false },
    ],
    [
      'is not raised by an unchanged reading',
      { stored: false, requested: undefined, readingChanged: false, implausible: true },
      { flagged: false, clears: false },
    ],
    [
      'is cleared when asked, which is a clearing',
      { stored: true, requested: false, readingChanged: false, implausible: false },
      { flagged: false, clears: true },
    ],
    [
      'clears an implausible correction when asked',
      { stored: false, requested: false, readingChanged: true, implausible: true },
      { flagged: false, clears: true },
    ],
    [
      'sent back unflagged as read, clears nothing',
      { stored: false, requested: false, readingChanged: true, implausible: false },
      { flagged: false, clears: false },
    ],
    [
      'may be raised by anyone for review',
      { stored: false, requested: true, readingChanged: false, implausible: false },
      { flagged: true, clears: false },
    ],
  ];
  for (const [says, edit, expected] of cases) it(says, () => expect(flagAfterEdit(edit)).toEqual(expected));

  it('is cleared by those who delete readings: admins, moderators and a superadmin', () => {
    expect(ROLES.filter(mayClearMeterFlag)).toEqual(['superadmin', 'admin', 'moderator']);
  });
});

describe('the context of a reading, from the vehicle’s history', () => {
  // A service record, a fuel entry, two readings typed in (one flagged), a replacement showing 10 on
  // 1 May at 60,000 km (offset 59,990), and a reading of the new meter.
  const read = (id: string, day: string, totalKm: number, rest: Partial<MeterHistoryReading> = {}): MeterHistoryReading => ({
    id,
    day,
    totalKm,
    km: null,
    engineHours: null,
    replacement: false,
    flagged: false,
    ...rest,
  });
  const HISTORY: MeterHistory = {
    mileage: 60_500,
    meterOffset: 59_990,
    entered: null,
    addedOn: '2026-01-01',
    readings: [
      read('service', '2026-03-01', 55_000),
      read('typed', '2026-04-01', 58_000, { km: 58_000, engineHours: 900 }),
      read('typo', '2026-04-02', 580_000, { km: 580_000, engineHours: 5_000, flagged: true }),
      read('fuel', '2026-04-20', 59_600),
      read('replacement', '2026-05-01', 60_000, { km: 10, engineHours: 2, replacement: true }),
      read('new meter', '2026-05-20', 60_500, { km: 510, engineHours: 30 }),
    ],
  };

  const cases: Array<[string, string, string | undefined, MeterContext]> = [
    [
      'today: the mileage counts, the new meter’s offset and hours',
      '2026-06-01',
      undefined,
      {
        mileage: 60_500,
        latestDay: '2026-05-20',
        highestUpTo: 60_500,
        previous: { day: '2026-05-20', totalKm: 60_500 },
        offset: 59_990,
        engineHours: 30,
      },
    ],
    [
      'before the replacement: the old meter, offset 0, the old hours; the flagged typo counts for nothing',
      '2026-04-10',
      undefined,
      {
        mileage: 60_500,
        latestDay: '2026-05-20',
        highestUpTo: 58_000,
        previous: { day: '2026-04-01', totalKm: 58_000 },
        offset: 0,
        engineHours: 900,
      },
    ],
    [
      'on the replacement’s day: its meter',
      '2026-05-01',
      undefined,
      {
        mileage: 60_500,
        latestDay: '2026-05-20',
        highestUpTo: 60_000,
        previous: { day: '2026-04-20', totalKm: 59_600 },
        offset: 59_990,
        engineHours: 2,
      },
    ],
    [
      'editing the latest reading leaves it out',
      '2026-05-20',
      'new meter',
      {
        mileage: 60_500,
        latestDay: '2026-05-01',
        highestUpTo: 60_000,
        previous: { day: '2026-05-01', totalKm: 60_000 },
        offset: 59_990,
        engineHours: 2,
      },
    ],
  ];
  for (const [says, day, except, expected] of cases) it(says, () => expect(meterContextOf(HISTORY, day, except)).toEqual(expected));

  it('a vehicle with a second replacement counts between them by the first one’s offset', () => {
    const second: MeterHistory = {
      ...HISTORY,
      meterOffset: 60_500,
      readings: [...HISTORY.readings, read('second', '2026-06-01', 60_500, { km: 0, replacement: true })],
    };
    expect(meterContextOf(second, '2026-05-25').offset).toBe(59_990);
    expect(meterContextOf(second, '2026-06-02').offset).toBe(60_500);
  });

  it('grows by each reading stored, as the server stores it', () => {
    const facts = { read_on: '2026-06-01', km: 700, engine_hours: null, replacement: false };
    const verdict = judgeReading(facts, meterContextOf(HISTORY, facts.read_on));
    expect(verdict).toMatchObject({ errors: [], totalKm: 60_690, flagged: false });
    const grown = withReading(HISTORY, read('next', '2026-06-01', 60_690, { km: 700 }), verdict);
    expect(grown.mileage).toBe(60_690);
    expect(judgeReading({ ...facts, read_on: '2026-06-02', km: 600 }, meterContextOf(grown, '2026-06-02')).errors).toEqual([
      { field: 'km', message: messages.belowRecordedReading(700) },
    ]);
    const replaced = judgeReading({ ...facts, read_on: '2026-06-03', km: 0, replacement: true }, meterContextOf(grown, '2026-06-03'));
    const after = withReading(grown, read('again', '2026-06-03', 60_690, { km: 0, replacement: true }), replaced);
    expect(after.meterOffset).toBe(60_690);
    // A flagged reading moves nothing.
    const flagged = withReading(after, read('jump', '2026-06-04', 90_000, { km: 29_310, flagged: true }), { ...verdict, flagged: true });
    expect(flagged.mileage).toBe(60_690);
  });
});

describe('every source of a reading is judged alike (issue 29)', () => {
  const read = (day: string, totalKm: number, flagged = false): MeterHistoryReading => ({
    id: `${day}:${totalKm}`,
    day,
    totalKm,
    km: null,
    engineHours: null,
    replacement: false,
    flagged,
  });
  const VEHICLE: MeterHistory = {
    mileage: 66_052,
    meterOffset: 0,
    entered: { day: '2026-01-10', totalKm: 60_000 },
    addedOn: '2026-01-10',
    readings: [read('2026-06-01', 66_052)],
  };

  it('a vehicle without a reading before the day is judged from what its form set, on the day it set it', () => {
    const bare: MeterHistory = { ...VEHICLE, mileage: 60_000, readings: [] };
    expect(meterContextOf(bare, '2026-01-11').previous).toEqual({ day: '2026-01-10', totalKm: 60_000 });
    expect(isImplausible(meterContextOf(bare, '2026-01-11'), '2026-01-11', 9_999_999)).toBe(true);
    // Before the form said it, there is nothing to judge from: history typed in afterwards is free.
    expect(meterContextOf(bare, '2025-12-01').previous).toBe(null);
    expect(meterContextOf({ ...bare, entered: null }, '2026-01-11').previous).toBe(null);
  });

  const DAYS: Array<[string, string, string | null]> = [
    ['today is a day a reading may have', '2026-06-15', null],
    ['tomorrow is not', '2026-06-16', messages.readingAfterToday],
    [`${READING_YEARS_BEFORE_FIRST} years before the year of the first reading or of the vehicle's addition is`, '1996-01-01', null],
    ['a day before that is not', '1995-12-31', messages.readingTooEarly('1996-01-01')],
  ];
  for (const [says, day, problem] of DAYS) {
    it(says, () => expect(readingDayProblem(day, readingWindow(VEHICLE, '2026-06-15'))).toBe(problem));
  }
  it('the window reaches back from an earlier reading than the vehicle’s addition', () => {
    const older = { ...VEHICLE, readings: [read('2010-05-01', 10_000), ...VEHICLE.readings] };
    expect(readingWindow(older, '2026-06-15')).toEqual({ earliest: '1980-01-01', today: '2026-06-15' });
  });

  it('a file of records is flagged in day order, each against the history and the file’s earlier rows', () => {
    const histories = new Map([['v', VEHICLE]]);
    const rows = [
      { vehicleId: 'v', day: '2026-06-12', totalKm: 67_000 },
      { vehicleId: 'v', day: '2026-06-10', totalKm: 66_400 },
      { vehicleId: 'v', day: '2026-06-11', totalKm: 9_999_999 },
      // Judged from 12 June's 67,000: 2,000 km in a day, the most that is plausible; the flagged row counts for nothing.
      { vehicleId: 'v', day: '2026-06-13', totalKm: 69_000 },
      { vehicleId: 'unknown', day: '2026-06-13', totalKm: 1 },
    ];
    expect(flagsInDayOrder(histories, rows)).toEqual([false, false, true, false, false]);
  });
});
