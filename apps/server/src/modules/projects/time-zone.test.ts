import { describe, expect, it } from 'vitest';
import { normaliseTimeZone, projectClock } from './time-zone';

describe('the time zone a project stores', () => {
  it.each([
    ['America/New_York', 'America/New_York'],
    ['america/new_york', 'America/New_York'],
    ['  Europe/London ', 'Europe/London'],
    ['UTC', 'Etc/UTC'],
    ['Etc/UTC', 'Etc/UTC'],
    ['US/Eastern', 'America/New_York'],
    ['Etc/GMT+5', 'Etc/GMT+5'],
  ])('stores %j as %j, the id of the time zone list', (given, stored) => {
    expect(normaliseTimeZone(given)).toBe(stored);
  });

  it.each(['', '   ', 'Mars/Olympus_Mons', '+01:00', 'UTC+1', 'America/New York', '../etc'])(
    'refuses %j',
    (given) => {
      expect(normaliseTimeZone(given)).toBeNull();
    },
  );
});

describe("a project's clock (TimeZoneOffset and TimeZoneName)", () => {
  const at = (iso: string) => new Date(iso);

  it.each([
    // New York leaves summer time on 1 November 2026: on the 2nd it is standard time.
    ['America/New_York', true, '2026-11-02T09:00:00Z', '-05:00', 'Eastern Standard Time'],
    ['America/New_York', true, '2026-07-01T12:00:00Z', '-04:00', 'Eastern Daylight Time'],
    // Summer time starts on 8 March 2026 at 02:00 local = 07:00 UTC: the exact boundary.
    ['America/New_York', true, '2026-03-08T06:59:59Z', '-05:00', 'Eastern Standard Time'],
    ['America/New_York', true, '2026-03-08T07:00:00Z', '-04:00', 'Eastern Daylight Time'],
    [
      'Australia/Sydney',
      true,
      '2026-11-02T09:00:00Z',
      '+11:00',
      'Australian Eastern Daylight Time',
    ],
    [
      'Australia/Sydney',
      true,
      '2026-07-01T12:00:00Z',
      '+10:00',
      'Australian Eastern Standard Time',
    ],
    ['Asia/Kolkata', true, '2026-11-02T09:00:00Z', '+05:30', 'India Standard Time'],
    ['Asia/Kathmandu', true, '2026-11-02T09:00:00Z', '+05:45', 'Nepal Time'],
    ['America/St_Johns', true, '2026-11-02T09:00:00Z', '-03:30', 'Newfoundland Standard Time'],
    ['Etc/UTC', true, '2026-11-02T09:00:00Z', '+00:00', 'Coordinated Universal Time'],
    ['Etc/GMT+5', true, '2026-07-01T12:00:00Z', '-05:00', 'GMT-05:00'],
  ])('%s (summer time adjusted %s) at %s is %s, %s', (zone, adjusted, instant, offset, name) => {
    expect(projectClock(zone, adjusted, at(instant))).toEqual({ offset, name });
  });

  it.each([
    // Not adjusted: standard time all year, also while the zone observes summer time.
    ['America/New_York', '2026-07-01T12:00:00Z', '-05:00', 'Eastern Standard Time'],
    ['America/New_York', '2026-11-02T09:00:00Z', '-05:00', 'Eastern Standard Time'],
    // South of the equator summer time runs over the new year; standard is still the smaller offset.
    ['Australia/Sydney', '2026-11-02T09:00:00Z', '+10:00', 'Australian Eastern Standard Time'],
    ['Australia/Sydney', '2026-07-01T12:00:00Z', '+10:00', 'Australian Eastern Standard Time'],
    ['America/Phoenix', '2026-07-01T12:00:00Z', '-07:00', 'Mountain Standard Time'],
  ])('%s not adjusted at %s is %s, %s', (zone, instant, offset, name) => {
    expect(projectClock(zone, false, at(instant))).toEqual({ offset, name });
  });
});
