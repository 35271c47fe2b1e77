import type { ReportPoint } from './types';

const MINUTE = 60_000;

/** The 1466 graphs' rolling window (spec 02 §9: a 15-minute rolling average). */
export const GRAPH_ROLLING_MINUTES = 15;

/** A window needs at least this share of valid minutes (DOMAIN.md "Completeness": 75 %). */
export const ROLLING_COMPLETENESS = 0.75;

/**
 * The rolling average of a 1-minute series, evaluated at each of its points: the mean of the valid
 * values in the window (t − W, t] (times are the ends of their minutes, DOMAIN.md), or null when
 * the window holds fewer than ceil(75 % of W) valid values ('No data'): with W = 15 a value needs
 * 12 valid minutes, so the first 11 minutes of a report are null. O(n): one sliding window over
 * the sorted points. Points keep their times; the input must be in ascending time order.
 */
export function rollingAverage(
  points: readonly ReportPoint[],
  windowMinutes: number = GRAPH_ROLLING_MINUTES,
): ReportPoint[] {
  if (!Number.isInteger(windowMinutes) || windowMinutes < 1)
    throw new RangeError(`window must be a whole number of minutes ≥ 1: ${windowMinutes}`);
  const span = windowMinutes * MINUTE;
  const needed = Math.ceil(windowMinutes * ROLLING_COMPLETENESS);
  const result: ReportPoint[] = [];
  let start = 0;
  let sum = 0;
  let valid = 0;
  const usable = (value: number | null): value is number =>
    value !== null && Number.isFinite(value);
  for (let i = 0; i < points.length; i += 1) {
    const { t, value } = points[i]!;
    if (usable(value)) {
      sum += value;
      valid += 1;
    }
    // Drop what left the window: times at or before t − W.
    while (start <= i && points[start]!.t <= t - span) {
      const old = points[start]!.value;
      if (usable(old)) {
        sum -= old;
        valid -= 1;
      }
      start += 1;
    }
    result.push({ t, value: valid >= needed && valid > 0 ? sum / valid : null });
  }
  return result;
}
