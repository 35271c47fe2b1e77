import { describe, expect, it } from 'vitest';
import { groupIntoColumns, nearestIndex, snapTime, stepTime, valueAt } from './tooltip';

describe('groupIntoColumns', () => {
  it.each([
    [12, [5, 5, 2]],
    [5, [5]],
    [6, [5, 1]],
    [20, [5, 5, 5, 5]],
    [0, []],
  ])('%d series make columns of %j', (count, sizes) => {
    const items = Array.from({ length: count }, (_, index) => index);
    const columns = groupIntoColumns(items);
    expect(columns.map((column) => column.length)).toEqual(sizes);
    expect(columns.flat()).toEqual(items);
  });
});

describe('nearestIndex and valueAt', () => {
  const times = [0, 60, 120, 240];
  it.each([
    [-10, 0],
    [29, 0],
    [30, 0],
    [31, 1],
    [200, 3],
    [1000, 3],
  ])('at %d the nearest point is #%d', (t, index) => {
    expect(nearestIndex(times, t)).toBe(index);
  });

  it('reads the raw value within half a bucket, NaN in a gap', () => {
    const series = { times, values: [1.5, 2.5, NaN, 4.5], bucketMs: 60 };
    expect(valueAt(series, 50)).toBe(2.5);
    expect(valueAt(series, 120)).toBeNaN();
    expect(valueAt(series, 180)).toBeNaN(); // 60 from both neighbours: more than half a bucket
    expect(valueAt(series, 215)).toBe(4.5);
    expect(nearestIndex([], 5)).toBe(-1);
  });
});

describe('snapTime and stepTime', () => {
  const a = { times: [0, 60, 120, 180] };
  const b = { times: [30, 150] };
  it('snaps to the nearest point of any series inside the view', () => {
    expect(snapTime([a, b], 40, 0, 180)).toBe(30);
    expect(snapTime([a, b], 100, 0, 180)).toBe(120);
    expect(snapTime([a, b], 170, 0, 150)).toBe(150);
    expect(snapTime([], 10, 0, 100)).toBeNaN();
  });
  it('steps to the next and previous point of any series and stops at the ends', () => {
    expect(stepTime([a, b], 0, 1, 0, 180)).toBe(30);
    expect(stepTime([a, b], 30, 1, 0, 180)).toBe(60);
    expect(stepTime([a, b], 150, -1, 0, 180)).toBe(120);
    expect(stepTime([a, b], 180, 1, 0, 180)).toBe(180);
    expect(stepTime([a, b], 0, -1, 0, 180)).toBe(0);
  });
});
