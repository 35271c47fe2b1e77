import { describe, expect, it } from 'vitest';
import {
  angularDistance,
  bearingsFromCentre,
  chooseWindSource,
  distanceMetres,
  initialBearing,
  normaliseDegrees,
  siteCentre,
  type WindSourceCandidate,
} from './geometry';

describe('siteCentre', () => {
  it.each([
    // [sources, expected centre]
    [
      [
        { lat: 0, lng: 0 },
        { lat: 0, lng: 2 },
      ],
      { lat: 0, lng: 1 },
    ],
    [
      [
        { lat: 40, lng: -74 },
        { lat: 41, lng: -73 },
        { lat: 42, lng: -75 },
      ],
      { lat: 41, lng: -74 },
    ],
    [[{ lat: 10, lng: 20 }], { lat: 10, lng: 20 }],
  ])('mean of %j is %j', (sources, expected) => {
    expect(siteCentre(sources)).toEqual(expected);
  });

  it('has no centre without sources', () => {
    expect(siteCentre([])).toBeNull();
  });
});

describe('normaliseDegrees', () => {
  it.each([
    [0, 0],
    [360, 0],
    [-10, 350],
    [370, 10],
    [720, 0],
    [-360, 0],
    [359.5, 359.5],
  ])('%d° → %d°', (input, expected) => {
    expect(normaliseDegrees(input)).toBe(expected);
  });
});

describe('initialBearing', () => {
  const origin = { lat: 0, lng: 0 };
  it.each([
    // [to, expected bearing]; hand-computed: θ = atan2(sin Δλ cos φ2, cos φ1 sin φ2 − sin φ1 cos φ2 cos Δλ)
    [{ lat: 1, lng: 0 }, 0],
    [{ lat: 0, lng: 1 }, 90],
    [{ lat: -1, lng: 0 }, 180],
    [{ lat: 0, lng: -1 }, 270],
    // atan(cos 1°) = 44.995636°
    [{ lat: 1, lng: 1 }, 44.995636],
    // 360 − 44.995636
    [{ lat: 1, lng: -1 }, 315.004364],
  ])('from (0, 0) to %j is %d°', (to, expected) => {
    expect(initialBearing(origin, to)).toBeCloseTo(expected, 5);
  });

  it('is the great-circle bearing, not the rhumb line, at higher latitudes', () => {
    // London latitude, 1° east: 89.608692°, not 90.
    expect(initialBearing({ lat: 51.5, lng: 0 }, { lat: 51.5, lng: 1 })).toBeCloseTo(89.608692, 5);
  });

  it('is 0 between coincident points', () => {
    expect(initialBearing({ lat: 5, lng: 5 }, { lat: 5, lng: 5 })).toBe(0);
  });
});

describe('angularDistance', () => {
  it.each([
    [350, 10, 20],
    [10, 350, 20],
    [0, 180, 180],
    [90, 270, 180],
    [45, 0, 45],
    [135, 180, 45],
    [-30, 30, 60],
    [720, 0, 0],
    [200, 10, 170],
  ])('between %d° and %d° is %d°', (a, b, expected) => {
    expect(angularDistance(a, b)).toBe(expected);
  });
});

describe('distanceMetres', () => {
  it('is R·π/180 for one degree along the equator', () => {
    expect(distanceMetres({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(111195.08, 1);
  });
});

describe('bearingsFromCentre', () => {
  it('gives each location its bearing from the centre, in order', () => {
    const centre = { lat: 0, lng: 0 };
    const result = bearingsFromCentre(centre, [
      { id: 'north', lat: 0.01, lng: 0 },
      { id: 'east', lat: 0, lng: 0.01 },
    ]);
    expect(result).toEqual([
      { id: 'north', bearing: 0 },
      { id: 'east', bearing: 90 },
    ]);
  });
});

describe('chooseWindSource', () => {
  const centre = { lat: 0, lng: 0 };
  const candidate = (
    id: string,
    lng: number,
    hasWindSpeed: boolean,
    hasWindDirection: boolean,
  ): WindSourceCandidate => ({ id, lat: 0, lng, hasWindSpeed, hasWindDirection });

  it.each([
    // [candidates, expected]
    [[candidate('a', 0.01, true, false), candidate('b', 0.02, true, true)], 'b'],
    [
      [
        candidate('a', 0.01, false, true),
        candidate('b', 0.03, true, true),
        candidate('c', 0.02, true, true),
      ],
      'c',
    ],
    [[candidate('a', -0.02, true, true), candidate('b', 0.01, true, true)], 'b'],
    [[candidate('a', 0.01, true, false), candidate('b', 0.01, false, true)], null],
    [[], null],
    // A tie goes to the first listed.
    [[candidate('a', 0.02, true, true), candidate('b', -0.02, true, true)], 'a'],
  ])('picks the nearest with WS and WD: %j → %s', (candidates, expected) => {
    expect(chooseWindSource(centre, candidates)).toBe(expected);
  });
});
