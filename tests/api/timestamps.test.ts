import { describe, expect, it } from 'vitest';
import { asIsoTimestamp, isoFromTimestamptz } from '../../server/db/timestamps';

/* The fast path gives exactly what Date gives, for every precision PostgreSQL writes. */
describe('timestamps from PostgreSQL', () => {
  it.each([
    '2026-05-01 07:30:00+00',
    '2026-05-01 07:30:00.1+00',
    '2026-05-01 07:30:00.12+00',
    '2026-05-01 07:30:00.123+00',
    '2026-05-01 07:30:00.1234+00',
    '2026-12-31 23:59:59.999999+00',
    '2000-02-29 00:00:00.000500+00',
    '1999-01-01 00:00:00.9995+00',
  ])('%s reads as Date reads it', (text) => {
    expect(isoFromTimestamptz(text)).toBe(new Date(text).toISOString());
  });

  it('any other offset goes through Date', () => {
    expect(isoFromTimestamptz('2026-05-01 09:30:00.5+02')).toBe('2026-05-01T07:30:00.500Z');
    expect(isoFromTimestamptz('2026-05-01 02:00:00-05:30')).toBe('2026-05-01T07:30:00.000Z');
  });

  it('keeps ISO text as it is and turns anything else into it', () => {
    expect(asIsoTimestamp('2026-05-01T07:30:00.123Z')).toBe('2026-05-01T07:30:00.123Z');
    expect(asIsoTimestamp(new Date('2026-05-01T07:30:00Z'))).toBe('2026-05-01T07:30:00.000Z');
    expect(asIsoTimestamp('2026-05-01 09:30:00+02')).toBe('2026-05-01T07:30:00.000Z');
  });
});
