import { describe, expect, it } from 'vitest';
import {
  INITIAL_SET_POINT_STATE,
  foldSetPoint,
  isAtOrPastResetPoint,
  isBeyondSetPoint,
  setPointEdge,
  stepSetPoint,
  type SeriesPoint,
  type SetPointRule,
  type SetPointState,
} from './set-point';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 26, 9, 0);

/** A series of 1-minute values: the i-th value at T0 + (i + 1) minutes. */
function series(values: readonly (number | null)[]): SeriesPoint[] {
  return values.map((value, i) => ({ t: T0 + (i + 1) * MINUTE, value }));
}

/** The minute numbers (1-based) of the firings and re-arms of a series run from a new rule. */
function run(rule: SetPointRule, values: readonly (number | null)[]) {
  const fold = foldSetPoint(rule, INITIAL_SET_POINT_STATE, series(values));
  const minute = (t: number) => (t - T0) / MINUTE;
  return {
    fired: fold.firings.map((f) => minute(f.t)),
    rearmed: fold.rearms.map(minute),
    status: fold.state.status,
  };
}

const RISING: SetPointRule = { setPoint: 100, resetPoint: 80 };
const FALLING: SetPointRule = { setPoint: 20, resetPoint: 30 };
const EQUAL: SetPointRule = { setPoint: 50, resetPoint: 50 };

describe('setPointEdge', () => {
  it.each([
    [100, 80, 'Rising'],
    [20, 30, 'Falling'],
    [50, 50, 'Rising'], // set point ≥ reset point is rising
    [-5, -10, 'Rising'],
    [-10, -5, 'Falling'],
  ])('set point %d, reset point %d → %s', (setPoint, resetPoint, edge) => {
    expect(setPointEdge({ setPoint, resetPoint })).toBe(edge);
  });
});

describe('isBeyondSetPoint and isAtOrPastResetPoint', () => {
  it.each([
    // rule, value, beyond set point, at or past reset point
    [RISING, 100, false, false], // exactly at the set point does not fire
    [RISING, 100.0001, true, false],
    [RISING, 80, false, true], // exactly at the reset point re-arms
    [RISING, 80.0001, false, false],
    [RISING, 79, false, true],
    [FALLING, 20, false, false],
    [FALLING, 19.9999, true, false],
    [FALLING, 30, false, true],
    [FALLING, 29.9999, false, false],
    [FALLING, 31, false, true],
    [EQUAL, 50, false, true],
    [EQUAL, 50.5, true, false],
  ])('%j with %d → beyond %s, reset %s', (rule, value, beyond, reset) => {
    expect(isBeyondSetPoint(rule, value)).toBe(beyond);
    expect(isAtOrPastResetPoint(rule, value)).toBe(reset);
  });
});

describe('foldSetPoint on a rising rule (set point 100, reset point 80)', () => {
  it.each([
    // [case, values, fired at minutes, re-armed at minutes, final status]
    ['a rising edge fires once', [50, 90, 101], [3], [], 'Triggered'],
    ['exactly at the set point does not fire', [90, 100, 100], [], [], 'Armed'],
    ['just above the set point fires', [100, 100.01], [2], [], 'Triggered'],
    [
      'repeated values above the set point fire once',
      [101, 150, 120, 101, 300],
      [1],
      [],
      'Triggered',
    ],
    [
      'between the points, a triggered rule stays triggered',
      [101, 90, 81, 120],
      [1],
      [],
      'Triggered',
    ],
    ['exactly at the reset point re-arms', [101, 80], [1], [2], 'Armed'],
    ['just above the reset point does not re-arm', [101, 80.01], [1], [], 'Triggered'],
    ['re-arm then fire again', [101, 90, 80, 95, 101], [1, 5], [3], 'Triggered'],
    ['an armed rule between the points stays armed', [90, 81, 99.99], [], [], 'Armed'],
    ['the first value already above fires', [250], [1], [], 'Triggered'],
    ['nulls change nothing while armed', [null, 90, null, 101], [4], [], 'Triggered'],
    ['nulls change nothing while triggered', [101, null, null, 102], [1], [], 'Triggered'],
    ['a null does not re-arm', [101, null, 90], [1], [], 'Triggered'],
    ['a falling value on a rising rule never fires', [90, 50, 0, -10], [], [], 'Armed'],
  ] as const)('%s', (_case, values, fired, rearmed, status) => {
    expect(run(RISING, values)).toEqual({ fired, rearmed, status });
  });
});

describe('foldSetPoint on a falling rule (set point 20, reset point 30)', () => {
  it.each([
    ['a falling edge fires once', [40, 25, 19], [3], [], 'Triggered'],
    ['exactly at the set point does not fire', [25, 20, 20], [], [], 'Armed'],
    ['repeated values below the set point fire once', [19, 5, 0, 19.5], [1], [], 'Triggered'],
    ['exactly at the reset point re-arms', [19, 30], [1], [2], 'Armed'],
    ['just below the reset point does not re-arm', [19, 29.99], [1], [], 'Triggered'],
    ['re-arm then fire again', [19, 25, 31, 19.99], [1, 4], [3], 'Triggered'],
    ['nulls change nothing', [null, 19, null, 35, null], [2], [4], 'Armed'],
    ['a rising value on a falling rule never fires', [25, 50, 100], [], [], 'Armed'],
  ] as const)('%s', (_case, values, fired, rearmed, status) => {
    expect(run(FALLING, values)).toEqual({ fired, rearmed, status });
  });
});

describe('foldSetPoint when the set point equals the reset point (50)', () => {
  it('fires above it, re-arms at it, and fires again above it', () => {
    expect(run(EQUAL, [50, 51, 52, 50, 51, 49, 50.5])).toEqual({
      fired: [2, 5, 7],
      rearmed: [4, 6],
      status: 'Triggered',
    });
  });
});

describe('foldSetPoint firings', () => {
  it('carry the time, the value, both points and the edge', () => {
    const fold = foldSetPoint(FALLING, INITIAL_SET_POINT_STATE, series([25, 12.5]));
    expect(fold.firings).toEqual([
      { t: T0 + 2 * MINUTE, value: 12.5, setPoint: 20, resetPoint: 30, edge: 'Falling' },
    ]);
    expect(fold.state).toEqual({ status: 'Triggered', evaluatedUntil: T0 + 2 * MINUTE });
  });

  it('read the series in time order whatever order it arrives in', () => {
    const points = series([101, 80, 101]).reverse();
    const fold = foldSetPoint(RISING, INITIAL_SET_POINT_STATE, points);
    expect(fold.firings.map((f) => f.t)).toEqual([T0 + MINUTE, T0 + 3 * MINUTE]);
  });

  it('treat a non-finite value as a null', () => {
    expect(run(RISING, [101, Number.NaN, Number.POSITIVE_INFINITY, 50])).toEqual({
      fired: [1],
      rearmed: [4],
      status: 'Armed',
    });
  });
});

describe('resuming from a stored state', () => {
  const values = [50, 101, 120, 70, 90, 130, null, 60];
  const whole = foldSetPoint(RISING, INITIAL_SET_POINT_STATE, series(values));

  it('gives the same firings as one run, even when the windows overlap', () => {
    const all = series(values);
    const first = foldSetPoint(RISING, INITIAL_SET_POINT_STATE, all.slice(0, 4));
    // The next run reads again from minute 2 (an overlapping window): minutes 2–4 are skipped.
    const second = foldSetPoint(RISING, first.state, all.slice(1));
    expect([...first.firings, ...second.firings]).toEqual(whole.firings);
    expect([...first.rearms, ...second.rearms]).toEqual(whole.rearms);
    expect(second.state).toEqual(whole.state);
    expect(whole.firings.map((f) => f.value)).toEqual([101, 130]);
  });

  it('never fires twice for the same value when a run is repeated', () => {
    const again = foldSetPoint(RISING, whole.state, series(values));
    expect(again.firings).toEqual([]);
    expect(again.state).toEqual(whole.state);
  });

  it('skips a value at exactly the evaluated time (a late recomputation of that minute)', () => {
    const state: SetPointState = { status: 'Armed', evaluatedUntil: T0 + MINUTE };
    const step = stepSetPoint(RISING, state, { t: T0 + MINUTE, value: 500 });
    expect(step).toEqual({ state, fired: false, rearmed: false });
  });

  it('moves the evaluated time on a null without changing the status', () => {
    const state: SetPointState = { status: 'Triggered', evaluatedUntil: T0 };
    expect(stepSetPoint(RISING, state, { t: T0 + MINUTE, value: null })).toEqual({
      state: { status: 'Triggered', evaluatedUntil: T0 + MINUTE },
      fired: false,
      rearmed: false,
    });
  });
});

describe('outside the activation criteria', () => {
  // Minutes 3 to 5 are outside the active hours.
  const isActiveAt = (t: number) => {
    const minute = (t - T0) / MINUTE;
    return minute < 3 || minute > 5;
  };
  const runActive = (values: readonly (number | null)[]) =>
    foldSetPoint(RISING, INITIAL_SET_POINT_STATE, series(values), { isActiveAt }).firings.map(
      (f) => (f.t - T0) / MINUTE,
    );

  it('nothing fires, and a crossing still above the set point fires at the first active value', () => {
    expect(runActive([50, 90, 120, 130, 125, 110])).toEqual([6]);
  });

  it('a crossing that ends before the active hours return never fires', () => {
    expect(runActive([50, 90, 120, 70, 60, 70])).toEqual([]);
  });

  it('the rule can re-arm outside them and fire again once they return', () => {
    expect(runActive([101, 110, 70, 105, 110, 120])).toEqual([1, 6]);
  });

  it('a single step that may not fire stays armed', () => {
    const step = stepSetPoint(
      RISING,
      INITIAL_SET_POINT_STATE,
      { t: T0, value: 200 },
      {
        canFire: false,
      },
    );
    expect(step).toEqual({
      state: { status: 'Armed', evaluatedUntil: T0 },
      fired: false,
      rearmed: false,
    });
  });
});
