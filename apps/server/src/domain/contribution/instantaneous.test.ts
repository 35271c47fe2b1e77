import { describe, expect, it } from 'vitest';
import type { LocationId } from './geometry';
import { instantaneousContribution, instantaneousSeries } from './instantaneous';
import type { RoleConfig } from './roles';

const values = (entries: Record<string, number | null>): Map<LocationId, number | null> =>
  new Map(Object.entries(entries));

describe('instantaneousContribution', () => {
  it.each([
    // [downwind, upwind, values, expected c, expected max downwind, expected mean upwind]
    // max(10, 14) − mean(4, 6) = 14 − 5 = 9
    [['a', 'b'], ['c', 'd'], { a: 10, b: 14, c: 4, d: 6 }, 9, 14, 5],
    // An invalid downwind value is skipped: 12 − 4 = 8
    [['a', 'b'], ['c'], { a: null, b: 12, c: 4 }, 8, 12, 4],
    // An invalid upwind value is skipped: 12 − mean(3) = 9
    [['a'], ['c', 'd'], { a: 12, c: 3, d: Number.NaN }, 9, 12, 3],
    // Negatives are kept: 3 − mean(5, 7) = −3
    [['a'], ['c', 'd'], { a: 3, c: 5, d: 7 }, -3, 3, 6],
    // Mean upwind of three: 20 − (1 + 2 + 6) / 3 = 17
    [['a'], ['c', 'd', 'e'], { a: 20, c: 1, d: 2, e: 6 }, 17, 20, 3],
    // No valid downwind value → null
    [['a'], ['c'], { a: null, c: 4 }, null, null, 4],
    // No valid upwind value (missing from the map) → null
    [['a'], ['c'], { a: 4 }, null, 4, null],
    // No location on a side → null
    [[], ['c'], { c: 4 }, null, null, 4],
  ])('down %j, up %j, %j → %s', (downwind, upwind, entries, c, downwindMax, upwindMean) => {
    expect(instantaneousContribution({ downwind, upwind }, values(entries))).toEqual({
      value: c,
      downwindMax,
      upwindMean,
    });
  });
});

describe('instantaneousSeries', () => {
  const config: RoleConfig = {
    kind: 'Wind',
    locations: [
      { id: 'north', bearing: 0 },
      { id: 'south', bearing: 180 },
    ],
  };
  const readings = values({ north: 10, south: 25 });

  it('gives each minute its roles, status and c(t)', () => {
    const series = instantaneousSeries(
      [
        // Wind from the north: north upwind, south downwind → 25 − 10 = 15.
        { t: 60_000, wind: { speed: 3, direction: 0 }, values: readings },
        // Wind from the south: roles swap → 10 − 25 = −15.
        { t: 120_000, wind: { speed: 3, direction: 180 }, values: readings },
        // Calm at 0.99: no roles, no c.
        { t: 180_000, wind: { speed: 0.99, direction: 0 }, values: readings },
        // Missing direction: NoWind.
        { t: 240_000, wind: { speed: 3, direction: null }, values: readings },
      ],
      config,
    );
    expect(
      series.map(({ t, status, upwind, downwind, value }) => [t, status, upwind, downwind, value]),
    ).toEqual([
      [60_000, 'Ok', ['north'], ['south'], 15],
      [120_000, 'Ok', ['south'], ['north'], -15],
      [180_000, 'Calm', [], [], null],
      [240_000, 'NoWind', [], [], null],
    ]);
  });
});
