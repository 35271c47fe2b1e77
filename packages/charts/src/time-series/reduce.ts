/**
 * Reduction of a series to pixel columns before drawing: for every device-pixel column the first,
 * last, lowest and highest value of the points that fall in it (the optional envelope included),
 * so a spike inside a column is always drawn. Lines break where two consecutive points with a
 * value are more than `bucketMs` apart. One pass over the visible points, no allocation per point.
 */

/** The series' arrays the reduction reads (the shape of `TimeSeries`). */
export interface ReducibleSeries {
  times: ArrayLike<number>;
  values: ArrayLike<number>;
  mins?: ArrayLike<number>;
  maxs?: ArrayLike<number>;
  bucketMs: number;
}

/** Entry flag: the line does not join this entry to the one before (a gap). */
export const BREAK_BEFORE = 1;

/**
 * The reduced entries of one series, in typed arrays reused from draw to draw. An entry is one
 * column, or part of a column when a gap falls inside it; the points just outside the view are
 * kept as entries too (at their true x) so lines run on to the edge.
 */
export class ColumnBuffer {
  /** How many entries are filled. */
  length = 0;
  /** Lowest and highest value (envelope included) of the points inside the view. */
  dataMin = Infinity;
  dataMax = -Infinity;
  /** x of the entry in columns (the column's centre, or the true x of a point outside the view). */
  x: Float64Array;
  first: Float64Array;
  last: Float64Array;
  min: Float64Array;
  max: Float64Array;
  /** Points in the entry. */
  count: Uint32Array;
  flags: Uint8Array;

  constructor(capacity = 64) {
    this.x = new Float64Array(capacity);
    this.first = new Float64Array(capacity);
    this.last = new Float64Array(capacity);
    this.min = new Float64Array(capacity);
    this.max = new Float64Array(capacity);
    this.count = new Uint32Array(capacity);
    this.flags = new Uint8Array(capacity);
  }

  /** Room for `capacity` entries, keeping the first `length` (grows by doubling). */
  reserve(capacity: number): void {
    if (this.x.length >= capacity) return;
    let size = Math.max(this.x.length, 1);
    while (size < capacity) size *= 2;
    const grow = <T extends Float64Array | Uint32Array | Uint8Array>(array: T, next: T): T => {
      next.set(array.subarray(0, this.length));
      return next;
    };
    this.x = grow(this.x, new Float64Array(size));
    this.first = grow(this.first, new Float64Array(size));
    this.last = grow(this.last, new Float64Array(size));
    this.min = grow(this.min, new Float64Array(size));
    this.max = grow(this.max, new Float64Array(size));
    this.count = grow(this.count, new Uint32Array(size));
    this.flags = grow(this.flags, new Uint8Array(size));
  }
}

/** One reusable buffer per series id, kept across draws. */
export class BufferPool {
  private readonly buffers = new Map<string, ColumnBuffer>();

  get(id: string): ColumnBuffer {
    let buffer = this.buffers.get(id);
    if (!buffer) {
      buffer = new ColumnBuffer();
      this.buffers.set(id, buffer);
    }
    return buffer;
  }

  /** Lets go of the buffers of series no longer shown. */
  retain(ids: ReadonlySet<string>): void {
    for (const id of this.buffers.keys()) if (!ids.has(id)) this.buffers.delete(id);
  }
}

/** The first index whose time is ≥ `t` (times ascending); `times.length` if none. */
export function lowerBound(times: ArrayLike<number>, t: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((times[mid] as number) < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first index whose time is > `t` (times ascending); `times.length` if none. */
export function upperBound(times: ArrayLike<number>, t: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((times[mid] as number) <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Reduces the points of `series` in the view [from, to] to `columns` pixel columns into `out`
 * (reused) and returns it. The nearest point with a value on each side of the view is included
 * so the line continues to the edge; it does not count towards `dataMin`/`dataMax`.
 */
export function reduceSeries(
  series: ReducibleSeries,
  from: number,
  to: number,
  columns: number,
  out: ColumnBuffer = new ColumnBuffer(),
): ColumnBuffer {
  const { times, values, mins, maxs, bucketMs } = series;
  const n = Math.min(times.length, values.length);
  out.length = 0;
  out.dataMin = Infinity;
  out.dataMax = -Infinity;
  if (n === 0 || !(to > from) || columns <= 0) return out;

  const i0 = lowerBound(times, from);
  const i1 = Math.min(upperBound(times, to), n);
  // The nearest points with a value just outside the view, if any.
  let start = i0 - 1;
  while (start >= 0 && !Number.isFinite(values[start] as number)) start -= 1;
  if (start < 0) start = i0;
  let end = i1;
  while (end < n && !Number.isFinite(values[end] as number)) end += 1;
  end = end < n ? end + 1 : i1;

  // Usually one entry per column plus the two outside points; gaps can add more (grown below).
  out.reserve(Math.min(end - start, columns + 16));
  const scale = columns / (to - from);
  const lastColumn = columns - 1;
  let { x, first, last, min: low, max: high, count, flags } = out;
  let capacity = x.length;
  let length = 0;
  let column = NaN;
  let previousTime = NaN;
  let dataMin = Infinity;
  let dataMax = -Infinity;

  for (let i = start; i < end; i += 1) {
    const value = values[i] as number;
    if (value - value !== 0) continue; // NaN or ±Infinity: no value in this bucket
    const time = times[i] as number;
    let lo = value;
    let hi = value;
    if (mins) {
      const m = mins[i] as number;
      if (m < lo) lo = m;
    }
    if (maxs) {
      const m = maxs[i] as number;
      if (m > hi) hi = m;
    }
    const gap = time - previousTime > bucketMs;
    previousTime = time;
    const inside = i >= i0 && i < i1;
    let c: number;
    if (inside) {
      if (lo < dataMin) dataMin = lo;
      if (hi > dataMax) dataMax = hi;
      c = Math.floor((time - from) * scale);
      if (c > lastColumn) c = lastColumn;
      else if (c < 0) c = 0;
    } else {
      c = time < from ? -1 : columns;
    }
    if (length > 0 && c === column && !gap && inside) {
      const e = length - 1;
      last[e] = value;
      if (lo < low[e]!) low[e] = lo;
      if (hi > high[e]!) high[e] = hi;
      count[e]! += 1;
      continue;
    }
    if (length === capacity) {
      out.length = length;
      out.reserve(length * 2);
      ({ x, first, last, min: low, max: high, count, flags } = out);
      capacity = x.length;
    }
    column = c;
    x[length] = inside ? c + 0.5 : (time - from) * scale;
    first[length] = value;
    last[length] = value;
    low[length] = lo;
    high[length] = hi;
    count[length] = 1;
    flags[length] = gap ? BREAK_BEFORE : 0;
    length += 1;
  }
  out.length = length;
  out.dataMin = dataMin;
  out.dataMax = dataMax;
  return out;
}
