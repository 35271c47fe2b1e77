import { describe, expect, it } from 'vitest';
import { assignAxes, lineDomain } from './axes';

const series = [
  { id: 'a', unit: 'µg/m³' },
  { id: 'b', unit: 'ppm' },
  { id: 'c', unit: 'µg/m³' },
  { id: 'd', unit: '°', kind: 'direction' as const },
  { id: 'e', unit: 'm/s' },
];

describe('assignAxes', () => {
  it('gives one axis per unit in order of appearance: left, right, then outward left and right', () => {
    const axes = assignAxes(series, new Set());
    expect(
      axes.map(({ key, side, slot, seriesIndexes }) => ({ key, side, slot, seriesIndexes })),
    ).toEqual([
      { key: 'line:µg/m³', side: 'left', slot: 0, seriesIndexes: [0, 2] },
      { key: 'line:ppm', side: 'right', slot: 0, seriesIndexes: [1] },
      { key: 'direction:°', side: 'left', slot: 1, seriesIndexes: [3] },
      { key: 'line:m/s', side: 'right', slot: 1, seriesIndexes: [4] },
    ]);
  });

  it('leaves out the units whose series are all hidden, and the next unit moves in', () => {
    const axes = assignAxes(series, new Set(['a', 'c', 'd']));
    expect(axes.map(({ unit, side, slot }) => [unit, side, slot])).toEqual([
      ['ppm', 'left', 0],
      ['m/s', 'right', 0],
    ]);
  });

  it('gives no axes when everything is hidden', () => {
    expect(assignAxes(series, new Set(['a', 'b', 'c', 'd', 'e']))).toEqual([]);
  });
});

describe('lineDomain', () => {
  it.each([
    ['nice bounds around the data', 3.2, 47.9, [], [0, 50]],
    ['a level above the data is included', 3.2, 47.9, [120], [0, 120]],
    ['negative values', -12.5, 7, [], [-15, 10]],
    ['a flat series gets 10 % room', 20, 20, [], [18, 22]],
    ['a flat zero series gets ±1', 0, 0, [], [-1, 1]],
    ['no data', Infinity, -Infinity, [], [0, 1]],
  ])('%s', (_, low, high, levels, expected) => {
    expect(lineDomain(low as number, high as number, levels as number[], 5)).toEqual(expected);
  });
});
