import { lowerBound, upperBound } from './reduce';

/** What the table reads of a series. */
interface TableSeries {
  times: ArrayLike<number>;
  values: ArrayLike<number>;
}

/**
 * Walks the union of the series' sorted times in [from, to] in order, calling `visit` once per
 * distinct time with the cursors (each series' current index, or past its end).
 */
function mergeTimes(
  series: readonly TableSeries[],
  starts: readonly number[],
  ends: readonly number[],
  visit: (time: number, cursors: readonly number[]) => void,
): void {
  const cursors = [...starts];
  for (;;) {
    let next = Infinity;
    for (let s = 0; s < series.length; s += 1) {
      const cursor = cursors[s] as number;
      if (cursor < (ends[s] as number)) {
        const time = (series[s] as TableSeries).times[cursor] as number;
        if (time < next) next = time;
      }
    }
    if (next === Infinity) return;
    visit(next, cursors);
    for (let s = 0; s < series.length; s += 1) {
      const cursor = cursors[s] as number;
      if (cursor < (ends[s] as number) && (series[s] as TableSeries).times[cursor] === next) {
        cursors[s] = cursor + 1;
      }
    }
  }
}

/**
 * The rows of the table view: every time at which at least one of the series has a point in
 * [from, to], ascending and without repeats, and for each series the index of its point at that
 * time (-1 where it has none). Two merges of the sorted times (one to count the rows, one to fill
 * them), so a month of minute data for 20 series needs arrays of the month's length only.
 */
export function tableRows(
  series: readonly TableSeries[],
  from: number,
  to: number,
): { times: Float64Array; indexes: Int32Array[] } {
  const starts = series.map(({ times }) => lowerBound(times, from));
  const ends = series.map(({ times }) => upperBound(times, to));
  let rows = 0;
  mergeTimes(series, starts, ends, () => {
    rows += 1;
  });
  const times = new Float64Array(rows);
  const indexes = series.map(() => new Int32Array(rows).fill(-1));
  let row = 0;
  mergeTimes(series, starts, ends, (time, cursors) => {
    times[row] = time;
    for (let s = 0; s < series.length; s += 1) {
      const cursor = cursors[s] as number;
      if (cursor < (ends[s] as number) && (series[s] as TableSeries).times[cursor] === time) {
        (indexes[s] as Int32Array)[row] = cursor;
      }
    }
    row += 1;
  });
  return { times, indexes };
}
