import { describe, expect, it } from 'vitest';
import type { Point } from './averaging';
import { timeWeightedAverages } from './twa';

const MIN = 60_000;
const FROM = Date.parse('2026-01-15T08:00:00Z');
/** A reading ending `minute` minutes after FROM. */
const at = (minute: number, v: number): Point => ({ t: FROM + minute * MIN, v });
/** Readings for minutes first … last inclusive, all equal to v. */
const run = (first: number, last: number, v: number | ((minute: number) => number)): Point[] =>
  Array.from({ length: last - first + 1 }, (_, i) =>
    at(first + i, typeof v === 'number' ? v : v(first + i)),
  );

describe('timeWeightedAverages', () => {
  it.each([
    // [name, readings, range in minutes, 8-h TWA, 15-min max, exposure minutes]
    // 240 × 10 / 480 = 5; any full window: 15 × 10 / 15 = 10.
    ['4 h at 10 ppm then nothing', run(1, 240, 10), 480, 5, 10, 240],
    // A 10-hour shift still divides by 480: 600 × 2 / 480 = 2.5.
    ['10 h at 2 ppm', run(1, 600, 2), 600, 2.5, 2, 600],
    // (475 × 1 + 5 × 31) / 480 = 630 / 480 = 1.3125;
    // window holding the 5 spikes: (155 + 10) / 15 = 11.
    [
      'a 5-minute spike in a shift',
      run(1, 480, (m) => (m > 100 && m <= 105 ? 31 : 1)),
      480,
      1.3125,
      11,
      480,
    ],
    // Shorter than 15 minutes: still divided by 15. 300 / 480 = 0.625; 300 / 15 = 20.
    ['10 minutes at 30', run(1, 10, 30), 10, 0.625, 20, 10],
    // 08:01 and 08:16 are 15 minutes apart: no window (e − 15, e] holds both → 15 / 15 = 1.
    ['readings 15 minutes apart', [at(1, 15), at(16, 15)], 60, 30 / 480, 1, 2],
    // 08:01 and 08:15 share (08:00, 08:15] → 30 / 15 = 2.
    ['readings 14 minutes apart', [at(1, 15), at(15, 15)], 60, 30 / 480, 2, 2],
    // Windows: at 08:01 −3; at 08:10 −3 + 6 = 3; at 08:16 the −3 leaves → 6. 6 / 15 = 0.4; 3 / 480.
    ['a negative reading leaving the window', [at(1, -3), at(10, 6)], 60, 0.00625, 0.4, 2],
  ])('%s', (_name, points, rangeMinutes, twa, peak, exposure) => {
    const result = timeWeightedAverages(points, FROM, FROM + rangeMinutes * MIN);
    expect(result.eightHourTwa).toBeCloseTo(twa, 12);
    expect(result.fifteenMinuteMax).toBeCloseTo(peak, 12);
    expect(result.exposureMinutes).toBe(exposure);
  });

  it('counts (from, to]: a reading at from is out, one at to is in', () => {
    // Only 48 at 08:10 counts: 48 / 480 = 0.1; 48 / 15 = 3.2.
    expect(
      timeWeightedAverages([at(0, 100), at(10, 48), at(11, 100)], FROM, FROM + 10 * MIN),
    ).toEqual({
      eightHourTwa: 0.1,
      fifteenMinuteMax: 3.2,
      exposureMinutes: 1,
    });
  });

  it('skips NaN and null, and counts a repeated minute once', () => {
    const points = [at(1, NaN), at(2, null as unknown as number), at(3, 24), at(3, 24)];
    // 24 / 480 = 0.05; 24 / 15 = 1.6.
    expect(timeWeightedAverages(points, FROM, FROM + 60 * MIN)).toEqual({
      eightHourTwa: 0.05,
      fifteenMinuteMax: 1.6,
      exposureMinutes: 1,
    });
  });

  it.each([
    ['no readings', []],
    ['only invalid readings', [at(1, NaN)]],
    ['readings outside the range', [at(0, 5), at(61, 5)]],
  ])('has no figures for %s', (_name, points) => {
    expect(timeWeightedAverages(points, FROM, FROM + 60 * MIN)).toEqual({
      eightHourTwa: null,
      fifteenMinuteMax: null,
      exposureMinutes: 0,
    });
  });

  it('refuses unsorted readings', () => {
    expect(() => timeWeightedAverages([at(2, 1), at(1, 1)], FROM, FROM + 60 * MIN)).toThrow(
      RangeError,
    );
  });
});
