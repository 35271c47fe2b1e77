import type { Point } from './averaging';

const MINUTE_MS = 60_000;
/** The HSE long-term reference period, in minutes. */
const EIGHT_HOURS_MINUTES = 480;
/** The HSE short-term reference period, in minutes. */
const FIFTEEN_MINUTES = 15;

/** UK HSE workplace-exposure figures for one sensor over a range (units of the readings). */
export interface TimeWeightedAverages {
  /** Σ(concentration × minutes exposed) / 480 min; null when the range holds no valid reading. */
  eightHourTwa: number | null;
  /** Highest Σ(concentration × minutes) / 15 min of any 15-minute window; null if no reading. */
  fifteenMinuteMax: number | null;
  /** Minutes with a valid reading (each 1-minute reading is one minute of exposure). */
  exposureMinutes: number;
}

/** HSE (EH40) 8-hour TWA and 15-minute value of sorted 1-minute readings in (fromMs, toMs]. */
export function timeWeightedAverages(
  points: readonly Point[],
  fromMs: number,
  toMs: number,
): TimeWeightedAverages {
  // Minutes without a reading count as zero exposure, as the HSE formula does for time not
  // exposed, so both figures divide by their full reference period whatever was sampled.
  const times: number[] = [];
  const values: number[] = [];
  for (const point of points) {
    if (!(point.t > fromMs && point.t <= toMs) || !Number.isFinite(point.v)) continue;
    const previous = times[times.length - 1];
    if (previous !== undefined && point.t < previous) {
      throw new RangeError('Points must be sorted by time');
    }
    if (previous === point.t) continue; // one minute is exposed once, however often it was sent
    times.push(point.t);
    values.push(point.v);
  }
  if (times.length === 0) return { eightHourTwa: null, fifteenMinuteMax: null, exposureMinutes: 0 };

  let total = 0;
  for (const value of values) total += value;

  // Windows (e − 15 min, e] ∩ (from, to]: their contents change only when e reaches a reading
  // (it enters) or a reading + 15 min (it leaves), so evaluating at those instants finds the
  // maximum without stepping minute by minute. Leaving instants matter too: a negative reading
  // (sensor offset below zero) raises the sum when it drops out. Both pointers only move forward.
  const window = FIFTEEN_MINUTES * MINUTE_MS;
  let best = -Infinity;
  let sum = 0;
  let entered = 0;
  let left = 0;
  while (left < times.length) {
    const enter = entered < times.length ? times[entered]! : Infinity;
    const leave = left < entered ? times[left]! + window : Infinity;
    const end = Math.min(enter, leave);
    while (entered < times.length && times[entered]! <= end) sum += values[entered++]!;
    while (left < entered && times[left]! + window <= end) sum -= values[left++]!;
    if (left < entered) best = Math.max(best, sum);
  }

  return {
    eightHourTwa: total / EIGHT_HOURS_MINUTES,
    fifteenMinuteMax: best / FIFTEEN_MINUTES,
    exposureMinutes: times.length,
  };
}
