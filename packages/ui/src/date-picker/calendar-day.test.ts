import { calendarGrid } from '@aq/validation/date-range';
import { describe, expect, it } from 'vitest';
import {
  MIN_CALENDAR_DAY,
  addDays,
  addMonths,
  clampDay,
  compareDays,
  daysInMonth,
  endOfWeek,
  formatIsoDay,
  initialFocusDay,
  isDayInRange,
  keyboardTargetDay,
  monthHasDayInRange,
  parseIsoDay,
  shiftMonth,
  startOfWeek,
  weekStartForLocale,
  weekdayNames,
  type CalendarDay,
} from './calendar-day';

const d = (year: number, month: number, day: number): CalendarDay => ({ year, month, day });

describe('MIN_CALENDAR_DAY', () => {
  it('is 1970-01-01', () => {
    expect(MIN_CALENDAR_DAY).toEqual(d(1970, 1, 1));
  });
});

describe('compareDays', () => {
  it.each([
    [d(2026, 3, 8), d(2026, 3, 8), 0],
    [d(2026, 3, 7), d(2026, 3, 8), -1],
    [d(2026, 2, 28), d(2026, 3, 1), -1],
    [d(2025, 12, 31), d(2026, 1, 1), -1],
    [d(2026, 3, 9), d(2026, 3, 8), 1],
  ])('orders %j and %j', (a, b, sign) => {
    expect(Math.sign(compareDays(a, b))).toBe(sign);
  });
});

describe('daysInMonth', () => {
  it.each([
    [2026, 1, 31],
    [2026, 2, 28],
    [2024, 2, 29],
    [2000, 2, 29],
    [1900, 2, 28],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth({ year, month })).toBe(days);
  });
});

describe('shiftMonth', () => {
  it.each([
    [{ year: 2026, month: 3 }, 1, { year: 2026, month: 4 }],
    [{ year: 2026, month: 12 }, 1, { year: 2027, month: 1 }],
    [{ year: 2026, month: 1 }, -1, { year: 2025, month: 12 }],
    [{ year: 2026, month: 3 }, -15, { year: 2024, month: 12 }],
    [{ year: 2026, month: 3 }, 12, { year: 2027, month: 3 }],
  ])('%j moved by %i months is %j', (month, months, expected) => {
    expect(shiftMonth(month, months)).toEqual(expected);
  });
});

describe('addDays and addMonths', () => {
  it.each([
    [d(2026, 3, 8), 1, d(2026, 3, 9)],
    [d(2026, 2, 28), 1, d(2026, 3, 1)],
    [d(2024, 2, 28), 1, d(2024, 2, 29)],
    [d(2026, 1, 1), -1, d(2025, 12, 31)],
    [d(2026, 3, 8), -7, d(2026, 3, 1)],
  ])('%j plus %i days is %j', (day, days, expected) => {
    expect(addDays(day, days)).toEqual(expected);
  });

  it.each([
    [d(2026, 3, 8), 1, d(2026, 4, 8)],
    [d(2026, 1, 31), 1, d(2026, 2, 28)],
    [d(2024, 1, 31), 1, d(2024, 2, 29)],
    [d(2026, 3, 31), -1, d(2026, 2, 28)],
    [d(2024, 2, 29), 12, d(2025, 2, 28)],
    [d(2026, 12, 15), 1, d(2027, 1, 15)],
    [d(2026, 1, 15), -1, d(2025, 12, 15)],
  ])('%j plus %i months is %j (clamped to the month)', (day, months, expected) => {
    expect(addMonths(day, months)).toEqual(expected);
  });
});

describe('isDayInRange and clampDay', () => {
  const min = d(2026, 3, 1);
  const max = d(2026, 3, 31);
  it.each([
    [d(2026, 3, 1), true, d(2026, 3, 1)],
    [d(2026, 3, 31), true, d(2026, 3, 31)],
    [d(2026, 2, 28), false, min],
    [d(2026, 4, 1), false, max],
  ])('%j is in range %s and clamps to %j', (day, inRange, clamped) => {
    expect(isDayInRange(day, min, max)).toBe(inRange);
    expect(clampDay(day, min, max)).toEqual(clamped);
  });

  it('treats a missing bound as open', () => {
    expect(isDayInRange(d(1, 1, 1), null, undefined)).toBe(true);
    expect(clampDay(d(3000, 1, 1), min, null)).toEqual(d(3000, 1, 1));
  });
});

describe('startOfWeek and endOfWeek', () => {
  // 2026-03-08 is a Sunday; 2026-03-11 a Wednesday.
  it.each([
    [d(2026, 3, 11), 0, d(2026, 3, 8), d(2026, 3, 14)],
    [d(2026, 3, 11), 1, d(2026, 3, 9), d(2026, 3, 15)],
    [d(2026, 3, 8), 0, d(2026, 3, 8), d(2026, 3, 14)],
    [d(2026, 3, 8), 1, d(2026, 3, 2), d(2026, 3, 8)],
    [d(2026, 3, 1), 6, d(2026, 2, 28), d(2026, 3, 6)],
  ])('the week of %j starting on day %i runs %j to %j', (day, weekStartsOn, start, end) => {
    expect(startOfWeek(day, weekStartsOn)).toEqual(start);
    expect(endOfWeek(day, weekStartsOn)).toEqual(end);
  });
});

describe('keyboardTargetDay', () => {
  const focused = d(2026, 3, 11);
  it.each([
    ['ArrowLeft', {}, d(2026, 3, 10)],
    ['ArrowRight', {}, d(2026, 3, 12)],
    ['ArrowUp', {}, d(2026, 3, 4)],
    ['ArrowDown', {}, d(2026, 3, 18)],
    ['Home', {}, d(2026, 3, 8)],
    ['End', {}, d(2026, 3, 14)],
    ['Home', { weekStartsOn: 1 }, d(2026, 3, 9)],
    ['End', { weekStartsOn: 1 }, d(2026, 3, 15)],
    ['PageUp', {}, d(2026, 2, 11)],
    ['PageDown', {}, d(2026, 4, 11)],
    ['PageUp', { shiftKey: true }, d(2025, 3, 11)],
    ['PageDown', { shiftKey: true }, d(2027, 3, 11)],
    ['ArrowLeft', { rtl: true }, d(2026, 3, 12)],
    ['ArrowRight', { rtl: true }, d(2026, 3, 10)],
  ])('%s with %j moves from 2026-03-11 to %j', (key, options, expected) => {
    expect(keyboardTargetDay(key, focused, { weekStartsOn: 0, ...options })).toEqual(expected);
  });

  it.each([
    ['ArrowRight', d(2026, 3, 31), d(2026, 4, 1)],
    ['ArrowDown', d(2026, 12, 29), d(2027, 1, 5)],
    ['PageDown', d(2026, 1, 31), d(2026, 2, 28)],
    ['PageUp', d(2024, 3, 30), d(2024, 2, 29)],
  ])('%s crosses into the next period from %j to %j', (key, from, expected) => {
    expect(keyboardTargetDay(key, from, { weekStartsOn: 0 })).toEqual(expected);
  });

  it.each(['Enter', ' ', 'a', 'Tab'])('ignores %j', (key) => {
    expect(keyboardTargetDay(key, focused, { weekStartsOn: 0 })).toBeNull();
  });
});

describe('initialFocusDay', () => {
  const march = { year: 2026, month: 3 };
  it.each([
    [
      'the selected day in the month',
      { selected: d(2026, 3, 20), today: d(2026, 3, 8) },
      d(2026, 3, 20),
    ],
    [
      'today when the selection is elsewhere',
      { selected: d(2026, 1, 5), today: d(2026, 3, 8) },
      d(2026, 3, 8),
    ],
    [
      'the 1st when neither is in the month',
      { selected: null, today: d(2026, 4, 2) },
      d(2026, 3, 1),
    ],
    ['the minimum when the 1st is before it', { min: d(2026, 3, 10) }, d(2026, 3, 10)],
    [
      'the maximum when today is after it',
      { today: d(2026, 3, 8), max: d(2026, 3, 5) },
      d(2026, 3, 5),
    ],
  ])('focuses %s', (_case, options, expected) => {
    expect(initialFocusDay(march, options)).toEqual(expected);
  });
});

describe('monthHasDayInRange', () => {
  it.each([
    [{ year: 1969, month: 12 }, MIN_CALENDAR_DAY, null, false],
    [{ year: 1970, month: 1 }, MIN_CALENDAR_DAY, null, true],
    [{ year: 2026, month: 3 }, null, d(2026, 3, 1), true],
    [{ year: 2026, month: 4 }, null, d(2026, 3, 31), false],
  ])('%j within %j..%j: %s', (month, min, max, expected) => {
    expect(monthHasDayInRange(month, min, max)).toBe(expected);
  });
});

describe('parseIsoDay and formatIsoDay', () => {
  it.each([
    ['2026-03-08', d(2026, 3, 8)],
    [' 2024-02-29 ', d(2024, 2, 29)],
    ['1970-01-01', d(1970, 1, 1)],
    ['0099-12-31', d(99, 12, 31)],
  ])('reads %j', (text, day) => {
    expect(parseIsoDay(text)).toEqual(day);
  });

  it.each([
    '',
    '2026-3-8',
    '08/03/2026',
    '2023-02-29',
    '2026-13-01',
    '2026-04-31',
    '2026-03-08T10:00',
  ])('refuses %j', (text) => {
    expect(parseIsoDay(text)).toBeNull();
  });

  it.each([
    [d(2026, 3, 8), '2026-03-08'],
    [d(99, 12, 31), '0099-12-31'],
  ])('writes %j as %j', (day, text) => {
    expect(formatIsoDay(day)).toBe(text);
  });
});

describe('weekStartForLocale and weekdayNames', () => {
  it.each([
    ['en-US', 0],
    ['en-GB', 1],
    ['fr', 1],
    ['pt-BR', 0],
  ])('weeks in %s start on day %i', (locale, weekStartsOn) => {
    expect(weekStartForLocale(locale)).toBe(weekStartsOn);
  });

  it('names the weekdays in grid order in the locale', () => {
    expect(weekdayNames('en-US', 0).map((name) => name.short)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    expect(weekdayNames('en-GB', 1)[0]).toEqual({ short: 'Mon', long: 'Monday' });
    expect(weekdayNames('en-US', 1)[6]).toEqual({ short: 'Sun', long: 'Sunday' });
  });

  it('matches the grid of calendarGrid: the first column has the first weekday', () => {
    const grid = calendarGrid(2026, 3, 1);
    expect(grid).toHaveLength(42);
    expect(startOfWeek(grid[0] as CalendarDay, 1)).toEqual(grid[0]);
  });
});
