import { describe, expect, it } from 'vitest';
import {
  calendarGrid,
  CALENDAR_GRID_DAYS,
  combineDateAndTime,
  defaultPreset,
  isPresetEnabled,
  isRelativePresetKey,
  MIN_DATE_MS,
  RELATIVE_PRESETS,
  resolveRelativePreset,
  validateDateTimeRange,
} from './date-range';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = Date.UTC(2024, 5, 15, 12, 0); // 2024-06-15T12:00Z

describe('relative presets (spec 02 §9, spec 03 §3)', () => {
  it('lists 30 minutes, 1 hour, 12 hours, 24 hours and 7 days in that order', () => {
    expect(RELATIVE_PRESETS.map((preset) => [preset.key, preset.durationMs])).toEqual([
      ['30m', 1_800_000],
      ['1h', 3_600_000],
      ['12h', 43_200_000],
      ['24h', 86_400_000],
      ['7d', 604_800_000],
    ]);
  });

  it('starts at 1970-01-01T00:00:00Z', () => {
    expect(MIN_DATE_MS).toBe(Date.UTC(1970, 0, 1));
  });

  it.each([
    ['30m', NOW - 30 * MINUTE],
    ['1h', NOW - HOUR],
    ['12h', NOW - 12 * HOUR],
    ['24h', NOW - DAY],
    ['7d', NOW - 7 * DAY],
  ])('resolves %s to a range ending now', (key, from) => {
    expect(resolveRelativePreset(key, NOW)).toEqual({ from, to: NOW });
    expect(isRelativePresetKey(key)).toBe(true);
  });

  it.each([[''], ['2h'], ['24H'], [null], [undefined]])('refuses preset key %j', (key) => {
    expect(resolveRelativePreset(key, NOW)).toEqual({
      code: 'range.invalidPreset',
      message: 'Invalid date time range',
    });
    expect(isRelativePresetKey(key)).toBe(false);
  });

  it.each([
    ['24h', {}, true],
    ['24h', { min: NOW - DAY }, true], // from equals min
    ['24h', { min: NOW - DAY + 1 }, false], // from 1 ms before min
    ['12h', { min: NOW - DAY + 1 }, true],
    ['24h', { max: NOW }, true], // now equals max
    ['30m', { max: NOW - 1 }, false], // now 1 ms after max
    ['unknown', {}, false],
  ])('preset %s with bounds %j enabled: %s', (key, bounds, expected) => {
    expect(isPresetEnabled(key, { now: NOW, ...bounds })).toBe(expected);
  });

  it('disables presets reaching before 1970 by default', () => {
    expect(isPresetEnabled('1h', { now: 30 * MINUTE })).toBe(false);
    expect(isPresetEnabled('30m', { now: 30 * MINUTE })).toBe(true);
  });

  it.each([
    [{}, '24h'],
    [{ min: NOW - 7 * DAY }, '24h'],
    [{ min: NOW - 13 * HOUR }, '30m'],
    [{ min: NOW - 45 * MINUTE }, '30m'],
    [{ min: NOW - 10 * MINUTE }, null],
    [{ max: NOW - 1 }, null],
  ])('defaults to the right preset with bounds %j', (bounds, expected) => {
    expect(defaultPreset({ now: NOW, ...bounds })).toBe(expected);
  });
});

describe('custom range (spec 02 §5, spec 03 §5)', () => {
  it.each([
    [{ from: null, to: null }, 'From and To time are invalid'],
    [{ from: Number.NaN, to: undefined }, 'From and To time are invalid'],
    [{ from: Number.NaN, to: NOW }, 'From time is invalid'],
    [{ from: NOW, to: null }, 'To time is invalid'],
    [{ from: NOW, to: Number.POSITIVE_INFINITY }, 'To time is invalid'],
    [{ from: NOW, to: NOW }, 'From time must be before end time'],
    [{ from: NOW + 1, to: NOW }, 'From time must be before end time'],
    [{ from: -1, to: NOW }, 'From time must be after the minimum time'],
    [{ from: NOW - 1, to: NOW, min: NOW }, 'From time must be after the minimum time'],
    [{ from: NOW - HOUR, to: NOW + 1, max: NOW }, 'To time must be before the maximum time'],
  ])('rejects %j with "%s"', (input, message) => {
    expect(validateDateTimeRange(input)?.message).toBe(message);
  });

  it.each([
    [{ from: 0, to: 1 }],
    [{ from: NOW - 1, to: NOW }],
    [{ from: NOW, to: NOW + HOUR, min: NOW, max: NOW + HOUR }],
    [{ from: NOW, to: NOW + HOUR, min: null, max: null }],
  ])('accepts %j', (input) => {
    expect(validateDateTimeRange(input)).toBeNull();
  });

  it('returns stable codes', () => {
    expect(validateDateTimeRange({ from: NOW, to: NOW })?.code).toBe('range.fromAfterTo');
    expect(validateDateTimeRange({ from: null, to: NOW })?.code).toBe('range.fromInvalid');
  });
});

describe('custom range hh:mm entry in a time zone', () => {
  it.each([
    // Plain days.
    [{ year: 2024, month: 6, day: 15 }, '08:30', 'UTC', Date.UTC(2024, 5, 15, 8, 30)],
    [{ year: 2024, month: 6, day: 15 }, '08:30', 'America/New_York', Date.UTC(2024, 5, 15, 12, 30)],
    [{ year: 2024, month: 1, day: 15 }, '08:30', 'America/New_York', Date.UTC(2024, 0, 15, 13, 30)],
    [{ year: 2024, month: 1, day: 1 }, '00:00', 'Asia/Kolkata', Date.UTC(2023, 11, 31, 18, 30)],
    [{ year: 2024, month: 2, day: 29 }, '23:59', 'UTC', Date.UTC(2024, 1, 29, 23, 59)],
    // New York spring forward on 2024-03-10: 02:00 EST jumps to 03:00 EDT.
    [{ year: 2024, month: 3, day: 10 }, '01:59', 'America/New_York', Date.UTC(2024, 2, 10, 6, 59)],
    [{ year: 2024, month: 3, day: 10 }, '02:00', 'America/New_York', Date.UTC(2024, 2, 10, 7, 0)],
    [{ year: 2024, month: 3, day: 10 }, '02:30', 'America/New_York', Date.UTC(2024, 2, 10, 7, 30)],
    [{ year: 2024, month: 3, day: 10 }, '03:00', 'America/New_York', Date.UTC(2024, 2, 10, 7, 0)],
    [{ year: 2024, month: 3, day: 10 }, '03:30', 'America/New_York', Date.UTC(2024, 2, 10, 7, 30)],
    // New York fall back on 2024-11-03: 01:00-01:59 happens twice; the first (EDT) is taken.
    [{ year: 2024, month: 11, day: 3 }, '00:59', 'America/New_York', Date.UTC(2024, 10, 3, 4, 59)],
    [{ year: 2024, month: 11, day: 3 }, '01:30', 'America/New_York', Date.UTC(2024, 10, 3, 5, 30)],
    [{ year: 2024, month: 11, day: 3 }, '02:00', 'America/New_York', Date.UTC(2024, 10, 3, 7, 0)],
    // Berlin spring forward on 2024-03-31: 02:00 CET jumps to 03:00 CEST.
    [{ year: 2024, month: 3, day: 31 }, '02:15', 'Europe/Berlin', Date.UTC(2024, 2, 31, 1, 15)],
    // Berlin fall back on 2024-10-27: 02:30 happens twice; the first (CEST) is taken.
    [{ year: 2024, month: 10, day: 27 }, '02:30', 'Europe/Berlin', Date.UTC(2024, 9, 27, 0, 30)],
  ])('combines %j and %s in %s', (day, time, zone, expected) => {
    expect(combineDateAndTime(day, time, zone)).toBe(expected);
  });

  it('takes the calendar day of an instant in the zone', () => {
    // 2024-06-15T02:00Z is still 2024-06-14 in New York.
    expect(combineDateAndTime(Date.UTC(2024, 5, 15, 2, 0), '09:00', 'America/New_York')).toBe(
      Date.UTC(2024, 5, 14, 13, 0),
    );
    expect(combineDateAndTime(Date.UTC(2024, 5, 15, 2, 0), '09:00', 'UTC')).toBe(
      Date.UTC(2024, 5, 15, 9, 0),
    );
  });

  it.each([
    [{ year: 2024, month: 6, day: 15 }, '24:00', 'UTC', 'time.invalid', 'Invalid time'],
    [{ year: 2024, month: 6, day: 15 }, '8:30', 'UTC', 'time.invalid', 'Invalid time'],
    [{ year: 2024, month: 6, day: 15 }, '', 'UTC', 'time.invalid', 'Invalid time'],
    [
      { year: 2024, month: 6, day: 15 },
      '08:30',
      'Mars/Olympus',
      'time.invalidTimeZone',
      'Invalid time zone: Mars/Olympus',
    ],
    [
      { year: 2023, month: 2, day: 29 },
      '08:30',
      'UTC',
      'time.invalidDateTime',
      'Invalid date time: 2023-2-29 08:30',
    ],
    [Number.NaN, '08:30', 'UTC', 'time.invalidDateTime', 'Invalid date time: NaN'],
  ])('rejects %j %j in %s', (day, time, zone, code, message) => {
    expect(combineDateAndTime(day, time, zone)).toMatchObject({ code, message });
  });
});

describe('calendar grid of 42 days (foundation §9)', () => {
  it.each([
    // June 2024 starts on a Saturday.
    [2024, 6, 0, { year: 2024, month: 5, day: 26 }, { year: 2024, month: 7, day: 6 }],
    [2024, 6, 1, { year: 2024, month: 5, day: 27 }, { year: 2024, month: 7, day: 7 }],
    [2024, 6, 6, { year: 2024, month: 6, day: 1 }, { year: 2024, month: 7, day: 12 }],
    // September 2024 starts on a Sunday: no leading days with a Sunday start.
    [2024, 9, 0, { year: 2024, month: 9, day: 1 }, { year: 2024, month: 10, day: 12 }],
    // February 2021 starts on Monday and has 28 days.
    [2021, 2, 1, { year: 2021, month: 2, day: 1 }, { year: 2021, month: 3, day: 14 }],
    // January crosses back into December of the previous year.
    [2025, 1, 0, { year: 2024, month: 12, day: 29 }, { year: 2025, month: 2, day: 8 }],
    // December crosses into January of the next year.
    [2024, 12, 0, { year: 2024, month: 12, day: 1 }, { year: 2025, month: 1, day: 11 }],
  ])('%d-%d starting weeks on %d runs from %j to %j', (year, month, weekStart, first, last) => {
    const grid = calendarGrid(year, month, weekStart);
    expect(grid).toHaveLength(CALENDAR_GRID_DAYS);
    expect(grid[0]).toEqual(first);
    expect(grid[41]).toEqual(last);
  });

  it('lists consecutive days including February 29 of a leap year', () => {
    const grid = calendarGrid(2024, 2);
    // February 2024 starts on a Thursday: Jan 28-31 lead in.
    expect(grid.slice(0, 5)).toEqual([
      { year: 2024, month: 1, day: 28 },
      { year: 2024, month: 1, day: 29 },
      { year: 2024, month: 1, day: 30 },
      { year: 2024, month: 1, day: 31 },
      { year: 2024, month: 2, day: 1 },
    ]);
    expect(grid[32]).toEqual({ year: 2024, month: 2, day: 29 });
    expect(grid[33]).toEqual({ year: 2024, month: 3, day: 1 });
  });

  it.each([
    [2024, 0, 0],
    [2024, 13, 0],
    [2024, 6, 7],
    [2024, 6, -1],
  ])('throws for year %d month %d week start %d', (year, month, weekStart) => {
    expect(() => calendarGrid(year, month, weekStart)).toThrow(RangeError);
  });
});
