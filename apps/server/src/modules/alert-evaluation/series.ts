/**
 * The averaged series a set point alert compares with its set point (pure, no I/O): trailing
 * means on the 1-minute grid, and the conversion into the alert's unit.
 *
 * Decisions (DOMAIN.md "Alerts" says "the averaged value", not how it is averaged):
 * - The value of a monitoring location's channel at minute t (t = end of the minute, DOMAIN.md
 *   "Site contribution" 1) over an averaging period of P minutes is the mean of every reading of
 *   that sensor by the instruments attached to the location stamped in the trailing window
 *   (t − P, t] (several instruments: their readings are pooled). P = 1 is the minute's own value.
 * - Minimum data: the window needs at least 75 % of its P minutes holding at least one reading
 *   (the contribution's completeness rule of DOMAIN.md "Site contribution" 4), else the minute's
 *   value is null, and a null changes nothing in the set point machine. A reading stamped inside
 *   a minute (not on its end) belongs to the minute it ends in.
 * - Non-finite readings are not data.
 */
import { isComplete } from '../../domain/contribution/modes';
import { defaultPpmToMgm3Factor, sensorByCode } from '../../domain/sensors';
import { convertValue } from '../../domain/units';
import type { SeriesPoint } from '../../domain/alerts';

export const MINUTE_MS = 60_000;

/** The fraction of a window's minutes that must hold data (DOMAIN.md's contribution default). */
export const LOCATION_MINIMUM_COMPLETENESS = 0.75;

/** The end of the minute an instant falls in when it is not on a minute's end: floor. */
export function floorMinute(ms: number): number {
  return Math.floor(ms / MINUTE_MS) * MINUTE_MS;
}

/** The minute ends firstT, firstT + 1 min, ..., lastT (both on the grid); [] when lastT < firstT. */
export function minuteRange(firstT: number, lastT: number): number[] {
  const out: number[] = [];
  for (let t = firstT; t <= lastT; t += MINUTE_MS) out.push(t);
  return out;
}

/**
 * The trailing mean of `data` at each minute end of `minutes` (ascending, on the grid) over
 * (t − periodMinutes, t]: the mean of every datum in the window when the minutes holding a datum
 * reach `minimum` of the period, else null. `data` may hold several data per minute.
 */
export function trailingMeans(
  data: readonly { readonly t: number; readonly v: number | null }[],
  minutes: readonly number[],
  periodMinutes: number,
  minimum: number,
): SeriesPoint[] {
  if (minutes.length === 0) return [];
  const lo = minutes[0]! - periodMinutes * MINUTE_MS;
  const n = Math.round((minutes[minutes.length - 1]! - lo) / MINUTE_MS);
  // Slot i holds the minute ending at lo + (i + 1) min.
  const sum = new Float64Array(n);
  const count = new Int32Array(n);
  for (const datum of data) {
    if (datum.v === null || !Number.isFinite(datum.v)) continue;
    const i = Math.ceil((datum.t - lo) / MINUTE_MS) - 1;
    if (i < 0 || i >= n) continue;
    sum[i]! += datum.v;
    count[i]! += 1;
  }
  const prefixSum = new Float64Array(n + 1);
  const prefixCount = new Int32Array(n + 1);
  const prefixMinutes = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) {
    prefixSum[i + 1] = prefixSum[i]! + sum[i]!;
    prefixCount[i + 1] = prefixCount[i]! + count[i]!;
    prefixMinutes[i + 1] = prefixMinutes[i]! + (count[i]! > 0 ? 1 : 0);
  }
  return minutes.map((t) => {
    const hi = Math.round((t - lo) / MINUTE_MS);
    const from = hi - periodMinutes;
    const valid = prefixMinutes[hi]! - prefixMinutes[from]!;
    if (!isComplete(valid, periodMinutes, minimum)) return { t, value: null };
    const total = prefixCount[hi]! - prefixCount[from]!;
    return { t, value: (prefixSum[hi]! - prefixSum[from]!) / total };
  });
}

/**
 * A converter from a sensor's stored unit (the catalogue's, what instruments report and
 * contributions store) into `unit`, with the project's ppm → mg/m³ factor for a gas (its display
 * settings', else the catalogue's at STP). Throws RangeError when the two units do not convert.
 */
export function unitConverter(
  sensorCode: string,
  unit: string,
  projectFactor: number | null,
): (value: number) => number {
  const stored = sensorByCode(sensorCode)?.units ?? unit;
  const factor = projectFactor ?? defaultPpmToMgm3Factor(sensorCode);
  const options = factor === undefined ? {} : { ppmToMgm3Factor: factor };
  // Fails now, not on the first value, when the units do not convert.
  convertValue(1, stored, unit, options);
  return (value) => convertValue(value, stored, unit, options);
}
