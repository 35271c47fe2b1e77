import { describe, expect, it } from 'vitest';
import { BREAK_BEFORE, ColumnBuffer, lowerBound, reduceSeries, upperBound } from './reduce';

/** The filled entries of a buffer as plain objects, for readable expectations. */
function entries(buffer: ColumnBuffer) {
  return Array.from({ length: buffer.length }, (_, e) => ({
    x: buffer.x[e],
    first: buffer.first[e],
    last: buffer.last[e],
    min: buffer.min[e],
    max: buffer.max[e],
    count: buffer.count[e],
    joined: (buffer.flags[e]! & BREAK_BEFORE) === 0,
  }));
}

describe('reduceSeries', () => {
  it('keeps first, last, lowest and highest of each column, so a spike inside a column survives', () => {
    // 10 points 1 ms apart over 0..10 ms on 2 columns (5 ms each): column 0 holds t=0..4,
    // column 1 holds t=5..9 with a spike of 90 at t=7.
    const times = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    const values = [5, 3, 4, 8, 6, 2, 1, 90, 7, 4];
    const buffer = reduceSeries({ times, values, bucketMs: 1 }, 0, 10, 2);
    expect(entries(buffer)).toEqual([
      { x: 0.5, first: 5, last: 6, min: 3, max: 8, count: 5, joined: true },
      { x: 1.5, first: 2, last: 4, min: 1, max: 90, count: 5, joined: true },
    ]);
    expect([buffer.dataMin, buffer.dataMax]).toEqual([1, 90]);
  });

  it('skips NaN values: they are no points, and a missing bucket breaks the line', () => {
    // Bucket 10 ms; t=20 has no value, so 10 and 30 are 20 ms apart: a gap.
    const times = [0, 10, 20, 30, 40];
    const values = [1, 2, NaN, 4, 5];
    const buffer = reduceSeries({ times, values, bucketMs: 10 }, 0, 50, 5);
    expect(
      entries(buffer).map(({ x, first, count, joined }) => ({ x, first, count, joined })),
    ).toEqual([
      { x: 0.5, first: 1, count: 1, joined: true },
      { x: 1.5, first: 2, count: 1, joined: true },
      { x: 3.5, first: 4, count: 1, joined: false },
      { x: 4.5, first: 5, count: 1, joined: true },
    ]);
  });

  it('widens a column to the envelope of merged points (mins and maxs)', () => {
    const times = [0, 1, 2, 3];
    const values = [10, 11, 12, 13];
    const mins = [9, 2, 12, NaN];
    const maxs = [10, 40, 15, NaN];
    const buffer = reduceSeries({ times, values, mins, maxs, bucketMs: 1 }, 0, 4, 2);
    expect(entries(buffer)).toEqual([
      { x: 0.5, first: 10, last: 11, min: 2, max: 40, count: 2, joined: true },
      { x: 1.5, first: 12, last: 13, min: 12, max: 15, count: 2, joined: true },
    ]);
    expect([buffer.dataMin, buffer.dataMax]).toEqual([2, 40]);
  });

  it('joins points exactly bucketMs apart and breaks at bucketMs + 1', () => {
    const joined = reduceSeries(
      { times: [0, 60_000], values: [1, 2], bucketMs: 60_000 },
      0,
      60_000,
      10,
    );
    expect(entries(joined).map((entry) => entry.joined)).toEqual([true, true]);
    const broken = reduceSeries(
      { times: [0, 60_001], values: [1, 2], bucketMs: 60_000 },
      0,
      60_001,
      10,
    );
    expect(entries(broken).map((entry) => entry.joined)).toEqual([true, false]);
  });

  it('starts a new entry at a gap inside one column', () => {
    // One column over 0..100; points at 0, 1 and (gap) 50, 51.
    const buffer = reduceSeries(
      { times: [0, 1, 50, 51], values: [1, 2, 3, 4], bucketMs: 1 },
      0,
      100,
      1,
    );
    expect(entries(buffer).map(({ first, last, joined }) => ({ first, last, joined }))).toEqual([
      { first: 1, last: 2, joined: true },
      { first: 3, last: 4, joined: false },
    ]);
  });

  it('keeps the nearest point with a value outside each edge at its true x, out of the y-range', () => {
    // View 10..20 on 10 columns (1 ms each); points at 0 (value 100), 15 (value 5) and 30 (-100).
    const buffer = reduceSeries(
      { times: [0, 5, 15, 25, 30], values: [100, NaN, 5, NaN, -100], bucketMs: 20 },
      10,
      20,
      10,
    );
    expect(entries(buffer).map(({ x, first }) => ({ x, first }))).toEqual([
      { x: -10, first: 100 },
      { x: 5.5, first: 5 },
      { x: 20, first: -100 },
    ]);
    expect([buffer.dataMin, buffer.dataMax]).toEqual([5, 5]);
  });

  it('puts a point at the end of the view into the last column', () => {
    const buffer = reduceSeries({ times: [0, 10], values: [1, 2], bucketMs: 10 }, 0, 10, 5);
    expect(entries(buffer).map((entry) => entry.x)).toEqual([0.5, 4.5]);
  });

  it('reuses and grows one buffer across passes', () => {
    const buffer = new ColumnBuffer(2);
    const times = Array.from({ length: 100 }, (_, i) => i * 10);
    const values = times.map((t) => (t % 20 === 0 ? 1 : 2));
    // 100 points, a gap before every other one (bucketMs 5 < 10): every point its own entry.
    reduceSeries({ times, values, bucketMs: 5 }, 0, 990, 1000, buffer);
    expect(buffer.length).toBe(100);
    reduceSeries({ times, values, bucketMs: 10 }, 0, 990, 10, buffer);
    expect(buffer.length).toBe(10);
    expect(Array.from(buffer.count.subarray(0, 10))).toEqual([
      10, 10, 10, 10, 10, 10, 10, 10, 10, 10,
    ]);
  });

  it('gives an empty buffer for no points or an empty view', () => {
    expect(reduceSeries({ times: [], values: [], bucketMs: 1 }, 0, 10, 10).length).toBe(0);
    expect(reduceSeries({ times: [1], values: [1], bucketMs: 1 }, 10, 10, 10).length).toBe(0);
  });
});

describe('binary search of the visible range', () => {
  const times = [10, 20, 20, 30];
  it.each([
    [5, 0, 0],
    [10, 0, 1],
    [20, 1, 3],
    [25, 3, 3],
    [30, 3, 4],
    [31, 4, 4],
  ])('at %d: first ≥ is %d, first > is %d', (t, lower, upper) => {
    expect(lowerBound(times, t)).toBe(lower);
    expect(upperBound(times, t)).toBe(upper);
  });
});
