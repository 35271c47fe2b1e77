import { describe, expect, it } from 'vitest';
import { averagingWindow } from './service';

const MIN = 60_000;
/** 2026-11-02 00:00 UTC: on every rollup grid. */
const T = Date.parse('2026-11-02T00:00:00Z');

describe('averagingWindow (the map values of the last N minutes)', () => {
  it.each([
    // [now, minutes, rollup, lo, a, b]: readings in (lo, a] and (b, now], buckets in (a, b].
    [
      'up to 30 minutes: readings only',
      T + 10.5 * MIN,
      5,
      15,
      T + 5.5 * MIN,
      T + 10.5 * MIN,
      T + 10.5 * MIN,
    ],
    [
      '30 minutes: readings only',
      T + 10.5 * MIN,
      30,
      15,
      T - 19.5 * MIN,
      T + 10.5 * MIN,
      T + 10.5 * MIN,
    ],
    [
      '60 minutes: 15-minute buckets and two partial ends',
      T + 10.5 * MIN,
      60,
      15,
      T - 49.5 * MIN,
      T - 45 * MIN,
      T,
    ],
    [
      '60 minutes ending on a boundary: buckets only',
      T + 15 * MIN,
      60,
      15,
      T - 45 * MIN,
      T - 45 * MIN,
      T + 15 * MIN,
    ],
    ['60 minutes one minute before a boundary', T + 59 * MIN, 60, 15, T - MIN, T, T + 45 * MIN],
    ['120 minutes: hourly buckets', T + 10.5 * MIN, 120, 60, T - 109.5 * MIN, T - 60 * MIN, T],
    ['1440 minutes: hourly buckets', T + 30 * MIN, 1440, 60, T - 1410 * MIN, T - 1380 * MIN, T],
  ])('%s', (_name, now, minutes, rollup, lo, a, b) => {
    expect(averagingWindow(now, minutes)).toEqual({
      loMs: lo,
      aMs: a,
      bMs: b,
      nowMs: now,
      rollupMinutes: rollup,
    });
  });

  it('splits the last N minutes into two partial ends shorter than a bucket and whole buckets', () => {
    for (const minutes of [60, 120, 240, 300, 360, 480, 720, 1440]) {
      for (const now of [T + 7 * MIN, T + 15 * MIN, T + 61.25 * MIN]) {
        const w = averagingWindow(now, minutes);
        const width = w.rollupMinutes * MIN;
        expect(w.nowMs - w.loMs).toBe(minutes * MIN);
        expect(w.loMs <= w.aMs && w.aMs < w.bMs && w.bMs <= w.nowMs).toBe(true);
        expect(w.aMs - w.loMs).toBeLessThan(width);
        expect(w.nowMs - w.bMs).toBeLessThan(width);
        expect((w.bMs - w.aMs) % width).toBe(0);
        expect(w.aMs % width).toBe(0);
      }
    }
  });
});
