import { describe, expect, it } from 'vitest';
import {
  dataRegions,
  maskNames,
  minuteEnds,
  modeLabel,
  roundTo,
  shown,
  wholeDegrees,
} from './format';

const M = 60_000;
const T = Date.parse('2026-11-02T14:00:00Z');
const m = (minutes: number) => T + minutes * M;

describe('roundTo and shown', () => {
  it.each([
    [2.25, 1, 2.3],
    [-12.5, 0, -13],
    [12.34, 1, 12.3],
    [0.005, 3, 0.005],
  ])('rounds %d to %d decimals half away from zero: %d', (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });

  it('never answers minus zero', () => {
    expect(Object.is(roundTo(-0.04, 1), 0)).toBe(true);
  });

  it('converts before rounding and keeps null', () => {
    const display = { unit: 'mg/m³', decimals: 2, convert: (v: number) => v * 2.5 };
    expect(shown(1.203, display)).toBe(3.01);
    expect(shown(null, display)).toBeNull();
    expect(shown(undefined, display)).toBeNull();
  });
});

describe('wholeDegrees', () => {
  it.each([
    [359.5, 0],
    [359.4, 359],
    [0.4, 0],
    [180.5, 181],
    [-0.2, 0],
  ])('%d° is %d°', (value, expected) => {
    expect(wholeDegrees(value)).toBe(expected);
  });
});

describe('minuteEnds', () => {
  it('lists the ends of the grid minutes in (from, to], unaligned bounds included', () => {
    expect(minuteEnds(m(0) + 30_000, m(3) + 10_000)).toEqual([m(1), m(2), m(3)]);
    expect(minuteEnds(m(0), m(2))).toEqual([m(1), m(2)]);
    expect(minuteEnds(m(2), m(2))).toEqual([]);
  });
});

describe('modeLabel', () => {
  it.each([
    ['FourteenSixtySix', 'Initial', false, 'Initial'],
    ['FourteenSixtySix', 'Rolling', false, '2 Hr'],
    ['FourteenSixtySix', 'RecoveryRolling', false, '30 Min'],
    ['Der10', 'Rolling', false, 'Rolling'],
    ['Generic', 'Initial', false, 'Initial'],
    ['NjPam', 'Block', false, 'Block'],
    ['NjPam', 'Block', true, 'Block (partial)'],
    ['NjPam', null, false, ''],
  ] as const)('%s %s (partial %s) is written %j', (type, mode, partial, expected) => {
    expect(modeLabel(type, mode, partial)).toBe(expected);
  });
});

describe('maskNames', () => {
  const locations = [
    { position: 0, name: 'North' },
    { position: 2, name: 'East' },
    { position: 62, name: 'Far' },
  ];

  it('names the locations whose bit is set, in position order', () => {
    expect(maskNames(5, locations)).toBe('North; East');
    expect(maskNames('4', locations)).toBe('East');
    // Bit 1 belongs to no location: ignored.
    expect(maskNames(2, locations)).toBe('');
    expect(maskNames(0, locations)).toBe('');
    expect(maskNames(null, locations)).toBe('');
  });

  it('reads bit 62 exactly from the decimal text', () => {
    expect(maskNames((2n ** 62n + 1n).toString(), locations)).toBe('North; Far');
  });
});

describe('dataRegions', () => {
  type Row = { t: number; avg_mode: string | null; avg_value: number | null };
  const row = (minute: number, avg_mode: string | null, avg_value: number | null): Row => ({
    t: m(minute),
    avg_mode,
    avg_value,
  });
  const regions = (rows: Row[], from: number, to: number, computedTo: number | null) =>
    dataRegions(
      {
        t: rows.map((r) => r.t),
        avg_mode: rows.map((r) => r.avg_mode),
        avg_value: rows.map((r) => r.avg_value),
      },
      from,
      to,
      computedTo,
    );

  it('is empty without rows', () => {
    expect(regions([], m(0), m(10), m(10))).toEqual([]);
  });

  it('makes runs of one type, a one-minute Stopped gap, and leaves the last open at the computed end', () => {
    const rows = [
      row(1, 'Rolling', 1),
      row(2, 'Rolling', 2),
      row(3, 'Rolling', null),
      row(4, 'Rolling', 3),
    ];
    expect(regions(rows, m(0), m(4), m(4))).toEqual([
      { type: 'Rolling', start: m(0), end: m(2) },
      { type: 'Stopped', start: m(2), end: m(3) },
      { type: 'Rolling', start: m(3), end: null },
    ]);
    // The computed end lies after the last minute read: the region is closed there.
    expect(regions(rows, m(0), m(4), m(5)).at(-1)).toEqual({
      type: 'Rolling',
      start: m(3),
      end: m(4),
    });
    // Nothing computed yet (computed_to null): closed too.
    expect(regions(rows, m(0), m(4), null).at(-1)?.end).toBe(m(4));
  });

  it('ends a region at a missing stored minute, and treats an unknown mode as Stopped', () => {
    const rows = [row(1, 'Initial', 1), row(3, 'Initial', 1), row(4, 'Bogus', 1)];
    expect(regions(rows, m(0), m(4), m(9))).toEqual([
      { type: 'Initial', start: m(0), end: m(1) },
      { type: 'Initial', start: m(2), end: m(3) },
      { type: 'Stopped', start: m(3), end: m(4) },
    ]);
  });

  it('types minutes inside a block by the block end after them, read past the range, and leaves out minutes outside it', () => {
    const rows = [
      row(1, null, null),
      row(2, 'Block', 5),
      row(3, null, null),
      row(4, 'Block', null),
      row(5, null, null),
      row(6, 'Block', 7),
    ];
    // (from, to] = (minute 1, minute 5]: minute 1 is left out, minute 5 takes minute 6's Block.
    expect(regions(rows, m(1), m(5), m(6))).toEqual([
      { type: 'Block', start: m(1), end: m(2) },
      { type: 'Stopped', start: m(2), end: m(4) },
      { type: 'Block', start: m(4), end: m(5) },
    ]);
    // A minute with no averaged row after it is Stopped.
    expect(regions(rows.slice(0, 5), m(0), m(5), m(5)).at(-1)).toEqual({
      type: 'Stopped',
      start: m(2),
      end: null,
    });
  });
});
