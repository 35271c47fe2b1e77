import { describe, expect, it } from 'vitest';
import {
  clampMinuteOfDay,
  formatUtcOffset,
  isValidTimeZone,
  MINUTES_PER_DAY,
  minutesToTimeOfDay,
  parseDateTime,
  parseTimeString,
  timeOfDayToMinutes,
  timeZoneOffsetMinutes,
  timeZoneOffsetMs,
  validateTimeOfDay,
  zonedDateTimeParts,
} from './time';

const HOUR = 3_600_000;

describe('time strings H:m:s or H:m (foundation §5.3)', () => {
  it.each([
    ['7:5', { hours: 7, minutes: 5, seconds: 0 }],
    ['07:05', { hours: 7, minutes: 5, seconds: 0 }],
    ['0:0', { hours: 0, minutes: 0, seconds: 0 }],
    ['23:59', { hours: 23, minutes: 59, seconds: 0 }],
    ['23:59:59', { hours: 23, minutes: 59, seconds: 59 }],
    ['1:2:3', { hours: 1, minutes: 2, seconds: 3 }],
  ])('parses %j', (input, expected) => {
    expect(parseTimeString(input)).toEqual(expected);
  });

  it.each([
    ['24:00'],
    ['23:60'],
    ['12:00:60'],
    ['123:00'],
    ['12'],
    ['12:'],
    [':30'],
    ['12:30:'],
    ['1:2:3:4'],
    [' 12:30'],
    ['ab:cd'],
    ['-1:00'],
    [''],
  ])('rejects %j as "Invalid time format"', (input) => {
    expect(parseTimeString(input)).toEqual({
      code: 'time.invalidFormat',
      message: 'Invalid time format',
    });
  });

  it('rejects null and undefined', () => {
    expect(parseTimeString(null)).toEqual({
      code: 'time.invalidFormat',
      message: 'Invalid time format',
    });
    expect(parseTimeString(undefined)).toEqual({
      code: 'time.invalidFormat',
      message: 'Invalid time format',
    });
  });
});

describe('hh:mm time of day (spec 02 §5 report scheduling, spec 03 §5)', () => {
  it.each([['00:00'], ['23:59'], ['08:30'], ['19:05']])('accepts %j', (input) => {
    expect(validateTimeOfDay(input)).toBeNull();
  });

  it.each([
    ['24:00'],
    ['23:60'],
    ['7:5'],
    ['07:5'],
    ['7:05'],
    ['08:30:00'],
    ['0830'],
    [' 08:30'],
    [''],
    [null],
    [undefined],
  ])('rejects %j as "Invalid time"', (input) => {
    expect(validateTimeOfDay(input)?.message).toBe('Invalid time');
    expect(validateTimeOfDay(input)?.code).toBe('time.invalid');
  });

  it.each([
    ['00:00', 0],
    ['08:30', 510],
    ['23:59', 1439],
  ])('converts %j to %d minutes and back', (text, minutes) => {
    expect(timeOfDayToMinutes(text)).toBe(minutes);
    expect(minutesToTimeOfDay(minutes)).toBe(text);
  });

  it('refuses to convert an invalid time of day', () => {
    expect(timeOfDayToMinutes('24:00')).toEqual({ code: 'time.invalid', message: 'Invalid time' });
  });

  it.each([[-1], [1440], [1.5], [Number.NaN]])('throws when formatting minute %d', (minutes) => {
    expect(() => minutesToTimeOfDay(minutes)).toThrow(RangeError);
  });
});

describe('active hours slider 00:00 to 23:59 (spec 02 §5)', () => {
  it('has 1440 minutes per day', () => {
    expect(MINUTES_PER_DAY).toBe(1440);
  });

  it.each([[0], [1], [720], [1438], [1439]])('keeps %d unchanged', (minutes) => {
    expect(clampMinuteOfDay(minutes)).toEqual({ value: minutes, corrected: false });
  });

  it.each([
    [-1, 0, '-1 is outside the allowed range and was changed to 00:00'],
    [-500, 0, '-500 is outside the allowed range and was changed to 00:00'],
    [1440, 1439, '1440 is outside the allowed range and was changed to 23:59'],
    [9999, 1439, '9999 is outside the allowed range and was changed to 23:59'],
    [10.4, 10, '10.4 is outside the allowed range and was changed to 00:10'],
    [10.5, 11, '10.5 is outside the allowed range and was changed to 00:11'],
    [1438.6, 1439, '1438.6 is outside the allowed range and was changed to 23:59'],
    [1439.4, 1439, '1439.4 is outside the allowed range and was changed to 23:59'],
    [-0.4, 0, '-0.4 is outside the allowed range and was changed to 00:00'],
    [
      Number.POSITIVE_INFINITY,
      1439,
      'Infinity is outside the allowed range and was changed to 23:59',
    ],
    [Number.NaN, 0, 'NaN is outside the allowed range and was changed to 00:00'],
  ])('corrects %d to %d with "%s"', (input, value, message) => {
    const result = clampMinuteOfDay(input);
    expect(result.value).toBe(value);
    expect(Object.is(result.value, -0)).toBe(false);
    expect(result.corrected).toBe(true);
    expect(result.warning?.code).toBe('time.correctedToRange');
    expect(result.warning?.message).toBe(message);
  });
});

describe('date-time values', () => {
  it.each([
    [0, 0],
    [1_700_000_000_000, 1_700_000_000_000],
    [new Date(86_400_000), 86_400_000],
    ['1700000000000', 1_700_000_000_000],
    ['1970-01-01', 0],
    ['1970-01-02T00:00:00Z', 86_400_000],
    ['2024-02-29T12:30:00Z', Date.UTC(2024, 1, 29, 12, 30)],
    ['2024-02-29T12:30:00.250Z', Date.UTC(2024, 1, 29, 12, 30, 0, 250)],
    ['2024-02-29T12:30', Date.UTC(2024, 1, 29, 12, 30)],
    ['2024-02-29 12:30:15', Date.UTC(2024, 1, 29, 12, 30, 15)],
    ['2024-06-01T08:00:00+02:00', Date.UTC(2024, 5, 1, 6, 0)],
    ['2024-06-01T08:00:00-0530', Date.UTC(2024, 5, 1, 13, 30)],
    [' 2024-06-01T08:00:00Z ', Date.UTC(2024, 5, 1, 8, 0)],
  ])('reads %j as %d', (input, expected) => {
    expect(parseDateTime(input)).toBe(expected);
  });

  it.each([
    ['', 'Invalid date time: '],
    ['yesterday', 'Invalid date time: yesterday'],
    ['2023-02-29', 'Invalid date time: 2023-02-29'],
    ['2024-13-01', 'Invalid date time: 2024-13-01'],
    ['2024-01-01T24:00', 'Invalid date time: 2024-01-01T24:00'],
    ['2024-01-01T10:00+25:00', 'Invalid date time: 2024-01-01T10:00+25:00'],
    ['01/02/2024', 'Invalid date time: 01/02/2024'],
    [Number.NaN, 'Invalid date time: NaN'],
    [Number.POSITIVE_INFINITY, 'Invalid date time: Infinity'],
    [new Date(Number.NaN), 'Invalid date time: Invalid Date'],
  ])('rejects %j with "%s"', (input, message) => {
    const result = parseDateTime(input);
    expect(result).toMatchObject({ code: 'time.invalidDateTime', message });
  });
});

describe('time zone helpers', () => {
  it.each([
    ['UTC', true],
    ['America/New_York', true],
    ['Not/AZone', false],
    ['', false],
  ])('knows whether %j is a time zone', (zone, expected) => {
    expect(isValidTimeZone(zone)).toBe(expected);
  });

  it.each([
    // New York changes from EST (-5) to EDT (-4) at 2024-03-10 07:00 UTC.
    [Date.UTC(2024, 2, 10, 6, 59, 59), 'America/New_York', -5 * HOUR],
    [Date.UTC(2024, 2, 10, 7, 0, 0), 'America/New_York', -4 * HOUR],
    [Date.UTC(2024, 0, 1), 'Asia/Kolkata', 5.5 * HOUR],
    [Date.UTC(2024, 0, 1, 0, 0, 0, 999), 'UTC', 0],
  ])('gives the offset of %d in %s', (ms, zone, offset) => {
    expect(timeZoneOffsetMs(ms, zone)).toBe(offset);
  });

  it('gives the local fields of an instant', () => {
    expect(zonedDateTimeParts(Date.UTC(2024, 0, 1, 3, 4, 5), 'America/Los_Angeles')).toEqual({
      year: 2023,
      month: 12,
      day: 31,
      hour: 19,
      minute: 4,
      second: 5,
    });
  });
});

describe('UTC offsets (one implementation for the server, the simulator and the time zone list)', () => {
  // Each change instant worked out by hand from the zone's rule (local time of the change minus
  // the offset in force before it); the second before and the instant itself are checked.
  it.each([
    // New York: EST -05:00 to EDT -04:00 at 02:00 EST on 8 March 2026 (07:00 UTC) ...
    ['America/New_York', '2026-03-08T06:59:59Z', -300],
    ['America/New_York', '2026-03-08T07:00:00Z', -240],
    // ... and back at 02:00 EDT on 1 November 2026 (06:00 UTC).
    ['America/New_York', '2026-11-01T05:59:59Z', -240],
    ['America/New_York', '2026-11-01T06:00:00Z', -300],
    // London: GMT to BST at 01:00 UTC on 29 March 2026, back at 01:00 UTC on 25 October 2026.
    ['Europe/London', '2026-03-29T00:59:59Z', 0],
    ['Europe/London', '2026-03-29T01:00:00Z', 60],
    ['Europe/London', '2026-10-25T00:59:59Z', 60],
    ['Europe/London', '2026-10-25T01:00:00Z', 0],
    // Lord Howe moves by half an hour: +11:00 to +10:30 at 02:00 local on 5 April 2026
    // (15:00 UTC the day before), +10:30 to +11:00 at 02:00 local on 4 October 2026 (15:30 UTC).
    ['Australia/Lord_Howe', '2026-04-04T14:59:59Z', 660],
    ['Australia/Lord_Howe', '2026-04-04T15:00:00Z', 630],
    ['Australia/Lord_Howe', '2026-10-03T15:29:59Z', 630],
    ['Australia/Lord_Howe', '2026-10-03T15:30:00Z', 660],
    // Kathmandu is +05:45 all year.
    ['Asia/Kathmandu', '2026-01-15T12:00:00Z', 345],
    ['Asia/Kathmandu', '2026-07-15T12:00:00Z', 345],
    // The nautical zones invert the sign (POSIX): Etc/GMT+5 is five hours behind UTC.
    ['Etc/GMT+5', '2026-07-15T12:00:00Z', -300],
    ['Etc/GMT-14', '2026-07-15T12:00:00Z', 840],
    ['Pacific/Marquesas', '2026-07-15T12:00:00Z', -570],
    ['Etc/UTC', '2026-07-15T12:00:00Z', 0],
  ])('gives %s at %s as %d minutes', (zone, instant, minutes) => {
    const ms = Date.parse(instant);
    expect(timeZoneOffsetMinutes(ms, zone)).toBe(minutes);
    expect(timeZoneOffsetMs(ms, zone)).toBe(minutes * 60_000);
  });

  it('reads the instant to the millisecond: the last millisecond before a change keeps the old offset', () => {
    expect(timeZoneOffsetMinutes(Date.parse('2026-03-08T06:59:59.999Z'), 'America/New_York')).toBe(
      -300,
    );
  });

  it.each([
    [0, '+00:00'],
    [-300, '-05:00'],
    [345, '+05:45'],
    [-570, '-09:30'],
    [630, '+10:30'],
    [840, '+14:00'],
    [-720, '-12:00'],
    [-30, '-00:30'],
  ])('writes %d minutes as %s', (minutes, text) => {
    expect(formatUtcOffset(minutes)).toBe(text);
  });
});
