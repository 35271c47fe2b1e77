/**
 * The averaged upwind, downwind and wind series stored next to the averaged contribution (the
 * aggregated fields UpwindAverage, DownwindAverage, WindSpeedAverage and the averaged direction).
 * Pure, no I/O.
 *
 * Decisions (DOMAIN.md is silent): each side is averaged over the same window as the
 * contribution row of that minute — (max(start, t − W), t] for the rolling methods (so Initial
 * minutes average since the start), the block (kW, t] for Block, and only at the minutes that hold
 * a Block row — with the same completeness rule. Wind speed uses its own window: 15 minutes on a
 * 1466 contribution (spec 02 §9: WS on 1466 is averaged over 15), W otherwise. The direction is
 * the unit-vector mean over the wind window.
 */
import { isComplete } from './modes';

const MINUTE_MS = 60_000;
const RAD = Math.PI / 180;

/** One minute of the sides and the wind (t = end of the minute). */
export interface SideMinute {
  t: number;
  upwind: number | null;
  downwind: number | null;
  windSpeed: number | null;
  windDirection: number | null;
}

/** The averaged sides and wind of one minute. */
export interface SideAverages {
  upwindAvg: number | null;
  downwindAvg: number | null;
  wsAvg: number | null;
  wdAvg: number | null;
}

/** How to average the sides. */
export interface SideAveragingOptions {
  startMs: number;
  /** Minutes after this instant get averages; the series must cover (fromMs − W, toMs]. */
  fromMs: number;
  toMs: number;
  block: boolean;
  windowMinutes: number;
  windWindowMinutes: number;
  minimumCompleteness: number;
  /** Block only: the minutes that hold a Block row (block ends and the running block's last). */
  blockRowTimes?: ReadonlySet<number>;
}

/** Prefix sums over minute indexes 0..n of one series (NaN = not valid). */
class Prefix {
  readonly count: Int32Array;
  readonly sum: Float64Array;
  constructor(values: Float64Array) {
    this.count = new Int32Array(values.length + 1);
    this.sum = new Float64Array(values.length + 1);
    for (let i = 0; i < values.length; i++) {
      const v = values[i]!;
      const ok = !Number.isNaN(v);
      this.count[i + 1] = this.count[i]! + (ok ? 1 : 0);
      this.sum[i + 1] = this.sum[i]! + (ok ? v : 0);
    }
  }
  /** Mean over indexes [lo, hi) when complete against `expected` minutes, else null. */
  mean(lo: number, hi: number, expected: number, minimum: number): number | null {
    const valid = this.count[hi]! - this.count[lo]!;
    return isComplete(valid, expected, minimum) ? (this.sum[hi]! - this.sum[lo]!) / valid : null;
  }
}

/**
 * The averages of every minute in (fromMs, toMs], keyed by minute end. Minutes missing from
 * `series` count as not valid.
 */
export function sideAverages(
  series: readonly SideMinute[],
  options: SideAveragingOptions,
): Map<number, SideAverages> {
  const { startMs, fromMs, toMs, minimumCompleteness: minimum } = options;
  const w = options.windowMinutes;
  const ww = options.windWindowMinutes;
  const loMs = Math.max(startMs, fromMs - Math.max(w, ww) * MINUTE_MS);
  const n = Math.max(0, Math.round((toMs - loMs) / MINUTE_MS));
  // index i holds the minute ending at loMs + (i + 1) min
  const at = (k: number) => (k - loMs) / MINUTE_MS - 1;
  const make = () => new Float64Array(n).fill(NaN);
  const up = make();
  const down = make();
  const ws = make();
  const sin = make();
  const cos = make();
  for (const minute of series) {
    const i = at(minute.t);
    if (!Number.isInteger(i) || i < 0 || i >= n) continue;
    if (isFiniteNumber(minute.upwind)) up[i] = minute.upwind;
    if (isFiniteNumber(minute.downwind)) down[i] = minute.downwind;
    if (isFiniteNumber(minute.windSpeed)) ws[i] = minute.windSpeed;
    if (isFiniteNumber(minute.windDirection)) {
      sin[i] = Math.sin(minute.windDirection * RAD);
      cos[i] = Math.cos(minute.windDirection * RAD);
    }
  }
  const pUp = new Prefix(up);
  const pDown = new Prefix(down);
  const pWs = new Prefix(ws);
  const pSin = new Prefix(sin);
  const pCos = new Prefix(cos);
  const out = new Map<number, SideAverages>();
  const blockMs = w * MINUTE_MS;
  for (let t = Math.max(fromMs, startMs) + MINUTE_MS; t <= toMs; t += MINUTE_MS) {
    const hi = at(t) + 1;
    let sideLoMs: number;
    if (options.block) {
      if (!options.blockRowTimes?.has(t)) {
        out.set(t, { upwindAvg: null, downwindAvg: null, wsAvg: null, wdAvg: null });
        continue;
      }
      const blockEnd = Math.ceil(t / blockMs) * blockMs;
      sideLoMs = Math.max(startMs, blockEnd - blockMs);
    } else {
      sideLoMs = Math.max(startMs, t - blockMs);
    }
    const windLoMs = options.block ? sideLoMs : Math.max(startMs, t - ww * MINUTE_MS);
    const lo = Math.max(0, (sideLoMs - loMs) / MINUTE_MS);
    const windLo = Math.max(0, (windLoMs - loMs) / MINUTE_MS);
    const expected = (t - sideLoMs) / MINUTE_MS;
    const windExpected = (t - windLoMs) / MINUTE_MS;
    const s = pSin.mean(windLo, hi, windExpected, minimum);
    const c = pCos.mean(windLo, hi, windExpected, minimum);
    out.set(t, {
      upwindAvg: pUp.mean(lo, hi, expected, minimum),
      downwindAvg: pDown.mean(lo, hi, expected, minimum),
      wsAvg: pWs.mean(windLo, hi, windExpected, minimum),
      wdAvg: s === null || c === null ? null : vectorDegrees(s, c),
    });
  }
  return out;
}

function isFiniteNumber(value: number | null): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

// DOMAIN.md "Wind": atan2 of the mean sine and cosine, rounded before the modulo so 350° and 10°
// give 0, not 360; undefined (null) when the resultant is ~0 (opposite winds).
function vectorDegrees(meanSin: number, meanCos: number): number | null {
  if (Math.hypot(meanSin, meanCos) < 1e-9) return null;
  const degrees = Math.round((Math.atan2(meanSin, meanCos) / RAD) * 1e6) / 1e6;
  return ((degrees % 360) + 360) % 360;
}
