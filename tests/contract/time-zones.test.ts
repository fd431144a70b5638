import { describe, expect, it } from 'vitest';
import { hourIn, isTimeZone, timeZoneNames, todayIn } from '../../contract/time-zones';

/** A company's day and hour, around midnight and the nights the clocks change (contract/time-zones.ts). */
describe("a company's day and hour", () => {
  it.each([
    // zone, moment (UTC), local day, local hour
    ['UTC', '2026-03-29T23:59:59Z', '2026-03-29', 23],
    ['Europe/Tirane', '2026-03-28T22:59:00Z', '2026-03-28', 23], // winter time, UTC+1
    ['Europe/Tirane', '2026-03-28T23:00:00Z', '2026-03-29', 0],
    ['Europe/Tirane', '2026-03-29T00:59:00Z', '2026-03-29', 1], // the hour before the change
    ['Europe/Tirane', '2026-03-29T01:00:00Z', '2026-03-29', 3], // 02:00 does not happen
    ['Europe/Tirane', '2026-03-29T21:59:00Z', '2026-03-29', 23], // summer time, UTC+2
    ['Europe/Tirane', '2026-03-29T22:00:00Z', '2026-03-30', 0],
    ['Europe/Berlin', '2026-10-25T00:30:00Z', '2026-10-25', 2], // 02:30 summer time
    ['Europe/Berlin', '2026-10-25T01:30:00Z', '2026-10-25', 2], // 02:30 again, winter time
    ['Europe/Berlin', '2026-10-25T23:00:00Z', '2026-10-26', 0],
    ['America/Los_Angeles', '2026-11-01T06:59:00Z', '2026-10-31', 23], // UTC−7 before the change
    ['America/Los_Angeles', '2026-11-02T07:59:00Z', '2026-11-01', 23], // UTC−8 after it
    ['Asia/Kolkata', '2026-06-15T18:29:00Z', '2026-06-15', 23], // half an hour off
    ['Asia/Kolkata', '2026-06-15T18:30:00Z', '2026-06-16', 0],
    ['Pacific/Kiritimati', '2026-12-31T10:00:00Z', '2027-01-01', 0], // UTC+14: the first to a new year
  ])('in %s at %s it is %s, hour %i', (zone, moment, day, hour) => {
    expect(todayIn(zone, new Date(moment))).toBe(day);
    expect(hourIn(zone, new Date(moment))).toBe(hour);
  });

  it('takes the IANA names the runtime counts in, old and new spellings alike, and nothing else', () => {
    for (const zone of ['UTC', 'Europe/Tirane', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Asia/Calcutta', 'Europe/Kyiv'])
      expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ['', 'Mars/Olympus', ' Europe/Berlin', 'Europe/Berlin; drop table', '../etc/passwd', 'Europe//Berlin'])
      expect(isTimeZone(zone), zone).toBe(false);
  });

  it('lists UTC first for the picker, once', () => {
    const names = timeZoneNames();
    expect(names[0]).toBe('UTC');
    expect(names.filter((name) => name === 'UTC')).toHaveLength(1);
    expect(names).toContain('Europe/Tirane');
  });

  it("offers today's IANA names where the runtime still lists old ones (Kolkata, not Calcutta), each one a zone Intl knows, in order", () => {
    const names = timeZoneNames();
    for (const name of ['Asia/Kolkata', 'Europe/Kyiv', 'Asia/Ho_Chi_Minh', 'Pacific/Kanton', 'America/Argentina/Buenos_Aires'])
      expect(names).toContain(name);
    for (const name of ['Asia/Calcutta', 'Europe/Kiev', 'Asia/Saigon', 'Pacific/Enderbury']) expect(names).not.toContain(name);
    expect(names.every(isTimeZone)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
    expect(names.slice(1)).toEqual(names.slice(1).toSorted());
  });
});
