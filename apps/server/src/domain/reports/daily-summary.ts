/**
 * Daily summaries of a report (DOMAIN.md "Reports": "daily summaries use local calendar days").
 * Pure, no I/O.
 *
 * Decisions:
 * - Days are the project's local calendar days (yyyy-mm-dd on the project clock of
 *   alerts/activation), so a DST-change day holds 23 or 25 hours of minutes.
 * - A value is stamped at the END of its minute (DOMAIN.md "Site contribution" 1), so it belongs to
 *   the day its minute lies in: the day of the instant just before t. A value stamped exactly at
 *   local 00:00 covers 23:59–00:00 and belongs to the PREVIOUS day; a day of 1-minute values runs
 *   from 00:01 to 24:00 (the next day's 00:00).
 * - count, min, max and mean are of the non-null finite values. A day that has points but no
 *   value is listed with count 0 and null min, max and mean ('No data'); a day with no point at
 *   all is not listed. Days come in calendar order. The mean is not rounded (display rounds).
 */
import { projectLocalTime, type ProjectZone } from '../alerts/activation';

export interface DailyPoint {
  t: number;
  value: number | null;
}

export interface DailySummary {
  /** Local calendar day, yyyy-mm-dd. */
  day: string;
  count: number;
  min: number | null;
  max: number | null;
  mean: number | null;
}

/** The local calendar day (yyyy-mm-dd) of the minute that ends at t. */
export function localDayOf(t: number, zone: ProjectZone): string {
  const before = t - 1;
  return new Date(projectLocalTime(zone, before).wallMs).toISOString().slice(0, 10);
}

/** Per local calendar day: count, min, max and mean of the non-null values, days in order. */
export function dailySummaries(points: readonly DailyPoint[], zone: ProjectZone): DailySummary[] {
  const days = new Map<string, { count: number; sum: number; min: number; max: number }>();
  for (const { t, value } of points) {
    const day = localDayOf(t, zone);
    let acc = days.get(day);
    if (acc === undefined) {
      acc = { count: 0, sum: 0, min: Infinity, max: -Infinity };
      days.set(day, acc);
    }
    if (value === null || !Number.isFinite(value)) continue;
    acc.count += 1;
    acc.sum += value;
    if (value < acc.min) acc.min = value;
    if (value > acc.max) acc.max = value;
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, acc]) =>
      acc.count === 0
        ? { day, count: 0, min: null, max: null, mean: null }
        : { day, count: acc.count, min: acc.min, max: acc.max, mean: acc.sum / acc.count },
    );
}
