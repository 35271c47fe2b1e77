import { describe, expect, it } from 'vitest';
import { tableRows } from './table-rows';

describe('tableRows', () => {
  it('merges the times of the series in the view, with each series index or -1', () => {
    const a = { times: [0, 10, 20, 30], values: [1, 2, 3, 4] };
    const b = { times: [10, 15, 30, 40], values: [5, 6, 7, 8] };
    const { times, indexes } = tableRows([a, b], 10, 30);
    expect(Array.from(times)).toEqual([10, 15, 20, 30]);
    expect(indexes.map((index) => Array.from(index))).toEqual([
      [1, -1, 2, 3],
      [0, 1, -1, 2],
    ]);
  });

  it('has no rows for an empty view', () => {
    expect(tableRows([{ times: [0, 1], values: [1, 2] }], 5, 9).times.length).toBe(0);
  });
});
