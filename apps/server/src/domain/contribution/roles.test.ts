import { describe, expect, it } from 'vitest';
import {
  CALM_THRESHOLD,
  DEFAULT_HALF_WIDTH_DEGREES,
  isCalm,
  rolesForMinute,
  rolesFromWindDirection,
  type LocationBearing,
  type RoleConfig,
} from './roles';

const at = (...bearings: number[]): LocationBearing[] =>
  bearings.map((bearing) => ({ id: `b${bearing}`, bearing }));

describe('constants', () => {
  it('uses the half-width and calm threshold of DOMAIN.md', () => {
    expect(DEFAULT_HALF_WIDTH_DEGREES).toBe(45);
    expect(CALM_THRESHOLD).toBe(1);
  });
});

describe('rolesFromWindDirection', () => {
  it.each([
    // [wind FROM, bearings, expected upwind, expected downwind]
    [0, at(0, 90, 180, 270), ['b0'], ['b180']],
    [90, at(0, 90, 180, 270), ['b90'], ['b270']],
    [180, at(0, 90, 180, 270), ['b180'], ['b0']],
    // Exactly 45° from the axis is inside; 45.5° is outside.
    [0, at(45, 135, 270), ['b45'], ['b135']],
    [0, at(315, 225, 90), ['b315'], ['b225']],
    // Exactly 45° inside a side that is not empty anyway, so no fallback hides it.
    [0, at(45, 0, 135, 180), ['b45', 'b0'], ['b135', 'b180']],
    [0, at(315, 0, 225, 180), ['b315', 'b0'], ['b225', 'b180']],
    [0, at(45.5, 134.5, 180, 315), ['b315'], ['b180']],
    // Wind from 350°: upwind axis 350 (10° lies 20° from it), downwind axis 170.
    [350, at(10, 170, 260), ['b10'], ['b170']],
    [10, at(350, 200, 100), ['b350'], ['b200']],
    // Several on one side.
    [0, at(330, 20, 160, 200), ['b330', 'b20'], ['b160', 'b200']],
  ])('from %d° with %j → up %j, down %j', (windFrom, locations, upwind, downwind) => {
    expect(rolesFromWindDirection(windFrom, locations)).toEqual({ upwind, downwind });
  });

  it.each([
    // A side with no location takes the single location closest in angle to that side.
    // Wind from 0: downwind axis 180; 100° is 80 away, 250° is 70 away → 250.
    [0, at(0, 100, 250), ['b0'], ['b250']],
    // Both sides empty: downwind first (260 is 80 from 180), then upwind among the rest.
    [0, at(80, 260), ['b80'], ['b260']],
    // Upwind empty: 300 is 60 from north, 90 is 90 away.
    [0, at(90, 180, 300), ['b300'], ['b180']],
    // A location never takes both roles: the only other location is taken instead.
    [0, at(170, 190, 60), ['b60'], ['b170', 'b190']],
    // A tie goes to the location listed first.
    [0, at(0, 90, 270), ['b0'], ['b90']],
  ])('fallback from %d° with %j → up %j, down %j', (windFrom, locations, upwind, downwind) => {
    expect(rolesFromWindDirection(windFrom, locations)).toEqual({ upwind, downwind });
  });

  it('leaves a side empty when every location is on the other side', () => {
    expect(rolesFromWindDirection(0, at(170, 190))).toEqual({
      upwind: [],
      downwind: ['b170', 'b190'],
    });
  });

  it('honours a configured half-width', () => {
    expect(rolesFromWindDirection(0, at(0, 15, 180), 10)).toEqual({
      upwind: ['b0'],
      downwind: ['b180'],
    });
    expect(rolesFromWindDirection(0, at(0, 15, 180), 15)).toEqual({
      upwind: ['b0', 'b15'],
      downwind: ['b180'],
    });
  });
});

describe('isCalm', () => {
  it.each([
    [0, true],
    [0.99, true],
    [1, false],
    [1.01, false],
  ])('%d → %s', (speed, expected) => {
    expect(isCalm(speed)).toBe(expected);
  });
});

describe('rolesForMinute', () => {
  const wind: RoleConfig = { kind: 'Wind', locations: at(0, 180) };
  const pinned: RoleConfig = { kind: 'Pinned', upwind: ['u'], downwind: ['d1', 'd2'] };

  it.each([
    // [config name, speed, direction, expected]
    ['wind', 1, 0, { status: 'Ok', upwind: ['b0'], downwind: ['b180'] }],
    ['wind', 0.99, 0, { status: 'Calm', upwind: [], downwind: [] }],
    ['wind', 0, 0, { status: 'Calm', upwind: [], downwind: [] }],
    ['wind', null, 0, { status: 'NoWind', upwind: [], downwind: [] }],
    ['wind', 5, null, { status: 'NoWind', upwind: [], downwind: [] }],
    ['wind', Number.NaN, 0, { status: 'NoWind', upwind: [], downwind: [] }],
    ['wind', 3, 180, { status: 'Ok', upwind: ['b180'], downwind: ['b0'] }],
    ['pinned', 3, 90, { status: 'Ok', upwind: ['u'], downwind: ['d1', 'd2'] }],
    ['pinned', 1, null, { status: 'Ok', upwind: ['u'], downwind: ['d1', 'd2'] }],
    ['pinned', null, null, { status: 'Ok', upwind: ['u'], downwind: ['d1', 'd2'] }],
    ['pinned', 0.99, 90, { status: 'Calm', upwind: [], downwind: [] }],
  ] as const)('%s, speed %s, from %s → %j', (name, speed, direction, expected) => {
    const config = name === 'wind' ? wind : pinned;
    expect(rolesForMinute({ speed, direction }, config)).toEqual(expected);
  });

  it('passes a configured half-width through', () => {
    const narrow: RoleConfig = { kind: 'Wind', locations: at(0, 30, 180), halfWidthDegrees: 20 };
    expect(rolesForMinute({ speed: 2, direction: 0 }, narrow).upwind).toEqual(['b0']);
  });
});
