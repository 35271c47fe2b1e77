/**
 * The set point state machine (DOMAIN.md "Alerts"), shared by set point event rules and
 * contribution alerts: both compare an averaged series with a set point and a reset point.
 * Pure, no I/O.
 *
 * DOMAIN.md: "Set point (rising when set point ≥ reset point, falling otherwise ...): the alert is
 * armed; it fires when the averaged value crosses above the set point (below, for falling); it
 * stays active without repeating until the value returns to or past the reset point, which re-arms
 * it. Null values do not change the state."
 *
 * Decisions:
 * - Firing is strict: a rising rule fires on a value > set point, a falling rule on a value < set
 *   point; a value exactly at the set point does not fire. "Crosses above" the set point means
 *   going beyond it, and DOMAIN.md "Site contribution" 4 fixes the product's comparison with a
 *   level: "Exceeding a level means strictly greater than it." The alert then agrees with the
 *   exceedance summary of the same channel and level.
 * - Re-arming is inclusive: a rising rule re-arms on a value ≤ reset point, a falling rule on a
 *   value ≥ reset point, because DOMAIN.md says "returns to or past the reset point". A value
 *   exactly at the reset point re-arms.
 * - Set point = reset point is a rising rule (set point ≥ reset point): it fires above the point and
 *   re-arms at it or below, so it can fire again on the next value above.
 * - An armed rule fires on the first value beyond the set point it evaluates, even the very first
 *   one (a new rule on an already high value): the rule starts armed, and people must hear of a
 *   limit that is crossed now. Values between the two points change nothing.
 * - Null and non-finite values change nothing (not even re-arming).
 * - Outside the activation criteria a value may re-arm the rule but never fires it (the rule stays
 *   armed), so the first value beyond the set point inside the active hours fires; nothing is sent
 *   outside them and a crossing that happened overnight is still reported in the morning.
 * - The state carries the time of the newest value evaluated; a value at or before it is skipped,
 *   so an evaluation job that resumes from a stored state, or reads an overlapping window again,
 *   fires nothing twice. A late recomputation of an already evaluated minute does not fire.
 *
 * The state names follow the contract's AlertConfigStateName ('Armed', 'Triggered'); DOMAIN.md
 * calls Triggered "active", a word the product already uses for the alert's on/off switch.
 */

/** Which way a rule fires: rising when set point ≥ reset point, falling otherwise. */
export type SetPointEdge = 'Rising' | 'Falling';

/** The two points of a set point rule, in the unit of the series. */
export interface SetPointRule {
  readonly setPoint: number;
  readonly resetPoint: number;
}

/** Armed waits for the value to go beyond the set point; Triggered waits for the reset point. */
export type SetPointStatus = 'Armed' | 'Triggered';

/** Where a rule stands, as an evaluation job stores it between runs. */
export interface SetPointState {
  readonly status: SetPointStatus;
  /** Time (epoch ms) of the newest value evaluated, null before the first one. */
  readonly evaluatedUntil: number | null;
}

/** A new rule (and a rule switched back on): armed, nothing evaluated yet. */
export const INITIAL_SET_POINT_STATE: SetPointState = { status: 'Armed', evaluatedUntil: null };

/** One value of the averaged series: t is epoch ms, value null when there is none. */
export interface SeriesPoint {
  readonly t: number;
  readonly value: number | null;
}

/** The edge of a rule: rising when set point ≥ reset point, falling otherwise. */
export function setPointEdge(rule: SetPointRule): SetPointEdge {
  return rule.setPoint >= rule.resetPoint ? 'Rising' : 'Falling';
}

/** Whether a value is beyond the set point: strictly above it (rising) or below it (falling). */
export function isBeyondSetPoint(rule: SetPointRule, value: number): boolean {
  return setPointEdge(rule) === 'Rising' ? value > rule.setPoint : value < rule.setPoint;
}

/** Whether a value is at or past the reset point: ≤ it (rising) or ≥ it (falling). */
export function isAtOrPastResetPoint(rule: SetPointRule, value: number): boolean {
  return setPointEdge(rule) === 'Rising' ? value <= rule.resetPoint : value >= rule.resetPoint;
}

/** The outcome of one value. */
export interface SetPointStep {
  readonly state: SetPointState;
  /** The rule fired on this value (Armed → Triggered). */
  readonly fired: boolean;
  /** The rule re-armed on this value (Triggered → Armed). */
  readonly rearmed: boolean;
}

/** Options of one step. */
export interface SetPointStepOptions {
  /** Whether the rule may fire at this value (inside its activation criteria); default true. */
  readonly canFire?: boolean;
}

/**
 * Applies one value of the series to the state. A value at or before evaluatedUntil is skipped
 * (state returned unchanged, nothing fired); a null or non-finite value only moves evaluatedUntil.
 */
export function stepSetPoint(
  rule: SetPointRule,
  state: SetPointState,
  point: SeriesPoint,
  options: SetPointStepOptions = {},
): SetPointStep {
  if (state.evaluatedUntil !== null && point.t <= state.evaluatedUntil) {
    return { state, fired: false, rearmed: false };
  }
  const value = point.value;
  const moved = (status: SetPointStatus): SetPointState => ({ status, evaluatedUntil: point.t });
  if (value === null || !Number.isFinite(value)) {
    return { state: moved(state.status), fired: false, rearmed: false };
  }
  if (state.status === 'Armed') {
    const fired = (options.canFire ?? true) && isBeyondSetPoint(rule, value);
    return { state: moved(fired ? 'Triggered' : 'Armed'), fired, rearmed: false };
  }
  const rearmed = isAtOrPastResetPoint(rule, value);
  return { state: moved(rearmed ? 'Armed' : 'Triggered'), fired: false, rearmed };
}

/** A firing: the value that went beyond the set point, with the rule it crossed. */
export interface SetPointFiring {
  /** Time of the value (epoch ms): with the rule's id, the key that makes a firing unique. */
  readonly t: number;
  readonly value: number;
  readonly setPoint: number;
  readonly resetPoint: number;
  readonly edge: SetPointEdge;
}

/** The outcome of a series. */
export interface SetPointFold {
  /** The state after the last value, to store for the next run. */
  readonly state: SetPointState;
  /** Every firing, in time order. */
  readonly firings: readonly SetPointFiring[];
  /** Times at which the rule re-armed, in time order. */
  readonly rearms: readonly number[];
}

/** Options of a fold over a series. */
export interface SetPointFoldOptions {
  /** Whether the rule may fire at a time (its activation criteria); default always. */
  readonly isActiveAt?: (t: number) => boolean;
}

/**
 * Runs a series through the machine from a stored state. The series is read in time order (it is
 * sorted by t first); values at or before the state's evaluatedUntil are skipped, so a job can pass
 * an overlapping window. Returns the firings, the re-arm times and the final state.
 */
export function foldSetPoint(
  rule: SetPointRule,
  state: SetPointState,
  series: readonly SeriesPoint[],
  options: SetPointFoldOptions = {},
): SetPointFold {
  const edge = setPointEdge(rule);
  const firings: SetPointFiring[] = [];
  const rearms: number[] = [];
  let current = state;
  const ordered = [...series].sort((a, b) => a.t - b.t);
  for (const point of ordered) {
    const canFire = options.isActiveAt ? options.isActiveAt(point.t) : true;
    const step = stepSetPoint(rule, current, point, { canFire });
    current = step.state;
    if (step.fired) {
      firings.push({
        t: point.t,
        value: point.value!,
        setPoint: rule.setPoint,
        resetPoint: rule.resetPoint,
        edge,
      });
    }
    if (step.rearmed) rearms.push(point.t);
  }
  return { state: current, firings, rearms };
}
