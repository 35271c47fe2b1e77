import { describe, expect, it } from 'vitest';
import {
  startDateFields,
  startDateInstant,
  startDateProblem,
  MAX_OVERRIDE_DAYS,
} from './start-date';

const NEW_YORK = { timeZone: 'America/New_York', summerTimeAdjusted: true };
const NEW_YORK_STANDARD = { timeZone: 'America/New_York', summerTimeAdjusted: false };
const day = (year: number, month: number, d: number) => ({ year, month, day: d });

describe('startDateInstant', () => {
  it('reads the day and time on the project clock', () => {
    // 10 Nov 2026 08:00 EST = 13:00 UTC; 10 Jul 2026 08:00 EDT = 12:00 UTC.
    expect(startDateInstant(day(2026, 11, 10), '08:00', NEW_YORK)).toBe(
      Date.parse('2026-11-10T13:00:00Z'),
    );
    expect(startDateInstant(day(2026, 7, 10), '08:00', NEW_YORK)).toBe(
      Date.parse('2026-07-10T12:00:00Z'),
    );
    // A project kept on standard time all year: 08:00 is 13:00 UTC in July too.
    expect(startDateInstant(day(2026, 7, 10), '08:00', NEW_YORK_STANDARD)).toBe(
      Date.parse('2026-07-10T13:00:00Z'),
    );
  });

  it('is null without a day or time, or for an impossible date', () => {
    expect(startDateInstant(null, '08:00', NEW_YORK)).toBeNull();
    expect(startDateInstant(day(2026, 11, 10), null, NEW_YORK)).toBeNull();
    expect(startDateInstant(day(2026, 11, 10), '25:00', NEW_YORK)).toBeNull();
    expect(startDateInstant(day(2026, 2, 30), '08:00', NEW_YORK)).toBeNull();
  });

  it('round-trips with startDateFields', () => {
    const ms = Date.parse('2026-11-10T13:05:00Z');
    expect(startDateFields(ms, NEW_YORK)).toEqual({ day: day(2026, 11, 10), time: '08:05' });
    const { day: d, time } = startDateFields(ms, NEW_YORK);
    expect(startDateInstant(d, time, NEW_YORK)).toBe(ms);
  });
});

describe('startDateProblem', () => {
  const now = Date.parse('2026-11-25T12:00:30Z');
  it('needs a date, not in the future (the current minute is allowed), at most 366 days back', () => {
    expect(startDateProblem(null, now)).toBe('required');
    expect(startDateProblem(Date.parse('2026-11-25T12:00:00Z'), now)).toBeNull();
    expect(startDateProblem(Date.parse('2026-11-25T12:01:00Z'), now)).toBe('future');
    expect(startDateProblem(now - MAX_OVERRIDE_DAYS * 86_400_000, now)).toBeNull();
    expect(startDateProblem(now - MAX_OVERRIDE_DAYS * 86_400_000 - 1, now)).toBe('tooOld');
  });
});
