import { isValidTimeZone, timeZoneOffsetMs } from '@aq/validation/time';
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const RADIANS_PER_DEGREE = Math.PI / 180;

/** The averaging periods the product offers (spec 03 §9), in minutes; 1440 is one local day. */
export const AVERAGING_PERIODS_MINUTES = [
  1, 5, 10, 15, 20, 30, 60, 120, 240, 300, 360, 480, 720, 1440,
] as const;

/** Whether a bucket is labelled by its end (the default) or by its start. */
export type AveragingDirection = 'TimeEnding' | 'TimeBeginning';

/** A 1-minute reading: t is the epoch ms at the END of its minute. */
export type Point = { t: number; v: number };

/** One averaged bucket; value is null only for a direction whose mean vector is ~0. */
export type Bucket = { t: number; value: number | null; min: number; max: number; count: number };

/** A stored UTC-aligned rollup of the readings in (end − R, end]; sin/cos sums only for WD. */
export type RollupRow = {
  end: number;
  count: number;
  sum: number;
  min: number;
  max: number;
  sumSin: number | null;
  sumCos: number | null;
};

/** Where a long range is read from: raw readings or one of the two rollup tables. */
export type RollupResolution = 'raw' | '15m' | '60m';

/** Minutes covered by one row of each rollup table. */
export const ROLLUP_MINUTES = { '15m': 15, '60m': 60 } as const;

/** How averagePoints and averageRollups cut and label buckets. */
export interface AveragingOptions {
  periodMinutes: number;
  /** IANA zone of the project; buckets restart at each local midnight. */
  timeZone: string;
  direction: AveragingDirection;
  /** Average as a unit vector (wind direction). */
  isDirection?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Local days. Everything Intl is asked happens here, once per local day, never per reading.

// Zones that are UTC by definition skip Intl entirely: they are the default and the common case.
const UTC_ZONES = new Set([
  'UTC',
  'Etc/UTC',
  'Etc/GMT',
  'GMT',
  'Etc/UCT',
  'UCT',
  'Etc/Zulu',
  'Zulu',
]);

/** A half-open local day (start, end] in epoch ms. */
interface LocalDay {
  start: number;
  end: number;
}

/** The local days of one zone, each day's first instant computed once and cached. */
class LocalDays {
  private readonly utc: boolean;
  private readonly starts = new Map<number, number>();

  constructor(private readonly timeZone: string) {
    this.utc = UTC_ZONES.has(timeZone);
    if (!this.utc && !isValidTimeZone(timeZone))
      throw new RangeError(`Unknown time zone: ${timeZone}`);
  }

  /** The local day holding t: a reading at exactly midnight closes the day before. */
  holding(t: number): LocalDay {
    let date = this.utc ? Math.floor(t / DAY_MS) * DAY_MS : this.wallDateOf(t);
    let start = this.startOf(date);
    if (t <= start) {
      date -= DAY_MS;
      start = this.startOf(date);
    }
    let end = this.startOf(date + DAY_MS);
    // Only a zone whose calendar stalls across a day change could need this; none does today.
    while (t > end) {
      date += DAY_MS;
      start = end;
      end = this.startOf(date + DAY_MS);
    }
    return { start, end };
  }

  /** Local calendar date of t, as the epoch ms of that date's 00:00 read as if it were UTC. */
  private wallDateOf(t: number): number {
    return Math.floor((t + timeZoneOffsetMs(t, this.timeZone)) / DAY_MS) * DAY_MS;
  }

  /** First instant whose local date is `date` (00:00, or the end of a jump that skipped it). */
  private startOf(date: number): number {
    if (this.utc) return date;
    let start = this.starts.get(date);
    if (start === undefined) {
      start = this.computeStartOf(date);
      this.starts.set(date, start);
    }
    return start;
  }

  private computeStartOf(date: number): number {
    // Local midnight lies within ±14 h of `date`, so the offsets a day either side are the only
    // ones it can have (zones change offset at most once in two days).
    const before = timeZoneOffsetMs(date - DAY_MS, this.timeZone);
    const after = timeZoneOffsetMs(date + DAY_MS, this.timeZone);
    let best = Infinity;
    for (const offset of [before, after]) {
      const candidate = date - offset;
      // Both are valid when midnight happens twice (clocks back at 00:00): the earlier wins.
      if (candidate + timeZoneOffsetMs(candidate, this.timeZone) === date)
        best = Math.min(best, candidate);
    }
    if (best !== Infinity) return best;
    if (after <= before) {
      throw new RangeError(`Cannot find local midnight in ${this.timeZone}`);
    }
    // Clocks jumped over midnight (e.g. America/Havana springs from 00:00 to 01:00): the day
    // starts at the jump, the first instant whose wall clock reads `date` or later.
    let low = date - after; // wall clock still before the date
    let high = date - before; // wall clock already past it
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (middle + timeZoneOffsetMs(middle, this.timeZone) >= date) high = middle;
      else low = middle;
    }
    return high;
  }
}

function assertPeriod(periodMinutes: number): void {
  if (!(AVERAGING_PERIODS_MINUTES as readonly number[]).includes(periodMinutes)) {
    const allowed = AVERAGING_PERIODS_MINUTES.join(', ');
    throw new RangeError(
      `Averaging period must be one of ${allowed} minutes, got ${periodMinutes}`,
    );
  }
}

/** Finds the bucket (start, end] holding an instant, in O(1) while instants move forward. */
class BucketLocator {
  start = NaN;
  end = NaN;
  private dayStart = NaN;
  private dayEnd = NaN;
  private readonly periodMs: number;
  private readonly daily: boolean;
  private readonly days: LocalDays;

  constructor(periodMinutes: number, timeZone: string) {
    assertPeriod(periodMinutes);
    this.periodMs = periodMinutes * MINUTE_MS;
    // A day is 23, 24 or 25 hours long, so the daily bucket is the day, not 1440 elapsed minutes.
    this.daily = periodMinutes === 1440;
    this.days = new LocalDays(timeZone);
  }

  moveTo(t: number): void {
    if (t > this.start && t <= this.end) return; // NaN bounds make the first call fall through
    if (!(t > this.dayStart && t <= this.dayEnd)) {
      const day = this.days.holding(t);
      this.dayStart = day.start;
      this.dayEnd = day.end;
    }
    if (this.daily) {
      this.start = this.dayStart;
      this.end = this.dayEnd;
      return;
    }
    // Buckets count ELAPSED time from local midnight; the last is cut at the next midnight.
    const k = Math.ceil((t - this.dayStart) / this.periodMs) - 1;
    this.start = this.dayStart + k * this.periodMs;
    this.end = Math.min(this.start + this.periodMs, this.dayEnd);
  }

  /** Moves to the bucket right after the current one (buckets last at least a minute). */
  next(): void {
    this.moveTo(this.end + 1);
  }
}

// ---------------------------------------------------------------------------------------------
// Averaging

/** Mean direction of summed unit vectors, in [0, 360); null when they cancel out. */
function meanDirection(sumSin: number, sumCos: number, count: number): number | null {
  const meanSin = sumSin / count;
  const meanCos = sumCos / count;
  if (Math.hypot(meanSin, meanCos) < 1e-9) return null;
  // Rounded to a nanodegree before the modulo, so floating-point dust just below 0 (350° and 10°
  // give −5.7e−15°) becomes 0 rather than 360.
  const degrees = Math.round(Math.atan2(meanSin, meanCos) * (180 / Math.PI) * 1e9) / 1e9;
  return ((degrees % 360) + 360) % 360;
}

/** Unit-vector mean of angles in degrees, in [0, 360); null when empty or the vectors cancel. */
export function vectorMeanDegrees(values: readonly number[]): number | null {
  let sumSin = 0;
  let sumCos = 0;
  let count = 0;
  for (const value of values) {
    if (!Number.isFinite(value)) continue;
    sumSin += Math.sin(value * RADIANS_PER_DEGREE);
    sumCos += Math.cos(value * RADIANS_PER_DEGREE);
    count++;
  }
  return count === 0 ? null : meanDirection(sumSin, sumCos, count);
}

/** Running totals of the bucket being filled; raw readings and rollup rows add the same fields. */
class Accumulator {
  count = 0;
  sum = 0;
  min = Infinity;
  max = -Infinity;
  sumSin = 0;
  sumCos = 0;

  reset(): void {
    this.count = 0;
    this.sum = 0;
    this.min = Infinity;
    this.max = -Infinity;
    this.sumSin = 0;
    this.sumCos = 0;
  }

  toBucket(t: number, isDirection: boolean): Bucket {
    const value = isDirection
      ? meanDirection(this.sumSin, this.sumCos, this.count)
      : this.sum / this.count;
    return { t, value, min: this.min, max: this.max, count: this.count };
  }
}

// The single pass both inputs share: `add` folds item i into the accumulator, or leaves it
// untouched when the item holds no valid value. A bucket is only emitted once something was added
// to it, so gaps produce no output.
function bucketize(
  length: number,
  timeOf: (index: number) => number,
  add: (index: number, into: Accumulator) => void,
  options: AveragingOptions,
): Bucket[] {
  const locator = new BucketLocator(options.periodMinutes, options.timeZone);
  const labelByStart = options.direction === 'TimeBeginning';
  const isDirection = options.isDirection === true;
  const out: Bucket[] = [];
  const acc = new Accumulator();
  let previous = -Infinity;
  for (let i = 0; i < length; i++) {
    const t = timeOf(i);
    if (t < previous) throw new RangeError('Input must be sorted by time');
    previous = t;
    if (acc.count > 0 && t > locator.end) {
      out.push(acc.toBucket(labelByStart ? locator.start : locator.end, isDirection));
      acc.reset();
    }
    if (acc.count === 0) locator.moveTo(t);
    add(i, acc);
  }
  if (acc.count > 0) {
    out.push(acc.toBucket(labelByStart ? locator.start : locator.end, isDirection));
  }
  return out;
}

/** Averages sorted 1-minute readings into local-time buckets in one O(n) pass; skips NaN/null. */
export function averagePoints(points: readonly Point[], options: AveragingOptions): Bucket[] {
  const isDirection = options.isDirection === true;
  return bucketize(
    points.length,
    (i) => points[i]!.t,
    (i, acc) => {
      const v = points[i]!.v;
      if (!Number.isFinite(v)) return; // also rejects null arriving from the database
      acc.count++;
      acc.sum += v;
      if (v < acc.min) acc.min = v;
      if (v > acc.max) acc.max = v;
      if (isDirection) {
        acc.sumSin += Math.sin(v * RADIANS_PER_DEGREE);
        acc.sumCos += Math.cos(v * RADIANS_PER_DEGREE);
      }
    },
    options,
  );
}

/** The same buckets as averagePoints, from rollup rows sorted by end. */
export function averageRollups(rows: readonly RollupRow[], options: AveragingOptions): Bucket[] {
  // Each row is placed by its end, so this is exact only when every row lies inside one bucket:
  // true for the resolution rollupResolutionFor chose.
  const isDirection = options.isDirection === true;
  return bucketize(
    rows.length,
    (i) => rows[i]!.end,
    (i, acc) => {
      const row = rows[i]!;
      // An empty row, or one built from an invalid reading, holds no valid value.
      if (!(row.count > 0) || !Number.isFinite(row.sum)) return;
      if (isDirection && (row.sumSin == null || row.sumCos == null)) {
        // Averaging the angles as scalars would be silently wrong, so refuse.
        throw new RangeError(`Rollup row ending ${row.end} has no sin/cos sums for a direction`);
      }
      acc.count += row.count;
      acc.sum += row.sum;
      if (row.min < acc.min) acc.min = row.min;
      if (row.max > acc.max) acc.max = row.max;
      if (isDirection) {
        acc.sumSin += row.sumSin!;
        acc.sumCos += row.sumCos!;
      }
    },
    options,
  );
}

// ---------------------------------------------------------------------------------------------
// Bucket boundaries and rollup choice

/** Ends of every bucket intersecting (fromMs, toMs], in order. */
export function bucketEnds(
  fromMs: number,
  toMs: number,
  periodMinutes: number,
  timeZone: string,
): number[] {
  const locator = new BucketLocator(periodMinutes, timeZone);
  if (!(fromMs < toMs)) return [];
  locator.moveTo(fromMs);
  if (locator.end === fromMs) locator.next(); // the bucket ending at `from` lies outside (from, to]
  const ends = [locator.end];
  while (locator.end < toMs) {
    locator.next();
    ends.push(locator.end);
  }
  return ends;
}

/** End of the bucket (start, end] holding instant t. */
export function bucketEndFor(t: number, periodMinutes: number, timeZone: string): number {
  const locator = new BucketLocator(periodMinutes, timeZone);
  locator.moveTo(t);
  return locator.end;
}

/** UTC-aligned end of the rollup row holding a reading at t: ceil(t / R) · R. */
export function rollupEnd(t: number, resolutionMinutes: number): number {
  if (!(resolutionMinutes > 0)) throw new RangeError('Rollup resolution must be positive');
  const size = resolutionMinutes * MINUTE_MS;
  return Math.ceil(t / size) * size;
}

/** Coarsest rollup whose rows fit inside the buckets of (fromMs, toMs], or 'raw'. */
export function rollupResolutionFor(
  periodMinutes: number,
  timeZone: string,
  fromMs: number,
  toMs: number,
): RollupResolution {
  assertPeriod(periodMinutes);
  // Ranges of 2 days or less read raw: cheap, and raw is always exact.
  if (!(toMs - fromMs > 2 * DAY_MS)) return 'raw';
  // Boundaries are midnight + k·P (or the next midnight), so with R dividing P they are on R's
  // grid exactly when the midnights are: check the midnights, not the offsets, and the result
  // also holds for a day starting at a jump (America/Havana).
  const days = new LocalDays(timeZone);
  let day = days.holding(fromMs);
  if (day.end === fromMs) day = days.holding(fromMs + 1);
  const midnights = [day.start];
  while (day.end < toMs) {
    day = days.holding(day.end + 1);
    midnights.push(day.start);
  }
  midnights.push(day.end);
  for (const resolution of ['60m', '15m'] as const) {
    const size = ROLLUP_MINUTES[resolution] * MINUTE_MS;
    if (periodMinutes % ROLLUP_MINUTES[resolution] !== 0) continue;
    if (midnights.every((midnight) => midnight % size === 0)) return resolution;
  }
  return 'raw';
}

// ---------------------------------------------------------------------------------------------
// Downsampling for charts

/** Options of downsample; direction picks which member labels a merged bucket. */
export interface DownsampleOptions {
  isDirection?: boolean;
  direction?: AveragingDirection;
}

/** At most maxPoints buckets, merging equal runs of consecutive ones so that no peak is lost. */
export function downsample(
  buckets: readonly Bucket[],
  maxPoints: number,
  options: DownsampleOptions = {},
): Bucket[] {
  if (!Number.isInteger(maxPoints) || maxPoints < 1) {
    throw new RangeError(`maxPoints must be a positive integer, got ${maxPoints}`);
  }
  if (buckets.length <= maxPoints) return buckets.slice();
  // Runs of ceil(n / maxPoints) give at most maxPoints runs. A merged bucket keeps the
  // count-weighted mean, the min of mins and the max of maxes, and is labelled by its last member
  // (its first, for TimeBeginning labels, so the label still marks the side it claims).
  const size = Math.ceil(buckets.length / maxPoints);
  const out: Bucket[] = [];
  for (let first = 0; first < buckets.length; first += size) {
    const last = Math.min(first + size, buckets.length) - 1;
    let count = 0;
    let min = Infinity;
    let max = -Infinity;
    let weight = 0;
    let sum = 0;
    let sumSin = 0;
    let sumCos = 0;
    for (let i = first; i <= last; i++) {
      const bucket = buckets[i]!;
      count += bucket.count;
      if (bucket.min < min) min = bucket.min;
      if (bucket.max > max) max = bucket.max;
      if (bucket.value === null) continue; // an undefined direction carries no vector
      weight += bucket.count;
      if (options.isDirection) {
        // Weighted unit vectors of the bucket means: close to, not equal to, the vector mean of
        // the readings, whose resultant lengths are no longer known here.
        sumSin += bucket.count * Math.sin(bucket.value * RADIANS_PER_DEGREE);
        sumCos += bucket.count * Math.cos(bucket.value * RADIANS_PER_DEGREE);
      } else {
        sum += bucket.count * bucket.value;
      }
    }
    const value =
      weight === 0
        ? null
        : options.isDirection
          ? meanDirection(sumSin, sumCos, weight)
          : sum / weight;
    const label = options.direction === 'TimeBeginning' ? buckets[first]! : buckets[last]!;
    out.push({ t: label.t, value, min, max, count });
  }
  return out;
}
