import { describe, expect, it } from 'vitest';
import {
  areaDomain,
  areaPath,
  countAxisMax,
  countTicks,
  definedRuns,
  isoDateMillis,
  linePath,
} from './area';

const DAY = 86_400_000;
const identity = (value: number) => value;

describe('areaDomain', () => {
  it('spans the defined points of every series, counts from 0 to the highest', () => {
    expect(
      areaDomain([
        {
          points: [
            { x: 2 * DAY, y: 3 },
            { x: 3 * DAY, y: null },
          ],
        },
        {
          points: [
            { x: DAY, y: 0 },
            { x: 4 * DAY, y: 7 },
          ],
        },
      ]),
    ).toEqual({ x: [DAY, 4 * DAY], y: [0, 7] });
  });

  it('gives a single day half a day each side and all-zero counts a scale up to 1', () => {
    expect(areaDomain([{ points: [{ x: DAY, y: 0 }] }])).toEqual({
      x: [DAY / 2, DAY + DAY / 2],
      y: [0, 1],
    });
  });

  it('is null without a defined point', () => {
    expect(areaDomain([])).toBeNull();
    expect(areaDomain([{ points: [{ x: 0, y: null }] }])).toBeNull();
  });
});

describe('count ticks', () => {
  it.each([
    [0, 1, [0, 1]],
    [1, 1, [0, 1]],
    [5, 5, [0, 1, 2, 3, 4, 5]],
    [6, 6, [0, 2, 4, 6]],
    [7, 8, [0, 2, 4, 6, 8]],
    [12, 12, [0, 3, 6, 9, 12]],
    [101, 105, [0, 21, 42, 63, 84, 105]],
  ])('a highest count of %i tops the axis at %i with whole ticks', (max, top, ticks) => {
    expect(countAxisMax(max)).toBe(top);
    expect(countTicks(max)).toEqual(ticks);
  });
});

describe('paths', () => {
  it('closes the area down to the baseline, one shape per run of defined points', () => {
    const y = (value: number) => 100 - value;
    const points = [
      { x: 0, y: 10 },
      { x: 10, y: 20 },
      { x: 20, y: null },
      { x: 30, y: 5 },
      { x: 40, y: 0 },
    ];
    expect(definedRuns(points)).toHaveLength(2);
    expect(areaPath(points, identity, y)).toBe(
      'M0,100L0,90L10,80L10,100ZM30,100L30,95L40,100L40,100Z',
    );
    expect(linePath(points, identity, y)).toBe('M0,90L10,80M30,95L40,100');
  });

  it('draws a lone point as a sliver one pixel wide', () => {
    expect(areaPath([{ x: 5, y: 2 }], identity, (v) => 10 - v)).toBe('M5,10L5,8L6,8L6,10Z');
  });

  it('rounds coordinates to hundredths', () => {
    expect(linePath([{ x: 1 / 3, y: 2 / 3 }], identity, identity)).toBe('M0.33,0.67');
  });
});

describe('isoDateMillis', () => {
  it('reads a date at UTC midnight', () => {
    expect(isoDateMillis('2026-11-26')).toBe(Date.UTC(2026, 10, 26));
    expect(isoDateMillis('not a date')).toBeNull();
  });
});
