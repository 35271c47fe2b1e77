import { describe, expect, it } from 'vitest';
import { exceedanceSummary, exceeds } from './exceedances';
import type { AveragedRow, AveragingMode } from './modes';

describe('exceeds', () => {
  it.each([
    [25, 25, false], // exactly at the level is not an exceedance
    [25.0001, 25, true],
    [24.9999, 25, false],
    [null, 25, false],
    [-1, -2, true],
    [0, 0, false],
  ])('%s against %d → %s', (value, level, expected) => {
    expect(exceeds(value, level)).toBe(expected);
  });
});

type Row = Pick<AveragedRow, 't' | 'value' | 'mode' | 'partial'>;
const row = (t: number, mode: AveragingMode, value: number | null, partial = false): Row => ({
  t,
  mode,
  value,
  partial,
});

describe('exceedanceSummary', () => {
  const rows: Row[] = [
    row(1, 'Initial', 30), // Initial rows never count
    row(2, 'Initial', 30),
    row(3, 'Rolling', 30), // run A at 25 (and at 29) starts here
    row(4, 'Rolling', 26),
    row(5, 'Rolling', 25), // exactly at 25 breaks the run
    row(6, 'RecoveryRolling', 27), // run B, triggered in RecoveryRolling
    row(7, 'Rolling', 28),
    row(8, 'Rolling', null), // 'No data' breaks the run
    row(9, 'Rolling', 40), // run C
  ];

  it('turns each maximal run above each level into one row', () => {
    expect(exceedanceSummary('PM10', rows, [25, 29])).toEqual([
      { channel: 'PM10', level: 25, triggeredAt: 3, mode: 'Rolling', lastAt: 4, peak: 30 },
      { channel: 'PM10', level: 29, triggeredAt: 3, mode: 'Rolling', lastAt: 3, peak: 30 },
      { channel: 'PM10', level: 25, triggeredAt: 6, mode: 'RecoveryRolling', lastAt: 7, peak: 28 },
      { channel: 'PM10', level: 25, triggeredAt: 9, mode: 'Rolling', lastAt: 9, peak: 40 },
      { channel: 'PM10', level: 29, triggeredAt: 9, mode: 'Rolling', lastAt: 9, peak: 40 },
    ]);
  });

  it.each([
    // [rows, expected triggered times at level 10]
    [[row(1, 'Initial', 11), row(2, 'Initial', 12)], []],
    // An Initial row between two runs splits them.
    [
      [row(1, 'Rolling', 11), row(2, 'Initial', 12), row(3, 'Rolling', 13)],
      [1, 3],
    ],
    [[row(1, 'Rolling', 10), row(2, 'Rolling', 10)], []],
    [[row(1, 'Block', 11), row(2, 'Block', 11), row(3, 'Block', 11, true)], [1]],
    // A running (partial) block never triggers.
    [[row(1, 'Block', 9), row(2, 'Block', 50, true)], []],
    [[], []],
  ])('%j → triggered at %j', (input, expected) => {
    expect(exceedanceSummary('VOC', input, [10]).map((r) => r.triggeredAt)).toEqual(expected);
  });

  it('has no rows without levels', () => {
    expect(exceedanceSummary('PM10', rows, [])).toEqual([]);
  });
});
