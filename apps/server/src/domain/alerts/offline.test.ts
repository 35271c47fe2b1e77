import { describe, expect, it } from 'vitest';
import {
  INITIAL_OFFLINE_STATE,
  isOfflineAt,
  outageStart,
  stepOffline,
  type OfflineInput,
  type OfflineState,
} from './offline';

const MINUTE = 60_000;
/** 10:00 UTC; times below are minutes after it. */
const T0 = Date.UTC(2026, 10, 26, 10, 0);
const at = (minutes: number) => T0 + minutes * MINUTE;

/** A rule with a 10-minute duration, watching since 09:00, whose source last sent data at 10:00. */
const base: Omit<OfflineInput, 'now'> = {
  lastDatumAt: at(0),
  watchingSince: at(-60),
  durationMinutes: 10,
};

describe('isOfflineAt', () => {
  it.each([
    // [now (minutes after the last datum), offline]
    [9, false],
    [10 - 1 / 60_000, false], // one millisecond before the duration runs out
    [10, true], // exactly at the duration: the outage starts
    [10 + 1 / 60_000, true],
    [120, true],
    [-1, false], // a datum stamped after "now" (clock skew) is not an outage
  ])('10-minute duration, %d min after the last datum → offline %s', (minutes, offline) => {
    expect(isOfflineAt({ ...base, now: at(minutes) })).toBe(offline);
  });

  it.each([
    // duration, minutes after the datum, offline
    [1, 1, true],
    [1, 0.99, false],
    [120, 119, false],
    [120, 120, true],
  ])(
    '%d-minute duration, %d min after the last datum → offline %s',
    (duration, minutes, offline) => {
      expect(isOfflineAt({ ...base, durationMinutes: duration, now: at(minutes) })).toBe(offline);
    },
  );

  it('refuses a duration that is not a positive number of minutes', () => {
    expect(() => isOfflineAt({ ...base, durationMinutes: 0, now: at(5) })).toThrow(RangeError);
    expect(() => isOfflineAt({ ...base, durationMinutes: Number.NaN, now: at(5) })).toThrow(
      RangeError,
    );
  });
});

describe('outageStart', () => {
  it.each([
    // [last datum, watching since, start], minutes after 10:00, 10-minute duration
    [0, -60, 10], // the newest datum counts
    [null, -60, -50], // never sent data: counted from when the rule began watching
    [-300, 0, 10], // a datum older than the rule: counted from the rule
    [5, 5, 15],
  ])('last datum %s, watching since %d → starts at %d', (last, since, start) => {
    expect(outageStart(last === null ? null : at(last), at(since), 10)).toBe(at(start));
  });
});

/** Runs evaluations at the given minutes, the newest datum at each given by lastDatum(minute). */
function evaluate(
  minutes: readonly number[],
  lastDatum: (minute: number) => number | null,
  options: { watchingSince?: number; canOpen?: (minute: number) => boolean } = {},
) {
  let state: OfflineState = INITIAL_OFFLINE_STATE;
  const opened: { at: number; since: number; lastDatumAt: number | null }[] = [];
  const resolved: { at: number; since: number; resolvedAt: number }[] = [];
  for (const minute of minutes) {
    const datum = lastDatum(minute);
    const step = stepOffline(state, {
      lastDatumAt: datum === null ? null : at(datum),
      watchingSince: at(options.watchingSince ?? -60),
      durationMinutes: 10,
      now: at(minute),
      canOpen: options.canOpen ? options.canOpen(minute) : true,
    });
    state = step.state;
    const toMinutes = (t: number) => (t - T0) / MINUTE;
    if (step.opened) {
      opened.push({
        at: minute,
        since: toMinutes(step.opened.since),
        lastDatumAt: step.opened.lastDatumAt === null ? null : toMinutes(step.opened.lastDatumAt),
      });
    }
    if (step.resolved) {
      resolved.push({
        at: minute,
        since: toMinutes(step.resolved.since),
        resolvedAt: toMinutes(step.resolved.resolvedAt),
      });
    }
  }
  return { opened, resolved, state };
}

describe('stepOffline', () => {
  it('opens an outage exactly when the duration runs out, with the outage start as its time', () => {
    const step = stepOffline(INITIAL_OFFLINE_STATE, { ...base, now: at(10) });
    expect(step).toEqual({
      state: { status: 'Offline', since: at(10), lastDatumAt: at(0) },
      opened: { since: at(10), lastDatumAt: at(0), durationMinutes: 10 },
      resolved: null,
    });
  });

  it('opens nothing one millisecond before', () => {
    const step = stepOffline(INITIAL_OFFLINE_STATE, { ...base, now: at(10) - 1 });
    expect(step).toEqual({ state: INITIAL_OFFLINE_STATE, opened: null, resolved: null });
  });

  it('opens one event per outage however often it is evaluated', () => {
    // Data stopped at 10:00; the job runs every minute until noon.
    const minutes = Array.from({ length: 121 }, (_, i) => i);
    const result = evaluate(minutes, () => 0);
    expect(result.opened).toEqual([{ at: 10, since: 10, lastDatumAt: 0 }]);
    expect(result.resolved).toEqual([]);
  });

  it('records the true outage start when the evaluation runs late', () => {
    expect(evaluate([5, 10.5], () => 0).opened).toEqual([{ at: 10.5, since: 10, lastDatumAt: 0 }]);
  });

  it('resolves on the next datum, at that datum, and a later outage is a new event', () => {
    // Data at 10:00, silence, a datum at 10:25, then silence again.
    const lastDatum = (minute: number) => (minute < 25 ? 0 : 25);
    const result = evaluate([5, 10, 20, 25, 26, 34, 35, 40], lastDatum);
    expect(result.opened).toEqual([
      { at: 10, since: 10, lastDatumAt: 0 },
      { at: 35, since: 35, lastDatumAt: 25 },
    ]);
    expect(result.resolved).toEqual([{ at: 25, since: 10, resolvedAt: 25 }]);
    expect(result.state).toEqual({ status: 'Offline', since: at(35), lastDatumAt: at(25) });
  });

  it('keeps the outage open when only old readings arrive late (no second event)', () => {
    // At 10:30 a batch arrives whose newest reading is 10:15: still 15 minutes old. At 10:40 the
    // readings catch up (newest 10:39).
    const lastDatum = (minute: number) => (minute < 30 ? 0 : minute < 40 ? 15 : 39);
    const result = evaluate([10, 20, 30, 35, 40], lastDatum);
    expect(result.opened).toEqual([{ at: 10, since: 10, lastDatumAt: 0 }]);
    expect(result.resolved).toEqual([{ at: 40, since: 10, resolvedAt: 39 }]);
  });

  it('counts a source that never sent data from when the rule began watching', () => {
    const result = evaluate([5, 9, 10, 30], () => null, { watchingSince: 0 });
    expect(result.opened).toEqual([{ at: 10, since: 10, lastDatumAt: null }]);
  });

  it('resolves the outage of a source that never sent data on its first datum', () => {
    const lastDatum = (minute: number) => (minute < 12 ? null : 12);
    const result = evaluate([10, 12], lastDatum, { watchingSince: 0 });
    expect(result.resolved).toEqual([{ at: 12, since: 10, resolvedAt: 12 }]);
  });

  it('does not end an outage at an instant before it (a dry run at a past time)', () => {
    const state: OfflineState = { status: 'Offline', since: at(10), lastDatumAt: at(0) };
    const step = stepOffline(state, { ...base, now: at(5) });
    expect(step).toEqual({ state, opened: null, resolved: null });
  });

  it('opens no outage outside the activation criteria, and opens it at the first active evaluation', () => {
    // Inactive until 10:30.
    const result = evaluate([10, 20, 30, 40], () => 0, { canOpen: (minute) => minute >= 30 });
    expect(result.opened).toEqual([{ at: 30, since: 10, lastDatumAt: 0 }]);
  });

  it('sends nothing for an outage that ends before the active hours return', () => {
    const lastDatum = (minute: number) => (minute < 25 ? 0 : 25);
    const result = evaluate([10, 20, 25, 30], lastDatum, { canOpen: (minute) => minute >= 30 });
    expect(result.opened).toEqual([]);
    expect(result.resolved).toEqual([]);
  });

  it('resolves an open outage outside the activation criteria', () => {
    const lastDatum = (minute: number) => (minute < 25 ? 0 : 25);
    const result = evaluate([10, 25], lastDatum, { canOpen: (minute) => minute < 20 });
    expect(result.resolved).toEqual([{ at: 25, since: 10, resolvedAt: 25 }]);
  });
});
