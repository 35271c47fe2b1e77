import { describe, expect, it } from 'vitest';
import type { ProjectZone } from '../alerts/activation';
import { dailySummaries, localDayOf, type DailyPoint } from './daily-summary';

const UTC: ProjectZone = { timeZone: 'UTC', summerTimeAdjusted: true };
const NEW_YORK: ProjectZone = { timeZone: 'America/New_York', summerTimeAdjusted: true };
const NEW_YORK_STANDARD: ProjectZone = { timeZone: 'America/New_York', summerTimeAdjusted: false };

const MINUTE = 60_000;
const utc = (iso: string) => Date.parse(iso);
/** One point per minute, t from `from` to `to` inclusive, value = its index. */
function minutePoints(from: string, to: string): DailyPoint[] {
  const points: DailyPoint[] = [];
  for (let t = utc(from), i = 0; t <= utc(to); t += MINUTE, i += 1) points.push({ t, value: i });
  return points;
}

describe('localDayOf', () => {
  it.each([
    // A value stamped at 00:00 ends the previous day's last minute.
    ['2026-05-02T00:00Z', UTC, '2026-05-01'],
    ['2026-05-02T00:00:00.001Z', UTC, '2026-05-02'],
    ['2026-05-02T00:01Z', UTC, '2026-05-02'],
    ['2026-05-01T23:59Z', UTC, '2026-05-01'],
    // Local midnight in New York (EDT, UTC−4).
    ['2026-05-02T04:00Z', NEW_YORK, '2026-05-01'],
    ['2026-05-02T04:01Z', NEW_YORK, '2026-05-02'],
    // A project on standard time all year: 04:30Z in July is 23:30 EST the day before.
    ['2026-07-15T04:30Z', NEW_YORK, '2026-07-15'],
    ['2026-07-15T04:30Z', NEW_YORK_STANDARD, '2026-07-14'],
    ['2026-07-15T05:00Z', NEW_YORK_STANDARD, '2026-07-14'],
    ['2026-07-15T05:01Z', NEW_YORK_STANDARD, '2026-07-15'],
  ] as const)('%s → %s', (at, zone, day) => {
    expect(localDayOf(utc(at), zone)).toBe(day);
  });
});

describe('dailySummaries', () => {
  it('summarises a 23-hour spring-forward day in New York', () => {
    // 2026-03-08 runs from 00:00 EST (05:00Z) to 00:00 EDT on the 9th (04:00Z): 1380 minutes.
    const points = minutePoints('2026-03-08T05:00Z', '2026-03-09T04:01Z');
    expect(dailySummaries(points, NEW_YORK)).toEqual([
      // 05:00Z is local midnight: the previous day's last minute.
      { day: '2026-03-07', count: 1, min: 0, max: 0, mean: 0 },
      { day: '2026-03-08', count: 1380, min: 1, max: 1380, mean: 690.5 },
      { day: '2026-03-09', count: 1, min: 1381, max: 1381, mean: 1381 },
    ]);
  });

  it('summarises a 25-hour fall-back day in New York', () => {
    // 2026-11-01 runs from 00:00 EDT (04:00Z) to 00:00 EST on the 2nd (05:00Z): 1500 minutes.
    const points = minutePoints('2026-11-01T04:01Z', '2026-11-02T05:00Z');
    expect(dailySummaries(points, NEW_YORK)).toEqual([
      { day: '2026-11-01', count: 1500, min: 0, max: 1499, mean: 749.5 },
    ]);
  });

  it('counts only non-null values and lists a day without values as No data', () => {
    const points: DailyPoint[] = [
      { t: utc('2026-05-01T10:00Z'), value: 2 },
      { t: utc('2026-05-01T10:01Z'), value: null },
      { t: utc('2026-05-01T10:02Z'), value: 4 },
      { t: utc('2026-05-01T10:03Z'), value: -1 },
      { t: utc('2026-05-02T10:00Z'), value: null },
      { t: utc('2026-05-02T10:01Z'), value: Number.NaN },
    ];
    expect(dailySummaries(points, UTC)).toEqual([
      { day: '2026-05-01', count: 3, min: -1, max: 4, mean: 5 / 3 },
      { day: '2026-05-02', count: 0, min: null, max: null, mean: null },
    ]);
  });

  it('puts a point at local midnight in the day it ends and lists days in order', () => {
    const points: DailyPoint[] = [
      { t: utc('2026-05-03T12:00Z'), value: 7 },
      { t: utc('2026-05-02T00:00Z'), value: 10 }, // ends 2026-05-01
      { t: utc('2026-05-01T08:00Z'), value: 20 },
      { t: utc('2026-05-02T00:01Z'), value: 30 },
    ];
    expect(dailySummaries(points, UTC)).toEqual([
      { day: '2026-05-01', count: 2, min: 10, max: 20, mean: 15 },
      { day: '2026-05-02', count: 1, min: 30, max: 30, mean: 30 },
      { day: '2026-05-03', count: 1, min: 7, max: 7, mean: 7 },
    ]);
  });

  it('returns no day for no point', () => {
    expect(dailySummaries([], NEW_YORK)).toEqual([]);
  });
});
