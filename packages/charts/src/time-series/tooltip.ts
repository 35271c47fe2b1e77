import { lowerBound, upperBound } from './reduce';

/** Projects §9: the tooltip lists 5 series per column. */
export const TOOLTIP_SERIES_PER_COLUMN = 5;

/** Splits the tooltip's rows into columns of `perColumn` (12 rows → 5, 5, 2). */
export function groupIntoColumns<T>(
  items: readonly T[],
  perColumn: number = TOOLTIP_SERIES_PER_COLUMN,
): T[][] {
  const columns: T[][] = [];
  for (let index = 0; index < items.length; index += perColumn) {
    columns.push(items.slice(index, index + perColumn));
  }
  return columns;
}

/** The index of the time nearest `t` (the earlier on a tie), or -1 for no times. */
export function nearestIndex(times: ArrayLike<number>, t: number): number {
  const n = times.length;
  if (n === 0) return -1;
  const after = lowerBound(times, t);
  if (after === 0) return 0;
  if (after >= n) return n - 1;
  const before = after - 1;
  return t - (times[before] as number) <= (times[after] as number) - t ? before : after;
}

/**
 * The value a series shows in the tooltip at `t`: its nearest point, if that point is within
 * half a bucket of `t` and has a value; otherwise NaN (the series has a gap there).
 */
export function valueAt(
  series: { times: ArrayLike<number>; values: ArrayLike<number>; bucketMs: number },
  t: number,
): number {
  const index = nearestIndex(series.times, t);
  if (index < 0) return NaN;
  if (Math.abs((series.times[index] as number) - t) > series.bucketMs / 2) return NaN;
  return series.values[index] as number;
}

/** What `snapTime` and `stepTime` read of a series. */
interface TimedSeries {
  times: ArrayLike<number>;
}

/** The time of the point nearest `t` among the series, within [from, to]; NaN if none. */
export function snapTime(
  series: readonly TimedSeries[],
  t: number,
  from: number,
  to: number,
): number {
  let best = NaN;
  let bestDistance = Infinity;
  for (const item of series) {
    const index = nearestIndex(item.times, t);
    if (index < 0) continue;
    const time = item.times[index] as number;
    if (time < from || time > to) continue;
    const distance = Math.abs(time - t);
    if (distance < bestDistance) {
      best = time;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * The next (+1) or previous (-1) point time after `t` among the series, within [from, to]; `t`
 * itself when there is none (the keyboard stops at the ends).
 */
export function stepTime(
  series: readonly TimedSeries[],
  t: number,
  direction: 1 | -1,
  from: number,
  to: number,
): number {
  let best = direction === 1 ? Infinity : -Infinity;
  for (const { times } of series) {
    if (direction === 1) {
      const index = upperBound(times, t);
      if (index < times.length) best = Math.min(best, times[index] as number);
    } else {
      const index = lowerBound(times, t) - 1;
      if (index >= 0) best = Math.max(best, times[index] as number);
    }
  }
  return Number.isFinite(best) && best >= from && best <= to ? best : t;
}
