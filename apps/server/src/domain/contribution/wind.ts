/**
 * Wind statistics of a contribution (DOMAIN.md "Wind") and the Rule 1466 wind flags. The mean
 * direction is averaging.ts's unit-vector mean; this adds the scalar mean speed and the flags.
 * Pure, no I/O.
 */
import { vectorMeanDegrees } from '../averaging';
import { convertValue } from '../units';
import { DEFAULT_MINIMUM_COMPLETENESS, isComplete } from './modes';

const MINUTE_MS = 60_000;

/** Rule 1466: the 15-minute mean wind speed is flagged above 15 mph, a single gust above 25. */
export const RULE_1466_WIND = {
  meanMinutes: 15,
  meanLimitMph: 15,
  gustLimitMph: 25,
} as const;

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Unit-vector mean direction in [0, 360) (350° and 10° → 0); null when empty or cancelling. */
export function meanWindDirection(directions: readonly (number | null)[]): number | null {
  return vectorMeanDegrees(directions.filter(isNumber));
}

/** Scalar mean of the valid speeds; null when there is none. */
export function meanWindSpeed(speeds: readonly (number | null)[]): number | null {
  const valid = speeds.filter(isNumber);
  return valid.length === 0 ? null : valid.reduce((sum, v) => sum + v, 0) / valid.length;
}

/** A speed in mph from the sensor's unit (m/s, km/h, knots, mph and their aliases, units.ts). */
export function speedToMph(value: number, unit: string): number {
  return convertValue(value, unit, 'mph');
}

/** One minute of a wind-speed series in the sensor's unit; t is the END of the minute. */
export interface SpeedPoint {
  t: number;
  v: number | null;
}

/** The 1466 wind flags of one minute. */
export interface WindFlagRow {
  t: number;
  /** Mean speed over (t − 15 min, t] in mph; null when fewer than 75 % of its minutes are valid. */
  meanMph: number | null;
  /** This minute's reading in mph (the gust), null when missing. */
  gustMph: number | null;
  /** meanMph > 15, strictly. */
  highMeanWind: boolean;
  /** gustMph > 25, strictly. */
  highGust: boolean;
}

/** Options of windFlags1466; times on the minute grid, evaluated over (fromMs, toMs]. */
export interface WindFlagOptions {
  unit: string;
  fromMs: number;
  toMs: number;
  /** Decision: the 15-minute mean obeys the same completeness rule (default 75 %). */
  minimumCompleteness?: number;
}

/**
 * Rule 1466 wind flags per minute of (fromMs, toMs]. Readings before fromMs still feed the first
 * 15-minute means. A gust is a single 1-minute reading (decision: the product has no separate gust
 * channel).
 */
export function windFlags1466(
  speeds: readonly SpeedPoint[],
  options: WindFlagOptions,
): WindFlagRow[] {
  const minimum = options.minimumCompleteness ?? DEFAULT_MINIMUM_COMPLETENESS;
  const byMinute = new Map<number, number>();
  for (const { t, v } of speeds) {
    if (isNumber(v)) byMinute.set(t, speedToMph(v, options.unit));
  }
  const out: WindFlagRow[] = [];
  const span = RULE_1466_WIND.meanMinutes;
  for (let t = options.fromMs + MINUTE_MS; t <= options.toMs; t += MINUTE_MS) {
    let sum = 0;
    let valid = 0;
    for (let i = 0; i < span; i++) {
      const mph = byMinute.get(t - i * MINUTE_MS);
      if (mph === undefined) continue;
      sum += mph;
      valid++;
    }
    const meanMph = isComplete(valid, span, minimum) ? sum / valid : null;
    const gustMph = byMinute.get(t) ?? null;
    out.push({
      t,
      meanMph,
      gustMph,
      highMeanWind: meanMph !== null && meanMph > RULE_1466_WIND.meanLimitMph,
      highGust: gustMph !== null && gustMph > RULE_1466_WIND.gustLimitMph,
    });
  }
  return out;
}
