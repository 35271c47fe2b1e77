import { describe, expect, it } from 'vitest';
import {
  meanWindDirection,
  meanWindSpeed,
  RULE_1466_WIND,
  speedToMph,
  windFlags1466,
  type SpeedPoint,
} from './wind';

const MIN = 60_000;
const START = Date.parse('2026-01-15T00:00:00Z');
const m = (k: number): number => START + k * MIN;
const speeds = (values: readonly (number | null)[]): SpeedPoint[] =>
  values.map((v, i) => ({ t: m(i + 1), v }));

describe('meanWindDirection', () => {
  it.each([
    [[350, 10], 0], // unit-vector mean, 0 and not 360
    [[10, 350], 0],
    [[355, 5, 15], 5],
    [[0, 90], 45],
    [[90, 180], 135],
    [[270, 0], 315],
    [[null, 10], 10],
  ])('%j → %d°', (directions, expected) => {
    const mean = meanWindDirection(directions);
    expect(mean).not.toBeNull();
    expect(mean!).toBeCloseTo(expected, 9);
    expect(mean!).toBeLessThan(360);
  });

  it('returns exactly 0, not 360, for 350° and 10°', () => {
    expect(meanWindDirection([350, 10])).toBe(0);
  });

  it.each([[[0, 180]], [[90, 270]], [[0, 120, 240]], [[]], [[null]]])(
    'is undefined (null) for %j',
    (directions) => {
      expect(meanWindDirection(directions)).toBeNull();
    },
  );
});

describe('meanWindSpeed', () => {
  it.each([
    [[1, 2, 6], 3], // scalar mean
    [[1, null, 2, Number.NaN, 6], 3],
    [[0], 0],
    [[], null],
    [[null], null],
  ])('%j → %s', (values, expected) => {
    expect(meanWindSpeed(values)).toBe(expected);
  });
});

describe('speedToMph', () => {
  it.each([
    // 1 mph = 0.44704 m/s; 1 knot = 1852/3600 m/s; 1 km/h = 1/3.6 m/s
    [10, 'm/s', 22.369362920544],
    [36, 'km/h', 22.369362920544],
    [36, 'kph', 22.369362920544],
    [10, 'knots', 11.507794480235],
    [10, 'kt', 11.507794480235],
    [15, 'mph', 15],
  ])('%d %s → %d mph', (value, unit, expected) => {
    expect(speedToMph(value, unit)).toBeCloseTo(expected, 9);
  });

  it('refuses a unit that is not a speed', () => {
    expect(() => speedToMph(1, '°C')).toThrow(RangeError);
  });
});

describe('windFlags1466', () => {
  it('uses the limits of Rule 1466', () => {
    expect(RULE_1466_WIND).toEqual({ meanMinutes: 15, meanLimitMph: 15, gustLimitMph: 25 });
  });

  const last = (values: readonly (number | null)[], unit: string, minimumCompleteness?: number) => {
    const rows = windFlags1466(speeds(values), {
      unit,
      fromMs: m(values.length - 1),
      toMs: m(values.length),
      ...(minimumCompleteness === undefined ? {} : { minimumCompleteness }),
    });
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };

  it.each([
    // [15 readings, unit, expected mean mph, high mean, gust mph, high gust]
    [Array(15).fill(15), 'mph', 15, false, 15, false], // exactly 15 mph is not above
    [[...Array(14).fill(15), 16.5], 'mph', 15.1, true, 16.5, false], // (14·15 + 16.5) / 15
    [[...Array(14).fill(1), 25], 'mph', 2.6, false, 25, false], // a gust of exactly 25 is not above
    [[...Array(14).fill(1), 25.01], 'mph', 2.6006666666667, false, 25.01, true],
    // 7 m/s = 15.658554 mph > 15; 6.7 m/s = 14.987473 mph is not.
    [Array(15).fill(7), 'm/s', 15.658554044381, true, 15.658554044381, false],
    [Array(15).fill(6.7), 'm/s', 14.987473156764, false, 14.987473156764, false],
    // 11.2 m/s = 25.053686 mph is a gust; 11.17 m/s = 24.986578 mph is not.
    [[...Array(14).fill(0), 11.2], 'm/s', 1.670245764734, false, 25.053686471009, true],
    [[...Array(14).fill(0), 11.17], 'm/s', 1.66577189215, false, 24.986578382248, false],
    // 27 knots = 27 × 1.150779448 = 31.071045 mph
    [Array(15).fill(27), 'knots', 31.071045096636, true, 31.071045096636, true],
  ])('%j %s → mean %d', (values, unit, meanMph, highMeanWind, gustMph, highGust) => {
    const row = last(values, unit);
    expect(row.meanMph!).toBeCloseTo(meanMph, 9);
    expect(row.gustMph!).toBeCloseTo(gustMph, 9);
    expect([row.highMeanWind, row.highGust]).toEqual([highMeanWind, highGust]);
  });

  it.each([
    // 12 of 15 valid (80 %): mean of the valid ones; 11 of 15 (73.3 %): null, no flag.
    [[null, null, null, ...Array(12).fill(20)], 20, true],
    [[null, null, null, null, ...Array(11).fill(20)], null, false],
  ])('applies 75 %% completeness to the 15-minute mean (%#)', (values, meanMph, high) => {
    const row = last(values, 'mph');
    expect(row.meanMph).toBe(meanMph);
    expect(row.highMeanWind).toBe(high);
  });

  it('flags a gust even when the mean is incomplete, and reports a missing gust as null', () => {
    const rows = windFlags1466(speeds([30, null]), { unit: 'mph', fromMs: START, toMs: m(2) });
    expect(rows.map((r) => [r.t, r.meanMph, r.gustMph, r.highGust])).toEqual([
      [m(1), null, 30, true],
      [m(2), null, null, false],
    ]);
  });

  it('uses only the 15 minutes (t − 15, t] for the mean', () => {
    // Minute 1 is 100 mph, minutes 2..16 are 10: at 16 the window is 2..16 → 10.
    const rows = windFlags1466(speeds([100, ...Array(15).fill(10)]), {
      unit: 'mph',
      fromMs: m(14),
      toMs: m(16),
    });
    expect(rows.map((r) => r.meanMph)).toEqual([16, 10]); // at 15: (100 + 14·10) / 15 = 16
  });
});
