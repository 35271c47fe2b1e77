/**
 * Averaging of the instantaneous contribution (DOMAIN.md "Site contribution" 4): the modes
 * Initial, Rolling, RecoveryRolling (1466) and Block (NJ PAM), with completeness. Always the mean
 * of the paired differences c(t), never a difference of separately averaged sides. Pure, no I/O.
 *
 * Decisions where DOMAIN.md is silent:
 * - Initial → Rolling: a minute t is Initial while t − start < W and Rolling from t = start + W on
 *   (at that minute both windows are the same (start, t], and it is a full window).
 * - Expected minutes = the window's length in minutes: W for Rolling, (t − start) for Initial,
 *   (t − max(t − R, gapEnd)) for RecoveryRolling, and for a block the minutes of (kW, (k+1)W]
 *   that lie after the start and, for a running block, up to the last evaluated minute.
 * - A gap is any minute of (start, t] without a valid c(t), calm and no-wind minutes included;
 *   gapEnd is the end of its last minute. A minute inside a gap is RecoveryRolling with an empty
 *   window, hence null. A gap during Initial also starts a recovery once Initial is over.
 * - Blocks are aligned on UTC epoch multiples of W; mode 'Block'; the first block counts only its
 *   minutes after the start; Block rows never have the Initial mode.
 */

const MINUTE_MS = 60_000;

/** The mode an averaged row was computed in. */
export type AveragingMode = 'Initial' | 'Rolling' | 'RecoveryRolling' | 'Block';

/** How a contribution averages: rolling (DER-10, generic), rolling with recovery (1466), block. */
export type ContributionAveragingMethod = 'Rolling' | 'RollingWithRecovery' | 'Block';

/** DOMAIN.md: a window with fewer than 75 % of its expected valid minutes is null. */
export const DEFAULT_MINIMUM_COMPLETENESS = 0.75;

/** DOMAIN.md: the RecoveryRolling window of 1466, in minutes. */
export const RECOVERY_WINDOW_MINUTES = 30;

/** One minute's instantaneous contribution; t is the epoch ms at the END of its minute. */
export interface ContributionPoint {
  t: number;
  c: number | null;
}

/** One averaged evaluation. */
export interface AveragedRow {
  /** Minute (or block end) the row is reported at. */
  t: number;
  /** Mean of the valid c in (windowStart, t]; null when incomplete or empty ('No data'). */
  value: number | null;
  mode: AveragingMode;
  windowStart: number;
  validMinutes: number;
  expectedMinutes: number;
  /** True only for a running block whose end has not been reached. */
  partial: boolean;
}

/** Options of averageContribution; all times are epoch ms on the minute grid. */
export interface ContributionAveragingOptions {
  method: ContributionAveragingMethod;
  /** W, in whole minutes. */
  windowMinutes: number;
  /** Start of the contribution (or its override start date): the first minute ends 1 min later. */
  startMs: number;
  /** Last minute to evaluate (inclusive). */
  toMs: number;
  /** Evaluate minutes after this instant only (exclusive); defaults to startMs. */
  fromMs?: number;
  /** Fraction of expected minutes that must hold a valid c; default 0.75. */
  minimumCompleteness?: number;
  /** R of RecoveryRolling, in minutes; default 30. */
  recoveryMinutes?: number;
}

function assertMinuteGrid(name: string, value: number): void {
  if (!Number.isInteger(value) || value % MINUTE_MS !== 0) {
    throw new RangeError(`${name} must lie on the 1-minute grid, got ${value}`);
  }
}

/** Prefix sums of c over the minutes of (start, to], indexed by minutes since start. */
class MinuteIndex {
  readonly count: Int32Array;
  readonly sum: Float64Array;
  /** Latest minute index ≤ k with no valid c; 0 when every minute since the start is valid. */
  readonly lastInvalid: Int32Array;

  constructor(points: readonly ContributionPoint[], startMs: number, minutes: number) {
    const values = new Float64Array(minutes + 1).fill(NaN);
    for (const { t, c } of points) {
      const k = (t - startMs) / MINUTE_MS;
      if (!Number.isInteger(k) || k < 1 || k > minutes) continue;
      if (typeof c === 'number' && Number.isFinite(c)) values[k] = c;
    }
    this.count = new Int32Array(minutes + 1);
    this.sum = new Float64Array(minutes + 1);
    this.lastInvalid = new Int32Array(minutes + 1);
    for (let k = 1; k <= minutes; k++) {
      const value = values[k]!;
      const valid = !Number.isNaN(value);
      this.count[k] = this.count[k - 1]! + (valid ? 1 : 0);
      this.sum[k] = this.sum[k - 1]! + (valid ? value : 0);
      this.lastInvalid[k] = valid ? this.lastInvalid[k - 1]! : k;
    }
  }

  /** Valid count and mean over minutes (lo, hi]. */
  window(lo: number, hi: number): { valid: number; sum: number } {
    return { valid: this.count[hi]! - this.count[lo]!, sum: this.sum[hi]! - this.sum[lo]! };
  }
}

/** Whether `valid` of `expected` minutes meets the fraction (tolerant of 0.55 × 100 = 55.000…01). */
export function isComplete(valid: number, expected: number, minimum: number): boolean {
  return expected > 0 && valid > 0 && valid + 1e-9 >= minimum * expected;
}

function row(
  index: MinuteIndex,
  startMs: number,
  lo: number,
  hi: number,
  mode: AveragingMode,
  minimum: number,
  partial = false,
): AveragedRow {
  const { valid, sum } = index.window(lo, hi);
  const expected = hi - lo;
  return {
    t: startMs + hi * MINUTE_MS,
    value: isComplete(valid, expected, minimum) ? sum / valid : null,
    mode,
    windowStart: startMs + lo * MINUTE_MS,
    validMinutes: valid,
    expectedMinutes: expected,
    partial,
  };
}

/**
 * Averaged contribution rows for (fromMs, toMs]: one row per minute for the rolling methods, one
 * per block end (plus a partial row at toMs for a running block) for Block. Points outside
 * (startMs, toMs] or off the minute grid are ignored. For an incremental evaluation the points
 * need only cover (fromMs − W, toMs]: older minutes then read as invalid, which changes no row
 * after fromMs (a gap more than W back no longer makes RecoveryRolling).
 */
export function averageContribution(
  points: readonly ContributionPoint[],
  options: ContributionAveragingOptions,
): AveragedRow[] {
  const { method, windowMinutes: w, startMs, toMs } = options;
  const fromMs = options.fromMs ?? startMs;
  const minimum = options.minimumCompleteness ?? DEFAULT_MINIMUM_COMPLETENESS;
  const r = options.recoveryMinutes ?? RECOVERY_WINDOW_MINUTES;
  if (!Number.isInteger(w) || w < 1) throw new RangeError(`Window must be whole minutes ≥ 1`);
  if (!Number.isInteger(r) || r < 1) throw new RangeError(`Recovery window must be ≥ 1 minute`);
  if (!(minimum > 0 && minimum <= 1)) throw new RangeError(`Completeness must be in (0, 1]`);
  assertMinuteGrid('startMs', startMs);
  assertMinuteGrid('toMs', toMs);
  assertMinuteGrid('fromMs', fromMs);
  if (toMs <= startMs || toMs <= fromMs) return [];
  const minutes = (toMs - startMs) / MINUTE_MS;
  const first = Math.max(1, (fromMs - startMs) / MINUTE_MS + 1);
  const index = new MinuteIndex(points, startMs, minutes);
  const out: AveragedRow[] = [];

  if (method === 'Block') {
    const blockMs = w * MINUTE_MS;
    // Block ends are epoch multiples of W; the first one reported is the first after fromMs.
    let end = (Math.floor(Math.max(fromMs, startMs) / blockMs) + 1) * blockMs;
    for (; end - blockMs < toMs; end += blockMs) {
      const hiMs = Math.min(end, toMs);
      const lo = Math.max(0, (end - blockMs - startMs) / MINUTE_MS);
      const hi = (hiMs - startMs) / MINUTE_MS;
      out.push(row(index, startMs, lo, hi, 'Block', minimum, end > toMs));
    }
    return out;
  }

  for (let k = first; k <= minutes; k++) {
    if (k < w) {
      out.push(row(index, startMs, 0, k, 'Initial', minimum));
      continue;
    }
    const gapEnd = index.lastInvalid[k]!;
    if (method === 'RollingWithRecovery' && gapEnd > 0 && k - gapEnd < w) {
      out.push(row(index, startMs, Math.max(k - r, gapEnd), k, 'RecoveryRolling', minimum));
      continue;
    }
    out.push(row(index, startMs, k - w, k, 'Rolling', minimum));
  }
  return out;
}
